/**
 * What this phone keeps for its player beside the TV's views: the
 * private notes (src/phone/notes.ts), a ghost's own marks (ghost.ts), and what
 * went on while the link was lost (missed.ts). A Lit reactive controller:
 * `<phone-app>` feeds it each snapshot and renders what it holds.
 *
 * Nothing here is sent but a ghost's marks, through `controls.predict`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SeatView } from '../../engine/types';
import { PhoneNotes, type KeptGame, type Notes, type NotesGame, type SeatNote } from '../../phone/notes';
import type { PhoneControls, PhoneSnapshot } from '../../phone/snapshot';
import { browserStorage, type KeyValueStorage } from '../../phone/storage';
import { missedWhileAway } from './missed';
import type { PhoneKey } from './strings';

export class PlayerMemo implements ReactiveController {
  /** This game's notes, as last read or written (they stay in memory where storage is denied). */
  notes: Notes = new Map();
  /** A ghost's own marks, ascending. */
  marked: number[] = [];
  /** What went on while the link was lost, until the player says OK. */
  missed: PhoneKey[] = [];
  /** Whether the notes are kept after the game (the player's choice, on this phone), and those kept. */
  keeps: boolean;
  kept: KeptGame[];
  private readonly store: PhoneNotes;
  /** Which game the notes belong to: room, seat and table, and the highest phase seen. */
  private game: { key: string; seq: number } | null = null;
  private snap: PhoneSnapshot | null = null;
  /** The view held when the link was lost: compared with the first one that comes after. */
  private awayFrom: SeatView | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    storage: KeyValueStorage = browserStorage(),
  ) {
    this.store = new PhoneNotes(storage);
    this.keeps = this.store.keeps();
    this.kept = this.store.kept();
    host.addController(this);
  }

  hostConnected(): void {}

  /** A new snapshot (called from the host's willUpdate: no extra render). */
  follow(snap: PhoneSnapshot): void {
    this.snap = snap;
    this.followGame(snap);
    this.followAway(snap);
  }

  setNote(seat: number, note: SeatNote): void {
    const game = this.gameOf(this.snap);
    if (!game) return;
    const written = this.store.write(game, seat, note).get(seat);
    // The page's copy is the truth for this page (where storage is denied, the only one).
    const notes = new Map(this.notes);
    if (written) notes.set(seat, written);
    else notes.delete(seat);
    this.notes = notes;
    this.host.requestUpdate();
  }

  toggleMark(seat: number, controls: PhoneControls | null): void {
    const game = this.gameOf(this.snap);
    if (!game) return;
    this.marked = this.marked.includes(seat) ? this.marked.filter((s) => s !== seat) : [...this.marked, seat].sort((a, b) => a - b);
    this.store.writeMarks(game, this.marked);
    controls?.predict?.(this.marked);
    this.host.requestUpdate();
  }

  setKeeps(on: boolean): void {
    this.keeps = on;
    this.store.setKeeps(on);
    this.host.requestUpdate();
  }

  forgetKept(endedAt: number): void {
    this.kept = this.store.forget(endedAt);
    this.host.requestUpdate();
  }

  dismissMissed(): void {
    this.missed = [];
    this.host.requestUpdate();
  }

  private gameOf(snap: PhoneSnapshot | null): NotesGame | null {
    const view = snap?.view;
    if (!snap || !view) return null;
    return { room: snap.roomCode ?? 'room', seat: view.seat, table: view.seats.map((s) => s.name), seq: view.phase.seq };
  }

  /** Reads the notes when the game changes (another table, or a phase counter that went back: a new deal); clears them at game over. */
  private followGame(snap: PhoneSnapshot): void {
    const game = this.gameOf(snap);
    if (!game) return;
    if (snap.view?.phase.name === 'gameOver') {
      // Kept by the player's choice: the page's copy (the only one where storage is denied), or
      // what is stored (a page reloaded at game over). A second game-over view finds them gone.
      const notes = this.notes.size ? this.notes : this.store.read(game);
      if (this.keeps && notes.size) this.kept = this.store.keep(game, notes, Date.now());
      this.store.clear(game);
      this.notes = new Map();
      this.marked = [];
      this.game = null;
      return;
    }
    const key = `${game.room}.${game.seat}.${game.table.join('\n')}`;
    if (this.game?.key !== key || game.seq < this.game.seq) {
      this.notes = this.store.read(game);
      this.marked = this.store.readMarks(game);
    }
    this.game = { key, seq: game.seq };
  }

  /** Lost the TV: remember the view; the first view after, compared with it, says what was missed. */
  private followAway(snap: PhoneSnapshot): void {
    if (snap.link === 'reconnecting') {
      this.awayFrom ??= snap.view;
      return;
    }
    const before = this.awayFrom;
    if (!before || snap.link !== 'online' || !snap.view || snap.view === before) return;
    this.awayFrom = null;
    const missed = missedWhileAway(before, snap.view);
    if (missed.length) this.missed = missed;
  }
}
