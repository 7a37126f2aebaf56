/**
 * What a sensible bot thinks of the other seats. It reads only what a player
 * at the table knows: its own SeatView (its card, its team, its checks) and the
 * public record — deaths, revealed cards, every ballot (`SeatView.votes`), and,
 * when a `TableRecord` is kept (the simulator and the TV's practice bots keep
 * one), the table's log of what was said aloud (`Aloud`): statements, who
 * nominated whom, and the last words' guesses and revealed checks.
 *
 * A bot's suspicion of a seat is a sum of evidence, each piece weighed down by
 * `DECAY` for every day since: a ballot against a player known good counts
 * against the voter, a ballot against one known bad for him; a known good
 * player's ballots and nominations count against their targets (most of all a
 * night victim's: the mafia kill whoever is onto them), a known bad player's
 * for theirs, and voting with a known bad player counts against the voter.
 * "Known" is the bot's own knowledge: a revealed card, its own check, a night
 * death (the mafia kill red players), its teammates.
 */
import type { Aloud, LastGuess, Nomination, RevealedCheck, Said, SeatView, Role } from './types';
import { random, type RngState } from './rng';
import { evidenceOf, zeros, type Evidence } from './bot-evidence';
import { W } from './bot-weights';

/** How a bot plays, drawn once per game: so no two tables of bots play alike. */
export interface Personality {
  /** How far its gut and its whims move a choice (0 cool-headed … 1 erratic). */
  noise: number;
  /** How readily it nominates and follows its own hunch. */
  boldness: number;
  /** How much the table's ballots and nominations move it. */
  sway: number;
}

/**
 * Public acts that the SeatView does not keep: said aloud, heard by all. The
 * four lists are the table's log (`Aloud`, `hearAloud`); each only grows during
 * a game, which the evidence kept on the record relies on (it reads on by length).
 */
export interface TableRecord {
  nominations: readonly Nomination[];
  /** Classic last words: a guess of one mafia, or a Commissar's revealed check. */
  lastGuesses: readonly LastGuess[];
  revealedChecks: readonly RevealedCheck[];
  /** Statements heard in speeches (claims, suspicions, defences), in order, the whole game. */
  said: readonly Said[];
  /**
   * The checker this table has, as announced with the setup (City's Sheriff;
   * classic's Commissar when dealt): the only card worth claiming. Unknown: null.
   */
  checker?: 'sheriff' | 'commissar' | null;
  /**
   * How each seat came across to the table (index = seat, in [-1, 1]): one
   * impression shared by every bot, drawn at random, telling nothing of cards.
   * It stands in for the talk of the speeches bots cannot yet hear, which is
   * what brings a real table's first-day ballots together.
   */
  impression?: number[];
  /** The claims `said` comes to, worked out once for its length. */
  heard?: { length: number; claims: Claims };
  /** The public evidence summed for every bot that hears this record (bot-evidence.ts). */
  evidence?: Evidence;
}

export interface BotMind {
  personality: Personality;
  /** A first impression of each seat (index = seat), fixed for the game. */
  gut: number[];
  record: TableRecord | null;
  /** The evidence, when there is no record to keep it on. */
  evidence?: Evidence;
  /** Its own suspicion last worked out, and what from: the evidence's version, today's nominees, its checks. */
  own?: { version: number; nominees: number; checks: number; suspicion: readonly number[] };
}

export { DECAY, W, decay } from './bot-weights';

export function emptyRecord(): TableRecord {
  return { nominations: [], lastGuesses: [], revealedChecks: [], said: [] };
}

/**
 * The record hears the table: everything said aloud so far this game (the
 * engine's `aloudOf`, public: the narrator said it to the room). The log's
 * lists are shared, never copied: they only grow, and a step replaces them, so
 * the record holds what was heard up to this state and nothing more.
 */
export function hearAloud(record: TableRecord, aloud: Aloud): void {
  record.said = aloud.said;
  record.nominations = aloud.nominations;
  record.lastGuesses = aloud.lastGuesses;
  record.revealedChecks = aloud.revealedChecks;
}

/** The table's shared impression of each seat (see `TableRecord.impression`). */
export function drawImpression(players: number, rng: RngState): number[] {
  const impression = [0];
  for (let seat = 1; seat <= players; seat++) impression.push(random(rng) * 2 - 1);
  return impression;
}

export function drawPersonality(rng: RngState): Personality {
  return { noise: 0.15 + 0.7 * random(rng), boldness: random(rng), sway: random(rng) };
}

