/**
 * Paces: the three sets of timers a table recognises. The engine owns the
 * values; the TV lists them and sets a setup's `timers` from one, and the host
 * may then change any single timer (the pace then reads as the table's own).
 *
 * - `club`: the City club's limits (seed 003 «Временные ограничения»); classic's
 *   seed 000 names no times, so its club pace keeps the app's classic times.
 * - `relaxed`: longer speeches, votes and night steps, for a new or a chatty table.
 * - `quick`: shorter turns, for a table that knows the game.
 *
 * Staging timers (the morning's news, the vote's result on screen, the coin)
 * are the same in every pace: they are the TV's beats, not a player's time.
 * `timerScale` stays beside the pace, a rehearsal's multiplier on all of them.
 */
import type { Preset, Setup, Timers } from './types';

export type Pace = 'club' | 'relaxed' | 'quick';
export const PACES: readonly Pace[] = ['club', 'relaxed', 'quick'];

/** The timers a player or the host waits on, which a pace changes (the rest are the TV's beats). */
export const PACED_TIMERS: readonly (keyof Timers)[] = [
  'acquaintance', 'mafia', 'nightRole', 'speech', 'discussion', 'vote', 'justification', 'justificationMany',
  'lastWord', 'farewell', 'peacefulPause', 'deal', 'voteGrace',
];

/** Seed 003 for City (vote: 15 s, not the seed's 2 s: a phone needs the time a raised hand does not). */
const CLUB: Record<Preset, Timers> = {
  classic: {
    acquaintance: 30, mafia: 30, nightRole: 15, morning: 8, speech: 60, discussion: 120, vote: 15,
    justification: 15, justificationMany: 10, voteResult: 6, lastWord: 60, farewell: 60, peacefulPause: 10, lot: 5,
    deal: 60, voteGrace: 10,
  },
  city: {
    acquaintance: 30, mafia: 20, nightRole: 10, morning: 8, speech: 60, discussion: 120, vote: 15,
    justification: 15, justificationMany: 10, voteResult: 6, lastWord: 60, farewell: 60, peacefulPause: 10, lot: 5,
    deal: 60, voteGrace: 10,
  },
};

/** What each other pace changes from the club's timers, per preset where the night differs. */
const CHANGES: Record<Exclude<Pace, 'club'>, Record<Preset, Partial<Timers>>> = {
  relaxed: {
    classic: { acquaintance: 45, mafia: 40, nightRole: 20 },
    city: { acquaintance: 45, mafia: 30, nightRole: 15 },
  },
  quick: {
    classic: { acquaintance: 20, mafia: 20, nightRole: 10 },
    city: { acquaintance: 20, mafia: 15, nightRole: 8 },
  },
};

/** The day's times of the two other paces, the same for both presets. */
const DAY: Record<Exclude<Pace, 'club'>, Partial<Timers>> = {
  relaxed: {
    speech: 90, discussion: 180, vote: 20, justification: 30, justificationMany: 20, lastWord: 90, farewell: 90,
    peacefulPause: 15, deal: 90, voteGrace: 15,
  },
  quick: {
    speech: 30, discussion: 60, vote: 10, justification: 10, justificationMany: 8, lastWord: 30, farewell: 30,
    peacefulPause: 5, deal: 45, voteGrace: 5,
  },
};

/** A pace's timers for a preset (a fresh object, in seconds, before `timerScale`). */
export function paceTimers(preset: Preset, pace: Pace): Timers {
  if (pace === 'club') return { ...CLUB[preset] };
  return { ...CLUB[preset], ...DAY[pace], ...CHANGES[pace][preset] };
}

/** Which pace a setup's timers are, or `own` once the host changed one of them. */
export function paceOf(setup: Pick<Setup, 'preset' | 'timers'>): Pace | 'own' {
  const found = PACES.find((pace) => {
    const timers = paceTimers(setup.preset, pace);
    return (Object.keys(timers) as (keyof Timers)[]).every((key) => timers[key] === setup.timers[key]);
  });
  return found ?? 'own';
}

/** The setup with a pace's timers; every other choice stays. */
export function withPace(setup: Setup, pace: Pace): Setup {
  return { ...setup, timers: paceTimers(setup.preset, pace) };
}
