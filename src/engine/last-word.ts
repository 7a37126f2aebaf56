/** Last words: the classic last word (with a guess or a revealed check) and City's farewell. */
import type { Effect, Rejection } from './types';
import { enter, isAlive, roleAt, seatCount, setTimer, timerMs, type GameState } from './state';
import { startDay } from './day';
import { startNight } from './night';

const reject = (code: Rejection['code'], detail: string): Rejection => ({ code, detail });

export type LastWordKind = 'guess' | 'check' | 'plain';

/**
 * Who speaks on leaving. City (seed 003): whoever is eliminated by day, never
 * the night's dead. Classic: a town player voted out (seed 000 rule 9; the
 * Doctor and Putana count as civilians), never the Mafia (rule 10) nor the
 * Maniac; the Commissar whenever he leaves by vote or by night (seed 000
 * «Функции Комиссара»). Removal by warnings gives no last word.
 */
export function hasLastWord(s: GameState, seat: number, byVote: boolean): boolean {
  const role = roleAt(s, seat);
  if (s.setup.preset === 'city') return byVote;
  if (role === 'commissar') return true;
  return byVote && (role === 'civilian' || role === 'doctor' || role === 'putana');
}

export function lastWordKind(s: GameState, seat: number): LastWordKind {
  if (s.setup.preset === 'city') return 'plain';
  return roleAt(s, seat) === 'commissar' ? 'check' : 'guess';
}

export function startLastWords(s: GameState, seats: readonly number[], then: 'day' | 'night', now: number, fx: Effect[]): void {
  s.lastWords = seats.slice();
  s.lastWordsThen = then;
  nextLastWord(s, now, fx);
}

export function nextLastWord(s: GameState, now: number, fx: Effect[]): void {
  const next = s.lastWords[0];
  s.lastWords = s.lastWords.slice(1);
  if (next === undefined) {
    s.speaker = 0;
    if (s.lastWordsThen === 'day') startDay(s, now, fx);
    else startNight(s, now, fx);
    return;
  }
  s.speaker = next;
  s.lastGuess = 0;
  s.revealedCheck = null;
  enter(s, 'lastWord');
  const city = s.setup.preset === 'city';
  setTimer(s, timerMs(s, city ? 'farewell' : 'lastWord'), now);
  fx.push({ type: 'narrate', line: city ? 'farewell' : 'lastWord', params: { seat: next } });
}

function speakerGuard(s: GameState, seat: number, kind: LastWordKind): Rejection | null {
  if (s.phase !== 'lastWord') return reject('wrongPhase', 'no last word is running');
  if (s.speaker !== seat) return reject('notYourTurn', 'only the departing player speaks');
  if (lastWordKind(s, seat) !== kind) return reject('wrongPhase', 'this last word has no such choice');
  return null;
}

/** Seed 000 rule 9: a departing civilian may name one suspected mafia; shown, not counted. */
export function lastGuess(s: GameState, seat: number, target: number, fx: Effect[]): Rejection | null {
  const guard = speakerGuard(s, seat, 'guess');
  if (guard) return guard;
  if (s.lastGuess) return reject('alreadyVoted', 'the guess is made');
  if (target < 1 || target > seatCount(s)) return reject('unknownSeat', 'no such seat');
  if (!isAlive(s, target)) return reject('invalidTarget', 'that player has left the table');
  s.lastGuess = target;
  fx.push({ type: 'narrate', line: 'lastGuess', params: { seat, target } });
  return null;
}

/** Seed 000 «Функции Комиссара»: the departing Commissar may name one checked player and the answer. */
export function revealCheck(s: GameState, seat: number, target: number, fx: Effect[]): Rejection | null {
  const guard = speakerGuard(s, seat, 'check');
  if (guard) return guard;
  if (s.revealedCheck) return reject('alreadyVoted', 'a check is revealed');
  const check = s.checks[seat - 1]!.find((c) => c.target === target && c.question === 'isMafia');
  if (!check) return reject('invalidTarget', 'not one of your checks');
  s.revealedCheck = { target, isMafia: check.answer };
  fx.push({ type: 'narrate', line: 'revealCheck', params: { seat, target, verdict: check.answer ? 'mafia' : 'town' } });
  return null;
}
