/**
 * The two languages and what every layer needs of them: the narrator's lines,
 * the host's bot names and the screens' dictionaries (ui/shared/i18n.ts).
 */
export type Lang = 'ru' | 'en';

/** A line's named values: `{seat}`, `{name}`, a count. */
export type Params = Record<string, string | number>;

/** Russian plural forms: 1 голос, 2 голоса, 5 голосов. */
export function pluralRu(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}
