/**
 * The night. `<tv-night-sky>` is the calm scene behind the whole screen — moon,
 * stars, a skyline with a few lit windows; motion stops under
 * prefers-reduced-motion. `<tv-night>` is the text over it: the night's
 * number and its public step ("The Doctor wakes"), which the narrator calls
 * for every role whether it is in play or not. Nothing here depends on who acts.
 *
 * tv-night @property locale, view (PublicView)
 */
import { LitElement, html, css, svg, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { PublicView } from '../../engine/types';
import { nightStepTitle, t } from './strings';
import { tvLayout, tvTokens } from './styles';
import { gameStyles } from './game-parts';
import './tv-countdown';

/** A fixed sky: the same stars every night, from a tiny deterministic generator. */
function makeStars(count: number): { x: number; y: number; r: number }[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: count }, () => {
    const star = { x: next() * 100, y: next() * 55, r: 0.08 + next() * 0.18 };
    next(); // a fourth draw per star, unused, so the stars keep the places they have always had
    return star;
  });
}

/** No star behind the header's title ("Night 2"): text over a twinkling star reads badly. */
const SKY = makeStars(110).filter((s) => !(s.x < 60 && s.y < 8));
/** Every ninth star twinkles, each a small layer of its own; the rest are still. */
const TWINKLING = SKY.filter((_, i) => i % 9 === 4);
const STILL = SKY.filter((_, i) => i % 9 !== 4);

/** Buildings as [x, width, height] in a 100-wide, 40-high box. */
const BUILDINGS: [number, number, number][] = [
  [0, 7, 18], [6, 5, 26], [11, 8, 14], [18, 4, 31], [22, 9, 20], [31, 6, 12], [37, 5, 24], [42, 8, 34], [50, 6, 17],
  [56, 7, 27], [63, 4, 15], [67, 9, 22], [76, 5, 30], [81, 7, 16], [88, 6, 25], [94, 6, 13],
];

/** The buildings with their lit windows; every fourth lit window now and then dims. */
function skyline() {
  let seed = 3;
  const lit = () => {
    seed = (seed * 48271) % 2147483647;
    return seed % 9 === 0;
  };
  const still: ReturnType<typeof svg>[] = [];
  const flicker: { x: number; y: number; delay: number }[] = [];
  let lamps = 0;
  for (const [x, w, h] of BUILDINGS) {
    still.push(svg`<rect class="building" x=${x} y=${40 - h} width=${w} height=${h}></rect>`);
    for (let wy = 40 - h + 2; wy < 38; wy += 3) {
      for (let wx = x + 1; wx < x + w - 1; wx += 2) {
        if (!lit()) continue;
        if (lamps++ % 4 === 0) flicker.push({ x: wx, y: wy, delay: (flicker.length * 3.7) % 14 });
        else still.push(svg`<rect class="window" x=${wx} y=${wy} width="0.9" height="1.3"></rect>`);
      }
    }
  }
  return { still, flicker };
}

const SKYLINE = skyline();

/**
 * Every motion here is a small element's opacity or position, which the
 * compositor runs: nothing is repainted and no filter is redone. And the sky
 * moves in steps, a few times a second, not sixty: a TV that composites
 * without a GPU redraws its whole screen for any change, and the night must
 * not keep the TV busy while the phones act.
 * `paused` stills the sky with the game.
 */
