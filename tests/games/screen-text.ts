// What the screens say, in English (the tests' contexts run with locale en-US):
// the card titles of src/ui/shared/roles-text.ts and the TV's captions of
// src/ui/tv/strings.ts that the game tests read.
import type { ExitCause, NightStepName, Role, Side } from '../../src/engine/types';

/** The English card titles (src/ui/shared/roles-text.ts). */
export const ROLE_BY_TITLE: Record<string, Role> = {
  Civilian: 'civilian',
  Mafia: 'mafia',
  'Mafia Don': 'don',
  Commissar: 'commissar',
  Sheriff: 'sheriff',
  Doctor: 'doctor',
  Maniac: 'maniac',
  Putana: 'putana',
};

export const ROLE_TITLE: Record<Role, string> = Object.fromEntries(Object.entries(ROLE_BY_TITLE).map(([title, role]) => [role, title])) as Record<Role, string>;

/** The TV's caption of each night step (src/ui/tv/strings.ts, English). */
export const STEP_TITLE: Record<NightStepName, string> = {
  acquaintance: 'The mafia meet',
  putana: 'The Putana wakes',
  mafia: 'The mafia wakes',
  maniac: 'The Maniac wakes',
  doctor: 'The Doctor wakes',
  commissar: 'The Commissar wakes',
  sheriff: 'The Sheriff wakes',
  don: 'The Don wakes',
};

export const SIDE_WINS: Record<Side, string> = { town: 'The town wins', mafia: 'The mafia wins', maniac: 'The maniac wins' };

/** A departed seat's fate on the game-over cards. */
export const EXIT_FATE: Record<ExitCause, string> = {
  killed: 'killed at night',
  voted: 'voted out',
  warnings: 'two warnings',
  removed: 'removed by the host',
  putanaClient: 'died with the Putana',
};
