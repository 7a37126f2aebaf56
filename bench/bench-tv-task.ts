// The TV's own frame for the bench's table (bench/bench-table.ts): the
// longest main-thread task of the TV page per tap (src/host/marks.ts measures
// the host's tasks and the frames rendered after them), less the time its main
// thread waited, ready, for a core another thread held, as the kernel counts it
// (Linux schedstat). The bench runs the TV and the 16 phones' renderers on one
// machine's cores, and the TV's own fan-out wakes every phone at once: on two
// cores most of a TV task's wall time was the TV waiting for a core (in a
// probe, 835 of the 1,125 ms that the 60 longest tasks lasted), which a TV, a
// device of its own, never waits. So the figure's taps give the TV's renderer
// the cores first (boost) and take off the waits that remain. Linux only;
// elsewhere the figure is null, and the wall time is printed beside it always.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Page } from '@playwright/test';

/** A tap's TV tasks are those that start from its frame's arrival until this long after. */
export const TASK_WINDOW_MS = 500;

/**
 * The TV's main thread as the kernel counts it, sampled every millisecond
 * around each tap: `at` (epoch ms, as the pages' `performance.timeOrigin +
 * now()`) and how long, in all, the thread had waited so far, ready to run,
 * for a core another thread held (`waitedMs`). The kernel adds a wait to the
 * sum as the wait ends.
 */
export interface CoreWaits {
  at: number[];
  waitedMs: number[];
}

/** Sampling of the TV's waits for a core: on from `start()` until the moment given to `stopAt`. */
export interface CoreWatch {
  start(): void;
  stopAt(epochMs: number): void;
  /** Stops, and every sample so far. */
  end(): Promise<CoreWaits>;
}

/**
 * The fields of a /proc `stat` file after the name, from the state on (ppid is
 * [1], utime and stime [11] and [12], nice [16]): the name may hold spaces and
 * parentheses, so they are read from the last ')'. Throws if the file is gone.
 */
export function statFields(path: string): string[] {
  const stat = readFileSync(path, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU ticks (user + system) of every Chromium renderer this process started, by pid (other programs' browsers may run beside). */
function rendererTicks(): Map<number, number> {
  const stats = new Map<number, { ppid: number; ticks: number; renderer: boolean }>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const fields = statFields(`/proc/${pid}/stat`);
      const renderer = readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
      stats.set(Number(pid), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), renderer });
    } catch {
      // Not ours to read, or it ended.
    }
  }
  const ours = (pid: number): boolean => {
    for (let at = stats.get(pid)?.ppid; at !== undefined && at > 1; at = stats.get(at)?.ppid) if (at === process.pid) return true;
    return false;
  };
  const ticks = new Map<number, number>();
  for (const [pid, stat] of stats) if (stat.renderer && ours(pid)) ticks.set(pid, stat.ticks);
  return ticks;
}

/**
 * The network service of the browser a renderer belongs to (Chromium's
 * utility process that holds every page's sockets, WebRTC's UDP among them),
 * or null where /proc does not tell.
 */
export function networkServiceOf(renderer: number): number | null {
  const parent = (pid: number): number | null => {
    try {
      return Number(statFields(`/proc/${pid}/stat`)[1]);
    } catch {
      return null;
    }
  };
  const cmdline = (pid: number): string => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return '';
    }
  };
  // Up from the renderer (through its zygote) to the browser, the first with no --type.
  let browser: number | null = renderer;
  while (browser !== null && browser > 1 && cmdline(browser).includes('--type=')) browser = parent(browser);
  if (browser === null || browser <= 1) return null;
  for (const pid of readdirSync('/proc')) {
    if (/^\d+$/.test(pid) && parent(Number(pid)) === browser && cmdline(Number(pid)).includes('--utility-sub-type=network.mojom.NetworkService')) return Number(pid);
  }
  return null;
}

/**
 * The TV page's renderer process, or null where /proc does not tell: the one
 * that gains CPU while the page spins for 300 ms. Its main thread's id is the
 * process's.
 */
export async function rendererOf(tv: Page): Promise<number | null> {
  if (!existsSync('/proc/self/schedstat')) return null;
  const before = rendererTicks();
  await tv.evaluate(() => {
    const end = performance.now() + 300;
    while (performance.now() < end);
  });
  const gains = [...rendererTicks()].map(([pid, ticks]) => [pid, ticks - (before.get(pid) ?? ticks)] as const).sort((a, b) => b[1] - a[1]);
  const [first, second] = gains;
  // 300 ms is some 30 ticks; anything less clear-cut is no answer.
  if (!first || first[1] < 10 || (second && second[1] * 3 > first[1])) return null;
  return existsSync(`/proc/${first[0]}/task/${first[0]}/schedstat`) ? first[0] : null;
}

/**
 * The sampler: a thread of its own, from this text. A timer on the bench's
 * own event loop came late whenever that loop was busy with the pages, and
 * left gaps of several ms around the very tasks it was to time. It asks to
 * run in real time (root may grant it): Chromium runs each renderer's IO,
 * compositor and WebRTC threads at nice −8, and at a fan-out the phones' 48 of
 * them kept even a nice −10 sampler off the cores for 20–100 ms. Each sample
 * re-reads one open file, some 0.1 ms of CPU, once a millisecond.
 * `control[0]`: sample until this moment (epoch ms); `control[1]`: 1 to end.
 */
