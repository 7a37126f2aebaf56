import { describe, expect, it } from 'vitest';
import type { PhaseName, PublicView } from '../../engine/types';
import { stillToVote, WAITING_MS } from './waiting';

const DEADLINE = 1_000_000;
function table(name: PhaseName, patch: Partial<PublicView['phase']> = {}, vote = 30): PublicView {
  return {
    preset: 'city',
    setup: { timers: { vote }, timerScale: 1 },
    seats: [1, 2, 3, 4, 5].map((seat) => ({ seat, alive: seat !== 4 })),
    phase: { name, deadline: DEADLINE, paused: false, narrating: false, voted: [2], candidates: [1, 5], lastRound: null, ...patch },
  } as unknown as PublicView;
}

describe('Who are we waiting for', () => {
  it('by day, once the vote clock runs low, the living who have not voted', () => {
    expect(stillToVote(table('vote'), DEADLINE - WAITING_MS - 1)).toBeNull();
    expect(stillToVote(table('vote'), DEADLINE - WAITING_MS)).toEqual([1, 3, 5]);
    expect(stillToVote(table('eliminateAll', { voted: [1, 2, 3, 5] }), DEADLINE - 10)).toEqual([]);
  });

  it('a short vote names them only in its last third', () => {
    expect(stillToVote(table('vote', {}, 6), DEADLINE - 2001)).toBeNull();
    expect(stillToVote(table('vote', {}, 6), DEADLINE - 2000)).toEqual([1, 3, 5]);
  });

  it('a classic revote leaves out the tied candidates, who do not vote (seed 000, rule 8)', () => {
    const revote = table('vote', { lastRound: { tie: true } as never });
    (revote as { preset: string }).preset = 'classic';
    expect(stillToVote(revote, DEADLINE - 1)).toEqual([3]);
  });

  it('never at night, nor in the deal, nor while the clock is paused or the narrator speaks', () => {
    for (const name of ['night', 'deal', 'speech', 'voteResult'] as const) expect(stillToVote(table(name), DEADLINE - 1)).toBeNull();
    expect(stillToVote(table('vote', { paused: true }), DEADLINE - 1)).toBeNull();
    expect(stillToVote(table('vote', { narrating: true, deadline: null }), DEADLINE - 1)).toBeNull();
  });
});
