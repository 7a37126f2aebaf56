/**
 * Which of the phone's strings each role's card says: the goal in one line,
 * what to do at night, what to do at this very step, and the rules in full
 * (page 2). The words themselves are in strings-ru.ts / strings-en.ts; the
 * win rules are docs/RULES.md W2–W6, the night rules N7–N21.
 */
import type { NightStepName, Preset, Role, Setup } from '../../engine/types';
import { roleSide } from '../shared/roles-text';
import type { PhoneKey } from './strings';

export function goalKey(role: Role, preset: Preset, cityWin?: Setup['cityWin']): PhoneKey {
  const side = roleSide(role);
  if (side === 'maniac') return 'goalManiac';
  if (preset === 'classic') return side === 'town' ? 'goalClassicTown' : 'goalClassicMafia';
  if (side === 'town') return 'goalCityTown';
  return cityWin === 'wipeout' ? 'goalCityWipeout' : 'goalCityParity';
}

const NIGHT: Record<Role, PhoneKey> = {
  civilian: 'nightCivilian',
  mafia: 'nightMafiaClassic',
  don: 'nightDon',
  doctor: 'nightDoctor',
  sheriff: 'nightSheriff',
  commissar: 'nightCommissar',
  maniac: 'nightManiac',
  putana: 'nightPutana',
};

/** What this role does at night, in one line. */
export function nightKeyOf(role: Role, preset: Preset): PhoneKey {
  if (role === 'mafia' && preset === 'city') return 'nightMafiaCity';
  return NIGHT[role];
}

const MORE: Record<Role, PhoneKey> = {
  civilian: 'moreCivilian',
  mafia: 'moreMafiaClassic',
  don: 'moreDon',
  doctor: 'moreDoctorClassic',
  sheriff: 'moreSheriff',
  commissar: 'moreCommissar',
  maniac: 'moreManiac',
  putana: 'morePutana',
};

/** The role's rules in full, for page 2. */
export function moreKey(role: Role, preset: Preset): PhoneKey {
  if (preset === 'city' && role === 'mafia') return 'moreMafiaCity';
  if (preset === 'city' && role === 'doctor') return 'moreDoctorCity';
  return MORE[role];
}

const OWN_STEP: Partial<Record<NightStepName, PhoneKey>> = {
  mafia: 'nowYourTurnMafia',
  don: 'nowYourTurnDon',
  doctor: 'nowYourTurnDoctor',
  sheriff: 'nowYourTurnCheck',
  commissar: 'nowYourTurnCheck',
  maniac: 'nowYourTurnManiac',
  putana: 'nowYourTurnPutana',
};

/** At a night step: "your step: tap …" for whoever acts in it, else "tap whoever you suspect". */
export function nowKey(step: NightStepName, acting: boolean): PhoneKey {
  return (acting && OWN_STEP[step]) || 'nowNotYours';
}