/** A mind for one seat of one game; `record` shared by every bot at the table. */
export function newMind(players: number, rng: RngState, record: TableRecord | null = null): BotMind {
  const personality = drawPersonality(rng);
  const gut = [0];
  for (let seat = 1; seat <= players; seat++) gut.push((random(rng) * 2 - 1) * personality.noise * W.gut);
  return { personality, gut, record };
}

/** A mind with no memory (the TV's practice bots): a middling personality, no first impressions. */
export function viewMind(view: SeatView): BotMind {
  return { personality: { noise: 0.4, boldness: 0.5, sway: 0.5 }, gut: zeros(view.seats.length + 1), record: null };
}

const isBad = (role: Role): boolean => role === 'mafia' || role === 'don' || role === 'maniac';

/** A seat's team, and its team with itself, by team list (the engine hands every view of a seat the same list). */
const sides = new WeakMap<SeatView['teammates'], { team: ReadonlySet<number>; withSeat: ReadonlySet<number>[] }>();

function sideAt(view: SeatView): { team: ReadonlySet<number>; withSeat: ReadonlySet<number>[] } {
  let side = sides.get(view.teammates);
  if (!side) sides.set(view.teammates, (side = { team: new Set(view.teammates.map((t) => t.seat)), withSeat: [] }));
  return side;
}

/** The seats of this bot's team, itself left out (none for the town). */
export const teamOf = (view: SeatView): ReadonlySet<number> => sideAt(view).team;

/** This bot's team and itself. */
export function ourSide(view: SeatView): ReadonlySet<number> {
  const side = sideAt(view);
  return (side.withSeat[view.seat] ??= new Set(side.team).add(view.seat));
}

/** Each claimer's claimed card and findings, the latest word on each seat. */
export type Claims = Map<number, { as: 'sheriff' | 'commissar'; findings: Map<number, boolean> }>;

/** Each claimer's findings so far, the latest word on each seat. */
export function claimsOf(said: readonly Said[]): Claims {
  const claims: Claims = new Map();
  for (const x of said) {
    if (x.statement.kind !== 'claim') continue;
    let claim = claims.get(x.seat);
    if (!claim) claims.set(x.seat, (claim = { as: x.statement.as, findings: new Map() }));
    for (const f of x.statement.findings) claim.findings.set(f.seat, f.black);
  }
  return claims;
}

/** The claims the table has heard, worked out once per statement heard (every bot of a table shares the record). */
export function claimsHeard(record: TableRecord): Claims {
  if (record.heard?.length !== record.said.length) record.heard = { length: record.said.length, claims: claimsOf(record.said) };
  return record.heard.claims;
}

/**
 * What this seat knows of each seat's side, from the town's point of view:
 * +1 bad (black or the Maniac), -1 good, a fraction for a good guess, 0 unknown.
 * What the table knows (`Evidence.known`), then its own checks, its team, its
 * own card, and the claims it believes.
 */
function alignment(view: SeatView, mind: BotMind, e: Evidence): number[] {
  const known = e.known.slice();
  for (const c of view.checks) {
    if (c.question === 'isMafia') known[c.target] = c.answer ? 1 : -0.9;
    else if (c.answer) known[c.target] = -1;
  }
  for (const t of view.teammates) known[t.seat] = 1;
  known[view.seat] = isBad(view.role) ? 1 : -1;
  if (e.claims.size) weighClaims(known, view, mind, e.claims);
  return known;
}

/** Certain enough to catch a lie: a revealed card, one's own check, a teammate. */
const SURE = 0.85;

/**
 * What the claims heard tell, on top of what is known. A claim that
 * contradicts what is sure (a finding against a revealed card or one's own
 * check, a second Sheriff when one is the Sheriff) is a lie: its maker is bad.
 * A lone claim is believed, as far as the bot is swayed: its maker is good and
 * his findings hold. Of two who claim the same card one lies; a claimer the
 * mafia then shot at night was the real one. A liar's findings count for
 * nothing.
 */
