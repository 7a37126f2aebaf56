/**
 * The TV's clock in this phone's terms. Every view carries the TV's `now`; a
 * phone's clock is often seconds off the TV's, and each frame also spent some
 * time on the way. The smallest (local − host) among recent frames is the
 * offset plus the quickest trip: the least delayed estimate there is, and the
 * same for every phone on the same Wi-Fi. A later frame that waited in the air
 * does not move it; a phone whose clock is set back is followed at once, one
 * set forward within a few frames.
 */

/** Recent frames the estimate is taken over: the clocks drift apart a little over an evening. */
const WINDOW = 16;
/** A frame this much slower than the best estimate means the phone's own clock was set forward: start afresh. */
const JUMP_MS = 2000;

export class HostClock {
  private samples: number[] = [];
  private best = 0;

  /** A frame stamped `hostNow` by the TV arrived at `localNow` by this phone's clock. */
  observe(hostNow: number, localNow: number): void {
    const sample = localNow - hostNow;
    if (this.samples.length && sample - this.best > JUMP_MS) this.samples = [];
    this.samples.push(sample);
    if (this.samples.length > WINDOW) this.samples.shift();
    this.best = Math.min(...this.samples);
  }

  /** A moment on the TV's clock, on this phone's (as it was when the last frame came). */
  toLocal(hostTime: number): number {
    return hostTime + this.best;
  }
}
