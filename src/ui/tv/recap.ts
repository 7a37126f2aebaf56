/**
 * What game over tells, built from the final public view alone (`view.reveal`
 * and `view.votes`; every card is public at game over): the cards turned over
 * one by one (`cardTurns`), then the game night by night and day by day — who
 * was shot, who was saved, who checked whom, how each vote went — as pages the
 * TV shows and the narrator reads (`recapSteps`).
 */
import type { GhostScore } from '../../engine/ghosts';
import type { NightEvent, PublicView, Role, VoteRound } from '../../engine/types';
import type { Lang } from '../shared/i18n';
import { roleName } from '../shared/roles-text';
import { t, type RecapKey } from './strings';

/** One card turned over at game over, and the line the narrator says for it. */
export interface CardTurn {
  seat: number;
  name: string;
  role: Role;
  line: string;
}

/** The order the cards turn: the mafia (and the Don), the Maniac, the town's roles, then the civilians. */
function revealGroup(role: Role): number {
  if (role === 'mafia' || role === 'don') return 0;
  if (role === 'maniac') return 1;
  return role === 'civilian' ? 3 : 2;
}

/** Every card in the order it turns over (seat order within each group), each with its line. */
export function cardTurns(lang: Lang, view: PublicView): CardTurn[] {
  return (view.reveal?.roles ?? [])
    .map(({ seat, role }) => ({ seat, role, name: nameOf(view, seat) }))
    .sort((a, b) => revealGroup(a.role) - revealGroup(b.role) || a.seat - b.seat)
    .map((card) => {
      const role = lang === 'ru' ? roleName(card.role, lang).toLowerCase() : roleName(card.role, lang);
      return { ...card, line: t(lang, 'recap.card', { seat: card.seat, name: card.name, role }) };
    });
}

export interface RecapStep {
  kind: 'night' | 'day' | 'warnings' | 'ghosts';
  /** The night's or day's number (0 for the warnings). */
  n: number;
  heading: string;
  /** The lines to show and read, in order. */
  lines: string[];
  /** Seats the table points at in this step, with a word for each. */
  marks: Map<number, string>;
  /** The night's events and the day's rounds, for the rows under the lines. */
  events: NightEvent[];
  rounds: VoteRound[];
  coin: number[];
  /** The ghosts' page: each ghost's marks, scored (engine/ghosts.ts), best first. */
  ghosts?: GhostScore[];
}

/** Which role acts in each night step, for the timeline's rows. */
export const STEP_ROLE: Record<NightEvent['step'], Role> = {
  acquaintance: 'mafia',
  putana: 'putana',
  mafia: 'mafia',
  maniac: 'maniac',
  doctor: 'doctor',
  commissar: 'commissar',
  sheriff: 'sheriff',
  don: 'don',
};

/**
 * Who the coin sent out on day `day`. The lot leaves no round of its own:
 * its seat left as 'voted' without any round eliminating it, on the last
 * day that ended in a tie among whom it stood.
 */
export function coinChoices(view: PublicView, day: number): number[] {
  const byRound = new Set(view.votes.flatMap((v) => v.eliminated));
  const tieDays = [...new Set(view.votes.map((v) => v.day))].filter((d) => {
    const rounds = view.votes.filter((v) => v.day === d);
    return rounds.at(-1)!.tie && !rounds.some((v) => v.eliminated.length);
  });
  const lastTieDay = (seat: number) => tieDays.filter((d) => view.votes.filter((v) => v.day === d).at(-1)!.candidates.includes(seat)).at(-1);
  return view.seats.filter((s) => s.exitCause === 'voted' && !byRound.has(s.seat) && lastTieDay(s.seat) === day).map((s) => s.seat);
}

