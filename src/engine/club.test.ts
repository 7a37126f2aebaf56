/**
 * Rules as a club plays them. Each test names the defect it guards
 * and the seed rule or convention it follows.
 */
import { speakerOf } from './state';
import { describe, expect, it } from 'vitest';
import type { Role } from './types';
import { CITY_11, CLASSIC_ALL, CLASSIC_PLAIN, act, castVotes, deal, everyoneVotes, lines, playNight, refusal, run, start, tick, toVote, until } from './testkit';
import { checkSetup, defaultSetup } from './setup';
import { publicView, seatView } from './views';

describe('The deal: a moment to look at one\'s card (S11)', () => {
  it('the game opens with the deal; night 1 starts once everyone has looked', () => {
    let s = deal('city', CITY_11);
    expect(s.phase).toBe('deal');
    expect(seatView(s, 4, 0).prompt).toEqual({ kind: 'cardCheck', seen: false });
    for (let seat = 1; seat < 11; seat++) s = act(s, { type: 'cardSeen', seat });
    expect(s.phase).toBe('deal');
    expect(publicView(s, 0).phase.seenCount).toBe(10);
    // Which players have looked is the TV's: a phone's view holds its own prompt and the count.
    expect(JSON.stringify(seatView(s, 4, 0).phase)).not.toMatch(/"seen"/);
    expect(seatView(s, 4, 0).prompt).toEqual({ kind: 'cardCheck', seen: true });
    const last = run(s, { type: 'cardSeen', seat: 11 });
    expect(last.state).toMatchObject({ phase: 'night', dark: { nightStep: 'acquaintance' }, night: 1 });
    expect(lines(last.effects)).toEqual(['sound:nightfall', 'nightFalls', 'acquaintanceWake']);
    expect(refusal(last.state, { type: 'cardSeen', seat: 1 })).toBe('wrongPhase');
  });

  it('a player who never looks does not hold the table: the deal has a generous limit (60 s)', () => {
    const s = deal('classic', CLASSIC_PLAIN);
    expect(s.deadline! - (s.deadline! - 60_000)).toBe(60_000);
    expect(tick(s).phase).toBe('night');
  });
});

describe('The first night and the acquaintance (N1, D1)', () => {
  it('the morning after a night of acquaintance only does not say "nobody died": nobody could have', () => {
    for (const preset of ['classic', 'city'] as const) {
      const morning = until(start(preset, preset === 'city' ? CITY_11 : CLASSIC_PLAIN), (x) => x.phase === 'night' && x.dark!.stepIndex === x.dark!.plan.length - 1);
      const beat = run(morning, { type: 'timeout' }, morning.deadline!).state;
      const dawn = run(beat, { type: 'timeout' }, beat.deadline!);
      expect(dawn.state.phase).toBe('morning');
      expect(lines(dawn.effects)).toContain('morningFirst');
      expect(lines(dawn.effects)).not.toContain('morningPeaceful');
    }
  });

  it('the acquaintance line knows how many mafia there are, so one mafioso is not told to meet "each other"', () => {
    const one: Role[] = ['mafia', 'civilian', 'civilian', 'civilian', 'civilian', 'commissar'];
    const woken = run(deal('classic', one), { type: 'skip' });
    expect(woken.effects).toContainEqual({ type: 'vibrateAll' });
    expect(woken.effects).toContainEqual({ type: 'narrate', line: 'acquaintanceWake', params: { mafia: 1 } });
  });
});

describe('Decks and defaults (S2, L5)', () => {
  it('a classic deck always holds a plain civilian (seed 000 rule 2)', () => {
    const setup = { ...defaultSetup('classic', 6), mafia: 2, optionalRoles: ['commissar', 'doctor', 'maniac', 'putana'] as const };
    expect(checkSetup({ ...setup, optionalRoles: [...setup.optionalRoles] })?.detail).toBe('no card left for a civilian');
    expect(checkSetup({ ...setup, mafia: 1, optionalRoles: ['commissar', 'doctor', 'maniac', 'putana'] })).toBeNull();
  });

  it('City keeps the cards hidden until the end by default (seed 003 «День»: the farewell helps one\'s team)', () => {
    expect(defaultSetup('city', 11).revealOnDeath).toBe(false);
    expect(defaultSetup('classic', 10).revealOnDeath).toBe(true);
    let s = until(playNight(start('city', CITY_11)), (x) => x.phase === 'speech');
    s = playNight(until(s, (x) => x.phase === 'night'), { mafia: { 1: 7 } });
    expect(publicView(s, 0).seats[6]).toMatchObject({ alive: false, revealedRole: null });
  });
});

describe('Hidden cards are not turned by the way a player leaves (L5)', () => {
  const hidden = { revealOnDeath: false };

  it('classic: everyone voted out has a last word, mafia too (a silent exit would say "mafia")', () => {
    let s = toVote(playNight(start('classic', CLASSIC_PLAIN, hidden)));
    s = tick(castVotes(s, everyoneVotes(s, 1, 2)));
    expect(s.phase).toBe('lastWord');
    expect(speakerOf(s)).toBe(1);
    expect(seatView(s, 1, 0).prompt).toMatchObject({ kind: 'lastGuess' });
  });

  it('classic with a Commissar in the deck: everyone killed at night speaks, so his last word names nobody', () => {
    let s = start('classic', CLASSIC_PLAIN, hidden);
    s = until(s, (x) => x.phase === 'night' && x.night === 2);
    s = playNight(s, { mafia: { 1: 6, 2: 6 } });
    expect(s.parting?.queue).toEqual([6]);
    expect(tick(s)).toMatchObject({ phase: 'lastWord', today: { speaker: 6 } });
    const shown = playNight(until(start('classic', CLASSIC_PLAIN), (x) => x.phase === 'night' && x.night === 2), { mafia: { 1: 6, 2: 6 } });
    expect(shown.parting).toBeUndefined();
  });

  it('dying with the Putana reads as a plain night death while cards are hidden', () => {
    const roles: Role[] = [...CLASSIC_ALL];
    let s = start('classic', roles, { ...hidden, putanaClientDies: true, night1Actions: true });
    s = playNight(s, { putana: { 6: 7 }, mafia: { 1: 6, 2: 6 } });
    expect(s.today?.morning.killed).toEqual([6, 7]);
    expect(s.exitCause[6]).toBe('putanaClient');
    expect(publicView(s, 0).seats[6]?.exitCause).toBe('killed');
    const over = act(s, { type: 'endGame' });
    expect(publicView(over, 0).seats[6]?.exitCause).toBe('putanaClient');
  });
});

describe('Lines that state a time say the real one (H4)', () => {
  it('a speech, a farewell and the discussion carry their seconds', () => {
    const quick = start('city', CITY_11, { timerScale: 0.5 });
    const day = until(playNight(quick), (x) => x.phase === 'speech');
    const next = run(day, { type: 'thankYou', seat: speakerOf(day) });
    expect(next.effects).toContainEqual({ type: 'narrate', line: 'speechTurn', params: { seat: 2, seconds: 30 } });
  });
});
