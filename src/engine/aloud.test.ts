import { describe, expect, it } from 'vitest';
import { saidOf, speakerOf, type GameState } from './state';
import { CITY_11, CLASSIC_PLAIN, act, castVotes, everyoneVotes, passDay, playNight, playOnWithBots, start, tick, toVote, until } from './testkit';
import { newGame } from './game';
import { defaultSetup } from './setup';
import type { Aloud, Statement } from './types';

// CLASSIC_PLAIN (10): 1–2 Mafia, 3 Commissar, 4 Doctor, 5–10 Civilians. CITY_11: 1 Don, 2–3 Mafia, 4 Doctor, 5 Sheriff, 6–11 Civilians.

const firstSpeech = (s: GameState): GameState => until(s, (x) => x.phase === 'speech');
const say = (seat: number, statement: Statement) => ({ type: 'say' as const, seat, statement });
const sizes = (a: Aloud): number[] => [a.said.length, a.nominations.length, a.lastGuesses.length, a.revealedChecks.length];

describe('The table’s log of what was said aloud (GameState.aloud)', () => {
  it('grows with each statement and nomination, and keeps them past nightfall, when today’s are cleared', () => {
    let s = firstSpeech(playNight(start('city', CITY_11)));
    expect(sizes(s.aloud)).toEqual([0, 0, 0, 0]);
    s = act(s, say(1, { kind: 'suspect', seats: [4] }));
    expect(s.aloud.said).toEqual([{ day: 1, seq: s.seq, seat: 1, statement: { kind: 'suspect', seats: [4] } }]);
    s = act(s, { type: 'nominate', seat: 1, target: 4 });
    expect(s.aloud.nominations).toEqual([{ day: 1, by: 1, target: 4 }]);
    s = act(s, { type: 'thankYou', seat: 1 });
    s = act(s, say(2, { kind: 'defend' }));
    s = act(s, { type: 'nominate', seat: 2, target: 9 });
    expect(sizes(s.aloud)).toEqual([2, 2, 0, 0]);
    s = passDay(s, 0, 0);
    expect(s.phase).toBe('night');
    expect(saidOf(s)).toEqual([]);
    s = firstSpeech(playNight(s));
    const speaker = speakerOf(s);
    s = act(s, say(speaker, { kind: 'defend' }));
    expect(saidOf(s)).toHaveLength(1);
    expect(s.aloud.said.map((x) => [x.day, x.seat])).toEqual([[1, 1], [1, 2], [2, speaker]]);
    expect(s.aloud.nominations).toEqual([{ day: 1, by: 1, target: 4 }, { day: 1, by: 2, target: 9 }]);
  });

  it('holds a last guess and a revealed check, each by the departing player', () => {
    let s = toVote(playNight(start('classic', CLASSIC_PLAIN)));
    s = tick(castVotes(s, everyoneVotes(s, 7, 8)));
    s = act(s, { type: 'lastGuess', seat: 7, target: 1 });
    expect(s.aloud.lastGuesses).toEqual([{ day: 1, by: 7, target: 1 }]);

    let c = start('classic', CLASSIC_PLAIN, { night1Actions: true });
    c = toVote(playNight(c, { commissar: { 3: 1 } }));
    c = tick(castVotes(c, everyoneVotes(c, 3, 7)));
    c = act(c, { type: 'revealCheck', seat: 3, target: 1 });
    expect(c.aloud.revealedChecks).toEqual([{ by: 3, target: 1, isMafia: true }]);
    // The check stays shown into the night and the next day: the log holds it once.
    c = firstSpeech(playNight(act(c, { type: 'thankYou', seat: 3 })));
    expect(c.aloud.revealedChecks).toHaveLength(1);
  });

  for (const preset of ['city', 'classic'] as const) {
    it(`${preset}: over a whole game of bots, only grows, one act at a time, the older states keeping theirs`, () => {
      const setup = { ...defaultSetup(preset, 10), ...(preset === 'classic' ? { optionalRoles: ['commissar' as const, 'doctor' as const] } : {}) };
      const first = newGame(setup, Array.from({ length: 10 }, (_, i) => `P${i + 1}`), 5, 0).state;
      const states: GameState[] = [];
      playOnWithBots(first, 0, { seed: 9, style: 'random', each: (s) => void states.push(s) });
      for (let i = 1; i < states.length; i++) {
        const [a, b] = [states[i - 1]!.aloud, states[i]!.aloud];
        const grew = sizes(b).map((n, k) => n - sizes(a)[k]!);
        // At most one list grows, by one act.
        expect(grew.filter((g) => g !== 0)).toEqual(grew.some((g) => g !== 0) ? [1] : []);
        for (const key of ['said', 'nominations', 'lastGuesses', 'revealedChecks'] as const) expect(b[key].slice(0, a[key].length)).toEqual(a[key]);
      }
      const last = states[states.length - 1]!;
      expect(last.phase).toBe('gameOver');
      if (preset === 'city') expect(last.aloud.nominations.length).toBeGreaterThan(0);
      else expect(last.aloud.lastGuesses.length + last.aloud.revealedChecks.length).toBeGreaterThan(0);
      // The first state's log is untouched by all that followed.
      expect(sizes(first.aloud)).toEqual([0, 0, 0, 0]);
    });
  }
});
