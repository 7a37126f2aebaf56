/**
 * `<phone-role-card>`: the secret card, hidden until pressed and held, and
 * with it everything only this player may know. The face has two pages.
 *
 * Page 1, always: the role's name, its goal in one line, and what to do —
 * by day and in the deal, what to do at night; at a night step, "now": whose
 * step it is for this player, their own choice, and the private layer
 * (teammates and their live picks, why a target is not allowed, this
 * player's checks with tonight's answer first, and for the eliminated with
 * "the dead see all" every card). Page 2, by day only (slide the thumb up
 * while holding; ArrowUp from a keyboard): the team, the role's rules in full,
 * teammates, checks, every card. At night and in the deal there is no page 2:
 * the moves asked of every phone stay the same (docs/PHONE.md).
 *
 * At a night step and in the deal a hold counts once it has lasted PEEK_MS
 * (a bar fills on the face): then it fires `card-peeked`, and in the deal the
 * first one tells the TV this player has looked (`cardSeen`).
 *
 * Pointer down (mouse, touch, pen) or holding Space/Enter shows it; pointer
 * up or cancel, key up, blur and the page hiding hide it again. While hidden
 * it renders the same back for every role, so neither a glance nor the DOM
 * tells roles apart. The face is in the same plain colours for every role: a
 * red or black face would be seen across the room. Nothing is remembered: a
 * reload shows it hidden.
 *
 * @property game    the seat's view, preset and language (plain data: its `act` unused)
 * @property choice  at a night step, what this phone's grid shows as chosen (the card repeats it)
 * @fires card-peeked (bubbles, composed) when a hold at a night step or in the deal has lasted PEEK_MS
 * @fires phone-intent ({ type: 'cardSeen' }) when the first such hold in the deal has lasted it
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Role, SeatView, Setup } from '../../engine/types';
import { roleCard, roleName } from '../shared/roles-text';
import { checkAnswer, checkIsUp, thumb, WHY, type GameCtx } from './parts';
import { askIntent } from './events';
import { base } from './styles';
import { goalKey, moreKey, nightKeyOf, nowKey } from './card-text';

/** How long a hold must last to count, the same for every role at every step. */
export const PEEK_MS = 1500;
/** How far the thumb slides up (px) to turn to page 2. */
const SLIDE_PX = 60;

