import { describe, expect, it } from 'vitest';
import { newGame } from './game';
import { defaultSetup } from './setup';
import { draft, sameState, type GameState } from './state';

describe('A step that changed nothing', () => {
  const state = newGame(defaultSetup('classic', 10), Array.from({ length: 10 }, (_, i) => `P${i + 1}`), 7, 0).state;

  it('is told by its draft matching the state field for field', () => {
    expect(sameState(draft(state), state)).toBe(true);
  });

  it('is never claimed when any one field changed (sameState names every field of the state)', () => {
    const keys = Object.keys(state) as (keyof GameState)[];
    expect(keys.length).toBeGreaterThan(40);
    expect(Object.keys(draft(state)).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const changed = draft(state) as unknown as Record<string, unknown>;
      changed[key] = { changed: key };
      expect(sameState(changed as unknown as GameState, state), key).toBe(false);
    }
  });
});
