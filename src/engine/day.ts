/** The day: speeches in seat order, City's nominations and discussion. */
import type { Effect, Rejection } from './types';
import { enter, isAlive, seatCount, setAt, setTimer, timerMs, type GameState } from './state';
import { nextLastWord } from './last-word';
import { startVote } from './vote';
import { startNight } from './night';

const reject = (code: Rejection['code'], detail: string): Rejection => ({ code, detail });

/** After the morning (and a night-killed Commissar's last word) the speeches begin. */
export function endMorning(s: GameState, now: number, fx: Effect[]): void {
  if (s.lastWords.length > 0) nextLastWord(s, now, fx);
  else startDay(s, now, fx);
}

/**
 * Seat order. Classic (issue) starts at the first living seat every day. City
 * (seed 003 «День»: «Каждый новый круг начинает говорить следующий номер»):
 * day d starts at seat d (wrapping), or the next living seat after it.
 */
function speechOrder(s: GameState): number[] {
  const n = seatCount(s);
  const start = s.setup.preset === 'city' ? (s.day - 1) % n : 0;
  const order: number[] = [];
  for (let k = 0; k < n; k++) {
    const seat = ((start + k) % n) + 1;
    if (isAlive(s, seat)) order.push(seat);
  }
  return order;
}

export function startDay(s: GameState, now: number, fx: Effect[]): void {
  s.queue = speechOrder(s);
  s.nominees = [];
  s.nominated = s.nominated.map(() => 0);
  nextSpeech(s, now, fx);
}

export function nextSpeech(s: GameState, now: number, fx: Effect[]): void {
  const next = s.queue[0];
  s.queue = s.queue.slice(1);
  if (next === undefined) {
    s.speaker = 0;
    if (s.setup.preset === 'city') startDiscussion(s, now, fx);
    else startVote(s, now, fx);
    return;
  }
  s.speaker = next;
  enter(s, 'speech');
  setTimer(s, timerMs(s, 'speech'), now);
  fx.push({ type: 'narrate', line: 'speechTurn', params: { seat: next } });
}

/** City (seed 003 «День»): two minutes of open talk, «балаган». */
function startDiscussion(s: GameState, now: number, fx: Effect[]): void {
  enter(s, 'discussion');
  setTimer(s, timerMs(s, 'discussion'), now);
  fx.push({ type: 'narrate', line: 'discussion' });
}

/** City: a day without elimination waits 10 s before night (seed 003 «Временные ограничения»). */
export function startPeaceful(s: GameState, now: number, _fx: Effect[]): void {
  enter(s, 'peacefulPause');
  s.speaker = 0;
  setTimer(s, timerMs(s, 'peacefulPause'), now);
}

export function endPeaceful(s: GameState, now: number, fx: Effect[]): void {
  startNight(s, now, fx);
}

/**
 * City (issue): the speaker may nominate one living player other than himself
 * during his own speech; nominating again replaces his own nominee. A player
 * someone else nominated is already on the list.
 */
export function nominate(s: GameState, seat: number, target: number): Rejection | null {
  if (s.setup.preset !== 'city') return reject('wrongPhase', 'classic has no nominations');
  if (s.phase !== 'speech') return reject('wrongPhase', 'nominations happen during speeches');
  if (s.speaker !== seat) return reject('notYourTurn', 'only the speaker nominates');
  if (target < 1 || target > seatCount(s)) return reject('unknownSeat', 'no such seat');
  if (!isAlive(s, target)) return reject('invalidTarget', 'that player has left the table');
  if (target === seat) return reject('invalidTarget', 'self');
  const own = s.nominated[seat - 1]!;
  if (own === target) return null;
  if (s.nominees.includes(target)) return reject('invalidTarget', 'already nominated');
  s.nominees = [...s.nominees.filter((n) => n !== own), target];
  s.nominated = setAt(s.nominated, seat - 1, target);
  return null;
}