/** What the grid shows as chosen at a night step (see night.ts). */
export interface CardChoice {
  picked: number | null;
  skipped: boolean;
}

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
      .goal {
        font-size: 1.15rem;
        font-weight: 600;
        line-height: 1.3;
      }
      .hint {
        color: var(--muted);
        font-size: 0.9rem;
        text-align: center;
      }
      .bottom-of-face {
        margin-top: 12px;
      }
      /* The hold's bar: the same length of time on every phone. At the top: the thumb covers the bottom. */
      .peek {
        display: flex;
        flex-direction: column;
        gap: 6px;
        font-weight: 700;
        text-align: center;
      }
      .bar {
        display: block;
        height: 10px;
        border-radius: 5px;
        background: var(--line);
        overflow: hidden;
      }
      .bar > span {
        display: block;
        height: 100%;
        background: var(--text);
        transform-origin: left center;
        animation: fill var(--peek-ms) linear forwards;
      }
      .peek.done .bar > span {
        animation: none;
      }
      @keyframes fill {
        from {
          transform: scaleX(0);
        }
        to {
          transform: scaleX(1);
        }
      }
    `,
  ];

  @property({ attribute: false }) game!: GameCtx;
  @property({ attribute: false }) choice: CardChoice | null = null;
  @state() private shown = false;
  @state() private page: 1 | 2 = 1;
  @state() private peeked = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private startY = 0;

  private readonly hideOnHidden = (): void => {
    if (document.hidden) this.hide();
  };

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('visibilitychange', this.hideOnHidden);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('visibilitychange', this.hideOnHidden);
    clearTimeout(this.timer);
  }

  /** A night step or the deal: a hold counts after PEEK_MS, and there is one page. */
  private get counted(): boolean {
    const { phase, prompt } = this.game.view;
    return (phase.name === 'night' && phase.nightStep !== null) || prompt?.kind === 'cardCheck';
  }

  private show = (e: PointerEvent): void => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // Captured, the thumb may slide over the face (page 2) without the hold ending.
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
    this.startY = e.clientY;
    this.reveal();
  };

  private slide = (e: PointerEvent): void => {
    if (!this.shown || this.counted) return;
    const up = this.startY - e.clientY;
    if (up > SLIDE_PX) this.page = 2;
    else if (up < SLIDE_PX / 3) this.page = 1;
  };

  private reveal(): void {
    if (this.shown) return;
    this.shown = true;
    this.page = 1;
    this.peeked = false;
    clearTimeout(this.timer);
    if (this.counted) this.timer = setTimeout(() => this.peekDone(), PEEK_MS);
  }

  /** The hold has lasted long enough: the screen may go on; before night 1 the TV learns this player has looked. */
  private peekDone(): void {
    this.peeked = true;
    const prompt = this.game.view.prompt;
    if (prompt?.kind === 'cardCheck' && !prompt.seen) askIntent(this, { type: 'cardSeen' });
    this.dispatchEvent(new CustomEvent('card-peeked', { bubbles: true, composed: true }));
  }

  private hide = (): void => {
    clearTimeout(this.timer);
    this.shown = false;
    this.page = 1;
  };

  private key = (e: KeyboardEvent): void => {
    if (e.type === 'keydown' && this.shown && !this.counted && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      this.page = e.key === 'ArrowUp' ? 2 : 1;
      return;
    }
    if (e.key !== ' ' && e.key !== 'Enter') return;
    e.preventDefault();
    if (e.type === 'keydown') {
      if (!e.repeat) this.reveal();
    } else this.hide();
  };

  override render(): TemplateResult {
    return html`<button
      class="hold"
      data-testid="card"
      aria-expanded=${this.shown ? 'true' : 'false'}
      @pointerdown=${this.show}
      @pointermove=${this.slide}
      @pointerup=${this.hide}
      @pointercancel=${this.hide}
      @keydown=${this.key}
      @keyup=${this.key}
      @blur=${this.hide}
      @contextmenu=${(e: Event) => e.preventDefault()}
    >
      <span class="back" aria-hidden="true"></span>
      <span>${this.game.t('cardHold')}</span>
      ${this.shown ? this.face() : nothing}
    </button>`;
  }

  private face(): TemplateResult {
    const { game } = this;
    const { view } = game;
    const night = view.phase.name === 'night' && view.phase.nightStep !== null;
    if (this.page === 2) {
      return html`<span class="face" data-testid="card-face" data-page="2">
        <span class="role" style="font-size:1.5rem">${roleName(view.role, game.lang)}</span>
        ${cardRules(game)} ${view.teammates.length ? teammates(game) : nothing} ${isChecker(view.role) ? checks(game) : nothing}
        ${view.reveal ? everyCard(game) : nothing}
        <span class="hint bottom-of-face">${game.t('cardBack')}</span>
      </span>`;
    }
    return html`<span class="face" data-testid="card-face" data-page="1">
      ${this.counted
        ? html`<span class="peek ${this.peeked ? 'done' : ''}" data-testid="card-peek" style="--peek-ms:${PEEK_MS}ms">
            <span class="bar"><span></span></span>
            <span>${game.t(this.peeked ? 'cardPeekDone' : 'cardPeek')}</span>
          </span>`
        : nothing}
      <span class="role">${roleName(view.role, game.lang)}</span>
      <span class="goal" data-testid="card-goal">${game.t(goalKey(view.role, game.preset, cityWinOf(view)))}</span>
      ${night ? nowSection(game, this.choice) : atNight(game)}
      ${this.counted ? nothing : html`<span class="hint bottom-of-face" data-testid="card-more">${game.t('cardMore')}</span>`}
    </span>`;
  }
}

function isChecker(role: Role): boolean {
  return role === 'sheriff' || role === 'commissar' || role === 'don';
}

/** By day and in the deal: what this role does at night, in a line or two. */
function atNight(game: GameCtx): TemplateResult {
  const { role } = game.view;
  return html`<span class="private" data-testid="card-night">
    <span class="label">${game.t('cardAtNight')}</span>
    <span class="line">${game.t(nightKeyOf(role, game.preset))}</span>
    ${role === 'civilian' ? nothing : html`<span class="line">${game.t('nightOtherSteps')}</span>`}
  </span>`;
}

/** At a night step: what to tap now, this phone's own choice, and the private layer. */
function nowSection(game: GameCtx, choice: CardChoice | null): TemplateResult {
  const { view } = game;
  const prompt = view.prompt?.kind === 'nightPick' ? view.prompt : null;
  const picked = choice?.picked ?? null;
  const mine = picked !== null ? game.t('cardMyPick', { who: game.who(picked) }) : choice?.skipped ? game.t('cardMyPick', { who: game.t('nightSkip') }) : game.t('cardMyPickNone');
  return html`<span class="private" data-testid="card-now">
      <span class="label">${game.t('cardNow')}</span>
      <span class="line tonight">${view.alive ? game.t(nowKey(prompt?.step ?? 'acquaintance', prompt?.acting ?? false)) : game.t('cardOut')}</span>
      <span class="line" data-testid="card-mine">${mine}</span>
    </span>
    ${tonight(game)} ${view.teammates.length ? teammates(game) : nothing} ${blocked(game)} ${isChecker(view.role) ? checks(game) : nothing}
    ${view.reveal ? everyCard(game) : nothing}`;
}

/** Page 2: the team and the role's rules in full. */
function cardRules(game: GameCtx): TemplateResult {
  const card = roleCard(game.view.role, game.preset, game.lang, { cityWin: cityWinOf(game.view) });
  return html`<span><span class="label">${game.t('cardTeam')}</span>${card.team}</span>
    <span data-testid="card-rules"><span class="label">${game.t('cardRules')}</span>${game.t(moreKey(game.view.role, game.preset))}</span>`;
}

/** Tonight's answer, first and large: what a check's flash used to shout across the room. */
function tonight(game: GameCtx): TemplateResult | typeof nothing {
  const fresh = game.view.freshCheck;
  if (!fresh || game.view.phase.name !== 'night') return nothing;
  return html`<span class="private" data-testid="card-tonight">
    <span class="label">${game.t('cardTonight')}</span>
    <span class="big-answer">${thumb(checkIsUp(fresh))} ${game.who(fresh.target)} — ${checkAnswer(game, game.preset, fresh)}</span>
  </span>`;
}

function teammates(game: GameCtx): TemplateResult {
  const picks = new Map(game.view.teamPicks.map((p) => [p.seat, p]));
  const pickText = (seat: number): string => {
    const pick = picks.get(seat);
    if (!pick) return '';
    if (pick.declined) return ` · ${game.t('cardPickNone')}`;
    return pick.target === null ? ` · ${game.t('cardPickWaiting')}` : ` · ${game.t('cardPick', { who: game.who(pick.target) })}`;
  };
  return html`<span class="private" data-testid="card-team">
    <span class="label">${game.t('cardTeammates')}</span>
    ${game.view.teammates.map((m) => html`<span class="line">${game.who(m.seat)} — ${roleName(m.role, game.lang)}${pickText(m.seat)}</span>`)}
  </span>`;
}

/** At night: the players this player may not pick in this step, and why (the grid itself shows them all alike). */
function blocked(game: GameCtx): TemplateResult | typeof nothing {
  const prompt = game.view.prompt;
  if (prompt?.kind !== 'nightPick') return nothing;
  // Oneself is never a pick (the grid says "you"); the Doctor's own limits on himself have reasons of their own.
  const rows = prompt.choices.filter((c) => c.disabled !== null && c.disabled !== 'self');
  if (!rows.length) return nothing;
  const putana = prompt.step === 'putana';
  return html`<span class="private" data-testid="card-blocked">
    <span class="label">${game.t('cardBlocked')}</span>
    ${rows.map((c) => {
      const key = putana && c.disabled === 'sameAsLastNight' ? 'whyVisitedLastNight' : WHY[c.disabled!];
      return html`<span class="line">${game.who(c.seat)} — ${game.t(key)}</span>`;
    })}
  </span>`;
}

function checks(game: GameCtx): TemplateResult {
  const list = game.view.checks;
  return html`<span class="private" data-testid="card-checks">
    <span class="label">${game.t('cardChecks')}</span>
    ${list.length === 0 ? game.t('cardNoChecks') : nothing}
    ${list.map(
      (c) => html`<span class="line">
        ${thumb(checkIsUp(c), true)} ${game.t('checkNight', { night: c.night })} · ${game.who(c.target)} —
        ${checkAnswer(game, game.preset, c)}
      </span>`,
    )}
  </span>`;
}

/** The eliminated, when the setup lets them see all: every card at the table. */
function everyCard(game: GameCtx): TemplateResult | typeof nothing {
  if (game.view.phase.name === 'gameOver') return nothing;
  const roles = new Map<number, Role>(game.view.reveal?.roles.map((r) => [r.seat, r.role]));
  return html`<span class="private" data-testid="card-reveal">
    <span class="label">${game.t('cardEveryone')}</span>
    ${game.view.seats.map((s) => html`<span class="line">${game.who(s.seat)} — ${roles.has(s.seat) ? roleName(roles.get(s.seat)!, game.lang) : '?'}</span>`)}
  </span>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-role-card': PhoneRoleCard;
  }
}
