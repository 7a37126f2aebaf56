/**
 * Before night 1: everyone looks at his card. Until the deal, nightfall and the
 * acquaintance came in one breath, and new mafia read their card during their
 * own meeting (S11). The phase ends when every player has looked, or when
 * its generous time is up; the host may deal again (seed 000 rule 5: a card
 * was seen).
 */
import type { Effect, Rejection } from './types';
import { enter, seconds, setAt, setTimer, timerMs, type GameState } from './state';
import { shuffle } from './rng';
import { deck } from './setup';
import type { Stage } from './stage';

const reject = (code: Rejection['code'], detail: string): Rejection => ({ code, detail });

export function startDeal(s: GameState, now: number, fx: Effect[]): Stage | null {
  s.seen = s.seen.map(() => false);
  enter(s, 'deal');
  const ms = timerMs(s, 'deal');
  setTimer(s, ms, now);
  fx.push({ type: 'narrate', line: 'cardCheck', params: { seconds: seconds(ms) } });
  return null;
}

export const endDeal = (): Stage => 'night';

export function everyoneHasLooked(s: GameState): boolean {
  return s.alive.every((alive, i) => !alive || s.seen[i]);
}

/** The player has looked at his card; true when that was the last one. */
export function cardSeen(s: GameState, seat: number): Rejection | true | false {
  if (s.phase !== 'deal') return reject('wrongPhase', 'the cards are dealt already');
  if (!s.seen[seat - 1]) s.seen = setAt(s.seen, seat - 1, true);
  return everyoneHasLooked(s);
}

/** Seed 000 rule 5: a card was seen during the deal, so the host deals again. */
export function redeal(s: GameState, now: number, fx: Effect[]): Rejection | null {
  if (s.phase !== 'deal') return reject('wrongPhase', 'the cards can be dealt again only before the first night');
  s.roles = shuffle(s, deck(s.setup));
  s.checks = s.checks.map(() => []);
  fx.push({ type: 'narrate', line: 'redealt' });
  startDeal(s, now, fx);
  return null;
}
