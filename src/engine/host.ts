/**
 * The host's actions: timeout, the narrator's "said", pause and resume, extend,
 * skip, warnings and removals, a redeal, ending the game — and the narration
 * cue that holds a phase's clock until its opening lines have been said.
 */
import type { Effect, HostAction, NarrateEffect, Rejection } from './types';
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
 * for them (H4: narration must not eat the players' time). Its whole
 * length waits in `cueMs`; the deadline meanwhile is the narrator's limit.
 * Opened while paused (a skip), the whole length waits in the pause, and the
 * lines are said on Resume.
 */
export function cue(s: GameState, seqBefore: number, now: number, fx: Effect[]): void {
  if (s.seq === seqBefore || s.phase === 'gameOver') return;
  const lines = fx.filter((effect): effect is NarrateEffect => effect.type === 'narrate');
  if (lines.length === 0) return;
  if (s.paused) {
    if (s.remainingMs === null) return;
  } else {
    if (s.deadline === null) return;
    s.cueMs = s.deadline - now;
    s.deadline = now + NARRATION_LIMIT_MS;
  }
  s.narrating = true;
  s.cueLines = lines;
}

/** The lines are said (or the narrator's limit passed): the phase's own clock starts now. */
function startClock(s: GameState, now: number): void {
  s.deadline = now + s.cueMs;
  s.narrating = false;
  s.cueMs = 0;
  s.cueLines = [];
}

/**
 * The TV has said the lines of phase `seq`: its clock starts. Refused while
 * paused: the pause cut them, and Resume has them said again.
 */
function narrated(s: GameState, seq: number, now: number): Rejection | null {
  if (s.paused) return reject('paused', 'the lines are said again on Resume');
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

/**
 * Pause freezes the timer: what is left waits in remainingMs (all of it, if the
 * narrator was still speaking — the phase stays `narrating`, its lines unsaid).
 */
function pause(s: GameState, now: number, fx: Effect[]): Rejection | null {
  if (s.paused) return reject('paused', 'already paused');
  s.paused = true;
  s.remainingMs = s.narrating ? s.cueMs : s.deadline === null ? null : Math.max(0, s.deadline - now);
  s.deadline = null;
  s.cueMs = 0;
  fx.push({ type: 'narrate', line: 'paused' });
  return null;
}

/**
 * Resume. If the pause cut the lines that opened the phase («Слово получает
 * номер 3…»), they are said again after «Продолжаем.», and the clock waits for
 * them as it did the first time: the table hears whose turn it is before it runs.
 */
function resume(s: GameState, now: number, fx: Effect[]): Rejection | null {
  if (!s.paused) return reject('notPaused', 'the game is not paused');
  s.paused = false;
  fx.push({ type: 'narrate', line: 'resumed' });
  if (s.narrating && s.remainingMs !== null) {
    s.cueMs = s.remainingMs;
    s.deadline = now + NARRATION_LIMIT_MS;
    fx.push(...s.cueLines);
  } else {
    s.narrating = false;
    s.deadline = s.remainingMs === null ? null : now + s.remainingMs;
  }
  s.remainingMs = null;
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
