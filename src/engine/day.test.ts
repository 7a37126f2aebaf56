import { describe, expect, it } from 'vitest';
import { speakerOf } from './state';
import { CITY_11, CLASSIC_PLAIN, act, castVotes, everyoneVotes, lines, passDay, playNight, refusal, run, start, tick, toVote, until } from './testkit';
import { seatView } from './views';
import type { GameState } from './state';

// CLASSIC_PLAIN (10): 1–2 Mafia, 3 Commissar, 4 Doctor, 5–10 Civilians.
// CITY_11: 1 Don, 2–3 Mafia, 4 Doctor, 5 Sheriff, 6–11 Civilians.

const firstSpeech = (s: GameState): GameState => until(s, (x) => x.phase === 'speech');

describe('Day speeches', () => {
  it('each living player speaks in seat order, 60 s each (D3)', () => {
    let s = firstSpeech(playNight(start('classic', CLASSIC_PLAIN)));
    expect(speakerOf(s)).toBe(1);
    expect(seatView(s, 1, 0).phase.speakerQueue).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const began = s.deadline! - 60_000;
    s = tick(s);
    expect(speakerOf(s)).toBe(2);
    expect(s.deadline! - began).toBe(120_000);
  });

  it('"thank you" ends a speech early (seed 003 «День»)', () => {
    let s = firstSpeech(playNight(start('classic', CLASSIC_PLAIN)));
    expect(refusal(s, { type: 'thankYou', seat: 2 })).toBe('notYourTurn');
    s = act(s, { type: 'thankYou', seat: 1 });
    expect(speakerOf(s)).toBe(2);
  });

  it('the dead do not speak', () => {
    let s = playNight(passDay(playNight(start('classic', CLASSIC_PLAIN)), 5, 6), { mafia: { 1: 6, 2: 6 } });
    s = firstSpeech(s);
    expect(speakerOf(s)).toBe(2);
    expect(seatView(s, 2, 0).phase.speakerQueue).toEqual([3, 4, 7, 8, 9, 10, 1]);
  });

  for (const preset of ['city', 'classic'] as const) {
    it(`${preset}: each day opens with the next living seat after yesterday's opener (seed 003 «День»: «Каждый новый круг начинает говорить следующий номер»; classic: the same club convention)`, () => {
      const roles = preset === 'city' ? CITY_11 : [...CLASSIC_PLAIN, 'civilian' as const];
      let s = firstSpeech(playNight(start(preset, roles)));
      expect(speakerOf(s)).toBe(1);
      // Day 2: seat 2 is gone (the host removed him), so seat 3 opens.
      s = act(s, { type: 'remove', seat: 2 });
      s = firstSpeech(playNight(passDay(s, 0, 0)));
      expect(speakerOf(s)).toBe(3);
      expect(s.today!.queue.at(-1)).toBe(1);
      // Day 3 opens after day 2's opener: seat 4, not seat 3 again.
      s = firstSpeech(playNight(passDay(s, 0, 0)));
      expect(speakerOf(s)).toBe(4);
    });
  }

  it('after the speeches City has two minutes of open discussion (seed 003 «День»)', () => {
    let s = firstSpeech(playNight(start('city', CITY_11)));
    while (s.phase === 'speech') s = act(s, { type: 'thankYou', seat: speakerOf(s) });
    expect(s.phase).toBe('discussion');
    const { state, effects } = run(s, { type: 'timeout' }, s.deadline!);
    expect(lines(effects)).toContain('noNominees');
    expect(state.phase).toBe('peacefulPause');
  });
});

describe('City nominations', () => {
  it('the speaker may nominate one living player during his speech (D6)', () => {
    let s = firstSpeech(playNight(start('city', CITY_11)));
    expect(seatView(s, 1, 0).prompt).toMatchObject({ kind: 'speech', canNominate: true, nominated: null });
    expect(refusal(s, { type: 'nominate', seat: 2, target: 7 })).toBe('notYourTurn');
    expect(refusal(s, { type: 'nominate', seat: 1, target: 1 })).toBe('invalidTarget');
    s = act(s, { type: 'nominate', seat: 1, target: 8 });
    expect(s.today!.nominees).toEqual([8]);
    s = act(s, { type: 'thankYou', seat: 1 });
    expect(refusal(s, { type: 'nominate', seat: 2, target: 8 })).toBe('invalidTarget');
    s = act(s, { type: 'nominate', seat: 2, target: 7 });
    expect(seatView(s, 9, 0).phase.nominees).toEqual([8, 7]);
  });

  it('a nomination, once made, is final (D6)', () => {
    let s = firstSpeech(playNight(start('city', CITY_11)));
    s = act(s, { type: 'nominate', seat: 1, target: 7 });
    expect(refusal(s, { type: 'nominate', seat: 1, target: 8 })).toBe('alreadyVoted');
    expect(seatView(s, 1, 0).prompt).toMatchObject({ kind: 'speech', canNominate: false, nominated: 7, choices: [] });
    expect(s.today!.nominees).toEqual([7]);
  });

  it('classic has no nominations', () => {
    const s = firstSpeech(playNight(start('classic', CLASSIC_PLAIN)));
    expect(refusal(s, { type: 'nominate', seat: 1, target: 7 })).toBe('wrongPhase');
  });
});

