/**
 * What the narrator says for each `NarrationKey`, in Russian and English.
 * `Record<NarrationKey, Line>` per language makes the type checker prove that
 * every key has both.
 *
 * How a club host speaks: a player is the number first and the name after it,
 * in the nominative («номер 3 — Анна»), and no verb takes the player's gender
 * (present tense or plural: «покидает», «набрали»). Counts agree with their
 * noun (`pluralRu`). One term per thing: «номер», «покидает стол» / «выгнать»,
 * «Балаган», «последнее предположение», красные / чёрные in City.
 * At night everyone holds the phone and marks someone at every step, so no
 * line tells anyone to close their eyes or put the phone down.
 *
 * Parameters are public only (see the Effect type). The keys a line reads:
 *   seat      one seat number                     (speechTurn, morningKilled, voteEliminated, …)
 *   seats     seat numbers joined by commas "3,7"  (morningKilledMany, voteTie, revoteStart, …)
 *   target    a seat number                        (lastGuess, revealCheck)
 *   verdict   'mafia' | 'town'                     (revealCheck)
 *   seconds   the real length of the turn a line opens; no time is said without it
 *   count     a warning's number (warning)
 *   mafia     how many black cards meet (acquaintanceWake)
 *   name      optional: the seat's name, else taken from the public seat list
 * A missing parameter never breaks a line: it reads «игрок» / "a player".
 */
import { pluralRu, type Lang, type Params } from '../ui/shared/i18n';
import type { NarrationKey, Preset } from '../engine/types';

/** `caption` is shown on screen ("№3 — Анна"); `speech` is read aloud ("номер 3 — Анна"). */
export type LineMode = 'caption' | 'speech';

export interface LineArgs {
  preset: Preset;
  /** One seat, from `key` (default `seat`). */
  who(key?: string): string;
  /** Every seat of a comma list, from `key` (default `seats`, else `seat`). */
  all(key?: string): string;
  /** Like `all`, joined with «или» / "or". */
  either(key?: string): string;
  /** How many seats `all(key)` names. */
  count(key?: string): number;
  num(key: string, fallback: number): number;
  /** True for 'mafia', 1, '1' or 'true'. */
  flag(key: string): boolean;
  has(key: string): boolean;
}

type Line = (a: LineArgs) => string;

/** «30 секунд», «1 минута», «21 секунда», «2 минуты»: whole minutes said as minutes. */
export function durationRu(seconds: number): string {
  if (seconds >= 60 && seconds % 60 === 0) {
    const m = seconds / 60;
    return m === 1 ? 'минута' : `${m} ${pluralRu(m, 'минута', 'минуты', 'минут')}`;
  }
  return `${seconds} ${pluralRu(seconds, 'секунда', 'секунды', 'секунд')}`;
}

