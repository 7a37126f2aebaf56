/**
 * What a sensible bot thinks of the other seats. It reads only what a player
 * at the table knows: its own SeatView (its card, its team, its checks) and the
 * public record — deaths, revealed cards, every ballot (`SeatView.votes`), and,
 * when a `TableRecord` is kept (the simulator keeps one), who nominated whom
 * and the last words' guesses and revealed checks, all said aloud.
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
import type { Said, SeatView, Role } from './types';
import { random, type RngState } from './rng';

/** How a bot plays, drawn once per game: so no two tables of bots play alike. */
export interface Personality {
  /** How far its gut and its whims move a choice (0 cool-headed … 1 erratic). */
  noise: number;
  /** How readily it nominates and follows its own hunch. */
  boldness: number;
  /** How much the table's ballots and nominations move it. */
  sway: number;
}

/** Public acts that the SeatView does not keep: said aloud, heard by all. */
export interface TableRecord {
  nominations: { day: number; by: number; target: number }[];
  /** Classic last words: a guess of one mafia, or a Commissar's revealed check. */
  lastGuesses: { day: number; by: number; target: number }[];
  revealedChecks: { by: number; target: number; isMafia: boolean }[];
  /** Statements heard in speeches (claims, suspicions, defences), in order, the whole game. */
  said: Said[];
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
  /** The table's suspicion (public facts only, the same for every bot), by the facts it was worked out from. */
  shared?: { key: string; suspicion: Float64Array };
  /** What `said` comes to, worked out once for its length: the claims, and who spoke on which day (day × 64 + seat). */
  heard?: { length: number; claims: Claims; spoke: Set<number> };
  /** The suspicions said aloud, summed per speaker and target as weighed on day `today` (by, target, weight; flat). */
  accused?: { length: number; today: number; pairs: number[] };
}

export interface BotMind {
  personality: Personality;
  /** A first impression of each seat (index = seat), fixed for the game. */
  gut: number[];
  record: TableRecord | null;
  /** The suspicions last worked out (own and the table's), by the public facts they were worked out from. */
  cache: Map<string, Float64Array>;
}

/** Evidence keeps this share of its weight for each day since. */
export const DECAY = 0.6;

const DECAYS = Array.from({ length: 64 }, (_, days) => DECAY ** days);
/** `DECAY ** days`, from a table: the bots' hottest arithmetic. */
export const decay = (days: number): number => DECAYS[days] ?? DECAY ** days;

/** Weights of the evidence, in suspicion points. */
export const W = {
  /** The spread of first impressions, times the bot's noise. */
  gut: 0.35,
  /** How much a town ballot is stirred, times (0.3 + noise). */
  voteNoise: 0.25,
  /** The table's shared impression of a seat (`TableRecord.impression`), at its strongest. */
  impression: 0.2,
  /** How far a prime suspect must stand out, for a middling bot, to be nominated. */
  nerve: 0.3,
  /** Our own certainty: a checked or revealed card, a teammate. */
  known: 6,
  /** A ballot against a known good player. */
  againstGood: 0.6,
  /** A ballot against a known bad player (clears the voter). */
  againstBad: 0.8,
  /** A known good player's ballot, per unit of how sure we are he is good. */
  goodOpinion: 0.45,
  /** A known bad player's ballot (clears its target). */
  badOpinion: 0.9,
  /** Voting for the same target as a known bad player. */
  withBad: 0.6,
  /** A nomination weighs this much of a ballot. */
  nomination: 0.8,
  /** A night victim's opinion counts this many times more: he was killed for it. */
  victim: 2.2,
  /** Today's nominees: someone thought them worth a vote. */
  nominee: 0.25,
  /** A suspicion said aloud weighs this much of a ballot. */
  statement: 0.3,
  /** A past day a living player said nothing in his speech: a quiet player hides something. */
  silence: 0.5,
  /** How sure a table is of a lone checker's claim (times the bot's 0.7 + 0.3 × sway). */
  claimTrust: 0.8,
  /** Two who claim one card: at least one lies. How bad each looks until it is settled. */
  counterClaim: 0.35,
};

export function emptyRecord(): TableRecord {
  return { nominations: [], lastGuesses: [], revealedChecks: [], said: [] };
}

/**
 * Notes in `record` the public acts this view shows that the record lacks: a
 * nomination (its author is the speaker of the moment: one nominates only in
 * one's own speech), a last guess, a revealed check. The TV's practice bots
 * call it with each bot's own view after every change, so a bot remembers what
 * it heard at the table, and nothing more.
 */
