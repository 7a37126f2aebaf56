/**
 * Role and team names and the role cards' plain-words texts, in both languages.
 * Shared by the TV (names, the reveal, the winner) and the phone (the secret
 * card). Wording follows the seeds: 000 (classic) and 003 (City), and the win
 * rules of docs/RULES.md (W2–W6). English says "the Lover" for the Putana:
 * the Russian word means nothing to an English table.
 */
import { sideOf } from '../../engine/index';
import type { Preset, Role, Setup, Side } from '../../engine/types';
import { pluralRu, type Lang } from './i18n';

export interface RoleCardText {
  name: string;
  team: string;
  goal: string;
  ability: string;
}

/** The rule settings a card or a summary has to state (RULES W6, L5). */
export type CardRules = Partial<Pick<Setup, 'cityWin'>>;

const NAMES: Record<Lang, Record<Role, string>> = {
  ru: {
    civilian: 'Мирный житель',
    mafia: 'Мафия',
    don: 'Дон мафии',
    commissar: 'Комиссар',
    sheriff: 'Шериф',
    doctor: 'Доктор',
    maniac: 'Маньяк',
    putana: 'Путана',
  },
  en: {
    civilian: 'Civilian',
    mafia: 'Mafia',
    don: 'Mafia Don',
    commissar: 'Commissar',
    sheriff: 'Sheriff',
    doctor: 'Doctor',
    maniac: 'Maniac',
    putana: 'Lover',
  },
};

/** "6 мирных жителей", "2 мафиози" / "6 Civilians", "2 Mafia": a card dealt more than once. */
const COUNTED: Record<Lang, Partial<Record<Role, (n: number) => string>>> = {
  ru: {
    civilian: (n) => `${n} ${pluralRu(n, 'мирный житель', 'мирных жителя', 'мирных жителей')}`,
    mafia: (n) => `${n} мафиози`,
  },
  en: {
    civilian: (n) => `${n} ${n === 1 ? 'Civilian' : 'Civilians'}`,
    mafia: (n) => `${n} Mafia`,
  },
};

/** "Победили мирные жители" — each side with its own verb form; City says its colours (seed 003). */
const WINS: Record<Lang, Record<Preset, Record<Side, string>>> = {
  ru: {
    classic: { town: 'Победили мирные жители', mafia: 'Победила мафия', maniac: 'Победил маньяк' },
    city: { town: 'Победили красные', mafia: 'Победили чёрные', maniac: 'Победил маньяк' },
  },
  en: {
    classic: { town: 'The town wins', mafia: 'The mafia wins', maniac: 'The Maniac wins' },
    city: { town: 'Red wins', mafia: 'Black wins', maniac: 'The Maniac wins' },
  },
};

/** City names its teams by colour (seed 003). */
const CITY_TEAMS: Record<Lang, Record<Side, string>> = {
  ru: { town: 'Красные (мирный город)', mafia: 'Чёрные (мафия)', maniac: 'Сам за себя' },
  en: { town: 'Red (the town)', mafia: 'Black (the mafia)', maniac: 'On your own' },
};

const CLASSIC_TEAMS: Record<Lang, Record<Side, string>> = {
  ru: { town: 'Мирные жители', mafia: 'Мафия', maniac: 'Сам за себя' },
  en: { town: 'The town', mafia: 'The mafia', maniac: 'On your own' },
};

/** The win rules of docs/RULES.md W2–W6, as each side's card states them. */
const GOALS: Record<Lang, { classic: Record<Side, string>; city: { town: string; parity: string; wipeout: string } }> = {
  ru: {
    classic: {
      town: 'Выгнать из-за стола всю мафию и маньяка. Мирные побеждают, когда не осталось ни мафии, ни маньяка.',
      mafia: 'Мафия побеждает, когда маньяка за столом нет, а мафии не меньше, чем всех остальных.',
      maniac: 'Остаться одним из двух последних игроков за столом.',
    },
    city: {
      town: 'Красные побеждают, когда за столом не осталось ни одного чёрного.',
      parity: 'Чёрные побеждают, когда их за столом не меньше, чем красных.',
      wipeout: 'Чёрные побеждают, когда за столом не осталось ни одного красного.',
    },
  },
  en: {
    classic: {
      town: 'Vote out every mafia player and the Maniac. The town wins when neither is left at the table.',
      mafia: 'The mafia wins when the Maniac is gone and the mafia are at least as many as everyone else.',
      maniac: 'Be one of the last two players at the table.',
    },
    city: {
      town: 'Red wins when no black player is left at the table.',
      parity: 'Black wins as soon as black players are at least as many as red ones.',
      wipeout: 'Black wins when no red player is left at the table.',
    },
  },
};

