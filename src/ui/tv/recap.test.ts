import { describe, expect, it } from 'vitest';
import type { PublicView } from '../../engine/types';
import { captionPieces, CAPTION_CHARS, recapSteps } from './recap';
import { t } from './strings';

describe('Game over’s story in the caption', () => {
  const counts = (n: number) =>
    Array.from({ length: n }, (_, i) => t('ru', 'recap.count', { seat: i + 1, votes: (i * 5) % 7 })).join(', ');

  it('a short sentence is one piece', () => {
    expect(captionPieces('Мафия стреляла в номер 12 — Максимилиан Шахматов.')).toEqual(['Мафия стреляла в номер 12 — Максимилиан Шахматов.']);
  });

  it('a vote of seventeen candidates is said in pieces that each fit the caption, cut at commas, nothing lost', () => {
    const sentence = t('ru', 'recap.tie', { counts: counts(17) });
    expect(sentence.length).toBeGreaterThan(CAPTION_CHARS * 2);
    const pieces = captionPieces(sentence);
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(CAPTION_CHARS);
    for (const piece of pieces.slice(0, -1)) expect(piece).toMatch(/,$/);
    expect(pieces.join(' ')).toBe(sentence);
  });

  it('a piece with no comma to cut at is cut between words', () => {
    const words = Array.from({ length: 40 }, (_, i) => `слово${i}`).join(' ');
    const pieces = captionPieces(words, 50);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(50);
    expect(pieces.join(' ')).toBe(words);
  });
});

describe("The ghosts' guesses at game over", () => {
  const view = {
    preset: 'classic',
    phase: { night: 2, day: 2 },
    seats: [1, 2, 3, 4, 5, 6].map((seat) => ({ seat, name: ['Anna', 'Gosha', 'Dina', 'Oleg', 'Vera', 'Ivan'][seat - 1], exitCause: null })),
    votes: [],
    reveal: { roles: [], nights: [] },
  } as unknown as PublicView;
  const ghosts = [
    { seat: 2, marked: [3, 5], day: 2, right: 2, wrong: 0, black: 2 },
    { seat: 4, marked: [1, 3, 6], day: 3, right: 1, wrong: 2, black: 2 },
  ];

  it('close the story as a page of their own, best first, each said in words', () => {
    const ru = recapSteps('ru', view, ghosts).at(-1)!;
    expect(ru.kind).toBe('ghosts');
    expect(ru.lines).toEqual(['Номер 2 — Gosha: угадано 2 из 2, без ошибок, со 2-го дня.', 'Номер 4 — Oleg: угадано 1 из 2, 2 ошибки, с 3-го дня.']);
    expect([...ru.marks.keys()]).toEqual([2, 4]);
    expect(recapSteps('en', view, ghosts).at(-1)!.lines[1]).toBe('Ghost #4 Oleg: 1 of 2 found, 2 wrong, since day 3.');
  });

  it('no page when no ghost marked', () => {
    expect(recapSteps('en', view).some((step) => step.kind === 'ghosts')).toBe(false);
  });
});
