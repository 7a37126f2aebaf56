/**
 * What a 'sensible' bot says in its turn to speak (engine/statements.ts): the
 * structured speech the TV shows and the narrator reads. Every bot speaks the
 * same way whatever its card — a defence when on the block, its suspicions in
 * a speech or a last word — and only the checker has something true to claim:
 * the Sheriff (the Commissar) opens his checks once he has found a black card,
 * is challenged, or leaves. The mafia lie: one of them claims the checker's
 * card when a real checker names one of the team (and names him black back),
 * and now and then before any claim, to muddy the water.
 */
import type { SeatView, Statement } from './types';
import { random, type RngState } from './rng';
import { claimsHeard, ourSide, suspicion, teamOf, type BotMind, type TableRecord } from './bot-mind';
import { MAX_FINDINGS, MAX_SUSPECTS } from './statements';

type Finding = { seat: number; black: boolean };

const isTurn = (view: SeatView): boolean => {
  const { name, speaker } = view.phase;
  return speaker === view.seat && (name === 'speech' || name === 'justification' || name === 'lastWord');
};

const alive = (view: SeatView, seat: number): boolean => view.seats[seat - 1]?.alive === true;

const claim = (as: 'sheriff' | 'commissar', findings: Finding[]): Statement => ({ kind: 'claim', as, findings: findings.slice(0, MAX_FINDINGS) });

/** A real checker opens his checks: a black card found alive, a rival claim, his own exit, or news since he last spoke. */
function checkerClaim(view: SeatView, mind: BotMind, record: TableRecord, rng: RngState): Statement | null {
  const as = view.role === 'sheriff' || view.role === 'commissar' ? view.role : null;
  if (!as) return null;
  // The latest answer on each seat (a checker who has checked everyone checks one again), the last few.
  const latest = new Map<number, boolean>();
  for (const c of view.checks) {
    if (c.question !== 'isMafia') continue;
    latest.delete(c.target);
    latest.set(c.target, c.answer);
  }
  const checks = [...latest].slice(-MAX_FINDINGS).map(([target, answer]) => ({ target, answer }));
  if (!checks.length) return null;
  const claims = claimsHeard(record);
  const mine = claims.get(view.seat);
  const leaving = view.phase.name !== 'speech';
  if (mine) {
    const news = checks.some((c) => mine.findings.get(c.target) !== c.answer);
    return news || leaving ? claim(as, checks.map((c) => ({ seat: c.target, black: c.answer }))) : null;
  }
  const blackAlive = checks.some((c) => c.answer && alive(view, c.target));
  let rival = false;
  for (const [by, c] of claims) if (by !== view.seat && c.as === as) rival = true;
  const bold = view.phase.day >= 3 && random(rng) < 0.25 * mind.personality.boldness;
  return blackAlive || rival || leaving || bold ? claim(as, checks.map((c) => ({ seat: c.target, black: c.answer }))) : null;
}

/** The mafia's lie: a counter-claim naming the real checker black, or now and then a claim before any. One liar a team. */
function fakeClaim(view: SeatView, mind: BotMind, record: TableRecord, rng: RngState): Statement | null {
  const as = record.checker;
  if (!as || view.side !== 'mafia') return null;
  const ours = ourSide(view);
  const claims = claimsHeard(record);
  for (const by of claims.keys()) if (ours.has(by)) return null;
  const bold = mind.personality.boldness;
  for (const [by, c] of claims) {
    if (!alive(view, by) || c.as !== as) continue;
    const named = [...c.findings].find(([seat, black]) => black && ours.has(seat) && alive(view, seat));
    if (named && random(rng) < 0.3 + 0.5 * bold) return claim(as, [{ seat: by, black: true }, ...(named[0] !== view.seat ? [{ seat: named[0], black: false }] : [])]);
  }
  if (claims.size || view.phase.name !== 'speech' || view.phase.day < 2 || random(rng) >= 0.07 * bold) return null;
  const table = suspicion(view, mind, false);
  const reds = view.seats.filter((s) => s.alive && !ours.has(s.seat)).map((s) => s.seat);
  const target = reds.sort((a, b) => table[b]! - table[a]!)[0];
  return target === undefined ? null : claim(as, [{ seat: target, black: true }]);
}

/**
 * The one or two seats the bot names: the town its prime suspects; the mafia
 * whom the table already doubts most, as a townsman would, a teammate among
 * them often enough (a team that never names its own is read off the cards).
 */
function suspects(view: SeatView, mind: BotMind, rng: RngState): number[] {
  const ours = teamOf(view);
  const town = view.side === 'town';
  const sus = suspicion(view, mind, town);
  const noise = 0.3 + mind.personality.noise * 0.5;
  const spare = (seat: number): boolean => !town && ours.has(seat) && random(rng) >= 0.35 + 0.3 * mind.personality.boldness;
  // The two best in one pass (this runs in every talkative speech of every simulated game).
  let first = 0;
  let second = 0;
  let firstScore = -Infinity;
  let secondScore = -Infinity;
  for (const s of view.seats) {
    if (!s.alive || s.seat === view.seat || spare(s.seat)) continue;
    const score = sus[s.seat]! + (random(rng) + random(rng) - 1) * noise;
    if (score > firstScore) [second, secondScore, first, firstScore] = [first, firstScore, s.seat, score];
    else if (score > secondScore) [second, secondScore] = [s.seat, score];
  }
  if (!first) return [];
  return second && secondScore > firstScore - 0.4 && MAX_SUSPECTS > 1 ? [first, second] : [first];
}

/** Whether the record holds this bot's statement of this turn: looked for among the latest, back to the turn's start. */
function saidThisTurn(record: TableRecord, view: SeatView): boolean {
  const seq = view.phase.seq;
  for (let i = record.said.length - 1; i >= 0; i--) {
    const x = record.said[i]!;
    if (x.seq === seq && x.seat === view.seat) return true;
    if (x.seq < seq) return false;
  }
  return false;
}

/**
 * The bot's statement for its turn, or null (nothing to say, or said
 * already this turn: its record holds what the table heard, its own words
 * too). Only in its own turn to speak.
 */
export function sensibleStatement(view: SeatView, mind: BotMind, rng: RngState): Statement | null {
  // Statements are heard at the table, not shown on a phone: a bot with no record of them (no memory) keeps quiet.
  const record = mind.record;
  if (!record || !isTurn(view) || saidThisTurn(record, view)) return null;
  const told = checkerClaim(view, mind, record, rng) ?? fakeClaim(view, mind, record, rng);
  if (told) return told;
  if (view.phase.name === 'justification') return { kind: 'defend' };
  const talk = view.phase.name === 'lastWord' || random(rng) < 0.45 + 0.35 * mind.personality.boldness;
  if (!talk) return null;
  const seats = suspects(view, mind, rng);
  return seats.length ? { kind: 'suspect', seats } : null;
}
