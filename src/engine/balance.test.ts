import { describe, expect, it } from 'vitest';
import { balanceEstimate, balanceKey, balanceVerdict, emptyTally, playBalance, BALANCE_SEED } from './balance';
import { defaultSetup } from './setup';
import { simulate, wilson } from './simulate';

describe('The balance meter', () => {
  it('plays the same games however the run is chunked, and the command line gets the same count', () => {
    const setup = defaultSetup('city', 9);
    const whole = playBalance(setup, emptyTally(), 60);
    let chunked = emptyTally();
    for (const size of [10, 20, 30]) chunked = playBalance(setup, chunked, size);
    expect(chunked).toEqual(whole);
    expect(whole.games).toBe(60);
    expect(whole.wins.town + whole.wins.mafia + whole.wins.maniac + whole.wins.none).toBe(60);

    const cli = simulate({ preset: 'city', players: 9, games: 60, seed: BALANCE_SEED, style: 'sensible', checkEvery: 0 });
    expect(cli.wins).toEqual(whole.wins);
  }, 60_000);

  it('gives the town’s share with its 95 % interval, and the Maniac’s only when he is dealt', () => {
    const tally = { games: 1000, wins: { town: 380, mafia: 580, maniac: 40, none: 0 } };
    const withManiac = { ...defaultSetup('classic', 12), optionalRoles: ['commissar' as const, 'doctor' as const, 'maniac' as const] };
    const estimate = balanceEstimate(withManiac, tally);
    expect(estimate.town).toEqual(wilson(380, 1000));
    expect(estimate.maniac).toEqual(wilson(40, 1000));
    expect(estimate.verdict).toBe('mafia');
    expect(balanceEstimate(defaultSetup('classic', 12), tally).maniac).toBeNull();
    expect(balanceEstimate(defaultSetup('city', 11), tally).maniac).toBeNull();
  });

  it('calls a share of 45–55 % even, and a lean outside it only when the interval is wholly on that side of 50 %', () => {
    expect(balanceVerdict(wilson(500, 1000))).toBe('even');
    expect(balanceVerdict(wilson(450, 1000))).toBe('even');
    expect(balanceVerdict(wilson(550, 1000))).toBe('even');
    expect(balanceVerdict(wilson(560, 1000))).toBe('town');
    expect(balanceVerdict(wilson(440, 1000))).toBe('mafia');
    expect(balanceVerdict(wilson(313, 1000))).toBe('mafia');
    // 12 of 20 is 60 %, but 20 games cannot tell it from a coin.
    expect(balanceVerdict(wilson(12, 20))).toBe('even');
    expect(balanceVerdict(wilson(7, 20))).toBe('even');
    expect(balanceVerdict(wilson(0, 0))).toBe('even');
  });

  it('starts no new run for a timer or the clocks’ pace, and none for a setup that cannot be dealt', () => {
    const setup = defaultSetup('classic', 10);
    const key = balanceKey(setup);
    expect(key).not.toBeNull();
    expect(balanceKey({ ...setup, timers: { ...setup.timers, speech: 90 }, timerScale: 0.5 })).toBe(key);
    expect(balanceKey({ ...setup, optionalRoles: ['doctor', 'commissar'] })).toBe(key);
    expect(balanceKey({ ...setup, optionalRoles: ['commissar'] })).not.toBe(key);
    expect(balanceKey({ ...setup, players: 11 })).not.toBe(key);
    expect(balanceKey({ ...setup, mafia: 9 })).toBeNull();
  });
});
