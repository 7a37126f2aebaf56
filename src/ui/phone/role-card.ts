/**
 * `<phone-role-card>`: the secret card, hidden until pressed and held, and
 * with it everything only this player may know — the private layer:
 * teammates and their live picks (`view.teamPicks`), why a target is not
 * allowed tonight (`prompt.choices[].disabled`), this player's checks
 * (`view.checks`, tonight's `view.freshCheck` first), and for the eliminated
 * with "the dead see all" every card (`view.reveal`). None of it is on the
 * screen otherwise, so every phone looks the same to a neighbour.
 *
 * Pointer down (mouse, touch, pen) or holding Space/Enter shows it; pointer
 * up, cancel or leave, key up, blur and the page hiding hide it again. While
 * hidden it renders the same back for every role, so neither a glance nor the
 * DOM tells roles apart. The face is in the same plain colours for every
 * role: a red or black face would be seen across the room. Nothing is
 * remembered: a reload shows it hidden. Before night 1 the first hold tells
 * the TV this player has looked (`cardSeen`).
 *
 * @property ctx  the game context (view, preset, language)
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Role, SeatView, Setup } from '../../engine/types';
import { roleCard, roleName } from '../shared/roles-text';
import { checkAnswer, checkIsUp, thumb, WHY, type GameCtx } from './parts';
import { base } from './styles';


/**
 * City's win condition for the mafia's card. The seat view does not carry the
 * setup (yet): when it does, the card states the setting in force; until
 * then it states the engine's default, parity.
 */
function cityWinOf(view: SeatView): Setup['cityWin'] | undefined {
  return (view as SeatView & { setup?: Partial<Setup> }).setup?.cityWin;
}

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
      .private {
        border-top: 1px solid var(--line);
        padding-top: 10px;
      }
      .line {
        display: block;
      }
      .line.tonight {
        font-weight: 700;
      }
      .big-answer {
        display: flex;
        align-items: center;
        gap: 12px;
        font-size: 1.3rem;
        font-weight: 700;
      }
      .big-answer .thumb {
        width: 56px;
        height: 56px;
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
    const card = roleCard(view.role, preset, this.ctx.lang, { cityWin: cityWinOf(view) });
    const checker = view.role === 'sheriff' || view.role === 'commissar' || view.role === 'don';
    return html`<span class="face" data-testid="card-face">
      <span class="role">${card.name}</span>
      ${this.tonight()}
      <span><span class="label">${this.ctx.t('cardTeam')}</span>${card.team}</span>
      <span><span class="label">${this.ctx.t('cardGoal')}</span>${card.goal}</span>
      <span><span class="label">${this.ctx.t('cardAbility')}</span>${card.ability}</span>
      ${view.teammates.length ? this.teammates() : nothing}
      ${this.blocked()}
      ${checker ? this.checks() : nothing}
      ${view.reveal && view.phase.name !== 'gameOver' ? this.everyCard() : nothing}
    </span>`;
  }

  /** Tonight's answer, first and large: what a check's flash used to shout across the room. */
  private tonight(): TemplateResult | typeof nothing {
    const ctx = this.ctx;
    const fresh = ctx.view.freshCheck;
    if (!fresh || ctx.view.phase.name !== 'night') return nothing;
    return html`<span class="private" data-testid="card-tonight">
      <span class="label">${ctx.t('cardTonight')}</span>
      <span class="big-answer">${thumb(checkIsUp(fresh))} ${ctx.who(fresh.target)} — ${checkAnswer(ctx, ctx.preset, fresh)}</span>
    </span>`;
  }

  private teammates(): TemplateResult {
    const ctx = this.ctx;
    const picks = new Map(ctx.view.teamPicks.map((p) => [p.seat, p]));
    const pickText = (seat: number): string => {
      const pick = picks.get(seat);
      if (!pick) return '';
      if (pick.declined) return ` · ${ctx.t('cardPickNone')}`;
      return pick.target === null ? ` · ${ctx.t('cardPickWaiting')}` : ` · ${ctx.t('cardPick', { who: ctx.who(pick.target) })}`;
    };
    return html`<span class="private" data-testid="card-team">
      <span class="label">${ctx.t('cardTeammates')}</span>
      ${ctx.view.teammates.map((m) => html`<span class="line">${ctx.who(m.seat)} — ${roleName(m.role, ctx.lang)}${pickText(m.seat)}</span>`)}
    </span>`;
  }

  /** At night: the players this player may not pick in this step, and why (the list itself shows them all alike). */
  private blocked(): TemplateResult | typeof nothing {
    const ctx = this.ctx;
    const prompt = ctx.view.prompt;
    if (prompt?.kind !== 'nightPick') return nothing;
    // Oneself is never a pick (the list says "you"); the Doctor's own limits on himself have reasons of their own.
    const rows = prompt.choices.filter((c) => c.disabled !== null && c.disabled !== 'self');
    if (!rows.length) return nothing;
    const putana = prompt.step === 'putana';
    return html`<span class="private" data-testid="card-blocked">
      <span class="label">${ctx.t('cardBlocked')}</span>
      ${rows.map((c) => {
        const key = putana && c.disabled === 'sameAsLastNight' ? 'whyVisitedLastNight' : WHY[c.disabled!];
        return html`<span class="line">${ctx.who(c.seat)} — ${ctx.t(key)}</span>`;
      })}
    </span>`;
  }

  private checks(): TemplateResult {
    const ctx = this.ctx;
    const checks = ctx.view.checks;
    return html`<span class="private" data-testid="card-checks">
      <span class="label">${ctx.t('cardChecks')}</span>
      ${checks.length === 0 ? ctx.t('cardNoChecks') : nothing}
      ${checks.map(
        (c) => html`<span class="line">
          ${thumb(checkIsUp(c), true)} ${ctx.t('checkNight', { night: c.night })} · ${ctx.who(c.target)} —
          ${checkAnswer(ctx, ctx.preset, c)}
        </span>`,
      )}
    </span>`;
  }

  /** The eliminated, when the setup lets them see all: every card at the table. */
  private everyCard(): TemplateResult {
    const ctx = this.ctx;
    const roles = new Map<number, Role>(ctx.view.reveal?.roles.map((r) => [r.seat, r.role]));
    return html`<span class="private" data-testid="card-reveal">
      <span class="label">${ctx.t('cardEveryone')}</span>
      ${ctx.view.seats.map((s) => html`<span class="line">${ctx.who(s.seat)} — ${roles.has(s.seat) ? roleName(roles.get(s.seat)!, ctx.lang) : '?'}</span>`)}
    </span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-role-card': PhoneRoleCard;
  }
}
