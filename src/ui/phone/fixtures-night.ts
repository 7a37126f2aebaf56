/**
 * Night fixtures: every step of both presets as each role's phone gets it,
 * with everything private the engine sends that role — teammates and their
 * live picks at the mafia's step, the Doctor's and the Lover's own limits in
 * their steps, past checks and tonight's answer once the checker's step is
 * over, and for the dead with "the dead see all" every card. Seat 4 is "me"
 * in every deck, so phones of different roles can be compared pixel for pixel.
 */
import type { CheckResult, Choice, NightStepName, Preset, Role, SeatView } from '../../engine/types';
import { sideOf } from '../../engine/index';
import { choices, deck, phase, seats, STEP_OF, view } from './fixtures';

const ME = 4;
/** The night the fixtures show: late enough for checks of an earlier night and for last night's limits. */
const NIGHT = 3;

export const NIGHT_STEPS: Record<Preset, NightStepName[]> = {
  classic: ['acquaintance', 'putana', 'mafia', 'maniac', 'doctor', 'commissar'],
  city: ['acquaintance', 'mafia', 'doctor', 'sheriff', 'don'],
};

/** Every card of each preset's deck in the fixtures. */
export const NIGHT_ROLES: Record<Preset, Role[]> = {
  classic: ['civilian', 'mafia', 'putana', 'maniac', 'doctor', 'commissar'],
  city: ['civilian', 'mafia', 'don', 'doctor', 'sheriff'],
};

function acts(role: Role, step: NightStepName): boolean {
  if (step === 'acquaintance') return false;
  if (step === 'mafia') return sideOf(role) === 'mafia';
  return STEP_OF[role] === step;
}

/** The engine's limits (RULES N7, N9, N15, N21): personal, so only this role's prompt carries them. */
function block(preset: Preset, role: Role, step: NightStepName, target: number): Choice['disabled'] {
  if (role === 'doctor' && step === 'doctor') {
    if (target === 6) return 'sameAsLastNight';
    if (target === ME) return preset === 'city' ? 'selfHealTwiceInRow' : 'selfHealUsed';
    return null;
  }
  if (role === 'putana' && step === 'putana') return target === ME ? 'self' : target === 6 ? 'sameAsLastNight' : null;
  return target === ME ? 'self' : null;
}

function checksOf(preset: Preset, role: Role, step: NightStepName): { checks: CheckResult[]; freshCheck: CheckResult | null } {
  const own = role === 'don' ? 'don' : role === 'sheriff' || role === 'commissar' ? role : null;
  if (!own) return { checks: [], freshCheck: null };
  const question = role === 'don' ? 'isSheriff' : 'isMafia';
  const past: CheckResult = { night: NIGHT - 1, target: 9, question, answer: role !== 'don' };
  const steps = NIGHT_STEPS[preset];
  // Tonight's answer arrives when the checker's own step ends, and stays for the rest of the night.
  if (steps.indexOf(step) <= steps.indexOf(own)) return { checks: [past], freshCheck: null };
  const tonight: CheckResult = { night: NIGHT, target: 5, question, answer: role === 'don' };
  return { checks: [past, tonight], freshCheck: tonight };
}

/** One night step as `role`'s phone gets it: the same list for all; the private parts for this role. */
export function nightStepView(preset: Preset, step: NightStepName, role: Role, picked: number | null = null): SeatView {
  const list = seats([3]);
  const black = sideOf(role) === 'mafia';
  const roles = deck(role, preset);
  const team = roles.flatMap((r, i) => (sideOf(r) === 'mafia' ? [i + 1] : []));
  const teamPicks =
    step === 'mafia' && black ? team.map((seat, i) => ({ seat, target: seat === ME ? picked : i === 0 ? 6 : 2, declined: false })) : [];
  return view(
    role,
    {
      seats: list,
      phase: phase({ name: 'night', night: NIGHT, day: NIGHT - 1, nightStep: step, deadline: Date.now() + 18_000 }),
      teamPicks,
      ...checksOf(preset, role, step),
      prompt: {
        kind: 'nightPick',
        step,
        acting: acts(role, step),
        choices: choices(list).map((c) => ({ seat: c.seat, disabled: block(preset, role, step, c.seat) })),
        canDecline: step === 'mafia' && preset === 'city',
        picked,
        declined: false,
      },
    },
    preset,
  );
}

/** An eliminated player's phone at night; with `seeAll` (the setup's "dead see all") it also holds every card. */
export function deadNightView(preset: Preset, role: Role, seeAll: boolean, step: NightStepName = NIGHT_STEPS[preset][1]!): SeatView {
  const roles = deck(role, preset);
  return view(
    role,
    {
      alive: false,
      seats: seats([3, ME]),
      phase: phase({ name: 'night', night: NIGHT, day: NIGHT - 1, nightStep: step, deadline: Date.now() + 18_000 }),
      prompt: null,
      ...(seeAll ? { reveal: { roles: roles.map((r, i) => ({ seat: i + 1, role: r })), nights: [] } } : {}),
      ...checksOf(preset, role, 'acquaintance'),
    },
    preset,
  );
}
