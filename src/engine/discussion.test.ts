import { describe, expect, it } from 'vitest';
import { speakerOf } from './state';
import { CITY_11, act, playNight, refusal, start, until } from './testkit';
import { botIntent } from './bots';
import { seedRng } from './rng';
import { publicView, seatView } from './views';
import type { GameState } from './state';

// CITY_11: 1 Don, 2–3 Mafia, 4 Doctor, 5 Sheriff, 6–11 Civilians.

/** Day 1's balagan: every speaker thanked; seats 7 and 9 left the table on the way. */
function balagan(): GameState {
  let s = until(playNight(start('city', CITY_11)), (x) => x.phase === 'speech');
  s = act(s, { type: 'remove', seat: 7 });
  s = act(s, { type: 'remove', seat: 9 });
  while (s.phase === 'speech') s = act(s, { type: 'thankYou', seat: speakerOf(s) });
  expect(s.phase).toBe('discussion');
  return s;
}

const living = (s: GameState): number[] => s.alive.flatMap((alive, i) => (alive ? [i + 1] : []));

describe('City balagan ends when everyone is done (D7)', () => {
  it('the discussion ends, as a speech does, once every living player has said "thank you"', () => {
    let s = balagan();
    const seats = living(s);
    for (const seat of seats.slice(0, -1)) s = act(s, { type: 'thankYou', seat });
    expect(s.phase).toBe('discussion');
    s = act(s, { type: 'thankYou', seat: seats.at(-1)! });
    expect(s.phase).not.toBe('discussion');
  });

  it('the table sees how many are done: the seats, in order, and nobody twice', () => {
    let s = balagan();
    expect(publicView(s, 0).phase.doneTalking).toEqual([]);
    s = act(s, { type: 'thankYou', seat: 8 });
    s = act(s, { type: 'thankYou', seat: 2 });
    const again = act(s, { type: 'thankYou', seat: 8 });
    expect(again).toBe(s);
    expect(publicView(s, 0).phase.doneTalking).toEqual([2, 8]);
    expect(seatView(s, 5, 0).phase.doneTalking).toEqual([2, 8]);
  });

  it('a player who left the table cannot end it, and is not waited for', () => {
    let s = balagan();
    expect(refusal(s, { type: 'thankYou', seat: 7 })).toBe('deadActor');
    for (const seat of living(s)) s = act(s, { type: 'thankYou', seat });
    expect(s.phase).not.toBe('discussion');
  });

  it('without "thank you" from all it runs its whole time (seed 003 «День»)', () => {
    let s = balagan();
    for (const seat of living(s).slice(1)) s = act(s, { type: 'thankYou', seat });
    const { deadline } = s;
    expect(refusal(s, { type: 'timeout' }, deadline! - 1)).toBe('early');
    s = act(s, { type: 'timeout' }, deadline!);
    expect(s.phase).not.toBe('discussion');
  });

  it('the list is cleared for the next balagan', () => {
    let s = balagan();
    s = act(s, { type: 'thankYou', seat: 1 });
    s = act(s, { type: 'timeout' }, s.deadline!);
    s = until(playNight(until(s, (x) => x.phase === 'night')), (x) => x.phase === 'discussion');
    expect(publicView(s, 0).phase.doneTalking).toEqual([]);
  });

  it('a bot is done at once, and says so only once', () => {
    let s = balagan();
    const rng = seedRng(1);
    for (const seat of living(s)) {
      const intent = botIntent(seatView(s, seat, 0), rng);
      expect(intent).toEqual({ type: 'thankYou', seat });
      if (seat === 1) {
        s = act(s, intent!);
        expect(botIntent(seatView(s, 1, 0), rng)).toBeNull();
      }
    }
    expect(botIntent(seatView(s, 7, 0), rng)).toBeNull();
  });
});
