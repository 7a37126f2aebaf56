/**
 * The table's evidence: the public acts a sensible bot weighs (ballots,
 * nominations, last guesses, suspicions said aloud, silences), summed per pair
 * of seats once for every bot that shares the record, and brought up to date
 * act by act as the table hears them. Each bot then weighs these sums by its
 * own knowledge (bot-mind.ts `suspicion`), so what it costs a bot to make up
 * its mind grows with the seats it is sure of, not with the game's history.
 *
 * Everything here is public: a SeatView's `votes`, `seats` and `phase`, and the
 * `TableRecord` of what was said aloud. A bot's own card, checks and team are
 * never read here.
 */
import type { SeatView } from './types';
import type { Claims, TableRecord } from './bot-mind';
import { W, decay } from './bot-weights';

/**
 * An act of day d weighs DECAY ** (today - d). The sums hold each act times
 * DECAY ** -d, so an act once added is never weighed again as days pass:
 * today's weight of a sum is the sum times `scale` (DECAY ** today).
 */
export interface Evidence {
  /** Changes whenever the sums do (unique over every table): a suspicion worked out from them holds until then. */
  version: number;
  /** Seats + 1: the row length of `against` and `beside`. */
  stride: number;
  /** The day the per-seat lines below are weighed for, and the pair sums' scale on that day: DECAY ** day. */
  day: number;
  scale: number;
  /** Each seat's acts against each other seat (by × stride + target): ballots, nominations, last guesses, suspicions said aloud. */
  against: number[];
  /** Ballots cast beside each voter's (voter × stride + other): for the same target in one round. */
  beside: number[];
  /** Per seat: silence on past days (a living player) plus the table's shared impression, as weighed today. */
  base: number[];
  /** Per seat: 1 for a night victim, whose opinion counts W.victim times. */
  victims: number[];
  /** What the table as a whole knows of each seat's side (+1 bad, -1 good): revealed cards, night deaths, revealed checks. */
  known: number[];
  /** The claims heard so far, the latest word on each seat. */
  claims: Claims;
  /** Who spoke on which day (day × 64 + seat). */
  spoke: Set<number>;
  /** The suspicion of the table as a whole, with today's nominees. */
  table: { nominees: number; suspicion: number[] } | null;
  // How far the sums have read: the record they read, the rounds (and the last one), and the record's lists.
  record: TableRecord | null;
  rounds: number;
  lastRound: SeatView['votes'][number] | null;
  nominations: number;
  lastGuesses: number;
  said: number;
  revealedChecks: number;
  dead: number;
}

let versions = 0;

/** An array of `n` zeros (plain, not typed: small typed arrays cost an allocation outside the heap each). */
export function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

/** DECAY ** -day: what an act of that day is summed times. */
const lift = (day: number): number => 1 / decay(day);

function fresh(seats: number, record: TableRecord | null): Evidence {
  const stride = seats + 1;
  return {
    version: ++versions,
    stride,
    day: -1,
    scale: 1,
    against: zeros(stride * stride),
    beside: zeros(stride * stride),
    base: zeros(stride),
    victims: zeros(stride),
    known: zeros(stride),
    claims: new Map(),
    spoke: new Set(),
    table: null,
    record,
    rounds: 0,
    lastRound: null,
    nominations: 0,
    lastGuesses: 0,
    said: 0,
    revealedChecks: 0,
    dead: -1,
  };
}

/**
 * The statements the sums are worked out from: all heard, less the speaker's
 * own of this turn, so his nomination after it is weighed as his statement was
 * (his own words tell him nothing new).
 */
function saidCount(view: SeatView, record: TableRecord | null): number {
  const said = record?.said;
  if (!said?.length) return 0;
  const last = said[said.length - 1]!;
  return last.seat === view.phase.speaker && last.seq === view.phase.seq ? said.length - 1 : said.length;
}

/** Whether the sums so far are a beginning of what this view and record show (else they are worked out afresh). */
function holdsSoFar(e: Evidence, view: SeatView, record: TableRecord | null, said: number): boolean {
  const votes = view.votes;
  if (e.record !== record || e.stride !== view.seats.length + 1 || view.phase.day < e.day) return false;
  if (votes.length < e.rounds || (e.rounds > 0 && votes[e.rounds - 1] !== e.lastRound)) return false;
  if (!record) return true;
  return record.nominations.length >= e.nominations && record.lastGuesses.length >= e.lastGuesses && said >= e.said && record.revealedChecks.length >= e.revealedChecks;
}