/** The outcome key a night event is told with, or null for an event the dawn's own line tells. */
function eventKey(event: NightEvent, city: boolean): RecapKey | null {
  if (event.actor === 0) {
    if (event.outcome === 'killed') return 'recap.dawnKilled';
    if (event.outcome === 'saved') return 'recap.dawnSaved';
    if (event.outcome === 'diedWithPutana') return 'recap.dawnWithLover';
    return null;
  }
  const o = event.outcome;
  switch (event.step) {
    case 'acquaintance':
      return null;
    case 'mafia':
      return o === 'shot' ? 'recap.mafiaShot' : o === 'declined' ? 'recap.mafiaHeld' : o === 'noAgreement' ? 'recap.mafiaSplit' : 'recap.mafiaNone';
    case 'maniac':
      return o === 'shot' ? 'recap.maniacShot' : 'recap.maniacBlocked';
    case 'doctor':
      return o === 'healed' ? 'recap.doctorHealed' : 'recap.doctorBlocked';
    case 'putana':
      return 'recap.loverVisited';
    case 'don':
      return o === 'checkedSheriff' ? 'recap.donFound' : o === 'checkedNotSheriff' ? 'recap.donMissed' : 'recap.checkBlocked';
    default:
      if (o === 'blocked') return 'recap.checkBlocked';
      if (city) return o === 'checkedMafia' ? 'recap.sheriffBlack' : 'recap.sheriffRed';
      return o === 'checkedMafia' ? 'recap.commissarMafia' : 'recap.commissarTown';
  }
}

const MARK: Partial<Record<RecapKey, RecapKey>> = {
  'recap.mafiaShot': 'recap.markShot',
  'recap.maniacShot': 'recap.markShot',
  'recap.doctorHealed': 'recap.markHealed',
  'recap.loverVisited': 'recap.markVisited',
  'recap.commissarMafia': 'recap.markChecked',
  'recap.commissarTown': 'recap.markChecked',
  'recap.sheriffBlack': 'recap.markChecked',
  'recap.sheriffRed': 'recap.markChecked',
  'recap.donFound': 'recap.markChecked',
  'recap.donMissed': 'recap.markChecked',
  'recap.dawnKilled': 'recap.markKilled',
  'recap.dawnWithLover': 'recap.markKilled',
  'recap.dawnSaved': 'recap.markSaved',
};

function nameOf(view: PublicView, seat: number): string {
  return view.seats.find((s) => s.seat === seat)?.name ?? '';
}

function nightStep(lang: Lang, view: PublicView, n: number): RecapStep {
  const city = view.preset === 'city';
  const events = (view.reveal?.nights ?? []).filter((e) => e.night === n);
  const lines: string[] = [];
  const marks = new Map<number, string>();
  for (const event of events) {
    const key = eventKey(event, city);
    if (!key) continue;
    const seat = event.target ?? 0;
    lines.push(t(lang, key, { seat, name: nameOf(view, seat) }));
    const mark = MARK[key];
    if (mark && seat) marks.set(seat, t(lang, mark, {}));
  }
  if (lines.length === 0) lines.push(t(lang, n === 1 && events.every((e) => e.step === 'acquaintance') ? 'recap.acquaintance' : 'recap.quiet', {}));
  return { kind: 'night', n, heading: t(lang, 'over.night', { n }), lines, marks, events, rounds: [], coin: [] };
}

function roundLine(lang: Lang, view: PublicView, round: VoteRound): string {
  const seatName = (seat: number) => ({ seat, name: nameOf(view, seat) });
  if (round.kind === 'eliminateAll') {
    const yes = round.ballots.filter((b) => b.target === 1).length;
    const seats = round.candidates.join(', ');
    return round.eliminated.length
      ? t(lang, 'recap.allOut', { seats, yes, no: round.ballots.length - yes })
      : t(lang, 'recap.allStay', { seats, yes, no: round.ballots.length - yes });
  }
  const tally = round.candidates
    .map((seat) => ({ seat, votes: round.ballots.filter((b) => b.target === seat).length }))
    .sort((a, b) => b.votes - a.votes || a.seat - b.seat);
  const counts = tally.map((c) => t(lang, 'recap.count', { seat: c.seat, votes: c.votes })).join(', ');
  if (round.eliminated.length) return t(lang, 'recap.votedOut', { counts, ...seatName(round.eliminated[0]!) });
  return t(lang, round.kind === 'revote' ? 'recap.revoteTie' : 'recap.tie', { counts });
}

