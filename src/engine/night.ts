/**
 * The night's flow: which steps the narrator calls, who acts in each, and how
 * long each lasts. Every step runs whether its actor is alive or not, so the
 * table cannot tell a dead role from a living one by ear or by the clock.
 */
import type { Effect, NightStepName, Role } from './types';
import { random } from './rng';
import { enter, isBlack, roleAt, scaledMs, setTimer, timerMs, type GameState } from './state';
import { applyStep } from './night-roles';
import { dawn } from './dawn';

const CLASSIC_ORDER: NightStepName[] = ['putana', 'mafia', 'maniac', 'doctor', 'commissar'];
const CITY_ORDER: NightStepName[] = ['mafia', 'doctor', 'sheriff', 'don'];

/**
 * Classic (issue): Putana, Mafia, Maniac, Doctor, Commissar; optional roles that
 * were not dealt are skipped, since the setup is public. Night 1 is the
 * acquaintance only unless night1Actions. City (seed 003): night 1 is the black
 * team's acquaintance; then Mafia, Doctor, Sheriff, Don.
 */
export function nightPlan(s: GameState): NightStepName[] {
  if (s.setup.preset === 'city') return s.night === 1 ? ['acquaintance'] : CITY_ORDER;
  const steps = CLASSIC_ORDER.filter((step) => step === 'mafia' || s.roles.includes(step as Role));
  if (s.night > 1) return steps;
  return s.setup.night1Actions ? ['acquaintance', ...steps] : ['acquaintance'];
}

/** Does this seat's pick act in this step (rather than being a suspicion)? Alive or not. */
export function actsIn(s: GameState, seat: number, step: NightStepName): boolean {
  const role = roleAt(s, seat);
  if (step === 'acquaintance') return false;
  if (step === 'mafia') return isBlack(role);
  return role === step;
}

/** The living actors of a step. */
export function stepActors(s: GameState, step: NightStepName): number[] {
  const seats: number[] = [];
  for (let seat = 1; seat <= s.roles.length; seat++) {
    if (s.alive[seat - 1] && actsIn(s, seat, step)) seats.push(seat);
  }
  return seats;
}

function stepMs(s: GameState, step: NightStepName): number {
  if (step === 'acquaintance') return timerMs(s, 'acquaintance');
  return timerMs(s, step === 'mafia' ? 'mafia' : 'nightRole');
}

/** The 2–4 s (scaled) a step lingers after its decision. */
function lingerMs(s: GameState): number {
  return scaledMs(s, 2 + 2 * random(s));
}

export function startNight(s: GameState, now: number, fx: Effect[]): void {
  s.night++;
  s.plan = nightPlan(s);
  s.tonight = { client: 0, mafia: 0, maniac: 0, heal: 0 };
  s.suspicion = s.suspicion.map(() => 0);
  s.speaker = 0;
  s.queue = [];
  s.nominees = [];
  s.round = null;
  s.tied = [];
  s.after = null;
  s.alibi = 0;
  s.alibiShown = false;
  s.lastRound = null;
  s.morning = null;
  s.lot = null;
  s.lastGuess = 0;
  s.revealedCheck = null;
  fx.push({ type: 'music', play: true }, { type: 'sound', name: 'nightfall' }, { type: 'narrate', line: 'nightFalls' });
  startStep(s, 0, now, fx);
}

/**
 * A step without a living actor imitates one: its first timeout comes at a
 * plausible decision moment (20–60% of the step) and only shortens the timer,
 * as a real decision does; one time in ten nobody "decides" and it runs out.
 */
function startStep(s: GameState, index: number, now: number, fx: Effect[]): void {
  const step = s.plan[index]!;
  s.stepIndex = index;
  s.nightStep = step;
  enter(s, 'night');
  s.picks = s.picks.map(() => 0);
  s.declined = s.declined.map(() => false);
  s.settled = false;
  s.fakeRest = 0;
  s.freshCheck = 0;
  fx.push({ type: 'vibrateAll' }, { type: 'narrate', line: `${step}Wake` });
  const full = stepMs(s, step);
  const absent = step !== 'acquaintance' && stepActors(s, step).length === 0;
  if (!absent || random(s) < 0.1) {
    setTimer(s, full, now);
    return;
  }
  const decideAt = Math.round(full * (0.2 + 0.4 * random(s)));
  s.fakeRest = full - decideAt;
  setTimer(s, decideAt, now);
}

/** The actors have all decided: the step ends 2–4 s later. */
export function settle(s: GameState, now: number): void {
  if (s.settled) return;
  s.settled = true;
  if (s.deadline !== null) s.deadline = Math.min(s.deadline, now + lingerMs(s));
}

/** The night timer ran out: a faked decision moment, or the end of the step. */
export function nightTimeout(s: GameState, now: number, fx: Effect[]): void {
  if (s.fakeRest > 0) {
    const rest = s.fakeRest;
    s.fakeRest = 0;
    s.settled = true;
    setTimer(s, Math.min(rest, lingerMs(s)), now);
    return;
  }
  const step = s.nightStep!;
  fx.push({ type: 'narrate', line: `${step}Sleep` });
  applyStep(s, step);
  if (s.stepIndex + 1 < s.plan.length) startStep(s, s.stepIndex + 1, now, fx);
  else dawn(s, now, fx);
}
