import { describe, expect, it } from 'vitest';
import { captionPieces, CAPTION_CHARS } from './recap';
import { recapText } from './strings';

describe('Game over’s story in the caption', () => {
  const counts = (n: number) =>
    Array.from({ length: n }, (_, i) => recapText('ru', 'recap.count', { seat: i + 1, votes: (i * 5) % 7 })).join(', ');

  it('a short sentence is one piece', () => {
    expect(captionPieces('Мафия стреляла в номер 12 — Максимилиан Шахматов.')).toEqual(['Мафия стреляла в номер 12 — Максимилиан Шахматов.']);
  });

  it('a vote of seventeen candidates is said in pieces that each fit the caption, cut at commas, nothing lost', () => {
    const sentence = recapText('ru', 'recap.tie', { counts: counts(17) });
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
