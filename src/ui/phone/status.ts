/**
 * Screens before a seat and beside the play: refusals, a seat request held,
 * the TV-is-gone diagnostics. In the phone's first chunk, with the join form
 * (out of the game and game over are out.ts, loaded with the play).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { PhoneControls, PhoneSnapshot } from '../../phone/snapshot';
import type { RefusalReason } from '../../protocol/vocabulary';
import type { Ctx } from './ctx';
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
const CAUSES: Record<NonNullable<PhoneSnapshot['diagnostic']>, PhoneKey[]> = {
  unavailable: ['slowNoRoom', 'slowTv'],
  signaling: ['slowSignaling'],
  timeout: ['slowWifi', 'slowGuest'],
  noAnswer: ['slowTv'],
  noAddress: ['slowNoAddress'],
  unresolved: ['slowUnresolved'],
  unreachable: ['slowGuest'],
  slow: ['slowRadio'],
  impostor: ['slowImpostor'],
};

/** The likeliest cause first. Someone who scanned the QR code never typed a code: a link that leads nowhere is not "check the code". */
function causes(ctx: Ctx): PhoneKey[] {
  const diagnostic = ctx.snap.diagnostic;
  if (!diagnostic) return [];
  if (diagnostic === 'unavailable' && ctx.snap.via !== 'code') return ['slowNoLink', 'slowTv'];
  return CAUSES[diagnostic];
}

/**
 * Above the screen while the phone has no line to the TV: after 10 s the
 * diagnostics (slowPanel); before that, once an attempt has failed, a line
 * saying that it keeps trying.
 */
export function linkPanel(ctx: Ctx, ways: Ways = null): TemplateResult | typeof nothing {
  if (ctx.snap.slow) return slowPanel(ctx, ways);
  const attempts = ctx.snap.attempts ?? 0;
  if (ctx.snap.link === 'online' || attempts === 0 || ctx.snap.refused) return nothing;
  return html`<p class="muted center" role="status" data-testid="retrying" style="margin:8px 14px 0">${ctx.t('retrying', { n: attempts })}</p>`;
}

/**
 * After 10 s without the TV: the usual causes (TV closed, another Wi-Fi, a
 * guest network), the one it saw first, and typing the code where that helps.
 */
export function slowPanel(ctx: Ctx, ways: Ways = null): TemplateResult {
  const likely = causes(ctx);
  // The guest-network hint only when the failure looked like isolation (or nothing says otherwise).
  const general: PhoneKey[] = likely.length ? ['slowTv', 'slowWifi'] : ['slowTv', 'slowWifi', 'slowGuest'];
  const rest = general.filter((k) => !likely.includes(k));
  const attempts = ctx.snap.attempts ?? 0;
  // A link that leads nowhere (or to the wrong device) may be an old QR code: the code on the TV finds the room as it is now.
  const offerCode = ctx.snap.via !== 'code' && ctx.snap.seat === null && ctx.snap.diagnostic !== 'signaling';
  return html`<section class="panel" role="alert" data-testid="diagnostics" style="margin:12px 14px 0">
    <strong>${ctx.t('slowTitle')}</strong>
    ${attempts > 0 ? html`<p class="muted" data-testid="retrying" style="margin:4px 0">${ctx.t('retrying', { n: attempts })}</p>` : nothing}
    <ul style="margin:0;padding-left:1.2em">
      ${likely.map((k) => html`<li data-testid="likely-cause"><strong>${ctx.t(k)}</strong></li>`)} ${rest.map((k) => html`<li>${ctx.t(k)}</li>`)}
    </ul>
    ${offerCode ? html`<button class="small" data-testid="type-code" @click=${() => ways?.typeCode?.()}>${ctx.t('typeCode')}</button>` : nothing}
    <button class="small" @click=${reload}>${ctx.t('reload')}</button>
  </section>`;
}
