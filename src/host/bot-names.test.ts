import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH } from '../protocol/messages';
import type { Lang } from '../base/lang';
import { BOT_NAMES, botName } from './bot-names';
import { cleanName, nameKeys, nameProblem } from './names';

/** Seats a table of `count` bots after the humans `humans`, as the session does. */
function fill(lang: Lang, humans: string[], count: number): string[] {
  const seated = [...humans];
  for (let i = 0; i < count; i++) seated.push(botName(lang, seated));
  return seated.slice(humans.length);
}

describe('practice bots are named in the table’s language', () => {
  it('a Russian table’s bots have Russian first names, an English table’s English ones', () => {
    for (const name of fill('ru', [], 17)) expect(name).toMatch(/^[А-ЯЁ][а-яё]+$/u);
    for (const name of fill('en', [], 17)) expect(name).toMatch(/^[A-Z][a-z]+$/);
  });

  it('seventeen bots are seventeen distinct names, none like another (case or look-alike letters)', () => {
    for (const lang of ['ru', 'en'] as const) {
      const names = fill(lang, [], 17);
      const keys = names.map((name) => nameKeys(name)[0]);
      expect(new Set(keys).size, lang).toBe(17);
    }
  });

  it('a bot never takes a seated player’s name, nor one that looks like it', () => {
    const humans = ['олег', 'Вера', 'БОРИС'];
    const bots = fill('ru', humans, 10);
    const taken = new Set(humans.flatMap(nameKeys));
    for (const bot of bots) expect(nameKeys(bot).some((key) => taken.has(key)), bot).toBe(false);
    expect(bots).not.toContain('Олег');
    expect(bots).not.toContain('Борис');
    expect(fill('en', ['ALICE'], 1)).toEqual(['Ben']);
  });

  it('every name is one a person could have typed: clean, allowed, not a bot’s «Bot N», within the length limit', () => {
    for (const lang of ['ru', 'en'] as const) {
      for (const name of BOT_NAMES[lang]) {
        expect(cleanName(name)).toBe(name);
        expect(nameProblem(name), name).toBeNull();
        expect(Array.from(name).length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
        expect(name).not.toMatch(/bot|бот/i);
      }
    }
  });

  it('more bots than names still gives each a name of its own', () => {
    const humans = BOT_NAMES.en.slice(0, 18);
    const bots = fill('en', humans, 4);
    expect(new Set([...humans, ...bots].map((name) => nameKeys(name)[0])).size).toBe(22);
    for (const bot of bots) expect(Array.from(bot).length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
  });
});
