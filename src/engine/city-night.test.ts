import { describe, expect, it } from 'vitest';
import { CITY_11, act, passBeat, passDay, playNight, refusal, start, tick, toStep } from './testkit';
import { seatView } from './views';
import type { GameState } from './state';

// CITY_11: 1 Don, 2–3 Mafia, 4 Doctor, 5 Sheriff, 6–11 Civilians.

/** Night 2, after a peaceful day 1 (no nominations). */
function night2(change = {}): GameState {
  return passDay(playNight(start('city', CITY_11, change)), 0, 0);
}

const next = (s: GameState): GameState => passDay(s, 0, 0);
const killed = (s: GameState): number[] => s.today?.morning.killed ?? [];

describe('City night', () => {
  it('night 1 is the black team\'s acquaintance only, 30 s (seed 003 «Фазы», «Временные ограничения»)', () => {
    const s = start('city', CITY_11);
    expect(s.dark!.plan).toEqual(['acquaintance']);
    expect(s.deadline).toBe(30_000);
    expect(seatView(s, 2, 0).teammates).toEqual([{ seat: 1, role: 'don' }, { seat: 3, role: 'mafia' }]);
    expect(seatView(s, 4, 0).teammates).toEqual([]);
    const after = passBeat(tick(s));
    expect(after.phase).toBe('morning');
    expect(after.today?.morning.killed).toEqual([]);
  });

  it('wakes the Mafia, the Doctor, the Sheriff, then the Don (seed 003 «Роли»; Don\'s check: club variant)', () => {
    expect(night2().dark!.plan).toEqual(['mafia', 'doctor', 'sheriff', 'don']);
  });

  it('gives the mafia 20 s and each other role 10 s (seed 003 «Временные ограничения»)', () => {
    const s = night2();
    expect(s.deadline! - before0(s)).toBe(20_000);
    const d = toStep(s, 'doctor');
    expect(d.deadline! - before0(d)).toBe(10_000);
  });

  it('the Don\'s pick is final (seed 003 «Мафия»)', () => {
    expect(killed(playNight(night2(), { mafia: { 2: 7, 3: 7, 1: 8 } }))).toEqual([8]);
  });

  it('the mafia may decline to shoot (seed 003 «Мафия»)', () => {
    const s = toStep(night2(), 'mafia');
    expect(seatView(s, 1, 0).prompt).toMatchObject({ canDecline: true, acting: true });
    expect(seatView(s, 7, 0).prompt).toMatchObject({ canDecline: true, acting: false });
    expect(killed(playNight(night2(), { mafia: { 2: 7, 3: 7, 1: null } }))).toEqual([]);
  });

  it('if the Don picks nothing, the mafia\'s agreement counts (variant)', () => {
    expect(killed(playNight(night2(), { mafia: { 2: 7, 3: 7 } }))).toEqual([7]);
    expect(killed(playNight(night2(), { mafia: { 2: 7, 3: 8 } }))).toEqual([]);
  });

  it('without the Don the living mafia must agree', () => {
    const s = passDay(playNight(night2()), 1, 0);
    expect(s.alive[0]).toBe(false);
    expect(killed(playNight(s, { mafia: { 2: 7, 3: 8 } }))).toEqual([]);
    expect(killed(playNight(s, { mafia: { 2: 7, 3: 7 } }))).toEqual([7]);
  });

  it('a choice made after the time is up is not counted (seed 003 «Временные ограничения»)', () => {
    const s = toStep(night2(), 'mafia');
    expect(refusal(s, { type: 'nightPick', seat: 1, target: 7 }, s.deadline!)).toBe('late');
  });

  it('the Doctor saves the mafia\'s target (seed 003 «Доктор»)', () => {
    expect(killed(playNight(night2(), { mafia: { 1: 7 }, doctor: { 4: 7 } }))).toEqual([]);
  });

  it('the Doctor may not heal the same player, himself included, two nights in a row (seed 003 «Доктор»)', () => {
    let s = next(playNight(night2(), { doctor: { 4: 4 } }));
    s = toStep(s, 'doctor');
    const choices = (seatView(s, 4, 0).prompt as { choices: { seat: number; disabled: string | null }[] }).choices;
    expect(choices.find((c) => c.seat === 4)?.disabled).toBe('selfHealTwiceInRow');
    expect(refusal(s, { type: 'nightPick', seat: 4, target: 4 })).toBe('invalidTarget');
  });

  it('the Doctor heals himself twice a game at most (seed 003 «Доктор»)', () => {
    let s = next(playNight(night2(), { doctor: { 4: 4 } }));
    s = next(playNight(s, { doctor: { 4: 7 } }));
    s = next(playNight(s, { doctor: { 4: 4 } }));
    s = next(playNight(s, { doctor: { 4: 7 } }));
    s = toStep(s, 'doctor');
    expect(refusal(s, { type: 'nightPick', seat: 4, target: 4 })).toBe('invalidTarget');
    expect(s.selfHeals).toBe(2);
  });

  it('the Sheriff learns black or red (seed 003 «Шериф»)', () => {
    let s = toStep(night2(), 'sheriff');
    s = tick(act(s, { type: 'nightPick', seat: 5, target: 1 }));
    expect(seatView(s, 5, 0).freshCheck).toMatchObject({ target: 1, question: 'isMafia', answer: true });
    s = toStep(next(playNight(s)), 'sheriff');
    s = tick(act(s, { type: 'nightPick', seat: 5, target: 4 }));
    expect(seatView(s, 5, 0).freshCheck).toMatchObject({ target: 4, answer: false });
  });

  it('the Don checks whether a player is the Sheriff (variant — not in the seeds)', () => {
    let s = toStep(night2(), 'don');
    s = act(act(s, { type: 'nightPick', seat: 1, target: 6 }), { type: 'nightPick', seat: 1, target: 5 });
    expect(seatView(s, 1, 0).checks).toEqual([]);
    s = tick(s);
    expect(s.phase).toBe('morning');
    expect(seatView(s, 1, 0).checks).toEqual([{ night: 2, target: 5, question: 'isSheriff', answer: true }]);
  });

  it('a check answers when its step ends, is fresh until the dawn, then stays in the checker\'s list (N19)', () => {
    let s = toStep(night2(), 'sheriff');
    s = act(s, { type: 'nightPick', seat: 5, target: 2 });
    expect(seatView(s, 5, 0).freshCheck).toBeNull();
    s = toStep(s, 'don');
    expect(seatView(s, 5, 0).freshCheck).toMatchObject({ target: 2, answer: true });
    s = playNight(s);
    expect(seatView(s, 5, 0).freshCheck).toBeNull();
    expect(seatView(s, 5, 0).checks).toHaveLength(1);
  });

  it('the players killed at night have no last word (seed 003 «Мирные жители»)', () => {
    let s = playNight(night2(), { mafia: { 1: 5 } });
    expect(killed(s)).toEqual([5]);
    s = tick(s);
    expect(s.phase).toBe('speech');
  });
});

/** The moment the current timer started: deadline minus its full length is not stored, so steps start at the previous deadline. */
function before0(s: GameState): number {
  return s.deadline! - (s.dark?.nightStep === 'mafia' ? 20_000 : 10_000);
}
