/**
 * The TV's clock in this phone's terms, so that a moment the TV names (a
 * deadline, when to show a new phase) is the same moment on every phone. A
 * phone's clock is often seconds off the TV's.
 *
 * Every stamp the TV sends bounds the offset (local − host) from one side:
 *
 *  - a frame stamped `now` by the TV that arrives here at `localNow` (a view,
 *    or the answer to a ping) says offset ≤ localNow − now: it cannot have
 *    arrived before it left;
 *  - a ping sent here at `sentAt` and answered with the TV's `now` says
 *    offset ≥ sentAt − now: the TV cannot have read it before it was sent.
 *
 * The offset is the middle of the tightest of both bounds over recent stamps
 * (the quickest trip each way, found separately). Taking the middle of one
 * round trip instead is off by half the difference of its two halves, and the
 * TV's half is the longer whenever the TV is busy (a ping waits behind the
 * TV's own work before it is read), so every phone would show early by its own
 * amount; the quickest trip each way over half a minute is rarely lopsided.
 * Until a ping has been answered, the frames' bound stands alone.
 *
 * A phone clock set back or forward by more than JUMP_MS starts afresh.
 */

/** Recent stamps from the TV (views, a ping's answer): at night a view comes every 200 ms. */
const FROM_TV = 48;
/** Recent pings answered (a ping a second): the clocks drift apart only a little in half a minute. */
const TO_TV = 32;
/** A stamp this far from the bounds means the phone's own clock was changed. */
const JUMP_MS = 2000;

export class HostClock {
  /** localNow − hostNow of recent frames from the TV: each an upper bound of the offset. */
  private fromTv: number[] = [];
  /** hostNow − sentAt of recent pings: each minus a lower bound of the offset. */
  private toTv: number[] = [];
  private upper = Infinity;
  private lower = -Infinity;

  /** A frame stamped `hostNow` by the TV arrived at `localNow` by this phone's clock. */
  observe(hostNow: number, localNow: number): void {
    this.addFromTv(localNow - hostNow);
  }

  /** A ping sent at `sentAt` and answered at `receivedAt` (this phone's clock); the TV said `hostNow`. */
  observeRoundTrip(sentAt: number, hostNow: number, receivedAt: number): void {
    if (receivedAt < sentAt) return;
    this.addFromTv(receivedAt - hostNow);
    this.toTv.push(hostNow - sentAt);
    if (this.toTv.length > TO_TV) this.toTv.shift();
    this.lower = -Math.min(...this.toTv);
  }

  /** local − host: how far this phone's clock runs ahead of the TV's. */
  get offset(): number {
    if (this.lower === -Infinity) return this.upper === Infinity ? 0 : this.upper;
    // Bounds that cross (a clock changed by less than JUMP_MS) are settled by the frames' bound, as before any ping.
    if (this.lower > this.upper) return this.upper;
    return (this.lower + this.upper) / 2;
  }

  /** A moment on the TV's clock, on this phone's. */
  toLocal(hostTime: number): number {
    return hostTime + this.offset;
  }

  private addFromTv(sample: number): void {
    if (this.fromTv.length && Math.abs(sample - this.upper) > JUMP_MS) {
      this.fromTv = [];
      this.toTv = [];
      this.lower = -Infinity;
    }
    this.fromTv.push(sample);
    if (this.fromTv.length > FROM_TV) this.fromTv.shift();
    this.upper = Math.min(...this.fromTv);
  }
}
