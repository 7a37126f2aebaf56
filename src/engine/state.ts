/**
 * The raw game state. It never leaves the host: views.ts builds what each
 * audience may see. Every per-seat array is indexed by `seat - 1`. A seat
 * that may be nobody is absent (`undefined`); inside a per-seat list of seats
 * (picks, ballots, nominations) `0` is nobody.
 *
 * A state is never mutated after `step` returns it. `draft` copies the top
 * level only; every part, array and record inside is read-only (the types say
 * so) and is replaced, never changed in place, so older states that share
 * them stay intact and a step costs little.
 */
import type {
  Aloud,
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

/** Tonight's resolved actions, filled as each night step ends (absent: none). */
export interface Tonight {
  readonly client?: number;
  readonly mafia?: number;
  readonly maniac?: number;
  readonly heal?: number;
}

/**
 * The night: from nightfall until the dawn has been told (dawn.ts reads what
 * happened, then drops it). Per-seat lists are indexed by `seat - 1`, `0` no pick.
 */
export interface Dark {
  readonly plan: readonly NightStepName[];
  readonly stepIndex: number;
  /** The running step (read only while the phase is `night`). */
  readonly nightStep: NightStepName;
  /** This step's pick per seat (an action for actors, a suspicion for the rest). */
  readonly picks: readonly number[];
  readonly declined: readonly boolean[];
  /** The last suspicion of each seat tonight. */
  readonly suspicion: readonly number[];
  readonly tonight: Tonight;
}

/** The day's talk: from the dawn's news until nightfall. */
export interface Today {
  /** The dawn's news, shown all day. */
  readonly morning: NonNullable<PhaseView['morning']>;
  /** Classic: the Putana's client, who cannot be voted out today (D5). */
  readonly alibi: number | undefined;
  /** Whose turn it is to speak (a speech, a justification, a last word). */
  readonly speaker: number | undefined;
  /** Speakers still to come: today's speeches, then a tie's justifications. */
  readonly queue: readonly number[];
  readonly nominees: readonly number[];
  /** City: whom each seat nominated today (0: nobody); from the first speech. */
  readonly nominated: readonly number[] | undefined;
  /** City's discussion (balagan): who has said he is done talking (D7). */
  readonly doneTalking: readonly boolean[] | undefined;
  /** Today's statements, in order. */
  readonly said: readonly Said[];
  /** The `seq` of the turn that made the last statement (one statement a turn). */
  readonly saidSeq: number | undefined;
}

/** The day's votes: from the first round (or a lone nominee's verdict) until nightfall. */
export interface Voting {
  readonly round: Round | undefined;
  /** A round counted whose verdict waits for its ballots to land on the TV (vote-result.ts). */
  readonly counted: VoteCount | undefined;
  readonly tied: readonly number[];
  readonly after: AfterResult | undefined;
  readonly lot: NonNullable<PhaseView['lot']> | undefined;
  /** The last verdict, shown until nightfall. */
  readonly lastRound: VoteRound | undefined;
}

/** The day's votes before the first round. */
export const NO_VOTE: Voting = { round: undefined, counted: undefined, tied: [], after: undefined, lot: undefined, lastRound: undefined };

/** Last words: from the first one queued until nightfall (a guess or a revealed check stays shown). */
export interface Parting {
  /** Last words still to be heard, and where play goes after them. */
  readonly queue: readonly number[];
  readonly then: 'day' | 'night';
  /** Classic: the speaker's guess of one mafia. */
  readonly guess: number | undefined;
  readonly revealedCheck: NonNullable<PhaseView['revealedCheck']> | undefined;
}

/** A role's last choice and its night (the Doctor's patient, the Putana's client). */
export interface LastVisit {
  readonly seat: number;
  readonly night: number;
}

/**
 * The whole game. What lasts the game sits at the top; what belongs to a part
 * of it sits in that part, which exists only while it means something.
 */
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
  /** The deal: who has looked at his card before night 1. */
  seen: readonly boolean[];
  /** The Doctor's last patient, and how often he healed himself. */
  lastHeal: LastVisit | undefined;
  selfHeals: number;
  /** The Putana's last client. */
  lastClient: LastVisit | undefined;
  checks: readonly (readonly CheckResult[])[];
  /** The seat that opened the last day's speeches (none yet: seat 1 opens); the next day opens after it. */
  opener: number | undefined;
  votes: readonly (VoteRound & { day: number })[];
  winner: Side | null;
  nightLog: readonly NightEvent[];
  /** Everything said aloud at the table since the deal (types.ts `Aloud`); public, kept the whole game. */
  aloud: Aloud;
  dark: Dark | undefined;
  today: Today | undefined;
  voting: Voting | undefined;
  parting: Parting | undefined;
}

const NOTHING_SAID: readonly Said[] = [];

/** Nothing said aloud yet: a new game's log. */
export const SILENCE: Aloud = { said: [], nominations: [], lastGuesses: [], revealedChecks: [] };