export function durationEn(seconds: number): string {
  if (seconds >= 60 && seconds % 60 === 0) {
    const m = seconds / 60;
    return m === 1 ? 'one minute' : `${m} minutes`;
  }
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/** « У вас 30 секунд.» when the engine said how long the turn is, else nothing. */
const timeRu = (a: LineArgs, lead = 'У вас'): string => (a.has('seconds') ? ` ${lead} ${durationRu(a.num('seconds', 0))}.` : '');
const timeEn = (a: LineArgs, lead = 'You have'): string => (a.has('seconds') ? ` ${lead} ${durationEn(a.num('seconds', 0))}.` : '');

/** Verb agreement with how many seats a list names: «покидает» / «покидают». */
const many = (a: LineArgs, key?: string): boolean => a.count(key) > 1;

const ORDINAL_RU = ['', 'первое', 'второе', 'третье', 'четвёртое'];
const ORDINAL_EN = ['', 'first', 'second', 'third', 'fourth'];

const ru: Record<NarrationKey, Line> = {
  gameStart: () => 'Игра начинается.',
  cardCheck: (a) => `Посмотрите свою карту: нажмите и держите её на телефоне. Никому её не показывайте.${timeRu(a)}`,
  redealt: () => 'Карты раздаются заново.',
  nightFalls: () => 'Город засыпает. Смотрите только в свой телефон.',
  acquaintanceWake: (a) => {
    if (a.preset === 'city') return 'Просыпаются чёрные: дон и мафия. Познакомьтесь.';
    if (a.has('mafia') && a.num('mafia', 2) === 1) return 'Просыпается мафия. Мафия в этой игре одна.';
    return 'Просыпается мафия. Познакомьтесь друг с другом.';
  },
  acquaintanceSleep: (a) => (a.preset === 'city' ? 'Чёрные засыпают.' : 'Мафия засыпает.'),
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
  morningKilled: (a) => `Город просыпается. Этой ночью нас покидает ${a.who()}.`,
  morningKilledMany: (a) => `Город просыпается. Этой ночью нас ${many(a) ? 'покидают' : 'покидает'} ${a.all()}.`,
  morningPeaceful: () => 'Город просыпается. Этой ночью никто не погиб.',
  morningFirst: () => 'Город просыпается. Ночь знакомства позади.',
  morningAlibi: (a) => `Алиби: сегодня ${a.who()} не может покинуть стол по голосованию.`,
  speechTurn: (a) => `Слово получает ${a.who()}.${timeRu(a)}`,
  discussion: (a) => `Балаган! Обсуждаем все вместе.${timeRu(a, 'На обсуждение —')}`,
  voteStart: (a) => `Голосование. Голосуйте на своих телефонах.${timeRu(a, 'На голосование —')}`,
  voteReminder: (a) => `Ждём голоса: ${a.all()}.${a.has('seconds') ? ` Ещё ${durationRu(a.num('seconds', 0))}.` : ''}`,
  voteEliminated: (a) => `Город решил: стол ${many(a) ? 'покидают' : 'покидает'} ${a.all()}.`,
  voteTie: (a) => (a.has('seats') ? `Ничья. Поровну голосов набрали ${a.all()}.` : 'Ничья.'),
  justificationTurn: (a) => `Оправдательная речь. Слово получает ${a.who()}.${timeRu(a)}`,
  revoteStart: (a) => `Переголосование. Кандидаты: ${a.all()}.${timeRu(a, 'На голосование —')}`,
  eliminateAllStart: (a) => `Снова ничья. Голосуем, выгнать ли всех: ${a.all()}.${timeRu(a, 'На голосование —')}`,
  eliminateAllYes: (a) => `Город решил выгнать всех. Стол ${many(a) ? 'покидают' : 'покидает'} ${a.all()}.`,
  eliminateAllNo: () => 'Город решил никого не выгонять.',
  lotStart: (a) => `Снова ничья. Решает жребий: ${a.either()}.`,
  lotResult: (a) => `Жребий указал на ${a.who()}. Этот номер покидает стол.`,
  secondTieNone: () => 'Снова ничья. Сегодня никто не покидает стол.',
  noNominees: () => 'Кандидатур нет. Голосования сегодня не будет.',
  singleNomineeFirstDay: (a) => `В первый день одну кандидатуру на голосование не ставят: ${a.who()} остаётся за столом.`,
  lastWord: (a) => `Последнее слово. Говорит ${a.who()}.${timeRu(a)}`,
  farewell: (a) => (a.has('seconds')
    ? `Прощальное слово. Говорит ${a.who()}: у вас ${durationRu(a.num('seconds', 0))}, чтобы попрощаться с городом.`
    : `Прощальное слово. Говорит ${a.who()}.`),
  lastGuess: (a) => `Последнее предположение: ${a.who()} считает мафией ${a.who('target')}.`,
  revealCheck: (a) => `Комиссар открывает проверку. ${cap(a.who())} говорит: ${a.who('target')} — ${a.flag('verdict') ? 'мафия' : 'не мафия'}.`,
  warning: (a) => {
    const n = a.num('count', 0);
    return `Предупреждение: ${a.who()}.${ORDINAL_RU[n] ? ` Это ${ORDINAL_RU[n]} предупреждение.` : ''}`;
  },
  removedByWarnings: (a) => `Второе предупреждение. Стол покидает ${a.who()}.`,
  removedByHost: (a) => `Решение ведущего: стол покидает ${a.who()}.`,
  paused: () => 'Пауза.',
  resumed: () => 'Продолжаем.',
  extended: (a) => `Ещё ${durationRu(a.num('seconds', 30))}.`,
  winTown: (a) => (a.preset === 'city' ? 'Игра окончена. Победили красные — мирный город!' : 'Игра окончена. Победили мирные жители!'),
  winMafia: (a) => (a.preset === 'city' ? 'Игра окончена. Победили чёрные — мафия!' : 'Игра окончена. Победила мафия!'),
  winManiac: () => 'Игра окончена. Победа за маньяком!',
  gameEnded: () => 'Игра завершена досрочно.',
};

const en: Record<NarrationKey, Line> = {
  gameStart: () => 'The game begins.',
  cardCheck: (a) => `Look at your card: press and hold it on your phone. Show it to nobody.${timeEn(a)}`,
  redealt: () => 'The cards are dealt again.',
  nightFalls: () => 'The city falls asleep. Keep your eyes on your own phone.',
  acquaintanceWake: (a) => {
    if (a.preset === 'city') return 'The black team wakes up: the Don and the mafia. Meet each other.';
    if (a.has('mafia') && a.num('mafia', 2) === 1) return 'The mafia wakes up. There is only one mafioso in this game.';
    return 'The mafia wakes up. Meet each other.';
  },
  acquaintanceSleep: (a) => (a.preset === 'city' ? 'The black team falls asleep.' : 'The mafia falls asleep.'),
  putanaWake: () => 'The Lover wakes up. Choose whom to visit.',
  putanaSleep: () => 'The Lover falls asleep.',
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
  morningKilled: (a) => `The city wakes up. Tonight ${a.who()} leaves us.`,
  morningKilledMany: (a) => `The city wakes up. Tonight ${a.all()} ${many(a) ? 'leave' : 'leaves'} us.`,
  morningPeaceful: () => 'The city wakes up. Nobody died tonight.',
  morningFirst: () => 'The city wakes up. The night of acquaintance is over.',
  morningAlibi: (a) => `${cap(a.who())} has an alibi and cannot be voted out today.`,
  speechTurn: (a) => `The floor goes to ${a.who()}.${timeEn(a)}`,
  discussion: (a) => `Open discussion! Everyone may speak.${timeEn(a, 'The table has')}`,
  voteStart: (a) => `Time to vote. Vote on your phones.${timeEn(a)}`,
  voteReminder: (a) => `Still waiting for the votes of ${a.all()}.${a.has('seconds') ? ` ${cap(durationEn(a.num('seconds', 0)))} more.` : ''}`,
  voteEliminated: (a) => `The city has decided: ${a.all()} ${many(a) ? 'leave' : 'leaves'} the table.`,
  voteTie: (a) => (a.has('seats') ? `A tie between ${a.all()}.` : 'A tie.'),
  justificationTurn: (a) => `${cap(a.who())}: your defence.${timeEn(a)}`,
  revoteStart: (a) => `A revote between ${a.all()}.${timeEn(a)}`,
  eliminateAllStart: (a) => `A tie again. We vote on whether all of them leave: ${a.all()}.${timeEn(a)}`,
  eliminateAllYes: (a) => `The city votes them all out: ${a.all()} ${many(a) ? 'leave' : 'leaves'} the table.`,
  eliminateAllNo: () => 'The city keeps them all.',
  lotStart: (a) => `A tie again. The lot decides: ${a.either()}.`,
  lotResult: (a) => `The lot falls on ${a.who()}, who leaves the table.`,
  secondTieNone: () => 'A tie again. Nobody leaves the table today.',
  noNominees: () => 'Nobody was nominated. There is no vote today.',
  singleNomineeFirstDay: (a) => `On the first day a single nominee is not voted on. ${cap(a.who())} stays.`,
  lastWord: (a) => `The last word goes to ${a.who()}.${timeEn(a)}`,
  farewell: (a) => (a.has('seconds')
    ? `${cap(a.who())}, you have ${durationEn(a.num('seconds', 0))} to say farewell to the city.`
    : `${cap(a.who())}, say farewell to the city.`),
  lastGuess: (a) => `The last guess: ${a.who()} believes ${a.who('target')} is mafia.`,
  revealCheck: (a) => `The Commissar reveals a check. ${cap(a.who())} says: ${a.who('target')} ${a.flag('verdict') ? 'is mafia' : 'is not mafia'}.`,
  warning: (a) => {
    const n = a.num('count', 0);
    return `A warning for ${a.who()}.${ORDINAL_EN[n] ? ` That is the ${ORDINAL_EN[n]} warning.` : ''}`;
  },
  removedByWarnings: (a) => `A second warning. ${cap(a.who())} leaves the table.`,
  removedByHost: (a) => `By the host’s decision, ${a.who()} leaves the table.`,
  paused: () => 'Paused.',
  resumed: () => 'We continue.',
  extended: (a) => `${cap(durationEn(a.num('seconds', 30)))} more.`,
  winTown: (a) => (a.preset === 'city' ? 'The game is over. The red team, the town, wins!' : 'The game is over. The town wins!'),
  winMafia: (a) => (a.preset === 'city' ? 'The game is over. The black team, the mafia, wins!' : 'The game is over. The mafia wins!'),
  winManiac: () => 'The game is over. The Maniac wins!',
  gameEnded: () => 'The game has been ended early.',
};

export const narrationLines: Record<Lang, Record<NarrationKey, Line>> = { ru, en };

/** The first letter in capitals, for a seat that opens a sentence ("Number 3, Anna"). */
function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const SOMEONE: Record<Lang, string> = { ru: 'игрок', en: 'a player' };
const AND: Record<Lang, string> = { ru: 'и', en: 'and' };
const OR: Record<Lang, string> = { ru: 'или', en: 'or' };

/** A seat as a club says it: the number first, the name after it in the nominative. */
function seatText(lang: Lang, mode: LineMode, seat: number, name: string | undefined): string {
  const number = mode === 'caption' ? (lang === 'ru' ? `№${seat}` : `#${seat}`) : lang === 'ru' ? `номер ${seat}` : `number ${seat}`;
  if (!name) return number;
  return lang === 'ru' ? `${number} — ${name}` : `${number}, ${name}`;
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
  const join = (items: string[], word = AND[lang]): string =>
    items.length <= 1 ? (items[0] ?? SOMEONE[lang]) : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;
  const listKey = (k?: string): string => k ?? (params.seats !== undefined ? 'seats' : 'seat');
  const args: LineArgs = {
    preset: ctx.preset,
    who: (k = 'seat') => {
      const seat = seatList(params[k])[0];
      return seat === undefined ? SOMEONE[lang] : label(seat);
    },
    all: (k) => join(seatList(params[listKey(k)]).map(label)),
    either: (k) => join(seatList(params[listKey(k)]).map(label), OR[lang]),
    count: (k) => seatList(params[listKey(k)]).length,
    num: (k, fallback) => {
      const n = Number(params[k]);
      return Number.isFinite(n) && params[k] !== undefined && params[k] !== '' ? n : fallback;
    },
    flag: (k) => params[k] === 1 || params[k] === 'true' || params[k] === 'mafia' || params[k] === '1',
    has: (k) => params[k] !== undefined && params[k] !== '',
  };
  return narrationLines[lang][key](args);
}
