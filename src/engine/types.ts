/**
 * The engine's public contract: setup, actions, effects, rejections and views.
 *
 * Everything here is plain JSON-serialisable data. The raw `GameState` lives in
 * `state.ts` and never leaves the host; only `PublicView` (the TV's own screen)
 * and `SeatView` (one phone) are built for an audience, by `views.ts`.
 *
 * Seats are numbered 1..N in table order. A seat number is the player's identity
 * inside the engine; names are for display only.
 */
import type { GameState } from './state';

export type Preset = 'classic' | 'city';

/** Every card in either deck. The Commissar (classic) and the Sheriff (City) are kept apart because their checks answer different questions. */
export type Role =
  | 'civilian'
  | 'mafia'
  | 'don'
  | 'commissar'
  | 'sheriff'
  | 'doctor'
  | 'maniac'
  | 'putana';

/** A side that can win. `town` is the red team of City and the civilians of classic. */
export type Side = 'town' | 'mafia' | 'maniac';

/** Classic's optional roles. */
export type OptionalRole = 'commissar' | 'doctor' | 'maniac' | 'putana';

/** Every timer of both presets, in seconds, before `timerScale` is applied. */
export interface Timers {
  /** Night 1: the black team / the mafia get acquainted (City seed 003: 30 s). */
  acquaintance: number;
  /** The mafia's joint decision (City seed 003: 20 s). */
  mafia: number;
  /** Any other night role's decision: Doctor, Sheriff, Commissar, Don, Maniac, Putana (seed 003: 10 s). */
  nightRole: number;
  /** The morning announcement before the first speech. */
  morning: number;
  /** One player's speech (seed 003: 60 s). */
  speech: number;
  /** City's open discussion, «балаган» (seed 003: 120 s). */
  discussion: number;
  /** A ballot window (seed 003 says 2 s for a live table; default 15 s for phones). */
  vote: number;
  /** A justification speech of a tied candidate (seed 003: 15 s). */
  justification: number;
  /** The same when 4 or more are tied (seed 003: 10 s). */
  justificationMany: number;
  /** Showing a vote's result before the next step. */
  voteResult: number;
  /** Classic last word of an eliminated civilian or a departing commissar. */
  lastWord: number;
  /** City farewell of the player eliminated by day (seed 003: 60 s). */
  farewell: number;
  /** City: the pause before night after a day with no elimination (seed 003: 10 s). */
  peacefulPause: number;
  /** The coin toss animation of a lot. */
  lot: number;
  /** Before night 1: time to look at one's card; ends early once every player has looked. */
  deal: number;
  /** Extra time once, for ballots still missing when a vote's time is up (a reminder, never a penalty). */
  voteGrace: number;
}

export interface Setup {
  preset: Preset;
  /** Number of seats (players): classic 6–17, City 7–13. */
  players: number;
  /** Mafia cards including the Don (City). */
  mafia: number;
  /** Classic only: which optional roles are dealt. City ignores it (Doctor and Sheriff always). */
  optionalRoles: OptionalRole[];
  timers: Timers;
  /** Multiplies every timer: 1 for a party, e.g. 0.1 for a rehearsal or a test. */
  timerScale: number;
  /** A departing player's card is shown to everyone (classic default on; City default off: its cards stay hidden until the end). */
  revealOnDeath: boolean;
  /** The morning shows how many anonymous night marks each player got (classic default on; City default off). */
  showSuspicion: boolean;
  /** Classic: night 1 has actions too, not only the acquaintance (default off). */
  night1Actions: boolean;
  /** Classic: if the Putana is killed, her client of that night dies too (default off). */
  putanaClientDies: boolean;
  /**
   * After a second tie: `eliminateAll` asks the table whether all the tied leave (City default);
   * `lot` tosses a coin (classic default, seed 000 rule 8); `none` ends the day with nobody out
   * (seed 000 rule 8 leaves the lot to the host's discretion).
   */
  secondTie: 'eliminateAll' | 'lot' | 'none';
  /** City: `parity` — black wins at parity with red; `wipeout` — play until a team is gone (seed 003 literally). */
  cityWin: 'parity' | 'wipeout';
  /** Eliminated players may watch the full state on their phone (default off). */
  deadSeeAll: boolean;
}

