/** Warnings (seed 000 rules 13–17): the second removes the player, and his card is shown. */
import type { Effect, Rejection } from './types';
import { isAlive, killSeat, setAt, type GameState } from './state';
import { checkWin } from './win';
import { nextSpeech } from './day';
import { nextJustification } from './vote-result';
import { dropFromRound } from './vote';

/** Adds a warning; true when it was the second and the player left the table. */
export function addWarning(s: GameState, seat: number, fx: Effect[]): boolean {
  const count = s.warnings[seat - 1]! + 1;
  s.warnings = setAt(s.warnings, seat - 1, count);
  fx.push({ type: 'sound', name: 'warning' }, { type: 'narrate', line: 'warning', params: { seat, count } });
  if (count < 2) return false;
  killSeat(s, seat, 'warnings');
  fx.push({ type: 'narrate', line: 'removedByWarnings', params: { seat } });
  return true;
}

/** The host's warning; a removed player's turn ends and the running vote goes on without him. */
export function warn(s: GameState, seat: number, now: number, fx: Effect[]): Rejection | null {
  if (!isAlive(s, seat)) return { code: 'deadActor', detail: 'that player has left the table' };
  if (!addWarning(s, seat, fx) || checkWin(s, fx)) return null;
  s.nominees = s.nominees.filter((n) => n !== seat);
  s.tied = s.tied.filter((t) => t !== seat);
  if (s.speaker === seat && s.phase === 'speech') nextSpeech(s, now, fx);
  else if (s.speaker === seat && s.phase === 'justification') nextJustification(s, now, fx);
  else if (s.round !== null) dropFromRound(s, seat, now, fx);
  return null;
}
