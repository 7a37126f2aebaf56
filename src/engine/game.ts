/** A new game, and when the host must next send a timeout. */
import type { Effect, Setup } from './types';
import { seedRng, shuffle } from './rng';
import { checkSetup, deck } from './setup';
import { go } from './flow';
import { cue } from './host';
import { SILENCE, type GameState } from './state';

function fill<T>(n: number, value: T): T[] {
  return new Array<T>(n).fill(value);
}

/**
 * Deals the cards (Fisher–Yates with the seeded generator) and opens the deal:
 * everyone looks at his card before night 1. Throws on an unplayable setup or a
 * wrong number of names: the host is meant to call checkSetup first, so this
 * is a bug, not a rule.
 */
export function newGame(setup: Setup, names: string[], seed: number, now: number): { state: GameState; effects: Effect[] } {
  const problem = checkSetup(setup);
  if (problem) throw new Error(`newGame: ${problem.detail}`);
  if (!Array.isArray(names) || names.length !== setup.players) throw new Error('newGame: one name per seat');
  const n = setup.players;
  const rng = seedRng(seed);
  const roles = shuffle(rng, deck(setup));
  const state: GameState = {
    setup: { ...setup, optionalRoles: [...setup.optionalRoles], timers: { ...setup.timers } }, names: names.map(String), roles,
    alive: fill(n, true), warnings: fill(n, 0), exitCause: fill(n, null), revealed: fill(n, false),
    rng: rng.rng, seq: 0, phase: 'deal', day: 0, night: 0, deadline: null, remainingMs: null, paused: false,
    narrating: false, cueMs: 0, cueLines: [], seen: fill(n, false),
    lastHeal: undefined, selfHeals: 0, lastClient: undefined,
    checks: Array.from({ length: n }, () => []),
    opener: undefined, votes: [], winner: null, nightLog: [], aloud: SILENCE,
    dark: undefined, today: undefined, voting: undefined, parting: undefined,
  };
  const effects: Effect[] = [{ type: 'narrate', line: 'gameStart' }];
  go(state, 'deal', now, effects);
  cue(state, -1, now, effects);
  return { state, effects };
}

/** Epoch ms at which the host must send {type:'timeout'}; null when paused or over. */
export function nextDeadline(state: GameState): number | null {
  if (state.paused || state.phase === 'gameOver') return null;
  return state.deadline;
}
