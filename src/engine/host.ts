/** The host's actions: timeout, pause and resume, extend, skip, warnings, ending the game. */
import type { Effect, HostAction, Rejection } from './types';
import { seatCount, type GameState } from './state';
import { runTimeout } from './timeout';
import { warn } from './warnings';
import { finish } from './win';

const reject = (code: Rejection['code'], detail: string): Rejection => ({ code, detail });

/**
 * A timeout is accepted only once the deadline has passed (`now >= deadline`);
 * an early one is refused with 'early' and changes nothing.
 */
function timeout(s: GameState, now: number, fx: Effect[]): Rejection | null {
  if (s.paused) return reject('paused', 'the timer is frozen');
  if (s.deadline === null) return reject('wrongPhase', 'no timer is running');
  if (now < s.deadline) return reject('early', `the timer runs ${s.deadline - now} ms more`);
  runTimeout(s, now, fx);
  return null;
}

/** Pause freezes the timer: what is left waits in remainingMs. */
function pause(s: GameState, now: number, fx: Effect[]): Rejection | null {
  if (s.paused) return reject('paused', 'already paused');
  s.paused = true;
  s.remainingMs = s.deadline === null ? null : Math.max(0, s.deadline - now);
  s.deadline = null;
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
  else if (s.deadline !== null) s.deadline += ms;
  else return reject('wrongPhase', 'no timer is running');
  fx.push({ type: 'narrate', line: 'extended', params: { seconds } });
  return null;
}

export function hostStep(s: GameState, action: HostAction, now: number, fx: Effect[]): Rejection | null {
  switch (action.type) {
    case 'timeout':
      return timeout(s, now, fx);
    case 'skip':
      runTimeout(s, now, fx);
      return null;
    case 'pause':
      return pause(s, now, fx);
    case 'resume':
      return resume(s, now, fx);
    case 'extend':
      return extend(s, action.seconds, fx);
    case 'warn':
      if (action.seat < 1 || action.seat > seatCount(s)) return reject('unknownSeat', 'no such seat');
      return warn(s, action.seat, now, fx);
    case 'endGame':
      finish(s, null, fx);
      return null;
  }
}
