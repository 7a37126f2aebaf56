/**
 * `<tv-status>`: the connection indicator in the corner — the signaling
 * server's state and how many phones answer (bots count as online).
 * Each seat's own link shows beside its name on the lobby and seat strips.
 *
 * @property lang
 * @property seats      LobbySeat[] — each seat's link
 * @property signaling  the signaling server's state
 * @property roomTaken  another TV holds the room's ID
 * @property trouble    phones that try to connect and cannot
 *
 * Only what it shows, not the whole snapshot: a change it does not show (a
 * pause, a vote) leaves it as it is, with no update in the tap's task.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { HostSnapshot, LobbySeat, SignalingStatus } from '../../host/snapshot';
import type { IceFailure } from '../../net/ice-diagnosis';
import { t, type TvKey } from './strings';
import { pillStyles, tvTokens } from './styles';

const LABEL: Record<SignalingStatus, TvKey> = {
  connecting: 'status.connecting',
  online: 'status.online',
  reconnecting: 'status.reconnecting',
  offline: 'status.offline',
};

/** "3 phones are trying to connect and cannot: …" */
export function troubleText(lang: Lang, phones: number, reason: IceFailure | null): string {
  return t(lang, 'trouble.phones', { n: phones, why: t(lang, `trouble.${reason ?? 'slow'}`) });
}

@customElement('tv-status')
export class TvStatus extends LitElement {
  static override styles = [
    tvTokens,
    pillStyles,
    css`
      :host {
        display: flex;
        flex-wrap: wrap;
        justify-content: flex-end;
        gap: 2vmin;
        font-size: var(--text-s);
        font-weight: 700;
      }
      .dot.connecting,
      .dot.reconnecting,
      .dot.partial {
        background: var(--accent);
      }
      .dot.offline {
        background: var(--danger);
      }
      .trouble {
        flex-basis: 100%;
        max-width: 70vw;
        margin-left: auto;
        padding: 1vmin 1.8vmin;
        border-radius: 1.2vmin;
        background: var(--surface);
        border: 0.3vmin solid var(--danger);
        font-weight: 600;
        line-height: 1.35;
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) seats: LobbySeat[] = [];
  @property() signaling: SignalingStatus = 'connecting';
  @property({ type: Boolean }) roomTaken = false;
  @property({ attribute: false }) trouble: HostSnapshot['trouble'] = null;

  override render() {
    const lang = this.locale;
    const total = this.seats.length;
    const online = this.seats.filter((s) => s.link === 'online').length;
    const phones = total === 0 ? nothing : html`<span class="pill" data-testid="phones-status">
      <span class="dot ${online < total ? 'partial' : ''}" aria-hidden="true"></span>${t(lang, 'status.phones', { online, total })}
    </span>`;
    return html`
      <span class="pill" data-testid="signaling-status">
        <span class="dot ${this.roomTaken ? 'offline' : this.signaling}" aria-hidden="true"></span>
        ${t(lang, 'status.signaling')}: ${this.roomTaken ? html`<span data-testid="room-taken-status">${t(lang, 'status.taken')}</span>` : t(lang, LABEL[this.signaling])}
      </span>
      ${phones}
      ${this.trouble && this.trouble.phones > 0
        ? html`<p class="trouble" role="alert" data-testid="phones-trouble">${troubleText(lang, this.trouble.phones, this.trouble.reason)}</p>`
        : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-status': TvStatus;
  }
}
