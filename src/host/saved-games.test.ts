import { describe, expect, it } from 'vitest';
import type { GameState } from '../engine';
import { playOnWithBots } from '../engine/testkit';
import { expectedWinner, viewBreaches } from '../engine/invariants';
import { RECORD_VERSION } from './store';
import { readSave } from './migrate-save';

/** Records a TV saved mid-game (scripts/capture-saves.ts), by name: today's version and the older ones it still reads. */
const saves = import.meta.glob<unknown>('./fixtures/save-v*.json', { eager: true, import: 'default' });

/** Plays a loaded game on to its end with sensible bots, checking every view; returns the breaches and the state. */
function playOn(start: GameState, at: number): { state: GameState; breaches: string[] } {
  const breaches: string[] = [];
  const { state } = playOnWithBots(start, at, { seed: 17, style: 'sensible', each: (s, now) => void (s !== start && breaches.push(...viewBreaches(s, now))) });
  return { state, breaches };
}

describe('Saved games', () => {
  it('keeps a record of every moment worth saving', () => {
    expect(Object.keys(saves).length).toBeGreaterThanOrEqual(7);
  });

  for (const [path, saved] of Object.entries(saves)) {
    it(`${path} loads (an older version through its migration) and plays on to the end`, () => {
      const read = readSave(saved);
      if (!('record' in read)) throw new Error(`refused: ${read.refused}`);
      expect(read.record.version).toBe(RECORD_VERSION);
      const game = read.record.game!;
      const { state, breaches } = playOn(game.state, game.at);
      expect(breaches).toEqual([]);
      expect(state.phase).toBe('gameOver');
      expect(state.winner).toBe(expectedWinner(state));
    });
  }
});
