import { describe, expect, it } from 'vitest';
import { MAX_CHARS, estimateLineMs, estimateMs, splitUtterances } from './utterances';

describe('utterances', () => {
  it('a line is said sentence by sentence', () => {
    expect(splitUtterances('Город засыпает. Смотрите только в свой телефон.')).toEqual(['Город засыпает.', 'Смотрите только в свой телефон.']);
    expect(splitUtterances('Кого вы лечите этой ночью? Выберите!')).toEqual(['Кого вы лечите этой ночью?', 'Выберите!']);
  });

  it('a long sentence is cut at a comma, so no utterance nears Chrome’s ~15 s cut-off', () => {
    const seats = [2, 3, 4, 5, 6, 7].map((n) => `номер ${n} — Александра-${n}`).join(', ');
    const line = `Город решил выгнать всех. Стол покидают ${seats}.`;
    const parts = splitUtterances(line);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(MAX_CHARS);
      expect(estimateMs(part, 0.8)).toBeLessThan(11_000);
    }
    expect(parts.join(' ').replace(/\s+/g, ' ')).toBe(line);
  });

  it('the estimate grows with the words and shrinks with the rate', () => {
    expect(estimateMs('')).toBe(0);
    expect(estimateMs('Пауза.')).toBeLessThan(estimateMs('Город просыпается. Этой ночью никто не погиб.'));
    expect(estimateLineMs('Голосование. Голосуйте на своих телефонах.', 1.5)).toBeLessThan(estimateLineMs('Голосование. Голосуйте на своих телефонах.', 1));
  });
});
