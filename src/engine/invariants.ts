/**
 * The simulator's referee: checks, from outside the rules code, that views
 * hold no secret their audience is not entitled to, that refused actions are
 * refused, and that the winner is the one the win rules name. Each returns a
 * list of breaches (empty when all is well).
 */
import type { Action as Step, PublicView, Role, SeatView, Side } from './types';
import { speakerOf, type GameState } from './state';
import { publicView, seatView } from './views';
import { actsIn } from './night';
import { step } from './step';

const BLACK: Role[] = ['mafia', 'don'];
const CHECKERS: Role[] = ['commissar', 'sheriff', 'don'];
const ROLE_WORDS = ['civilian', 'mafia', 'don', 'commissar', 'sheriff', 'doctor', 'maniac', 'putana'];

/** The win rules written again, apart from win.ts, so a slip in one shows against the other. */
export function expectedWinner(s: GameState): Side | null {
  const living = s.roles.filter((_, i) => s.alive[i]);
  const black = living.filter((r) => BLACK.includes(r)).length;
  const maniacs = living.filter((r) => r === 'maniac').length;
  const red = living.length - black;
  if (s.setup.preset === 'city') {
    if (black === 0) return 'town';
    return (s.setup.cityWin === 'parity' ? black >= red : red === 0) ? 'mafia' : null;
  }
  if (maniacs && living.length <= 2) return 'maniac';
  if (!black && !maniacs) return 'town';
  return !maniacs && black >= red ? 'mafia' : null;
}

function count(text: string, needle: string): number {
  let n = 0;
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) n++;
  return n;
}

/** Seat lists and vote records already inspected: views share each until it changes. */
const checkedSeats = new WeakSet<object>();

/** The public seat list shows a card only once revealed, or at the end. */
function seatsBreaches(s: GameState, v: SeatView): string[] {
  if (checkedSeats.has(v.seats)) return [];
  checkedSeats.add(v.seats);
  const over = s.phase === 'gameOver';
  const out: string[] = [];
  const text = JSON.stringify(v.seats);
  if (count(text, '"revealedRole":"') !== v.seats.filter((p) => p.revealedRole !== null).length) out.push('seat list: revealedRole count');
  v.seats.forEach((p, i) => {
    if (p.revealedRole !== null && !over && !s.revealed[i]) out.push(`seat list shows seat ${i + 1}'s card`);
  });
  return out;
}

/**
 * The serialised view names no card beyond its own, its team's, and all at the
 * end. The phase, the seat list and the vote record are the same objects for
 * every audience; they are serialised once each (see viewBreaches).
 */
function serialisedBreaches(s: GameState, v: SeatView): string[] {
  const text = JSON.stringify({ ...v, phase: null, seats: null, votes: null });
  const allowedRoles = 1 + v.teammates.length + (v.reveal ? s.roles.length : 0);
  const out = seatsBreaches(s, v);
  if (count(text, '"role":"') !== allowedRoles) out.push(`seat ${v.seat}: unexpected "role" in view`);
  return out;
}

function teamBreaches(s: GameState, v: SeatView): string[] {
  const out: string[] = [];
  const black = BLACK.includes(s.roles[v.seat - 1]!);
  if (!black && (v.teammates.length || v.teamPicks.length)) out.push(`seat ${v.seat}: team data for a red seat`);
  if (v.teammates.some((t) => !BLACK.includes(s.roles[t.seat - 1]!))) out.push(`seat ${v.seat}: a red teammate`);
  const mafiaStep = s.phase === 'night' && s.dark?.nightStep === 'mafia';
  if (v.teamPicks.length && !mafiaStep) out.push(`seat ${v.seat}: team picks outside the mafia step`);
  if (v.teamPicks.some((t) => !BLACK.includes(s.roles[t.seat - 1]!))) out.push(`seat ${v.seat}: a red seat's pick`);
  return out;
}