/** Named night steps, in the order the narrator calls them. */
export type NightStepName =
  | 'acquaintance'
  | 'putana'
  | 'mafia'
  | 'maniac'
  | 'doctor'
  | 'commissar'
  | 'sheriff'
  | 'don';

export type PhaseName =
  | 'deal'
  | 'night'
  | 'morning'
  | 'speech'
  | 'discussion'
  | 'vote'
  | 'voteResult'
  | 'justification'
  | 'eliminateAll'
  | 'lot'
  | 'lastWord'
  | 'peacefulPause'
  | 'gameOver';

/**
 * Why a player left the table. `putanaClient` is never shown while cards are hidden
 * (it would name the Putana's death): the public seat list says `killed` then.
 */
export type ExitCause = 'killed' | 'voted' | 'warnings' | 'removed' | 'putanaClient';

// ---------------------------------------------------------------------------
// Actions: what may change a game. `now` is passed beside the action.

/** Intents a phone may send, already bound to its seat by the host. */
export type SeatAction =
  /** A night pick. For the seat whose step it is, the action; for everyone else, an anonymous suspicion. `target: null` declines (City mafia) or clears a suspicion. */
  | { type: 'nightPick'; seat: number; target: number | null }
  /** «Спасибо»: the speaker ends his own speech early. */
  | { type: 'thankYou'; seat: number }
  /** Before night 1: the player has looked at his card. */
  | { type: 'cardSeen'; seat: number }
  /** City: the speaker nominates one living player during his own speech. */
  | { type: 'nominate'; seat: number; target: number }
  /** A ballot for one candidate. */
  | { type: 'vote'; seat: number; target: number }
  /** City: a ballot on eliminating every tied candidate together. */
  | { type: 'eliminateAllVote'; seat: number; yes: boolean }
  /** Classic: an eliminated civilian names one suspected mafia in the last word (shown, not counted). */
  | { type: 'lastGuess'; seat: number; target: number }
  /** Classic: a departing commissar reveals one of his checks in the last word. */
  | { type: 'revealCheck'; seat: number; target: number }
  /** The speaker (speech, justification or last word) says one statement aloud, once per turn: a practice bot's speech. */
  | { type: 'say'; seat: number; statement: Statement };

/**
 * What a player says in a speech, structured so the TV can show it and the
 * narrator read it in the table's language (a practice bot's speech). True or
 * not: a claim is only a claim. `as` (not "role") names the claimed card.
 */
export type Statement =
  /** «Я шериф: номер 5 — чёрный, номер 7 — красный.» Findings: at most MAX_FINDINGS, no seat twice, never one's own. */
  | { kind: 'claim'; as: 'sheriff' | 'commissar'; findings: { seat: number; black: boolean }[] }
  /** «Подозреваю номер 4 и номер 9.» One to MAX_SUSPECTS living seats, never one's own. */
  | { kind: 'suspect'; seats: number[] }
  /** «Я мирный житель.» */
  | { kind: 'defend' };

/** A statement heard at the table, in order: public, the same for every audience. */
export interface Said {
  day: number;
  /** The turn's `PhaseView.seq`: one statement a turn. */
  seq: number;
  seat: number;
  statement: Statement;
}

/** A City nomination, said in the nominator's own speech. */
export interface Nomination {
  day: number;
  by: number;
  target: number;
}

/** A classic last word's guess of one mafia, shown and said, never counted. */
export interface LastGuess {
  day: number;
  by: number;
  target: number;
}

/** A departing Commissar's revealed check: one checked seat and its answer. */
export interface RevealedCheck {
  by: number;
  target: number;
  isMafia: boolean;
}

