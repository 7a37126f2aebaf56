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

/** Whose step it is and the three moves, the line every phone shows at each night step (src/ui/phone/strings-en.ts). */
const MOVES = '① Hold the card. ② Tap a number. ③ Hold the card again.';
export const NIGHT_LINE: Record<NightStepName, string> = {
  acquaintance: `The mafia meet. ${MOVES}`,
  putana: `The Lover’s step. ${MOVES}`,
  mafia: `The mafia’s step. ${MOVES}`,
  maniac: `The Maniac’s step. ${MOVES}`,
  doctor: `The Doctor’s step. ${MOVES}`,
  commissar: `The Commissar’s step. ${MOVES}`,
  sheriff: `The Sheriff’s step. ${MOVES}`,
  don: `The Don’s step. ${MOVES}`,
};

/** The night screen's status line after each move, the same on every phone. */
export const NIGHT_STATUS = {
  holdFirst: 'Hold the card first',
  tapNow: 'Tap a number: your target on your step, else whoever you suspect',
  holdAgain: (who: string) => `Chosen: ${who}. Now hold the card again`,
  chosen: (who: string) => `Your choice: ${who}. You can change it until the step ends`,
};

/** An eliminated player's night screen says why its marks do not count. */
export const OUT_AT_NIGHT = 'You are out: your marks are not counted.';

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