/** Adds one act to the table's log (a new log: older states keep theirs). */
export function noteAloud<K extends keyof Aloud>(s: GameState, list: K, act: Aloud[K][number]): void {
  const a = s.aloud;
  s.aloud = { said: a.said, nominations: a.nominations, lastGuesses: a.lastGuesses, revealedChecks: a.revealedChecks, [list]: [...a[list], act] };
}

/** What was said aloud at the table the whole game (public: see `Aloud`). */
export const aloudOf = (s: GameState): Aloud => s.aloud;

/** Today's statements so far (since nightfall). */
export const saidOf = (s: GameState): readonly Said[] => s.today?.said ?? NOTHING_SAID;

/** The running speaker, or 0. */
export const speakerOf = (s: GameState): number => s.today?.speaker ?? 0;

/**
 * A working copy whose top-level fields a step may reassign. The parts are
 * read-only and shared: a step that changes one replaces it (`{ ...part, field }`),
 * so a field added to a part needs nothing here. The top level is written out
 * field by field because V8 builds such a literal twenty times faster than a
 * spread of as many properties (a spread here made the simulator twice as slow);
 * every field is required, so the compiler names one left out.
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
    lastHeal: s.lastHeal,
    selfHeals: s.selfHeals,
    lastClient: s.lastClient,
    checks: s.checks,
    opener: s.opener,
    votes: s.votes,
    winner: s.winner,
    nightLog: s.nightLog,
    aloud: s.aloud,
    dark: s.dark,
    today: s.today,
    voting: s.voting,
    parting: s.parting,
  };
}

/**
 * Whether a draft is field for field the state it was drafted from: the step changed nothing.
 * Every field by name, not a walk of the keys (a `for…in` took 7 % of the simulator's time),
 * those a step changes most often first; a part is compared by reference, as a step
 * replaces the part it changes. state.test.ts checks that no field is left out.
 */
export function sameState(a: GameState, b: GameState): boolean {
  return (
    a.seq === b.seq &&
    a.dark === b.dark &&
    a.voting === b.voting &&
    a.today === b.today &&
    a.phase === b.phase &&
    a.deadline === b.deadline &&
    a.rng === b.rng &&
    a.narrating === b.narrating &&
    a.cueMs === b.cueMs &&
    a.cueLines === b.cueLines &&
    a.remainingMs === b.remainingMs &&
    a.paused === b.paused &&
    a.seen === b.seen &&
    a.alive === b.alive &&
    a.parting === b.parting &&
    a.setup === b.setup &&
    a.names === b.names &&
    a.roles === b.roles &&
    a.warnings === b.warnings &&
    a.exitCause === b.exitCause &&
    a.revealed === b.revealed &&
    a.day === b.day &&
    a.night === b.night &&
    a.lastHeal === b.lastHeal &&
    a.selfHeals === b.selfHeals &&
    a.lastClient === b.lastClient &&
    a.checks === b.checks &&
    a.opener === b.opener &&
    a.votes === b.votes &&
    a.winner === b.winner &&
    a.nightLog === b.nightLog &&
    a.aloud === b.aloud
  );
}

type Draft<T> = { -readonly [K in keyof T]: T[K] };

/*
 * A step changes a part through its own copy, made here field by field: the
 * older states share the part, and V8 builds a literal several times faster
 * than a spread (the copies are in the engine's hottest steps: a pick, a
 * ballot, the next speaker). Every field of a part is required, so the
 * compiler names one a copy leaves out.
 */

/** The night's part, copied for this step to change. */
export function editDark(s: GameState): Draft<Dark> {
  const d = s.dark!;
  const copy: Draft<Dark> = { plan: d.plan, stepIndex: d.stepIndex, nightStep: d.nightStep, picks: d.picks, declined: d.declined, suspicion: d.suspicion, tonight: d.tonight };
  s.dark = copy;
  return copy;
}

/** The day's talk, copied for this step to change. */
export function editToday(s: GameState): Draft<Today> {
  const t = s.today!;
  const copy: Draft<Today> = {
    morning: t.morning,
    alibi: t.alibi,
    speaker: t.speaker,
    queue: t.queue,
    nominees: t.nominees,
    nominated: t.nominated,
    doneTalking: t.doneTalking,
    said: t.said,
    saidSeq: t.saidSeq,
  };
  s.today = copy;
  return copy;
}

/** The day's votes, copied for this step to change (begun, before the first round). */
export function editVoting(s: GameState): Draft<Voting> {
  const v = s.voting ?? NO_VOTE;
  const copy: Draft<Voting> = { round: v.round, counted: v.counted, tied: v.tied, after: v.after, lot: v.lot, lastRound: v.lastRound };
  s.voting = copy;
  return copy;
}

/** The last words, copied for this step to change (begun with none queued). */
export function editParting(s: GameState): Draft<Parting> {
  const p = s.parting;
  const copy: Draft<Parting> = { queue: p?.queue ?? [], then: p?.then ?? 'night', guess: p?.guess, revealedCheck: p?.revealedCheck };
  s.parting = copy;
  return copy;
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
  const today = s.today;
  if (today?.queue.includes(seat)) editToday(s).queue = today.queue.filter((q) => q !== seat);
}
