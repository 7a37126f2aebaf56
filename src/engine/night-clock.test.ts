/**
 * The night's clock gives nobody away (N22). Each step's clock is fixed when
 * it starts (after its lines are said) and no seat's intent moves it; it lasts
 * the same whether its role is alive or dead, picks at once, at the last
 * moment, or never; the host's skip ends it the same way either way.
 */
import { describe, expect, it } from 'vitest';
import type { NightStepName, Role } from './types';
import { CITY_11, CLASSIC_ALL, act, passDay, playNight, start, tick } from './testkit';
import { step } from './step';
import { seatView } from './views';
import { stepActors, stepMs } from './night';
import { seedRng, random } from './rng';
import type { GameState } from './state';

const SEEDS = 300;

/** Every seat's view of the clock at `now`. */
function clocks(s: GameState, now: number): string {
  const seen: string[] = [];
  for (let seat = 1; seat <= s.roles.length; seat++) {
    const p = seatView(s, seat, now).phase;
    seen.push(`${p.deadline}:${p.remainingMs}:${p.narrating}`);
  }
  return seen.join('|');
}

/** A night with the cards of `roles`, ready at its second night (City) or first action night (classic). */
/** A night with the cards of `roles` at its first action step; `gone` leaves the table first (the host removes him on day 1). */
function actionNight(preset: 'city' | 'classic', roles: Role[], seed: number, gone = 0): GameState {
  const s = start(preset, roles, preset === 'classic' ? { night1Actions: true } : {}, seed);
  if (preset === 'classic') return s;
  const day = playNight(s);
  return passDay(gone ? act(day, { type: 'remove', seat: gone }) : day, 0, 0);
}

describe('The night clock says nothing (N22)', () => {
  it(`no seat's intent moves any phone's clock, at any step (${SEEDS} seeds, both presets)`, () => {
    let probes = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const preset = seed % 2 ? 'city' : 'classic';
      let s = actionNight(preset, preset === 'city' ? CITY_11 : CLASSIC_ALL, seed);
      const rng = seedRng(seed);
      const night = s.night;
      while (s.phase === 'night' && s.night === night) {
        const begun = s.deadline! - stepMs(s, s.dark!.nightStep);
        for (let tap = 0; tap < 6; tap++) {
          const seat = 1 + Math.floor(random(rng) * s.roles.length);
          if (!s.alive[seat - 1]) continue;
          const target = random(rng) < 0.2 ? null : 1 + Math.floor(random(rng) * s.roles.length);
          const now = begun + Math.floor(random(rng) * (s.deadline! - begun));
          const r = step(s, { type: 'nightPick', seat, target }, now);
          if (!r.ok) continue;
          expect(clocks(r.state, now)).toBe(clocks(s, now));
          expect(r.state.deadline).toBe(s.deadline);
          expect(r.state.seq).toBe(s.seq);
          s = r.state;
          probes++;
        }
        s = tick(s);
      }
    }
    expect(probes).toBeGreaterThan(SEEDS * 10);
    // A fixed amount of work (some 200,000 seat views): on a busy 2-core machine it takes several seconds.
  }, 60_000);

  type Behaviour = 'atOnce' | 'lastMoment' | 'never';

  /** How long each step of the night ran, its actors acting as told. */
  function stepLengths(s: GameState, behaviour: Behaviour, seed: number): Map<NightStepName, number> {
    const lengths = new Map<NightStepName, number>();
    const rng = seedRng(seed);
    const night = s.night;
    while (s.phase === 'night' && s.night === night) {
      const name = s.dark!.nightStep;
      const begun = s.deadline! - stepMs(s, name);
      if (behaviour !== 'never') {
        const at = behaviour === 'atOnce' ? begun : s.deadline! - 1;
        for (const seat of stepActors(s, name)) {
          const choices = s.alive.flatMap((alive, i) => (alive && i + 1 !== seat ? [i + 1] : []));
          const target = choices[Math.floor(random(rng) * choices.length)]!;
          const r = step(s, { type: 'nightPick', seat, target }, at);
          if (r.ok) s = r.state;
        }
      }
      lengths.set(name, s.deadline! - begun);
      s = tick(s);
    }
    return lengths;
  }

  it(`every step lasts its set time, alive or dead, acting at once, at the last moment or never (${SEEDS} seeds)`, () => {
    for (let seed = 1; seed <= SEEDS; seed++) {
      // Seat 5 is the Sheriff: gone before night 2 in the "dead" tables.
      const alive = actionNight('city', CITY_11, seed);
      const dead = actionNight('city', CITY_11, seed, 5);
      expect(dead.alive[4]).toBe(false);
      const behaviour = (['atOnce', 'lastMoment', 'never'] as const)[seed % 3]!;
      for (const table of [alive, dead]) {
        for (const [name, length] of stepLengths(table, behaviour, seed)) {
          expect(length, `${name} (${behaviour})`).toBe(name === 'mafia' ? 20_000 : 10_000);
        }
      }
    }
  });

  it('the host\'s skip ends a night step at once, the same way alive or dead (N22)', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const outcomes = [0, 5].map((victim) => {
        let s = actionNight('city', CITY_11, seed, victim);
        while (s.dark?.nightStep !== 'sheriff') s = tick(s);
        const r = step(s, { type: 'skip' }, s.deadline! - 9_000);
        if (!r.ok) throw new Error('skip refused');
        return { step: r.state.dark?.nightStep, seq: r.state.seq - s.seq, fx: JSON.stringify(r.effects) };
      });
      expect(outcomes[0]).toEqual(outcomes[1]);
      expect(outcomes[0]!.step).toBe('don');
    }
  });

  it('every pick may change until the step ends, for actors and everyone else, and only the last one acts', () => {
    let s = actionNight('city', CITY_11, 3);
    while (s.dark?.nightStep !== 'doctor') s = tick(s);
    s = act(s, { type: 'nightPick', seat: 4, target: 7 });
    s = act(s, { type: 'nightPick', seat: 4, target: 8 });
    while (s.dark?.nightStep !== 'sheriff') s = tick(s);
    s = act(s, { type: 'nightPick', seat: 5, target: 6 });
    s = act(s, { type: 'nightPick', seat: 5, target: 1 });
    while (s.phase === 'night') s = tick(s);
    expect(s.checks[4]).toEqual([{ night: 2, target: 1, question: 'isMafia', answer: true }]);
    expect(s.nightLog).toContainEqual(expect.objectContaining({ step: 'doctor', actor: 4, target: 8, outcome: 'healed' }));
  });
});
