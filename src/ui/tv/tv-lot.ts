/**
 * `<tv-lot>`: the lot as a coin toss (seed 000, rule 8: heads for one tied
 * candidate, tails for the other, agreed beforehand). The engine has already
 * chosen (`phase.lot.chosen`); the coin spins and lands on that side, then
 * the name shows. With reduced motion the coin simply shows the result.
 *
 * @property lang
 * @property view   PublicView (phase lot)
 * @property links  LobbySeat[]
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { PublicView } from '../../engine/types';
import type { LobbySeat } from '../../host/snapshot';
import { t } from './strings';
import { tvLayout, tvTokens } from './styles';
import { chipFor, gameStyles, seatStrip, who } from './game-parts';
import { seatColor } from './seat-chip';

const SPIN_MS = 3200;

@customElement('tv-lot')
export class TvLot extends LitElement {
  static override styles = [
    tvTokens,
    tvLayout,
    ...gameStyles,
    css`
      .body {
        display: grid;
        grid-template-columns: 1fr auto 1fr;
        align-items: center;
        justify-items: center;
        gap: 4vmin;
        min-height: 0;
      }
      .side {
        display: grid;
        gap: 1.4vmin;
        justify-items: center;
        font-size: var(--text-l);
        font-weight: 800;
      }
      .side .face-name {
        color: var(--muted);
      }
      .stage {
        perspective: 120vmin;
        display: grid;
        justify-items: center;
        gap: 4vmin;
      }
      .coin {
        width: 36vmin;
        height: 36vmin;
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
        font-size: 13vmin;
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
  @property({ attribute: false }) links: LobbySeat[] = [];

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
      <div class="phase"><h1>${t(lang, 'vote.lot')}</h1><span class="sub">${t(lang, 'day.title', { n: view.phase.day })}</span></div>
      <section class="body">
        ${pair ? html`<div class="side">${chipFor(view, heads, { big: true })}<span class="face-name">${t(lang, 'vote.heads')}</span></div>` : html`<div></div>`}
        <div class="stage">
          <div class="coin ${landsTails ? 'tails' : ''}" data-testid="coin" aria-hidden="true">
            ${face(pair ? heads : chosen, pair ? t(lang, 'vote.heads') : '', false)}
            ${face(pair ? tails : chosen, pair ? t(lang, 'vote.tails') : '', true)}
          </div>
          ${chosen !== null ? html`<p class="result" role="status" data-testid="lot-result">${t(lang, 'vote.lotChosen', { who: who(lang, view, chosen) })}</p>` : nothing}
          ${pair ? nothing : html`<div class="row">${between.map((seat) => chipFor(view, seat))}</div>`}
        </div>
        ${pair ? html`<div class="side">${chipFor(view, tails, { big: true })}<span class="face-name">${t(lang, 'vote.tails')}</span></div>` : html`<div></div>`}
      </section>
      ${seatStrip(lang, view, this.links)}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-lot': TvLot;
  }
}
