import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSetup } from '../../engine/setup';
import { BalanceRun, type BalanceAsk, type BalancePort, type BalanceReply, type BalanceShown } from './balance-run';

/** A worker that only records what it is asked; the test answers for it. */
class FakeWorker implements BalancePort {
  asks: BalanceAsk[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<BalanceReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(ask: BalanceAsk): void {
    this.asks.push(ask);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(run: number, town: number, games: number): void {
    this.onmessage!({ data: { run, tally: { games, wins: { town, mafia: games - town, maniac: 0, none: 0 } } } } as MessageEvent<BalanceReply>);
  }
  /** The runs asked to start (not the stops). */
  get started(): BalanceAsk[] {
    return this.asks.filter((ask) => ask.setup !== null);
  }
}

describe('The balance meter’s runs', () => {
  let worker: FakeWorker;
  let opened: number;
  let shown: (BalanceShown | null)[];
  let run: BalanceRun;

  beforeEach(() => {
    vi.useFakeTimers();
    worker = new FakeWorker();
    opened = 0;
    shown = [];
    run = new BalanceRun(() => (opened++, worker), (s) => shown.push(s), { games: 400, firstChunk: 50, chunk: 100, debounceMs: 300 });
  });
  afterEach(() => vi.useRealTimers());

  it('starts one run once the host stops pressing, and shows each chunk as it comes', () => {
    const city = defaultSetup('city', 11);
    run.want(city);
    run.want({ ...city, players: 12, mafia: 4 });
    run.want({ ...city, players: 13, mafia: 4 });
    expect(shown.at(-1)).toMatchObject({ games: 400, tally: { games: 0 } });
    vi.advanceTimersByTime(299);
    expect(opened).toBe(0);
    vi.advanceTimersByTime(1);
    expect(opened).toBe(1);
    expect(worker.started).toHaveLength(1);
    const ask = worker.started[0]!;
    expect(ask).toMatchObject({ games: 400, firstChunk: 50, chunk: 100, setup: { players: 13 } });
    worker.reply(ask.run, 20, 50);
    expect(shown.at(-1)).toMatchObject({ setup: { players: 13 }, tally: { games: 50, wins: { town: 20 } } });
  });

  it('stops a stale run at once and never shows what is left of it', () => {
    const classic = defaultSetup('classic', 10);
    run.want(classic);
    vi.advanceTimersByTime(300);
    const old = worker.started[0]!.run;
    run.want({ ...classic, optionalRoles: ['commissar'] });
    // The stop goes out with the change, before the debounce.
    expect(worker.asks.at(-1)).toMatchObject({ setup: null });
    const before = shown.length;
    worker.reply(old, 30, 50);
    expect(shown).toHaveLength(before);
    vi.advanceTimersByTime(300);
    expect(worker.started.at(-1)!.setup!.optionalRoles).toEqual(['commissar']);
  });

  it('keeps a finished run: back to that setup, its figure shows at once; a timer starts nothing', () => {
    const classic = defaultSetup('classic', 10);
    run.want(classic);
    vi.advanceTimersByTime(300);
    worker.reply(worker.started[0]!.run, 150, 400);
    run.want({ ...classic, players: 11 });
    vi.advanceTimersByTime(300);
    expect(worker.started).toHaveLength(2);
    run.want(classic);
    expect(shown.at(-1)).toMatchObject({ games: 400, tally: { games: 400, wins: { town: 150 } } });
    run.want({ ...classic, timers: { ...classic.timers, speech: 90 } });
    vi.advanceTimersByTime(1000);
    expect(worker.started).toHaveLength(2);
  });

  it('shows nothing for a setup that cannot be dealt, and ends the worker with the screen', () => {
    run.want(defaultSetup('city', 11));
    vi.advanceTimersByTime(300);
    run.want({ ...defaultSetup('city', 11), mafia: 10 });
    expect(shown.at(-1)).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(worker.started).toHaveLength(1);
    run.stop();
    expect(worker.terminated).toBe(true);
  });
});
