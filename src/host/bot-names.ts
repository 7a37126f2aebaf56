/**
 * Practice bots' names, in the table's language. A bot called «Bot 1» in a
 * Russian game was heard as «номер один — Bot 1»: its number said twice, the
 * second time in a foreign word. A bot now has a first name a host reads
 * naturally in that language («номер один — Олег»); the TV's lobby still marks
 * it as a bot.
 *
 * Names alternate men's and women's, are short (eSpeak reads them as
 * written), and look like none of the others (no two share an initial).
 * A name that looks like a seated player's (`nameKeys`: case and look-alike
 * letters) is skipped, so a bot never takes a person's name or a «2» after it.
 */
import type { Lang } from '../base/lang';
import { nameKeys, uniqueName } from './names';

export const BOT_NAMES: Record<Lang, readonly string[]> = {
  ru: ['Олег', 'Вера', 'Борис', 'Лида', 'Фёдор', 'Нина', 'Егор', 'Рита', 'Тимур', 'Зоя', 'Илья', 'Катя', 'Семён', 'Юля', 'Павел', 'Галя', 'Максим', 'Ева', 'Денис', 'Ася'],
  en: ['Alice', 'Ben', 'Chloe', 'Dan', 'Emma', 'Frank', 'Grace', 'Henry', 'Iris', 'Jack', 'Kate', 'Luke', 'Nora', 'Owen', 'Paula', 'Ruby', 'Sam', 'Tess', 'Will', 'Holly'],
};

/** The next bot's name: the first of the language's list that no seated name looks like. */
export function botName(lang: Lang, taken: readonly string[]): string {
  const used = new Set(taken.flatMap(nameKeys));
  const free = BOT_NAMES[lang].find((name) => !nameKeys(name).some((key) => used.has(key)));
  // More bots than names (a table of 17 with three look-alike humans): a number tells them apart.
  return free ?? uniqueName(BOT_NAMES[lang][0]!, taken);
}