const ABILITIES: Record<Lang, Record<Role, string>> = {
  ru: {
    civilian: 'Ночью на каждом ходу отмечайте, кого подозреваете. Днём говорите, ищите мафию и голосуйте.',
    mafia:
      'Ночью мафия выбирает жертву вместе и единогласно: выстрел будет, только если все живые мафиози выбрали одного и того же игрока. Выбор товарищей видно, пока вы держите карту. Днём притворяетесь мирным.',
    don: 'Ночью с мафией выбираете жертву — последнее слово за вами; можно не стрелять. В свой ход проверяете одного игрока: шериф ли он.',
    commissar: 'Каждую ночь проверяете одного игрока: мафия он или нет. Если вы уходите из игры, можете открыть одну свою проверку.',
    sheriff: 'Каждую ночь проверяете одного игрока. Палец вниз — чёрный, палец вверх — красный.',
    doctor: 'Каждую ночь лечите одного игрока: если в него стреляли, он выживет. Одного и того же — не две ночи подряд; себя — один раз за игру.',
    maniac: 'Каждую ночь убиваете одного игрока. Вы играете сами за себя.',
    putana:
      'Каждую ночь выбираете клиента: его ночное действие отменяется, а на следующий день его нельзя выгнать (алиби). Себя — нельзя; одного и того же — не две ночи подряд.',
  },
  en: {
    civilian: 'At night, at every step, mark the player you suspect. By day you speak, look for the mafia and vote.',
    mafia:
      'At night the mafia choose a victim together, and unanimously: there is a shot only if every living mafia player picked the same target. Hold your card to see your teammates’ picks. By day you pretend to be a civilian.',
    don: 'At night you choose the victim with the mafia — yours is the final word, and you may hold fire. In your own step you check one player: are they the Sheriff?',
    commissar: 'Each night you check one player: mafia or not. If you leave the game, you may reveal one of your checks.',
    sheriff: 'Each night you check one player. Thumb down — black, thumb up — red.',
    doctor: 'Each night you heal one player: if they were shot, they survive. Never the same player two nights in a row; yourself once a game.',
    maniac: 'Each night you kill one player. You play for yourself alone.',
    putana:
      'Each night you pick a client: their night action is cancelled, and they cannot be voted out the next day (an alibi). Never yourself, never the same client two nights in a row.',
  },
};

/** City's doctor rule (seed 003): not the same player two nights running; yourself at most twice, not in a row. */
const CITY_DOCTOR: Record<Lang, string> = {
  ru: 'Каждую ночь лечите одного игрока: если в него стреляли, он выживет. Одного и того же — не две ночи подряд; себя — не больше двух раз за игру и не подряд.',
  en: 'Each night you heal one player: if they were shot, they survive. Not the same player two nights in a row; yourself at most twice a game, never twice running.',
};

const CITY_MAFIA: Record<Lang, string> = {
  ru: 'Ночью просыпаетесь вместе с доном и молча выбираете жертву; последнее слово за доном, можно не стрелять. Выбор товарищей видно, пока вы держите карту.',
  en: 'At night you wake with the Don and silently choose a victim; the Don has the final word, and you may hold fire. Hold your card to see your teammates’ picks.',
};

export function roleName(role: Role, lang: Lang): string {
  return NAMES[lang][role];
}

/** A card dealt `count` times, as a setup lists it: "6 мирных жителей", "Doctor". */
export function roleCount(role: Role, count: number, lang: Lang): string {
  const counted = COUNTED[lang][role];
  if (count > 1 && counted) return counted(count);
  return count > 1 ? `${roleName(role, lang)} ×${count}` : roleName(role, lang);
}

/** The game-over headline: "Победили красные", "The mafia wins". */
export function winnerLine(side: Side, lang: Lang, preset: Preset): string {
  return WINS[lang][preset][side];
}

/** Which team a role plays for: the engine's rule (state.ts), named for the screens. */
export const roleSide = sideOf;

/** The colour class of a role or side everywhere it is shown: `red`, `black` or `maniac`. */
export function teamColour(of: Role | Side): 'red' | 'black' | 'maniac' {
  const side = of === 'town' || of === 'mafia' || of === 'maniac' ? of : roleSide(of);
  return side === 'town' ? 'red' : side === 'mafia' ? 'black' : 'maniac';
}

function goal(role: Role, preset: Preset, lang: Lang, rules: CardRules): string {
  const side = roleSide(role);
  if (preset === 'classic') return GOALS[lang].classic[side];
  if (side === 'mafia') return GOALS[lang].city[rules.cityWin === 'wipeout' ? 'wipeout' : 'parity'];
  return side === 'town' ? GOALS[lang].city.town : GOALS[lang].classic.maniac;
}

function ability(role: Role, preset: Preset, lang: Lang): string {
  if (preset === 'city' && role === 'doctor') return CITY_DOCTOR[lang];
  if (preset === 'city' && role === 'mafia') return CITY_MAFIA[lang];
  return ABILITIES[lang][role];
}

/**
 * The secret card's text: name, team, goal and night ability in plain words.
 * `rules.cityWin` picks the City mafia's goal (the engine's default, parity, when unknown).
 */
export function roleCard(role: Role, preset: Preset, lang: Lang, rules: CardRules = {}): RoleCardText {
  const teams = preset === 'city' ? CITY_TEAMS : CLASSIC_TEAMS;
  return { name: roleName(role, lang), team: teams[lang][roleSide(role)], goal: goal(role, preset, lang, rules), ability: ability(role, preset, lang) };
}