export function hearView(record: TableRecord, view: Pick<SeatView, 'phase'> & { said?: readonly Said[] }): void {
  const { day, speaker, nominees, lastGuess, revealedCheck } = view.phase;
  for (const heard of view.said ?? []) {
    if (!record.said.some((x) => x.day === heard.day && x.seq === heard.seq && x.seat === heard.seat)) record.said.push(heard);
  }
  const heard = record.nominations.filter((n) => n.day === day).length;
  for (let i = heard; i < nominees.length; i++) record.nominations.push({ day, by: speaker ?? 0, target: nominees[i]! });
  // The guess and the check stay on the phase after the last word; only then is the speaker their author.
  if (speaker === null || view.phase.name !== 'lastWord') return;
  if (lastGuess !== null && !record.lastGuesses.some((g) => g.day === day && g.by === speaker)) record.lastGuesses.push({ day, by: speaker, target: lastGuess });
  if (revealedCheck && !record.revealedChecks.some((c) => c.by === speaker)) record.revealedChecks.push({ by: speaker, ...revealedCheck });
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
  return { personality, gut, record, cache: new Map() };
}

/** A mind with no memory (the TV's practice bots): a middling personality, no first impressions. */
export function viewMind(view: SeatView): BotMind {
  return { personality: { noise: 0.4, boldness: 0.5, sway: 0.5 }, gut: new Array(view.seats.length + 1).fill(0), record: null, cache: new Map() };
}

const isBad = (role: Role): boolean => role === 'mafia' || role === 'don' || role === 'maniac';

/**
 * What this seat knows of each seat's side, from the town's point of view:
 * +1 bad (black or the Maniac), -1 good, a fraction for a good guess, 0 unknown.
 */
