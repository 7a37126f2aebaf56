/**
 * The TV's clock in this phone's terms, so that a moment the TV names (a
 * deadline, when to show a new phase) is the same moment on every phone. A
 * phone's clock is often seconds off the TV's.
 *
 *  - Each ping the phone sends is answered with the TV's clock (`pong.now`):
 *    the TV's time at the middle of the round trip gives the offset, off by
 *    at most half the round trip. Of the last 32 answers the quickest four
 *    are averaged (as NTP's clock filter trusts the least delayed): a single
 *    quickest answer can still be lopsided by a Wi-Fi's jitter. That is the
 *    same moment for every phone, whatever its own trip.
 *  - Every view carries the TV's `now` too: arrival − `now` is the offset plus
 *    that frame's trip, never less than the offset. Until a ping has been
 *    answered, the smallest of the last 16 stands in; and the round trip's
 *    estimate is never believed beyond it.
 *
 * A phone clock set back is followed at once; one set forward by more than
 * JUMP_MS starts afresh.
 */

/** Recent views the stand-in estimate is taken over. */
const WINDOW = 16;
/** Recent round trips (a ping a second): the clocks drift apart only a little in half a minute. */
const TRIPS = 32;
/** The quickest round trips averaged. */
const BEST_TRIPS = 4;
/** A sample this far above the best estimate means the phone's own clock was set forward. */
const JUMP_MS = 2000;

interface RoundTrip {
  rtt: number;
  /** local − host, as this round trip tells it. */
  offset: number;
}

export class HostClock {
  private views: number[] = [];
  private viewBest = 0;
  private trips: RoundTrip[] = [];
  /** local − host by the quickest round trips, or null before any. */
  private tripOffset: number | null = null;

  /** A frame stamped `hostNow` by the TV arrived at `localNow` by this phone's clock. */
  observe(hostNow: number, localNow: number): void {
    const sample = localNow - hostNow;
    if (this.views.length && sample - this.viewBest > JUMP_MS) this.views = [];
    this.views.push(sample);
    if (this.views.length > WINDOW) this.views.shift();
    this.viewBest = Math.min(...this.views);
  }

  /** A ping sent at `sentAt` and answered at `receivedAt` (this phone's clock); the TV said `hostNow`. */
  observeRoundTrip(sentAt: number, hostNow: number, receivedAt: number): void {
    const rtt = receivedAt - sentAt;
    if (rtt < 0) return;
    const trip = { rtt, offset: (sentAt + receivedAt) / 2 - hostNow };
    if (this.tripOffset !== null && Math.abs(trip.offset - this.tripOffset) > JUMP_MS) this.trips = [];
    this.trips.push(trip);
    if (this.trips.length > TRIPS) this.trips.shift();
    const quickest = [...this.trips].sort((a, b) => a.rtt - b.rtt).slice(0, BEST_TRIPS);
    this.tripOffset = quickest.reduce((sum, next) => sum + next.offset, 0) / quickest.length;
  }

  /** local − host: how far this phone's clock runs ahead of the TV's. */
  get offset(): number {
    if (this.tripOffset === null) return this.viewBest;
    return this.views.length ? Math.min(this.tripOffset, this.viewBest) : this.tripOffset;
  }

  /** A moment on the TV's clock, on this phone's. */
  toLocal(hostTime: number): number {
    return hostTime + this.offset;
  }
}
