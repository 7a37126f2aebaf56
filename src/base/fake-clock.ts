/**
 * A simulated clock for tests: time moves only when the test says so, and
 * timers fire in due order with queued microtasks (in-memory deliveries)
 * settled between them.
 */
import type { Clock, TimerId } from './clock';

interface Timer {
  id: number;
  due: number;
  run: () => void;
}

/** Lets every queued microtask and zero-delay task run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export class FakeClock implements Clock {
  private time: number;
  private timers: Timer[] = [];
  private nextId = 1;

  constructor(start = Date.UTC(2025, 0, 1, 20, 0, 0)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(run: () => void, ms: number): TimerId {
    const timer = { id: this.nextId++, due: this.time + Math.max(0, ms), run };
    this.timers.push(timer);
    return timer.id;
  }

  clearTimeout(id: TimerId): void {
    this.timers = this.timers.filter((timer) => timer.id !== id);
  }

  /** Pending timers, for assertions. */
  get pending(): number {
    return this.timers.length;
  }

  /** Moves time forward by `ms`, firing due timers one by one and settling after each. */
  async advance(ms: number): Promise<void> {
    const target = this.time + ms;
    await settle();
    for (;;) {
      const next = this.earliest();
      if (!next || next.due > target) break;
      this.timers = this.timers.filter((timer) => timer !== next);
      this.time = Math.max(this.time, next.due);
      next.run();
      await settle();
    }
    this.time = target;
    await settle();
  }

  /** Jumps the wall clock without firing timers: a TV tab closed for a while. */
  jump(ms: number): void {
    this.time += ms;
  }

  private earliest(): Timer | undefined {
    let best: Timer | undefined;
    for (const timer of this.timers) if (!best || timer.due < best.due || (timer.due === best.due && timer.id < best.id)) best = timer;
    return best;
  }
}
