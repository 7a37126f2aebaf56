/**
 * The night screens. Seed 000, rules 4–5: at night every player holds the
 * phone and looks at their own screen only, so a glance at a neighbour's
 * phone, or at the neighbour's hand, must tell nothing (docs/PHONE.md «One
 * gesture for every role», N23).
 *
 * Every phone at every step — every role, and the eliminated too — asks for
 * the same three moves in the same order: ① hold the card until its bar is
 * full (PEEK_MS), ② tap one tile of the grid (or "Nobody"), ③ hold the card
 * again. Until the first hold the grid does not answer. What only this player
 * may know (the team and its picks, why a tile is not allowed, a check's
 * answer, every card for the eliminated) is on the card, and only there; for
 * everyone else the card shows their own choice and "not your step".
 *
 * The screen itself is the same on every living phone: the same heading,
 * step name and instruction, the same grid with every tile alike (no greyed
 * tile, no reason, no teammate's mark), the same status line. A tap on a tile
 * that is not allowed answers with one message, the same for every role and
 * reason, and sends nothing. The grid holds 17 seats and "Nobody" without
 * scrolling at 360×740, every tile at least 44 px.
 */
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Choice, NightStepName, SeatView } from '../../engine/types';
import { askNightTap, type NightTap } from './events';
import { noteMark } from './notes-sheet';
import { clock, type GameCtx } from './parts';
import { screenStyles } from './screen-styles';
import type { PhoneKey } from './strings';

/** The phone's own memory of this step: the holds of the card, a tap not yet confirmed, "nobody", a refused tap. */
export interface NightLocal {
  key: string;
  pending: number | null;
  skipped: boolean;
  /** When the last tap on a tile that is not allowed was refused (the message shows a while). */
  refusedAt: number;
  /** Full holds of the card in this step. */
  peeks: number;
  /** A full hold came after the latest choice (move ③). */
  checked: boolean;
}

export const FRESH_NIGHT: Omit<NightLocal, 'key'> = { pending: null, skipped: false, refusedAt: 0, peeks: 0, checked: false };

/** How long the "not allowed" message stays in the status line. */
export const REFUSAL_MS = 2500;

/** Identifies one night step, so local memory resets when the step changes. */
export function nightKey(view: SeatView): string {
  const p = view.phase;
  return `${p.night}:${p.nightStep ?? ''}:${p.seq}`;
}

/** Whose step it is: public (the TV says it aloud), the same on every phone. */
export const STEP_NAME: Record<NightStepName, PhoneKey> = {
  acquaintance: 'nightStepAcquaintance',
  putana: 'nightStepPutana',
  mafia: 'nightStepMafia',
  maniac: 'nightStepManiac',
  doctor: 'nightStepDoctor',
  commissar: 'nightStepCommissar',
  sheriff: 'nightStepSheriff',
  don: 'nightStepDon',
};

/** What the grid shows as chosen: a tap not yet confirmed, else the host's pick; "Nobody" clears it. */
export function shownPick(prompt: { picked: number | null }, local: NightLocal): number | null {
  return local.skipped ? null : (local.pending ?? prompt.picked);
}

function statusText(game: GameCtx, picked: number | null, local: NightLocal): string {
  if (game.now - local.refusedAt < REFUSAL_MS) return game.t('nightNotAllowed');
  if (local.peeks === 0) return game.t('nightPeekFirst');
  // "Nobody" and nothing yet read alike after a reload: the phone cannot tell them apart for every role.
  const chose = picked !== null || local.skipped;
  if (!chose) return game.t('nightTapNow');
  const who = picked === null ? game.t('nightSkip') : game.who(picked);
  if (!local.checked) return game.t('nightCheckAgain', { who });
  return picked === null ? game.t('nightChosenNobody') : game.t('nightChosen', { who });
}

/** "Nobody" fills the grid's last row, so it costs no row of its own. */
function skipSpan(count: number): number {
  return 4 - (count % 4);
}

