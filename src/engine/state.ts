/**
 * The raw game state. It never leaves the host: views.ts builds what each
 * audience may see. Every per-seat array is indexed by `seat - 1`; `0` means
 * "nobody" wherever a seat number is stored as a plain number.
 *
 * A state is never mutated after `step` returns it. `draft` copies the top
 * level only; every array and record inside is read-only (the types say so)
 * and is replaced, never changed in place, so older states that share them
 * stay intact and a step costs little.
 */
import type {
  CheckResult,
  ExitCause,
  NarrateEffect,
  NightEvent,
  NightStepName,
  PhaseName,
  PhaseView,
  Role,
  Said,
  Setup,
  Side,
  Timers,
  VoteCount,
  VoteRound,
} from './types';

/** A running ballot: `ballots[seat - 1]` is 0 (none), a candidate seat, or for eliminateAll 1 (yes) / -1 (no). */
export interface Round {
  readonly kind: VoteRound['kind'];
  readonly candidates: readonly number[];
  readonly voters: readonly number[];
  readonly ballots: readonly number[];
  /** The missing ballots were reminded once, with extra time. */
  readonly reminded: boolean;
}

/** What follows the vote result on screen. */
export type AfterResult = 'lastWord' | 'justification' | 'revote' | 'lot' | 'eliminateAll' | 'peaceful';

/** Tonight's resolved actions, filled as each night step ends (0: none). */
export interface Tonight {
  client: number;
  mafia: number;
  maniac: number;
  heal: number;
}

export interface GameState {
  setup: Setup;
  names: readonly string[];
  roles: readonly Role[];
  alive: readonly boolean[];
  warnings: readonly number[];
  exitCause: readonly (ExitCause | null)[];
  revealed: readonly boolean[];
  rng: number;
  seq: number;
  phase: PhaseName;
  day: number;
  night: number;
  /** Epoch ms of the next timeout; null while paused or at game over. */
  deadline: number | null;
  /** Only while paused: what was left of the timer. */
  remainingMs: number | null;
  paused: boolean;
  /**
   * The phase's clock waits for the narrator (see `PhaseView.narrating`); `cueMs` is its whole length
   * (while paused, `remainingMs` is), and `cueLines` the lines it waits for, said again on Resume.
   */
  narrating: boolean;
  cueMs: number;
  cueLines: readonly NarrateEffect[];

  // Deal
  /** Who has looked at his card before night 1. */
  seen: readonly boolean[];

  // Night
  plan: readonly NightStepName[];
  stepIndex: number;
  nightStep: NightStepName | null;
  /** This step's pick per seat (an action for actors, a suspicion for the rest). */
  picks: readonly number[];
  declined: readonly boolean[];
  /** The last suspicion of each seat tonight. */
  suspicion: readonly number[];
  tonight: Readonly<Tonight>;
  /** Doctor's history: last patient and night, self-heals used. */
  healLast: number;
  healLastNight: number;
  selfHeals: number;
  /** Putana's last client and night. */
  clientLast: number;
  clientLastNight: number;
  checks: readonly (readonly CheckResult[])[];

  // Day
  /** The seat that opened the last day's speeches (0: none yet); the next day opens after it. */
  opener: number;
  speaker: number;
  queue: readonly number[];
  nominees: readonly number[];
  /** City: whom each seat nominated today (0: nobody). */
  nominated: readonly number[];
  /** City's discussion (balagan): who has said he is done talking (D7). */
  doneTalking: readonly boolean[];
  round: Round | null;
  /** A round counted whose verdict waits for its ballots to land on the TV (vote-result.ts); null otherwise. */
  counted: VoteCount | null;
  tied: readonly number[];
  after: AfterResult | null;
  alibi: number;
  alibiShown: boolean;
  lastRound: VoteRound | null;
  votes: readonly (VoteRound & { day: number })[];
  morning: PhaseView['morning'];
  lot: PhaseView['lot'];
  /** Last words still to be heard and where play goes after them. */
  lastWords: readonly number[];
  lastWordsThen: 'day' | 'night';
  lastGuess: number;
  revealedCheck: PhaseView['revealedCheck'];
  /** Today's statements (since nightfall), in order; missing in games saved before bots spoke (read it with `saidOf`). */
  said: readonly Said[];
  /** The `seq` of the turn that made the last statement (one statement a turn). */
  saidSeq: number;

