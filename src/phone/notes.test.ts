import { describe, expect, it } from 'vitest';
import { clipNote, MAX_KEPT_GAMES, MAX_NOTE_CHARS, PhoneNotes, type NotesGame } from './notes';
import { memoryStorage } from './storage';

const game = (over: Partial<NotesGame> = {}): NotesGame => ({ room: 'ACDEFHJK', seat: 3, table: ['Anna', 'Boris', 'Dina', 'Fyodor'], seq: 12, ...over });

describe('Private notes', () => {
  it('keeps a colour and a text per seat, and a reload (a new reader of the same storage) reads them back', () => {
    const storage = memoryStorage();
    new PhoneNotes(storage).write(game(), 2, { colour: 'suspect', text: 'nervous at the vote' });
    new PhoneNotes(storage).write(game({ seq: 14 }), 4, { colour: 'trust', text: '' });
    const notes = new PhoneNotes(storage).read(game({ seq: 20 }));
    expect([...notes]).toEqual([
      [2, { colour: 'suspect', text: 'nervous at the vote' }],
      [4, { colour: 'trust', text: '' }],
    ]);
  });

  it('an empty note removes the seat, and the last one removes the stored entry', () => {
    const storage = memoryStorage();
    const notes = new PhoneNotes(storage);
    notes.write(game(), 2, { colour: 'unsure', text: 'x' });
    expect(notes.write(game(), 2, { colour: null, text: '  ' }).size).toBe(0);
    expect(storage.entries.size).toBe(0);
  });

  it("another game reads as none: a smaller phase counter (a new deal) or another table", () => {
    const storage = memoryStorage();
    const notes = new PhoneNotes(storage);
    notes.write(game({ seq: 40 }), 2, { colour: 'suspect', text: 'Don?' });
    expect(notes.read(game({ seq: 3 })).size).toBe(0);
    expect(notes.read(game({ seq: 41, table: ['Anna', 'Boris', 'Dina', 'Gleb'] })).size).toBe(0);
    expect(notes.read(game({ seq: 41 })).size).toBe(1);
    // A note in the new game replaces the old game's.
    notes.write(game({ seq: 3 }), 1, { colour: 'trust', text: '' });
    expect([...notes.read(game({ seq: 4 })).keys()]).toEqual([1]);
  });

  it('seats are one game per room and seat; clearing at game over removes them', () => {
    const storage = memoryStorage();
    const notes = new PhoneNotes(storage);
    notes.write(game(), 2, { colour: 'suspect', text: '' });
    expect(notes.read(game({ room: 'MNPRTWXY' })).size).toBe(0);
    expect(notes.read(game({ seat: 4 })).size).toBe(0);
    notes.clear(game());
    expect(notes.read(game()).size).toBe(0);
  });

  it('a text is cut to its limit in characters, an emoji counting one', () => {
    const long = '🙂'.repeat(MAX_NOTE_CHARS + 5);
    expect([...clipNote(long)]).toHaveLength(MAX_NOTE_CHARS);
  });

  it('a stored value of the wrong shape, or storage that throws, reads as no notes', () => {
    const storage = memoryStorage();
    storage.setItem('citysleeps.notes.ACDEFHJK.3', '{"table":"x","seq":"1"}');
    expect(new PhoneNotes(storage).read(game()).size).toBe(0);
    storage.setItem('citysleeps.notes.ACDEFHJK.3', JSON.stringify({ table: game().table.join('\n'), seq: 1, notes: { 2: { colour: 'red', text: 'x' }, 4: { colour: null, text: 'ok' } } }));
    expect([...new PhoneNotes(storage).read(game()).keys()]).toEqual([4]);
    const denied = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    const notes = new PhoneNotes(denied);
    expect(notes.write(game(), 2, { colour: 'trust', text: '' }).size).toBe(1);
    expect(notes.read(game()).size).toBe(0);
  });
});

describe("A ghost's own marks on its phone", () => {
  it('are kept for the game like the notes, and go with them at game over', () => {
    const storage = memoryStorage();
    const notes = new PhoneNotes(storage);
    notes.writeMarks(game(), [2, 4]);
    expect(new PhoneNotes(storage).readMarks(game({ seq: 30 }))).toEqual([2, 4]);
    expect(notes.readMarks(game({ seq: 2 }))).toEqual([]);
    notes.clear(game());
    expect(notes.readMarks(game())).toEqual([]);
    expect(storage.entries.size).toBe(0);
  });
});

describe('Notes kept after the game, by the player\'s choice', () => {
  it('are off unless asked; once asked, a finished game\'s notes are kept, newest first, up to the cap', () => {
    const storage = memoryStorage();
    const notes = new PhoneNotes(storage);
    expect(notes.keeps()).toBe(false);
    notes.setKeeps(true);
    expect(new PhoneNotes(storage).keeps()).toBe(true);
    const first = notes.write(game(), 4, { colour: 'suspect', text: 'Don?' });
    notes.write(game(), 2, { colour: null, text: 'quiet' });
    notes.keep(game(), notes.read(game()), 1000);
    notes.clear(game());
    expect(new PhoneNotes(storage).kept()).toEqual([
      { endedAt: 1000, seat: 3, table: game().table, notes: [{ seat: 2, colour: null, text: 'quiet' }, { seat: 4, colour: 'suspect', text: 'Don?' }] },
    ]);
    // No notes, nothing kept; the cap drops the oldest.
    expect(notes.keep(game(), new Map(), 1500)).toHaveLength(1);
    for (let i = 0; i < MAX_KEPT_GAMES + 3; i++) notes.keep(game(), first, 2000 + i);
    const kept = notes.kept();
    expect(kept).toHaveLength(MAX_KEPT_GAMES);
    expect(kept[0]!.endedAt).toBe(2000 + MAX_KEPT_GAMES + 2);
    // One deleted, by when it ended; the last deleted leaves nothing stored.
    expect(notes.forget(kept[0]!.endedAt)).toHaveLength(MAX_KEPT_GAMES - 1);
    for (const game of notes.kept()) notes.forget(game.endedAt);
    expect([...storage.entries.keys()]).toEqual(['citysleeps.keepNotes']);
    notes.setKeeps(false);
    expect(storage.entries.size).toBe(0);
  });

  it('a kept list of the wrong shape reads as the games that are whole; storage that throws keeps nothing and says no', () => {
    const storage = memoryStorage();
    storage.setItem('citysleeps.keptNotes', JSON.stringify([{ endedAt: 1, seat: 2, table: ['A', 'B'], notes: [{ seat: 1, colour: 'trust', text: '' }] }, { endedAt: 'x' }, 7]));
    expect(new PhoneNotes(storage).kept().map((g) => g.endedAt)).toEqual([1]);
    storage.setItem('citysleeps.keptNotes', 'not json');
    expect(new PhoneNotes(storage).kept()).toEqual([]);
    const denied = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    const notes = new PhoneNotes(denied);
    expect(notes.keeps()).toBe(false);
    expect(notes.keep(game(), new Map([[2, { colour: 'trust' as const, text: '' }]]), 1)).toHaveLength(1);
    expect(notes.kept()).toEqual([]);
  });
});
