/**
 * What the narrator says for each `NarrationKey`, in Russian and English.
 * `Record<NarrationKey, Line>` per language makes the type checker prove that
 * every key has both.
 *
 * How a club host speaks: a player is the number first and the name after it,
 * in the nominative («номер 3 — Анна»), and no verb takes the player's gender
 * (present tense or plural: «покидает», «набрали»; a participle agrees with
 * «номер»: «Мафией назван номер 7 — Мария»). A name never needs a case: a
 * seat is the subject of its sentence or stands after a colon, never the
 * object of a verb or a preposition («Жребий указал на номер 3 — Олег» would
 * leave Олег in the nominative after «на»). English puts a comma after a
 * named seat in the middle of a sentence ("number three, Anna, leaves").
 * Everything the voice says is in words, agreeing with its noun
 * (`numerals.ts`: «номер два», «двадцать одна секунда»), since a speech engine
 * reads «2 минуты» as «два минуты»; captions keep the digits. One term per
 * thing: «номер», «покидает стол» / «выгнать», «Балаган», «последнее
 * предположение», красные / чёрные in City.
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
 *   kind      'claim' | 'suspect' | 'defend'       (statement; a claim's findings in `black` and `red`)
 *   black, red  seat lists: a claim's findings    (statement)
 *   wording   the step's public wording seed (wording.ts); never said
 * A missing parameter never breaks a line: it reads «игрок» / "a player".
 *
 * A moment that comes back all game (nightfall, a role's wake, dawn, a vote's
 * result, a speech turn) has a list of wordings, the same number in both
 * languages, so a TV that changes language keeps the same one; `wording.ts`
 * chooses which from public things only. The first is the one said without a
 * `wording`.
 */
import { pluralRu, type Lang, type Params } from '../base/lang';
import type { NarrationKey, Preset } from '../engine/types';
import { MINUTE_RU, SECOND_RU, cardinalEn, cardinalRu, countEn, countRu } from './numerals';
import { wordingIndex } from './wording';

/** `caption` is shown on screen («№3 — Анна», «30 секунд»); `speech` is read aloud («номер три — Анна», «тридцать секунд»). */
export type LineMode = 'caption' | 'speech';

export interface LineArgs {
  preset: Preset;
  /** Said aloud: numbers in words. A caption keeps digits. */
  words: boolean;
  /** One seat, from `key` (default `seat`). */
  who(key?: string): string;
  /** `who` in the middle of an English sentence: a name is closed by a comma ("number three, Anna, leaves"). */
  subject(key?: string): string;
  /** Every seat of a comma list, from `key` (default `seats`, else `seat`). */
  all(key?: string): string;
  /** `all` in the middle of an English sentence. */
  subjects(key?: string): string;
  /** Like `all`, joined with «или» / "or". */
  either(key?: string): string;
  /** How many seats `all(key)` names. */
  count(key?: string): number;
  num(key: string, fallback: number): number;
  /** True for 'mafia', 1, '1' or 'true'. */
  flag(key: string): boolean;
  /** A word parameter as given ('' when missing). */
  word(key: string): string;
  has(key: string): boolean;
}

type Line = (a: LineArgs) => string;
/** One line, or the wordings of a moment that comes back (`wording.ts` chooses one). */
export type Wordings = Line | readonly Line[];

/** How a duration is counted: whole minutes as minutes, else seconds. */
function durationUnits(seconds: number): { n: number; minutes: boolean } {
  return seconds >= 60 && seconds % 60 === 0 ? { n: seconds / 60, minutes: true } : { n: seconds, minutes: false };
}

/**
 * A duration in the nominative: «минута», «две минуты», «двадцать одна
 * секунда»; with `words` false (a caption) «2 минуты», «21 секунда».
 */
export function durationRu(seconds: number, words = false): string {
  const { n, minutes } = durationUnits(seconds);
  if (minutes && n === 1) return 'минута';
  return countRu(n, minutes ? MINUTE_RU : SECOND_RU, 'nom', words);
}

export function durationEn(seconds: number, words = false): string {
  const { n, minutes } = durationUnits(seconds);
  if (minutes && n === 1) return 'one minute';
  return minutes ? countEn(n, 'minute', 'minutes', words) : countEn(n, 'second', 'seconds', words);
}

