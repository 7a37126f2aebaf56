/**
 * The deal, before night 1: everyone looks at his card. The TV shows how many
 * have looked (public: everyone looks), never who holds what.
 *
 * tv-deal @property locale, view (PublicView)
 */
import { LitElement, html, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { PublicView } from '../../engine/types';
import { t } from './strings';
import { tvLayout, tvTokens } from './styles';
import './tv-countdown';

@customElement('tv-deal')
export class TvDeal extends LitElement {
  static override styles = [
    tvTokens,
    tvLayout,
    css`
      :host {
        display: grid;
        place-items: center;
        text-align: center;
        gap: 24px;
      }
      h1 {
        font-size: 4rem;
        margin: 0;
      }
      p {
        font-size: 2rem;
        margin: 0;
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) view!: PublicView;

  override render() {
    const lang = this.locale;
    const living = this.view.seats.filter((s) => s.alive).length;
    return html`<h1>${t(lang, 'deal.title')}</h1>
      <p>${t(lang, 'deal.hint')}</p>
      <p data-testid="deal-seen">${t(lang, 'deal.seen', { seen: this.view.phase.seen.length, total: living })}</p>
      <tv-countdown .phase=${this.view.phase}></tv-countdown>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-deal': TvDeal;
  }
}
