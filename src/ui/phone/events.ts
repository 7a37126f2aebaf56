/**
 * How a phone screen asks for something: one typed event per kind of ask,
 * bubbling and composed (out of the screen's shadow root), as Shoelace and
 * Material Web name theirs. The screens take properties in and send these
 * out; the play (play.ts) listens on each screen element and sends the ask on
 * (the TV's screens do the same with `tv-control`, src/ui/tv/control.ts).
 *
 * - `phone-vip`: the VIP asks the host to act (start, play again, pause …).
 * - `phone-intent`: the player's move in the game (a vote, a nomination, a
 *   thank-you …), an `Intent` as the link sends it to the TV.
 * - `phone-night-tap`: a tap the night grid answers (night.ts); the play
 *   decides what, if anything, is sent (the eliminated send nothing).
 * - `phone-ghost-mark`: a ghost marks or unmarks a seat (ghost.ts); the
 *   play keeps the marks and sends the whole list.
 * - `phone-notes`: the player's notes changed on their sheet (a seat's
 *   colour or words, keeping them after the game, a kept game forgotten);
 *   they stay on this phone.
 * - `phone-sheet-close`: a sheet laid over the screen asks to be closed.
 *
 * And before a seat (status.ts, join.ts: the phone's first chunk):
 *
 * - `phone-join`: the join form's name, and the room code typed (or null).
 * - `phone-way`: a way out of a refusal or a lost link (reload, ask for a
 *   seat …); the app takes it with the session's controls.
 */
import type { SeatNote } from '../../phone/notes';
import type { Intent, VipAction } from '../../protocol/vocabulary';
import type { Way } from './status';

/** Asks, from a screen element, for the VIP's `action`. */
export function askVip(from: EventTarget, action: VipAction): void {
  from.dispatchEvent(new CustomEvent('phone-vip', { detail: action, bubbles: true, composed: true }));
}

/** Asks, from a screen element, to send the player's `intent` to the TV. */
export function askIntent(from: EventTarget, intent: Intent): void {
  from.dispatchEvent(new CustomEvent('phone-intent', { detail: intent, bubbles: true, composed: true }));
}

/** A tap on the night grid: a seat, "nobody", or a seat this player may not pick (one answer for every role and reason). */
export type NightTap = { kind: 'pick'; seat: number } | { kind: 'skip' } | { kind: 'refuse' };

/** Tells, from the night grid, of a tap it answered. */
export function askNightTap(from: EventTarget, tap: NightTap): void {
  from.dispatchEvent(new CustomEvent('phone-night-tap', { detail: tap, bubbles: true, composed: true }));
}

/** Tells, from the ghosts' grid, that the seat `seat` was marked or unmarked. */
export function askGhostMark(from: EventTarget, seat: number): void {
  from.dispatchEvent(new CustomEvent('phone-ghost-mark', { detail: seat, bubbles: true, composed: true }));
}

/** A change on the notes' sheets (notes-sheet.ts): a seat's note, the keep switch, a kept game forgotten. */
export type NotesChange = { kind: 'note'; seat: number; note: SeatNote } | { kind: 'keep'; on: boolean } | { kind: 'forget'; endedAt: number };

/** Tells, from a notes sheet, of a change to the notes. */
export function askNotes(from: EventTarget, change: NotesChange): void {
  from.dispatchEvent(new CustomEvent('phone-notes', { detail: change, bubbles: true, composed: true }));
}

/** Asks, from a sheet, to be closed. */
export function askClose(from: EventTarget): void {
  from.dispatchEvent(new CustomEvent('phone-sheet-close', { bubbles: true, composed: true }));
}

/** What the join form sends: the name, and the room code when the phone had to ask for it. */
export interface JoinAsk {
  name: string;
  code: string | null;
}

/** Asks, from the join form, to join the room. */
export function askJoin(from: EventTarget, ask: JoinAsk): void {
  from.dispatchEvent(new CustomEvent('phone-join', { detail: ask, bubbles: true, composed: true }));
}

/** Asks, from a screen before a seat, for a way out. */
export function askWay(from: EventTarget, way: Way): void {
  from.dispatchEvent(new CustomEvent('phone-way', { detail: way, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap {
    'phone-vip': CustomEvent<VipAction>;
    'phone-intent': CustomEvent<Intent>;
    'phone-night-tap': CustomEvent<NightTap>;
    'phone-ghost-mark': CustomEvent<number>;
    'phone-notes': CustomEvent<NotesChange>;
    'phone-sheet-close': CustomEvent<undefined>;
    'phone-join': CustomEvent<JoinAsk>;
    'phone-way': CustomEvent<Way>;
  }
}