function weighClaims(known: number[], view: SeatView, mind: BotMind, claims: Claims): void {
  const sure = known.slice();
  const dead = (seat: number): boolean => view.seats[seat - 1]?.alive === false;
  const shot = (seat: number): boolean => view.seats[seat - 1]?.exitCause === 'killed';
  const trustOf = new Map<number, number>();
  for (const [by, claim] of claims) {
    let trust: number;
    const rivals: number[] = [];
    for (const [other, c] of claims) if (other !== by && c.as === claim.as) rivals.push(other);
    if ((view.role === 'sheriff' || view.role === 'commissar') && by !== view.seat) trust = -1;
    else if (Math.abs(sure[by]!) >= SURE) trust = sure[by]! > 0 ? -1 : 1;
    else if (!rivals.length) trust = W.claimTrust;
    else if (shot(by) && !rivals.some(shot)) trust = W.claimTrust;
    else if (rivals.some((r) => shot(r) || sure[r]! <= -SURE)) trust = -W.claimTrust;
    else trust = -W.counterClaim;
    for (const [seat, black] of claim.findings) {
      if (Math.abs(sure[seat]!) >= SURE && sure[seat]! > 0 !== black && seat !== view.seat) trust = -1;
      if (seat === view.seat && isBad(view.role) !== black) trust = -1;
    }
    trustOf.set(by, trust * (trust > 0 ? 0.7 + 0.3 * mind.personality.sway : 1));
  }
  for (const [by, trust] of trustOf) {
    if (Math.abs(sure[by]!) < SURE) known[by] = trust > 0 ? Math.min(known[by]!, -trust) : Math.max(known[by]!, -trust);
    if (trust <= 0) continue;
    for (const [seat, black] of claims.get(by)!.findings) {
      if (Math.abs(sure[seat]!) >= SURE || dead(seat)) continue;
      known[seat] = black ? Math.max(known[seat]!, trust) : Math.min(known[seat]!, -0.7 * trust);
    }
  }
}

/**
 * The table's evidence weighed by what one knows (`known`, index = seat). A
 * ballot, nomination, guess or suspicion said aloud against a player known
 * good counts against its author, one against a player known bad for him; a
 * known good player's acts count against their targets (most of all a night
 * victim's: the mafia kill whoever is onto them), a known bad player's for
 * them, and voting with a known bad player counts against the voter. Only the
 * seats one knows something of are read: a handful, whatever the game's length.
 */
function weighEvidence(e: Evidence, known: readonly number[]): number[] {
  const sus = e.base.slice();
  const S = e.stride;
  const { against, beside, victims, scale } = e;
  for (let j = 1; j < S; j++) {
    const k = known[j]!;
    if (k === 0) continue;
    // Against j (its authors): f per unit; by j (its targets): g per unit.
    const f = (k < 0 ? W.againstGood * -k : -W.againstBad * k) * scale;
    const g = (k < 0 ? W.goodOpinion * -k * (victims[j] ? W.victim : 1) : -W.badOpinion * k) * scale;
    const row = j * S;
    for (let i = 1; i < S; i++) sus[i]! += against[i * S + j]! * f + against[row + i]! * g;
    if (k <= 0) continue;
    const h = W.withBad * k * scale;
    for (let i = 1; i < S; i++) sus[i]! += beside[row + i]! * h;
  }
  return sus;
}

/**
 * Suspicion per seat (index = seat; higher is worse), from the town's point of
 * view. `own`: with this seat's own knowledge and first impressions; otherwise
 * what the table as a whole may think (public facts only), which the mafia read
 * to blend in. Worked out once per change of what it is worked out from: the
 * table's evidence, today's nominees, the bot's checks. Read-only.
 */
export function suspicion(view: SeatView, mind: BotMind, own = true): readonly number[] {
  const e = evidenceOf(view, mind.record, mind.record ?? mind);
  const nominees = view.phase.nominees;
  if (!own) {
    if (e.table?.nominees !== nominees.length) e.table = { nominees: nominees.length, suspicion: finish(weighEvidence(e, e.known), e.known, nominees, 1, null) };
    return e.table.suspicion;
  }
  const memo = mind.own;
  if (memo?.version === e.version && memo.nominees === nominees.length && memo.checks === view.checks.length) return memo.suspicion;
  const known = alignment(view, mind, e);
  const sus = finish(weighEvidence(e, known), known, nominees, 0.5 + mind.personality.sway, mind.gut);
  mind.own = { version: e.version, nominees: nominees.length, checks: view.checks.length, suspicion: sus };
  return sus;
}

/** Today's nominees (someone thought them worth a vote), one's certainties, one's first impressions. */
function finish(sus: number[], known: readonly number[], nominees: readonly number[], sway: number, gut: readonly number[] | null): number[] {
  for (const seat of nominees) sus[seat]! += W.nominee * sway;
  for (let seat = 1; seat < sus.length; seat++) sus[seat]! += known[seat]! * W.known + (gut?.[seat] ?? 0);
  return sus;
}
