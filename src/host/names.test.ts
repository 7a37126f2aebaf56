import { describe, expect, it } from 'vitest';
import { cleanName, MAX_MARKS, nameKeys, nameProblem, uniqueName } from './names';

describe('Cleaning a name', () => {
  it('trims, strips control and invisible characters, collapses spaces, cuts to 20 characters', () => {
    expect(cleanName('  Anna  ')).toBe('Anna');
    expect(cleanName('An\u200bna\u0000\u001b')).toBe('Anna');
    expect(cleanName('Anna\n\tKarenina')).toBe('Anna Karenina');
    expect(cleanName('🎩'.repeat(25))).toBe('🎩'.repeat(20));
    expect(cleanName('\u202e\u0007')).toBe('');
  });

  it('NFKC: full-width and styled letters become the plain ones', () => {
    expect(cleanName('Ａｎｎａ')).toBe('Anna');
    expect(cleanName('𝐀𝐧𝐧𝐚')).toBe('Anna');
    expect(cleanName('ﬁnn')).toBe('finn');
  });

  it('invisible fillers leave nothing: Hangul fillers, the Braille blank, variation selectors, word joiners', () => {
    for (const hidden of ['\u3164', '\u115f\u1160', '\uffa0', '\u2800\u2800', '\ufe0f', '\u2060', '\u180e', '\u00ad', '\u034f']) {
      expect(cleanName(hidden.repeat(3)), JSON.stringify(hidden)).toBe('');
      expect(cleanName(`An${hidden}na`), JSON.stringify(hidden)).toBe('Anna');
    }
  });

  it('a letter carries at most a few combining marks, and a mark needs a letter', () => {
    const zalgo = `Z${'\u0336\u0334\u0337\u0338\u0335'.repeat(6)}a`;
    const cleaned = cleanName(zalgo);
    expect([...cleaned.normalize('NFD')].filter((c) => /\p{M}/u.test(c)).length).toBeLessThanOrEqual(MAX_MARKS);
    expect(cleaned.startsWith('Z')).toBe(true);
    expect(cleaned.endsWith('a')).toBe(true);
    expect(cleanName('\u0301\u0301 Anna')).toBe('Anna');
    // Real names keep their marks.
    expect(cleanName('Nguyễn')).toBe('Nguyễn');
    expect(cleanName('Ёжик')).toBe('Ёжик');
  });
});

describe('What may sit at the table', () => {
  it('needs a letter or a digit', () => {
    expect(nameProblem(cleanName('🎉🎉'))).toBe('badName');
    expect(nameProblem(cleanName('...'))).toBe('badName');
    expect(nameProblem(cleanName('\u3164'))).toBe('badName');
    expect(nameProblem('Anna')).toBeNull();
    expect(nameProblem('7')).toBeNull();
  });

  it("reserves the practice bots' names in both languages, however they are spelled", () => {
    for (const name of ['Bot 1', 'bot', 'BOT 12', 'Bot1', 'B0t l', 'Бот 1', 'бот', 'ВОТ 1', 'Ｂｏｔ ３']) {
      expect(nameProblem(cleanName(name)), name).toBe('reservedName');
    }
    for (const name of ['Bots', 'Botanik', 'Robot', 'Борис', 'Вова']) expect(nameProblem(name), name).toBeNull();
  });
});

describe('Telling names apart', () => {
  it('case and look-alike letters are the same name: the second gets a number', () => {
    expect(uniqueName('Аnna', ['Anna'])).toBe('Аnna 2'); // Cyrillic А
    expect(uniqueName('ANNA', ['anna'])).toBe('ANNA 2');
    expect(uniqueName('ВЕРА', ['BEPA'])).toBe('ВЕРА 2'); // all Cyrillic vs all Latin
    expect(uniqueName('Bepa', ['Вера'])).toBe('Bepa 2');
    expect(uniqueName('Anna', ['Anna', 'Аnna 2'])).toBe('Anna 3');
    expect(uniqueName('Boris', ['Anna'])).toBe('Boris');
    expect(nameKeys('Anna')).toEqual(nameKeys('Аnna'));
  });

  it('taken ones get a number, still within 20 characters', () => {
    expect(uniqueName('Anna', ['anna'])).toBe('Anna 2');
    expect(uniqueName('Anna', ['Anna', 'Anna 2'])).toBe('Anna 3');
    expect(uniqueName('Александра Великая', ['Александра Великая'])).toBe('Александра Великая 2');
    expect(uniqueName('Александра Великаяя', ['Александра Великаяя'])).toBe('Александра Великая 2');
    expect(uniqueName('Александра Великаяя', ['Александра Великаяя', 'Александра Великая 2'])).toBe('Александра Великая 3');
  });
});
