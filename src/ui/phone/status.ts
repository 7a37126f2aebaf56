/** Screens outside the play itself: refusals, the TV-is-gone diagnostics, out of the game, game over. */
import { html, nothing, type TemplateResult } from 'lit';
import type { ExitCause } from '../../engine/types';
import type { PhoneSnapshot, RefusalReason } from '../../phone/snapshot';
import { roleName, sideName } from '../shared/roles-text';
import type { Ctx, GameCtx } from './parts';
import type { PhoneKey } from './strings';

const REFUSALS: Record<RefusalReason, PhoneKey> = {
  version: 'refusedVersion',
  started: 'refusedStarted',
  full: 'refusedFull',
  badToken: 'refusedBadToken',
  badName: 'refusedBadName',
  removed: 'refusedRemoved',
  replaced: 'refusedReplaced',
};

const EXITS: Record<ExitCause, PhoneKey> = {
  killed: 'outKilled',
  voted: 'outVoted',
  warnings: 'outWarnings',
  removed: 'outRemoved',
  putanaClient: 'outPutanaClient',
};

function reload(): void {
  location.reload();
}

export function refusedScreen(ctx: Ctx, reason: RefusalReason): TemplateResult {
  // A reload helps when the page is stale, the token was dropped, or to take the seat back.
  const action = reason === 'version' || reason === 'badToken' ? 'reload' : reason === 'replaced' ? 'useThisPhone' : null;
  return html`<main class="middle">
    <h1>${ctx.t('refusedTitle')}</h1>
    <p class="panel" role="alert" data-testid="refused">${ctx.t(REFUSALS[reason])}</p>
    ${action ? html`<button class="btn primary" data-testid="reload" @click=${reload}>${ctx.t(action)}</button>` : nothing}
  </main>`;
}

/** The likeliest cause first, when the session knows why the last try failed. */
const CAUSES: Record<NonNullable<PhoneSnapshot['diagnostic']>, PhoneKey[]> = {
  unavailable: ['slowNoRoom', 'slowTv'],
  signaling: ['slowSignaling'],
  timeout: ['slowWifi', 'slowGuest'],
};

/** After 10 s without the TV: the usual causes (TV closed, another Wi-Fi, a guest network). */
export function slowPanel(ctx: Ctx): TemplateResult {
  const likely = ctx.snap.diagnostic ? CAUSES[ctx.snap.diagnostic] : [];
  const rest = (['slowTv', 'slowWifi', 'slowGuest'] as PhoneKey[]).filter((k) => !likely.includes(k));
  return html`<section class="panel" role="alert" data-testid="diagnostics" style="margin:12px 14px 0">
    <strong>${ctx.t('slowTitle')}</strong>
    <ul style="margin:0;padding-left:1.2em">
      ${likely.map((k) => html`<li><strong>${ctx.t(k)}</strong></li>`)} ${rest.map((k) => html`<li>${ctx.t(k)}</li>`)}
    </ul>
    <button class="small" @click=${reload}>${ctx.t('reload')}</button>
  </section>`;
}

export function outScreen(ctx: GameCtx): TemplateResult {
  const me = ctx.view.seats.find((s) => s.seat === ctx.view.seat);
  const speaker = ctx.view.phase.speaker;
  return html`<main>
    <h1 data-testid="out">${ctx.t('outTitle')}</h1>
    ${me?.exitCause ? html`<p>${ctx.t(EXITS[me.exitCause])}</p>` : nothing}
    <p class="muted">${ctx.t('outHint')}</p>
    ${speaker !== null && ctx.view.phase.name !== 'night' ? html`<p class="panel">${ctx.t('speaking', { who: ctx.who(speaker) })}</p>` : nothing}
    ${ctx.view.reveal ? allCards(ctx) : nothing}
  </main>`;
}

export function gameOverScreen(ctx: GameCtx): TemplateResult {
  const winner = ctx.view.phase.winner;
  return html`<main>
    <h1>${ctx.t('over')}</h1>
    ${winner
      ? html`<p class="panel" data-testid="winner">
          <strong style="font-size:1.3rem">${ctx.t('winner', { side: sideName(winner, ctx.lang) })}</strong>
          <span class=${winner === ctx.view.side ? 'good' : 'bad'}>${ctx.t(winner === ctx.view.side ? 'youWon' : 'youLost')}</span>
        </p>`
      : nothing}
    ${allCards(ctx)}
  </main>`;
}

/** Every seat with its card: from the reveal, else what the table already knows. */
function allCards(ctx: GameCtx): TemplateResult {
  const roles = new Map(ctx.view.reveal?.roles.map((r) => [r.seat, r.role]));
  return html`<h2>${ctx.t('allCards')}</h2>
    <ul class="list" data-testid="all-cards">
      ${ctx.view.seats.map((s) => {
        const role = roles.get(s.seat) ?? s.revealedRole ?? (s.seat === ctx.view.seat ? ctx.view.role : null);
        return html`<li class="player ${s.alive ? '' : 'gone'}">
          <span class="num">${s.seat}</span>
          <span class="name"
            >${s.name}${s.seat === ctx.view.seat ? html` <span class="muted">(${ctx.t('you')})</span>` : nothing}${s.alive
              ? nothing
              : html` <span class="muted">· ${ctx.t('outMark')}</span>`}</span
          >
          <strong>${role ? roleName(role, ctx.lang) : '?'}</strong>
        </li>`;
      })}
    </ul>`;
}