describe('Last words', () => {
  it('a Civilian voted out has a last word and may name one suspected mafia, not counted (seed 000 rule 9)', () => {
    let s = toVote(playNight(start('classic', CLASSIC_PLAIN)));
    s = tick(castVotes(s, everyoneVotes(s, 7, 8)));
    expect(s.phase).toBe('lastWord');
    expect(speakerOf(s)).toBe(7);
    expect(seatView(s, 7, 0).prompt).toMatchObject({ kind: 'lastGuess', picked: null });
    const { state, effects } = run(s, { type: 'lastGuess', seat: 7, target: 1 });
    expect(lines(effects)).toContain('lastGuess');
    expect(seatView(state, 2, 0).phase.lastGuess).toBe(1);
    expect(refusal(state, { type: 'lastGuess', seat: 7, target: 2 })).toBe('alreadyVoted');
    expect(act(state, { type: 'thankYou', seat: 7 }).phase).toBe('night');
  });

  it('a Mafia voted out has no last word (seed 000 rule 10)', () => {
    let s = toVote(playNight(start('classic', CLASSIC_PLAIN)));
    s = tick(castVotes(s, everyoneVotes(s, 1, 7)));
    expect(s.phase).toBe('night');
  });

  it('the Maniac voted out has no last word (variant: he is no civilian)', () => {
    const roles = ['mafia', 'maniac', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian'] as const;
    let s = toVote(playNight(start('classic', [...roles])));
    s = tick(castVotes(s, everyoneVotes(s, 2, 3)));
    expect(s.phase).toBe('night');
  });

  it('the Commissar voted out may reveal one of his checks (seed 000 «Функции Комиссара»)', () => {
    let s = start('classic', CLASSIC_PLAIN, { night1Actions: true });
    s = toVote(playNight(s, { commissar: { 3: 1 } }));
    s = tick(castVotes(s, everyoneVotes(s, 3, 7)));
    expect(s.phase).toBe('lastWord');
    expect(seatView(s, 3, 0).prompt).toMatchObject({ kind: 'revealCheck', checks: [{ target: 1, answer: true }] });
    expect(refusal(s, { type: 'revealCheck', seat: 3, target: 5 })).toBe('invalidTarget');
    s = act(s, { type: 'revealCheck', seat: 3, target: 1 });
    expect(seatView(s, 9, 0).phase.revealedCheck).toEqual({ target: 1, isMafia: true });
  });

  it('the Commissar killed at night speaks in the morning, after the announcement (D2)', () => {
    let s = start('classic', CLASSIC_PLAIN, { night1Actions: true });
    s = playNight(s, { mafia: { 1: 3, 2: 3 } });
    expect(s.phase).toBe('morning');
    s = tick(s);
    expect(s.phase).toBe('lastWord');
    expect(speakerOf(s)).toBe(3);
    s = act(s, { type: 'thankYou', seat: 3 });
    expect(s.phase).toBe('speech');
  });

  it('a Civilian killed at night has no last word in classic', () => {
    let s = start('classic', CLASSIC_PLAIN, { night1Actions: true });
    s = tick(playNight(s, { mafia: { 1: 7, 2: 7 } }));
    expect(s.phase).toBe('speech');
  });

  it('the player eliminated by City\'s day has one minute of farewell, any card (seed 003 «День»)', () => {
    let s = playNight(passDay(playNight(start('city', CITY_11)), 0, 0));
    s = toVote(s, { 2: 1 });
    const shown = s.deadline!;
    s = tick(s);
    expect(s.phase).toBe('lastWord');
    expect(speakerOf(s)).toBe(1);
    expect(s.deadline! - shown).toBe(60_000);
    expect(seatView(s, 1, 0).prompt).toBeNull();
    expect(act(s, { type: 'thankYou', seat: 1 }).phase).toBe('night');
  });

  it('a departing player\'s card is shown to all (revealOnDeath, default on)', () => {
    let s = toVote(playNight(start('classic', CLASSIC_PLAIN)));
    s = castVotes(s, everyoneVotes(s, 1, 7));
    expect(seatView(s, 5, 0).seats[0]?.revealedRole).toBe('mafia');
    let quiet = toVote(playNight(start('classic', CLASSIC_PLAIN, { revealOnDeath: false })));
    quiet = castVotes(quiet, everyoneVotes(quiet, 1, 7));
    expect(seatView(quiet, 5, 0).seats[0]?.revealedRole).toBeNull();
  });
});