@customElement('tv-night-sky')
export class TvNightSky extends LitElement {
  static override styles = css`
    :host {
      display: block;
      position: absolute;
      inset: 0;
      overflow: hidden;
      background: linear-gradient(#050817 0%, #0d1636 55%, #1b2752 100%);
    }
    :host([paused]) * {
      animation-play-state: paused !important;
    }
    .sky,
    .city {
      position: absolute;
      left: 0;
      width: 100%;
    }
    .sky {
      top: 0;
      height: 100%;
    }
    .star {
      fill: #fff;
      opacity: 0.75;
    }
    .twinkle {
      position: absolute;
      border-radius: 50%;
      background: #fff;
      transform: translate(-50%, -50%);
      animation: twinkle 6s steps(5) infinite;
    }
    /* Between the title and the status, above the table: never behind a seat or a word. */
    .moon,
    .halo {
      position: absolute;
      right: 34%;
      top: 1vmin;
      width: 7vmin;
      height: 7vmin;
      border-radius: 50%;
    }
    .moon {
      background: radial-gradient(circle at 38% 38%, #fffbe8, #f3e4a8 60%, #cbb46a);
      box-shadow: 0 0 10vmin 2vmin rgba(243, 228, 168, 0.25);
    }
    .halo {
      background: radial-gradient(closest-side, rgba(243, 228, 168, 0.3), rgba(243, 228, 168, 0));
      transform: scale(3.4);
      opacity: 0;
      animation: glow 9s steps(12) infinite;
    }
    .cloud {
      position: absolute;
      top: 25%;
      left: -30%;
      width: 42vmin;
      height: 9vmin;
      background: radial-gradient(closest-side, rgba(160, 175, 220, 0.11), rgba(160, 175, 220, 0.07) 60%, rgba(160, 175, 220, 0));
      animation: drift 80s steps(480) infinite;
    }
    .city {
      bottom: 0;
      height: 40%;
    }
    .city svg {
      display: block;
      width: 100%;
      height: 100%;
    }
    .building {
      fill: #050814;
    }
    .window {
      fill: #ffd97a;
      opacity: 0.8;
    }
    .lamp {
      position: absolute;
      width: 0.9%;
      height: 3.25%;
      background: #ffd97a;
      opacity: 0.8;
      animation: window 14s steps(4) infinite;
    }
    @keyframes twinkle {
      0%, 100% { opacity: 0.9; }
      50% { opacity: 0.25; }
    }
    @keyframes glow {
      0%, 100% { opacity: 0; }
      50% { opacity: 1; }
    }
    @keyframes drift {
      to { transform: translateX(170vw); }
    }
    @keyframes window {
      0%, 80%, 100% { opacity: 0.8; }
      90% { opacity: 0.2; }
    }
    @media (prefers-reduced-motion: reduce) {
      .twinkle, .halo, .cloud, .lamp {
        animation: none;
      }
    }
  `;

  @property({ type: Boolean, reflect: true }) paused = false;

  override render() {
    // The sky's viewBox is the 16:9 screen: a star at (x, y) sits at x% across, y / 56.25 down.
    return html`
      <svg class="sky" viewBox="0 0 100 56.25" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        ${STILL.map((s) => svg`<circle class="star" cx=${s.x} cy=${s.y} r=${s.r}></circle>`)}
      </svg>
      ${TWINKLING.map(
        (s, i) =>
          html`<i class="twinkle" aria-hidden="true"
            style="left:${s.x}%;top:${(s.y / 56.25) * 100}%;width:${s.r * 2}vw;height:${s.r * 2}vw;animation-delay:-${(i * 1.3) % 6}s"
          ></i>`,
      )}
      <div class="halo" aria-hidden="true"></div>
      <div class="moon" aria-hidden="true"></div>
      <div class="cloud" aria-hidden="true"></div>
      <div class="city" aria-hidden="true">
        <svg viewBox="0 0 100 40" preserveAspectRatio="none">${SKYLINE.still}</svg>
        ${SKYLINE.flicker.map((w) => html`<i class="lamp" style="left:${w.x}%;top:${(w.y / 40) * 100}%;animation-delay:-${w.delay}s"></i>`)}
      </div>
    `;
  }
}

@customElement('tv-night')
export class TvNight extends LitElement {
  static override styles = [
    tvTokens,
    tvLayout,
    ...gameStyles,
    css`
      .step {
        font-size: 7vmin;
        font-weight: 800;
        color: var(--accent);
        line-height: 1.1;
      }
      .hush {
        font-size: var(--text-l);
        color: var(--text);
        max-width: 90%;
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
    const phase = this.view.phase;
    return html`
      ${phase.nightStep ? html`<div class="step" data-testid="night-step">${nightStepTitle(lang, phase.nightStep)}</div>` : nothing}
      <p class="hush" data-testid="night-hush">${t(lang, 'night.hush')}</p>
      <tv-countdown size="big" .phase=${phase}></tv-countdown>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-night': TvNight;
    'tv-night-sky': TvNightSky;
  }
}
