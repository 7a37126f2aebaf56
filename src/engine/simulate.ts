/**
 * The simulator: bots play whole games through the public entry points, and
 * (when checking) a referee inspects every step. Reusable by the CLI, the
 * unit tests and the TV's practice mode.
 */
import type { OptionalRole, Preset, SeatAction, SeatView, Setup, Side } from './types';
import { defaultSetup } from './setup';
import { newGame, nextDeadline } from './game';
import { step } from './step';
import { lazySeatView, seatView } from './views';
import { botIntent, type BotStyle } from './bots';
import { drawImpression, emptyRecord, hearAloud, newMind, type BotMind, type TableRecord } from './bot-mind';
import { seedRng, type RngState } from './rng';
import { actsIn } from './night';
import { expectedWinner, probeBreaches, viewBreaches } from './invariants';
import type { GameState } from './state';
import { checkerOf } from './statements';

export interface SimOptions {
  preset: Preset;
  players: number;
  games: number;
  seed: number;
  /** Classic's optional roles; defaults to the preset's. */
  roles?: OptionalRole[];
  /** Bots' style; 'mixed' alternates per game. `town` / `mafia` override it per side (`mafia`: the black team and the Maniac). */
  style?: BotStyle | 'mixed';
  town?: BotStyle;
  mafia?: BotStyle;
  /** Run the referee after every n-th step (1: every step; 0: never, for the speed figure). */
  checkEvery?: number;
  /**
   * Games played first, from the seeds after the counted ones, and neither
   * counted nor timed: the speed of an engine warmed up, as a TV's is an hour
   * into a party (the first thousand games of a fresh process run at half speed
   * while V8 compiles the hot paths on its background threads, whose CPU counts).
   */
  warm?: number;
  /** Any other setup changes (timers, flags). */
  setup?: Partial<Setup>;
  /** Called after each game with the games played so far (the command line's progress line). */
  onProgress?: (done: number, total: number) => void;
}

/** A share of games with its 95 % Wilson interval. */
export interface Share {
  share: number;
  low: number;
  high: number;
}

export interface SimReport {
  games: number;
  wins: Record<Side | 'none', number>;
  /** Each side's share of the games, with its 95 % interval. */
  share: Record<Side, Share>;
  avgDays: number;
  /** Days played in the median game. */
  medianDays: number;
  /** City: nominations on the median day, and on average (classic has none: 0). */
  medianNominations: number;
  avgNominations: number;
  /** Of the days with a vote, the share where a round tied (a revote, a lot or an all-or-none vote followed). */
  tieDays: number;
  maxSteps: number;
  violations: number;
  /** The first few breaches, for debugging. */
  samples: string[];
  /** Games per second of this process's CPU time: one core's speed, whatever else the machine runs. */
  gamesPerSecond: number;
  /** Games per second of wall-clock time. */
  wallGamesPerSecond: number;
}

/** CPU ms of this process (Node) and wall ms; on a browser both are wall time. */
function clock(): { cpu: number; wall: number } {
  const wall = performance.now();
  const proc = (globalThis as { process?: { cpuUsage?: () => { user: number; system: number } } }).process;
  const usage = proc?.cpuUsage?.();
  return { cpu: usage ? (usage.user + usage.system) / 1000 : wall, wall };
}

export interface GameRecord {
  winner: Side | null;
  days: number;
  steps: number;
  breaches: string[];
  /** Nominations made on each day played (City). */
  nominations: number[];
  /** Days with a vote, and how many of them had a tied round. */
  voteDays: number;
  tieDays: number;
}

/** The bots' style per side. */
export interface Styles {
  town: BotStyle;
  mafia: BotStyle;
}

/** A game that has not ended after this many accepted steps counts as a breach. */
export const MAX_STEPS = 20_000;

const isOver = (s: GameState): boolean => s.phase === 'gameOver';

/**
 * Whom to ask now, in seat order: bit `seat` of the number (at most 17 seats;
 * a number, not a list, as this runs at every pass). Idle suspicions (random
 * bots) are asked for once per step, actors until they settle.
 */
function seatsToAsk(s: GameState, anyRandom: boolean, firstPass: boolean): number {
  let seats = 0;
  const n = s.roles.length;
  if (s.phase === 'night') {
    const everyone = anyRandom && firstPass;
    for (let seat = 1; seat <= n; seat++) {
      if (s.alive[seat - 1] && (everyone || actsIn(s, seat, s.dark!.nightStep))) seats |= 1 << seat;
    }
  } else if (s.phase === 'deal') {
    for (let seat = 1; seat <= n; seat++) if (s.alive[seat - 1] && !s.seen[seat - 1]) seats |= 1 << seat;
  } else if (s.phase === 'vote' || s.phase === 'eliminateAll') {
    const round = s.voting!.round!;
    for (const v of round.voters) if (s.alive[v - 1] && round.ballots[v - 1] === 0) seats |= 1 << v;
  } else if (s.today?.speaker) {
    seats |= 1 << s.today.speaker;
  }
  return seats;
}

