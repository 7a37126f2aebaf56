/**
 * Time as a dependency: the sessions never call Date.now or setTimeout
 * themselves, so tests drive them with `FakeClock` (see fake-clock.ts).
 */
export type TimerId = unknown;

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  setTimeout(run: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
};

/** Random bytes as a dependency, for the same reason. */
export type RandomBytes = (count: number) => Uint8Array;

/** crypto.getRandomValues works on plain-http LAN pages, where crypto.randomUUID does not (it needs a secure context). */
export const cryptoRandom: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

/** A uniform float in [0, 1) from random bytes, for jitter. */
export function randomUnit(random: RandomBytes): number {
  const [a = 0, b = 0, c = 0] = random(3);
  return ((a << 16) | (b << 8) | c) / 0x1000000;
}
