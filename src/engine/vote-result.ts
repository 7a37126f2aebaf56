/** After a vote's result: last words, or a tie's justification, revote, lot or eliminate-all. */
import type { Effect } from './types';
import { enter, isAlive, killSeat, livingSeats, setTimer, timerMs, type GameState } from './state';
import { pick } from './rng';
import { checkWin } from './win';
import { beginRound } from './vote';
import { startPeaceful } from './day';
import { hasLastWord, startLastWords } from './last-word';

/**
 * Ties. Classic (seed 000 rule 8): a revote among the tied only, and the tied
 * do not vote; a second tie goes to the lot. City (issue): each tied
 * candidate justifies himself, then everyone revotes among them; a second tie
 * asks the table whether to eliminate all of them (or tosses a coin with
 * secondTie 'lot').
 */
export function afterResult(s: GameState, now: number, fx: Effect[]): void {
  const tied = s.tied.filter((seat) => isAlive(s, seat));
  switch (s.after) {
    case 'lastWord': {
      const seats = (s.lastRound?.eliminated ?? []).filter((seat) => hasLastWord(s, seat, true));
      return startLastWords(s, seats, 'night', now, fx);
    }
    case 'justification':
      s.queue = tied;
      return nextJustification(s, now, fx);
    case 'revote': {
      const voters = livingSeats(s).filter((seat) => s.setup.preset === 'city' || !tied.includes(seat));
      return beginRound(s, 'revote', tied, voters, now, fx);
    }
    case 'eliminateAll':
      return beginRound(s, 'eliminateAll', tied, livingSeats(s), now, fx);
    case 'lot':
      return startLot(s, tied, now, fx);
    default:
      return startPeaceful(s, now, fx);
  }
}

/** Seed 003 «Временные ограничения»: 15 s each, 10 s when four or more are tied. */
export function nextJustification(s: GameState, now: number, fx: Effect[]): void {
  const next = s.queue[0];
  s.queue = s.queue.slice(1);
  const tied = s.tied.filter((seat) => isAlive(s, seat));
  if (next === undefined) return beginRound(s, 'revote', tied, livingSeats(s), now, fx);
  s.speaker = next;
  enter(s, 'justification');
  setTimer(s, timerMs(s, tied.length >= 4 ? 'justificationMany' : 'justification'), now);
  fx.push({ type: 'narrate', line: 'justificationTurn', params: { seat: next } });
}

/** Seed 000 rule 8: the coin decides between the tied, uniformly (seeded). */
function startLot(s: GameState, between: number[], now: number, fx: Effect[]): void {
  if (between.length === 0) return startPeaceful(s, now, fx);
  s.lot = { between, chosen: pick(s, between) };
  enter(s, 'lot');
  setTimer(s, timerMs(s, 'lot'), now);
  fx.push({ type: 'sound', name: 'coin' }, { type: 'narrate', line: 'lotStart', params: { seats: between.join(', ') } });
}

/** The coin lands. If the chosen player left meanwhile (warnings), nobody else goes. */
export function endLot(s: GameState, now: number, fx: Effect[]): void {
  const chosen = s.lot!.chosen;
  if (!isAlive(s, chosen)) return startPeaceful(s, now, fx);
  killSeat(s, chosen, 'voted');
  fx.push({ type: 'narrate', line: 'lotResult', params: { seat: chosen } });
  if (checkWin(s, fx)) return;
  startLastWords(s, hasLastWord(s, chosen, true) ? [chosen] : [], 'night', now, fx);
}
