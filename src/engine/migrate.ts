/**
 * A game saved by an older version, read into today's state. Version 2 (the
 * TV's saves until the state had parts) kept one flat record in which `0` or
 * `null` meant nobody and every field lived the whole game; version 3 keeps
 * the night, the day's talk, its votes and its last words as parts that exist
 * only while they mean something (state.ts); version 4 adds the table's log
 * of what was said aloud the whole game (`GameState.aloud`). An older state's
 * log holds only what it still shows: today's statements, today's
 * nominations (City keeps who nominated whom), and a last word's guess or
 * check while it is being said; earlier days are not known. A record that is
 * not what its version says is refused whole (`null`), never half read.
 */
import type { Aloud, CheckResult, LastGuess, Nomination, NightStepName, PhaseName, RevealedCheck, Said } from './types';
import type { Dark, GameState, LastVisit, Parting, Round, Today, Voting } from './state';

/** A version-3 state: today's without the table's log. */
type StateV3 = Omit<GameState, 'aloud'>;

/** A version-2 state as the TV saved it; the fields added during version 2 may be missing. */
interface StateV2 extends Omit<StateV3, 'lastHeal' | 'lastClient' | 'opener' | 'dark' | 'today' | 'voting' | 'parting' | 'cueLines'> {
  cueLines?: GameState['cueLines'];
  plan: NightStepName[];
  stepIndex: number;
  nightStep: NightStepName | null;
  picks: number[];
  declined: boolean[];
  suspicion: number[];
  tonight: { client: number; mafia: number; maniac: number; heal: number };
  healLast: number;
  healLastNight: number;
  clientLast: number;
  clientLastNight: number;
  opener: number;
  speaker: number;
  queue: number[];
  nominees: number[];
  nominated: number[];
  doneTalking?: boolean[];
  round: Round | null;
  counted?: Voting['counted'] | null;
  tied: number[];
  after: Voting['after'] | null;
  alibi: number;
  alibiShown: boolean;
  lastRound: Voting['lastRound'] | null;
  morning: Today['morning'] | null;
  lot: Voting['lot'] | null;
  lastWords: number[];
  lastWordsThen: 'day' | 'night';
  lastGuess: number;
  revealedCheck: Parting['revealedCheck'] | null;
  said?: Said[];
  saidSeq?: number;
}