/**
 * What was said aloud at the table, the whole game, in order: statements,
 * nominations, last guesses and revealed checks. The narrator says each one
 * to the room, so all of it is public, unlike most of the game state; views
 * show only today's part of it (`PublicView.said`, the phase's nominees,
 * guess and check), while a bot or a reloaded TV may read it whole. Each list
 * only grows during a game (a step replaces it by a longer copy), so a reader
 * may note how far it has read by length.
 */
export interface Aloud {
  readonly said: readonly Said[];
  readonly nominations: readonly Nomination[];
  readonly lastGuesses: readonly LastGuess[];
  readonly revealedChecks: readonly RevealedCheck[];
}

/** Intents of the host (the TV, or the VIP's phone on its behalf). */
export type HostAction =
  /** The phase's deadline has passed. The host sends it; the engine checks it against `now`. */
  | { type: 'timeout' }
  | { type: 'pause' }
  | { type: 'resume' }
  /** Adds seconds (default 30) to the running timer. */
  | { type: 'extend'; seconds: number }
  /** Ends the running timer now, as if it had run out. */
  | { type: 'skip' }
  | { type: 'warn'; seat: number }
  /** The host removes a player at once (seed 000 rules 5′, 15, 16): card shown, no last word. */
  | { type: 'remove'; seat: number }
  /** Before any night action: deal the cards again (seed 000 rule 5: a card was seen). */
  | { type: 'redeal' }
  /** The TV has finished reading the lines that opened phase `seq`: its clock starts now. */
  | { type: 'narrated'; seq: number }
  | { type: 'endGame' };

export type Action = SeatAction | HostAction;

// ---------------------------------------------------------------------------
// Results

export type RejectionCode =
  | 'unknownSeat'
  | 'deadActor'
  | 'wrongPhase'
  | 'notYourTurn'
  | 'invalidTarget'
  | 'alreadyVoted'
  | 'late'
  | 'paused'
  | 'notPaused'
  | 'malformed'
  | 'gameOver'
  /** A timeout sent before the deadline (`now < deadline`). Added by the engine. */
  | 'early';

export interface Rejection {
  code: RejectionCode;
  /** A developer-facing English detail. Never names another seat's role, pick or check. */
  detail: string;
}

/** A narration line by key (see `narrator/lines.ts`), with public parameters only. */
export interface NarrateEffect {
  type: 'narrate';
  line: NarrationKey;
  params?: Record<string, string | number>;
}

/** Things the host runs after a step. The engine never runs them. */
export type Effect =
  | NarrateEffect
  | { type: 'sound'; name: SoundName }
  | { type: 'music'; play: boolean }
  /** Every living phone buzzes at once (a night step starting), so a buzz never singles anybody out. */
  | { type: 'vibrateAll' };

export type SoundName = 'nightfall' | 'dawnShot' | 'dawnPeace' | 'vote' | 'tick' | 'win' | 'chime' | 'warning' | 'coin';

/** Keys of every narration line. The narrator has each in Russian and English. */
export type NarrationKey =
  | 'gameStart'
  | 'cardCheck'
  | 'redealt'
  | 'nightFalls'
  | 'acquaintanceWake'
  | 'acquaintanceSleep'
  | 'putanaWake'
  | 'putanaSleep'
  | 'mafiaWake'
  | 'mafiaSleep'
  | 'maniacWake'
  | 'maniacSleep'
  | 'doctorWake'
  | 'doctorSleep'
  | 'commissarWake'
  | 'commissarSleep'
  | 'sheriffWake'
  | 'sheriffSleep'
  | 'donWake'
  | 'donSleep'
  | 'morningKilled'
  | 'morningKilledMany'
  | 'morningPeaceful'
  | 'morningFirst'
  | 'morningAlibi'
  | 'speechTurn'
  | 'discussion'
  | 'voteStart'
  | 'voteReminder'
  | 'voteClosed'
  | 'voteEliminated'
  | 'voteTie'
  | 'justificationTurn'
  | 'revoteStart'
  | 'eliminateAllStart'
  | 'eliminateAllYes'
  | 'eliminateAllNo'
  | 'lotStart'
  | 'lotResult'
  | 'secondTieNone'
  | 'noNominees'
  | 'singleNomineeFirstDay'
  | 'lastWord'
  | 'farewell'
  | 'lastGuess'
  | 'revealCheck'
  | 'statement'
  | 'warning'
  | 'removedByWarnings'
  | 'removedByHost'
  | 'paused'
  | 'resumed'
  | 'extended'
  | 'winTown'
  | 'winMafia'
  | 'winManiac'
  | 'gameEnded';

