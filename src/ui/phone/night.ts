/**
 * The night screens. Seed 000, rules 4–5: at night every player holds the
 * phone and looks at their own screen only, so a glance at a neighbour's
 * phone must tell nothing. Every living phone shows, at every step, the same
 * heading, the same one-line instruction (which tells the step's role what
 * to do and everyone else that a tap means "I suspect"), the same list with
 * every row alike — no greyed row, no reason, no teammate's mark — and the
 * same status line and "Nobody" button at the bottom, in the thumb's reach.
 *
 * What only this player may know (teammates' picks, why a row is not
 * allowed, a check's answer) is on the card, shown while it is held. A tap on
 * a row that is not allowed answers with one message, the same for every
 * role and reason, and sends nothing.
 */
import { html, type TemplateResult } from 'lit';
import type { NightStepName, Prompt } from '../../engine/types';
import { clock, type GameCtx } from './parts';
import type { PhoneKey } from './strings';

export type NightPrompt = Extract<Prompt, { kind: 'nightPick' }>;

/** The phone's own memory of this step: a tap not yet confirmed, "nobody", a refused tap. */
export interface NightLocal {
  key: string;
  pending: number | null;
  skipped: boolean;
  /** When the last tap on a row that is not allowed was refused (the message shows a while). */
  refusedAt: number;
}

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

/** The step's one line, the same on every phone: who acts, and what everyone else's tap means. */
export const STEP_LINE: Record<NightStepName, PhoneKey> = {
  acquaintance: 'nightLineAcquaintance',
  putana: 'nightLinePutana',
  mafia: 'nightLineMafia',
  maniac: 'nightLineManiac',
  doctor: 'nightLineDoctor',
  commissar: 'nightLineCommissar',
  sheriff: 'nightLineSheriff',
  don: 'nightLineDon',
};

function statusLine(ctx: GameCtx, picked: number | null, local: NightLocal): TemplateResult {
  const refused = ctx.now - local.refusedAt < REFUSAL_MS;
  // "Nobody" and nothing yet read alike: after a reload the phone cannot tell them apart for every role.
  const text = refused ? ctx.t('nightNotAllowed') : picked === null ? ctx.t('nightNone') : ctx.t('nightChosen', { who: ctx.who(picked) });
  return html`<p class="status" role="status" data-testid="night-choice">${text}</p>`;
}

export function nightScreen(ctx: GameCtx, prompt: NightPrompt, local: NightLocal, on: NightHandlers): TemplateResult {
  const picked = local.skipped ? null : (local.pending ?? prompt.picked);
  const me = ctx.view.seat;
  return html`<main class="bottom">
      <h1>${ctx.t('nightTitle', { n: ctx.view.phase.night })}</h1>
      <p class="instruction" data-testid="night-line">${ctx.t(STEP_LINE[prompt.step])}</p>
      ${clock(ctx)}
      <ul class="list">
        ${prompt.choices.map((c) => {
          const chosen = picked === c.seat;
          return html`<li>
            <button
              class="pick"
              data-testid="choice-${c.seat}"
              aria-pressed=${chosen ? 'true' : 'false'}
              @click=${() => (c.disabled === null ? on.pick(c.seat) : on.refuse())}
            >
              <span class="num">${c.seat}</span>
              <span class="name">${ctx.name(c.seat)}</span>
              ${c.seat === me ? html`<span class="why">${ctx.t('you')}</span>` : ''}
              <span class="tick" aria-hidden="true">${chosen ? '✓' : ''}</span>
            </button>
          </li>`;
        })}
      </ul>
    </main>
    <div class="actions">
      ${statusLine(ctx, picked, local)}
      <button class="btn" data-testid="skip" @click=${on.skip}>${ctx.t('nightSkip')}</button>
    </div>`;
}

/** Night without a prompt (between steps): the same for every living player. */
export function eyesClosedScreen(ctx: GameCtx): TemplateResult {
  return html`<main class="middle">
    <h1>${ctx.t('nightTitle', { n: ctx.view.phase.night })}</h1>
    <p class="instruction">${ctx.t('nightBetween')}</p>
  </main>`;
}