/** «Осталась минута», «Осталась двадцать одна секунда», «Осталось десять секунд»: the verb agrees with the count. */
function leftRu(seconds: number, words: boolean): string {
  const { n } = durationUnits(seconds);
  return `${pluralRu(n, 'Осталась', 'Осталось', 'Осталось')} ${durationRu(seconds, words)}`;
}

/** « У вас тридцать секунд.» when the engine said how long the turn is, else nothing. */
const timeRu = (a: LineArgs, lead = 'У вас'): string => (a.has('seconds') ? ` ${lead} ${durationRu(a.num('seconds', 0), a.words)}.` : '');
const timeEn = (a: LineArgs, lead = 'You have'): string => (a.has('seconds') ? ` ${lead} ${durationEn(a.num('seconds', 0), a.words)}.` : '');
/** The turn's length for the middle of a sentence, or null. */
const spanRu = (a: LineArgs): string | null => (a.has('seconds') ? durationRu(a.num('seconds', 0), a.words) : null);
const spanEn = (a: LineArgs): string | null => (a.has('seconds') ? durationEn(a.num('seconds', 0), a.words) : null);

/** Verb agreement with how many seats a list names: «покидает» / «покидают». */
const many = (a: LineArgs, key?: string): boolean => a.count(key) > 1;

const ORDINAL_RU = ['', 'первое', 'второе', 'третье', 'четвёртое'];
const ORDINAL_EN = ['', 'first', 'second', 'third', 'fourth'];

/** The acquaintance in City, in a classic game with one mafioso, and with more. */
const acquaintance = (city: string, alone: string, together: string): Line => (a) => {
  if (a.preset === 'city') return city;
  return a.has('mafia') && a.num('mafia', 2) === 1 ? alone : together;
};
/** «нас покидает номер 3 — Анна» / «нас покидают …»: who died in the night, the verb agreeing with the list. */
const lostRu = (a: LineArgs): string => `нас ${many(a) ? 'покидают' : 'покидает'} ${a.all()}`;
/** «стол покидает номер 7 — Мария» / «стол покидают …». */
const leaveRu = (a: LineArgs): string => `стол ${many(a) ? 'покидают' : 'покидает'} ${a.all()}`;
/** "number seven, Maria, leaves the table" / "… leave the table". */
const leaveEn = (a: LineArgs): string => `${a.subjects()} ${many(a) ? 'leave' : 'leaves'} the table`;

