/** Last words: the classic last word (with a guess or a revealed check) and City's farewell. */
import type { Effect, Rejection } from './types';
import { enter, isAlive, noteAloud, roleAt, seatCount, seconds, setTimer, timerMs, speakerOf, editParting, editToday, type GameState } from './state';
import type { Stage } from './stage';

const reject = (code: Rejection['code'], detail: string): Rejection => ({ code, detail });

export type LastWordKind = 'guess' | 'check' | 'plain';

/**
 * Who speaks on leaving. City (seed 003): whoever is eliminated by day, never
 * the night's dead. Classic with cards shown: a town player voted out (seed 000
 * rule 9; the Doctor and Putana count as civilians), never the Mafia (rule 10)
 * nor the Maniac; the Commissar whenever he leaves, by vote or by night (seed
 * 000 «Функции Комиссара»). Classic with cards hidden: the same rule would turn
 * the card (a silent exit would say "mafia", a night-killed speaker
 * "Commissar"), so everyone voted out speaks, and everyone killed at night does
 * when a Commissar is in the deck. Removal by the host gives no last word.
 */
export function hasLastWord(s: GameState, seat: number, byVote: boolean): boolean {
  const role = roleAt(s, seat);
  if (s.setup.preset === 'city') return byVote;
  if (!s.setup.revealOnDeath) return byVote || s.roles.includes('commissar');
  if (role === 'commissar') return true;
  return byVote && (role === 'civilian' || role === 'doctor' || role === 'putana');
}

export function lastWordKind(s: GameState, seat: number): LastWordKind {
  if (s.setup.preset === 'city') return 'plain';
  return roleAt(s, seat) === 'commissar' ? 'check' : 'guess';
}

/** Starts the queued last words (`s.parting`); with none, play goes where they would have led. */
export function startLastWords(s: GameState, now: number, fx: Effect[]): Stage | null {
  return nextLastWord(s, now, fx);
}

/** The next departing player speaks, or (none left) the day or the night follows. */
export function nextLastWord(s: GameState, now: number, fx: Effect[]): Stage | null {
  const parting = s.parting;
  const next = parting?.queue[0];
  editToday(s).speaker = next;
  if (next === undefined) return parting?.then === 'day' ? 'day' : 'night';
  // Each speaker's own guess or check: the one before him is no longer shown.
  const words = editParting(s);
  words.queue = parting!.queue.slice(1);
  words.guess = undefined;
  words.revealedCheck = undefined;
  enter(s, 'lastWord');
  const city = s.setup.preset === 'city';
  const ms = timerMs(s, city ? 'farewell' : 'lastWord');
  setTimer(s, ms, now);
  fx.push({ type: 'narrate', line: city ? 'farewell' : 'lastWord', params: { seat: next, seconds: seconds(ms) } });
  return null;
}

function speakerGuard(s: GameState, seat: number, kind: LastWordKind): Rejection | null {
  if (s.phase !== 'lastWord') return reject('wrongPhase', 'no last word is running');
  if (speakerOf(s) !== seat) return reject('notYourTurn', 'only the departing player speaks');
  if (lastWordKind(s, seat) !== kind) return reject('wrongPhase', 'this last word has no such choice');
  return null;
}

/** Seed 000 rule 9: a departing player may make his last guess of one mafia; shown, not counted. */
export function lastGuess(s: GameState, seat: number, target: number, fx: Effect[]): Rejection | null {
  const guard = speakerGuard(s, seat, 'guess');
  if (guard) return guard;
  const parting = s.parting!;
  if (parting.guess) return reject('alreadyVoted', 'the guess is made');
  if (target < 1 || target > seatCount(s)) return reject('unknownSeat', 'no such seat');
  if (!isAlive(s, target)) return reject('invalidTarget', 'that player has left the table');
  editParting(s).guess = target;
  noteAloud(s, 'lastGuesses', { day: s.day, by: seat, target });
  fx.push({ type: 'narrate', line: 'lastGuess', params: { seat, target } });
  return null;
}

/** Seed 000 «Функции Комиссара»: the departing Commissar may name one checked player and the answer. */
export function revealCheck(s: GameState, seat: number, target: number, fx: Effect[]): Rejection | null {
  const guard = speakerGuard(s, seat, 'check');
  if (guard) return guard;
  const parting = s.parting!;
  if (parting.revealedCheck) return reject('alreadyVoted', 'a check is revealed');
  const check = s.checks[seat - 1]!.find((c) => c.target === target && c.question === 'isMafia');
  if (!check) return reject('invalidTarget', 'not one of your checks');
  editParting(s).revealedCheck = { target, isMafia: check.answer };
  noteAloud(s, 'revealedChecks', { by: seat, target, isMafia: check.answer });
  fx.push({ type: 'narrate', line: 'revealCheck', params: { seat, target, verdict: check.answer ? 'mafia' : 'town' } });
  return null;
}
