/**
 * Numbers put into words, as the narrator says them aloud.
 *
 * A speech engine reads a digit without knowing its noun: eSpeak says
 * «2 минуты» as «два минуты», «21 секунда» as «двадцать один секунда». So every
 * number the narrator says is written out here, agreeing with its noun:
 *
 *  - the numeral takes the noun's gender where Russian has one (один / одна /
 *    одно, два / две), and declines in all six cases, animate accusative too;
 *  - the noun takes the form the last word of the numeral asks for: after
 *    «один» the singular in the phrase's case, after «два»–«четыре» (nominative
 *    or inanimate accusative) the genitive singular, otherwise the genitive
 *    plural; in the oblique cases the noun is plural in the same case
 *    («двадцати двум секундам»);
 *  - a label read before a number («номер два») keeps the number in the
 *    nominative masculine: `cardinalRu(n)`.
 *
 * Whole numbers 0–999 (a game needs 1–120); others are returned as digits.
 */

export type Gender = 'm' | 'f' | 'n';
export type Case = 'nom' | 'gen' | 'dat' | 'acc' | 'ins' | 'pre';

const CASES: readonly Case[] = ['nom', 'gen', 'dat', 'acc', 'ins', 'pre'];

/** A declension row in the order of CASES, written as one string. */
type Row = readonly [string, string, string, string, string, string];
const row = (forms: string): Row => forms.split(' ') as unknown as Row;

/** «один» in each gender; the accusative is the inanimate one (the animate one is the genitive). */
const ONE: Record<Gender, Row> = {
  m: row('один одного одному один одним одном'),
  f: row('одна одной одной одну одной одной'),
  n: row('одно одного одному одно одним одном'),
};

/** 0 and 2–19: index = the number. «два» / «две» differ only in the nominative and accusative. */
const SMALL: (Row | null)[] = [
  row('ноль ноля нолю ноль нолём ноле'),
  null,
  row('два двух двум два двумя двух'),
  row('три трёх трём три тремя трёх'),
  row('четыре четырёх четырём четыре четырьмя четырёх'),
  row('пять пяти пяти пять пятью пяти'),
  row('шесть шести шести шесть шестью шести'),
  row('семь семи семи семь семью семи'),
  row('восемь восьми восьми восемь восемью восьми'),
  row('девять девяти девяти девять девятью девяти'),
  row('десять десяти десяти десять десятью десяти'),
  row('одиннадцать одиннадцати одиннадцати одиннадцать одиннадцатью одиннадцати'),
  row('двенадцать двенадцати двенадцати двенадцать двенадцатью двенадцати'),
  row('тринадцать тринадцати тринадцати тринадцать тринадцатью тринадцати'),
  row('четырнадцать четырнадцати четырнадцати четырнадцать четырнадцатью четырнадцати'),
  row('пятнадцать пятнадцати пятнадцати пятнадцать пятнадцатью пятнадцати'),
  row('шестнадцать шестнадцати шестнадцати шестнадцать шестнадцатью шестнадцати'),
  row('семнадцать семнадцати семнадцати семнадцать семнадцатью семнадцати'),
  row('восемнадцать восемнадцати восемнадцати восемнадцать восемнадцатью восемнадцати'),
  row('девятнадцать девятнадцати девятнадцати девятнадцать девятнадцатью девятнадцати'),
];

/** 20–90: index = tens. */
const TENS: (Row | null)[] = [
  null,
  null,
  row('двадцать двадцати двадцати двадцать двадцатью двадцати'),
  row('тридцать тридцати тридцати тридцать тридцатью тридцати'),
  row('сорок сорока сорока сорок сорока сорока'),
  row('пятьдесят пятидесяти пятидесяти пятьдесят пятьюдесятью пятидесяти'),
  row('шестьдесят шестидесяти шестидесяти шестьдесят шестьюдесятью шестидесяти'),
  row('семьдесят семидесяти семидесяти семьдесят семьюдесятью семидесяти'),
  row('восемьдесят восьмидесяти восьмидесяти восемьдесят восемьюдесятью восьмидесяти'),
  row('девяносто девяноста девяноста девяносто девяноста девяноста'),
];

/** 100–900: index = hundreds. */
const HUNDREDS: (Row | null)[] = [
  null,
  row('сто ста ста сто ста ста'),
  row('двести двухсот двумстам двести двумястами двухстах'),
  row('триста трёхсот трёмстам триста тремястами трёхстах'),
  row('четыреста четырёхсот четырёмстам четыреста четырьмястами четырёхстах'),
  row('пятьсот пятисот пятистам пятьсот пятьюстами пятистах'),
  row('шестьсот шестисот шестистам шестьсот шестьюстами шестистах'),
  row('семьсот семисот семистам семьсот семьюстами семистах'),
  row('восемьсот восьмисот восьмистам восемьсот восемьюстами восьмистах'),
  row('девятьсот девятисот девятистам девятьсот девятьюстами девятистах'),
];

const inRange = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= 999;

/**
 * A Russian cardinal number in words: `cardinalRu(21, 'f')` → «двадцать одна»,
 * `cardinalRu(2, 'f', 'gen')` → «двух». `animate` matters in the accusative only:
 * «одного», «двух» for people and animals when the number ends the numeral
 * (a compound one ending in 2–4 keeps the nominative: «двадцать два»).
 */