const ru: Record<NarrationKey, Wordings> = {
  gameStart: () => 'Игра начинается.',
  cardCheck: (a) => `Посмотрите свою карту на телефоне: нажмите на неё и удерживайте. Никому её не показывайте.${timeRu(a)}`,
  redealt: () => 'Карты раздаются заново.',
  nightFalls: [
    () => 'Город засыпает. Смотрите только в свой телефон.',
    () => 'Наступает ночь. Город засыпает.',
    () => 'Город засыпает. В чужие телефоны не заглядываем.',
  ],
  acquaintanceWake: [
    acquaintance('Просыпаются чёрные: дон и мафия. Познакомьтесь.', 'Просыпается мафия. Напарников в этой игре нет.', 'Просыпается мафия. Познакомьтесь друг с другом.'),
    acquaintance('Просыпаются чёрные: дон и мафия. Запомните друг друга.', 'Просыпается мафия. Союзников в этой игре нет.', 'Просыпается мафия. Запомните друг друга.'),
  ],
  acquaintanceSleep: (a) => (a.preset === 'city' ? 'Чёрные засыпают.' : 'Мафия засыпает.'),
  putanaWake: [() => 'Просыпается путана. Выберите клиента.', () => 'Просыпается путана. К кому вы идёте этой ночью?'],
  putanaSleep: () => 'Путана засыпает.',
  mafiaWake: [
    () => 'Просыпается мафия. Выберите жертву.',
    () => 'Мафия просыпается и делает свой выбор.',
    () => 'Мафия просыпается. Кто станет жертвой этой ночью?',
  ],
  mafiaSleep: () => 'Мафия засыпает.',
  maniacWake: [
    () => 'Просыпается маньяк. Выберите жертву.',
    () => 'Маньяк просыпается и выходит на охоту.',
    () => 'Маньяк просыпается. Кто не доживёт до утра?',
  ],
  maniacSleep: () => 'Маньяк засыпает.',
  doctorWake: [
    () => 'Просыпается доктор. Кого вы лечите этой ночью?',
    () => 'Просыпается доктор. Кого вы спасаете этой ночью?',
    () => 'Доктор просыпается. Кому этой ночью нужна ваша помощь?',
  ],
  doctorSleep: () => 'Доктор засыпает.',
  commissarWake: [
    () => 'Просыпается комиссар. Кого вы проверяете?',
    () => 'Просыпается комиссар. Кто под подозрением этой ночью?',
    () => 'Комиссар просыпается. Чью карту вы проверите этой ночью?',
  ],
  commissarSleep: () => 'Комиссар засыпает.',
  sheriffWake: [
    () => 'Просыпается шериф. Кого вы проверяете?',
    () => 'Просыпается шериф. Кто под подозрением этой ночью?',
    () => 'Шериф просыпается. Чью карту вы проверите этой ночью?',
  ],
  sheriffSleep: () => 'Шериф засыпает.',
  donWake: [
    () => 'Просыпается дон. Ищите шерифа.',
    () => 'Просыпается дон. Кто за этим столом шериф?',
    () => 'Дон просыпается. Где прячется шериф?',
  ],
  donSleep: () => 'Дон засыпает.',
  morningKilled: [
    (a) => `Город просыпается. Этой ночью нас покидает ${a.who()}.`,
    (a) => `Наступает утро. Печальная новость: этой ночью нас покидает ${a.who()}.`,
    (a) => `Город просыпается, но не весь. Этой ночью нас покидает ${a.who()}.`,
  ],
  morningKilledMany: [
    (a) => `Город просыпается. Этой ночью ${lostRu(a)}.`,
    (a) => `Наступает утро. Печальная новость: этой ночью ${lostRu(a)}.`,
    (a) => `Город просыпается, но не весь. Этой ночью ${lostRu(a)}.`,
  ],
  morningPeaceful: [
    () => 'Город просыпается. Этой ночью никто не погиб.',
    () => 'Доброе утро, город! Этой ночью обошлось без жертв.',
    () => 'Город просыпается. Ночь прошла спокойно: проснулись все.',
  ],
  morningFirst: () => 'Город просыпается. Ночь знакомства позади.',
  morningAlibi: (a) => `Алиби: сегодня по голосованию не может покинуть стол ${a.who()}.`,
  speechTurn: [
    (a) => `Слово получает ${a.who()}.${timeRu(a)}`,
    // An address: the seat in the nominative, as a name is called.
    (a) => `${cap(a.who())}, вам слово.${timeRu(a)}`,
    (a) => `Говорит ${a.who()}.${timeRu(a)}`,
  ],
  discussion: (a) => `Балаган! Обсуждаем все вместе.${timeRu(a, 'На обсуждение —')}`,
  voteStart: (a) => `Голосование. Сделайте выбор на телефоне.${timeRu(a)}`,
  // «Ещё голосует»: present tense, so no gender; the seats are its subject, in the nominative.
  voteReminder: (a) => `Ещё ${many(a) ? 'голосуют' : 'голосует'} ${a.all()}.${a.has('seconds') ? ` ${leftRu(a.num('seconds', 0), a.words)}.` : ''}`,
  voteClosed: () => 'Голосование окончено. Подводим итоги.',
  // Also said when City's lone nominee after day 1 leaves without a vote (engine/vote.ts): no wording speaks of votes.
  voteEliminated: [
    (a) => `Город решил: ${leaveRu(a)}.`,
    (a) => `Решение принято: ${leaveRu(a)}.`,
    (a) => `Итак, ${leaveRu(a)}.`,
  ],
  voteTie: [
    (a) => (a.has('seats') ? `Ничья. Поровну голосов набрали ${a.all()}.` : 'Ничья.'),
    (a) => (a.has('seats') ? `У нас ничья: поровну голосов набрали ${a.all()}.` : 'У нас ничья.'),
    (a) => (a.has('seats') ? `Ничья. Одинаковое число голосов набрали ${a.all()}.` : 'Ничья.'),
  ],
  justificationTurn: (a) => `Оправдательная речь. Слово получает ${a.who()}.${timeRu(a)}`,
  revoteStart: (a) => `Переголосование. Кандидаты: ${a.all()}.${timeRu(a)}`,
  // The revote's tie has just been announced (voteTie): no second «Снова ничья» for the same count.
  eliminateAllStart: (a) => `Голосуем, выгнать ли всех: ${a.all()}.${timeRu(a)}`,
  eliminateAllYes: (a) => `Город решил выгнать всех. Стол ${many(a) ? 'покидают' : 'покидает'} ${a.all()}.`,
  eliminateAllNo: [
    () => 'Город решил никого не выгонять.',
    () => 'Решение принято: никто не покидает стол.',
    () => 'Город оставляет всех за столом.',
  ],
  lotStart: (a) => `Бросаем жребий: ${a.either()}.`,
  lotResult: (a) => `По жребию стол покидает ${a.who()}.`,
  secondTieNone: [() => 'Снова ничья. Сегодня никто не покидает стол.', () => 'И снова ничья. Сегодня все остаются за столом.'],
  noNominees: () => 'Кандидатур нет. Голосования сегодня не будет.',
  singleNomineeFirstDay: (a) => `В первый день одну кандидатуру на голосование не ставят. За столом остаётся ${a.who()}.`,
  lastWord: (a) => `Последнее слово. Говорит ${a.who()}.${timeRu(a)}`,
  // Spoken to the player throughout: the seat is an address, then «у вас».
  farewell: (a) => (a.has('seconds')
    ? `Прощальное слово. ${cap(a.who())}, у вас ${spanRu(a)}, чтобы попрощаться с городом.`
    : `Прощальное слово. ${cap(a.who())}, попрощайтесь с городом.`),
  // «назван», «проверен» agree with «номер», never with the player.
  // The speaker stands as a label before a colon, so the name needs no case («его выбор» would need a gender).
  lastGuess: (a) => `Последнее предположение. ${cap(a.who())}: мафией назван ${a.who('target')}.`,
  revealCheck: (a) => `Комиссар открывает проверку. ${cap(a.who())}: проверен ${a.who('target')}. Результат: ${a.flag('verdict') ? 'мафия' : 'не мафия'}.`,
  // A bot's statement, told as a club host retells a speech: «называет себя» takes no gender, and the seats stand after a colon.
  statement: (a) => {
    const speaker = cap(a.who());
    if (a.word('kind') === 'suspect') return `${speaker} подозревает: ${a.all('seats')}.`;
    if (a.word('kind') !== 'claim') return `${speaker} называет себя мирным жителем.`;
    const city = a.preset === 'city';
    const found = (key: string, one: string, several: string): string => (a.has(key) ? ` ${many(a, key) ? several : one}: ${a.all(key)}.` : '');
    return `${speaker} называет себя ${city ? 'шерифом' : 'комиссаром'}.${found('black', city ? 'Чёрный' : 'Мафия', city ? 'Чёрные' : 'Мафия')}${found('red', city ? 'Красный' : 'Не мафия', city ? 'Красные' : 'Не мафия')}`;
  },
  // «Первое предупреждение получает …»: the seat is the subject, and the word is said once.
  warning: (a) => {
    const nth = ORDINAL_RU[a.num('count', 0)];
    return `${nth ? cap(`${nth} предупреждение`) : 'Предупреждение'} получает ${a.who()}.`;
  },
  // Always right after the second `warning`, which has just said «второе предупреждение».
  removedByWarnings: (a) => `Это удаление: стол покидает ${a.who()}.`,
  removedByHost: (a) => `Решение ведущего: стол покидает ${a.who()}.`,
  paused: () => 'Пауза.',
  resumed: () => 'Продолжаем.',
  extended: (a) => `Ещё ${durationRu(a.num('seconds', 30), a.words)}.`,
  winTown: (a) => (a.preset === 'city' ? 'Игра окончена. Победили красные — мирный город!' : 'Игра окончена. Победили мирные жители!'),
  winMafia: (a) => (a.preset === 'city' ? 'Игра окончена. Победили чёрные — мафия!' : 'Игра окончена. Победила мафия!'),
  winManiac: () => 'Игра окончена. Победа за маньяком!',
  gameEnded: () => 'Игра завершена досрочно.',
};

