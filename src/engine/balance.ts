/**
 * The balance meter's arithmetic: how often the town wins a setup when
 * sensible bots play both sides, with its 95 % Wilson interval, and the one
 * word the TV's setup screen puts on it. The TV's worker
 * (src/ui/tv/balance-worker.ts) plays the games here in chunks and the
 * screen shows each running total.
 *
 * Game i of a run is seed BALANCE_SEED + i, as in `npm run simulate -- --style
 * sensible --seed 1 --no-check`: a setup always gets the same figure, however
 * the run was chunked, and the command line reproduces it.
 */
import type { Setup, Side } from './types';
import { checkSetup } from './setup';
import { playGame, wilson, type Share } from './simulate';

export const BALANCE_SEED = 1;

/**
 * The verdict's band: the town winning 45–55 % of the games is an even game.
 * Outside it, the lean must also be real: the 95 % interval lies wholly on
 * that side of 50 %, so a short run never calls a lean it cannot see.
 */
export const EVEN_BAND = { low: 0.45, high: 0.55 } as const;

/** Games played so far and who won them (`none`: a game that never ended, a bug the simulator's tests catch). */
export interface BalanceTally {
  games: number;
  wins: Record<Side | 'none', number>;
}

/** Even chances, or which side the setup favours (`mafia`: the mafia, with the Maniac's wins when he plays). */
export type BalanceVerdict = 'even' | 'town' | 'mafia';

export interface BalanceEstimate {
  games: number;
  /** The town's share of the games with its 95 % interval: the meter's figure. */
  town: Share;
  /** The Maniac's share, when the setup deals him. */
  maniac: Share | null;
  verdict: BalanceVerdict;
}

export function emptyTally(): BalanceTally {
  return { games: 0, wins: { town: 0, mafia: 0, maniac: 0, none: 0 } };
}

/** Plays the run's next `count` games (sensible bots on both sides, no referee) and returns the tally with them. */
export function playBalance(setup: Setup, tally: BalanceTally, count: number): BalanceTally {
  const wins = { ...tally.wins };
  for (let i = 0; i < count; i++) {
    const game = playGame(setup, BALANCE_SEED + tally.games + i, { town: 'sensible', mafia: 'sensible' }, 0);
    wins[game.winner ?? 'none']++;
  }
  return { games: tally.games + count, wins };
}

/** The word for the town's share (see EVEN_BAND). */
export function balanceVerdict(town: Share): BalanceVerdict {
  if (town.share > EVEN_BAND.high && town.low > 0.5) return 'town';
  if (town.share < EVEN_BAND.low && town.high < 0.5) return 'mafia';
  return 'even';
}

export function balanceEstimate(setup: Setup, tally: BalanceTally): BalanceEstimate {
  const town = wilson(tally.wins.town, tally.games);
  const dealsManiac = setup.preset === 'classic' && setup.optionalRoles.includes('maniac');
  return {
    games: tally.games,
    town,
    maniac: dealsManiac ? wilson(tally.wins.maniac, tally.games) : null,
    verdict: balanceVerdict(town),
  };
}

/**
 * What of a setup the bots' games depend on, as a string: a changed timer or
 * the clocks' pace plays the same games (the simulator jumps from deadline to
 * deadline), so it starts no new run. Null for a setup that cannot be dealt.
 */
export function balanceKey(setup: Setup): string | null {
  if (checkSetup(setup)) return null;
  const { timers: _timers, timerScale: _scale, ...rules } = setup;
  return JSON.stringify({ ...rules, optionalRoles: [...rules.optionalRoles].sort() });
}