export type StepResult =
  | { ok: true; state: GameState; effects: Effect[] }
  | { ok: false; rejection: Rejection };

// ---------------------------------------------------------------------------
// Views: what one audience may know now.

export interface SeatPublic {
  seat: number;
  name: string;
  alive: boolean;
  warnings: number;
  /** The card, once revealed to everyone (death with reveal-on-death, or game over). */
  revealedRole: Role | null;
  exitCause: ExitCause | null;
}

/** A ballot cast, known to all once the round's result is shown. */
export interface Ballot {
  voter: number;
  /** A candidate seat, or for an eliminate-all round 1 = yes, 0 = no. `null`: no ballot at the deadline. */
  target: number | null;
}

/**
 * A round counted whose verdict is not told yet (vote-result.ts: the count's
 * beat): the TV lands its ballots one by one within `beatMs`, then the
 * verdict comes as a step of its own. Only the TV has it (`PublicView.count`).
 */
export interface VoteCount {
  kind: VoteRound['kind'];
  candidates: number[];
  ballots: Ballot[];
  /** How long the ballots have to land before the verdict, in ms (timers scaled). */
  beatMs: number;
}

export interface VoteRound {
  kind: 'vote' | 'revote' | 'eliminateAll';
  candidates: number[];
  ballots: Ballot[];
  /** Seats eliminated by this round (none on a tie or a "no"). */
  eliminated: number[];
  tie: boolean;
}

/** What the public knows of the phase. Identical for the TV and every phone. */
export interface PhaseView {
  name: PhaseName;
  /** Changes with every phase change; a phone echoes it so a replayed intent is refused. */
  seq: number;
  day: number;
  night: number;
  /** Night step name; public because the narrator calls every step aloud, alive or not. */
  nightStep: NightStepName | null;
  /** Epoch ms the timer ends, or null when untimed or narrating. While paused or narrating, `remainingMs` is authoritative. */
  deadline: number | null;
  remainingMs: number | null;
  paused: boolean;
  /**
   * The narrator is still reading the lines that opened this phase: its clock has not
   * started (`deadline` null, `remainingMs` the whole length). It starts when the TV has
   * said them, so no line eats a player's time.
   */
  narrating: boolean;
  /** speech / justification / lastWord: whose turn it is. */
  speaker: number | null;
  /** Seats still to speak after the current one, in order. */
  speakerQueue: number[];
  /** City: nominees so far today, in order. */
  nominees: number[];
  /** vote / eliminateAll: candidates of the running round. */
  candidates: number[];
  /** vote: seats that have cast a ballot in this round (never what). */
  voted: number[];
  /** Classic: the Putana's client, who cannot be voted out today (alibi). */
  alibi: number | null;
  /** The last finished vote round of today (shown on voteResult and after); null while the count's beat holds the verdict. */
  lastRound: VoteRound | null;
  /** Morning: who died in the night (empty: a peaceful night), and the anonymous suspicion count. */
  morning: { killed: number[]; suspicion: { seat: number; count: number }[] } | null;
  /** lot: the seats tossed between and the seat the coin chose. */
  lot: { between: number[]; chosen: number } | null;
  /** Last word: the civilian's last guess, or the commissar's revealed check. */
  lastGuess: number | null;
  revealedCheck: { target: number; isMafia: boolean } | null;
  winner: Side | null;
  /**
   * deal: how many have looked at their card. A count, not the seats: which
   * players have looked is the TV's to keep (a phone needs only its own, in its prompt).
   */
  seenCount: number;
  /** discussion (balagan): the seats that said they are done talking; public, as said at the table by day. */
  doneTalking: number[];
}

