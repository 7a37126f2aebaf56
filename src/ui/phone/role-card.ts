/**
 * `<phone-role-card>`: the secret card, hidden until pressed and held.
 *
 * Pointer down (mouse, touch, pen) or holding Space/Enter shows it; pointer
 * up, cancel or leave, key up, blur and the page hiding hide it again. While
 * hidden it renders the same back for every role, so neither a glance nor the
 * DOM tells roles apart. Nothing is remembered: a reload shows it hidden.
 *
 * @property ctx  the game context (view, preset, language)
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { roleCard, roleName } from '../shared/roles-text';
import { checkAnswer, checkIsUp, thumb, type GameCtx } from './parts';
import { base } from './styles';

@customElement('phone-role-card')
export class PhoneRoleCard extends LitElement {
  static override styles = [
    base,
    css`
      :host {
        display: block;
      }
      .hold {
        display: flex;
        align-items: center;
        gap: 14px;
        width: 100%;
        min-height: 60px;
        padding: 8px 14px;
        border-radius: 14px;
        border: 1px solid var(--line);
        background: var(--surface);
        text-align: left;
        font-weight: 600;
        touch-action: none;
        user-select: none;
        -webkit-user-select: none;
        -webkit-touch-callout: none;
      }
      .back {
        flex: none;
        width: 30px;
        height: 42px;
        border-radius: 5px;
        border: 2px solid var(--muted);
        background: repeating-linear-gradient(45deg, var(--line) 0 4px, transparent 4px 8px);
      }
      .face {
        position: fixed;
        inset: 0;
        z-index: 10;
        overflow: auto;
        display: flex;
        flex-direction: column;
        gap: 12px;
        padding: 28px 20px calc(28px + env(safe-area-inset-bottom));
        background: var(--bg);
        font-weight: 400;
      }
      .role {
        font-size: 2.2rem;
        font-weight: 800;
        line-height: 1.1;
      }
      .label {
        display: block;
        font-size: 0.8rem;
        text-transform: uppercase;
        letter-spacing: 0.08em;
        color: var(--muted);
      }
      .face > span {
        display: block;
      }
    `,
  ];

  @property({ attribute: false }) ctx!: GameCtx;
  @state() private shown = false;

  private readonly hideOnHidden = (): void => {
    if (document.hidden) this.shown = false;
  };

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('visibilitychange', this.hideOnHidden);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('visibilitychange', this.hideOnHidden);
  }

  private show = (e: PointerEvent): void => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    this.reveal();
  };

  /** Shows the face; before night 1 that also tells the TV this player has looked. */
  private reveal(): void {
    this.shown = true;
    const prompt = this.ctx.view.prompt;
    if (prompt?.kind === 'cardCheck' && !prompt.seen) this.ctx.act({ type: 'cardSeen' });
  }

  private hide = (): void => {
    this.shown = false;
  };

  private key = (e: KeyboardEvent): void => {
    if (e.key !== ' ' && e.key !== 'Enter') return;
    e.preventDefault();
    if (e.type === 'keydown') this.reveal();
    else this.shown = false;
  };

  override render(): TemplateResult {
    return html`<button
      class="hold"
      data-testid="card"
      aria-expanded=${this.shown ? 'true' : 'false'}
      @pointerdown=${this.show}
      @pointerup=${this.hide}
      @pointercancel=${this.hide}
      @pointerleave=${this.hide}
      @keydown=${this.key}
      @keyup=${this.key}
      @blur=${this.hide}
      @contextmenu=${(e: Event) => e.preventDefault()}
    >
      <span class="back" aria-hidden="true"></span>
      <span>${this.ctx.t('cardHold')}</span>
      ${this.shown ? this.face() : nothing}
    </button>`;
  }

  private face(): TemplateResult {
    const { view, preset } = this.ctx;
    const card = roleCard(view.role, preset, this.ctx.lang);
    return html`<span class="face" data-testid="card-face">
      <span class="role">${card.name}</span>
      <span><span class="label">${this.ctx.t('cardTeam')}</span>${card.team}</span>
      <span><span class="label">${this.ctx.t('cardGoal')}</span>${card.goal}</span>
      <span><span class="label">${this.ctx.t('cardAbility')}</span>${card.ability}</span>
      ${view.teammates.length ? this.teammates() : nothing}
      ${view.role === 'sheriff' || view.role === 'commissar' || view.role === 'don' ? this.checks() : nothing}
    </span>`;
  }

  private teammates(): TemplateResult {
    const ctx = this.ctx;
    return html`<span>
      <span class="label">${ctx.t('cardTeammates')}</span>
      ${ctx.view.teammates.map((m) => html`<span style="display:block">${ctx.who(m.seat)} — ${roleName(m.role, ctx.lang)}</span>`)}
    </span>`;
  }

  private checks(): TemplateResult {
    const ctx = this.ctx;
    const checks = ctx.view.checks;
    return html`<span>
      <span class="label">${ctx.t('cardChecks')}</span>
      ${checks.length === 0 ? ctx.t('cardNoChecks') : nothing}
      ${checks.map(
        (c) => html`<span style="display:block">
          ${thumb(checkIsUp(c), true)} ${ctx.t('checkNight', { night: c.night })} · ${ctx.who(c.target)} —
          ${checkAnswer(ctx, ctx.preset, c)}
        </span>`,
      )}
    </span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-role-card': PhoneRoleCard;
  }
}
