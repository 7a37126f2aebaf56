/**
 * A player's private notes: per seat a colour (trust / suspect /
 * unsure) and a short text, kept only on this phone, in localStorage, for one
 * game. Nothing here is ever sent: the session (session.ts) has no way to read
 * them, and the screens only render them.
 *
 * One game's notes are keyed by the room and the seat, and stamped with the
 * table (the seats' names in order) and the highest phase `seq` seen: a phase
 * counter smaller than that, or another table, is another game, and its notes
 * start empty. At game over the notes are cleared.
 */
import type { KeyValueStorage } from './storage';

export const NOTE_COLOURS = ['trust', 'suspect', 'unsure'] as const;
export type NoteColour = (typeof NOTE_COLOURS)[number];

/** A short text: a line, not a diary (the field says how many are left). */
export const MAX_NOTE_CHARS = 80;

export interface SeatNote {
  colour: NoteColour | null;
  text: string;
}

/** Which game the notes belong to, from the seat's view. */
export interface NotesGame {
  room: string;
  seat: number;
  /** The seats' names in seat order: the same room's next game with other players is another table. */
  table: string[];
  seq: number;
}

interface Stored {
  table: string;
  seq: number;
  notes: Record<string, unknown>;
}

const PREFIX = 'citysleeps.notes.';

export type Notes = ReadonlyMap<number, SeatNote>;

/** Cuts a text to MAX_NOTE_CHARS characters (code points: an emoji is one). */
export function clipNote(text: string): string {
  return [...text].slice(0, MAX_NOTE_CHARS).join('');
}

function isNote(value: unknown): value is SeatNote {
  if (typeof value !== 'object' || value === null) return false;
  const { colour, text } = value as Record<string, unknown>;
  return (colour === null || NOTE_COLOURS.includes(colour as NoteColour)) && typeof text === 'string';
}

export class PhoneNotes {
  constructor(private readonly storage: KeyValueStorage) {}

  /** This game's notes; another game's (or a stored value of the wrong shape) read as none. */
  read(game: NotesGame): Notes {
    const stored = this.load(game);
    const notes = new Map<number, SeatNote>();
    if (!stored || stored.table !== game.table.join('\n') || stored.seq > game.seq) return notes;
    for (const [seat, note] of Object.entries(stored.notes)) {
      if (isNote(note) && /^\d+$/.test(seat)) notes.set(Number(seat), { colour: note.colour, text: clipNote(note.text) });
    }
    return notes;
  }

  /** Sets one seat's note (an empty note removes it) and returns the game's notes. */
  write(game: NotesGame, seat: number, note: SeatNote): Notes {
    const notes = new Map(this.read(game));
    const clean = { colour: note.colour, text: clipNote(note.text) };
    if (clean.colour === null && clean.text.trim() === '') notes.delete(seat);
    else notes.set(seat, clean);
    const stored: Stored = { table: game.table.join('\n'), seq: game.seq, notes: Object.fromEntries(notes) };
    this.set(keyOf(game), notes.size ? JSON.stringify(stored) : null);
    return notes;
  }

  /** The game is over: its notes go, and a ghost's marks. */
  clear(game: Pick<NotesGame, 'room' | 'seat'>): void {
    this.set(keyOf(game), null);
    this.set(keyOf(game, GHOST), null);
  }

  /**
   * A ghost's marks of the seats it believes black (the ghosts' game, engine/ghosts.ts):
   * the phone shows its own copy, since nothing of them comes back from the TV.
   */
  readMarks(game: NotesGame): number[] {
    const stored = this.load(game, GHOST);
    if (!stored || stored.table !== game.table.join('\n') || stored.seq > game.seq) return [];
    const marked = (stored.notes as { marked?: unknown }).marked;
    return Array.isArray(marked) ? marked.filter((s): s is number => Number.isInteger(s) && s >= 1 && s <= game.table.length) : [];
  }

  writeMarks(game: NotesGame, marked: number[]): void {
    const stored = { table: game.table.join('\n'), seq: game.seq, notes: { marked } };
    this.set(keyOf(game, GHOST), JSON.stringify(stored));
  }

  private load(game: NotesGame, kind = ''): Stored | null {
    try {
      const text = this.storage.getItem(keyOf(game, kind));
      if (text === null) return null;
      const parsed = JSON.parse(text) as Partial<Stored>;
      if (typeof parsed.table !== 'string' || typeof parsed.seq !== 'number' || typeof parsed.notes !== 'object' || parsed.notes === null) return null;
      return parsed as Stored;
    } catch {
      return null; // storage denied, or not JSON
    }
  }

  // Storage can throw (private mode, quota): the notes then last as long as the page.
  private set(key: string, value: string | null): void {
    try {
      if (value === null) this.storage.removeItem(key);
      else this.storage.setItem(key, value);
    } catch {
      /* see above */
    }
  }
}

const GHOST = 'ghost.';

function keyOf(game: Pick<NotesGame, 'room' | 'seat'>, kind = ''): string {
  return `${PREFIX}${kind}${game.room}.${game.seat}`;
}
