/**
 * Views: what one audience may know now. The TV's PublicView and each phone's
 * SeatView are built here and nowhere else; the raw state never leaves the
 * host. Views share immutable lists with the state and with each other
 * (votes, checks, the night log, the seat list): treat them as read-only.
 */
import type { CheckResult, NightEvent, PhaseView, PublicView, Role, SeatPublic, SeatView } from './types';
import { isBlack, roleAt, saidOf, seatCount, sideOf, type GameState } from './state';
import { promptFor } from './prompts';

/**
 * One empty list for every view that has nothing to list (no ballots yet, no
 * team): a view is read-only, and frozen it says so to anyone who forgets.
 */
const NONE = /* @__PURE__ */ Object.freeze([]) as unknown as never[];

/**
 * The last phase view built, by state and moment: every phone's view of one
 * step (the host's fan-out, the simulator's bots) shares one. States are never
 * changed after `step` returns them, so the state object names its phase;
 * views are never built from a draft.
 */
let lastPhase: { state: GameState; now: number; view: PhaseView } | null = null;

export function phaseView(s: GameState, now: number): PhaseView {
  if (lastPhase !== null && lastPhase.now === now && (lastPhase.state === s || samePhase(lastPhase.state, s))) {
    lastPhase.state = s;
    return lastPhase.view;
  }
  const view = buildPhaseView(s, now);
  lastPhase = { state: s, now, view };
  return view;
}

/**
 * Whether two states show the same phase: every field `buildPhaseView` reads.
 * A night pick or a statement changes the state but not its phase view, so
 * the next state's phones share the last one.
 */
function samePhase(a: GameState, b: GameState): boolean {
  return (
    a.seq === b.seq &&
    a.phase === b.phase &&
    a.deadline === b.deadline &&
    a.narrating === b.narrating &&
    a.paused === b.paused &&
    a.remainingMs === b.remainingMs &&
    a.cueMs === b.cueMs &&
    a.day === b.day &&
    a.night === b.night &&
    a.dark?.nightStep === b.dark?.nightStep &&
    a.winner === b.winner &&
    a.seen === b.seen &&
    // A part read whole when it is the same object; a statement renews the day's talk, a pick the night.
    (a.voting === b.voting || sameVoting(a.voting, b.voting)) &&
    (a.today === b.today || sameToday(a.today, b.today)) &&
    (a.parting === b.parting || sameParting(a.parting, b.parting))
  );
}

function sameToday(a: GameState['today'], b: GameState['today']): boolean {
  return (
    a?.speaker === b?.speaker &&
    a?.nominees === b?.nominees &&
    a?.queue === b?.queue &&
    a?.alibi === b?.alibi &&
    a?.morning === b?.morning &&
    a?.doneTalking === b?.doneTalking
  );
}

function sameVoting(a: GameState['voting'], b: GameState['voting']): boolean {
  return a?.round === b?.round && a?.counted === b?.counted && a?.lastRound === b?.lastRound && a?.lot === b?.lot;
}

function sameParting(a: GameState['parting'], b: GameState['parting']): boolean {
  return a?.queue === b?.queue && a?.guess === b?.guess && a?.revealedCheck === b?.revealedCheck;
}

function buildPhaseView(s: GameState, now: number): PhaseView {
  const { today, voting, parting } = s;
  const round = voting?.round;
  const turnQueue = s.phase === 'lastWord' ? parting?.queue : s.phase === 'speech' || s.phase === 'justification' ? today?.queue : NONE;
  return {
    name: s.phase,
    seq: s.seq,
    day: s.day,
    night: s.night,
    nightStep: s.phase === 'night' ? (s.dark?.nightStep ?? null) : null,
    deadline: s.narrating ? null : s.deadline,
    remainingMs: s.paused ? s.remainingMs : s.narrating ? s.cueMs : s.deadline === null ? null : Math.max(0, s.deadline - now),
    paused: s.paused,
    narrating: s.narrating,
    speaker: today?.speaker || null,
    speakerQueue: (turnQueue ?? NONE) as number[],
    nominees: (today?.nominees ?? NONE) as number[],
    candidates: round ? (round.candidates as number[]) : NONE,
    voted: round ? round.voters.filter((v) => round.ballots[v - 1] !== 0) : NONE,
    alibi: today?.alibi ?? null,
    // The count's beat: the round just counted is not told yet, and an earlier one must not pass for it.
    lastRound: voting?.counted ? null : (voting?.lastRound ?? null),
    morning: today?.morning ?? null,
    lot: voting?.lot ?? null,
    lastGuess: parting?.guess ?? null,
    revealedCheck: parting?.revealedCheck ?? null,
    winner: s.winner,
    seenCount: s.phase === 'deal' ? s.seen.filter(Boolean).length : 0,
    doneTalking: s.phase === 'discussion' ? seatsOf(today?.doneTalking ?? NONE) : NONE,
  };
}

