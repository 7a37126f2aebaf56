/**
 * What the narrator says for each `NarrationKey`, in Russian and English.
 * `Record<NarrationKey, Line>` per language makes the type checker prove that
 * every key has both.
 *
 * Parameters are public only (see the Effect type). The keys a line reads:
 *   seat      one seat number                     (speechTurn, morningKilled, voteEliminated, …)
 *   seats     seat numbers joined by commas "3,7"  (morningKilledMany, voteTie, revoteStart, …)
 *   target    a seat number                        (lastGuess, revealCheck)
 *   verdict   'mafia' | 'town'                     (revealCheck)
 *   seconds   a number                             (extended)
 *   name      optional: the seat's name, else taken from the public seat list
 * A missing parameter never breaks a line: it reads "a player" / «игрок».
 */
import { pluralRu, type Lang, type Params } from '../ui/shared/i18n';
import type { NarrationKey, Preset } from '../engine/types';

/** `caption` is shown on screen ("№3 Anna"); `speech` is read aloud ("Anna, number 3"). */
export type LineMode = 'caption' | 'speech';

export interface LineArgs {
  preset: Preset;
  /** One seat, from `key` (default `seat`). */
  who(key?: string): string;
  /** Every seat of a comma list, from `key` (default `seats`, else `seat`). */
  all(key?: string): string;
  num(key: string, fallback: number): number;
  /** True for 'mafia', 1, '1' or 'true'. */
  flag(key: string): boolean;
  has(key: string): boolean;
}

type Line = (a: LineArgs) => string;

const ru: Record<NarrationKey, Line> = {
  gameStart: () => 'Игра начинается.',
  cardCheck: (a) => `Посмотрите свою карту: нажмите и держите её на телефоне. Никому её не показывайте. У вас ${a.num('seconds', 60)} секунд.`,
  redealt: () => 'Карты раздаются заново.',
  nightFalls: () => 'Город засыпает. Закройте глаза.',
  acquaintanceWake: (a) => (a.preset === 'city' ? 'Просыпаются чёрные: дон и мафия. Познакомьтесь.' : 'Просыпается мафия. Познакомьтесь друг с другом.'),
  acquaintanceSleep: () => 'Мафия засыпает.',
  putanaWake: () => 'Просыпается путана. Выберите клиента.',
  putanaSleep: () => 'Путана засыпает.',
  mafiaWake: () => 'Просыпается мафия. Выберите жертву.',
  mafiaSleep: () => 'Мафия засыпает.',
  maniacWake: () => 'Просыпается маньяк. Выберите жертву.',
  maniacSleep: () => 'Маньяк засыпает.',
  doctorWake: () => 'Просыпается доктор. Кого вы лечите этой ночью?',
  doctorSleep: () => 'Доктор засыпает.',
  commissarWake: () => 'Просыпается комиссар. Кого вы проверяете?',
  commissarSleep: () => 'Комиссар засыпает.',
  sheriffWake: () => 'Просыпается шериф. Кого вы проверяете?',
  sheriffSleep: () => 'Шериф засыпает.',
  donWake: () => 'Просыпается дон. Ищите шерифа.',
  donSleep: () => 'Дон засыпает.',
  morningKilled: (a) => `Город просыпается. Этой ночью погиб игрок ${a.who()}.`,
  morningKilledMany: (a) => `Город просыпается. Этой ночью погибли: ${a.all()}.`,
  morningPeaceful: () => 'Город просыпается. Этой ночью никто не погиб.',
  morningFirst: () => 'Город просыпается. Первая ночь прошла: мафия познакомилась.',
  morningAlibi: (a) => `У игрока ${a.who()} алиби: сегодня его нельзя изгнать.`,
  speechTurn: (a) => `Слово игроку ${a.who()}.`,
  discussion: () => 'Балаган! Обсуждайте все вместе.',
  voteStart: () => 'Голосование. Голосуйте на своих телефонах.',
  voteReminder: (a) => `Ждём голоса: ${a.all()}.`,
  voteEliminated: (a) => `Город решил: игрок ${a.all()} покидает стол.`,
  voteTie: (a) => (a.has('seats') ? `Ничья. Поровну голосов у игроков ${a.all()}.` : 'Ничья.'),
  justificationTurn: (a) => `Оправдательная речь игрока ${a.who()}.`,
  revoteStart: (a) => `Переголосование. Кандидаты: ${a.all()}.`,
  eliminateAllStart: (a) => `Снова ничья. Голосуем: выгнать всех — ${a.all()}?`,
  eliminateAllYes: (a) => `Город решил выгнать всех: ${a.all()}.`,
  eliminateAllNo: () => 'Город решил никого не выгонять.',
  lotStart: (a) => `Снова ничья. Решает жребий между игроками ${a.all()}.`,
  lotResult: (a) => `Жребий выпал игроку ${a.who()}.`,
  secondTieNone: () => 'Снова ничья. Сегодня никто не покидает стол.',
  noNominees: () => 'Никто не выставлен. Голосования сегодня не будет.',
  singleNomineeFirstDay: (a) => `В первый день одного выставленного не изгоняют. Игрок ${a.who()} остаётся.`,
  lastWord: (a) => `Последнее слово игрока ${a.who()}.`,
  farewell: (a) => `Игрок ${a.who()}, у вас минута, чтобы попрощаться с городом.`,
  lastGuess: (a) => `Игрок ${a.who()} считает мафией игрока ${a.who('target')}.`,
  revealCheck: (a) => `Комиссар ${a.who()} открывает проверку: игрок ${a.who('target')} — ${a.flag('verdict') ? 'мафия' : 'не мафия'}.`,
  warning: (a) => `Предупреждение игроку ${a.who()}.`,
  removedByWarnings: (a) => `Второе предупреждение. Игрок ${a.who()} покидает стол.`,
  removedByHost: (a) => `Ведущий удаляет игрока ${a.who()} из-за стола.`,
  paused: () => 'Пауза.',
  resumed: () => 'Продолжаем.',
  extended: (a) => {
    const s = a.num('seconds', 30);
    return `Ещё ${s} ${pluralRu(s, 'секунда', 'секунды', 'секунд')}.`;
  },
  winTown: (a) => (a.preset === 'city' ? 'Игра окончена. Победили красные — мирный город!' : 'Игра окончена. Победили мирные жители!'),
  winMafia: (a) => (a.preset === 'city' ? 'Игра окончена. Победили чёрные — мафия!' : 'Игра окончена. Победила мафия!'),
  winManiac: () => 'Игра окончена. Победил маньяк!',
  gameEnded: () => 'Ведущий завершил игру.',
};

