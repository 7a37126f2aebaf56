/** The day: speeches in seat order, City's nominations and discussion, and the quiet pause before night. */
import type { Effect, Rejection } from './types';
import { enter, isAlive, livingSeats, noteAloud, seatCount, seconds, setAt, setTimer, timerMs, editToday, type GameState } from './state';
import type { Stage } from './stage';

const reject = (code: Rejection['code'], detail: string): Rejection => ({ code, detail });

/**
 * Who opens the day. Seed 003 «День»: «Каждый новый круг начинает говорить
 * следующий номер» — day 1 from seat 1, each later day from the next living
 * seat after the one who opened the day before. Classic (seed 000 gives no
 * order) follows the same club convention, so seat 1 does not always start.
 */
export function openerOf(s: GameState): number {
  const n = seatCount(s);
  for (let k = 1; k <= n; k++) {
    const seat = (((s.opener ?? 0) + k - 1) % n) + 1;
    if (isAlive(s, seat)) return seat;
  }
  return 0;
}

function speechOrder(s: GameState, opener: number): number[] {
  const n = seatCount(s);
  const order: number[] = [];
  for (let k = 0; k < n; k++) {
    const seat = ((opener - 1 + k) % n) + 1;
    if (isAlive(s, seat)) order.push(seat);
  }
  return order;
}

export function startDay(s: GameState, now: number, fx: Effect[]): Stage | null {
  const opener = openerOf(s);
  s.opener = opener || undefined;
  const day = editToday(s);
  day.queue = speechOrder(s, opener);
  day.nominees = [];
  day.nominated = new Array<number>(seatCount(s)).fill(0);
  return nextSpeech(s, now, fx);
}

/** The next speaker in seat order; after the last, City's discussion or classic's vote. */
export function nextSpeech(s: GameState, now: number, fx: Effect[]): Stage | null {
  const day = editToday(s);
  const next = day.queue[0];
  day.queue = day.queue.slice(1);
  day.speaker = next;
  if (next === undefined) return s.setup.preset === 'city' ? 'discussion' : 'vote';
  enter(s, 'speech');
  const ms = timerMs(s, 'speech');
  setTimer(s, ms, now);
  fx.push({ type: 'narrate', line: 'speechTurn', params: { seat: next, seconds: seconds(ms) } });
  return null;
}

/** City (seed 003 «День»): two minutes of open talk, «балаган». */
export function startDiscussion(s: GameState, now: number, fx: Effect[]): Stage | null {
  enter(s, 'discussion');
  editToday(s).doneTalking = s.alive.map(() => false);
  const ms = timerMs(s, 'discussion');
  setTimer(s, ms, now);
  fx.push({ type: 'narrate', line: 'discussion', params: { seconds: seconds(ms) } });
  return null;
}

export const endDiscussion = (): Stage => 'vote';

/**
 * «Спасибо» in the balagan (D7): this player is done talking. Once every
 * living player is, the discussion ends, as a speech does; saying it again changes nothing.
 */
export function doneTalking(s: GameState, seat: number): 'ends' | null {
  let done = s.today!.doneTalking ?? s.alive.map(() => false);
  if (!done[seat - 1]) editToday(s).doneTalking = done = setAt(done, seat - 1, true);
  return livingSeats(s).every((living) => done[living - 1]) ? 'ends' : null;
}

/** City: a day without elimination waits 10 s before night (seed 003 «Временные ограничения»). */
export function startPeaceful(s: GameState, now: number): Stage | null {
  enter(s, 'peacefulPause');
  if (s.today?.speaker !== undefined) editToday(s).speaker = undefined;
  setTimer(s, timerMs(s, 'peacefulPause'), now);
  return null;
}

export const endPeaceful = (): Stage => 'night';

/**
 * City (D6): the speaker may nominate one living player other than himself
 * during his own speech. In clubs a nomination is final once said,
 * and a player already on the list cannot be put there again.
 */
export function nominate(s: GameState, seat: number, target: number): Rejection | null {
  if (s.setup.preset !== 'city') return reject('wrongPhase', 'classic has no nominations');
  if (s.phase !== 'speech') return reject('wrongPhase', 'nominations happen during speeches');
  const day = s.today!;
  if (day.speaker !== seat) return reject('notYourTurn', 'only the speaker nominates');
  if (target < 1 || target > seatCount(s)) return reject('unknownSeat', 'no such seat');
  if (!isAlive(s, target)) return reject('invalidTarget', 'that player has left the table');
  if (target === seat) return reject('invalidTarget', 'self');
  const nominated = day.nominated!;
  if (nominated[seat - 1]) return reject('alreadyVoted', 'a nomination is final');
  if (day.nominees.includes(target)) return reject('invalidTarget', 'already nominated');
  const next = editToday(s);
  next.nominees = [...day.nominees, target];
  next.nominated = setAt(nominated, seat - 1, target);
  noteAloud(s, 'nominations', { day: s.day, by: seat, target });
  return null;
}