const en: Record<NarrationKey, Wordings> = {
  gameStart: () => 'The game begins.',
  cardCheck: (a) => `Look at your card: press and hold it on your phone. Don’t show it to anyone.${timeEn(a)}`,
  redealt: () => 'The cards are dealt again.',
  nightFalls: [
    () => 'The city falls asleep. Keep your eyes on your own phone.',
    () => 'Night falls. The city goes to sleep.',
    () => 'The city falls asleep. No peeking at anyone else’s phone.',
  ],
  acquaintanceWake: [
    acquaintance('The black team wakes up: the Don and the mafia. Meet each other.', 'The mafia wakes up. There is only one mafioso in this game.', 'The mafia wakes up. Meet each other.'),
    acquaintance('The black team wakes up: the Don and the mafia. Remember each other.', 'The mafia wakes up. You have no partners in this game.', 'The mafia wakes up. Remember your partners.'),
  ],
  acquaintanceSleep: (a) => (a.preset === 'city' ? 'The black team falls asleep.' : 'The mafia falls asleep.'),
  putanaWake: [() => 'The Lover wakes up. Choose someone to visit.', () => 'The Lover wakes up. Who will you visit tonight?'],
  putanaSleep: () => 'The Lover falls asleep.',
  mafiaWake: [
    () => 'The mafia wakes up. Choose a victim.',
    () => 'The mafia wakes up and makes its choice.',
    () => 'The mafia wakes up. Who will be the victim tonight?',
  ],
  mafiaSleep: () => 'The mafia falls asleep.',
  maniacWake: [
    () => 'The Maniac wakes up. Choose a victim.',
    () => 'The Maniac wakes up and goes hunting.',
    () => 'The Maniac wakes up. Who will not live to see the morning?',
  ],
  maniacSleep: () => 'The Maniac falls asleep.',
  doctorWake: [
    () => 'The Doctor wakes up. Who will you heal tonight?',
    () => 'The Doctor wakes up. Who will you save tonight?',
    () => 'The Doctor wakes up. Who needs your help tonight?',
  ],
  doctorSleep: () => 'The Doctor falls asleep.',
  commissarWake: [
    () => 'The Commissar wakes up. Who will you check?',
    () => 'The Commissar wakes up. Who is under suspicion tonight?',
    () => 'The Commissar wakes up. Whose card will you check tonight?',
  ],
  commissarSleep: () => 'The Commissar falls asleep.',
  sheriffWake: [
    () => 'The Sheriff wakes up. Who will you check?',
    () => 'The Sheriff wakes up. Who is under suspicion tonight?',
    () => 'The Sheriff wakes up. Whose card will you check tonight?',
  ],
  sheriffSleep: () => 'The Sheriff falls asleep.',
  donWake: [
    () => 'The Don wakes up. Look for the Sheriff.',
    () => 'The Don wakes up. Who at this table is the Sheriff?',
    () => 'The Don wakes up. Where is the Sheriff hiding?',
  ],
  donSleep: () => 'The Don falls asleep.',
  // Said at dawn, so the night is "last night".
  morningKilled: [
    (a) => `The city wakes up. Last night we lost ${a.who()}.`,
    (a) => `Morning comes, with sad news: last night we lost ${a.who()}.`,
    (a) => `The city wakes up, but not everyone does. Last night we lost ${a.who()}.`,
  ],
  morningKilledMany: [
    (a) => `The city wakes up. Last night we lost ${a.all()}.`,
    (a) => `Morning comes, with sad news: last night we lost ${a.all()}.`,
    (a) => `The city wakes up, but not everyone does. Last night we lost ${a.all()}.`,
  ],
  morningPeaceful: [
    () => 'The city wakes up. Nobody died last night.',
    () => 'Good morning, city! Last night there were no victims.',
    () => 'The city wakes up. Last night was quiet: everyone woke up.',
  ],
  morningFirst: () => 'The city wakes up. The introductions are over.',
  morningAlibi: (a) => `${cap(a.subject())} has an alibi and cannot be voted out today.`,
  speechTurn: [
    (a) => `The floor goes to ${a.who()}.${timeEn(a)}`,
    (a) => `${cap(a.who())}, the floor is yours.${timeEn(a)}`,
    (a) => `Over to ${a.who()}.${timeEn(a)}`,
  ],
  discussion: (a) => (spanEn(a) ? `Open discussion for ${spanEn(a)}! Everyone may speak.` : 'Open discussion! Everyone may speak.'),
  voteStart: (a) => `Time to vote. Make your choice on your phone.${timeEn(a)}`,
  voteReminder: (a) => `Still waiting for ${a.subjects()} to vote.${a.has('seconds') ? ` ${cap(durationEn(a.num('seconds', 0), a.words))} left.` : ''}`,
  voteClosed: () => 'The vote is closed. Let’s count.',
  voteEliminated: [
    (a) => `The city has decided: ${leaveEn(a)}.`,
    (a) => `The decision is made: ${leaveEn(a)}.`,
    (a) => `The verdict is in: ${leaveEn(a)}.`,
  ],
  voteTie: [
    (a) => (a.has('seats') ? `A tie between ${a.all()}.` : 'A tie.'),
    (a) => (a.has('seats') ? `We have a tie: ${a.all()}.` : 'We have a tie.'),
    (a) => (a.has('seats') ? `The votes are split evenly between ${a.all()}.` : 'The votes are split evenly.'),
  ],
  justificationTurn: (a) => `${cap(a.who())}: your defence.${timeEn(a)}`,
  revoteStart: (a) => `A revote between ${a.all()}.${timeEn(a)}`,
  // The revote's tie has just been announced (voteTie): no second "a tie again" for the same count.
  eliminateAllStart: (a) => `A vote to send them all out: ${a.all()}.${timeEn(a)}`,
  eliminateAllYes: (a) => `The city votes them all out: ${a.subjects()} ${many(a) ? 'leave' : 'leaves'} the table.`,
  eliminateAllNo: [
    () => 'The city keeps them all.',
    () => 'The decision is made: nobody leaves the table.',
    () => 'The city lets them all stay at the table.',
  ],
  lotStart: (a) => `We draw lots: ${a.either()}.`,
  lotResult: (a) => `The lot has decided: ${a.subject()} leaves the table.`,
  secondTieNone: [() => 'A tie again. Nobody leaves the table today.', () => 'Another tie. Everyone stays at the table today.'],
  noNominees: () => 'Nobody was nominated. There is no vote today.',
  singleNomineeFirstDay: (a) => `On the first day a single nominee is not voted on. ${cap(a.subject())} stays at the table.`,
  lastWord: (a) => `The last word goes to ${a.who()}.${timeEn(a)}`,
  farewell: (a) => (a.has('seconds')
    ? `${cap(a.who())}, you have ${spanEn(a)} to say farewell to the city.`
    : `${cap(a.who())}, say farewell to the city.`),
  lastGuess: (a) => `The last guess: ${a.subject()} names ${a.subject('target')} as mafia.`,
  revealCheck: (a) => `The Commissar reveals a check. ${cap(a.subject())} says: ${a.subject('target')} ${a.flag('verdict') ? 'is mafia' : 'is not mafia'}.`,
  statement: (a) => {
    const speaker = cap(a.subject());
    if (a.word('kind') === 'suspect') return `${speaker} suspects ${a.all('seats')}.`;
    if (a.word('kind') !== 'claim') return `${speaker} claims to be a civilian.`;
    const city = a.preset === 'city';
    const found = (key: string, label: string): string => (a.has(key) ? ` ${label}: ${a.all(key)}.` : '');
    return `${speaker} claims to be the ${city ? 'Sheriff' : 'Commissar'}.${found('black', city ? 'Black' : 'Mafia')}${found('red', city ? 'Red' : 'Not mafia')}`;
  },
  warning: (a) => {
    const nth = ORDINAL_EN[a.num('count', 0)];
    return `${nth ? cap(`${nth} warning`) : 'A warning'} for ${a.who()}.`;
  },
  // Always right after the second `warning`.
  removedByWarnings: (a) => `That is the limit: ${a.subject()} leaves the table.`,
  removedByHost: (a) => `By the host’s decision, ${a.subject()} leaves the table.`,
  paused: () => 'Paused.',
  resumed: () => 'Let’s continue.',
  extended: (a) => `${cap(durationEn(a.num('seconds', 30), a.words))} more.`,
  winTown: (a) => (a.preset === 'city' ? 'The game is over. The red team, the town, wins!' : 'The game is over. The town wins!'),
  winMafia: (a) => (a.preset === 'city' ? 'The game is over. The black team, the mafia, wins!' : 'The game is over. The mafia wins!'),
  winManiac: () => 'The game is over. The Maniac wins!',
  gameEnded: () => 'The game has been ended early.',
};

