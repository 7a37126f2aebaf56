// The leak audit: did a phone receive anything about another seat that the
// table as a whole did not know at that moment? It reads every frame one phone
// received (wire.ts records them) through a game, up to the first game-over
// view, and checks each against
//
//  - the truth: the deal, read from the game-over reveal (the phone's own, or
//    the TV's), and
//  - what was public then: the TV's PublicView at the same phase `seq`
//    (recorded on the TV with `recordPublicViews`). A SeatView's public part
//    (phase, seats, votes) must equal the TV's at that moment, so no public
//    field can carry a secret the TV itself does not show.
//
// Secrets are other seats' cards, night picks and checks. A night `cover`
// frame must carry nothing but spaces. A phone may know:
// its own card, checks and prompt; its black teammates' cards, and their live
// picks in the mafia step, if it is black itself; cards the table has seen
// (revealedRole); everything once the game is over, or once it is out with
// `deadSeeAll`.
//
// Usage (see tests/reliability/leaks.spec.ts):
//   await tapWire(phonePage)                        // before each phone loads
//   await recordPublicViews(tv.page)                // before the game starts
//   …play the game to its end…
//   const record = await publicViews(tv.page)
//   const audit = auditFrames(await receivedFrames(phonePage), { publicViews: record })
//   expect(audit.findings).toEqual([])
import type { Page } from '@playwright/test';
import type { CheckResult, PhaseView, PublicView, Role, SeatPublic, SeatView } from '../../src/engine/types';

/** One moment of the TV's public view: what the whole table could know. */
export interface PublicMoment {
  phase: Omit<PhaseView, 'remainingMs'>;
  seats: SeatPublic[];
  votes: PublicView['votes'];
  reveal: PublicView['reveal'];
  deadSeeAll: boolean;
}

export interface LeakFinding {
  /** Index of the frame in the phone's received list. */
  frame: number;
  /** The phase seq of the view, when the frame was one. */
  seq: number | null;
  what: string;
}

export interface SeatAudit {
  /** The seat whose views the phone got (null: it never got one). */
  seat: number | null;
  role: Role | null;
  /** Views checked (those before game over). */
  views: number;
  reachedGameOver: boolean;
  findings: LeakFinding[];
}

export interface AuditOptions {
  /** The TV's public views through the game (recordPublicViews/publicViews). Strongly advised. */
  publicViews?: PublicMoment[];
  /** The deal, seat 1 first; default: the reveal in the phone's own game-over view, else the TV's last public view. */
  roles?: Role[];
}

const BLACK = new Set<Role>(['mafia', 'don']);
const CHECKERS: Partial<Record<Role, CheckResult['question']>> = { commissar: 'isMafia', sheriff: 'isMafia', don: 'isSheriff' };

type Frame = { t?: unknown; [key: string]: unknown };

/** Joins `part` frames (a message larger than one frame) back into messages; keeps every other frame. */
function messages(frames: unknown[]): { index: number; message: Frame }[] {
  const out: { index: number; message: Frame }[] = [];
  const parts = new Map<number, string[]>();
  frames.forEach((frame, index) => {
    if (typeof frame !== 'object' || frame === null) return;
    const message = frame as Frame;
    if (message.t !== 'part') return out.push({ index, message });
    const { id, n, of, data } = message as { id: number; n: number; of: number; data: string };
    const list = parts.get(id) ?? [];
    list[n] = data;
    parts.set(id, list);
    if (list.filter((piece) => piece !== undefined).length === of) {
      parts.delete(id);
      out.push({ index, message: JSON.parse(list.join('')) as Frame });
    }
  });
  return out;
}

/** A PublicView (or a SeatView's public part) as the audit compares it. */
export function publicMoment(view: Pick<PublicView, 'phase' | 'seats' | 'votes' | 'reveal'> & { setup?: PublicView['setup'] }): PublicMoment {
  const { remainingMs: _clock, ...phase } = view.phase;
  return { phase, seats: view.seats, votes: view.votes, reveal: view.reveal, deadSeeAll: view.setup?.deadSeeAll ?? false };
}

const json = (value: unknown) => JSON.stringify(value);

/** Every `{seat, role}` (or `{seat, revealedRole}`) anywhere in a value, with its path. */
function cardsIn(value: unknown, path: string, found: { path: string; seat: number; role: string }[] = []): typeof found {
  if (Array.isArray(value)) value.forEach((item, i) => cardsIn(item, `${path}[${i}]`, found));
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const role = record.role ?? record.revealedRole;
    if (typeof record.seat === 'number' && typeof role === 'string') found.push({ path, seat: record.seat, role });
    for (const [key, child] of Object.entries(record)) cardsIn(child, `${path}.${key}`, found);
  }
  return found;
}

