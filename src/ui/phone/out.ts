/** Out of the game: a screen of the play (status.ts has those before a seat; game-over.ts the end). */
import { html, nothing, type TemplateResult } from 'lit';
import type { ExitCause } from '../../engine/types';
import type { GameCtx } from './ctx';
import type { PhoneKey } from './strings';

const EXITS: Record<ExitCause, PhoneKey> = {
  killed: 'outKilled',
  voted: 'outVoted',
  warnings: 'outWarnings',
  removed: 'outRemoved',
  putanaClient: 'outPutanaClient',
};

/**
 * Out of the game. At night every eliminated phone shows exactly this, the
 * same for every card and whether or not the dead see all (that shows only
 * while the card is held); by day it adds why and who is speaking.
 */
export function outScreen(ctx: GameCtx, extra: unknown = nothing): TemplateResult {
  const me = ctx.view.seats.find((s) => s.seat === ctx.view.seat);
  const speaker = ctx.view.phase.speaker;
  const night = ctx.view.phase.name === 'night';
  return html`<main class="middle">
    <h1 data-testid="out">${ctx.t('outTitle')}</h1>
    ${!night && me?.exitCause ? html`<p>${ctx.t(EXITS[me.exitCause])}</p>` : nothing}
    <p class="muted">${ctx.t(night ? 'outNight' : 'outHint')}</p>
    ${speaker !== null && !night ? html`<p class="panel">${ctx.t('speaking', { who: ctx.who(speaker) })}</p>` : nothing}
    ${extra}
  </main>`;
}
