import { describe, expect, it } from 'vitest';
import { CITY_11, act, lines, passDay, playNight, run, start, tick, toStep, toVote } from './testkit';
import { phaseView, publicView, seatView } from './views';
import { viewBreaches } from './invariants';
import type { GameState } from './state';
import type { PhaseView } from './types';

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

  it('every living phone gets the same night prompt at every step, actor or not (N21)', () => {
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

  it('a non-actor\'s pick is an anonymous suspicion, counted in the morning without names (classic default)', () => {
    let s = toStep(passDay(playNight(start('city', CITY_11, { showSuspicion: true })), 0, 0), 'doctor');
    s = act(s, { type: 'nightPick', seat: 7, target: 2 });
    s = act(s, { type: 'nightPick', seat: 8, target: 2 });
    s = act(s, { type: 'nightPick', seat: 8, target: 3 });
    s = toStep(s, 'sheriff');
    s = act(s, { type: 'nightPick', seat: 9, target: 2 });
    s = playNight(s);
    expect(seatView(s, 1, 0).phase.morning?.suspicion).toEqual([{ seat: 2, count: 2 }, { seat: 3, count: 1 }]);
  });

  it('City publishes no suspicion counts by default: the taps stay, as cover (N24)', () => {
    let s = toStep(cityNight2(), 'doctor');
    s = act(s, { type: 'nightPick', seat: 7, target: 2 });
    s = playNight(s);
    expect(s.setup.showSuspicion).toBe(false);
    expect(seatView(s, 1, 0).phase.morning?.suspicion).toEqual([]);
    expect(start('classic', CITY_11.map((r) => (r === 'don' ? 'mafia' : r === 'sheriff' ? 'commissar' : r))).setup.showSuspicion).toBe(true);
  });

  it('a check answers when the checker\'s step ends, and only on the checker\'s own phone (N19)', () => {
    let s = toStep(cityNight2(), 'sheriff');
    s = act(s, { type: 'nightPick', seat: 5, target: 1 });
    for (let seat = 1; seat <= 11; seat++) expect(seatView(s, seat, 0).checks).toEqual([]);
    s = toStep(s, 'don');
    for (let seat = 1; seat <= 11; seat++) {
      expect(seatView(s, seat, 0).checks.length > 0).toBe(seat === 5);
      expect(seatView(s, seat, 0).freshCheck !== null).toBe(seat === 5);
    }
    expect(seatView(s, 5, 0).freshCheck).toEqual({ night: 2, target: 1, question: 'isMafia', answer: true });
  });

  it('at game over, face down: the winner and what the table knew, no other card, until the TV has turned them', () => {
    const killed = playNight(cityNight2(), { mafia: { 1: 9 } });
    const over = run(killed, { type: 'endGame' }).state;
    expect(over.phase).toBe('gameOver');
    const down = seatView(over, 7, 0, true);
    expect(down.phase.name).toBe('gameOver');
    expect(down.reveal).toBeNull();
    expect(down.role).toBe(over.roles[6]);
    expect(JSON.stringify(down).match(/"role":"/g)).toHaveLength(1);
    expect(down.seats.filter((seat) => seat.revealedRole !== null).map((seat) => seat.seat)).toEqual(
      over.revealed.flatMap((shown, i) => (shown ? [i + 1] : [])),
    );
    const turned = seatView(over, 7, 0);
    expect(turned.reveal?.roles).toHaveLength(11);
    expect(turned.seats.every((seat) => seat.revealedRole !== null)).toBe(true);
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

describe('A narrator never betrays a dead role (N20)', () => {
  it('every step starts with vibrateAll and a wake line, and ends with a sleep line', () => {
    const s = toStep(cityNight2(), 'doctor');
    const { effects } = run(s, { type: 'timeout' }, s.deadline!);
    expect(lines(effects)).toEqual(['doctorSleep', 'sheriffWake']);
    expect(effects.some((e) => e.type === 'vibrateAll')).toBe(true);
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


describe('One phase view for every state that shows the same phase', () => {
  /** The same field, changed: another number, the other flag, a new list or object. */
  function changed(value: unknown): unknown {
    if (typeof value === 'number') return value + 1;
    if (typeof value === 'boolean') return !value;
    if (typeof value === 'string') return `${value}x`;
    if (value === null) return 7;
    return Array.isArray(value) ? [...value, 1] : { ...(value as object) };
  }

  it('a state that differs in any field the phase view shows gets a view of its own', () => {
    const other = start('classic', ['mafia', 'doctor', 'civilian', 'civilian', 'civilian', 'civilian']);
    for (const s of [start('city', CITY_11), toStep(cityNight2(), 'mafia'), toVote(cityNight2(), { 6: 2 })]) {
      for (const key of Object.keys(s) as (keyof GameState)[]) {
        phaseView(other, 1);
        const next = { ...s, [key]: changed(s[key]) } as GameState;
        const shown = (): PhaseView | string => {
          try {
            return phaseView(next, 0);
          } catch {
            return 'cannot be shown';
          }
        };
        const before = phaseView(s, 0);
        const shared = shown();
        phaseView(other, 1);
        if (shared === before) expect(JSON.stringify(shared), key).toBe(JSON.stringify(shown()));
      }
    }
  });

  it('a night pick changes the state but not the phase: its phones share the view', () => {
    const s = toStep(cityNight2(), 'mafia');
    const view = phaseView(s, 0);
    expect(phaseView(act(s, { type: 'nightPick', seat: 2, target: 7 }, 0), 0)).toBe(view);
  });
});
