/**
 * The host's actions: timeout, the narrator's "said", pause and resume, extend,
 * skip, warnings and removals, a redeal, ending the game — and the narration
 * cue that holds a phase's clock until its opening lines have been said.
 */
import type { Effect, HostAction, Rejection } from './types';
import { seatCount, type GameState } from './state';
import { endPhase } from './flow';
import { redeal } from './deal';
import { remove, warn } from './warnings';
import { checkWin, finish } from './win';

const reject = (code: Rejection['code'], detail: string): Rejection => ({ code, detail });

/**
 * How long a phase's clock waits for the TV to say its lines before it starts
 * anyway (a TV without a narrator, or one that lost the lines in a reload).
 * Real time, like speech: timerScale does not apply.
 */
export const NARRATION_LIMIT_MS = 30_000;

/**
 * A step that opened a timed phase with lines to say: the phase's clock waits
 * for them (issue 16: narration must not eat the players' time). Its whole
 * length waits in `cueMs`; the deadline meanwhile is the narrator's limit.
 */
export function cue(s: GameState, seqBefore: number, now: number, fx: Effect[]): void {
  if (s.seq === seqBefore || s.paused || s.deadline === null || s.phase === 'gameOver') return;
  if (!fx.some((effect) => effect.type === 'narrate')) return;
  s.cueMs = s.deadline - now;
  s.narrating = true;
  s.deadline = now + NARRATION_LIMIT_MS;
}

/** The lines are said (or the narrator's limit passed): the phase's own clock starts now. */
function startClock(s: GameState, now: number): void {
  s.deadline = now + s.cueMs;
  s.narrating = false;
  s.cueMs = 0;
}

function narrated(s: GameState, seq: number, now: number): Rejection | null {
  if (!s.narrating || seq !== s.seq) return reject('wrongPhase', 'no clock waits for those lines');
  startClock(s, now);
  return null;
}

/**
 * A timeout is accepted only once the deadline has passed (`now >= deadline`);
 * an early one is refused with 'early' and changes nothing.
 */
function timeout(s: GameState, now: number, fx: Effect[]): Rejection | null {
  if (s.paused) return reject('paused', 'the timer is frozen');
  if (s.deadline === null) return reject('wrongPhase', 'no timer is running');
  if (now < s.deadline) return reject('early', `the timer runs ${s.deadline - now} ms more`);
  if (s.narrating) startClock(s, now);
  else endPhase(s, now, fx);
  return null;
}

/** Pause freezes the timer: what is left waits in remainingMs (all of it, if the narrator was still speaking). */
function pause(s: GameState, now: number, fx: Effect[]): Rejection | null {
  if (s.paused) return reject('paused', 'already paused');
  s.paused = true;
  s.remainingMs = s.narrating ? s.cueMs : s.deadline === null ? null : Math.max(0, s.deadline - now);
  s.deadline = null;
  s.narrating = false;
  s.cueMs = 0;
  fx.push({ type: 'narrate', line: 'paused' });
  return null;
}

function resume(s: GameState, now: number, fx: Effect[]): Rejection | null {
  if (!s.paused) return reject('notPaused', 'the game is not paused');
  s.paused = false;
  s.deadline = s.remainingMs === null ? null : now + s.remainingMs;
  s.remainingMs = null;
  fx.push({ type: 'narrate', line: 'resumed' });
  return null;
}

/** Extra time is given in real seconds (timerScale does not apply to the host's own choice). */
function extend(s: GameState, seconds: number, fx: Effect[]): Rejection | null {
  const ms = Math.round(seconds * 1000);
  if (s.paused) s.remainingMs = (s.remainingMs ?? 0) + ms;
  else if (s.narrating) s.cueMs += ms;
  else if (s.deadline !== null) s.deadline += ms;
  else return reject('wrongPhase', 'no timer is running');
  fx.push({ type: 'narrate', line: 'extended', params: { seconds } });
  return null;
}

/** A warning or a removal; a removed speaker's turn ends, a removed voter's round goes on without him. */
function sendAway(s: GameState, seat: number, kind: 'warn' | 'remove', now: number, fx: Effect[]): Rejection | null {
  if (seat < 1 || seat > seatCount(s)) return reject('unknownSeat', 'no such seat');
  const result = kind === 'warn' ? warn(s, seat, fx) : remove(s, seat, fx);
  if ('code' in result) return result;
  if (checkWin(s, fx)) return null;
  if (result.endsTurn) endPhase(s, now, fx);
  return null;
}

export function hostStep(s: GameState, action: HostAction, now: number, fx: Effect[]): Rejection | null {
  switch (action.type) {
    case 'timeout':
      return timeout(s, now, fx);
    case 'narrated':
      return narrated(s, action.seq, now);
    case 'skip':
      endPhase(s, now, fx);
      return null;
    case 'pause':
      return pause(s, now, fx);
    case 'resume':
      return resume(s, now, fx);
    case 'extend':
      return extend(s, action.seconds, fx);
    case 'warn':
    case 'remove':
      return sendAway(s, action.seat, action.type, now, fx);
    case 'redeal':
      return redeal(s, now, fx);
    case 'endGame':
      finish(s, null, fx);
      return null;
  }
}
