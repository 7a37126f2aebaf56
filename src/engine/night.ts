/**
 * The night's flow: which steps the narrator calls, who acts in each, and how
 * long each lasts. Every step runs whether its actor is alive or not, for its
 * whole time: its clock is fixed when it starts and no seat's intent moves it
 * (N22), so nobody can tell from the clock who acted, or whether a role
 * is still in the game.
 */
import type { Effect, NightStepName, Role } from './types';
import { editDark, enter, isBlack, roleAt, setTimer, timerMs, type GameState } from './state';
import { applyStep } from './night-roles';
import type { Stage } from './stage';

const CLASSIC_ORDER: NightStepName[] = ['putana', 'mafia', 'maniac', 'doctor', 'commissar'];
const CITY_ORDER: NightStepName[] = ['mafia', 'doctor', 'sheriff', 'don'];

/**
 * Classic (N2): Putana, Mafia, Maniac, Doctor, Commissar; optional roles that
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

/** A step's whole length: fixed by the setup, the same alive or dead, acted or not. */
export function stepMs(s: GameState, step: NightStepName): number {
  if (step === 'acquaintance') return timerMs(s, 'acquaintance');
  return timerMs(s, step === 'mafia' ? 'mafia' : 'nightRole');
}

/**
 * Nightfall: the day's parts end (its talk, votes and last words), and the
 * night's begins with its first step.
 */
export function startNight(s: GameState, now: number, fx: Effect[]): Stage | null {
  s.night++;
  const n = s.roles.length;
  const plan = nightPlan(s);
  s.dark = { plan, stepIndex: 0, nightStep: plan[0]!, picks: [], declined: [], suspicion: new Array<number>(n).fill(0), tonight: {} };
  s.today = undefined;
  s.voting = undefined;
  s.parting = undefined;
  fx.push({ type: 'music', play: true }, { type: 'sound', name: 'nightfall' }, { type: 'narrate', line: 'nightFalls' });
  startStep(s, 0, now, fx);
  return null;
}

function startStep(s: GameState, index: number, now: number, fx: Effect[]): void {
  const dark = editDark(s);
  const step = dark.plan[index]!;
  const n = s.roles.length;
  dark.stepIndex = index;
  dark.nightStep = step;
  dark.picks = new Array<number>(n).fill(0);
  dark.declined = new Array<boolean>(n).fill(false);
  enter(s, 'night');
  setTimer(s, stepMs(s, step), now);
  const black = s.roles.filter(isBlack).length;
  fx.push({ type: 'vibrateAll' }, { type: 'narrate', line: `${step}Wake`, ...(step === 'acquaintance' ? { params: { mafia: black } } : {}) });
}

/** A step's time is up: its action takes effect, and the next step starts (or the dawn). */
export function endNightStep(s: GameState, now: number, fx: Effect[]): Stage | null {
  const step = s.dark!.nightStep;
  fx.push({ type: 'narrate', line: `${step}Sleep` });
  applyStep(s, step);
  const dark = s.dark!;
  if (dark.stepIndex + 1 >= dark.plan.length) return 'morning';
  startStep(s, dark.stepIndex + 1, now, fx);
  return null;
}