const SAMPLER = `
const { workerData, parentPort } = require('node:worker_threads');
const { openSync, readSync, readlinkSync, closeSync } = require('node:fs');
const { execFileSync } = require('node:child_process');
const { setPriority } = require('node:os');
const tid = readlinkSync('/proc/thread-self').split('/').pop();
try {
  execFileSync('chrt', ['--fifo', '--pid', '10', tid], { stdio: 'ignore' });
} catch {
  try { setPriority(Number(tid), -10); } catch {}
}
const control = new Float64Array(workerData.control);
const fd = openSync(workerData.path, 'r');
const text = Buffer.alloc(128);
const at = [];
const waitedMs = [];
let was = false;
const sample = () => {
  at.push(performance.timeOrigin + performance.now());
  // "ns on a core, ns waiting for one, timeslices", read afresh from its start.
  waitedMs.push(Number(text.toString('latin1', 0, readSync(fd, text, 0, text.length, 0)).split(' ')[1]) / 1e6);
};
const timer = setInterval(() => {
  try {
    const on = performance.timeOrigin + performance.now() < control[0];
    if (on || was) sample();
    was = on;
  } catch {
    control[1] = 1; // The TV's renderer is gone (a reload): no more samples.
  }
  if (control[1] === 1) {
    clearInterval(timer);
    closeSync(fd);
    parentPort.postMessage({ at, waitedMs });
  }
}, 1);
`;

/** Watches how long the main thread of the renderer `pid` waits for a core. */
export function watchCoreWaits(pid: number): CoreWatch {
  const control = new SharedArrayBuffer(16);
  const sampler = new Worker(SAMPLER, { eval: true, workerData: { path: `/proc/${pid}/task/${pid}/schedstat`, control } });
  const done = new Promise<CoreWaits>((resolve, reject) => {
    sampler.once('message', resolve);
    sampler.once('error', reject);
  });
  const set = new Float64Array(control);
  return {
    start: () => void (set[0] = Infinity),
    stopAt: (epochMs) => void (set[0] = epochMs),
    end: async () => {
      set[0] = 0;
      set[1] = 1;
      const samples = await done;
      await sampler.terminate();
      return samples;
    },
  };
}

/**
 * Gives every thread of the renderer `pid` 10 nice levels more than it has
 * (the main thread 0 → −10; its IO, compositor and WebRTC threads −8 → −18),
 * as a TV's own device gives its browser its cores: otherwise the phones'
 * renderers, the same threads at the same priorities, share them. Returns what
 * puts them back, or null where the kernel refuses (not root).
 */
export function boost(pid: number): (() => void) | null {
  const was = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`).map(Number)) {
    let nice: number;
    try {
      nice = Number(statFields(`/proc/${pid}/task/${tid}/stat`)[16]);
    } catch {
      continue; // The thread has ended.
    }
    try {
      setPriority(tid, Math.max(-20, nice - 10));
      was.set(tid, nice);
    } catch (error) {
      // A thread that ended meanwhile (a pool's worker: the network service's come and go) is no refusal.
      if ((error as { info?: { code?: string } }).info?.code === 'ESRCH') continue;
      restore(was);
      return null;
    }
  }
  return () => restore(was);
}

function restore(was: Map<number, number>): void {
  for (const [tid, nice] of was) {
    try {
      setPriority(tid, nice);
    } catch {
      // The thread has ended.
    }
  }
}

/**
 * How long, at least, the TV's main thread waited for a core within a task
 * measured from `from` to `to` (epoch ms). The kernel adds a wait to the sum
 * as it ends, when the thread gets a core back. The wait before the task
 * began was added just before `from`: the count starts at the first sample a
 * millisecond after it (the bench's and the page's clocks agree to a quarter
 * of one). The wait just before the task's end was added just before `to`:
 * the count ends at the first sample at or after `to`, and takes off the time
 * from `to` to that sample, the most the thread can have waited after the
 * task. A late sample, at either end, only ever leaves more time in.
 */
export function coreWaitWithin(waits: CoreWaits, from: number, to: number): number {
  const { at, waitedMs } = waits;
  const first = countBefore(at, (t) => t < from + 1);
  const last = countBefore(at, (t) => t < to);
  if (last >= at.length || last <= first) return 0;
  return Math.min(to - from, Math.max(0, waitedMs[last]! - waitedMs[first]! - (at[last]! - to)));
}

/** How many of the sorted `times`, from the first, are `before` (a binary search). */
function countBefore(times: number[], before: (t: number) => boolean): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (before(times[mid]!)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The TV's own task timings (src/host/marks.ts: the host's tasks, each with
 * the Lit update it caused, and the frames rendered after them): the longest
 * of each tap's window, from the frame's arrival to TASK_WINDOW_MS after.
 * `wall`, as the page's clock saw it; `own`, less the stretches its main
 * thread waited, ready, for a core (`waits`), null where that is unknown.
 * Time the thread was blocked (neither running nor waiting for a core) stays
 * in: a TV could pay that too.
 */
export async function longestTasks(tv: Page, windows: number[], waits: CoreWaits | null): Promise<{ wall: number[]; own: number[] | null }> {
  const entries = (await tv.evaluate(() =>
    performance.getEntriesByType('measure').filter((e) => e.name.startsWith('cs:')).map((e) => ({ start: performance.timeOrigin + e.startTime, duration: e.duration })),
  )) as { start: number; duration: number }[];
  const inWindow = (from: number) => entries.filter((e) => e.start >= from - 1 && e.start < from + TASK_WINDOW_MS);
  const ownOf = (e: { start: number; duration: number }) => e.duration - coreWaitWithin(waits!, e.start, e.start + e.duration);
  return {
    wall: windows.map((from) => Math.max(0, ...inWindow(from).map((e) => e.duration))),
    own: waits && windows.map((from) => Math.max(0, ...inWindow(from).map(ownOf))),
  };
}
