/** After a vote: its result on screen, then a tie's justifications or a lot. */
import type { Effect } from './types';
import { enter, isAlive, killSeat, seconds, setTimer, timerMs, type GameState } from './state';
import { pick } from './rng';
import { hasLastWord } from './last-word';
import type { Stage } from './stage';

/** Every round's result is shown before the next step (issue). */
export function startVoteResult(s: GameState, now: number): Stage | null {
  enter(s, 'voteResult');
  setTimer(s, timerMs(s, 'voteResult'), now);
  return null;
}

/**
 * Where the result leads (worked out by the count, vote.ts): the departing
 * players' last words, a tie's justifications (City), a revote (classic, seed
 * 000 rule 8), an eliminate-all vote or a lot after a second tie, or — nobody
 * out today — the quiet pause before night.
 */
export function endVoteResult(s: GameState): Stage {
  switch (s.after) {
    case 'lastWord':
      s.lastWords = (s.lastRound?.eliminated ?? []).filter((seat) => hasLastWord(s, seat, true));
      s.lastWordsThen = 'night';
      return 'lastWord';
    case 'justification':
      s.queue = s.tied.filter((seat) => isAlive(s, seat));
      return 'justification';
    case 'revote':
      return 'revote';
    case 'eliminateAll':
      return 'eliminateAll';
    case 'lot':
      return 'lot';
    default:
      return 'peacefulPause';
  }
}

/** Seed 003 «Временные ограничения»: 15 s each, 10 s when four or more are tied. */
export function nextJustification(s: GameState, now: number, fx: Effect[]): Stage | null {
  const next = s.queue[0];
  s.queue = s.queue.slice(1);
  if (next === undefined) return 'revote';
  const tied = s.tied.filter((seat) => isAlive(s, seat));
  s.speaker = next;
  enter(s, 'justification');
  const ms = timerMs(s, tied.length >= 4 ? 'justificationMany' : 'justification');
  setTimer(s, ms, now);
  fx.push({ type: 'narrate', line: 'justificationTurn', params: { seat: next, seconds: seconds(ms) } });
  return null;
}

/** Seed 000 rule 8: the coin decides between the tied, uniformly (seeded). */
export function startLot(s: GameState, now: number, fx: Effect[]): Stage | null {
  const between = s.tied.filter((seat) => isAlive(s, seat));
  if (between.length === 0) return 'peacefulPause';
  s.lot = { between, chosen: pick(s, between) };
  enter(s, 'lot');
  setTimer(s, timerMs(s, 'lot'), now);
  fx.push({ type: 'sound', name: 'coin' }, { type: 'narrate', line: 'lotStart', params: { seats: between.join(', ') } });
  return null;
}

/** The coin lands. If the chosen player left meanwhile (the host removed him), nobody else goes. */
export function endLot(s: GameState, _now: number, fx: Effect[]): Stage {
  const chosen = s.lot!.chosen;
  if (!isAlive(s, chosen)) return 'peacefulPause';
  killSeat(s, chosen, 'voted');
  fx.push({ type: 'narrate', line: 'lotResult', params: { seat: chosen } });
  s.lastWords = hasLastWord(s, chosen, true) ? [chosen] : [];
  s.lastWordsThen = 'night';
  return 'lastWord';
}