  winner: Side | null;
  nightLog: readonly NightEvent[];
}

const NOTHING_SAID: readonly Said[] = [];

/** The statements said so far (none in a game saved before bots spoke). */
export const saidOf = (s: GameState): readonly Said[] => s.said ?? NOTHING_SAID;

/**
 * A working copy whose top-level fields a step may reassign. Written out field by field
 * because V8 builds such a literal far faster than a spread of this many
 * properties (the draft is the engine's hottest function).
 */
export function draft(s: GameState): GameState {
  return {
    setup: s.setup,
    names: s.names,
    roles: s.roles,
    alive: s.alive,
    warnings: s.warnings,
    exitCause: s.exitCause,
    revealed: s.revealed,
    rng: s.rng,
    seq: s.seq,
    phase: s.phase,
    day: s.day,
    night: s.night,
    deadline: s.deadline,
    remainingMs: s.remainingMs,
    paused: s.paused,
    narrating: s.narrating,
    cueMs: s.cueMs,
    cueLines: s.cueLines,
    seen: s.seen,
    plan: s.plan,
    stepIndex: s.stepIndex,
    nightStep: s.nightStep,
    picks: s.picks,
    declined: s.declined,
    suspicion: s.suspicion,
    tonight: s.tonight,
    healLast: s.healLast,
    healLastNight: s.healLastNight,
    selfHeals: s.selfHeals,
    clientLast: s.clientLast,
    clientLastNight: s.clientLastNight,
    checks: s.checks,
    opener: s.opener,
    speaker: s.speaker,
    queue: s.queue,
    nominees: s.nominees,
    nominated: s.nominated,
    doneTalking: s.doneTalking,
    round: s.round,
    counted: s.counted,
    tied: s.tied,
    after: s.after,
    alibi: s.alibi,
    alibiShown: s.alibiShown,
    lastRound: s.lastRound,
    votes: s.votes,
    morning: s.morning,
    lot: s.lot,
    lastWords: s.lastWords,
    lastWordsThen: s.lastWordsThen,
    lastGuess: s.lastGuess,
    revealedCheck: s.revealedCheck,
    said: s.said,
    saidSeq: s.saidSeq,
    winner: s.winner,
    nightLog: s.nightLog,
  };
}

/**
 * Whether a draft is field for field the state it was drafted from: the step changed nothing.
 * Every field by name, not a walk of the keys (a `for…in` took 7 % of the simulator's time),
 * those a step changes most often first; state.test.ts checks that no field is left out.
 */
