/** Screens outside the play itself: refusals, the TV-is-gone diagnostics, out of the game, game over. */
import { html, nothing, type TemplateResult } from 'lit';
import type { ExitCause } from '../../engine/types';
import type { PhoneControls, RefusalReason } from '../../phone/snapshot';
import { roleName, sideName } from '../shared/roles-text';
import type { Ctx, GameCtx } from './parts';
import type { PhoneKey } from './strings';

const REFUSALS: Record<RefusalReason, PhoneKey> = {
  version: 'refusedVersion',
  started: 'refusedStarted',
  full: 'refusedFull',
  badToken: 'refusedBadToken',
  badName: 'refusedBadName',
  reservedName: 'refusedReservedName',
  removed: 'refusedRemoved',
  replaced: 'refusedReplaced',
  declined: 'refusedDeclined',
  badKey: 'refusedBadKey',
  busy: 'refusedBusy',
};

const EXITS: Record<ExitCause, PhoneKey> = {
  killed: 'outKilled',
  voted: 'outVoted',
  warnings: 'outWarnings',
  removed: 'outRemoved',
  putanaClient: 'outPutanaClient',
};

/** Refusals the join form shows under the name field (the player just types another name). */
export const NAME_REFUSALS: ReadonlySet<RefusalReason> = new Set(['badName', 'reservedName']);

/** What the screens may ask of the session beyond joining and playing. */
type Ways = Pick<PhoneControls, 'ask' | 'typeCode' | 'joinAfresh' | 'retryNow' | 'join'> | null;

function reload(): void {
  location.reload();
}

/** The buttons that take each refusal on, the likeliest first. */
const WAYS: Record<RefusalReason, Way[]> = {
  version: ['reload'],
  started: ['joinNext', 'askSeat'],
  full: ['askSeat', 'joinNext'],
  badToken: ['joinAfresh'],
  badName: [],
  reservedName: [],
  removed: ['askBack'],
  // Joining again claims the seat back on this phone (newest wins).
  replaced: ['useThisPhone'],
  declined: ['askAgain'],
  badKey: ['typeCode', 'reload'],
  busy: ['tryAgain'],
};
type Way = 'reload' | 'joinNext' | 'askSeat' | 'askBack' | 'askAgain' | 'tryAgain' | 'joinAfresh' | 'useThisPhone' | 'typeCode';

function run(way: Way, ctx: Ctx, ways: Ways): void {
  if (way === 'reload') return reload();
  if (way === 'joinNext') return ways?.ask?.(true);
  if (way === 'joinAfresh') return ways?.joinAfresh?.();
  if (way === 'useThisPhone') return ways?.join(ctx.snap.suggestedName ?? '');
  if (way === 'typeCode') return ways?.typeCode?.();
  ways?.ask?.(false);
}

export function refusedScreen(ctx: Ctx, reason: RefusalReason, ways: Ways = null): TemplateResult {
  // Typing the code helps only a phone that came by a link.
  const buttons = WAYS[reason].filter((way) => way !== 'typeCode' || ctx.snap.via !== 'code');
  return html`<main class="middle">
    <h1>${ctx.t('refusedTitle')}</h1>
    <p class="panel" role="alert" data-testid="refused">${ctx.t(REFUSALS[reason])}</p>
    ${buttons.map(
      (way, index) =>
        html`<button class="btn ${index === 0 ? 'primary' : ''}" data-testid=${way.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} @click=${() => run(way, ctx, ways)}>
          ${ctx.t(way)}
        </button>`,
    )}
  </main>`;
}

/** A seat request the TV holds: for the host's OK, or until the next game is dealt. */
export function waitingScreen(ctx: Ctx): TemplateResult {
  const next = ctx.snap.waiting?.next ?? false;
  return html`<main class="middle">
    <h1>${ctx.t('waitingTitle')}</h1>
    <p class="panel" role="status" data-testid="waiting">${ctx.t(next ? 'waitingNext' : 'waitingOk')}</p>
  </main>`;
}

/** The likeliest cause first, when the session knows why the last try failed. */
function causes(ctx: Ctx): PhoneKey[] {
  const linked = ctx.snap.via !== 'code';
  switch (ctx.snap.diagnostic) {
    // Someone who scanned the QR code never typed a code: do not tell them to check it.
    case 'unavailable':
      return linked ? ['slowNoLink', 'slowTv'] : ['slowNoRoom', 'slowTv'];
    case 'signaling':
      return ['slowSignaling'];
    case 'timeout':
      return ['slowWifi', 'slowGuest'];
    case 'impostor':
      return ['slowImpostor'];
    default:
      return [];
  }
}

/** After 10 s without the TV: the usual causes (TV closed, another Wi-Fi, a guest network), and typing the code where that helps. */
export function slowPanel(ctx: Ctx, ways: Ways = null): TemplateResult {
  const likely = causes(ctx);
  const rest = (['slowTv', 'slowWifi', 'slowGuest'] as PhoneKey[]).filter((k) => !likely.includes(k));
  // A link that leads nowhere (or to the wrong device) may be an old QR code: the code on the TV finds the room as it is now.
  const offerCode = ctx.snap.via !== 'code' && ctx.snap.seat === null && ctx.snap.diagnostic !== 'signaling';
  return html`<section class="panel" role="alert" data-testid="diagnostics" style="margin:12px 14px 0">
    <strong>${ctx.t('slowTitle')}</strong>
    <ul style="margin:0;padding-left:1.2em">
      ${likely.map((k) => html`<li><strong>${ctx.t(k)}</strong></li>`)} ${rest.map((k) => html`<li>${ctx.t(k)}</li>`)}
    </ul>
    ${offerCode ? html`<button class="small" data-testid="type-code" @click=${() => ways?.typeCode?.()}>${ctx.t('typeCode')}</button>` : nothing}
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
