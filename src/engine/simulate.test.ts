import { describe, expect, it } from 'vitest';
import { simulate, wilson } from './simulate';
import { UsageError, options, parseArgs, progressLine } from './simulate-cli';
import { defaultSetup } from './setup';
import { newGame, nextDeadline } from './game';
import { step } from './step';
import { seatView } from './views';
import { botIntent } from './bots';
import { seedRng } from './rng';
import type { Setup } from './types';
import type { GameState } from './state';

/** Freezes the state all the way down: any write to it by the engine then throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Plays one bot game on frozen states; returns how many steps it took. */
function frozenGame(setup: Setup, seed: number): number {
  const names = Array.from({ length: setup.players }, (_, i) => `P${i + 1}`);
  let s: GameState = deepFreeze(newGame(setup, names, seed, 0).state);
  const rng = seedRng(seed);
  let now = 0;
  let steps = 0;
  while (s.phase !== 'gameOver' && steps < 5000) {
    let acted = false;
    for (let seat = 1; seat <= setup.players && !acted; seat++) {
      const intent = botIntent(seatView(s, seat, now), rng, seed % 2 ? 'random' : 'sensible');
      const r = intent && step(s, intent, now);
      if (r && r.ok) [s, acted] = [deepFreeze(r.state), true];
    }
    if (!acted) {
      now = Math.max(now, nextDeadline(s)!);
      const r = step(s, { type: 'timeout' }, now);
      if (!r.ok) throw new Error(r.rejection.detail);
      s = deepFreeze(r.state);
    }
    steps++;
  }
  return steps;
}

describe('The simulator', () => {
  it('plays 2,000 City games with no breach, and both teams win some', () => {
    const report = simulate({ preset: 'city', players: 11, games: 2000, seed: 1, checkEvery: 50 });
    expect(report.samples).toEqual([]);
    expect(report.violations).toBe(0);
    expect(report.wins.town).toBeGreaterThan(0);
    expect(report.wins.mafia).toBeGreaterThan(0);
  }, 120_000);

  it('plays 2,000 classic games with all four optional roles, no breach, every side winning some', () => {
    const report = simulate({ preset: 'classic', players: 11, games: 2000, seed: 1, checkEvery: 50, roles: ['commissar', 'doctor', 'maniac', 'putana'] });
    expect(report.samples).toEqual([]);
    expect(report.violations).toBe(0);
    expect(report.wins.town).toBeGreaterThan(0);
    expect(report.wins.mafia).toBeGreaterThan(0);
    expect(report.wins.maniac).toBeGreaterThan(0);
  }, 120_000);

  it('runs the referee on every step of a few games of each setting', () => {
    const settings: Partial<Setup>[] = [
      { night1Actions: true, putanaClientDies: true },
      { revealOnDeath: false, deadSeeAll: true },
      { secondTie: 'lot', cityWin: 'wipeout' },
    ];
    for (const setup of settings) {
      for (const preset of ['classic', 'city'] as const) {
        const report = simulate({ preset, players: preset === 'city' ? 9 : 8, games: 20, seed: 7, checkEvery: 1, roles: ['doctor', 'maniac', 'putana'], setup });
        expect(report.samples, `${preset} ${JSON.stringify(setup)}`).toEqual([]);
      }
    }
  }, 120_000);
});

describe('The engine never changes a state it was given', () => {
  it('plays whole games on deep-frozen states', () => {
    const classic = { ...defaultSetup('classic', 11), optionalRoles: ['commissar', 'doctor', 'maniac', 'putana'] } as Setup;
    for (let seed = 1; seed <= 6; seed++) {
      expect(frozenGame(defaultSetup('city', 11), seed)).toBeLessThan(5000);
      expect(frozenGame({ ...classic, putanaClientDies: true, night1Actions: true }, seed)).toBeLessThan(5000);
    }
  });
});

