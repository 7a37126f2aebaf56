/**
 * The lobby's seat editing on a TV remote (arrows, OK, Back), as a pure
 * mapping from a key to what it does, so the rules read in one place:
 *
 * - In edit mode the arrows walk the seats (the focus navigation does that).
 * - OK picks the focused seat up; OK again puts it down.
 * - While a seat is held, ↑ and ↓ move it one place earlier or later in the
 *   seating order (the lobby lists the seats in columns, so up is earlier);
 *   at either end the key does nothing, and focus stays on the seat.
 *   ← and → walk on to the held seat's own buttons (Remove, ↑, ↓).
 * - Back puts a held seat down; with none held it leaves edit mode.
 */
import { BACK_KEYS } from './focus-nav';

export type SeatEdit =
  /** Move the held seat to this seat number. */
  | { kind: 'move'; to: number }
  /** Taken, to nothing: a held seat at the end of the order. */
  | { kind: 'stay' }
  /** Put the held seat down. */
  | { kind: 'drop' }
  /** Leave edit mode. */
  | { kind: 'leave' };

export interface SeatEditContext {
  /** The seat number held, or null. */
  held: number | null;
  /** Whether focus is on the held seat or one of its buttons. */
  onHeld: boolean;
  /** Seats at the table. */
  count: number;
}

/** What `key` does in edit mode, or null when the key is not the editor's (focus navigation takes it). */
export function seatEditKey(key: string, context: SeatEditContext): SeatEdit | null {
  const { held, onHeld, count } = context;
  if (BACK_KEYS.has(key) || key === 'Backspace') return held !== null ? { kind: 'drop' } : { kind: 'leave' };
  if (held === null || !onHeld) return null;
  if (key === 'ArrowUp') return held > 1 ? { kind: 'move', to: held - 1 } : { kind: 'stay' };
  if (key === 'ArrowDown') return held < count ? { kind: 'move', to: held + 1 } : { kind: 'stay' };
  return null;
}