function secretBreaches(s: GameState, v: SeatView): string[] {
  const out: string[] = [];
  const role = s.roles[v.seat - 1]!;
  if (v.role !== role) out.push(`seat ${v.seat}: wrong own card`);
  if (v.checks.length && !CHECKERS.includes(role)) out.push(`seat ${v.seat}: checks without a checker card`);
  if (v.checks !== s.checks[v.seat - 1]) out.push(`seat ${v.seat}: someone else's checks`);
  if (v.freshCheck && v.checks.at(-1) !== v.freshCheck) out.push(`seat ${v.seat}: foreign fresh check`);
  const mayReveal = s.phase === 'gameOver' || (!v.alive && s.setup.deadSeeAll);
  if (v.reveal && !mayReveal) out.push(`seat ${v.seat}: reveal before the end`);
  return out;
}

/** Night prompts: the same seat list for all, `acting` true only for the step's actors. */
function nightBreaches(s: GameState, views: SeatView[]): string[] {
  if (s.phase !== 'night') return [];
  const out: string[] = [];
  const lists = new Set<string>();
  for (const v of views) {
    const p = v.prompt;
    if (!v.alive) continue;
    if (p?.kind !== 'nightPick') {
      out.push(`seat ${v.seat}: no night prompt`);
      continue;
    }
    lists.add(p.choices.map((c) => c.seat).join(','));
    if (p.acting !== actsIn(s, v.seat, s.dark!.nightStep)) out.push(`seat ${v.seat}: acting flag`);
  }
  if (lists.size > 1) out.push('night choice lists differ between phones');
  return out;
}

export function viewBreaches(s: GameState, now: number): string[] {
  const out: string[] = [];
  const views: SeatView[] = [];
  for (let seat = 1; seat <= s.roles.length; seat++) {
    const v = seatView(s, seat, now);
    views.push(v);
    out.push(...serialisedBreaches(s, v), ...teamBreaches(s, v), ...secretBreaches(s, v));
  }
  const tv: PublicView = publicView(s, now);
  if (tv.reveal && s.phase !== 'gameOver') out.push('TV reveal before the end');
  const shared = JSON.stringify({ ...tv, reveal: null, seats: null, votes: null, said: null });
  if (count(shared, '"role":"') || count(shared, 'Role":"')) out.push('the TV or the phase names a card');
  if (!checkedSeats.has(tv.votes)) {
    checkedSeats.add(tv.votes);
    if (count(JSON.stringify(tv.votes), 'ole":"')) out.push('the vote record names a card');
  }
  return [...out, ...nightBreaches(s, views)];
}

/** Top-level fields, the parts' fields and the contents of the per-seat arrays: cheap enough to take at every probe. */
function fingerprint(s: GameState): unknown[] {
  const { dark, today, voting, parting } = s;
  const parts = [dark, today, voting, parting].flatMap((part) => (part ? Object.values(part) : [part]));
  return [...Object.values(s), ...parts, ...s.alive, ...s.warnings, ...(dark ? [...dark.picks, ...dark.declined, ...dark.suspicion] : [])];
}

function sameFingerprint(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}

function expectRejected(s: GameState, action: Step, now: number, code: string, what: string): string[] {
  const before = fingerprint(s);
  const r = step(s, action, now);
  const out: string[] = [];
  if (r.ok || r.rejection.code !== code) out.push(`${what}: expected ${code}, got ${r.ok ? 'ok' : r.rejection.code}`);
  if (!r.ok && ROLE_WORDS.some((w) => r.rejection.detail.toLowerCase().includes(w))) out.push(`${what}: detail names a role`);
  if (!sameFingerprint(before, fingerprint(s))) out.push(`${what}: the input state changed`);
  return out;
}

/** A dead player's act and a late act are refused, and leave the state alone. */
export function probeBreaches(s: GameState, now: number): string[] {
  if (s.phase === 'gameOver' || s.paused) return [];
  const out: string[] = [];
  const dead = s.alive.findIndex((a, i) => !a && !(s.phase === 'lastWord' && speakerOf(s) === i + 1));
  if (dead >= 0) out.push(...expectRejected(s, { type: 'vote', seat: dead + 1, target: 1 }, now, 'deadActor', 'dead vote'));
  const living = s.alive.indexOf(true) + 1;
  if (s.deadline !== null && living > 0) {
    out.push(...expectRejected(s, { type: 'nightPick', seat: living, target: null }, s.deadline, 'late', 'late pick'));
    out.push(...expectRejected(s, { type: 'timeout' }, s.deadline - 1, 'early', 'early timeout'));
  }
  return out;
}