/** The seats whose flag is set. */
function seatsOf(flags: readonly boolean[]): number[] {
  const seats: number[] = [];
  for (let i = 0; i < flags.length; i++) if (flags[i]) seats.push(i + 1);
  return seats;
}

interface SeatsMemo {
  exitCause: GameState['exitCause'];
  alive: GameState['alive'];
  warnings: GameState['warnings'];
  over: boolean;
  seats: SeatPublic[];
}

/**
 * The public seat list changes only when someone leaves (new `exitCause`
 * and `alive` arrays), gets a warning (a new `warnings` array) or the game ends; the memo
 * saves rebuilding it for every phone at every step.
 */
const seatsMemo = new WeakMap<GameState['exitCause'], SeatsMemo>();

/** The memo last read: nearly every view of a step finds its seats there, before the WeakMap. */
let lastMemo: SeatsMemo | null = null;

function seatsPublic(s: GameState, over = s.phase === 'gameOver'): SeatPublic[] {
  let memo = lastMemo?.exitCause === s.exitCause ? lastMemo : seatsMemo.get(s.exitCause);
  if (!memo || memo.alive !== s.alive || memo.warnings !== s.warnings || memo.over !== over) {
    memo = { exitCause: s.exitCause, alive: s.alive, warnings: s.warnings, over, seats: buildSeats(s, over) };
    seatsMemo.set(s.exitCause, memo);
  }
  lastMemo = memo;
  return memo.seats;
}

/**
 * While cards are hidden, dying with the Putana reads as an ordinary night
 * death: 'putanaClient' would tell that the Putana was killed (L5).
 */
function publicCause(s: GameState, i: number, over: boolean): SeatPublic['exitCause'] {
  const cause = s.exitCause[i]!;
  return cause === 'putanaClient' && !over && !s.setup.revealOnDeath ? 'killed' : cause;
}

/** The last seat list built, and the names it was built for: a seat that did not change is the same object in the next. */
let lastSeats: { names: GameState['names']; seats: SeatPublic[] } | null = null;

function buildSeats(s: GameState, over: boolean): SeatPublic[] {
  const seats: SeatPublic[] = [];
  const last = lastSeats?.names === s.names ? lastSeats.seats : null;
  for (let i = 0; i < s.roles.length; i++) {
    const alive = s.alive[i]!;
    const warnings = s.warnings[i]!;
    const revealedRole = over || s.revealed[i] ? s.roles[i]! : null;
    const exitCause = publicCause(s, i, over);
    const was = last?.[i];
    if (was && was.alive === alive && was.warnings === warnings && was.revealedRole === revealedRole && was.exitCause === exitCause) seats.push(was);
    else seats.push({ seat: i + 1, name: s.names[i]!, alive, warnings, revealedRole, exitCause });
  }
  lastSeats = { names: s.names, seats };
  return seats;
}

function fullReveal(s: GameState): PublicView['reveal'] {
  return { roles: s.roles.map((role, i) => ({ seat: i + 1, role })), nights: s.nightLog as NightEvent[] };
}

/** The TV's screen: public facts only until game over, then every card and the night timeline. */
export function publicView(s: GameState, now: number): PublicView {
  return {
    preset: s.setup.preset,
    setup: s.setup,
    phase: phaseView(s, now),
    seats: seatsPublic(s),
    votes: s.votes as PublicView['votes'],
    count: s.voting?.counted ?? null,
    said: saidOf(s) as PublicView['said'],
    reveal: s.phase === 'gameOver' ? fullReveal(s) : null,
  };
}

/** Each black seat's teammates, by the deal (which never changes in a game): built once, not for every view. */
const teams = new WeakMap<GameState['roles'], { seat: number; role: Role }[][]>();

/** Seed 000 (Mafia know each other) and seed 003 (the black team meets on night 1). */
function teammates(s: GameState, seat: number): { seat: number; role: Role }[] {
  if (!isBlack(roleAt(s, seat))) return NONE;
  let bySeat = teams.get(s.roles);
  if (!bySeat) teams.set(s.roles, (bySeat = []));
  let team = bySeat[seat];
  if (!team) {
    team = [];
    for (let i = 0; i < s.roles.length; i++) if (i + 1 !== seat && isBlack(s.roles[i]!)) team.push({ seat: i + 1, role: s.roles[i]! });
    bySeat[seat] = team;
  }
  return team;
}

