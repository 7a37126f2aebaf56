/** Out of the game, and the game over: screens of the play (status.ts has those before a seat). */
import { html, nothing, type TemplateResult } from 'lit';
import type { ExitCause } from '../../engine/types';
import { roleName, teamColour, winnerLine } from '../shared/roles-text';
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

/**
 * The end, full screen in the winning team's colour: whether this player
 * won, who won, every card in its team's colour, and Play again for the VIP
 * (the TV deals again to the same players). The cards come face down (the
 * view has no reveal) until the TV has turned them all, one by one.
 */
export function gameOverScreen(ctx: GameCtx, playAgain: () => void): TemplateResult {
  const winner = ctx.view.phase.winner;
  const won = winner !== null && winner === ctx.view.side;
  return html`<main class="over ${winner ? `team-${teamColour(winner)}` : ''}" data-testid="game-over">
      <p class="over-kicker">${ctx.t('over')}</p>
      ${winner
        ? html`<div data-testid="winner">
            <p class="over-you">${ctx.t(won ? 'youWon' : 'youLost')}</p>
            <p class="over-side">${winnerLine(winner, ctx.lang, ctx.preset)}</p>
          </div>`
        : nothing}
      ${ctx.view.reveal ? nothing : html`<p class="muted" data-testid="cards-on-tv">${ctx.t('cardsOnTv')}</p>`}
      ${allCards(ctx)}
    </main>
    ${ctx.snap.vip ? html`<div class="actions"><button class="btn primary" data-testid="vip-again" @click=${playAgain}>${ctx.t('playAgain')}</button></div>` : nothing}`;
}

/** Every seat with its card in its team's colour: from the reveal, else what the table already knows. */
function allCards(ctx: GameCtx): TemplateResult {
  const roles = new Map(ctx.view.reveal?.roles.map((r) => [r.seat, r.role]));
  return html`<ul class="list cards" data-testid="all-cards">
    ${ctx.view.seats.map((s) => {
      const role = roles.get(s.seat) ?? s.revealedRole ?? (s.seat === ctx.view.seat ? ctx.view.role : null);
      return html`<li class="player ${s.alive ? '' : 'gone'}">
        <span class="num">${s.seat}</span>
        <span class="name"
          >${s.name}${s.seat === ctx.view.seat ? html` <span class="muted">(${ctx.t('you')})</span>` : nothing}${s.alive
            ? nothing
            : html` <span class="muted">· ${ctx.t('outMark')}</span>`}</span
        >
        <strong class="role-tag ${role ? `team-${teamColour(role)}` : ''}">${role ? roleName(role, ctx.lang) : '?'}</strong>
      </li>`;
    })}
  </ul>`;
}
