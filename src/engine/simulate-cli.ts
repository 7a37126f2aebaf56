/**
 * npm run simulate -- --preset city --players 11 --games 10000 --seed 1 --json
 *   [--roles commissar,doctor,maniac,putana] [--style sensible|random|mixed] [--check N] [--no-check]
 * Prints one JSON object: games, wins by side, avgDays, maxSteps, violations, gamesPerSecond.
 * --check N runs the referee every N-th step (default 1); --no-check measures speed alone.
 */
import { simulate, type SimOptions } from './simulate';
import { OPTIONAL_ROLES } from './setup';
import type { OptionalRole, Preset } from './types';

function args(argv: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i]!;
    if (!key.startsWith('--')) continue;
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) map.set(key.slice(2), 'true');
    else map.set(key.slice(2), value), i++;
  }
  return map;
}

function options(a: Map<string, string>): SimOptions {
  const preset = (a.get('preset') ?? 'city') as Preset;
  if (preset !== 'city' && preset !== 'classic') throw new Error('--preset city|classic');
  const roles = a.get('roles')?.split(',').filter(Boolean) as OptionalRole[] | undefined;
  if (roles?.some((r) => !OPTIONAL_ROLES.includes(r))) throw new Error(`--roles from ${OPTIONAL_ROLES.join(',')}`);
  const style = (a.get('style') ?? 'mixed') as SimOptions['style'];
  return {
    preset,
    players: Number(a.get('players') ?? 11),
    games: Number(a.get('games') ?? 1000),
    seed: Number(a.get('seed') ?? 1),
    ...(roles ? { roles } : {}),
    style,
    checkEvery: a.has('no-check') ? 0 : Number(a.get('check') ?? 1),
  };
}

const report = simulate(options(args(process.argv.slice(2))));
const { samples, ...summary } = report;
if (samples.length) console.error(samples.join('\n'));
console.log(JSON.stringify(summary));
