/**
 * `<tv-status>`: the connection indicator in the corner — the signaling
 * server's state and how many phones answer (bots count as online).
 * Each seat's own link shows beside its name on the lobby and seat strips.
 *
 * @property lang
 * @property snapshot
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { HostSnapshot, SignalingStatus } from '../../host/snapshot';
import { t, type TvKey } from './strings';
import { tvTokens } from './styles';

const LABEL: Record<SignalingStatus, TvKey> = {
  connecting: 'status.connecting',
  online: 'status.online',
  reconnecting: 'status.reconnecting',
  offline: 'status.offline',
};

@customElement('tv-status')
export class TvStatus extends LitElement {
  static override styles = [
    tvTokens,
    css`
      :host {
        display: flex;
        gap: 2vmin;
        font-size: var(--text-s);
        font-weight: 700;
      }
      .item {
        display: inline-flex;
        align-items: center;
        gap: 0.8vmin;
        padding: 0.6vmin 1.4vmin;
        border-radius: 99vmin;
        background: var(--surface);
        border: 0.2vmin solid var(--line);
      }
      .dot {
        width: 1.6vmin;
        height: 1.6vmin;
        border-radius: 50%;
        background: var(--ok);
      }
      .dot.connecting,
      .dot.reconnecting,
      .dot.partial {
        background: var(--accent);
      }
      .dot.offline {
        background: var(--danger);
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) snapshot: HostSnapshot | null = null;

  override render() {
    const snapshot = this.snapshot;
    if (!snapshot) return nothing;
    const lang = this.locale;
    const total = snapshot.seats.length;
    const online = snapshot.seats.filter((s) => s.link === 'online').length;
    const phones = total === 0 ? nothing : html`<span class="item" data-testid="phones-status">
      <span class="dot ${online < total ? 'partial' : ''}" aria-hidden="true"></span>${t(lang, 'status.phones', { online, total })}
    </span>`;
    return html`
      <span class="item" data-testid="signaling-status">
        <span class="dot ${snapshot.roomTaken ? 'offline' : snapshot.signaling}" aria-hidden="true"></span>
        ${t(lang, 'status.signaling')}: ${snapshot.roomTaken ? html`<span data-testid="room-taken-status">${t(lang, 'status.taken')}</span>` : t(lang, LABEL[snapshot.signaling])}
      </span>
      ${phones}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-status': TvStatus;
  }
}