export function sameState(a: GameState, b: GameState): boolean {
  return (
    a.seq === b.seq &&
    a.picks === b.picks &&
    a.round === b.round &&
    a.phase === b.phase &&
    a.deadline === b.deadline &&
    a.declined === b.declined &&
    a.suspicion === b.suspicion &&
    a.speaker === b.speaker &&
    a.queue === b.queue &&
    a.nominees === b.nominees &&
    a.nominated === b.nominated &&
    a.rng === b.rng &&
    a.narrating === b.narrating &&
    a.cueMs === b.cueMs &&
    a.cueLines === b.cueLines &&
    a.remainingMs === b.remainingMs &&
    a.paused === b.paused &&
    a.seen === b.seen &&
    a.alive === b.alive &&
    a.setup === b.setup &&
    a.names === b.names &&
    a.roles === b.roles &&
    a.warnings === b.warnings &&
    a.exitCause === b.exitCause &&
    a.revealed === b.revealed &&
    a.day === b.day &&
    a.night === b.night &&
    a.plan === b.plan &&
    a.stepIndex === b.stepIndex &&
    a.nightStep === b.nightStep &&
    a.tonight === b.tonight &&
    a.healLast === b.healLast &&
    a.healLastNight === b.healLastNight &&
    a.selfHeals === b.selfHeals &&
    a.clientLast === b.clientLast &&
    a.clientLastNight === b.clientLastNight &&
    a.checks === b.checks &&
    a.opener === b.opener &&
    a.doneTalking === b.doneTalking &&
    a.counted === b.counted &&
    a.tied === b.tied &&
    a.after === b.after &&
    a.alibi === b.alibi &&
    a.alibiShown === b.alibiShown &&
    a.lastRound === b.lastRound &&
    a.votes === b.votes &&
    a.morning === b.morning &&
    a.lot === b.lot &&
    a.lastWords === b.lastWords &&
    a.lastWordsThen === b.lastWordsThen &&
    a.lastGuess === b.lastGuess &&
    a.revealedCheck === b.revealedCheck &&
    a.said === b.said &&
    a.saidSeq === b.saidSeq &&
    a.winner === b.winner &&
    a.nightLog === b.nightLog
  );
}

/** A copy of `items` with `items[index] = value`. */
export function setAt<T>(items: readonly T[], index: number, value: T): T[] {
  const copy = items.slice();
  copy[index] = value;
  return copy;
}

export function seatCount(s: GameState): number {
  return s.roles.length;
}

export function isAlive(s: GameState, seat: number): boolean {
  return s.alive[seat - 1] === true;
}

export function roleAt(s: GameState, seat: number): Role {
  return s.roles[seat - 1] as Role;
}

export function isBlack(role: Role): boolean {
  return role === 'mafia' || role === 'don';
}

export function sideOf(role: Role): Side {
  if (isBlack(role)) return 'mafia';
  return role === 'maniac' ? 'maniac' : 'town';
}

export function livingSeats(s: GameState): number[] {
  const seats: number[] = [];
  for (let i = 0; i < s.alive.length; i++) if (s.alive[i]) seats.push(i + 1);
  return seats;
}

/** The living seat holding a role (single roles only), or 0. */
export function livingWithRole(s: GameState, role: Role): number {
  for (let i = 0; i < s.roles.length; i++) if (s.roles[i] === role && s.alive[i]) return i + 1;
  return 0;
}

/** Enters a phase (or a new turn or night step of it); phones echo `seq`. */
export function enter(s: GameState, phase: PhaseName): void {
  s.phase = phase;
  s.seq++;
  if (phase !== 'night') s.nightStep = null;
}

export function timerMs(s: GameState, timer: keyof Timers): number {
  return Math.round(s.setup.timers[timer] * 1000 * s.setup.timerScale);
}

/** A timer's length in whole seconds, as the narrator says it («у вас 30 секунд»). */
export function seconds(ms: number): number {
  return Math.max(1, Math.round(ms / 1000));
}

/** Starts the phase's timer; while paused it waits in `remainingMs`. */
export function setTimer(s: GameState, ms: number, now: number): void {
  s.narrating = false;
  s.cueMs = 0;
  s.cueLines = [];
  if (s.paused) {
    s.remainingMs = ms;
    s.deadline = null;
  } else {
    s.deadline = now + ms;
    s.remainingMs = null;
  }
}

/**
 * A seat leaves the table, its card shown only if the setup says so: however
 * one leaves, hidden cards stay hidden until the end (L5), or the way
 * out would tell what a vote or a shot could not.
 */
export function killSeat(s: GameState, seat: number, cause: ExitCause): void {
  const i = seat - 1;
  s.alive = setAt(s.alive, i, false);
  s.exitCause = setAt(s.exitCause, i, cause);
  if (s.setup.revealOnDeath) s.revealed = setAt(s.revealed, i, true);
  s.queue = s.queue.filter((q) => q !== seat);
}
