/**
 * The balance meter's runs, on the TV's side of its worker: one run per setup
 * the host settles on (a short debounce, so pressing "more players" twice
 * starts one run), each a fixed number of bot games posted back in chunks;
 * a change stops the old run at once and discards whatever of it still
 * arrives. Finished runs are kept by setup, so going back to a setup shows
 * its figure at once. Nothing here leaves the TV.
 */
import type { Setup } from '../../engine/types';
import { balanceKey, emptyTally, type BalanceTally } from '../../engine/balance';

/**
 * Games per run: what the worker plays in about 2 s on one core of a loaded
 * 2-core machine (docs/TV.md, "The balance meter"). 2,000 since the bots weigh
 * the table's evidence once per table (docs/ENGINE.md, "Simulator"): City 11
 * sensible takes about 1 s of CPU once the worker is warm, and its first run
 * in a fresh worker 2.3–2.8 s (the first thousand games run several times
 * slower while V8 compiles; 1,000 games cost as much before); classic 12 with
 * every role 1.4–2.6 s. 3,000 took about 3 s.
 */
export const BALANCE_GAMES = 2000;
/** The first chunk is small, so a figure shows within a fraction of a second; then the interval narrows chunk by chunk. */
export const FIRST_CHUNK = 50;
export const CHUNK = 150;
export const DEBOUNCE_MS = 300;

/** To the worker: play this run (a newer run stops any older one; `setup: null` stops without starting). */
export interface BalanceAsk {
  run: number;
  setup: Setup | null;
  games: number;
  firstChunk: number;
  chunk: number;
}

/** From the worker: the run's tally so far. */
export interface BalanceReply {
  run: number;
  tally: BalanceTally;
}

/** What the meter shows: the setup, its tally so far and the run's size (`tally.games === games`: done). */
export interface BalanceShown {
  setup: Setup;
  tally: BalanceTally;
  games: number;
}

/** The worker, as far as a run needs it (a fake in the unit test). */
export interface BalancePort {
  postMessage(ask: BalanceAsk): void;
  onmessage: ((event: MessageEvent<BalanceReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface BalanceRunOptions {
  games?: number;
  firstChunk?: number;
  chunk?: number;
  debounceMs?: number;
}

const KEEP = 8;

export class BalanceRun {
  private worker: BalancePort | null = null;
  private run = 0;
  private key: string | null = null;
  private setup: Setup | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly finished = new Map<string, BalanceTally>();
  private readonly games: number;
  private readonly firstChunk: number;
  private readonly chunk: number;
  private readonly debounceMs: number;

  /** `open` starts the worker (on the first run only); `show` gets every figure to draw, null for none. */
  constructor(
    private readonly open: () => BalancePort,
    private readonly show: (shown: BalanceShown | null) => void,
    options: BalanceRunOptions = {},
  ) {
    this.games = options.games ?? BALANCE_GAMES;
    this.firstChunk = options.firstChunk ?? FIRST_CHUNK;
    this.chunk = options.chunk ?? CHUNK;
    this.debounceMs = options.debounceMs ?? DEBOUNCE_MS;
  }

  /** The setup on the screen now: a new run unless its games would be the same as the last one's. */
  want(setup: Setup): void {
    const key = balanceKey(setup);
    if (key !== null && key === this.key) return;
    this.key = key;
    this.setup = setup;
    this.run++;
    clearTimeout(this.timer);
    // Stop the old run now; the new one starts once the host stops pressing.
    this.worker?.postMessage({ run: this.run, setup: null, games: 0, firstChunk: 0, chunk: 0 });
    if (key === null) return this.show(null);
    const done = this.finished.get(key);
    if (done) return this.show({ setup, tally: done, games: done.games });
    this.show({ setup, tally: emptyTally(), games: this.games });
    const run = this.run;
    this.timer = setTimeout(() => this.start(run, setup), this.debounceMs);
  }

  /** The screen is gone: the worker with it. */
  stop(): void {
    clearTimeout(this.timer);
    this.worker?.terminate();
    this.worker = null;
    this.key = null;
    this.run++;
  }

  private start(run: number, setup: Setup): void {
    if (run !== this.run) return;
    try {
      this.worker ??= this.connect();
    } catch {
      return this.show(null);
    }
    this.worker.postMessage({ run, setup, games: this.games, firstChunk: this.firstChunk, chunk: this.chunk });
  }

  private connect(): BalancePort {
    const worker = this.open();
    worker.onmessage = (event) => this.reply(event.data);
    // A worker that fails (a browser without module workers) shows no meter rather than a stale one.
    worker.onerror = () => {
      this.stop();
      this.show(null);
    };
    return worker;
  }

  private reply({ run, tally }: BalanceReply): void {
    if (run !== this.run || !this.setup || this.key === null) return;
    if (tally.games >= this.games) {
      this.finished.delete(this.key);
      this.finished.set(this.key, tally);
      if (this.finished.size > KEEP) this.finished.delete(this.finished.keys().next().value!);
    }
    this.show({ setup: this.setup, tally, games: this.games });
  }
}
