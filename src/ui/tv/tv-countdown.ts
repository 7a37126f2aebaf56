/**
 * `<tv-countdown>`: the phase's remaining time as m:ss with a shrinking bar.
 * Computed from `phase.deadline` (epoch ms) four times a second, or from
 * `phase.remainingMs` while paused or while the narrator reads the phase's
 * opening lines (`deadline` null: the full time shows, not running). The bar's full length is the remaining
 * time first seen for this phase (`seq`), since the view carries no total.
 *
 * @property phase  the PhaseView to count down
 * @property size   'small' | 'big' | 'huge'
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { PhaseView } from '../../engine/types';
import { formatClock, remainingOf } from '../shared/countdown';
import { tvTokens } from './styles';

@customElement('tv-countdown')
export class TvCountdown extends LitElement {
  static override styles = [
    tvTokens,
    css`
      :host {
        display: block;
        text-align: center;
      }
      .time {
        font-weight: 800;
        font-variant-numeric: tabular-nums;
        line-height: 1;
      }
      :host([size='small']) .time {
        font-size: var(--text-l);
      }
      :host([size='big']) .time {
        font-size: 12vmin;
      }
      :host([size='huge']) .time {
        font-size: 19vmin;
      }
      /* The narrator is still reading the phase's opening lines: the clock waits, full. */
      .time.waiting {
        opacity: 0.75;
      }
      .time.low {
        color: var(--danger);
      }
      .bar {
        height: 1.2vmin;
        background: var(--surface-2);
        border-radius: 1vmin;
        overflow: hidden;
        margin-top: 1.4vmin;
      }
      /* Scaled, not resized: the compositor runs the bar, not a layout on every frame. */
      .fill {
        height: 100%;
        background: var(--accent);
        transform-origin: left center;
        transition: transform 250ms linear;
      }
      .fill.low {
        background: var(--danger);
      }
      @media (prefers-reduced-motion: reduce) {
        .fill {
          transition: none;
        }
      }
    `,
  ];

  @property({ attribute: false }) phase: PhaseView | null = null;
  @property({ reflect: true }) size: 'small' | 'big' | 'huge' = 'big';
  @state() private now = Date.now();
  private timer: number | undefined;
  private total = { seq: -1, ms: 1 };

  override connectedCallback(): void {
    super.connectedCallback();
    this.timer = window.setInterval(() => {
      this.now = Date.now();
    }, 250);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.clearInterval(this.timer);
  }

  override render() {
    const phase = this.phase;
    if (!phase) return nothing;
    const left = remainingOf(phase, this.now);
    if (left === null) return nothing;
    if (this.total.seq !== phase.seq || left > this.total.ms) this.total = { seq: phase.seq, ms: Math.max(1, left) };
    const waiting = phase.deadline === null && !phase.paused;
    const low = left <= 10_000 && !waiting;
    const share = Math.min(100, (left / this.total.ms) * 100);
    return html`
      <div class="time ${low ? 'low' : ''} ${waiting ? 'waiting' : ''}" role="timer" aria-live="off">${formatClock(left)}</div>
      <div class="bar" aria-hidden="true"><div class="fill ${low ? 'low' : ''}" style="transform:scaleX(${share / 100})"></div></div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-countdown': TvCountdown;
  }
}