function absorbRounds(e: Evidence, votes: SeatView['votes']): void {
  const S = e.stride;
  for (let r = e.rounds; r < votes.length; r++) {
    const round = votes[r]!;
    if (round.kind === 'eliminateAll') continue;
    const w = lift(round.day);
    const ballots = round.ballots;
    for (const b of ballots) {
      if (b.target === null || b.target === b.voter) continue;
      e.against[b.voter * S + b.target]! += w;
      for (const other of ballots) if (other.voter !== b.voter && other.target === b.target) e.beside[b.voter * S + other.voter]! += w;
    }
  }
  e.rounds = votes.length;
  e.lastRound = votes.length ? votes[votes.length - 1]! : null;
}

function absorbRecord(e: Evidence, record: TableRecord, said: number): void {
  const S = e.stride;
  for (let i = e.nominations; i < record.nominations.length; i++) {
    const n = record.nominations[i]!;
    // A nomination heard with no speaker (by 0) tells nothing of its author.
    if (n.by > 0) e.against[n.by * S + n.target]! += W.nomination * lift(n.day);
  }
  for (let i = e.lastGuesses; i < record.lastGuesses.length; i++) {
    const g = record.lastGuesses[i]!;
    e.against[g.by * S + g.target]! += lift(g.day);
  }
  for (let i = e.said; i < said; i++) {
    const x = record.said[i]!;
    e.spoke.add(x.day * 64 + x.seat);
    // Words of a past day change its silences (heard late, or a test's record): the per-seat lines are worked out again.
    if (x.day < e.day) e.dead = -1;
    const st = x.statement;
    if (st.kind === 'suspect') {
      const w = (W.statement * lift(x.day)) / st.seats.length;
      for (const target of st.seats) e.against[x.seat * S + target]! += w;
    } else if (st.kind === 'claim') {
      let claim = e.claims.get(x.seat);
      if (!claim) e.claims.set(x.seat, (claim = { as: st.as, findings: new Map() }));
      for (const f of st.findings) claim.findings.set(f.seat, f.black);
    }
  }
  e.nominations = record.nominations.length;
  e.lastGuesses = record.lastGuesses.length;
  e.said = said;
}

const isBad = (role: string): boolean => role === 'mafia' || role === 'don' || role === 'maniac';

/** The per-seat lines: victims, what the table knows, silences and impressions as weighed today. */
function perSeat(e: Evidence, view: SeatView, record: TableRecord | null): void {
  const today = view.phase.day;
  e.victims.fill(0);
  e.known.fill(0);
  e.base.fill(0);
  for (const s of view.seats) {
    if (s.revealedRole) e.known[s.seat] = isBad(s.revealedRole) ? 1 : -1;
    // The mafia shoot red players; a hidden card killed at night is most likely red.
    else if (!s.alive && s.exitCause === 'killed') e.known[s.seat] = -0.8;
    if (!s.alive && s.exitCause === 'killed') e.victims[s.seat] = 1;
  }
  if (!record) return;
  for (const c of record.revealedChecks) if (!e.known[c.target]) e.known[c.target] = c.isMafia ? 1 : -0.7;
  const impression = record.impression;
  for (const s of view.seats) {
    let line = (impression?.[s.seat] ?? 0) * W.impression;
    // A past day a living player said nothing in his speech: a quiet player hides something.
    if (s.alive) for (let day = 1; day < today; day++) if (!e.spoke.has(day * 64 + s.seat)) line += W.silence * decay(today - day);
    e.base[s.seat] = line;
  }
}

/**
 * The table's evidence as this view and record show it, brought up to date.
 * Kept on the record (shared by every bot that hears it), or on `home` when
 * there is no record.
 */
export function evidenceOf(view: SeatView, record: TableRecord | null, home: { evidence?: Evidence }): Evidence {
  const said = saidCount(view, record);
  let e = home.evidence;
  if (!e || !holdsSoFar(e, view, record, said)) home.evidence = e = fresh(view.seats.length, record);
  const dead = view.seats.reduce((n, s) => n + (s.alive ? 0 : 1), 0);
  const day = view.phase.day;
  const grew = view.votes.length !== e.rounds || (record !== null && (record.nominations.length !== e.nominations || record.lastGuesses.length !== e.lastGuesses || said !== e.said));
  const revealed = record?.revealedChecks.length ?? 0;
  if (!grew && day === e.day && dead === e.dead && revealed === e.revealedChecks) return e;
  absorbRounds(e, view.votes);
  if (record) absorbRecord(e, record, said);
  // The per-seat lines change with the day, a death or a revealed check, not with each act of the day.
  if (day !== e.day || dead !== e.dead || revealed !== e.revealedChecks) {
    e.day = day;
    e.scale = decay(day);
    e.dead = dead;
    e.revealedChecks = revealed;
    perSeat(e, view, record);
  }
  e.version = ++versions;
  e.table = null;
  return e;
}
