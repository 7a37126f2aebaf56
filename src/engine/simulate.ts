/**
 * The simulator: bots play whole games through the public entry points, and
 * (when checking) a referee inspects every step. Reusable by the CLI, the
 * unit tests and the TV's practice mode.
 */
import type { OptionalRole, Preset, SeatAction, Setup, Side } from './types';
import { defaultSetup } from './setup';
import { newGame, nextDeadline } from './game';
import { step } from './step';
import { seatView } from './views';
import { botIntent, type BotStyle } from './bots';
import { seedRng, type RngState } from './rng';
import { actsIn } from './night';
import { expectedWinner, probeBreaches, viewBreaches } from './invariants';
import type { GameState } from './state';

export interface SimOptions {
  preset: Preset;
  players: number;
  games: number;
  seed: number;
  /** Classic's optional roles; defaults to the preset's. */
  roles?: OptionalRole[];
  /** Bots' style; 'mixed' alternates per game. */
  style?: BotStyle | 'mixed';
  /** Run the referee after every n-th step (1: every step; 0: never, for the speed figure). */
  checkEvery?: number;
  /** Any other setup changes (timers, flags). */
  setup?: Partial<Setup>;
}

export interface SimReport {
  games: number;
  wins: Record<Side | 'none', number>;
  avgDays: number;
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
}

/** A game that has not ended after this many accepted steps counts as a breach. */
export const MAX_STEPS = 20_000;

const isOver = (s: GameState): boolean => s.phase === 'gameOver';

/** Whom to ask now. Idle suspicions (random bots) are asked for once per step, actors until they settle. */
function seatsToAsk(s: GameState, style: BotStyle, firstPass: boolean): number[] {
  const seats: number[] = [];
  const n = s.roles.length;
  if (s.phase === 'night') {
    const everyone = style === 'random' && firstPass;
    for (let seat = 1; seat <= n; seat++) {
      if (s.alive[seat - 1] && (everyone || actsIn(s, seat, s.nightStep!))) seats.push(seat);
    }
  } else if (s.phase === 'deal') {
    for (let seat = 1; seat <= n; seat++) if (s.alive[seat - 1] && !s.seen[seat - 1]) seats.push(seat);
  } else if (s.phase === 'vote' || s.phase === 'eliminateAll') {
    for (const v of s.round!.voters) if (s.alive[v - 1] && s.round!.ballots[v - 1] === 0) seats.push(v);
  } else if (s.speaker) {
    seats.push(s.speaker);
  }
  return seats;
}

interface Table {
  state: GameState;
  now: number;
  steps: number;
  rng: RngState;
  style: BotStyle;
  checkEvery: number;
  breaches: string[];
}

function apply(t: Table, action: SeatAction | { type: 'timeout' }): boolean {
  const check = t.checkEvery > 0 && t.steps % t.checkEvery === 0;
  if (check) t.breaches.push(...probeBreaches(t.state, t.now));
  const r = step(t.state, action, t.now);
  if (!r.ok) {
    t.breaches.push(`bot ${action.type} refused: ${r.rejection.code} ${r.rejection.detail}`);
    return false;
  }
  t.state = r.state;
  t.steps++;
  if (check) t.breaches.push(...viewBreaches(t.state, t.now));
  if (t.state.phase !== 'gameOver' && expectedWinner(t.state) !== null) t.breaches.push('a side has won but the game goes on');
  if (check && action.type === 'vote' && t.state.phase === 'vote') {
    // Casting the same ballot again (issue 27: a ballot may change until the count) leaves the round as it was.
    const again = step(t.state, action, t.now);
    if (!again.ok || JSON.stringify(again.state.round) !== JSON.stringify(t.state.round)) t.breaches.push('a repeated ballot changed the round');
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
    for (const seat of seatsToAsk(t.state, t.style, firstPass)) {
      if (isOver(t.state)) return;
      if (t.state.seq !== seq) break;
      const intent = botIntent(seatView(t.state, seat, t.now), t.rng, t.style);
      if (intent && apply(t, intent)) acted = true;
    }
    if (!acted) return;
  }
}

export function playGame(setup: Setup, seed: number, style: BotStyle, checkEvery: number): GameRecord {
  const names = Array.from({ length: setup.players }, (_, i) => `P${i + 1}`);
  const t: Table = { state: newGame(setup, names, seed, 0).state, now: 0, steps: 0, rng: seedRng(seed ^ 0x5bd1e995), style, checkEvery, breaches: [] };
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
  return { winner: t.state.winner, days: t.state.day, steps: t.steps, breaches: t.breaches };
}

export function simulate(opts: SimOptions): SimReport {
  const setup: Setup = { ...defaultSetup(opts.preset, opts.players), ...opts.setup };
  if (opts.roles) setup.optionalRoles = opts.roles;
  const wins: SimReport['wins'] = { town: 0, mafia: 0, maniac: 0, none: 0 };
  const samples: string[] = [];
  let days = 0;
  let maxSteps = 0;
  let violations = 0;
  const started = clock();
  for (let g = 0; g < opts.games; g++) {
    const style = opts.style === 'mixed' || opts.style === undefined ? (g % 2 ? 'random' : 'sensible') : opts.style;
    const game = playGame(setup, opts.seed + g, style, opts.checkEvery ?? 1);
    wins[game.winner ?? 'none']++;
    days += game.days;
    maxSteps = Math.max(maxSteps, game.steps);
    violations += game.breaches.length;
    for (const b of game.breaches) if (samples.length < 10) samples.push(`game ${g}: ${b}`);
  }
  const spent = clock();
  const rate = (ms: number): number => Math.round(opts.games / Math.max(ms, 1) * 1000);
  return {
    games: opts.games,
    wins,
    avgDays: days / Math.max(1, opts.games),
    maxSteps,
    violations,
    samples,
    gamesPerSecond: rate(spent.cpu - started.cpu),
    wallGamesPerSecond: rate(spent.wall - started.wall),
  };
}