export function alignment(view: SeatView, mind: BotMind, own = true): Float64Array {
  const known = new Float64Array(view.seats.length + 1);
  for (const s of view.seats) {
    if (s.revealedRole) known[s.seat] = isBad(s.revealedRole) ? 1 : -1;
    // The mafia shoot red players; a hidden card killed at night is most likely red.
    else if (!s.alive && s.exitCause === 'killed') known[s.seat] = -0.8;
  }
  for (const c of mind.record?.revealedChecks ?? []) if (!known[c.target]) known[c.target] = c.isMafia ? 1 : -0.7;
  if (!own) return known;
  for (const c of view.checks) {
    if (c.question === 'isMafia') known[c.target] = c.answer ? 1 : -0.9;
    else if (c.answer) known[c.target] = -1;
  }
  for (const t of view.teammates) known[t.seat] = 1;
  known[view.seat] = isBad(view.role) ? 1 : -1;
  weighClaims(known, view, mind, own);
  return known;
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

/** The record's statements worked out once per length (every bot of a table shares the record). */
function heardOf(record: TableRecord): NonNullable<TableRecord['heard']> {
  if (record.heard?.length !== record.said.length) {
    const spoke = new Set<number>();
    for (const x of record.said) spoke.add(x.day * 64 + x.seat);
    record.heard = { length: record.said.length, claims: claimsOf(record.said), spoke };
  }
  return record.heard;
}

/** Suspicions said aloud, one weight per speaker and target, for day `today`: every bot of the table reads the same sums. */
function accusedOf(record: TableRecord, today: number): number[] {
  const memo = record.accused;
  if (memo?.length === record.said.length && memo.today === today) return memo.pairs;
  const sums = new Map<number, number>();
  for (const x of record.said) {
    if (x.statement.kind !== 'suspect') continue;
    const w = (W.statement * decay(today - x.day)) / x.statement.seats.length;
    for (const target of x.statement.seats) sums.set(x.seat * 64 + target, (sums.get(x.seat * 64 + target) ?? 0) + w);
  }
  const pairs: number[] = [];
  for (const [key, w] of sums) pairs.push(key >> 6, key & 63, w);
  record.accused = { length: record.said.length, today, pairs };
  return pairs;
}

/** The claims the table has heard (worked out once per statement heard). */
export const claimsHeard = (record: TableRecord): Claims => heardOf(record).claims;

/** Each living player's past days without a word (said before the day's vote), weighed down by the days since. */
function weighSilence(sus: Float64Array, view: SeatView, record: TableRecord): void {
  const today = view.phase.day;
  if (today < 2) return;
  const spoke = heardOf(record).spoke;
  for (const s of view.seats) {
    if (!s.alive) continue;
    for (let day = 1; day < today; day++) if (!spoke.has(day * 64 + s.seat)) sus[s.seat]! += W.silence * decay(today - day);
  }
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
function weighClaims(known: Float64Array, view: SeatView, mind: BotMind, own: boolean): void {
  const record = mind.record;
  if (!record?.said.length) return;
  const claims = heardOf(record).claims;
  if (!claims.size) return;
  const sure = Float64Array.from(known);
  const dead = (seat: number): boolean => view.seats[seat - 1]?.alive === false;
  const shot = (seat: number): boolean => view.seats[seat - 1]?.exitCause === 'killed';
  const trustOf = new Map<number, number>();
  for (const [by, claim] of claims) {
    let trust: number;
    const rivals: number[] = [];
    for (const [other, c] of claims) if (other !== by && c.as === claim.as) rivals.push(other);
    if (own && (view.role === 'sheriff' || view.role === 'commissar') && by !== view.seat) trust = -1;
    else if (Math.abs(sure[by]!) >= SURE) trust = sure[by]! > 0 ? -1 : 1;
    else if (!rivals.length) trust = W.claimTrust;
    else if (shot(by) && !rivals.some(shot)) trust = W.claimTrust;
    else if (rivals.some((r) => shot(r) || sure[r]! <= -SURE)) trust = -W.claimTrust;
    else trust = -W.counterClaim;
    for (const [seat, black] of claim.findings) {
      if (Math.abs(sure[seat]!) >= SURE && sure[seat]! > 0 !== black && seat !== view.seat) trust = -1;
      if (seat === view.seat && own && isBad(view.role) !== black) trust = -1;
    }
    trustOf.set(by, own ? trust * (trust > 0 ? 0.7 + 0.3 * mind.personality.sway : 1) : trust);
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

function weigh(sus: Float64Array, known: Float64Array, by: number, target: number, w: number, victims: Uint8Array): void {
  const kt = known[target]!;
  const kv = known[by]!;
  if (kt < 0) sus[by]! += W.againstGood * w * -kt;
  else if (kt > 0) sus[by]! -= W.againstBad * w * kt;
  if (kv < 0) sus[target]! += W.goodOpinion * w * -kv * (victims[by] ? W.victim : 1);
  else if (kv > 0) sus[target]! -= W.badOpinion * w * kv;
}

/** Ballots of one round: each on its own, and beside a known bad voter's. */
function weighRound(sus: Float64Array, known: Float64Array, ballots: readonly { voter: number; target: number | null }[], w: number, victims: Uint8Array): void {
  for (const b of ballots) {
    if (b.target === null || b.target === b.voter) continue;
    weigh(sus, known, b.voter, b.target, w, victims);
    if (known[b.voter]! <= 0) continue;
    for (const other of ballots) if (other.voter !== b.voter && other.target === b.target) sus[other.voter]! += W.withBad * w * known[b.voter]!;
  }
}

/**
 * The statements a suspicion is worked out from, for the cache: all heard,
 * less the speaker's own of this turn, so his nomination after it reuses what
 * his statement was chosen by (the difference is his own words, weighed
 * by himself).
 */
function saidCount(view: SeatView, said: readonly Said[] | undefined): number {
  if (!said?.length) return 0;
  const last = said[said.length - 1]!;
  return last.seat === view.phase.speaker && last.seq === view.phase.seq ? said.length - 1 : said.length;
}

function cacheKey(view: SeatView, mind: BotMind, own: boolean): string {
  const r = mind.record;
  const dead = view.seats.reduce((n, s) => n + (s.alive ? 0 : 1), 0);
  return `${own ? 'own' : 'table'}:${view.phase.day}:${view.votes.length}:${dead}:${view.checks.length}:${view.phase.nominees.length}:${r ? r.nominations.length + r.lastGuesses.length * 100 + r.revealedChecks.length * 10000 : 0}:${saidCount(view, r?.said)}`;
}

/**
 * Suspicion per seat (index = seat; higher is worse), from the town's point of
 * view. `own`: with this seat's own knowledge and first impressions; otherwise
 * what the table as a whole may think (public facts only), which the mafia read
 * to blend in.
 */
export function suspicion(view: SeatView, mind: BotMind, own = true): Float64Array {
  if (mind.cache.size > 8) mind.cache.clear();
  const key = cacheKey(view, mind, own);
  const shared = own ? undefined : mind.record?.shared;
  if (shared?.key === key) return shared.suspicion;
  const cached = mind.cache.get(key);
  if (cached) return cached;
  const known = alignment(view, mind, own);
  const sus = new Float64Array(view.seats.length + 1);
  const victims = new Uint8Array(view.seats.length + 1);
  for (const s of view.seats) if (!s.alive && s.exitCause === 'killed') victims[s.seat] = 1;
  const today = view.phase.day;
  for (const round of view.votes) {
    if (round.kind !== 'eliminateAll') weighRound(sus, known, round.ballots, decay(today - round.day), victims);
  }
  for (const n of mind.record?.nominations ?? []) weigh(sus, known, n.by, n.target, W.nomination * decay(today - n.day), victims);
  for (const g of mind.record?.lastGuesses ?? []) weigh(sus, known, g.by, g.target, decay(today - g.day), victims);
  if (mind.record) {
    weighSilence(sus, view, mind.record);
    const pairs = accusedOf(mind.record, today);
    for (let i = 0; i < pairs.length; i += 3) weigh(sus, known, pairs[i]!, pairs[i + 1]!, pairs[i + 2]!, victims);
  }
  for (const seat of view.phase.nominees) sus[seat]! += W.nominee * (own ? 0.5 + mind.personality.sway : 1);
  const impression = mind.record?.impression;
  for (let seat = 1; seat < sus.length; seat++) sus[seat]! += known[seat]! * W.known + (own ? mind.gut[seat] ?? 0 : 0) + (impression?.[seat] ?? 0) * W.impression;
  if (!own && mind.record) mind.record.shared = { key, suspicion: sus };
  else mind.cache.set(key, sus);
  return sus;
}
