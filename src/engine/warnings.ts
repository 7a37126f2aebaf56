/**
 * Warnings and removals: the host's own calls (seed 000 rules 13–17, and 5′,
 * 15, 16 for removal at once). Never automatic: a phone that slept through a
 * vote is no offence (V2).
 */
import type { Effect, Rejection } from './types';
import { editParting, editToday, editVoting, isAlive, killSeat, setAt, speakerOf, type GameState } from './state';
import { dropFromRound } from './vote';

/** The running turn belonged to a player who just left: the flow ends it. */
export type Leaving = { endsTurn: boolean };

/** A player leaves by the host's call: out of the running round, off the nominees and the tied. */
function leave(s: GameState, seat: number, cause: 'warnings' | 'removed', fx: Effect[]): Leaving {
  killSeat(s, seat, cause);
  fx.push({ type: 'narrate', line: cause === 'warnings' ? 'removedByWarnings' : 'removedByHost', params: { seat } });
  const { today, voting, parting } = s;
  if (today?.nominees.includes(seat)) editToday(s).nominees = today.nominees.filter((n) => n !== seat);
  if (voting?.tied.includes(seat)) editVoting(s).tied = voting.tied.filter((t) => t !== seat);
  if (parting?.queue.includes(seat)) editParting(s).queue = parting.queue.filter((t) => t !== seat);
  if (s.voting?.round) dropFromRound(s, seat);
  const turn = s.phase === 'speech' || s.phase === 'justification' || s.phase === 'lastWord';
  return { endsTurn: turn && speakerOf(s) === seat };
}

/** Seed 000 rule 17: the second warning removes the player. */
export function warn(s: GameState, seat: number, fx: Effect[]): Rejection | Leaving {
  if (!isAlive(s, seat)) return { code: 'deadActor', detail: 'that player has left the table' };
  const count = s.warnings[seat - 1]! + 1;
  s.warnings = setAt(s.warnings, seat - 1, count);
  fx.push({ type: 'sound', name: 'warning' }, { type: 'narrate', line: 'warning', params: { seat, count } });
  return count < 2 ? { endsTurn: false } : leave(s, seat, 'warnings', fx);
}

export function remove(s: GameState, seat: number, fx: Effect[]): Rejection | Leaving {
  if (!isAlive(s, seat)) return { code: 'deadActor', detail: 'that player has left the table' };
  return leave(s, seat, 'removed', fx);
}
