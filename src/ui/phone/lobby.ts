/**
 * `<phone-lobby>`: your seat number, who is at the table, how many are
 * needed; the VIP's start button.
 *
 * Properties: `uiLang`, `lobby` (null until the TV's lobby arrives), `seat`,
 * `name`, `vip`. Events: `phone-vip` ({ type: 'start' }) from the start button.
 */
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { PhoneSnapshot } from '../../phone/snapshot';
import type { Lang } from '../shared/i18n';
import { askVip } from './events';
import { t } from './strings';
import { screenStyles } from './screen-styles';

type LobbyView = NonNullable<PhoneSnapshot['lobby']>;

@customElement('phone-lobby')
export class PhoneLobby extends LitElement {
  static override styles = screenStyles;

  @property({ attribute: false }) uiLang: Lang = 'ru';
  @property({ attribute: false }) lobby: LobbyView | null = null;
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: false }) name: string | null = null;
  @property({ type: Boolean }) vip = false;

  private readonly start = (): void => askVip(this, { type: 'start' });

  override render(): TemplateResult {
    const { lobby, seat } = this;
    const tr = t.bind(null, this.uiLang);
    const count = lobby?.players.length ?? 0;
    const needed = lobby?.needed ?? 0;
    return html`<main>
        <div class="center">
          <p class="muted">${tr('yourSeat')}</p>
          <div class="seatno" data-testid="seat-number">${seat ?? '–'}</div>
          <p>${tr('lobbyHello', { name: this.name ?? '' })}</p>
        </div>
        ${lobby
          ? html`<div class="panel" role="status">
                <strong>${tr(lobby.preset)}</strong>
                <span>${tr('lobbyCount', { count, needed })}</span>
                <span class="muted">${count < needed ? tr('lobbyMore', { n: needed - count }) : tr('lobbyReady')}</span>
              </div>
              <ul class="list">
                ${lobby.players.map(
                  (p) => html`<li class="player">
                    <span class="num">${p.seat}</span>
                    <span class="name">${p.name}${p.seat === seat ? html` <span class="muted">(${tr('you')})</span>` : nothing}</span>
                    ${p.link === 'away' ? html`<span class="muted">${tr('away')}</span>` : nothing}
                  </li>`,
                )}
              </ul>`
          : html`<p class="muted center">${tr('connecting')}</p>`}
        ${this.vip ? nothing : html`<p class="muted center">${tr('lobbyWait')}</p>`}
      </main>
      ${this.vip
        ? html`<div class="foot">
            <p class="muted">${tr('vipYou')}</p>
            <button class="btn primary" data-testid="vip-start" ?disabled=${count < needed} @click=${this.start}>${tr('vipStart')}</button>
          </div>`
        : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-lobby': PhoneLobby;
  }
}
