import { describe, expect, it } from 'vitest';
import { speakerOf } from './state';
import type { Preset, Timers } from './types';
import { PACED_TIMERS, PACES, paceOf, paceTimers, withPace } from './pace';
import { checkSetup, defaultSetup } from './setup';
import { step } from './step';
import { publicView } from './views';
import { CITY_11, playNight, start, until } from './testkit';

const PRESETS: Preset[] = ['classic', 'city'];

describe('Paces: the times a table recognises', () => {
  it('the club pace of City is seed 003 «Временные ограничения», the vote kept at 15 s for phones', () => {
    expect(paceTimers('city', 'club')).toMatchObject({
      acquaintance: 30, discussion: 120, peacefulPause: 10, speech: 60, justification: 15, justificationMany: 10,
      mafia: 20, nightRole: 10, farewell: 60, vote: 15,
    });
  });

  it('a new setup plays at the club pace', () => {
    for (const preset of PRESETS) expect(paceOf(defaultSetup(preset, 10))).toBe('club');
  });

  it('relaxed gives every turn at least the club’s time and quick at most, with speeches and votes changed', () => {
    for (const preset of PRESETS) {
      const [club, relaxed, quick] = (['club', 'relaxed', 'quick'] as const).map((pace) => paceTimers(preset, pace)) as [Timers, Timers, Timers];
      for (const key of PACED_TIMERS) {
        expect(relaxed[key], `${preset} ${key}`).toBeGreaterThanOrEqual(club[key]);
        expect(quick[key], `${preset} ${key}`).toBeLessThanOrEqual(club[key]);
      }
      for (const key of ['speech', 'vote', 'discussion', 'lastWord', 'mafia', 'nightRole'] as const) {
        expect(relaxed[key]).toBeGreaterThan(club[key]);
        expect(quick[key]).toBeLessThan(club[key]);
      }
    }
  });

  it('the TV’s own beats (morning news, the result on screen, the coin) are the same in every pace', () => {
    for (const preset of PRESETS) {
      for (const pace of PACES) {
        expect(paceTimers(preset, pace)).toMatchObject({ morning: 8, voteResult: 6, lot: 5 });
      }
    }
  });

  it('every pace is a playable setup for both presets', () => {
    for (const preset of PRESETS) {
      for (const pace of PACES) expect(checkSetup(withPace(defaultSetup(preset, 10), pace))).toBeNull();
    }
  });

  it('a pace is read back from the timers; one timer changed by the host makes it the table’s own', () => {
    const setup = withPace(defaultSetup('city', 11), 'relaxed');
    expect(paceOf(setup)).toBe('relaxed');
    expect(paceOf({ ...setup, timers: { ...setup.timers, speech: 75 } })).toBe('own');
    expect(withPace({ ...setup, mafia: 2 }, 'quick')).toMatchObject({ mafia: 2, timers: paceTimers('city', 'quick') });
  });
});

describe('A pace is rules-true in a game', () => {
  it('the quick pace’s speech runs 30 s, and its clock starts only once the narrator has said the turn', () => {
    const quick = start('city', CITY_11, withPace(defaultSetup('city', 11), 'quick'));
    const day = until(playNight(quick), (x) => x.phase === 'speech');
    const at = day.deadline! - 20_000;
    const next = step(day, { type: 'thankYou', seat: speakerOf(day)! }, at);
    if (!next.ok) throw new Error(next.rejection.code);
    const waiting = publicView(next.state, at + 4_000).phase;
    expect(waiting).toMatchObject({ name: 'speech', narrating: true, deadline: null, remainingMs: 30_000 });
    const said = step(next.state, { type: 'narrated', seq: waiting.seq }, at + 4_000);
    if (!said.ok) throw new Error(said.rejection.code);
    expect(publicView(said.state, at + 4_000).phase).toMatchObject({ narrating: false, deadline: at + 4_000 + 30_000 });
  });

  it('the relaxed pace’s mafia step is 30 s in City', () => {
    const relaxed = start('city', CITY_11, withPace(defaultSetup('city', 11), 'relaxed'));
    const night2 = until(playNight(relaxed), (x) => x.dark?.nightStep === 'mafia');
    expect(night2.night).toBe(2);
    expect(publicView(night2, night2.deadline! - 30_000).phase.remainingMs).toBe(30_000);
  });
});