const PHASES: readonly PhaseName[] = ['deal', 'night', 'morning', 'speech', 'discussion', 'vote', 'voteResult', 'justification', 'eliminateAll', 'lot', 'lastWord', 'peacefulPause', 'gameOver'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const numbers = (v: unknown): boolean => Array.isArray(v) && v.every(isNumber);
const flags = (v: unknown): boolean => Array.isArray(v) && v.every((f) => typeof f === 'boolean');
const orNull = (check: (v: unknown) => boolean) => (v: unknown) => v === null || check(v);
const optional = (check: (v: unknown) => boolean) => (v: unknown) => v === undefined || check(v);

/** Every field version 2 wrote, and what it must be; a record that fails one is not read. */
const V2_FIELDS: Record<string, (v: unknown) => boolean> = {
  setup: isObject,
  names: (v) => Array.isArray(v) && v.every((n) => typeof n === 'string'),
  roles: (v) => Array.isArray(v) && v.every((r) => typeof r === 'string'),
  alive: flags,
  warnings: numbers,
  exitCause: Array.isArray,
  revealed: flags,
  rng: isNumber,
  seq: isNumber,
  phase: (v) => PHASES.includes(v as PhaseName),
  day: isNumber,
  night: isNumber,
  deadline: orNull(isNumber),
  remainingMs: orNull(isNumber),
  paused: (v) => typeof v === 'boolean',
  narrating: (v) => typeof v === 'boolean',
  cueMs: isNumber,
  cueLines: optional(Array.isArray),
  seen: flags,
  plan: Array.isArray,
  stepIndex: isNumber,
  nightStep: (v) => v === null || typeof v === 'string',
  picks: numbers,
  declined: flags,
  suspicion: numbers,
  tonight: (v) => isObject(v) && ['client', 'mafia', 'maniac', 'heal'].every((k) => isNumber(v[k])),
  healLast: isNumber,
  healLastNight: isNumber,
  selfHeals: isNumber,
  clientLast: isNumber,
  clientLastNight: isNumber,
  checks: (v) => Array.isArray(v) && v.every(Array.isArray),
  opener: isNumber,
  speaker: isNumber,
  queue: numbers,
  nominees: numbers,
  nominated: numbers,
  doneTalking: optional(flags),
  round: orNull(isObject),
  counted: optional(orNull(isObject)),
  tied: numbers,
  after: orNull((v) => typeof v === 'string'),
  alibi: isNumber,
  alibiShown: (v) => typeof v === 'boolean',
  lastRound: orNull(isObject),
  votes: Array.isArray,
  morning: orNull(isObject),
  lot: orNull(isObject),
  lastWords: numbers,
  lastWordsThen: (v) => v === 'day' || v === 'night',
  lastGuess: isNumber,
  revealedCheck: orNull(isObject),
  said: optional(Array.isArray),
  saidSeq: optional(isNumber),
  winner: orNull((v) => typeof v === 'string'),
  nightLog: Array.isArray,
};

/** Why a version-2 state cannot be read, or null when it can. */
export function v2Problem(value: unknown): string | null {
  if (!isObject(value)) return 'the game state is not an object';
  for (const [field, valid] of Object.entries(V2_FIELDS)) if (!valid(value[field])) return `the game state's ${field} is not what version 2 wrote`;
  const n = (value.roles as unknown[]).length;
  const perSeat = ['names', 'alive', 'warnings', 'exitCause', 'revealed', 'seen', 'picks', 'declined', 'suspicion', 'checks', 'nominated'];
  const short = perSeat.find((field) => (value[field] as unknown[]).length !== n);
  return short ? `the game state's ${short} does not have one entry per seat` : null;
}

const seatOrNone = (seat: number): number | undefined => (seat > 0 ? seat : undefined);

function visit(seat: number, night: number): LastVisit | undefined {
  return seat > 0 ? { seat, night } : undefined;
}

/** The night, from nightfall until the dawn is told (still there in the dawn's beat, which reads it). */
function darkOf(old: StateV2): Dark | undefined {
  const beat = old.phase === 'morning' && old.morning === null;
  if (old.phase !== 'night' && !beat) return undefined;
  const t = old.tonight;
  return {
    plan: old.plan,
    stepIndex: old.stepIndex,
    nightStep: old.nightStep ?? old.plan[old.stepIndex]!,
    picks: old.picks,
    declined: old.declined,
    suspicion: old.suspicion,
    tonight: { client: seatOrNone(t.client), mafia: seatOrNone(t.mafia), maniac: seatOrNone(t.maniac), heal: seatOrNone(t.heal) },
  };
}

/** The day's talk: from the dawn's news (version 2's `morning`) until nightfall. */
function todayOf(old: StateV2): Today | undefined {
  if (old.morning === null) return undefined;
  return {
    morning: old.morning,
    // Version 2 set `alibiShown` with the alibi, always (`alibi !== 0`).
    alibi: seatOrNone(old.alibi),
    speaker: seatOrNone(old.speaker),
    queue: old.queue,
    nominees: old.nominees,
    nominated: old.nominated,
    doneTalking: old.doneTalking,
    said: old.said ?? [],
    saidSeq: old.saidSeq !== undefined && old.saidSeq >= 0 ? old.saidSeq : undefined,
  };
}

function votingOf(old: StateV2): Voting | undefined {
  const { round, counted, tied, after, lot, lastRound } = old;
  if (!round && !counted && !lastRound && !lot && !after && tied.length === 0) return undefined;
  return { round: round ?? undefined, counted: counted ?? undefined, tied, after: after ?? undefined, lot: lot ?? undefined, lastRound: lastRound ?? undefined };
}

/** Last words, while some are queued or spoken, or a guess or a revealed check is still shown. */
function partingOf(old: StateV2): Parting | undefined {
  if (old.lastWords.length === 0 && !old.lastGuess && !old.revealedCheck && old.phase !== 'lastWord') return undefined;
  return { queue: old.lastWords, then: old.lastWordsThen, guess: seatOrNone(old.lastGuess), revealedCheck: old.revealedCheck ?? undefined };
}

/** A version-2 state as today's; null (with `v2Problem` saying why) when it is not one. */
export function stateFromV2(value: unknown): GameState | null {
  if (v2Problem(value) !== null) return null;
  return withAloud(v3FromV2(value as unknown as StateV2));
}

/** A version-2 state as version 3 kept it. */
function v3FromV2(old: StateV2): StateV3 {
  return {
    setup: old.setup,
    names: old.names,
    roles: old.roles,
    alive: old.alive,
    warnings: old.warnings,
    exitCause: old.exitCause,
    revealed: old.revealed,
    rng: old.rng,
    seq: old.seq,
    phase: old.phase,
    day: old.day,
    night: old.night,
    deadline: old.deadline,
    remainingMs: old.remainingMs,
    paused: old.paused,
    narrating: old.narrating,
    cueMs: old.cueMs,
    cueLines: old.cueLines ?? [],
    seen: old.seen,
    lastHeal: visit(old.healLast, old.healLastNight),
    selfHeals: old.selfHeals,
    lastClient: visit(old.clientLast, old.clientLastNight),
    checks: old.checks as readonly (readonly CheckResult[])[],
    opener: seatOrNone(old.opener),
    votes: old.votes,
    winner: old.winner,
    nightLog: old.nightLog,
    dark: darkOf(old),
    today: todayOf(old),
    voting: votingOf(old),
    parting: partingOf(old),
  };
}

/**
 * The log of a state saved before there was one: what the state still shows
 * was said aloud. Today's statements; today's nominations, each by the seat
 * that nominated it (City's `nominated`; one whose author is not known is left
 * out); a last guess or revealed check while its speaker is still speaking
 * (afterwards its author is not known).
 */
function aloudOfV3(s: StateV3): Aloud {
  const today = s.today;
  const nominations: Nomination[] = [];
  for (const target of today?.nominees ?? []) {
    const by = today?.nominated?.indexOf(target) ?? -1;
    if (by >= 0) nominations.push({ day: s.day, by: by + 1, target });
  }
  const lastGuesses: LastGuess[] = [];
  const revealedChecks: RevealedCheck[] = [];
  const speaker = today?.speaker;
  const parting = s.parting;
  if (s.phase === 'lastWord' && speaker !== undefined && parting) {
    if (parting.guess !== undefined) lastGuesses.push({ day: s.day, by: speaker, target: parting.guess });
    if (parting.revealedCheck) revealedChecks.push({ by: speaker, ...parting.revealedCheck });
  }
  return { said: today?.said ?? [], nominations, lastGuesses, revealedChecks };
}

function withAloud(s: StateV3): GameState {
  return { ...s, aloud: aloudOfV3(s) };
}

/** A version-3 state as today's; null (with `v3Problem` saying why) when it is not one. */
export function stateFromV3(value: unknown): GameState | null {
  if (v3Problem(value) !== null) return null;
  return withAloud(value as unknown as StateV3);
}

const lists = (v: unknown): boolean => isObject(v) && ['said', 'nominations', 'lastGuesses', 'revealedChecks'].every((k) => Array.isArray(v[k]));

/** The fields of a version-3 state that every state has (the parts may be absent). */
const V3_FIELDS: Record<string, (v: unknown) => boolean> = {
  ...Object.fromEntries(
    ['setup', 'names', 'roles', 'alive', 'warnings', 'exitCause', 'revealed', 'rng', 'seq', 'phase', 'day', 'night', 'deadline', 'remainingMs', 'paused', 'narrating', 'cueMs', 'cueLines', 'seen', 'selfHeals', 'checks', 'votes', 'winner', 'nightLog'].map((f) => [f, V2_FIELDS[f]!]),
  ),
  opener: optional(isNumber),
  lastHeal: optional(isObject),
  lastClient: optional(isObject),
  dark: optional(isObject),
  today: optional(isObject),
  voting: optional(isObject),
  parting: optional(isObject),
};

/** Every field of today's state: version 3's and the log. */
const V4_FIELDS: Record<string, (v: unknown) => boolean> = { ...V3_FIELDS, aloud: lists };

function problem(value: unknown, fields: Record<string, (v: unknown) => boolean>, version: string): string | null {
  if (!isObject(value)) return 'the game state is not an object';
  for (const [field, valid] of Object.entries(fields)) if (!valid(value[field])) return `the game state's ${field} is not what ${version} writes`;
  return null;
}

/** Why a version-3 state cannot be read, or null when it can. */
export const v3Problem = (value: unknown): string | null => problem(value, V3_FIELDS, 'version 3');

/** Why a state saved by this version cannot be read, or null when it can. */
export const stateProblem = (value: unknown): string | null => problem(value, V4_FIELDS, 'this version');
