/**
 * `<tv-lot>`: the lot as a coin toss (seed 000, rule 8: heads for one tied
 * candidate, tails for the other, agreed beforehand). The engine has already
 * chosen (`phase.lot.chosen`); the coin spins and lands on that side, then
 * the name shows. With reduced motion the coin simply shows the result.
 *
 * @property locale
 * @property view   PublicView (phase lot)
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { PublicView } from '../../engine/types';
import { t } from './strings';
import { tvLayout, tvTokens } from './styles';
import { chipFor, gameStyles, who } from './game-parts';
import { seatColor } from './seat-chip';
import { LOT_SPIN_MS as SPIN_MS } from './staging';

@customElement('tv-lot')
export class TvLot extends LitElement {
  static override styles = [
    tvTokens,
    tvLayout,
    ...gameStyles,
    css`
      .body {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
        align-items: center;
        justify-items: center;
        gap: 3vmin;
        width: 100%;
        min-height: 0;
      }
      .side .chip .name {
        max-width: 26vmin;
      }
      .side {
        display: grid;
        gap: 1.4vmin;
        justify-items: center;
        font-size: var(--text-m);
        font-weight: 800;
        min-width: 0;
        max-width: 100%;
      }
      .side .face-name {
        color: var(--muted);
      }
      .stage {
        perspective: 120vmin;
        display: grid;
        justify-items: center;
        gap: 3vmin;
      }
      .coin {
        width: 30vmin;
        height: 30vmin;
        position: relative;
        transform-style: preserve-3d;
        animation: toss ${SPIN_MS}ms cubic-bezier(0.2, 0.7, 0.3, 1) both;
      }
      .coin.tails {
        animation-name: toss-tails;
      }
      .face {
        position: absolute;
        inset: 0;
        border-radius: 50%;
        display: grid;
        place-items: center;
        backface-visibility: hidden;
        background: radial-gradient(circle at 35% 30%, #fff3c4, #e9b949 55%, #a87912);
        box-shadow: inset 0 0 0 1.6vmin #c99a2e, 0 2vmin 5vmin rgba(0, 0, 0, 0.5);
        color: #2b1d00;
        font-weight: 900;
        font-size: 11vmin;
      }
      .face small {
        display: block;
        font-size: var(--text-m);
        text-transform: uppercase;
        letter-spacing: 0.1em;
      }
      .face.back {
        transform: rotateY(180deg);
      }
      .result {
        font-size: var(--text-xl);
        font-weight: 800;
        color: var(--accent);
        animation: reveal 400ms ease ${SPIN_MS}ms both;
        text-align: center;
      }
      @keyframes toss {
        0% { transform: translateY(0) rotateY(0deg); }
        40% { transform: translateY(-14vmin) rotateY(1440deg); }
        100% { transform: translateY(0) rotateY(2880deg); }
      }
      @keyframes toss-tails {
        0% { transform: translateY(0) rotateY(0deg); }
        40% { transform: translateY(-14vmin) rotateY(1440deg); }
        100% { transform: translateY(0) rotateY(3060deg); }
      }
      @keyframes reveal {
        from { opacity: 0; transform: scale(0.9); }
        to { opacity: 1; transform: none; }
      }
      @media (prefers-reduced-motion: reduce) {
        .coin, .result {
          animation: none;
        }
        .coin.tails {
          transform: rotateY(180deg);
        }
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) view!: PublicView;

  override render() {
    const { locale: lang, view } = this;
    const lot = view.phase.lot;
    const between = lot?.between ?? view.phase.candidates;
    const [heads, tails] = between;
    // With two, each has a face; with more, both faces show the chosen seat.
    const pair = between.length === 2;
    const chosen = lot?.chosen ?? null;
    const landsTails = pair && chosen === tails;
    const face = (seat: number | null | undefined, label: string, back: boolean) =>
      html`<div class="face ${back ? 'back' : ''}" style=${seat ? `box-shadow: inset 0 0 0 1.6vmin ${seatColor(seat)}, 0 2vmin 5vmin rgba(0,0,0,.5)` : ''}>
        <span>${seat ?? '?'}<small>${label}</small></span>
      </div>`;
    return html`
      <section class="body">
        ${pair ? html`<div class="side">${chipFor(view, heads)}<span class="face-name">${t(lang, 'vote.heads')}</span></div>` : html`<div></div>`}
        <div class="stage">
          <div class="coin ${landsTails ? 'tails' : ''}" data-testid="coin" aria-hidden="true">
            ${face(pair ? heads : chosen, pair ? t(lang, 'vote.heads') : '', false)}
            ${face(pair ? tails : chosen, pair ? t(lang, 'vote.tails') : '', true)}
          </div>
          ${pair ? nothing : html`<div class="row">${between.map((seat) => chipFor(view, seat))}</div>`}
        </div>
        ${pair ? html`<div class="side">${chipFor(view, tails)}<span class="face-name">${t(lang, 'vote.tails')}</span></div>` : html`<div></div>`}
      </section>
      ${chosen !== null ? html`<p class="result" role="status" data-testid="lot-result">${t(lang, 'vote.lotChosen', { who: who(lang, view, chosen) })}</p>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-lot': TvLot;
  }
}
