/**
 * `<phone-game-over>`: the end, full screen in the winning team's colour:
 * whether this player won, who won, every card in its team's colour, and
 * Play again for the VIP (the TV deals again to the same players). The cards
 * come face down (the view has no reveal) until the TV has turned them all,
 * one by one.
 *
 * Properties: `uiLang`, `view` (this seat's view at the game over), `preset`,
 * `vip`. Events: `phone-vip` ({ type: 'start' }) from Play again.
 */
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Preset, SeatView } from '../../engine/types';
import type { Lang } from '../shared/i18n';
import { roleName, teamColour, winnerLine } from '../shared/roles-text';
import { askVip } from './events';
import { t } from './strings';
import { overStyles, screenStyles } from './screen-styles';

@customElement('phone-game-over')
export class PhoneGameOver extends LitElement {
  static override styles = [...screenStyles, overStyles];

  @property({ attribute: false }) uiLang: Lang = 'ru';
  @property({ attribute: false }) view!: SeatView;
  @property({ attribute: false }) preset!: Preset;
  @property({ type: Boolean }) vip = false;

  private readonly again = (): void => askVip(this, { type: 'start' });

  override render(): TemplateResult {
    const { view, uiLang: lang } = this;
    const winner = view.phase.winner;
    const won = winner !== null && winner === view.side;
    return html`<main class="over ${winner ? `team-${teamColour(winner)}` : ''}" data-testid="game-over">
        <p class="over-kicker">${t(lang, 'over')}</p>
        ${winner
          ? html`<div data-testid="winner">
              <p class="over-you">${t(lang, won ? 'youWon' : 'youLost')}</p>
              <p class="over-side">${winnerLine(winner, lang, this.preset)}</p>
            </div>`
          : nothing}
        ${view.reveal ? nothing : html`<p class="muted" data-testid="cards-on-tv">${t(lang, 'cardsOnTv')}</p>`}
        ${this.allCards()}
      </main>
      ${this.vip ? html`<div class="actions"><button class="btn primary" data-testid="vip-again" @click=${this.again}>${t(lang, 'playAgain')}</button></div>` : nothing}`;
  }

  /** Every seat with its card in its team's colour: from the reveal, else what the table already knows. */
  private allCards(): TemplateResult {
    const { view, uiLang: lang } = this;
    const roles = new Map(view.reveal?.roles.map((r) => [r.seat, r.role]));
    return html`<ul class="list cards" data-testid="all-cards">
      ${view.seats.map((s) => {
        const role = roles.get(s.seat) ?? s.revealedRole ?? (s.seat === view.seat ? view.role : null);
        return html`<li class="player ${s.alive ? '' : 'gone'}">
          <span class="num">${s.seat}</span>
          <span class="name"
            >${s.name}${s.seat === view.seat ? html` <span class="muted">(${t(lang, 'you')})</span>` : nothing}${s.alive
              ? nothing
              : html` <span class="muted">· ${t(lang, 'outMark')}</span>`}</span
          >
          <strong class="role-tag ${role ? `team-${teamColour(role)}` : ''}">${role ? roleName(role, lang) : '?'}</strong>
        </li>`;
      })}
    </ul>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-game-over': PhoneGameOver;
  }
}
