/**
 * `<phone-clock>`: the phase's countdown. It ticks by itself, so a running
 * clock re-renders its own digits and nothing else (it re-rendered the whole
 * phone app every second before: battery on every phone, and CPU at the
 * moments when every phone changes screen at once). It changes exactly when a
 * second runs out, so every phone's clock turns at the same moment (the
 * deadline is already in this phone's clock: phone/host-clock.ts).
 *
 * Light DOM: it is styled by the screen it sits in (`.clock`, `.paused-mark`).
 *
 * @property deadline     when the phase ends (this phone's clock), null while it waits
 * @property remainingMs  the time left while paused or waiting (null: untimed)
 * @property paused       shows the pause mark
 * @property pausedLabel  the pause mark's words
 * @property big          the speaker's big digits
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { formatClock, remainingOf } from '../shared/countdown';

@customElement('phone-clock')
export class PhoneClock extends LitElement {
  @property({ type: Number }) deadline: number | null = null;
  @property({ type: Number }) remainingMs: number | null = null;
  @property({ type: Boolean }) paused = false;
  @property() pausedLabel = '';
  @property({ type: Boolean }) big = false;

  private timer: ReturnType<typeof setTimeout> | undefined;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  override render(): TemplateResult | typeof nothing {
    const ms = remainingOf(this);
    if (ms === null) return nothing;
    const text = formatClock(ms);
    // The pause shows as a small mark on the clock's own line: the clock keeps its height, so
    // nothing below it moves (a wrapped "0:42 · Paused" in the big digits pushed the whole screen down).
    return html`<div class="clock ${this.big ? 'big' : ''}" role="timer" aria-label=${this.paused ? `${text} · ${this.pausedLabel}` : text}>
      ${text}${this.paused ? html`<span class="paused-mark" aria-hidden="true">${this.pausedLabel}</span>` : nothing}
    </div>`;
  }

  protected override updated(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const ms = remainingOf(this);
    if (this.paused || this.deadline === null || ms === null || ms <= 0) return;
    // The next moment the digits change: when the current second runs out.
    this.timer = setTimeout(() => this.requestUpdate(), (ms % 1000 || 1000) + 1);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-clock': PhoneClock;
  }
}
