// What the screens say, in English (the tests' contexts run with locale en-US):
// the card titles of src/ui/shared/roles-text.ts, the TV's captions of
// src/ui/tv/strings-en.ts and the phone's lines of src/ui/phone/strings-en.ts
// that the game tests read.
import type { ExitCause, NightStepName, Preset, Role, Side } from '../../src/engine/types';

/** The English card titles (src/ui/shared/roles-text.ts): the Putana is "the Lover" in English. */
export const ROLE_BY_TITLE: Record<string, Role> = {
  Civilian: 'civilian',
  Mafia: 'mafia',
  'Mafia Don': 'don',
  Commissar: 'commissar',
  Sheriff: 'sheriff',
  Doctor: 'doctor',
  Maniac: 'maniac',
  Lover: 'putana',
};

export const ROLE_TITLE: Record<Role, string> = Object.fromEntries(Object.entries(ROLE_BY_TITLE).map(([title, role]) => [role, title])) as Record<Role, string>;

/** The TV's caption of each night step (src/ui/tv/strings.ts, English). */
export const STEP_TITLE: Record<NightStepName, string> = {
  acquaintance: 'The mafia meet',
  putana: 'The Lover wakes',
  mafia: 'The mafia wakes',
  maniac: 'The Maniac wakes',
  doctor: 'The Doctor wakes',
  commissar: 'The Commissar wakes',
  sheriff: 'The Sheriff wakes',
  don: 'The Don wakes',
};

/** The one line every phone shows at each night step (src/ui/phone/strings-en.ts). */
export const NIGHT_LINE: Record<NightStepName, string> = {
  acquaintance: 'The mafia meet: hold your card to see your team. Everyone else: tap whom you suspect.',
  putana: 'The Lover’s turn: the Lover picks a client. Everyone else: tap whom you suspect.',
  mafia: 'The mafia’s turn: the mafia pick a victim. Everyone else: tap whom you suspect.',
  maniac: 'The Maniac’s turn: the Maniac picks a victim. Everyone else: tap whom you suspect.',
  doctor: 'The Doctor’s turn: the Doctor picks whom to heal. Everyone else: tap whom you suspect.',
  commissar: 'The Commissar’s turn: the Commissar picks whom to check. Everyone else: tap whom you suspect.',
  sheriff: 'The Sheriff’s turn: the Sheriff picks whom to check. Everyone else: tap whom you suspect.',
  don: 'The Don’s turn: the Don looks for the Sheriff. Everyone else: tap whom you suspect.',
};

/** The winner's line on the TV and the phones: City names its teams by colour. */
export const SIDE_WINS: Record<Preset, Record<Side, string>> = {
  classic: { town: 'The town wins', mafia: 'The mafia wins', maniac: 'The Maniac wins' },
  city: { town: 'Red wins', mafia: 'Black wins', maniac: 'The Maniac wins' },
};

/** A departed seat's fate on the game-over cards. */
export const EXIT_FATE: Record<ExitCause, string> = {
  killed: 'killed at night',
  voted: 'voted out',
  warnings: 'two warnings',
  removed: 'removed by the host',
  putanaClient: 'left with the Lover',
};