export const narrationLines: Record<Lang, Record<NarrationKey, Wordings>> = { ru, en };

/** A key's wordings in a language, one or more. */
export function wordingsOf(lang: Lang, key: NarrationKey): readonly Line[] {
  const wordings = narrationLines[lang][key];
  return typeof wordings === 'function' ? [wordings] : wordings;
}

/** The first letter in capitals, for a seat that opens a sentence ("Number 3, Anna"). */
function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const SOMEONE: Record<Lang, string> = { ru: 'игрок', en: 'a player' };
const AND: Record<Lang, string> = { ru: 'и', en: 'and' };
const OR: Record<Lang, string> = { ru: 'или', en: 'or' };

/**
 * A seat as a club says it: the number first, the name after it in the
 * nominative. Aloud the number is a word («номер два», "number two"); a
 * caption is short, as on the TV's table ("№2 — Пётр", "#2 Pyotr").
 */
function seatText(lang: Lang, mode: LineMode, seat: number, name: string | undefined): string {
  if (mode === 'caption') {
    if (lang === 'ru') return name ? `№${seat} — ${name}` : `№${seat}`;
    return name ? `#${seat} ${name}` : `#${seat}`;
  }
  if (lang === 'ru') return name ? `номер ${cardinalRu(seat)} — ${name}` : `номер ${cardinalRu(seat)}`;
  return name ? `number ${cardinalEn(seat)}, ${name}` : `number ${cardinalEn(seat)}`;
}