interface Table {
  state: GameState;
  now: number;
  steps: number;
  rng: RngState;
  /** Each seat's style (index = seat), and the sensible bots' minds. */
  styles: BotStyle[];
  /** Some seat plays at random: everyone is asked at the first pass of a night step. */
  anyRandom: boolean;
  minds: (BotMind | undefined)[];
  record: TableRecord;
  checkEvery: number;
  breaches: string[];
}

/** The views the bots read, built part by part as they read them, are field for field what each phone gets. */
function lazyBreaches(s: GameState, now: number): string[] {
  const breaches: string[] = [];
  for (let seat = 1; seat <= s.roles.length; seat++) {
    const lazy = lazySeatView(s, seat, now);
    const eager = seatView(s, seat, now);
    for (const key of Object.keys(eager) as (keyof SeatView)[]) {
      if (JSON.stringify(lazy[key]) !== JSON.stringify(eager[key])) breaches.push(`seat ${seat}'s bot reads another ${key} than its phone`);
    }
  }
  return breaches;
}

function apply(t: Table, action: SeatAction | { type: 'timeout' }): boolean {
  const check = t.checkEvery > 0 && t.steps % t.checkEvery === 0;
  if (check) t.breaches.push(...probeBreaches(t.state, t.now), ...lazyBreaches(t.state, t.now));
  const r = step(t.state, action, t.now);
  if (!r.ok) {
    t.breaches.push(`bot ${action.type} refused: ${r.rejection.code} ${r.rejection.detail}`);
    return false;
  }
  t.state = r.state;
  t.steps++;
  // What was said aloud, as the table heard it: the engine's log (public).
  hearAloud(t.record, t.state.aloud);
  if (check) t.breaches.push(...viewBreaches(t.state, t.now));
  if (t.checkEvery > 0 && t.state.phase !== 'gameOver' && expectedWinner(t.state) !== null) t.breaches.push('a side has won but the game goes on');
  if (check && action.type === 'vote' && t.state.phase === 'vote') {
    // Casting the same ballot again (V1: a ballot may change until the count) leaves the round as it was.
    const again = step(t.state, action, t.now);
    if (!again.ok || JSON.stringify(again.state.voting?.round) !== JSON.stringify(t.state.voting?.round)) t.breaches.push('a repeated ballot changed the round');
  }
  return true;
}

/** Asks the bots whose turn it is until none has anything more to do. */
function botsAct(t: Table): void {
  let lastSeq = -1;
  while (t.steps <= MAX_STEPS) {
    let acted = false;
    const seq = t.state.seq;
    const firstPass = seq !== lastSeq;
    lastSeq = seq;
    const asked = seatsToAsk(t.state, t.anyRandom, firstPass);
    for (let seat = 1; seat < 32; seat++) {
      if (!(asked & (1 << seat))) continue;
      if (isOver(t.state)) return;
      if (t.state.seq !== seq) break;
      const intent = botIntent(lazySeatView(t.state, seat, t.now), t.rng, t.styles[seat]!, t.minds[seat]);
      if (intent && apply(t, intent)) acted = true;
    }
    if (!acted) return;
  }
}

/** Each seat's style by its side (the Maniac plays as the town's opponents do); deals are public to the referee, never to a bot. */
function seatStyles(state: GameState, styles: Styles): BotStyle[] {
  return [styles.town, ...state.roles.map((role) => (role === 'mafia' || role === 'don' || role === 'maniac' ? styles.mafia : styles.town))];
}

/** Days with a vote, and those where a round tied. */
function voteDays(state: GameState): { voteDays: number; tieDays: number } {
  const days = new Map<number, boolean>();
  for (const round of state.votes) days.set(round.day, (days.get(round.day) ?? false) || round.tie);
  let tieDays = 0;
  for (const tie of days.values()) if (tie) tieDays++;
  return { voteDays: days.size, tieDays };
}

