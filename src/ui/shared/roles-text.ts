/**
 * Role and team names and the role cards' plain-words texts, in both languages.
 * Shared by the TV (names in the final reveal) and the phone (the secret card).
 * Wording follows the seeds: 000 (classic) and 003 (City).
 */
import type { Preset, Role, Side } from '../../engine/types';
import type { Lang } from './i18n';

export interface RoleCardText {
  name: string;
  team: string;
  goal: string;
  ability: string;
}

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
    putana: 'Putana',
  },
};

const SIDES: Record<Lang, Record<Side, string>> = {
  ru: { town: 'Мирные жители', mafia: 'Мафия', maniac: 'Маньяк' },
  en: { town: 'The town', mafia: 'The mafia', maniac: 'The maniac' },
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

type CardBody = Pick<RoleCardText, 'goal' | 'ability'>;

const GOALS: Record<Lang, Record<Preset, Record<Side, string>>> = {
  ru: {
    classic: {
      town: 'Найти всю мафию и выгнать её голосованием днём.',
      mafia: 'Остаться за столом, когда мирных станет не больше, чем мафии.',
      maniac: 'Пережить всех: и мирных, и мафию.',
    },
    city: {
      town: 'Красные побеждают, когда выбыли все чёрные.',
      mafia: 'Чёрные побеждают, когда красных не остаётся (или их не больше, чем чёрных — как решил ведущий).',
      maniac: 'Пережить всех.',
    },
  },
  en: {
    classic: {
      town: 'Find every mafia player and vote them out by day.',
      mafia: 'Stay at the table until the town is no bigger than the mafia.',
      maniac: 'Outlive everyone: the town and the mafia alike.',
    },
    city: {
      town: 'Red wins when every black player is out.',
      mafia: 'Black wins when no red players are left (or no more red than black, as the host set it).',
      maniac: 'Outlive everyone.',
    },
  },
};

const ABILITIES: Record<Lang, Record<Role, string>> = {
  ru: {
    civilian: 'Ночью вы спите. Днём говорите, ищите мафию и голосуйте.',
    mafia: 'Ночью просыпаетесь вместе с мафией и молча выбираете жертву. Днём притворяетесь мирным.',
    don: 'Ночью с мафией выбираете жертву — последнее слово за вами; можно отказаться от выстрела. Потом просыпаетесь один и проверяете игрока: шериф ли он.',
    commissar: 'Каждую ночь проверяете одного игрока: мафия он или нет. Уходя из игры, можете назвать одного проверенного.',
    sheriff: 'Каждую ночь проверяете одного игрока. Палец вниз — чёрный, палец вверх — красный.',
    doctor: 'Каждую ночь лечите одного игрока: если в него стреляли, он выживет. Недоступные варианты показаны серым.',
    maniac: 'Каждую ночь убиваете одного игрока. Вы играете сами за себя.',
    putana: 'Каждую ночь выбираете клиента: его ночное действие отменяется, а днём его нельзя выгнать (алиби).',
  },
  en: {
    civilian: 'At night you sleep. By day you speak, look for the mafia and vote.',
    mafia: 'At night you wake with the mafia and silently choose a victim. By day you pretend to be a civilian.',
    don: 'At night you choose the victim with the mafia — yours is the final word, and you may hold fire. Then you wake alone and check one player: are they the Sheriff?',
    commissar: 'Each night you check one player: mafia or not. When you leave the game you may name one player you checked.',
    sheriff: 'Each night you check one player. Thumb down — black, thumb up — red.',
    doctor: 'Each night you heal one player: if they were shot, they survive. Choices you may not make are greyed out.',
    maniac: 'Each night you kill one player. You play for yourself alone.',
    putana: 'Each night you pick a client: their night action is cancelled and they cannot be voted out the next day (an alibi).',
  },
};

/** City's doctor rule (seed 003): not the same player two nights running; yourself at most twice, not in a row. */
const CITY_DOCTOR: Record<Lang, string> = {
  ru: 'Каждую ночь лечите одного игрока: если в него стреляли, он выживет. Одного и того же — не две ночи подряд; себя — не больше двух раз за игру и не подряд.',
  en: 'Each night you heal one player: if they were shot, they survive. Not the same player two nights in a row; yourself at most twice a game, never twice running.',
};

const CITY_MAFIA: Record<Lang, string> = {
  ru: 'Ночью просыпаетесь вместе с доном и молча выбираете жертву; последнее слово за доном, можно отказаться от выстрела.',
  en: 'At night you wake with the Don and silently choose a victim; the Don has the final word, and you may hold fire.',
};

export function roleName(role: Role, lang: Lang): string {
  return NAMES[lang][role];
}

export function sideName(side: Side, lang: Lang): string {
  return SIDES[lang][side];
}

/** Which team a role plays for. */
export function roleSide(role: Role): Side {
  if (role === 'mafia' || role === 'don') return 'mafia';
  return role === 'maniac' ? 'maniac' : 'town';
}

function body(role: Role, preset: Preset, lang: Lang): CardBody {
  const goal = GOALS[lang][preset][roleSide(role)];
  if (preset === 'city' && role === 'doctor') return { goal, ability: CITY_DOCTOR[lang] };
  if (preset === 'city' && role === 'mafia') return { goal, ability: CITY_MAFIA[lang] };
  return { goal, ability: ABILITIES[lang][role] };
}

/** The secret card's text: name, team, goal and night ability in plain words. */
export function roleCard(role: Role, preset: Preset, lang: Lang): RoleCardText {
  const teams = preset === 'city' ? CITY_TEAMS : CLASSIC_TEAMS;
  return { name: roleName(role, lang), team: teams[lang][roleSide(role)], ...body(role, preset, lang) };
}