/**
 * Seats in a list. Said in English, "number nine, Anna and number eight,
 * Boris" sounds like four people, so a named seat is closed by a comma and
 * three or more are kept apart by semicolons: "number two, Pyotr; number
 * five, Sasha; and number seven, Maria".
 */
function joinSeats(lang: Lang, mode: LineMode, items: { text: string; named: boolean }[], word: string): string {
  const texts = items.map((item) => item.text);
  if (texts.length <= 1) return texts[0] ?? SOMEONE[lang];
  const spokenEn = lang === 'en' && mode === 'speech' && items.some((item) => item.named);
  if (!spokenEn) return `${texts.slice(0, -1).join(', ')} ${word} ${texts.at(-1)}`;
  if (texts.length === 2) return `${texts[0]}, ${word} ${texts[1]}`;
  return `${texts.slice(0, -1).join('; ')}; ${word} ${texts.at(-1)}`;
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
  /** Says this wording, whatever `params.wording` chooses: the docs and tests show each one. */
  wording?: number;
}

/** The text of one narration line, its parameters filled. */
export function narrationText(key: NarrationKey, params: Params = {}, ctx: LineContext): string {
  const { lang, mode } = ctx;
  const nameAt = (seat: number): string | undefined => {
    const own = seat === Number(params.seat) && typeof params.name === 'string' ? params.name : undefined;
    return own ?? ctx.nameOf(seat);
  };
  const item = (seat: number) => ({ text: seatText(lang, mode, seat, nameAt(seat)), named: Boolean(nameAt(seat)) });
  const listKey = (k?: string): string => k ?? (params.seats !== undefined ? 'seats' : 'seat');
  const list = (k: string | undefined, word: string): string => joinSeats(lang, mode, seatList(params[listKey(k)]).map(item), word);
  /** English, spoken: a seat that ends in a name, followed by more of the sentence, takes a closing comma. */
  const closed = (text: string, lastSeat: number | undefined): string =>
    lang === 'en' && mode === 'speech' && lastSeat !== undefined && nameAt(lastSeat) ? `${text},` : text;
  const who = (k = 'seat'): string => {
    const seat = seatList(params[k])[0];
    return seat === undefined ? SOMEONE[lang] : item(seat).text;
  };
  const args: LineArgs = {
    preset: ctx.preset,
    words: mode === 'speech',
    who,
    subject: (k = 'seat') => closed(who(k), seatList(params[k])[0]),
    all: (k) => list(k, AND[lang]),
    subjects: (k) => closed(list(k, AND[lang]), seatList(params[listKey(k)]).at(-1)),
    either: (k) => list(k, OR[lang]),
    count: (k) => seatList(params[listKey(k)]).length,
    num: (k, fallback) => {
      const n = Number(params[k]);
      return Number.isFinite(n) && params[k] !== undefined && params[k] !== '' ? n : fallback;
    },
    flag: (k) => params[k] === 1 || params[k] === 'true' || params[k] === 'mafia' || params[k] === '1',
    has: (k) => params[k] !== undefined && params[k] !== '',
    word: (k) => String(params[k] ?? ''),
  };
  const wordings = wordingsOf(lang, key);
  const index = ctx.wording ?? wordingIndex(key, params, wordings.length);
  return (wordings[index % wordings.length] ?? wordings[0]!)(args);
}
