/**
 * A player's private notes: per seat a colour (trust / suspect /
 * unsure) and a short text, kept only on this phone, in localStorage, for one
 * game. Nothing here is ever sent: the session (session.ts) has no way to read
 * them, and the screens only render them.
 *
 * One game's notes are keyed by the room and the seat, and stamped with the
 * table (the seats' names in order) and the highest phase `seq` seen: a phase
 * counter smaller than that, or another table, is another game, and its notes
 * start empty. At game over the notes are cleared — unless the player chose to
 * keep them: then the game's notes go first into the phone's own short history
 * of kept notes (the last MAX_KEPT_GAMES games), which only this phone shows.
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
/** Whether the player keeps notes after a game, and the notes kept: this phone's, across rooms. */
const KEEP_KEY = 'citysleeps.keepNotes';
const KEPT_KEY = 'citysleeps.keptNotes';

/** Kept games: a few evenings' worth, newest first. */
export const MAX_KEPT_GAMES = 20;

/** One finished game's notes, kept on the phone by the player's choice. */
export interface KeptGame {
  endedAt: number;
  /** This player's seat, and the table in seat order (names as they were). */
  seat: number;
  table: string[];
  notes: { seat: number; colour: NoteColour | null; text: string }[];
}

function isKeptGame(value: unknown): value is KeptGame {
  if (typeof value !== 'object' || value === null) return false;
  const { endedAt, seat, table, notes } = value as Record<string, unknown>;
  return (
    typeof endedAt === 'number' &&
    Number.isInteger(seat) &&
    Array.isArray(table) &&
    table.every((name) => typeof name === 'string') &&
    Array.isArray(notes) &&
    notes.every((note) => isNote(note) && Number.isInteger((note as { seat?: unknown }).seat))
  );
}

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

  /** Whether the player asked to keep this phone's notes after each game (off unless asked). */
  keeps(): boolean {
    return this.get(KEEP_KEY) === '1';
  }

  setKeeps(on: boolean): void {
    this.set(KEEP_KEY, on ? '1' : null);
  }

  /** The games whose notes were kept, newest first; a stored value of the wrong shape reads as none. */
  kept(): KeptGame[] {
    try {
      const parsed = JSON.parse(this.get(KEPT_KEY) ?? '[]') as unknown;
      return Array.isArray(parsed) ? parsed.filter(isKeptGame).slice(0, MAX_KEPT_GAMES) : [];
    } catch {
      return []; // not JSON
    }
  }

  /** Keeps a finished game's notes (none: nothing kept), newest first, the oldest beyond the cap dropped. */
  keep(game: Pick<NotesGame, 'seat' | 'table'>, notes: Notes, endedAt: number): KeptGame[] {
    const list = this.kept();
    if (notes.size === 0) return list;
    const entry: KeptGame = {
      endedAt,
      seat: game.seat,
      table: [...game.table],
      notes: [...notes].sort(([a], [b]) => a - b).map(([seat, note]) => ({ seat, colour: note.colour, text: note.text })),
    };
    const next = [entry, ...list].slice(0, MAX_KEPT_GAMES);
    this.set(KEPT_KEY, JSON.stringify(next));
    return next;
  }

  /** Deletes one kept game (by when it ended). */
  forget(endedAt: number): KeptGame[] {
    const next = this.kept().filter((game) => game.endedAt !== endedAt);
    this.set(KEPT_KEY, next.length ? JSON.stringify(next) : null);
    return next;
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
      const text = this.get(keyOf(game, kind));
      if (text === null) return null;
      const parsed = JSON.parse(text) as Partial<Stored>;
      if (typeof parsed.table !== 'string' || typeof parsed.seq !== 'number' || typeof parsed.notes !== 'object' || parsed.notes === null) return null;
      return parsed as Stored;
    } catch {
      return null; // storage denied, or not JSON
    }
  }

  // Storage can throw (private mode, quota): reads find nothing, and the notes last as long as the page.
  private get(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

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
