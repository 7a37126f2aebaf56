/** Screens outside the play itself: refusals, the TV-is-gone diagnostics, out of the game, game over. */
import { html, nothing, type TemplateResult } from 'lit';
import type { ExitCause } from '../../engine/types';
import type { PhoneControls, PhoneSnapshot } from '../../phone/snapshot';
import type { RefusalReason } from '../../protocol/vocabulary';
import { roleName, teamColour, winnerLine } from '../shared/roles-text';
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
const CAUSES: Record<NonNullable<PhoneSnapshot['diagnostic']>, Array<PhoneKey | LinkHint>> = {
  unavailable: ['slowNoRoom', 'slowTv'],
  signaling: ['slowSignaling'],
  timeout: ['slowWifi', 'slowGuest'],
  noAnswer: ['slowTv'],
  noAddress: ['noAddress'],
  unresolved: ['unresolved'],
  unreachable: ['slowGuest'],
  slow: ['slowRadio'],
  impostor: ['slowImpostor'],
};

/** Hints of the connection diagnostics that only this panel uses, in both languages. */
type LinkHint = 'noAddress' | 'unresolved' | 'slowRadio' | 'retrying';
const HINTS: Record<LinkHint, Record<'en' | 'ru', string>> = {
  noAddress: {
    en: 'This phone found no network address here (a hotspot without internet?). The laptop running npm start must be on this same Wi-Fi.',
    ru: 'Телефон не нашёл сетевого адреса (точка доступа без интернета?). Ноутбук с npm start должен быть в этой же сети Wi-Fi.',
  },
  unresolved: {
    en: 'This Wi-Fi does not let devices find each other (it blocks multicast), and the laptop’s connection helper was not reached: allow UDP port 3478 on the laptop running npm start.',
    ru: 'Эта сеть Wi-Fi не даёт устройствам найти друг друга (блокирует multicast), а помощник соединения на ноутбуке недоступен: разрешите UDP-порт 3478 на ноутбуке с npm start.',
  },
  slowRadio: {
    en: 'The TV answers, but the Wi-Fi here is too slow to finish: come closer to the router.',
    ru: 'Телевизор отвечает, но Wi-Fi здесь слишком медленный: подойдите ближе к роутеру.',
  },
  retrying: {
    en: 'Try {n} did not get through — trying again…',
    ru: 'Попытка {n} не удалась — пробуем ещё…',
  },
};

function hint(ctx: Ctx, key: PhoneKey | LinkHint, params: Record<string, string | number> = {}): string {
  if (!(key in HINTS)) return ctx.t(key as PhoneKey);
  const text = HINTS[key as LinkHint][ctx.lang === 'ru' ? 'ru' : 'en'];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The likeliest cause first. Someone who scanned the QR code never typed a code: a link that leads nowhere is not "check the code". */
function causes(ctx: Ctx): Array<PhoneKey | LinkHint> {
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
  return html`<p class="muted center" role="status" data-testid="retrying" style="margin:8px 14px 0">${hint(ctx, 'retrying', { n: attempts })}</p>`;
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
    ${attempts > 0 ? html`<p class="muted" data-testid="retrying" style="margin:4px 0">${hint(ctx, 'retrying', { n: attempts })}</p>` : nothing}
    <ul style="margin:0;padding-left:1.2em">
      ${likely.map((k) => html`<li data-testid="likely-cause"><strong>${hint(ctx, k)}</strong></li>`)} ${rest.map((k) => html`<li>${ctx.t(k)}</li>`)}
    </ul>
    ${offerCode ? html`<button class="small" data-testid="type-code" @click=${() => ways?.typeCode?.()}>${ctx.t('typeCode')}</button>` : nothing}
    <button class="small" @click=${reload}>${ctx.t('reload')}</button>
  </section>`;
}

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
