/**
 * The one entry for change. A public entry: the action is checked for shape
 * first, then the rules guard it; a refused action leaves the state as it was.
 */
import type { Action, Effect, Rejection, SeatAction, StepResult } from './types';
import { draft, isAlive, sameState, seatCount, speakerOf, type GameState } from './state';
import { cue, hostStep } from './host';
import { nightPick } from './night-roles';
import { doneTalking, nominate } from './day';
import { allVoted, castBallot, castEliminateAll } from './vote';
import { lastGuess, revealCheck } from './last-word';
import { cardSeen } from './deal';
import { endPhase } from './flow';
import { malformedStatement, say } from './statements';
import { isInt } from './is-int';

const reject = (code: Rejection['code'], detail: string): Rejection => ({ code, detail });

const SEAT_ACTIONS = new Set(['nightPick', 'thankYou', 'cardSeen', 'nominate', 'vote', 'eliminateAllVote', 'lastGuess', 'revealCheck', 'say']);
const HOST_ACTIONS = new Set(['timeout', 'narrated', 'pause', 'resume', 'extend', 'skip', 'warn', 'remove', 'redeal', 'endGame']);
const TARGETED = new Set(['nominate', 'vote', 'lastGuess', 'revealCheck']);
const SEATED_HOST_ACTIONS = new Set(['warn', 'remove']);

/** Shape only: types of fields, never the rules. */
export function malformed(action: unknown): Rejection | null {
  if (typeof action !== 'object' || action === null) return reject('malformed', 'an action is an object');
  const a = action as Record<string, unknown>;
  const type = a.type;
  if (typeof type !== 'string' || (!SEAT_ACTIONS.has(type) && !HOST_ACTIONS.has(type))) {
    return reject('malformed', 'unknown action type');
  }
  if ((SEAT_ACTIONS.has(type) || SEATED_HOST_ACTIONS.has(type)) && !isInt(a.seat)) return reject('malformed', 'seat must be an integer');
  if (TARGETED.has(type) && !isInt(a.target)) return reject('malformed', 'target must be an integer');
  if (type === 'nightPick' && a.target !== null && !isInt(a.target)) return reject('malformed', 'target must be an integer or null');
  if (type === 'eliminateAllVote' && typeof a.yes !== 'boolean') return reject('malformed', 'yes must be a boolean');
  if (type === 'say') return malformedStatement(a.statement);
  if (type === 'narrated' && !isInt(a.seq)) return reject('malformed', 'seq must be an integer');
  if (type === 'extend') {
    const sec = a.seconds;
    if (typeof sec !== 'number' || !Number.isFinite(sec) || sec <= 0 || sec > 600) return reject('malformed', 'seconds must be 0 < s <= 600');
  }
  return null;
}

/** «Спасибо»: the speaker (or the departing player) ends his own turn early; in the balagan, one player is done. */
function thankYou(s: GameState, seat: number): Rejection | 'ends' | null {
  if (s.phase === 'discussion') return doneTalking(s, seat);
  const turn = s.phase === 'speech' || s.phase === 'justification' || s.phase === 'lastWord';
  if (!turn) return reject('wrongPhase', 'nobody is speaking');
  if (speakerOf(s) !== seat) return reject('notYourTurn', 'only the speaker ends his turn');
  return 'ends';
}

/** A seat's action: null (done), 'ends' (the phase is over: every voter voted, every card seen, the speaker thanked). */
function seatRule(s: GameState, action: SeatAction, fx: Effect[]): Rejection | null | 'ends' {
  const seat = action.seat;
  switch (action.type) {
    case 'nightPick':
      return nightPick(s, seat, action.target);
    case 'thankYou':
      return thankYou(s, seat);
    case 'cardSeen': {
      const seen = cardSeen(s, seat);
      return seen === true ? 'ends' : seen || null;
    }
    case 'nominate':
      return nominate(s, seat, action.target);
    case 'vote':
      return castBallot(s, seat, action.target) ?? (allVoted(s) ? 'ends' : null);
    case 'eliminateAllVote':
      return castEliminateAll(s, seat, action.yes) ?? (allVoted(s) ? 'ends' : null);
    case 'lastGuess':
      return lastGuess(s, seat, action.target, fx);
    case 'revealCheck':
      return revealCheck(s, seat, action.target, fx);
    case 'say':
      return say(s, seat, action.statement, fx);
  }
}

function seatStep(s: GameState, action: SeatAction, now: number, fx: Effect[]): Rejection | null {
  const seat = action.seat;
  if (seat < 1 || seat > seatCount(s)) return reject('unknownSeat', 'no such seat');
  if (s.paused) return reject('paused', 'the game is paused');
  const ownLastWord = s.phase === 'lastWord' && speakerOf(s) === seat;
  if (!isAlive(s, seat) && !ownLastWord) return reject('deadActor', 'players who left the table cannot act');
  if (s.deadline !== null && now >= s.deadline) return reject('late', 'the time for this is up');
  const outcome = seatRule(s, action, fx);
  if (outcome === 'ends') {
    endPhase(s, now, fx);
    return null;
  }
  return outcome;
}

/** Given a state and an action at `now`, the next state and its effects, or a rejection (the input is never changed). */
export function step(state: GameState, action: Action, now: number): StepResult {
  const bad = malformed(action) ?? (Number.isFinite(now) ? null : reject('malformed', 'now must be epoch ms'));
  if (bad) return { ok: false, rejection: bad };
  if (state.phase === 'gameOver') return { ok: false, rejection: reject('gameOver', 'the game is over') };
  const s = draft(state);
  const fx: Effect[] = [];
  const rejection = SEAT_ACTIONS.has(action.type)
    ? seatStep(s, action as SeatAction, now, fx)
    : hostStep(s, action as Exclude<Action, SeatAction>, now, fx);
  if (rejection) return { ok: false, rejection };
  cue(s, state.seq, now, fx);
  // Nothing changed (the same pick again): the very same state, so the host need not save or send.
  if (fx.length === 0 && sameState(s, state)) return { ok: true, state, effects: fx };
  return { ok: true, state: s, effects: fx };
}