const en: Record<NarrationKey, Line> = {
  gameStart: () => 'The game begins.',
  cardCheck: (a) => `Look at your card: press and hold it on your phone. Show it to nobody. You have ${a.num('seconds', 60)} seconds.`,
  redealt: () => 'The cards are dealt again.',
  nightFalls: () => 'The city falls asleep. Close your eyes.',
  acquaintanceWake: (a) => (a.preset === 'city' ? 'The black team wakes: the Don and the mafia. Meet each other.' : 'The mafia wakes up. Meet each other.'),
  acquaintanceSleep: () => 'The mafia falls asleep.',
  putanaWake: () => 'The Putana wakes up. Choose a client.',
  putanaSleep: () => 'The Putana falls asleep.',
  mafiaWake: () => 'The mafia wakes up. Choose a victim.',
  mafiaSleep: () => 'The mafia falls asleep.',
  maniacWake: () => 'The Maniac wakes up. Choose a victim.',
  maniacSleep: () => 'The Maniac falls asleep.',
  doctorWake: () => 'The Doctor wakes up. Whom do you heal tonight?',
  doctorSleep: () => 'The Doctor falls asleep.',
  commissarWake: () => 'The Commissar wakes up. Whom do you check?',
  commissarSleep: () => 'The Commissar falls asleep.',
  sheriffWake: () => 'The Sheriff wakes up. Whom do you check?',
  sheriffSleep: () => 'The Sheriff falls asleep.',
  donWake: () => 'The Don wakes up. Look for the Sheriff.',
  donSleep: () => 'The Don falls asleep.',
  morningKilled: (a) => `The city wakes up. Tonight we lost ${a.who()}.`,
  morningKilledMany: (a) => `The city wakes up. Tonight we lost ${a.all()}.`,
  morningPeaceful: () => 'The city wakes up. Nobody died tonight.',
  morningFirst: () => 'The city wakes up. The first night is over: the mafia have met.',
  morningAlibi: (a) => `${a.who()} has an alibi and cannot be voted out today.`,
  speechTurn: (a) => `${a.who()}, the floor is yours.`,
  discussion: () => 'Open discussion! Everyone may speak.',
  voteStart: () => 'Time to vote. Vote on your phones.',
  voteReminder: (a) => `Waiting for the votes of ${a.all()}.`,
  voteEliminated: (a) => `The city has decided: ${a.all()} leaves the table.`,
  voteTie: (a) => (a.has('seats') ? `A tie between ${a.all()}.` : 'A tie.'),
  justificationTurn: (a) => `${a.who()}, justify yourself.`,
  revoteStart: (a) => `A revote between ${a.all()}.`,
  eliminateAllStart: (a) => `A tie again. Vote: eliminate all of ${a.all()}?`,
  eliminateAllYes: (a) => `The city eliminates them all: ${a.all()}.`,
  eliminateAllNo: () => 'The city keeps them all.',
  lotStart: (a) => `A tie again. A coin decides between ${a.all()}.`,
  lotResult: (a) => `The coin chose ${a.who()}.`,
  secondTieNone: () => 'A tie again. Nobody leaves the table today.',
  noNominees: () => 'Nobody was nominated. There is no vote today.',
  singleNomineeFirstDay: (a) => `On the first day a single nominee is not voted on. ${a.who()} stays.`,
  lastWord: (a) => `${a.who()}, your last word.`,
  farewell: (a) => `${a.who()}, you have a minute to say farewell to the city.`,
  lastGuess: (a) => `${a.who()} believes ${a.who('target')} is mafia.`,
  revealCheck: (a) => `The Commissar, ${a.who()}, reveals a check: ${a.who('target')} ${a.flag('verdict') ? 'is mafia' : 'is not mafia'}.`,
  warning: (a) => `A warning for ${a.who()}.`,
  removedByWarnings: (a) => `A second warning. ${a.who()} leaves the table.`,
  removedByHost: (a) => `The host removes ${a.who()} from the table.`,
  paused: () => 'Paused.',
  resumed: () => 'We continue.',
  extended: (a) => {
    const s = a.num('seconds', 30);
    return `${s} more ${s === 1 ? 'second' : 'seconds'}.`;
  },
  winTown: (a) => (a.preset === 'city' ? 'The game is over. The red team, the town, wins!' : 'The game is over. The town wins!'),
  winMafia: (a) => (a.preset === 'city' ? 'The game is over. The black team, the mafia, wins!' : 'The game is over. The mafia wins!'),
  winManiac: () => 'The game is over. The Maniac wins!',
  gameEnded: () => 'The host has ended the game.',
};

