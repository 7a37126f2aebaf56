import { describe, expect, it } from 'vitest';
import { CITY_11, CLASSIC_ALL, CLASSIC_PLAIN, castVotes, everyoneVotes, lines, playNight, run, start, toVote } from './testkit';
import { winnerOf } from './win';
import { publicView } from './views';
import type { GameState } from './state';

/** The same game with only these seats alive. */
function withLiving(s: GameState, living: number[]): GameState {
  return { ...s, alive: s.alive.map((_, i) => living.includes(i + 1)) };
}

describe('Classic wins (W2–W4)', () => {
  const s = start('classic', CLASSIC_ALL); // 1–2 Mafia, 3 Commissar, 4 Doctor, 5 Maniac, 6 Putana, 7–11 Civilians

  it('the Civilians win when no Mafia and no Maniac remain', () => {
    expect(winnerOf(withLiving(s, [3, 4, 6, 7]))).toBe('town');
    expect(winnerOf(withLiving(s, [3, 4, 5, 7]))).toBeNull();
  });

  it('the Maniac wins as one of the last two alive', () => {
    expect(winnerOf(withLiving(s, [5, 7]))).toBe('maniac');
    expect(winnerOf(withLiving(s, [1, 5]))).toBe('maniac');
    expect(winnerOf(withLiving(s, [1, 5, 7]))).toBeNull();
  });

  it('the Mafia win when the Maniac is gone and they are at least as many as the rest', () => {
    expect(winnerOf(withLiving(s, [1, 2, 7, 8]))).toBe('mafia');
    expect(winnerOf(withLiving(s, [1, 2, 5, 7]))).toBeNull();
    expect(winnerOf(withLiving(s, [1, 7, 8]))).toBeNull();
  });

  it('the game ends at once, with every card shown', () => {
    let g = toVote(playNight(start('classic', ['mafia', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian'])));
    g = castVotes(g, everyoneVotes(g, 1, 2));
    expect(g.phase).toBe('gameOver');
    expect(g.winner).toBe('town');
    expect(g.deadline).toBeNull();
    expect(publicView(g, 0).reveal?.roles).toHaveLength(6);
  });
});

describe('City wins (seed 003 «Окончание игры»)', () => {
  const s = start('city', CITY_11); // 1 Don, 2–3 Mafia, 4 Doctor, 5 Sheriff, 6–11 Civilians

  it('red wins only when every black player is eliminated', () => {
    expect(winnerOf(withLiving(s, [4, 5, 6]))).toBe('town');
    expect(winnerOf(withLiving(s, [3, 4, 5, 6]))).toBeNull();
  });

  it('black wins when living black players are at least as many as living red (cityWin parity, default)', () => {
    expect(winnerOf(withLiving(s, [1, 2, 6, 7]))).toBe('mafia');
    expect(winnerOf(withLiving(s, [1, 6, 7]))).toBeNull();
  });

  it('with cityWin \'wipeout\' the game goes on until a team is gone (setting)', () => {
    const w = start('city', CITY_11, { cityWin: 'wipeout' });
    expect(winnerOf(withLiving(w, [1, 2, 6, 7]))).toBeNull();
    expect(winnerOf(withLiving(w, [1, 2]))).toBe('mafia');
  });

  it('announces the winner with a sound and a line', () => {
    let g = start('classic', CLASSIC_PLAIN);
    g = withLiving(toVote(playNight(g)), [1, 5, 6]);
    g = { ...g, voting: { ...g.voting!, round: { ...g.voting!.round!, voters: [1, 5, 6], candidates: [1, 5, 6] } } };
    const { state } = run(g, { type: 'vote', seat: 1, target: 5 });
    const counted = run(run(state, { type: 'vote', seat: 5, target: 6 }).state, { type: 'vote', seat: 6, target: 5 }).state;
    const last = run(counted, { type: 'timeout' }, counted.deadline!);
    expect(last.state.winner).toBe('mafia');
    expect(lines(last.effects)).toEqual(expect.arrayContaining(['sound:win', 'winMafia']));
  });

});
