/**
 * `<tv-deal>`: before night 1, everyone looks at their card (engine phase
 * `deal`). The phones ask each player to press and hold the card; here the
 * count says how many have — "7 of 10 have looked at their card" — and
 * nothing says who: the table marks no seat.
 *
 * @property locale
 * @property view   PublicView (phase deal)
 */
import { LitElement, html, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { PublicView } from '../../engine/types';
import { t } from './strings';
import { tvLayout, tvTokens } from './styles';
import { dealSeen, gameStyles } from './game-parts';
import './tv-countdown';

@customElement('tv-deal')
export class TvDeal extends LitElement {
  static override styles = [
    tvTokens,
    tvLayout,
    ...gameStyles,
    css`
      .progress {
        font-size: var(--text-xl);
        font-weight: 800;
        white-space: nowrap;
      }
      tv-countdown {
        width: 40vmin;
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) view!: PublicView;

  override render() {
    const lang = this.locale;
    const seen = dealSeen(this.view);
    return html`
      <p class="hint">${t(lang, 'deal.hint')}</p>
      <p class="progress" data-testid="deal-seen">${t(lang, 'deal.progress', { n: seen, total: this.view.seats.length })}</p>
      <p class="hint">${t(lang, 'deal.secret')}</p>
      <tv-countdown size="small" .phase=${this.view.phase}></tv-countdown>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-deal': TvDeal;
  }
}
