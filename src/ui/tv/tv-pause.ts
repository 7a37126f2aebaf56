/**
 * `<tv-pause>`: the overlay while the host has paused the game, with the
 * frozen remaining time (`phase.remainingMs`) and Resume. It stays on the
 * page through a game and shows only while `open`: a pause or a resume is an
 * attribute, not a screen built or torn down (and its focused Resume button
 * is hidden, never removed, so the browser does not recompute style in the
 * middle of the render).
 *
 * @property open      boolean (reflected) — the game is paused: show
 * @property lang
 * @property phase     PhaseView (paused)
 * @fires tv-control  (bubbles, composed) resume (control.ts)
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { PhaseView } from '../../engine/types';
import { control } from './control';
import { formatClock, phaseTitle, t } from './strings';
import { tvControls, tvLayout, tvTokens } from './styles';

@customElement('tv-pause')
export class TvPause extends LitElement {
  static override styles = [
    tvTokens,
    tvControls,
    tvLayout,
    css`
      :host(:not([open])) {
        display: none;
      }
      :host {
        position: fixed;
        inset: 0;
        z-index: 20;
        display: grid;
        place-items: center;
        /* No backdrop blur: redone on every frame of the scene beneath, it cost a weak TV more than it showed. */
        background: rgba(3, 5, 12, 0.88);
      }
      .box {
        display: grid;
        gap: 3vmin;
        justify-items: center;
        text-align: center;
      }
      .bars {
        display: flex;
        gap: 3vmin;
      }
      .bars span {
        width: 5vmin;
        height: 18vmin;
        border-radius: 1.4vmin;
        background: var(--accent);
      }
      h1 {
        font-size: 12vmin;
      }
      .time {
        font-size: var(--text-l);
        font-variant-numeric: tabular-nums;
      }
      .primary {
        font-size: var(--text-l);
        min-height: 10vmin;
        padding: 0 6vmin;
      }
    `,
  ];

  @property({ type: Boolean, reflect: true }) open = false;
  @property() locale: Lang = 'ru';
  @property({ attribute: false }) phase!: PhaseView;

  override render() {
    const lang = this.locale;
    const left = this.phase.paused ? this.phase.remainingMs : null;
    return html`<div class="box" data-focus-scope role="dialog" aria-modal="true" aria-labelledby="pause-title">
      <div class="bars" aria-hidden="true"><span></span><span></span></div>
      <h1 id="pause-title">${t(lang, 'pause.title')}</h1>
      <p class="muted time">
        ${phaseTitle(lang, this.phase.name)}${left !== null ? html` · ${t(lang, 'pause.remaining', { time: formatClock(left) })}` : nothing}
      </p>
      <button class="primary" data-autofocus data-testid="pause-resume" @click=${() => control(this, 'host', { type: 'resume' })}>
        ${t(lang, 'host.resume')}
      </button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-pause': TvPause;
  }
}
