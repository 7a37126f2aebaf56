/**
 * Timings of the TV's own work, for `npm run bench` (and the browser's
 * Performance panel): one `performance.measure` per main-thread task of the
 * host — handling an inbound frame (with the screen's render it caused),
 * saving a change, sending it. Off unless the page sets `__csMarks`, so a
 * party never fills the timing buffer.
 */
const enabled = (): boolean => typeof performance !== 'undefined' && !!(globalThis as { __csMarks?: boolean }).__csMarks;

let channel: MessageChannel | null = null;
const ends: (() => void)[] = [];

/** The end of the current task, after its microtasks (a screen's Lit render among them): the next message task. */
function afterThisTask(done: () => void): void {
  if (typeof MessageChannel === 'undefined') return void setTimeout(done, 0);
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => ends.shift()?.();
  }
  ends.push(done);
  channel.port2.postMessage(0);
}

/** Runs `work` and measures the task it belongs to as `name`. */
export function task<T>(name: string, work: () => T): T {
  if (!enabled()) return work();
  const start = performance.now();
  try {
    return work();
  } finally {
    afterThisTask(() => performance.measure(name, { start, end: performance.now() }));
  }
}
