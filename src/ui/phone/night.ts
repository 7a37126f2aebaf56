/**
 * The night screens. Seed 000, rules 4–5: eyes stay closed at night, so the
 * phones must not tell roles apart. Every living phone shows the same heading,
 * the same list and the same "Nobody" button at every step, whether its pick
 * is the step's action (`prompt.acting`) or an anonymous suspicion; after a
 * pick everybody sees the same waiting screen. The only differences are the
 * mafia's small teammate-pick marks, which sit out of the layout flow.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Prompt } from '../../engine/types';
import { clock, pickList, type GameCtx } from './parts';

export type NightPrompt = Extract<Prompt, { kind: 'nightPick' }>;

/** The phone's own memory of this step: a tap not yet confirmed, "nobody", "change". */
export interface NightLocal {
  key: string;
  pending: number | null;
  skipped: boolean;
  changing: boolean;
}

export interface NightHandlers {
  pick(seat: number): void;
  skip(): void;
  change(): void;
}

/** Identifies one night step, so local memory resets when the step changes. */
export function nightKey(ctx: GameCtx): string {
  const p = ctx.view.phase;
  return `${p.night}:${p.nightStep ?? ''}:${p.seq}`;
}

export function nightScreen(ctx: GameCtx, prompt: NightPrompt, local: NightLocal, on: NightHandlers): TemplateResult {
  const picked = local.pending ?? prompt.picked;
  const waiting = !local.changing && (local.skipped || prompt.declined || picked !== null);
  if (!waiting) return pickScreen(ctx, prompt, picked, on);
  // An actor's pick is final unless the step can be declined: say so rather than "nobody".
  const kept = local.skipped ? (prompt.acting && !prompt.canDecline ? prompt.picked : null) : picked;
  return waitingScreen(ctx, kept, on);
}

const PUTANA_WHY = { sameAsLastNight: 'whyVisitedLastNight' } as const;

function pickScreen(ctx: GameCtx, prompt: NightPrompt, picked: number | null, on: NightHandlers): TemplateResult {
  const marks = teamMarks(ctx);
  const declined = ctx.view.teamPicks.filter((p) => p.declined && p.seat !== ctx.view.seat);
  return html`<main>
    <h1>${ctx.t('nightPick')}</h1>
    ${clock(ctx)}
    ${pickList(ctx, { choices: prompt.choices, testid: 'choice', picked, marks, why: prompt.step === 'putana' ? PUTANA_WHY : undefined, onPick: on.pick })}
    <button class="btn" data-testid="skip" @click=${on.skip}>
      ${ctx.t('nightSkip')}
      ${declined.length ? html`<span class="mark">${declined.map((p) => markFor(ctx, p.seat))}</span>` : nothing}
    </button>
  </main>`;
}

function waitingScreen(ctx: GameCtx, picked: number | null, on: NightHandlers): TemplateResult {
  return html`<main>
    <h1>${ctx.t('nightWait')}</h1>
    ${clock(ctx)}
    <p class="panel" data-testid="night-choice">
      ${picked === null ? ctx.t('nightNobody') : ctx.t('nightChosen', { who: ctx.who(picked) })}
    </p>
    <button class="btn" data-testid="change" @click=${on.change}>${ctx.t('nightChange')}</button>
  </main>`;
}

/** Night without a prompt (between steps): the same for every living player. */
export function eyesClosedScreen(ctx: GameCtx): TemplateResult {
  return html`<main>
    <h1>${ctx.t('nightEyes')}</h1>
    <p class="muted">${ctx.t('nightListen')}</p>
  </main>`;
}

/** The mafia's teammates' live picks, as small marks by the target's row. */
function teamMarks(ctx: GameCtx): Map<number, TemplateResult[]> {
  const marks = new Map<number, TemplateResult[]>();
  for (const p of ctx.view.teamPicks) {
    if (p.target === null || p.seat === ctx.view.seat) continue;
    marks.set(p.target, [...(marks.get(p.target) ?? []), markFor(ctx, p.seat)]);
  }
  return marks;
}

function markFor(ctx: GameCtx, seat: number): TemplateResult {
  const don = ctx.view.teammates.some((m) => m.seat === seat && m.role === 'don');
  return html`<span data-testid="team-pick-${seat}">${seat}${don ? ` ${ctx.t('donShort')}` : ''}</span>`;
}
