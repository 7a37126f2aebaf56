/**
 * Retry delays: 0.5 s doubling to a 5 s ceiling, each scaled by a random
 * 0.75–1.25 so twenty phones that lost the TV at once do not knock together.
 */
import { randomUnit, type RandomBytes } from '../base/clock';

export interface BackoffOptions {
  initialMs?: number;
  maxMs?: number;
}

export class Backoff {
  private attempt = 0;
  private readonly initialMs: number;
  private readonly maxMs: number;

  constructor(
    private readonly random: RandomBytes,
    options: BackoffOptions = {},
  ) {
    this.initialMs = options.initialMs ?? 500;
    this.maxMs = options.maxMs ?? 5000;
  }

  /** The delay before the next attempt; each call counts one attempt. */
  next(): number {
    const base = Math.min(this.maxMs, this.initialMs * 2 ** Math.min(this.attempt, 30));
    this.attempt += 1;
    return Math.round(Math.min(this.maxMs * 1.25, base * (0.75 + 0.5 * randomUnit(this.random))));
  }

  /** After a success: the next failure starts again from the initial delay. */
  reset(): void {
    this.attempt = 0;
  }

  get attempts(): number {
    return this.attempt;
  }
}
