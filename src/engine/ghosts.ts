/**
 * The ghosts' game: an eliminated player marks the seats it
 * believes are black, and may change them until the game is over; at game
 * over each ghost is scored — how many black seats it found, how many it
 * marked wrongly, and how early its final marks stood (the day of their last
 * change: earlier is better).
 *
 * No ghost can reach the living: the marks are not in any view during the
 * game (views.ts never sees them), and a mark is taken only by day, so it can
 * never move the night's frames (host/outbox.ts: at night a state change is a
 * fan-out). With "the dead see all" the ghost sees every card, so there is
 * nothing to guess: marks are refused.
 *
 * Pure: the host keeps the book beside the game's state and asks here.
 */
import { isBlack } from './state';
import type { PublicView, RejectionCode, Role } from './types';

/** One ghost's marks, as last changed. */
export interface GhostMarks {
  seat: number;
  /** Seats marked black, ascending. */
  marked: number[];
  /** The day the marks were last changed (marks are taken by day only). */
  day: number;
}

export type GhostBook = readonly GhostMarks[];

export interface GhostScore extends GhostMarks {
  /** Marked seats that are black. */
  right: number;
  /** Marked seats that are not. */
  wrong: number;
  /** How many black seats the game had. */
  black: number;
}

/** Whether `seat` may mark now: a ghost, by day, the game running, the dead not seeing all. */
export function mayPredict(view: Pick<PublicView, 'phase' | 'seats' | 'setup'>, seat: number): RejectionCode | null {
  const phase = view.phase.name;
  if (phase === 'gameOver') return 'gameOver';
  if (view.setup.deadSeeAll) return 'wrongPhase';
  if (phase === 'night' || phase === 'deal') return 'wrongPhase';
  const me = view.seats.find((s) => s.seat === seat);
  if (!me) return 'unknownSeat';
  if (me.alive) return 'notYourTurn';
  return null;
}

/**
 * The book with `seat`'s marks set to `marked` (each another seat of the
 * table, once), or a rejection. The same marks again leave the book as it was
 * (the same object), so "how early" is not reset by a repeat.
 */
export function predict(
  book: GhostBook,
  view: Pick<PublicView, 'phase' | 'seats' | 'setup'>,
  seat: number,
  marked: readonly number[],
): { ok: true; book: GhostBook } | { ok: false; code: RejectionCode } {
  const refusal = mayPredict(view, seat);
  if (refusal) return { ok: false, code: refusal };
  const seats = new Set(view.seats.map((s) => s.seat));
  const unique = [...new Set(marked)].sort((a, b) => a - b);
  if (unique.length !== marked.length || unique.some((s) => s === seat || !seats.has(s))) return { ok: false, code: 'invalidTarget' };
  const old = book.find((g) => g.seat === seat);
  if (old && old.marked.join() === unique.join()) return { ok: true, book };
  const entry: GhostMarks = { seat, marked: unique, day: view.phase.day };
  return { ok: true, book: [...book.filter((g) => g.seat !== seat), entry].sort((a, b) => a.seat - b.seat) };
}

/**
 * Each ghost's score from the revealed cards: best first — more right less
 * wrong, then the earlier marks (marks are taken by day: the day they last
 * changed), then the seat. A ghost that marked nothing is not scored.
 */
export function ghostScores(book: GhostBook, roles: readonly { seat: number; role: Role }[]): GhostScore[] {
  const black = new Set(roles.filter((r) => isBlack(r.role)).map((r) => r.seat));
  return book
    .filter((g) => g.marked.length > 0)
    .map((g) => {
      const right = g.marked.filter((s) => black.has(s)).length;
      return { ...g, right, wrong: g.marked.length - right, black: black.size };
    })
    .sort((a, b) => b.right - b.wrong - (a.right - a.wrong) || a.day - b.day || a.seat - b.seat);
}
