import { describe, expect, it } from 'vitest';
import { ghostScores, mayPredict, predict, type GhostBook } from './ghosts';
import type { PhaseName, Role, Setup } from './types';

const seats = [1, 2, 3, 4, 5, 6, 7].map((seat) => ({ seat, alive: seat !== 2 && seat !== 6 }));
function table(name: PhaseName, day = 2, setup: Partial<Setup> = {}) {
  return { phase: { name, day, night: day } as never, seats: seats as never, setup: { deadSeeAll: false, ...setup } as Setup };
}
const roles: { seat: number; role: Role }[] = [
  { seat: 1, role: 'civilian' },
  { seat: 2, role: 'doctor' },
  { seat: 3, role: 'mafia' },
  { seat: 4, role: 'civilian' },
  { seat: 5, role: 'don' },
  { seat: 6, role: 'civilian' },
  { seat: 7, role: 'sheriff' },
];

describe("The ghosts' game", () => {
  it('a ghost marks seats by day and may change them; the same marks again keep the day they were made', () => {
    let book: GhostBook = [];
    const first = predict(book, table('speech', 2), 2, [5, 3]);
    expect(first).toEqual({ ok: true, book: [{ seat: 2, marked: [3, 5], day: 2 }] });
    book = (first as { book: GhostBook }).book;
    const same = predict(book, table('vote', 3), 2, [3, 5]);
    expect(same.ok && same.book).toBe(book);
    const changed = predict(book, table('discussion', 3), 2, [3]);
    expect(changed.ok && changed.book).toEqual([{ seat: 2, marked: [3], day: 3 }]);
  });

  it('only the eliminated, only by day, only while the game runs, and not when the dead see all', () => {
    expect(mayPredict(table('speech'), 1)).toBe('notYourTurn');
    expect(mayPredict(table('night'), 2)).toBe('wrongPhase');
    expect(mayPredict(table('deal'), 2)).toBe('wrongPhase');
    expect(mayPredict(table('gameOver'), 2)).toBe('gameOver');
    expect(mayPredict(table('speech', 2, { deadSeeAll: true }), 2)).toBe('wrongPhase');
    expect(mayPredict(table('morning'), 6)).toBeNull();
    expect(predict([], table('night'), 2, [3])).toEqual({ ok: false, code: 'wrongPhase' });
  });

  it('marks name other seats of the table, each once', () => {
    expect(predict([], table('speech'), 2, [2])).toEqual({ ok: false, code: 'invalidTarget' });
    expect(predict([], table('speech'), 2, [3, 3])).toEqual({ ok: false, code: 'invalidTarget' });
    expect(predict([], table('speech'), 2, [8])).toEqual({ ok: false, code: 'invalidTarget' });
    expect(predict([], table('speech'), 2, [])).toEqual({ ok: true, book: [{ seat: 2, marked: [], day: 2 }] });
  });

  it('at game over each ghost is scored: right, wrong, of how many black; more right first, then earlier', () => {
    const book: GhostBook = [
      { seat: 2, marked: [3, 4], day: 2 },
      { seat: 6, marked: [3, 5], day: 4 },
      { seat: 4, marked: [3, 5], day: 3 },
      { seat: 7, marked: [], day: 5 },
    ];
    expect(ghostScores(book, roles)).toEqual([
      { seat: 4, marked: [3, 5], day: 3, right: 2, wrong: 0, black: 2 },
      { seat: 6, marked: [3, 5], day: 4, right: 2, wrong: 0, black: 2 },
      { seat: 2, marked: [3, 4], day: 2, right: 1, wrong: 1, black: 2 },
    ]);
  });
});