/** Live picks of the living black team, only to its living members during the mafia step. */
function teamPicks(s: GameState, seat: number): SeatView['teamPicks'] {
  const dark = s.dark;
  if (s.phase !== 'night' || dark?.nightStep !== 'mafia' || !s.alive[seat - 1] || !isBlack(roleAt(s, seat))) return NONE;
  const picks: SeatView['teamPicks'] = [];
  for (let i = 0; i < s.roles.length; i++) {
    if (s.alive[i] && isBlack(s.roles[i]!)) picks.push({ seat: i + 1, target: dark.picks[i] || null, declined: dark.declined[i]! });
  }
  return picks;
}

/** Tonight's check, once the checker's step has ended, until the dawn. */
function freshCheck(s: GameState, seat: number): CheckResult | null {
  if (s.phase !== 'night') return null;
  const last = s.checks[seat - 1]!.at(-1);
  return last && last.night === s.night ? last : null;
}

/**
 * One phone's view: own card, own checks and prompt, the team if black, public facts.
 * `faceDown`: at game over, while the TV is still turning the cards one by one,
 * the view holds only what the table knew before the end (the winner, the cards
 * shown during the game, its own), so no phone shows the mafia before the TV does.
 */
export function seatView(s: GameState, seat: number, now: number, faceDown = false): SeatView {
  if (!Number.isInteger(seat) || seat < 1 || seat > seatCount(s)) throw new Error(`seatView: no seat ${seat}`);
  const role = roleAt(s, seat);
  const alive = s.alive[seat - 1]!;
  const over = s.phase === 'gameOver' && !faceDown;
  const seesAll = over || (!alive && s.setup.deadSeeAll);
  return {
    seat,
    name: s.names[seat - 1]!,
    role,
    side: sideOf(role),
    alive,
    phase: phaseView(s, now),
    seats: seatsPublic(s, over),
    teammates: teammates(s, seat),
    teamPicks: teamPicks(s, seat),
    checks: s.checks[seat - 1] as CheckResult[],
    freshCheck: freshCheck(s, seat),
    prompt: promptFor(s, seat),
    reveal: seesAll ? fullReveal(s) : null,
    votes: s.votes as PublicView['votes'],
  };
}

/**
 * `seatView`, each part built when first read: the simulator asks bots far
 * more often than they read a whole view (a random bot reads its prompt, or
 * the phase when it has none). The same fields and values as `seatView`
 * (views.test.ts compares them), only later; for the simulator's bots, never
 * sent anywhere.
 */
class LazySeatView implements SeatView {
  readonly alive: boolean;
  private memo: Partial<SeatView> = {};
  constructor(
    private readonly s: GameState,
    readonly seat: number,
    private readonly now: number,
  ) {
    if (!Number.isInteger(seat) || seat < 1 || seat > seatCount(s)) throw new Error(`seatView: no seat ${seat}`);
    this.alive = s.alive[seat - 1]!;
  }
  private get over(): boolean {
    return this.s.phase === 'gameOver';
  }
  get name(): string {
    return this.s.names[this.seat - 1]!;
  }
  get role(): Role {
    return roleAt(this.s, this.seat);
  }
  get side(): SeatView['side'] {
    return sideOf(this.role);
  }
  get phase(): PhaseView {
    return (this.memo.phase ??= phaseView(this.s, this.now));
  }
  get seats(): SeatPublic[] {
    return (this.memo.seats ??= seatsPublic(this.s, this.over));
  }
  get teammates(): SeatView['teammates'] {
    return (this.memo.teammates ??= teammates(this.s, this.seat));
  }
  get teamPicks(): SeatView['teamPicks'] {
    return (this.memo.teamPicks ??= teamPicks(this.s, this.seat));
  }
  get checks(): CheckResult[] {
    return this.s.checks[this.seat - 1] as CheckResult[];
  }
  get freshCheck(): CheckResult | null {
    if (!('freshCheck' in this.memo)) this.memo.freshCheck = freshCheck(this.s, this.seat);
    return this.memo.freshCheck!;
  }
  get prompt(): SeatView['prompt'] {
    if (!('prompt' in this.memo)) this.memo.prompt = promptFor(this.s, this.seat);
    return this.memo.prompt!;
  }
  get reveal(): SeatView['reveal'] {
    const seesAll = this.over || (!this.alive && this.s.setup.deadSeeAll);
    if (!('reveal' in this.memo)) this.memo.reveal = seesAll ? fullReveal(this.s) : null;
    return this.memo.reveal!;
  }
  get votes(): SeatView['votes'] {
    return this.s.votes as PublicView['votes'];
  }
}

export function lazySeatView(s: GameState, seat: number, now: number): SeatView {
  return new LazySeatView(s, seat, now);
}
