/**
 * Seeded randomness. mulberry32 keeps its whole state in one 32-bit number, so
 * copying a `GameState` copies its randomness for free and a saved game replays
 * exactly. Never `Math.random()` in the engine.
 */

/** Anything that carries a mulberry32 state: the game state, or a bot's own generator. */
export interface RngState {
  rng: number;
}

/** Mixes a user seed so that nearby seeds (1, 2, 3…) start far apart. */
export function seedRng(seed: number): RngState {
  let h = Math.imul((seed | 0) ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return { rng: (h ^ (h >>> 16)) | 0 };
}

/** A float in [0, 1); advances the state in place (call it on a draft only). */
export function random(state: RngState): number {
  const a = (state.rng + 0x6d2b79f5) | 0;
  state.rng = a;
  let t = Math.imul(a ^ (a >>> 15), 1 | a);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A uniform integer in [0, n). */
export function randomInt(state: RngState, n: number): number {
  return Math.floor(random(state) * n);
}

/** A uniform pick from a non-empty list. */
export function pick<T>(state: RngState, items: readonly T[]): T {
  return items[randomInt(state, items.length)] as T;
}

/** Fisher–Yates, in place; returns the same array. */
export function shuffle<T>(state: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(state, i + 1);
    const swap = items[i] as T;
    items[i] = items[j] as T;
    items[j] = swap;
  }
  return items;
}