export function playGame(setup: Setup, seed: number, style: BotStyle | Styles, checkEvery: number): GameRecord {
  const names = Array.from({ length: setup.players }, (_, i) => `P${i + 1}`);
  const state = newGame(setup, names, seed, 0).state;
  const rng = seedRng(seed ^ 0x5bd1e995);
  const styles = seatStyles(state, typeof style === 'string' ? { town: style, mafia: style } : style);
  const record = emptyRecord();
  record.impression = drawImpression(setup.players, rng);
  record.checker = checkerOf(setup);
  const minds = styles.map((s, seat) => (seat > 0 && s === 'sensible' ? newMind(setup.players, rng, record) : undefined));
  const t: Table = { state, now: 0, steps: 0, rng, styles, anyRandom: styles.includes('random'), minds, record, checkEvery, breaches: [] };
  while (t.state.phase !== 'gameOver') {
    if (t.steps > MAX_STEPS) {
      t.breaches.push('the game did not end');
      break;
    }
    botsAct(t);
    if (isOver(t.state)) break;
    t.now = Math.max(t.now, nextDeadline(t.state) ?? t.now);
    apply(t, { type: 'timeout' });
  }
  if (t.state.phase === 'gameOver' && t.state.winner !== expectedWinner(t.state)) t.breaches.push('winner does not match the win rules');
  const nominations = Array.from({ length: t.state.day }, (_, i) => t.state.aloud.nominations.filter((n) => n.day === i + 1).length);
  return { winner: t.state.winner, days: t.state.day, steps: t.steps, breaches: t.breaches, nominations, ...voteDays(t.state) };
}

/** The 95 % Wilson score interval of k successes in n. */
export function wilson(k: number, n: number): Share {
  if (n === 0) return { share: 0, low: 0, high: 1 };
  const z = 1.959964;
  const p = k / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  const round = (x: number): number => Math.round(x * 10000) / 10000;
  return { share: round(p), low: round(Math.max(0, centre - half)), high: round(Math.min(1, centre + half)) };
}

function median(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let value = 0; value < counts.length; value++) {
    seen += counts[value]!;
    if (seen * 2 >= total) return value;
  }
  return 0;
}

function stylesOf(opts: SimOptions, game: number): Styles {
  const both = opts.style === 'mixed' || opts.style === undefined ? (game % 2 ? 'random' : 'sensible') : opts.style;
  return { town: opts.town ?? both, mafia: opts.mafia ?? both };
}

export function simulate(opts: SimOptions): SimReport {
  const setup: Setup = { ...defaultSetup(opts.preset, opts.players), ...opts.setup };
  if (opts.roles) setup.optionalRoles = opts.roles;
  const wins: SimReport['wins'] = { town: 0, mafia: 0, maniac: 0, none: 0 };
  const samples: string[] = [];
  // Histograms: games by days played, days by nominations made.
  const dayCounts: number[] = [];
  const nominationCounts: number[] = [];
  let days = 0;
  let nominations = 0;
  let daysPlayed = 0;
  let voteDaysSeen = 0;
  let tieDays = 0;
  let maxSteps = 0;
  let violations = 0;
  for (let g = 0; g < (opts.warm ?? 0); g++) playGame(setup, opts.seed + opts.games + g, stylesOf(opts, g), opts.checkEvery ?? 1);
  const started = clock();
  for (let g = 0; g < opts.games; g++) {
    const game = playGame(setup, opts.seed + g, stylesOf(opts, g), opts.checkEvery ?? 1);
    wins[game.winner ?? 'none']++;
    days += game.days;
    dayCounts[game.days] = (dayCounts[game.days] ?? 0) + 1;
    for (const n of game.nominations) nominationCounts[n] = (nominationCounts[n] ?? 0) + 1;
    nominations += game.nominations.reduce((a, b) => a + b, 0);
    daysPlayed += game.nominations.length;
    voteDaysSeen += game.voteDays;
    tieDays += game.tieDays;
    maxSteps = Math.max(maxSteps, game.steps);
    violations += game.breaches.length;
    for (const b of game.breaches) if (samples.length < 10) samples.push(`game ${g}: ${b}`);
    opts.onProgress?.(g + 1, opts.games);
  }
  const spent = clock();
  const rate = (ms: number): number => Math.round(opts.games / Math.max(ms, 1) * 1000);
  const fill = (counts: number[]): number[] => Array.from(counts, (c) => c ?? 0);
  return {
    games: opts.games,
    wins,
    share: { town: wilson(wins.town, opts.games), mafia: wilson(wins.mafia, opts.games), maniac: wilson(wins.maniac, opts.games) },
    avgDays: days / Math.max(1, opts.games),
    medianDays: median(fill(dayCounts)),
    medianNominations: median(fill(nominationCounts)),
    avgNominations: Math.round((nominations / Math.max(1, daysPlayed)) * 100) / 100,
    tieDays: Math.round((tieDays / Math.max(1, voteDaysSeen)) * 10000) / 10000,
    maxSteps,
    violations,
    samples,
    gamesPerSecond: rate(spent.cpu - started.cpu),
    wallGamesPerSecond: rate(spent.wall - started.wall),
  };
}
