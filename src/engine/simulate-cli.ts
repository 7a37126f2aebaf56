/**
 * The simulator's command line: `npm run simulate -- --help` prints the usage.
 * Prints one JSON object (see USAGE); bad arguments are one line on stderr and exit code 2.
 */
import { simulate, type SimOptions } from './simulate';
import { OPTIONAL_ROLES } from './setup';
import type { OptionalRole } from './types';
import type { BotStyle } from './bots';

export const USAGE = `Usage: npm run simulate -- [options]
  --preset city|classic     the rules (default city)
  --players N               seats (default 11; city 7-13, classic 6-17)
  --games N                 games to play (default 1000)
  --seed N                  the first game's seed (default 1)
  --roles a,b               classic's optional roles from ${OPTIONAL_ROLES.join(',')} (default: the preset's)
  --town sensible|random    the town's bots
  --mafia sensible|random   the mafia's bots (and the Maniac's)
  --style sensible|random|mixed   both sides at once (default mixed: alternating per game)
  --check N                 run the referee every N-th step (default 1)
  --no-check                no referee: the speed figure
  --warm N                  first play N games, not counted or timed (default 0): a warmed-up engine's speed
  --json                    accepted; the output is always JSON
  --help                    this text
Prints one JSON object: games, wins, share (per side, with a 95 % Wilson interval),
avgDays, medianDays, medianNominations, avgNominations, tieDays, maxSteps,
violations, gamesPerSecond (per CPU second), wallGamesPerSecond.
On a terminal, a run longer than a second shows "3,000 / 10,000 games" on stderr
meanwhile (cleared at the end); piped or redirected, stderr gets no progress.`;

/** A bad argument: the CLI prints its message on one line and exits with 2. */
export class UsageError extends Error {}

// --json is accepted and changes nothing: the output always was JSON, and bench/bench.ts passes it.
const FLAGS = new Set(['preset', 'players', 'games', 'seed', 'roles', 'town', 'mafia', 'style', 'check', 'no-check', 'warm', 'help', 'json']);
const SWITCHES = new Set(['no-check', 'help', 'json']);

export function parseArgs(argv: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument '${arg}'`);
    const key = arg.slice(2);
    if (!FLAGS.has(key)) throw new UsageError(`unknown option --${key}`);
    if (SWITCHES.has(key)) {
      map.set(key, 'true');
      continue;
    }
    const value = argv[++i];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${key} needs a value`);
    map.set(key, value);
  }
  return map;
}

function whole(a: Map<string, string>, key: string, fallback: number, min: number): number {
  const text = a.get(key);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new UsageError(`--${key} must be a whole number of at least ${min}, not '${text}'`);
  return value;
}

function styleOf(a: Map<string, string>, key: 'town' | 'mafia'): BotStyle | undefined {
  const value = a.get(key);
  if (value === undefined || value === 'sensible' || value === 'random') return value;
  throw new UsageError(`--${key} sensible|random, not '${value}'`);
}

export function options(a: Map<string, string>): SimOptions {
  const preset = a.get('preset') ?? 'city';
  if (preset !== 'city' && preset !== 'classic') throw new UsageError(`--preset city|classic, not '${preset}'`);
  const roles = a.get('roles')?.split(',').filter(Boolean) as OptionalRole[] | undefined;
  const stranger = roles?.find((r) => !OPTIONAL_ROLES.includes(r));
  if (stranger) throw new UsageError(`--roles from ${OPTIONAL_ROLES.join(',')}, not '${stranger}'`);
  const style = a.get('style') ?? 'mixed';
  if (style !== 'sensible' && style !== 'random' && style !== 'mixed') throw new UsageError(`--style sensible|random|mixed, not '${style}'`);
  const players = whole(a, 'players', 11, 1);
  const [min, max] = preset === 'city' ? [7, 13] : [6, 17];
  if (players < min || players > max) throw new UsageError(`--players ${min}-${max} for ${preset}, not ${players}`);
  const town = styleOf(a, 'town');
  const mafia = styleOf(a, 'mafia');
  return {
    preset,
    players,
    games: whole(a, 'games', 1000, 1),
    seed: whole(a, 'seed', 1, -0x80000000),
    ...(roles ? { roles } : {}),
    style,
    ...(town ? { town } : {}),
    ...(mafia ? { mafia } : {}),
    checkEvery: a.has('no-check') ? 0 : whole(a, 'check', 1, 0),
    warm: whole(a, 'warm', 0, 0),
  };
}

/** Where the progress line goes: a terminal or not (`process.stderr`). */
export interface ProgressOut {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * The progress line of a long run: `\r 3,000 / 10,000 games` on a terminal,
 * first after `delayMs` and then at most every `everyMs`, cleared by `end()`.
 * Not a terminal (a pipe, a file, CI's log): nothing at all.
 */
export function progressLine(out: ProgressOut, now: () => number = () => performance.now(), delayMs = 1000, everyMs = 200): { onProgress?: (done: number, total: number) => void; end(): void } {
  if (!out.isTTY) return { end: () => undefined };
  const started = now();
  let shownAt = -Infinity;
  let shown = false;
  return {
    onProgress(done, total) {
      const at = now();
      if (done === total || at - started < delayMs || at - shownAt < everyMs) return;
      shownAt = at;
      shown = true;
      out.write(`\r ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} games`);
    },
    end() {
      // Carriage return and erase to the end of the line: the JSON (or the shell's prompt) starts clean.
      if (shown) out.write('\r\x1b[K');
    },
  };
}

function main(argv: string[]): number {
  let opts: SimOptions;
  try {
    const a = parseArgs(argv);
    if (a.has('help')) {
      console.log(USAGE);
      return 0;
    }
    opts = options(a);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`simulate: ${e.message} (--help for usage)`);
    return 2;
  }
  const progress = progressLine(process.stderr);
  const { samples, ...summary } = simulate({ ...opts, onProgress: progress.onProgress });
  progress.end();
  if (samples.length) console.error(samples.join('\n'));
  console.log(JSON.stringify(summary));
  return 0;
}

// Run only as the program (also bundled, as the bench runs it), so tests may import the parser.
if (/simulate-cli\.(ts|m?js)$/.test(process.argv[1] ?? '')) process.exitCode = main(process.argv.slice(2));