export interface NightEvent {
  night: number;
  step: NightStepName;
  actor: number;
  target: number | null;
  /** What happened, e.g. 'killed', 'healed', 'blocked', 'checkedMafia', 'checkedTown', 'declined'. */
  outcome: string;
}

/** The TV's screen. Never sent to a phone. */
export interface PublicView {
  preset: Preset;
  setup: Setup;
  phase: PhaseView;
  seats: SeatPublic[];
  /** Every vote round of the game, in order. */
  votes: (VoteRound & { day: number })[];
  /** voteResult, the count's beat: the ballots landing on the TV before the verdict; otherwise null. */
  count: VoteCount | null;
  /**
   * Today's statements (since nightfall), in order: public, like the nominees.
   * The TV shows them; phones do not need them (a bot hears them from here).
   */
  said: Said[];
  /** Only at game over: every card and the night timeline. */
  reveal: { roles: { seat: number; role: Role }[]; nights: NightEvent[] } | null;
}

/** A candidate on a phone's list; disabled ones are shown greyed with the reason. */
export interface Choice {
  seat: number;
  disabled: null | 'sameAsLastNight' | 'selfHealUsed' | 'selfHealTwiceInRow' | 'self' | 'dead' | 'alibi';
}

/** What the phone asks its player to do now. */
export type Prompt =
  /**
   * Night: every living phone gets this at every step, with the same choices
   * list (all living players). `acting` says whether this seat's pick is the
   * step's action or an anonymous suspicion; the phone must render both the same.
   */
  | { kind: 'nightPick'; step: NightStepName; acting: boolean; choices: Choice[]; canDecline: boolean; picked: number | null; declined: boolean }
  | { kind: 'speech'; canNominate: boolean; choices: Choice[]; nominated: number | null }
  | { kind: 'vote'; choices: Choice[]; picked: number | null }
  | { kind: 'eliminateAll'; candidates: number[]; picked: boolean | null }
  | { kind: 'lastGuess'; choices: Choice[]; picked: number | null }
  | { kind: 'revealCheck'; checks: CheckResult[]; picked: number | null }
  /** Before night 1: look at your card (hold it), which tells the TV you have. */
  | { kind: 'cardCheck'; seen: boolean };

export interface CheckResult {
  night: number;
  target: number;
  /** Commissar / Sheriff: is the target black (mafia or Don). Don: is the target the Sheriff. */
  question: 'isMafia' | 'isSheriff';
  answer: boolean;
}

/** One phone's view. Holds only what that player may know now. */
export interface SeatView {
  seat: number;
  name: string;
  role: Role;
  side: Side;
  alive: boolean;
  phase: PhaseView;
  seats: SeatPublic[];
  /** Mafia: fellow black seats and their roles (Don / mafia). Empty for others. */
  teammates: { seat: number; role: Role }[];
  /** Mafia during the mafia step: teammates' current picks, live. */
  teamPicks: { seat: number; target: number | null; declined: boolean }[];
  /** Commissar / Sheriff / Don: this player's own checks. */
  checks: CheckResult[];
  /** Tonight's check, from the end of the checker's step until the night is over (it arrives only when the step ends). */
  freshCheck: CheckResult | null;
  prompt: Prompt | null;
  /** Game over, or a dead player with `deadSeeAll`: the full reveal. */
  reveal: PublicView['reveal'];
  votes: PublicView['votes'];
}
