/**
 * A token bucket per channel: `ratePerSecond` tokens refill continuously up
 * to `burst`; each message takes one. Defaults: 20 a second, bursts of 40 —
 * far above a player's taps plus the 1 s heartbeat, far below a flood.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    now: number,
    private readonly ratePerSecond = 20,
    private readonly burst = 40,
  ) {
    this.tokens = burst;
    this.last = now;
  }

  /** Takes a token if one is left. */
  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.last);
    this.last = now;
    this.tokens = Math.min(this.burst, this.tokens + (elapsed * this.ratePerSecond) / 1000);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
