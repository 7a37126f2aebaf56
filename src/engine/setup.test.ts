import { describe, expect, it } from 'vitest';
import { checkSetup, defaultSetup, deck, suggestedMafia } from './setup';
import { newGame } from './game';

describe('Classic setup', () => {
  it('seats 6 to 17 players (seed 000 rule 1)', () => {
    expect(checkSetup(defaultSetup('classic', 6))).toBeNull();
    expect(checkSetup(defaultSetup('classic', 17))).toBeNull();
    expect(checkSetup({ ...defaultSetup('classic', 6), players: 5 })?.code).toBe('malformed');
    expect(checkSetup({ ...defaultSetup('classic', 17), players: 18 })?.code).toBe('malformed');
  });

  it('always deals Mafia and Civilians, the other roles at the host\'s choice (seed 000 rule 2)', () => {
    const setup = { ...defaultSetup('classic', 10), optionalRoles: ['maniac', 'putana'] as const };
    const cards = deck({ ...setup, optionalRoles: [...setup.optionalRoles] });
    expect(cards).toContain('mafia');
    expect(cards).toContain('civilian');
    expect(cards).toContain('maniac');
    expect(cards).not.toContain('commissar');
    expect(cards).toHaveLength(10);
  });

  it('suggests Civilians three to four times as many as Mafia (seed 000 rule 3)', () => {
    for (let players = 8; players <= 17; players++) {
      const m = suggestedMafia('classic', players);
      const ratio = (players - m) / m;
      if (players !== 11) expect(ratio >= 3 && ratio <= 4, `${players} players, ${m} mafia`).toBe(true);
    }
    expect(suggestedMafia('classic', 6)).toBe(1);
    expect(suggestedMafia('classic', 11)).toBe(3);
  });

  it('lets the host change the mafia count, within a playable deck', () => {
    expect(checkSetup({ ...defaultSetup('classic', 10), mafia: 4 })).toBeNull();
    expect(checkSetup({ ...defaultSetup('classic', 10), mafia: 5 })?.code).toBe('malformed');
    expect(checkSetup({ ...defaultSetup('classic', 10), mafia: 0 })?.code).toBe('malformed');
  });

  it('refuses an unknown or repeated optional role', () => {
    expect(checkSetup({ ...defaultSetup('classic', 10), optionalRoles: ['doctor', 'doctor'] })?.code).toBe('malformed');
    expect(checkSetup({ ...defaultSetup('classic', 10), optionalRoles: ['wizard' as 'doctor'] })?.code).toBe('malformed');
  });
});

describe('City setup', () => {
  it('plays 11 by default: Don, two Mafia, Doctor, Sheriff and six Civilians (seed 003)', () => {
    const cards = deck(defaultSetup('city', 11)).sort();
    expect(cards).toEqual(['civilian', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian', 'doctor', 'don', 'mafia', 'mafia', 'sheriff']);
  });

  it('has a role table for 7 to 13 players', () => {
    expect([7, 8, 9, 11, 12, 13].map((n) => suggestedMafia('city', n))).toEqual([2, 2, 3, 3, 4, 4]);
    expect(checkSetup(defaultSetup('city', 6))?.code).toBe('malformed');
    expect(checkSetup(defaultSetup('city', 14))?.code).toBe('malformed');
    for (let n = 7; n <= 13; n++) expect(checkSetup(defaultSetup('city', n))).toBeNull();
  });

  it('uses the seed\'s timers: acquaintance 30 s, speech 60 s, discussion 120 s, mafia 20 s, other roles 10 s (seed 003)', () => {
    const t = defaultSetup('city', 11).timers;
    expect([t.acquaintance, t.speech, t.discussion, t.mafia, t.nightRole, t.justification, t.justificationMany, t.farewell, t.peacefulPause])
      .toEqual([30, 60, 120, 20, 10, 15, 10, 60, 10]);
  });
});

describe('Classic timers (variant: seed 000 gives none)', () => {
  it('gives the mafia 30 s, other roles 15 s, a last word 60 s', () => {
    const t = defaultSetup('classic', 10).timers;
    expect([t.mafia, t.nightRole, t.lastWord, t.speech, t.vote]).toEqual([30, 15, 60, 60, 15]);
  });
});

describe('Dealing', () => {
  it('deals every card once, the same way for the same seed (seed 000 rule 4)', () => {
    const setup = defaultSetup('city', 11);
    const names = Array.from({ length: 11 }, (_, i) => `P${i}`);
    const a = newGame(setup, names, 42, 0).state.roles;
    const b = newGame(setup, names, 42, 0).state.roles;
    const c = newGame(setup, names, 43, 0).state.roles;
    expect(a).toEqual(b);
    expect([...a].sort()).toEqual(deck(setup).sort());
    expect(c).not.toEqual(a);
  });

  it('refuses to start an unplayable setup or a wrong number of names', () => {
    expect(() => newGame({ ...defaultSetup('city', 11), players: 3 }, ['a', 'b', 'c'], 1, 0)).toThrow();
    expect(() => newGame(defaultSetup('city', 11), ['a'], 1, 0)).toThrow();
  });

  it('checks timers and flags', () => {
    const setup = defaultSetup('city', 11);
    expect(checkSetup({ ...setup, timerScale: 0 })?.code).toBe('malformed');
    expect(checkSetup({ ...setup, timers: { ...setup.timers, speech: -1 } })?.code).toBe('malformed');
    expect(checkSetup({ ...setup, secondTie: 'dice' as 'lot' })?.code).toBe('malformed');
  });
});