export const narrationLines: Record<Lang, Record<NarrationKey, Line>> = { ru, en };

const SOMEONE: Record<Lang, string> = { ru: 'игрок', en: 'a player' };
const AND: Record<Lang, string> = { ru: 'и', en: 'and' };

function seatText(lang: Lang, mode: LineMode, seat: number, name: string | undefined): string {
  if (!name) return mode === 'caption' ? (lang === 'ru' ? `№${seat}` : `#${seat}`) : lang === 'ru' ? `номер ${seat}` : `number ${seat}`;
  if (mode === 'caption') return lang === 'ru' ? `№${seat} ${name}` : `#${seat} ${name}`;
  return lang === 'ru' ? `${name}, номер ${seat}` : `${name}, number ${seat}`;
}

function seatList(value: string | number | undefined): number[] {
  if (value === undefined) return [];
  return String(value)
    .split(/[^0-9]+/)
    .filter(Boolean)
    .map(Number);
}

export interface LineContext {
  lang: Lang;
  preset: Preset;
  mode: LineMode;
  /** A seat's public name, from the public seat list. */
  nameOf(seat: number): string | undefined;
}

/** The text of one narration line, its parameters filled. */
export function narrationText(key: NarrationKey, params: Params = {}, ctx: LineContext): string {
  const { lang, mode } = ctx;
  const label = (seat: number): string => {
    const own = seat === Number(params.seat) && typeof params.name === 'string' ? params.name : undefined;
    return seatText(lang, mode, seat, own ?? ctx.nameOf(seat));
  };
  const join = (items: string[]): string =>
    items.length <= 1 ? (items[0] ?? SOMEONE[lang]) : `${items.slice(0, -1).join(', ')} ${AND[lang]} ${items.at(-1)}`;
  const args: LineArgs = {
    preset: ctx.preset,
    who: (k = 'seat') => {
      const seat = seatList(params[k])[0];
      return seat === undefined ? SOMEONE[lang] : label(seat);
    },
    all: (k) => {
      const seats = seatList(params[k ?? (params.seats !== undefined ? 'seats' : 'seat')]);
      return join(seats.map(label));
    },
    num: (k, fallback) => {
      const n = Number(params[k]);
      return Number.isFinite(n) && params[k] !== undefined ? n : fallback;
    },
    flag: (k) => params[k] === 1 || params[k] === 'true' || params[k] === 'mafia' || params[k] === '1',
    has: (k) => params[k] !== undefined && params[k] !== '',
  };
  return narrationLines[lang][key](args);
}
