/**
 * Test support (not a test file): forced deals and small drivers that play a
 * game forward through the public `step`, so scenario tests read as the rules.
 * Every action is sent 1 ms before the running deadline; timeouts exactly at it.
 */
import type { Action, Effect, NightStepName, OptionalRole, Preset, RejectionCode, Role, Setup } from './types';
import { defaultSetup } from './setup';
import { newGame } from './game';
import { step } from './step';
import { speakerOf, type GameState } from './state';
import { NARRATION_LIMIT_MS } from './host';
import { botIntent, type BotStyle } from './bots';
import { seedRng } from './rng';
import { seatView } from './views';

export const CITY_11: Role[] = ['don', 'mafia', 'mafia', 'doctor', 'sheriff', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian'];
export const CLASSIC_ALL: Role[] = ['mafia', 'mafia', 'commissar', 'doctor', 'maniac', 'putana', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian'];
export const CLASSIC_PLAIN: Role[] = ['mafia', 'mafia', 'commissar', 'doctor', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian'];

/** A game with the cards dealt as given (seat n gets roles[n-1]), still in the deal (everyone looking at his card). */
export function deal(preset: Preset, roles: Role[], change: Partial<Setup> = {}, seed = 1): GameState {
  const optional = (['commissar', 'doctor', 'maniac', 'putana'] as OptionalRole[]).filter((r) => roles.includes(r));
  const mafia = roles.filter((r) => r === 'mafia' || r === 'don').length;
  const setup: Setup = { ...defaultSetup(preset, roles.length), mafia, optionalRoles: preset === 'classic' ? optional : [], ...change };
  const names = roles.map((_, i) => `P${i + 1}`);
  const { state } = newGame(setup, names, seed, 0);
  return said({ ...state, roles });
}

/** A game with the cards dealt as given, at the start of night 1: everyone has looked at his card. */
export function start(preset: Preset, roles: Role[], change: Partial<Setup> = {}, seed = 1): GameState {
  let s = deal(preset, roles, change, seed);
  // Looked at once, at 0, so night 1's clocks read as plain timer lengths.
  for (let seat = 1; seat <= roles.length; seat++) s = act(s, { type: 'cardSeen', seat }, 0);
  return s;
}

/**
 * The TV has said the lines that opened the phase, as fast as a narrator could:
 * at the moment the cue began, so the phase's clock is exactly its own length.
 */
export function said(s: GameState): GameState {
  // A paused game says its lines on Resume.
  if (!s.narrating || s.paused) return s;
  const r = step(s, { type: 'narrated', seq: s.seq }, s.deadline! - NARRATION_LIMIT_MS);
  if (!r.ok) throw new Error(`narrated refused: ${r.rejection.code}`);
  return r.state;
}

/** A moment when seat actions still count. */
export const before = (s: GameState): number => (s.deadline ?? 1) - 1;

/** One accepted action; then, as a TV with an instant narrator would, the lines of a new phase are said. */
export function run(s: GameState, action: Action, now = before(s)): { state: GameState; effects: Effect[] } {
  const r = step(s, action, now);
  if (!r.ok) throw new Error(`${action.type} refused: ${r.rejection.code} ${r.rejection.detail}`);
  return { state: said(r.state), effects: r.effects };
}

export const act = (s: GameState, action: Action, now?: number): GameState => run(s, action, now).state;

/** The refusal code; fails the test if the action was accepted or the input changed. */
export function refusal(s: GameState, action: unknown, now = before(s)): RejectionCode {
  const snapshot = JSON.stringify(s);
  const r = step(s, action as Action, now);
  if (r.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  if (JSON.stringify(s) !== snapshot) throw new Error('a refused action changed the state');
  return r.rejection.code;
}

/** The running timer runs out. */
export function tick(s: GameState): GameState {
  if (s.deadline === null) throw new Error(`no deadline in ${s.phase}`);
  return act(s, { type: 'timeout' }, s.deadline);
}

export function until(s: GameState, done: (s: GameState) => boolean, limit = 400): GameState {
  for (let i = 0; i < limit && !done(s); i++) s = tick(s);
  if (!done(s)) throw new Error(`never reached; stuck in ${s.phase}`);
  return s;
}

export const toStep = (s: GameState, nightStep: NightStepName): GameState =>
  until(s, (x) => x.phase === 'night' && x.dark?.nightStep === nightStep);

export type NightPicks = Partial<Record<NightStepName, Record<number, number | null>>>;

/** Plays the current night to its end with these picks (seat → target per step). */
export function playNight(s: GameState, picks: NightPicks = {}): GameState {
  const night = s.night;
  while (s.phase === 'night' && s.night === night) {
    const { nightStep: stepName, stepIndex } = s.dark!;
    for (const [seat, target] of Object.entries(picks[stepName] ?? {})) {
      s = act(s, { type: 'nightPick', seat: Number(seat), target });
    }
    s = until(s, (x) => x.phase !== 'night' || x.dark?.nightStep !== stepName || x.dark.stepIndex !== stepIndex);
  }
  return passBeat(s);
}

/** The dawn's beat runs out: the morning's news is told (dawn.ts). */
export function passBeat(s: GameState): GameState {
  return s.phase === 'morning' && s.today === undefined ? tick(s) : s;
}

/** The count's beat runs out: the vote's verdict is told (vote-result.ts). */
export function passCount(s: GameState): GameState {
  return s.phase === 'voteResult' && s.voting?.counted ? tick(s) : s;
}

/** From the morning through every speech (City: nominations by speaker) to the first ballot. */
export function toVote(s: GameState, nominations: Record<number, number> = {}): GameState {
  s = until(s, (x) => x.phase === 'speech' || x.phase === 'gameOver');
  while (s.phase === 'speech') {
    const speaker = speakerOf(s);
    const target = nominations[speaker];
    if (target !== undefined) s = act(s, { type: 'nominate', seat: speaker, target });
    s = act(s, { type: 'thankYou', seat: speaker });
  }
  if (s.phase === 'discussion') s = tick(s);
  return s;
}

/** Casts these ballots (voter → target); if the round is still open, lets it run out (the reminder's grace too); then the count's beat. */
export function castVotes(s: GameState, ballots: Record<number, number>): GameState {
  const seq = s.seq;
  for (const [voter, target] of Object.entries(ballots)) {
    if (s.seq !== seq) break;
    s = act(s, { type: 'vote', seat: Number(voter), target });
  }
  while (s.seq === seq) s = tick(s);
  return passCount(s);
}

/** Every living seat votes for `target` (who votes for `fallback`). */
export function everyoneVotes(s: GameState, target: number, fallback: number): Record<number, number> {
  const ballots: Record<number, number> = {};
  s.alive.forEach((alive, i) => {
    if (alive && s.voting?.round?.voters.includes(i + 1)) ballots[i + 1] = i + 1 === target ? fallback : target;
  });
  return ballots;
}

export const lines = (effects: Effect[]): string[] =>
  effects.flatMap((e) => (e.type === 'narrate' ? [e.line] : e.type === 'sound' ? [`sound:${e.name}`] : []));

/** Plays the day from the morning: everyone votes `victim` out (he votes `fallback`), or with `victim` 0 nobody votes; then on to the next night. */
export function passDay(s: GameState, victim: number, fallback: number): GameState {
  s = until(s, (x) => x.phase === 'speech' || x.phase === 'gameOver');
  if (s.setup.preset === 'city' && victim) {
    const nominator = speakerOf(s) === victim ? s.today!.queue[0]! : speakerOf(s);
    s = toVote(s, { [nominator]: victim });
  } else {
    s = toVote(s);
  }
  if (s.phase === 'vote') s = castVotes(s, victim ? everyoneVotes(s, victim, fallback) : {});
  return until(s, (x) => x.phase === 'night' || x.phase === 'gameOver');
}

/**
 * Plays a game on to its end with bots of one style and a host who lets every
 * clock run out: at each turn the first seat whose bot changes the state acts,
 * else the deadline passes. `each` sees every state reached (the start too).
 */
export function playOnWithBots(
  start: GameState,
  at: number,
  options: { seed: number; style: BotStyle; guard?: number; each?: (state: GameState, now: number) => void },
): { state: GameState; now: number } {
  let state = start;
  let now = at;
  const rng = seedRng(options.seed);
  options.each?.(state, now);
  for (let guard = 0; guard < (options.guard ?? 20_000) && state.phase !== 'gameOver'; guard++) {
    let acted = false;
    for (let seat = 1; seat <= state.roles.length && !acted; seat++) {
      if (!state.alive[seat - 1] && state.phase !== 'lastWord') continue;
      const intent = botIntent(seatView(state, seat, now), rng, options.style);
      const result = intent && step(state, intent, now);
      if (result?.ok && result.state !== state) {
        state = result.state;
        acted = true;
      }
    }
    if (!acted) {
      now = Math.max(now, state.deadline ?? now);
      const result = step(state, { type: 'timeout' }, now);
      if (!result.ok) throw new Error(`timeout refused: ${result.rejection.code}`);
      state = result.state;
    }
    options.each?.(state, now);
  }
  return { state, now };
}