/**
 * `<phone-night>`: the grid of a night step, the same on every phone.
 *
 * Properties: `game` (plain data: its `act` unused), `step`, `choices`,
 * `picked` (the host's pick), `out` (the eliminated: the same moves, not
 * sent), `local` (this phone's memory of the step) and `night`, the app's
 * palette attribute passed down, so its night rules (the notes' grey marks,
 * the focus ring) apply in here too. Events: `phone-night-tap` for every tap
 * the grid answers — a seat, "nobody", or a seat this player may not pick;
 * the play decides what is sent.
 */
@customElement('phone-night')
export class PhoneNight extends LitElement {
  static override styles = screenStyles;

  @property({ type: Boolean, reflect: true }) night = false;
  @property({ attribute: false }) game!: GameCtx;
  @property({ attribute: false }) step!: NightStepName;
  @property({ attribute: false }) choices: Choice[] = [];
  @property({ attribute: false }) picked: number | null = null;
  @property({ type: Boolean }) out = false;
  @property({ attribute: false }) local!: NightLocal;

  private tap(tap: NightTap): void {
    askNightTap(this, tap);
  }

  override render(): TemplateResult {
    const { game, local } = this;
    const picked = shownPick(this, local);
    const me = game.view.seat;
    const awake = local.peeks > 0;
    return html`<main class="bottom night">
      <div class="night-head">
        <h1>${game.t('nightTitle', { n: game.view.phase.night })}</h1>
        ${clock(game)}
      </div>
      ${this.out ? html`<p class="muted" data-testid="night-out">${game.t('cardOut')}</p>` : nothing}
      <p class="instruction" data-testid="night-line"><strong>${game.t(STEP_NAME[this.step])}.</strong> ${game.t('nightDo')}</p>
      <p class="status" role="status" data-testid="night-choice">${statusText(game, picked, local)}</p>
      <ul class="grid ${awake ? '' : 'asleep'}" data-testid="night-grid">
        ${this.choices.map((c) => {
          const chosen = picked === c.seat;
          return html`<li>
            <button
              class="tile"
              data-testid="choice-${c.seat}"
              aria-pressed=${chosen ? 'true' : 'false'}
              aria-disabled=${awake ? 'false' : 'true'}
              @click=${() => (!awake ? undefined : this.tap(c.disabled === null ? { kind: 'pick', seat: c.seat } : { kind: 'refuse' }))}
            >
              <span class="n">${c.seat}</span>
              <span class="nm">${c.seat === me ? game.t('you') : game.name(c.seat)}</span>
              ${noteMark(game, game.notes, c.seat)}
            </button>
          </li>`;
        })}
        <li style="grid-column: span ${skipSpan(this.choices.length)}">
          <button
            class="tile skip"
            data-testid="skip"
            aria-pressed=${awake && local.skipped ? 'true' : 'false'}
            aria-disabled=${awake ? 'false' : 'true'}
            @click=${() => (awake ? this.tap({ kind: 'skip' }) : undefined)}
          >
            ${game.t('nightSkip')}
          </button>
        </li>
      </ul>
    </main>`;
  }
}

/** The eliminated at a night step: the same moves over the living seats; nothing is sent. */
export function outNightChoices(view: SeatView): Choice[] {
  return view.seats.filter((s) => s.alive).map((s) => ({ seat: s.seat, disabled: null }));
}

/**
 * `<phone-eyes-closed>`: night without a step (between steps), the same for
 * every player, and nothing to do. Properties: `game`, `night` (as on
 * `<phone-night>`). No events.
 */
@customElement('phone-eyes-closed')
export class PhoneEyesClosed extends LitElement {
  static override styles = screenStyles;

  @property({ type: Boolean, reflect: true }) night = false;
  @property({ attribute: false }) game!: GameCtx;

  override render(): TemplateResult {
    return html`<main class="middle">
      <h1>${this.game.t('nightTitle', { n: this.game.view.phase.night })}</h1>
      <p class="instruction">${this.game.t('nightBetween')}</p>
    </main>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-night': PhoneNight;
    'phone-eyes-closed': PhoneEyesClosed;
  }
}
