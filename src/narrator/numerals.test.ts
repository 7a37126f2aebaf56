import { describe, expect, it } from 'vitest';
import { pluralRu } from '../base/lang';
import { MINUTE_RU, PLAYER_RU, SECOND_RU, VOTE_RU, cardinalEn, cardinalRu, countEn, countRu, spellNumbers } from './numerals';

/** Written out by hand, not by the module: the words a Russian speaker counts with. */
const UNITS_M = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const UNITS_F = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const TEENS = ['десять', 'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать', 'пятнадцать', 'шестнадцать', 'семнадцать', 'восемнадцать', 'девятнадцать'];
const TENS = ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'];

/** The nominative of 1–120 from the tables above: «сто двадцать», «двадцать одна». */
function expectedRu(n: number, units: string[]): string {
  const words: string[] = [];
  if (n >= 100) words.push('сто');
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else {
    if (rest >= 20) words.push(TENS[Math.floor(rest / 10)]!);
    if (rest % 10) words.push(units[rest % 10]!);
  }
  return words.join(' ');
}

const ONE_TO_120 = Array.from({ length: 120 }, (_, i) => i + 1);

describe('Russian numbers in words', () => {
  it('«номер» is followed by the masculine nominative, 1–120: «номер один», «номер двадцать два»', () => {
    for (const n of ONE_TO_120) expect(cardinalRu(n), String(n)).toBe(expectedRu(n, UNITS_M));
  });

  it('seconds and minutes agree in gender and number, 1–120: «двадцать одна секунда», «две минуты», «пять секунд»', () => {
    for (const n of ONE_TO_120) {
      const number = expectedRu(n, UNITS_F);
      expect(countRu(n, SECOND_RU), String(n)).toBe(`${number} ${pluralRu(n, 'секунда', 'секунды', 'секунд')}`);
      expect(countRu(n, MINUTE_RU), String(n)).toBe(`${number} ${pluralRu(n, 'минута', 'минуты', 'минут')}`);
    }
  });

  it('the hard cases, as a host says them', () => {
    expect(countRu(1, MINUTE_RU)).toBe('одна минута');
    expect(countRu(2, MINUTE_RU)).toBe('две минуты');
    expect(countRu(11, SECOND_RU)).toBe('одиннадцать секунд');
    expect(countRu(12, SECOND_RU)).toBe('двенадцать секунд');
    expect(countRu(21, SECOND_RU)).toBe('двадцать одна секунда');
    expect(countRu(22, SECOND_RU)).toBe('двадцать две секунды');
    expect(countRu(40, SECOND_RU)).toBe('сорок секунд');
    expect(countRu(90, SECOND_RU)).toBe('девяносто секунд');
    expect(countRu(101, SECOND_RU)).toBe('сто одна секунда');
    expect(countRu(111, SECOND_RU)).toBe('сто одиннадцать секунд');
    expect(countRu(112, SECOND_RU)).toBe('сто двенадцать секунд');
    expect(countRu(21, VOTE_RU)).toBe('двадцать один голос');
    expect(countRu(3, VOTE_RU)).toBe('три голоса');
    expect(countRu(0, VOTE_RU)).toBe('ноль голосов');
  });

  it('declines in every case, the noun following it', () => {
    expect(countRu(2, MINUTE_RU, 'gen')).toBe('двух минут');
    expect(countRu(21, SECOND_RU, 'gen')).toBe('двадцати одной секунды');
    expect(countRu(5, SECOND_RU, 'ins')).toBe('пятью секундами');
    expect(countRu(22, SECOND_RU, 'dat')).toBe('двадцати двум секундам');
    expect(countRu(1, MINUTE_RU, 'acc')).toBe('одну минуту');
    expect(countRu(2, MINUTE_RU, 'acc')).toBe('две минуты');
    expect(countRu(40, SECOND_RU, 'pre')).toBe('сорока секундах');
    expect(countRu(50, SECOND_RU, 'ins')).toBe('пятьюдесятью секундами');
    expect(countRu(120, SECOND_RU, 'gen')).toBe('ста двадцати секунд');
    expect(countRu(200, SECOND_RU, 'dat')).toBe('двумстам секундам');
    expect(countRu(8, MINUTE_RU, 'ins')).toBe('восемью минутами');
  });

  it('an animate accusative: «вижу двух игроков», but «двадцать два игрока» and «двадцать одного игрока»', () => {
    expect(countRu(1, PLAYER_RU, 'acc')).toBe('одного игрока');
    expect(countRu(2, PLAYER_RU, 'acc')).toBe('двух игроков');
    expect(countRu(4, PLAYER_RU, 'acc')).toBe('четырёх игроков');
    expect(countRu(5, PLAYER_RU, 'acc')).toBe('пять игроков');
    expect(countRu(21, PLAYER_RU, 'acc')).toBe('двадцать одного игрока');
    expect(countRu(22, PLAYER_RU, 'acc')).toBe('двадцать два игрока');
    expect(countRu(3, PLAYER_RU)).toBe('три игрока');
  });

  it('a caption keeps the digits, the noun still agreeing', () => {
    expect(countRu(21, SECOND_RU, 'nom', false)).toBe('21 секунда');
    expect(countRu(2, MINUTE_RU, 'nom', false)).toBe('2 минуты');
  });

  it('outside 0–999 the digits stay', () => {
    expect(cardinalRu(1000)).toBe('1000');
    expect(cardinalRu(2.5)).toBe('2.5');
  });
});

describe('English numbers in words', () => {
  it('1–120', () => {
    const ones = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
    const teens = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
    const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
    for (const n of ONE_TO_120) {
      const rest = n % 100;
      const below = rest < 10 ? ones[rest]! : rest < 20 ? teens[rest - 10]! : tens[Math.floor(rest / 10)]! + (rest % 10 ? `-${ones[rest % 10]}` : '');
      const expected = n >= 100 ? (rest ? `one hundred and ${below}` : 'one hundred') : below;
      expect(cardinalEn(n), String(n)).toBe(expected);
    }
  });

  it('the noun in the singular after one only', () => {
    expect(countEn(1, 'second', 'seconds')).toBe('one second');
    expect(countEn(21, 'second', 'seconds')).toBe('twenty-one seconds');
    expect(countEn(2, 'minute', 'minutes', false)).toBe('2 minutes');
  });
});

describe('spellNumbers: a screen’s sentence said aloud', () => {
  it('says seat marks and counts in words', () => {
    expect(spellNumbers('ru', 'Голосование: за номер 3 — 2 голоса, за номер 21 — 1 голос. Город выгнал номер 3 — Анна.')).toBe(
      'Голосование: за номер три — два голоса, за номер двадцать один — один голос. Город выгнал номер три — Анна.',
    );
    expect(spellNumbers('ru', 'Выгнать всех (номера 3, 7)? Да — 5, нет — 4: все остались.')).toBe('Выгнать всех (номера три, семь)? Да — пять, нет — четыре: все остались.');
    expect(spellNumbers('ru', '№12 Анна')).toBe('номер двенадцать Анна');
    expect(spellNumbers('en', 'The Commissar checked #3 Anna: mafia. Votes #3: 2, #17: 4.')).toBe('The Commissar checked number three Anna: mafia. Votes number three: two, number seventeen: four.');
  });
});
