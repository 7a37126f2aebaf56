import { describe, expect, it } from 'vitest';
import { defaultSetup } from '../engine/setup';
import { paceOf, withPace } from '../engine/pace';
import { forgetSetup, loadSavedSetups, MAX_SAVED_SETUPS, readSavedSetups, rememberSetup, setupForTable, storeSavedSetups, type SavedSetup } from './saved-setups';

const entry = (name: string, savedAt: number, setup = defaultSetup('city', 11)): SavedSetup => ({ name, setup, savedAt });

function memoryShelf(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('Saved setups: what the TV remembers', () => {
  it('keeps the rules, the options, every timer and so the pace, through storage', () => {
    const shelf = memoryShelf();
    const relaxed = { ...withPace(defaultSetup('classic', 12), 'relaxed'), optionalRoles: ['maniac' as const], deadSeeAll: true };
    storeSavedSetups([entry('Friday', 5, relaxed)], shelf);
    const [back] = loadSavedSetups(shelf);
    expect(back).toEqual(entry('Friday', 5, relaxed));
    expect(paceOf(back!.setup)).toBe('relaxed');
  });

  it('a setup of the same name is replaced, the newest first, at most eight kept', () => {
    let list: SavedSetup[] = [];
    for (let i = 0; i < 10; i++) list = rememberSetup(list, entry(`Table ${i}`, i, defaultSetup('classic', 6 + i)));
    expect(list.map((saved) => saved.name)).toEqual(['Table 9', 'Table 8', 'Table 7', 'Table 6', 'Table 5', 'Table 4', 'Table 3', 'Table 2']);
    expect(list).toHaveLength(MAX_SAVED_SETUPS);
    list = rememberSetup(list, entry('  table 4 ', 20, defaultSetup('city', 9)));
    expect(list.map((saved) => saved.name)).toEqual(['table 4', 'Table 9', 'Table 8', 'Table 7', 'Table 6', 'Table 5', 'Table 3', 'Table 2']);
    expect(list[0]!.setup.preset).toBe('city');
    expect(forgetSetup(list, 'TABLE 9').map((saved) => saved.name)).not.toContain('Table 9');
  });

  it('the same setup saved under a new name is kept once, under the new name', () => {
    const list = rememberSetup([entry('City · 11', 1)], entry('Club night', 2));
    expect(list.map((saved) => saved.name)).toEqual(['Club night']);
  });

  it('what storage gives back is checked: damaged, unplayable or foreign entries are dropped', () => {
    const good = entry('Good', 3);
    const raw = [
      good,
      { ...good, name: '' },
      { ...good, name: 'No timers', setup: { ...good.setup, timers: { speech: 60 } } },
      { ...good, name: 'Zero speech', setup: { ...good.setup, timers: { ...good.setup.timers, speech: 0 } } },
      { ...good, name: 'Too much mafia', setup: { ...good.setup, mafia: 6 } },
      { ...good, name: 'Unknown role', setup: { ...defaultSetup('classic', 10), optionalRoles: ['werewolf'] } },
      { ...good, name: 'Script', setup: { ...good.setup, preset: '<script>' } },
      'nonsense',
      null,
    ];
    expect(readSavedSetups(raw)).toEqual([good]);
    expect(readSavedSetups({ not: 'a list' })).toEqual([]);
    const shelf = memoryShelf();
    shelf.items.set('citysleeps.tv.setups', '{broken json');
    expect(loadSavedSetups(shelf)).toEqual([]);
  });
});

describe('Starting from a saved setup in one step', () => {
  it('the seat count follows the table; a suggested mafia count follows it too', () => {
    const saved = defaultSetup('city', 11);
    expect(setupForTable(saved, 11)).toBe(saved);
    expect(setupForTable(saved, 8)).toMatchObject({ players: 8, mafia: 2, timers: saved.timers });
  });

  it('a chosen mafia count stays while it fits, and gives way to the suggestion when it does not', () => {
    const chosen = { ...defaultSetup('classic', 12), mafia: 4 };
    expect(setupForTable(chosen, 13).mafia).toBe(4);
    expect(setupForTable(chosen, 7).mafia).toBe(2);
  });

  it('a table smaller than the preset allows keeps the preset’s least count (the lobby then says who is missing)', () => {
    expect(setupForTable(defaultSetup('city', 11), 3).players).toBe(7);
  });
});
