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
import { html, nothing, type TemplateResult } from 'lit';
import type { Choice, NightStepName, Prompt } from '../../engine/types';
import { noteMark } from './notes-sheet';
import { clock, type GameCtx } from './parts';
import type { PhoneKey } from './strings';

export type NightPrompt = Extract<Prompt, { kind: 'nightPick' }>;

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

export interface NightHandlers {
  pick(seat: number): void;
  skip(): void;
  refuse(): void;
}

/** How long the "not allowed" message stays in the status line. */
export const REFUSAL_MS = 2500;

/** Identifies one night step, so local memory resets when the step changes. */
export function nightKey(ctx: GameCtx): string {
  const p = ctx.view.phase;
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

function statusText(ctx: GameCtx, picked: number | null, local: NightLocal): string {
  if (ctx.now - local.refusedAt < REFUSAL_MS) return ctx.t('nightNotAllowed');
  if (local.peeks === 0) return ctx.t('nightPeekFirst');
  // "Nobody" and nothing yet read alike after a reload: the phone cannot tell them apart for every role.
  const chose = picked !== null || local.skipped;
  if (!chose) return ctx.t('nightTapNow');
  const who = picked === null ? ctx.t('nightSkip') : ctx.who(picked);
  if (!local.checked) return ctx.t('nightCheckAgain', { who });
  return picked === null ? ctx.t('nightChosenNobody') : ctx.t('nightChosen', { who });
}

/** "Nobody" fills the grid's last row, so it costs no row of its own. */
function skipSpan(count: number): number {
  return 4 - (count % 4);
}

export interface NightScreenOptions {
  step: NightStepName;
  choices: Choice[];
  picked: number | null;
  /** The eliminated: the same moves, not sent (their marks are not counted). */
  out?: boolean;
}

export function nightScreen(ctx: GameCtx, o: NightScreenOptions, local: NightLocal, on: NightHandlers): TemplateResult {
  const picked = shownPick(o, local);
  const me = ctx.view.seat;
  const awake = local.peeks > 0;
  return html`<main class="bottom night">
    <div class="night-head">
      <h1>${ctx.t('nightTitle', { n: ctx.view.phase.night })}</h1>
      ${clock(ctx)}
    </div>
    ${o.out ? html`<p class="muted" data-testid="night-out">${ctx.t('cardOut')}</p>` : nothing}
    <p class="instruction" data-testid="night-line"><strong>${ctx.t(STEP_NAME[o.step])}.</strong> ${ctx.t('nightDo')}</p>
    <p class="status" role="status" data-testid="night-choice">${statusText(ctx, picked, local)}</p>
    <ul class="grid ${awake ? '' : 'asleep'}" data-testid="night-grid">
      ${o.choices.map((c) => {
        const chosen = picked === c.seat;
        return html`<li>
          <button
            class="tile"
            data-testid="choice-${c.seat}"
            aria-pressed=${chosen ? 'true' : 'false'}
            aria-disabled=${awake ? 'false' : 'true'}
            @click=${() => (!awake ? undefined : c.disabled === null ? on.pick(c.seat) : on.refuse())}
          >
            <span class="n">${c.seat}</span>
            <span class="nm">${c.seat === me ? ctx.t('you') : ctx.name(c.seat)}</span>
            ${noteMark(ctx, ctx.notes, c.seat)}
          </button>
        </li>`;
      })}
      <li style="grid-column: span ${skipSpan(o.choices.length)}">
        <button
          class="tile skip"
          data-testid="skip"
          aria-pressed=${awake && local.skipped ? 'true' : 'false'}
          aria-disabled=${awake ? 'false' : 'true'}
          @click=${() => (awake ? on.skip() : undefined)}
        >
          ${ctx.t('nightSkip')}
        </button>
      </li>
    </ul>
  </main>`;
}

/** The same screen from a prompt (the living). */
export function nightPromptScreen(ctx: GameCtx, prompt: NightPrompt, local: NightLocal, on: NightHandlers): TemplateResult {
  return nightScreen(ctx, { step: prompt.step, choices: prompt.choices, picked: prompt.picked }, local, on);
}

/** The eliminated at a night step: the same moves over the living seats; nothing is sent. */
export function outNightScreen(ctx: GameCtx, step: NightStepName, local: NightLocal, on: NightHandlers): TemplateResult {
  const choices = ctx.view.seats.filter((s) => s.alive).map((s) => ({ seat: s.seat, disabled: null }));
  return nightScreen(ctx, { step, choices, picked: null, out: true }, local, on);
}

/** Night without a step (between steps): the same for every player, and nothing to do. */
export function eyesClosedScreen(ctx: GameCtx): TemplateResult {
  return html`<main class="middle">
    <h1>${ctx.t('nightTitle', { n: ctx.view.phase.night })}</h1>
    <p class="instruction">${ctx.t('nightBetween')}</p>
  </main>`;
}
