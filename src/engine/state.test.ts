import { describe, expect, it } from 'vitest';
import { newGame } from './game';
import { defaultSetup } from './setup';
import { draft, editDark, editParting, editToday, editVoting, sameState, type GameState } from './state';
import { CLASSIC_PLAIN, playNight, start, toVote, until } from './testkit';

describe('A step that changed nothing', () => {
  const state = newGame(defaultSetup('classic', 10), Array.from({ length: 10 }, (_, i) => `P${i + 1}`), 7, 0).state;

  it('is told by its draft matching the state field for field', () => {
    expect(sameState(draft(state), state)).toBe(true);
  });

  it('is never claimed when any one field changed (sameState names every field of the state)', () => {
    const keys = Object.keys(state) as (keyof GameState)[];
    expect(keys.length).toBeGreaterThan(25);
    expect(Object.keys(draft(state)).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const changed = draft(state) as unknown as Record<string, unknown>;
      changed[key] = { changed: key };
      expect(sameState(changed as unknown as GameState, state), key).toBe(false);
    }
  });
});

describe('The game state in parts', () => {
  const night = until(start('classic', CLASSIC_PLAIN), (x) => x.phase === 'night' && x.night === 2);
  const vote = toVote(playNight(night));

  it('has the night only by night, and the day, its votes and last words only by day', () => {
    expect(night.dark).toBeDefined();
    expect([night.today, night.voting, night.parting]).toEqual([undefined, undefined, undefined]);
    expect(vote.dark).toBeUndefined();
    expect(vote.today?.morning).toBeDefined();
    expect(vote.voting?.round).toBeDefined();
  });

  it('is changed through a copy of the part, every field of it, never the part older states share', () => {
    const parts = [
      ['dark', night, editDark],
      ['today', vote, editToday],
      ['voting', vote, editVoting],
      ['parting', { ...vote, parting: { queue: [3], then: 'night', guess: 5, revealedCheck: undefined } }, editParting],
    ] as const;
    for (const [name, s, edit] of parts) {
      const before = s[name];
      const d = draft(s);
      const copy = edit(d);
      expect(copy, name).not.toBe(before);
      expect(copy, name).toEqual(before);
      expect(Object.keys(copy).sort(), name).toEqual(Object.keys(before!).sort());
      expect(d[name], name).toBe(copy);
      expect(s[name], name).toBe(before);
    }
  });
});
