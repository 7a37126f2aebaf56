/**
 * The balance meter's worker: plays a setup's bot games off the TV's main
 * thread, a chunk at a time, and posts the running tally after each chunk.
 * A newer ask (or one with no setup: stop) takes over between chunks; the
 * TV discards any tally of an older run. The games are engine/balance.ts's.
 *
 * In:  BalanceAsk { run, setup | null, games, firstChunk, chunk }
 * Out: BalanceReply { run, tally }
 */
import { emptyTally, playBalance, type BalanceTally } from '../../engine/balance';
import type { BalanceAsk, BalanceReply } from './balance-run';

let current = 0;

function next(ask: BalanceAsk & { setup: NonNullable<BalanceAsk['setup']> }, tally: BalanceTally): void {
  if (ask.run !== current) return;
  const size = Math.min(tally.games === 0 ? ask.firstChunk : ask.chunk, ask.games - tally.games);
  const played = playBalance(ask.setup, tally, size);
  (self as unknown as Worker).postMessage({ run: ask.run, tally: played } satisfies BalanceReply);
  // A macrotask between chunks lets a newer ask in.
  if (played.games < ask.games) setTimeout(() => next(ask, played), 0);
}

self.onmessage = (event: MessageEvent<BalanceAsk>) => {
  const ask = event.data;
  current = ask.run;
  if (ask.setup) next({ ...ask, setup: ask.setup }, emptyTally());
};