/** Audits one phone's received frames. Pure: no browser needed. */
export function auditFrames(frames: unknown[], options: AuditOptions = {}): SeatAudit {
  const all = messages(frames);
  const views = all.filter(({ message }) => message.t === 'view') as { index: number; message: Frame & { view: SeatView } }[];
  const overAt = views.findIndex(({ message }) => message.view.phase.name === 'gameOver');
  const over = overAt >= 0 ? views[overAt]!.message.view : null;
  const publicViews = options.publicViews ?? [];
  const lastPublic = publicViews.at(-1);
  const dealt =
    options.roles ??
    (over?.reveal ? sortedRoles(over.reveal.roles) : lastPublic?.reveal ? sortedRoles(lastPublic.reveal.roles) : null);
  const bySeq = new Map<number, string[]>();
  for (const moment of publicViews) {
    const key = json({ phase: moment.phase, seats: moment.seats, votes: moment.votes });
    bySeq.set(moment.phase.seq, [...(bySeq.get(moment.phase.seq) ?? []), key]);
  }
  const deadSeeAll = publicViews.some((moment) => moment.deadSeeAll);

  const findings: LeakFinding[] = [];
  // A night's cover frame carries nothing: its kind and spaces (outbox.ts coverText).
  for (const { index, message } of all) {
    if (message.t !== 'cover') continue;
    const { t: _t, pad, ...rest } = message;
    if (Object.keys(rest).length || typeof pad !== 'string' || pad.trim() !== '') findings.push({ frame: index, seq: null, what: `a cover that carries something: ${json(message).slice(0, 80)}` });
  }
  const before = overAt >= 0 ? views.slice(0, overAt) : views;
  const seat = views[0]?.message.view.seat ?? null;
  for (const { index, message } of before) {
    const view = message.view;
    const seq = view.phase.seq;
    const flag = (what: string) => findings.push({ frame: index, seq, what });
    const own = view.seat;
    if (own !== seat) flag(`a view of seat ${own} on the phone of seat ${seat}`);
    const black = BLACK.has(view.role);
    if (dealt && dealt[own - 1] !== view.role) flag(`own card ${view.role}, dealt ${dealt[own - 1]}`);

    // The public part is exactly the TV's at that moment.
    if (publicViews.length) {
      const moment = publicMoment(view);
      const seen = bySeq.get(seq) ?? [];
      if (!seen.includes(json({ phase: moment.phase, seats: moment.seats, votes: moment.votes }))) {
        flag(`public part differs from every TV public view at seq ${seq}`);
      }
    }

    // Cards of other seats.
    const revealAllowed = !view.alive && deadSeeAll;
    const teammates = new Set(view.teammates.map((mate) => mate.seat));
    for (const card of cardsIn(view, 'view')) {
      if (card.seat === own) continue;
      if (dealt && dealt[card.seat - 1] !== card.role) flag(`${card.path}: seat ${card.seat} shown as ${card.role}, dealt ${dealt[card.seat - 1]}`);
      // A card on the public seat list: the comparison with the TV's view above proves it was public;
      // without that record, at least the player must have left the table.
      const listed = view.seats.find((s) => s.seat === card.seat);
      const publicCard = card.path.startsWith('view.seats[') && listed?.revealedRole === card.role && (publicViews.length > 0 || !listed.alive);
      const mate = black && card.path.startsWith('view.teammates[') && BLACK.has(card.role as Role);
      const revealed = revealAllowed && card.path.startsWith('view.reveal.');
      if (!publicCard && !mate && !revealed) flag(`${card.path}: the card of seat ${card.seat} (${card.role})`);
    }
    if (!black && view.teammates.length) flag(`teammates for a ${view.role}`);
    if (dealt && black) {
      const team = dealt.flatMap((role, i) => (BLACK.has(role) && i + 1 !== own ? [i + 1] : []));
      if (json([...teammates].sort((a, b) => a - b)) !== json(team)) flag(`teammates ${[...teammates]} but the black team is ${team}`);
    }
    // Live picks: only the black team's, only to the black team.
    if (view.teamPicks.length && !black) flag(`teamPicks for a ${view.role}`);
    if (dealt) for (const pick of view.teamPicks) if (!BLACK.has(dealt[pick.seat - 1]!)) flag(`teamPicks names seat ${pick.seat}, not black`);
    // Checks: only a checker's own, of its own kind.
    const question = CHECKERS[view.role];
    const checks = [...view.checks, ...(view.freshCheck ? [view.freshCheck] : [])];
    if (!question && checks.length) flag(`checks for a ${view.role}`);
    for (const check of checks) if (question && check.question !== question) flag(`a ${check.question} check for a ${view.role}`);
    // The night's log and the full reveal: only at game over (or out, with deadSeeAll).
    if (view.reveal && !revealAllowed) flag('the reveal (every card and night) before game over');
  }
  return { seat, role: seat !== null && dealt ? dealt[seat - 1]! : null, views: before.length, reachedGameOver: overAt >= 0, findings };
}

function sortedRoles(roles: { seat: number; role: Role }[]): Role[] {
  return [...roles].sort((a, b) => a.seat - b.seat).map((entry) => entry.role);
}

// --- In the browser ---------------------------------------------------------------

declare global {
  interface Window {
    __publicViews?: PublicMoment[];
  }
}

/**
 * Starts recording every public view the TV's host session produces (each
 * HostSnapshot with a game). Call on the loaded TV page before the game
 * starts; a TV reload ends the recording.
 */
export async function recordPublicViews(tvPage: Page): Promise<void> {
  await tvPage.evaluate(() => {
    type Snapshot = { game: PublicView | null };
    // The TV's controls are its HostSession, which also takes snapshot subscribers.
    const app = document.querySelector('tv-app') as unknown as { controls: { subscribe(listener: (snapshot: Snapshot) => void): () => void } };
    const record: PublicMoment[] = [];
    window.__publicViews = record;
    let last = '';
    app.controls.subscribe(({ game }) => {
      if (!game) return;
      const { remainingMs: _clock, ...phase } = game.phase;
      const moment: PublicMoment = { phase, seats: game.seats, votes: game.votes, reveal: game.reveal, deadSeeAll: game.setup.deadSeeAll };
      const text = JSON.stringify(moment);
      if (text !== last) record.push(JSON.parse(text) as PublicMoment);
      last = text;
    });
  });
}

/** The public views recorded so far. */
export async function publicViews(tvPage: Page): Promise<PublicMoment[]> {
  return tvPage.evaluate(() => window.__publicViews ?? []);
}
