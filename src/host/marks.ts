/**
 * Timings of the TV's own work, for `npm run bench` (and the browser's
 * Performance panel): one `performance.measure` per main-thread task of the
 * host — handling an inbound frame (with the screen's Lit update it caused),
 * running a step's effects (narration, sounds, the caption), saving a change,
 * sending it — and one, `cs:render`, per frame the browser
 * renders after such a task (its animation-frame callbacks, style, layout and
 * paint). Off unless the page sets `__csMarks`, so a party never fills the
 * timing buffer.
 */
import { nextTask } from '../base/next-task';

const enabled = (): boolean => typeof performance !== 'undefined' && !!(globalThis as { __csMarks?: boolean }).__csMarks;

let channel: MessageChannel | null = null;
const ends: (() => void)[] = [];

/**
 * The end of the current task, after its microtasks (a screen's Lit update
 * among them): the next task of the page's own scheduler. Not a
 * MessageChannel's message, where there is a choice: that crosses Mojo, and
 * on a loaded machine it came 20–40 ms after the work had ended, the thread
 * asleep meanwhile (the kernel's schedstat counted neither run nor wait), so
 * the measure timed the message, not the TV.
 */
function afterThisTask(done: () => void): void {
  nextTask(done, (run) => {
    if (typeof MessageChannel === 'undefined') return void setTimeout(run, 0);
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => ends.shift()?.();
    }
    ends.push(run);
    channel.port2.postMessage(0);
  });
}

let renderAsked = false;

/**
 * Measures the next frame the browser renders, from its animation-frame
 * callbacks (this one is asked for during the task, before the screen's own)
 * to the end of that frame's task, style, layout and paint included.
 */
function measureNextRender(): void {
  if (renderAsked || typeof requestAnimationFrame !== 'function') return;
  renderAsked = true;
  requestAnimationFrame(() => {
    renderAsked = false;
    const start = performance.now();
    afterThisTask(() => performance.measure('cs:render', { start, end: performance.now() }));
  });
}

/** Runs `work` and measures the task it belongs to as `name`, and the frame rendered after it. */
export function task<T>(name: string, work: () => T): T {
  if (!enabled()) return work();
  const start = performance.now();
  try {
    return work();
  } finally {
    afterThisTask(() => performance.measure(name, { start, end: performance.now() }));
    measureNextRender();
  }
}