describe('The simulator\'s options', () => {
  const parse = (line: string) => options(parseArgs(line.split(' ').filter(Boolean)));

  it('sets each side\'s bots apart, and --style both at once', () => {
    expect(parse('--town sensible --mafia random')).toMatchObject({ town: 'sensible', mafia: 'random', style: 'mixed' });
    expect(parse('--style random --json')).toMatchObject({ style: 'random' });
    expect(parse('--preset classic --players 12 --roles commissar,maniac --no-check')).toMatchObject({ preset: 'classic', players: 12, roles: ['commissar', 'maniac'], checkEvery: 0, warm: 0 });
    expect(parse('--warm 500')).toMatchObject({ warm: 500 });
  });

  it('refuses a bad argument with a usage error', () => {
    for (const line of ['--town clever', '--preset poker', '--players 3', '--games -1', '--roles sheriff', '--bogus 1', 'stray', '--games', '--warm -5']) {
      expect(() => parse(line), line).toThrow(UsageError);
    }
  });

  it('a 95 % Wilson interval holds the share', () => {
    const w = wilson(400, 1000);
    expect(w.share).toBe(0.4);
    expect(w.low).toBeCloseTo(0.3697, 3);
    expect(w.high).toBeCloseTo(0.4311, 3);
  });

  it('reports each game as it ends, for the progress line', () => {
    const seen: [number, number][] = [];
    simulate({ preset: 'classic', players: 7, games: 3, seed: 1, checkEvery: 0, style: 'sensible', onProgress: (done, total) => seen.push([done, total]) });
    expect(seen).toEqual([[1, 3], [2, 3], [3, 3]]);
  });

  it('plays the warm-up games first and counts only the games asked for', () => {
    const seen: number[] = [];
    const run = (warm: number) => {
      const { gamesPerSecond, wallGamesPerSecond, ...report } = simulate({ preset: 'classic', players: 7, games: 4, seed: 1, checkEvery: 0, warm, onProgress: (done) => seen.push(done) });
      expect([gamesPerSecond, wallGamesPerSecond].every((rate) => rate > 0)).toBe(true);
      return report;
    };
    expect(run(3)).toEqual(run(0));
    expect(seen).toEqual([1, 2, 3, 4, 1, 2, 3, 4]);
  });

  it('shows a long run\'s progress on a terminal only, not too often, and clears it at the end', () => {
    let clock = 0;
    const written: string[] = [];
    const terminal = progressLine({ isTTY: true, write: (text: string) => written.push(text) }, () => clock);
    for (let done = 1; done <= 10_000; done++) {
      clock = done * 0.5;
      terminal.onProgress!(done, 10_000);
    }
    terminal.end();
    // Nothing in the first second; then every 200 ms; never the finished count; erased at the end.
    expect(written[0]).toBe('\r 2,000 / 10,000 games');
    expect(written[1]).toBe('\r 2,400 / 10,000 games');
    expect(written).toHaveLength(20 + 1);
    expect(written.at(-1)).toBe('\r\x1b[K');

    const piped: string[] = [];
    const pipe = progressLine({ isTTY: false, write: (text: string) => piped.push(text) }, () => (clock += 1000));
    expect(pipe.onProgress).toBeUndefined();
    pipe.end();
    expect(piped).toEqual([]);

    const quick: string[] = [];
    clock = 0;
    const short = progressLine({ isTTY: true, write: (text: string) => quick.push(text) }, () => clock);
    short.onProgress!(1, 2);
    short.onProgress!(2, 2);
    short.end();
    expect(quick).toEqual([]);
  });

  it('sensible bots beat random ones on either side, and keep a day\'s nominations few', () => {
    const run = (town: 'sensible' | 'random', mafia: 'sensible' | 'random') => simulate({ preset: 'city', players: 11, games: 100, seed: 11, checkEvery: 0, town, mafia });
    const both = run('sensible', 'sensible');
    expect(both.wins.town).toBeGreaterThan(run('random', 'sensible').wins.town + 15);
    expect(both.wins.mafia).toBeGreaterThan(run('sensible', 'random').wins.mafia + 15);
    expect(both.medianNominations).toBeLessThanOrEqual(3);
    expect(both.tieDays).toBeLessThanOrEqual(0.25);
  }, 60_000);
});
