import { describe, expect, it } from 'vitest';
import { CITY_11, act, lines, passDay, playNight, run, start, tick, toStep } from './testkit';
import { publicView, seatView } from './views';
import { viewBreaches } from './invariants';
import type { GameState } from './state';

// CITY_11: 1 Don, 2–3 Mafia, 4 Doctor, 5 Sheriff, 6–11 Civilians.

const cityNight2 = (): GameState => passDay(playNight(start('city', CITY_11)), 0, 0);

describe('What each phone may know', () => {
  it('a civilian\'s phone names no card but his own', () => {
    const s = toStep(cityNight2(), 'mafia');
    const text = JSON.stringify(seatView(s, 7, 0));
    expect(text.match(/"role":"/g)).toHaveLength(1);
    expect(text).not.toContain('"teamPicks":[{');
    expect(viewBreaches(s, 0)).toEqual([]);
  });

  it('the TV names no card before the end', () => {
    const tv = JSON.stringify(publicView(toStep(cityNight2(), 'mafia'), 0));
    expect(tv).not.toContain('"role":"');
    expect(tv).toContain('"revealedRole":null');
  });

  it('every living phone gets the same night prompt at every step, actor or not (issue)', () => {
    let s = cityNight2();
    for (const step of ['mafia', 'doctor', 'sheriff', 'don'] as const) {
      s = toStep(s, step);
      const lists = new Set<string>();
      for (let seat = 1; seat <= 11; seat++) {
        const p = seatView(s, seat, 0).prompt;
        expect(p?.kind).toBe('nightPick');
        if (p?.kind === 'nightPick') lists.add(p.choices.map((c) => c.seat).join());
      }
      expect(lists.size).toBe(1);
    }
  });

  it('a non-actor\'s pick is an anonymous suspicion, counted in the morning without names', () => {
    let s = toStep(cityNight2(), 'doctor');
    s = act(s, { type: 'nightPick', seat: 7, target: 2 });
    s = act(s, { type: 'nightPick', seat: 8, target: 2 });
    s = act(s, { type: 'nightPick', seat: 8, target: 3 });
    s = toStep(s, 'sheriff');
    s = act(s, { type: 'nightPick', seat: 9, target: 2 });
    s = playNight(s);
    expect(seatView(s, 1, 0).phase.morning?.suspicion).toEqual([{ seat: 2, count: 2 }, { seat: 3, count: 1 }]);
  });

  it('checks appear only on the checker\'s own phone', () => {
    let s = toStep(cityNight2(), 'sheriff');
    s = act(s, { type: 'nightPick', seat: 5, target: 1 });
    for (let seat = 1; seat <= 11; seat++) {
      expect(seatView(s, seat, 0).checks.length > 0).toBe(seat === 5);
      expect(seatView(s, seat, 0).freshCheck !== null).toBe(seat === 5);
    }
  });

  it('the full record shows only at game over, or to the dead with deadSeeAll (setting)', () => {
    const s = passDay(playNight(start('city', CITY_11, { deadSeeAll: true })), 0, 0);
    const dead = playNight(s, { mafia: { 1: 9 } });
    expect(seatView(dead, 9, 0).reveal?.roles).toHaveLength(11);
    expect(seatView(dead, 8, 0).reveal).toBeNull();
    const plain = playNight(cityNight2(), { mafia: { 1: 9 } });
    expect(seatView(plain, 9, 0).reveal).toBeNull();
  });

  it('the night timeline is revealed at the end', () => {
    const s = act(playNight(cityNight2(), { mafia: { 1: 9 }, doctor: { 4: 6 } }), { type: 'endGame' });
    const nights = publicView(s, 0).reveal!.nights;
    expect(nights).toEqual(expect.arrayContaining([
      expect.objectContaining({ step: 'mafia', actor: 1, target: 9, outcome: 'shot' }),
      expect.objectContaining({ step: 'doctor', actor: 4, target: 6, outcome: 'healed' }),
      expect.objectContaining({ target: 9, outcome: 'killed' }),
    ]));
  });
});

describe('A narrator never betrays a dead role (issue)', () => {
  it('every step starts with vibrateAll and a wake line, and ends with a sleep line', () => {
    const s = toStep(cityNight2(), 'doctor');
    const { effects } = run(s, { type: 'timeout' }, s.deadline!);
    expect(lines(effects)).toEqual(['doctorSleep', 'sheriffWake']);
    expect(effects.some((e) => e.type === 'vibrateAll')).toBe(true);
  });

  it('a decided step ends 2–4 s after the decision', () => {
    const s = toStep(cityNight2(), 'doctor');
    const at = s.deadline! - 9_000;
    const decided = act(s, { type: 'nightPick', seat: 4, target: 7 }, at);
    expect(decided.deadline! - at).toBeGreaterThanOrEqual(2_000);
    expect(decided.deadline! - at).toBeLessThanOrEqual(4_000);
  });

  it('the step of a dead role still runs, and shortens like a real decision', () => {
    const lengths: number[] = [];
    for (let seed = 1; seed <= 40; seed++) {
      const g = passDay(playNight(passDay(playNight(start('city', CITY_11, {}, seed)), 0, 0), { mafia: { 1: 4 } }), 0, 0);
      expect(g.alive[3]).toBe(false);
      lengths.push(stepLength(g, 'doctor'));
    }
    expect(Math.min(...lengths)).toBeGreaterThan(2_000);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(10_000);
    expect(new Set(lengths).size).toBeGreaterThan(20);
    expect(lengths.reduce((a, b) => a + b, 0) / lengths.length).toBeLessThan(9_000);
  });

  it('PhaseView.seq changes with every phase and night step', () => {
    let s = cityNight2();
    const seen = [s.seq];
    for (let i = 0; i < 6; i++) {
      s = tick(s);
      seen.push(s.seq);
    }
    expect(new Set(seen).size).toBeGreaterThanOrEqual(5);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });
});

/** How long a night step lasted, from the timeout that began it to the one that ended it. */
function stepLength(s: GameState, name: string): number {
  let startedAt = 0;
  while (!(s.phase === 'night' && s.nightStep === name)) {
    startedAt = s.deadline!;
    s = tick(s);
  }
  let endedAt = startedAt;
  while (s.phase === 'night' && s.nightStep === name) {
    endedAt = s.deadline!;
    s = tick(s);
  }
  return endedAt - startedAt;
}
