/**
 * `<phone-hold-button>`: a button that acts only when held — for the end of
 * one's own speech, which a stray touch must never end. Pressing fills it
 * over `ms`; letting go early empties it again and nothing happens. Holding
 * Space or Enter does the same from a keyboard.
 *
 * @property label  the button's words ("Hold to end my speech")
 * @property ms     how long to hold (default 900)
 * @fires hold-done (bubbles, composed) when held long enough
 */
import { LitElement, css, html, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { base } from './styles';

@customElement('phone-hold-button')
export class PhoneHoldButton extends LitElement {
  static override styles = [
    base,
    css`
      :host {
        display: block;
      }
      button {
        position: relative;
        overflow: hidden;
        touch-action: none;
        user-select: none;
        -webkit-user-select: none;
        -webkit-touch-callout: none;
      }
      .fill {
        position: absolute;
        inset: 0;
        transform-origin: left center;
        transform: scaleX(0);
        background: var(--accent);
        opacity: 0.35;
        pointer-events: none;
      }
      .holding .fill {
        transform: scaleX(1);
        transition: transform var(--hold-ms) linear;
      }
      .label {
        position: relative;
      }
    `,
  ];

  @property() label = '';
  @property({ type: Number }) ms = 900;
  @state() private holding = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
  }

  private start = (e: Event): void => {
    if (e instanceof PointerEvent && e.pointerType === 'mouse' && e.button !== 0) return;
    if (e instanceof KeyboardEvent) {
      if (e.key !== ' ' && e.key !== 'Enter') return;
      e.preventDefault();
      if (e.repeat || this.holding) return;
    }
    this.holding = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.holding = false;
      this.dispatchEvent(new CustomEvent('hold-done', { bubbles: true, composed: true }));
    }, this.ms);
  };

  private stop = (e: Event): void => {
    if (e instanceof KeyboardEvent && e.key !== ' ' && e.key !== 'Enter') return;
    clearTimeout(this.timer);
    this.holding = false;
  };

  override render(): TemplateResult {
    return html`<button
      class="btn primary ${this.holding ? 'holding' : ''}"
      style="--hold-ms:${this.ms}ms"
      data-testid="thank-you"
      @pointerdown=${this.start}
      @pointerup=${this.stop}
      @pointercancel=${this.stop}
      @pointerleave=${this.stop}
      @keydown=${this.start}
      @keyup=${this.stop}
      @blur=${this.stop}
      @contextmenu=${(e: Event) => e.preventDefault()}
    >
      <span class="fill" aria-hidden="true"></span><span class="label">${this.label}</span>
    </button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-hold-button': PhoneHoldButton;
  }
}