export function cardinalRu(n: number, gender: Gender = 'm', grammaticalCase: Case = 'nom', animate = false): string {
  if (!inRange(n)) return String(n);
  const at = CASES.indexOf(grammaticalCase);
  if (n === 0) return SMALL[0]![at]!;
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) words.push(HUNDREDS[hundreds]![at]!);
  const simple = n < 10;
  let units = rest;
  if (rest >= 20) {
    words.push(TENS[Math.floor(rest / 10)]![at]!);
    units = rest % 10;
  }
  if (units === 1) {
    // The animate accusative of «один» is «одного» in a compound numeral too («двадцать одного игрока»).
    const useGenitive = grammaticalCase === 'acc' && animate && gender !== 'f';
    words.push(ONE[gender][useGenitive ? 1 : at]!);
  } else if (units > 0) {
    const forms = SMALL[units]!;
    let word = forms[grammaticalCase === 'acc' && animate && simple && units <= 4 ? 1 : at]!;
    if (units === 2 && gender === 'f' && (grammaticalCase === 'nom' || (grammaticalCase === 'acc' && !(animate && simple)))) word = 'две';
    words.push(word);
  }
  return words.join(' ');
}

/** A Russian noun's forms: singular and plural, each in the order nom gen dat acc ins pre. */
export interface NounRu {
  gender: Gender;
  animate: boolean;
  singular: Row;
  plural: Row;
}

export function nounRu(gender: Gender, singular: string, plural: string, animate = false): NounRu {
  return { gender, animate, singular: row(singular), plural: row(plural) };
}

export const SECOND_RU = nounRu('f', 'секунда секунды секунде секунду секундой секунде', 'секунды секунд секундам секунды секундами секундах');
export const MINUTE_RU = nounRu('f', 'минута минуты минуте минуту минутой минуте', 'минуты минут минутам минуты минутами минутах');
export const VOTE_RU = nounRu('m', 'голос голоса голосу голос голосом голосе', 'голоса голосов голосам голоса голосами голосах');
export const PLAYER_RU = nounRu('m', 'игрок игрока игроку игрока игроком игроке', 'игроки игроков игрокам игроков игроками игроках', true);

/** The noun's form after the number `n` in a phrase of case `grammaticalCase`: 1 минута, 2 минуты, 5 минут, 21 минута. */
export function nounAfterRu(n: number, noun: NounRu, grammaticalCase: Case = 'nom'): string {
  const at = CASES.indexOf(grammaticalCase);
  const mod10 = n % 10;
  const mod100 = n % 100;
  const endsInOne = mod10 === 1 && mod100 !== 11;
  const endsInFew = mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14);
  if (endsInOne) return noun.singular[at]!;
  // An animate accusative of a lone 2–4 is the genitive plural («двух игроков»); a compound one reads as the nominative («двадцать два игрока»).
  const direct = grammaticalCase === 'nom' || (grammaticalCase === 'acc' && (!noun.animate || n > 4));
  if (!direct) return noun.plural[grammaticalCase === 'acc' ? 1 : at]!;
  if (endsInFew) return noun.singular[1]!;
  return noun.plural[1]!;
}

/**
 * A number with its noun, both in words and agreeing: `countRu(2, MINUTE_RU)` →
 * «две минуты», `countRu(21, SECOND_RU)` → «двадцать одна секунда»,
 * `countRu(5, SECOND_RU, 'ins')` → «пятью секундами». With `words` false the
 * number stays in digits (a caption): «2 минуты».
 */
export function countRu(n: number, noun: NounRu, grammaticalCase: Case = 'nom', words = true): string {
  const number = words ? cardinalRu(n, noun.gender, grammaticalCase, noun.animate) : String(n);
  return `${number} ${nounAfterRu(n, noun, grammaticalCase)}`;
}

const ONES_EN = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS_EN = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** An English cardinal in words, British style: 21 → "twenty-one", 120 → "one hundred and twenty". */
export function cardinalEn(n: number): string {
  if (!inRange(n)) return String(n);
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const below100 = rest < 20 ? ONES_EN[rest]! : `${TENS_EN[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES_EN[rest % 10]}` : ''}`;
  if (!hundreds) return below100;
  return rest ? `${ONES_EN[hundreds]} hundred and ${below100}` : `${ONES_EN[hundreds]} hundred`;
}

/** "one second", "two minutes"; with `words` false, "2 minutes". */
export function countEn(n: number, singular: string, plural: string, words = true): string {
  return `${words ? cardinalEn(n) : String(n)} ${n === 1 ? singular : plural}`;
}

/**
 * A screen's sentence made ready for the voice (a told line: the game over's
 * cards and story). Seat marks become words («№3» → «номер три», "#3" →
 * "number three") and every other number is said in words in the form it
 * takes before «номер», «голос» and the like (masculine, nominative), which is
 * all those sentences count. Numbers a speech engine would read in the wrong
 * gender never reach it.
 */
export function spellNumbers(lang: 'ru' | 'en', text: string): string {
  const say = (digits: string) => (lang === 'ru' ? cardinalRu(Number(digits)) : cardinalEn(Number(digits)));
  return text
    .replace(/№\s?(\d+)/g, (_, digits: string) => `номер ${say(digits)}`)
    .replace(/#(\d+)/g, (_, digits: string) => `number ${say(digits)}`)
    .replace(/\d+/g, say);
}