function dayStep(lang: Lang, view: PublicView, n: number): RecapStep | null {
  const rounds = view.votes.filter((v) => v.day === n);
  if (rounds.length === 0) return null;
  const coin = coinChoices(view, n);
  const lines = rounds.map((round) => roundLine(lang, view, round));
  for (const seat of coin) lines.push(t(lang, 'recap.coin', { seat, name: nameOf(view, seat) }));
  const marks = new Map<number, string>();
  for (const seat of [...rounds.flatMap((r) => r.eliminated), ...coin]) marks.set(seat, t(lang, 'recap.markVotedOut', {}));
  return { kind: 'day', n, heading: t(lang, 'over.day', { n }), lines, marks, events: [], rounds, coin };
}

/** The ghosts' page: each ghost's score, best first, as the last page of the story. */
function ghostsStep(lang: Lang, view: PublicView, ghosts: GhostScore[]): RecapStep {
  const lines = ghosts.map((g) =>
    t(lang, 'recap.ghost', {
      seat: g.seat,
      name: nameOf(view, g.seat),
      score: t(lang, 'over.ghostScore', { right: g.right, black: g.black }),
      wrong: t(lang, 'over.ghostWrong', { n: g.wrong }),
      since: t(lang, 'over.ghostSince', { n: g.day }),
    }),
  );
  const marks = new Map(ghosts.map((g) => [g.seat, t(lang, 'recap.markGhost', {})]));
  return { kind: 'ghosts', n: 0, heading: t(lang, 'over.ghosts'), lines, marks, events: [], rounds: [], coin: [], ghosts };
}

/**
 * The whole game as steps: every night, then its day, in order; warnings that
 * removed a player close it, then the ghosts' guesses, if any ghost marked.
 */
export function recapSteps(lang: Lang, view: PublicView, ghosts: GhostScore[] = []): RecapStep[] {
  const nights = view.reveal?.nights ?? [];
  const last = Math.max(0, ...nights.map((e) => e.night), ...view.votes.map((v) => v.day), view.phase.night, view.phase.day);
  const steps: RecapStep[] = [];
  for (let n = 1; n <= last; n += 1) {
    if (n <= view.phase.night || nights.some((e) => e.night === n)) steps.push(nightStep(lang, view, n));
    const day = dayStep(lang, view, n);
    if (day) steps.push(day);
  }
  // The view does not say on which day warnings removed a player, so they close the story.
  const warned = view.seats.filter((s) => s.exitCause === 'warnings');
  if (warned.length) {
    steps.push({
      kind: 'warnings',
      n: 0,
      heading: t(lang, 'over.warnings'),
      lines: warned.map((s) => t(lang, 'recap.warnedOut', { seat: s.seat, name: s.name })),
      marks: new Map(warned.map((s) => [s.seat, t(lang, 'recap.markWarned', {})])),
      events: [],
      rounds: [],
      coin: [],
    });
  }
  if (ghosts.length) steps.push(ghostsStep(lang, view, ghosts));
  return steps;
}


/**
 * The most characters a captioned piece of the story holds: the caption
 * shows two lines (tv-app.styles.ts, `-webkit-line-clamp: 2`) of about 80
 * letters each on a 16:9 screen at any size (its font is in vmin), fewer
 * when the letters are wide (Ж, Ш, Щ, М); 110 leaves that room.
 */
export const CAPTION_CHARS = 110;

/**
 * A sentence cut into pieces the caption shows whole, each said in turn: at
 * its commas (a vote's "for #3 — 2 votes, for #5 — 1 vote, …"), else at its
 * spaces. A sentence that fits stays one piece.
 */
export function captionPieces(sentence: string, max = CAPTION_CHARS): string[] {
  if (sentence.length <= max) return [sentence];
  const pieces: string[] = [];
  let piece = '';
  const clauses = sentence.split(/(?<=,)\s+/u).flatMap((clause) => (clause.length <= max ? [clause] : clause.split(/\s+/u)));
  for (const clause of clauses) {
    if (piece && piece.length + 1 + clause.length > max) {
      pieces.push(piece);
      piece = clause;
    } else piece = piece ? `${piece} ${clause}` : clause;
  }
  if (piece) pieces.push(piece);
  return pieces;
}
