/**
 * Which wording a line takes.
 *
 * The moments that come back all game — nightfall, a role's wake, dawn, a
 * vote's result, a speech turn — have two to four wordings in each language
 * (lines.ts), as a host does not say the same sentence every night. Which
 * one is said is chosen from public things only, so it tells nobody anything:
 *
 *   - the game's wording seed: random bytes the host draws at each deal,
 *     apart from the cards' seed (host/game-runner.ts). Never the cards' seed
 *     or anything made from it: that seed is 32 bits, so a few bits of wording
 *     per moment would let anyone with the code try every seed and find the deal;
 *   - the moment's turn, which every view shows: the day's number (it goes up
 *     at each dawn, so each night has its own); for a speech turn (several a
 *     day) the phase's `seq`; for a vote's result the vote rounds counted;
 *   - the line's key.
 *
 * Each key goes through its wordings in seeded rounds, as a host who has a
 * few ways of saying it: every round says each wording once, in an order
 * drawn from the seed, the key and the round, and never starts with the one
 * the last round ended with. So a moment said on consecutive nights (or
 * mornings, days, speakers) is worded differently each time, and all its
 * wordings are heard within a few turns.
 *
 * The host stamps each step's narrate effects with `wording` (`withWording`,
 * the stamp made by `wordingStamp`) before the stage runs them;
 * `wordingIndex` turns that and the key into the wording. The line's other
 * parameters (who died, who speaks) never enter. So captions and speech,
 * built from the same parameters, agree; lines said again on Resume keep
 * their phase and their words; and anyone who renders the stage's trace
 * again (the speech tests) gets what was said. A line without `wording` (an
 * engine test, a preview) takes its first wording.
 */
import type { Effect, NarrationKey } from '../engine/types';

/** The parameter that carries a step's public wording seed. */
export const WORDING = 'wording';

/** murmur3's finalizer over two 32-bit numbers: nearby inputs land far apart. */
function mix(a: number, b: number): number {
  let h = Math.imul((a ^ Math.imul(b, 0x9e3779b1)) | 0, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** FNV-1a of a key, so two lines of one step choose apart. */
function keyHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The public turn of a moment: what a stamp carries besides the game's seed. */
export interface WordingPhase {
  seq: number;
  day: number;
  /** How many vote rounds the game has counted (`PublicView.votes`), this one's included. */
  rounds?: number;
}

/** Moments that come several times a day, one per phase: their turn is the phase's seq. */
const EVERY_PHASE: ReadonlySet<NarrationKey> = new Set<NarrationKey>(['speechTurn']);
/**
 * A vote's result: once a day, or twice when a tie goes to a revote. Its turn
 * is the count of vote rounds, so a revote's tie is not worded as the tie
 * just before it, and a day of one vote follows the last.
 */
const EVERY_ROUND: ReadonlySet<NarrationKey> = new Set<NarrationKey>(['voteTie', 'voteEliminated', 'eliminateAllNo', 'secondTieNone']);

/**
 * The stamp of one step's lines: the game's public wording seed, the day's
 * number, the phase's seq and the vote rounds counted ("seed:day:seq:rounds").
 * The day is the turn of every moment said once a night or a day: it goes up
 * by one at each dawn, so night N + 1 (day N) follows night N (day N − 1),
 * whatever phase a step lands in.
 */
export function wordingStamp(gameWording: number, phase: WordingPhase): string {
  return `${gameWording >>> 0}:${Math.max(0, phase.day)}:${Math.max(0, phase.seq)}:${Math.max(0, phase.rounds ?? 0)}`;
}

function parseStamp(value: string | number | undefined): { seed: number; day: number; seq: number; rounds: number } | null {
  if (value === undefined || value === '') return null;
  const [seed, day, seq, rounds = 0] = String(value).split(':').map(Number);
  if (!Number.isFinite(seed) || ![day, seq, rounds].every((n) => Number.isInteger(n) && n! >= 0)) return null;
  return { seed: seed! >>> 0, day: day!, seq: seq!, rounds };
}

/**
 * The step's effects with every line stamped (`wordingStamp`). A line that
 * already has a stamp keeps it (nothing the engine sends has one today).
 */
export function withWording(effects: readonly Effect[], stamp: string): Effect[] {
  return effects.map((effect) =>
    effect.type === 'narrate' && effect.params?.[WORDING] === undefined ? { ...effect, params: { ...effect.params, [WORDING]: stamp } } : effect,
  );
}

/**
 * Which of `count` wordings the line takes: from its key and its `wording`
 * stamp alone; the first without one. Turn n's wording differs from turn
 * n − 1's whenever there are two or more.
 */
export function wordingIndex(key: NarrationKey, params: Record<string, string | number>, count: number): number {
  const stamp = parseStamp(params[WORDING]);
  if (count <= 1 || stamp === null) return 0;
  const bag = mix(stamp.seed, keyHash(key));
  const turn = EVERY_PHASE.has(key) ? stamp.seq : EVERY_ROUND.has(key) ? stamp.rounds : stamp.day;
  // A shuffled round of every wording, then another: each round is drawn
  // afresh, and starts with another wording than the last round ended with.
  let round: number[] = [];
  for (let r = 0; r <= Math.floor(turn / count); r++) {
    const next = shuffled(count, mix(bag, r));
    if (r > 0 && next[0] === round[count - 1]) [next[0], next[1]] = [next[1]!, next[0]!];
    round = next;
  }
  return round[turn % count]!;
}

/** 0 … count − 1 in an order drawn from `seed` (Fisher–Yates). */
function shuffled(count: number, seed: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  let state = seed;
  for (let i = count - 1; i > 0; i--) {
    state = mix(state, i);
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
