/**
 * The TV's words for what it keeps between games: the paces, the saved
 * setups, the new seating and the game history. Beside strings.ts (same
 * shape, same checks: a key missing in Russian fails the type-check).
 */
import { pluralRu, translate, type Dictionary, type Lang, type Params } from '../shared/i18n';

const en = {
  'pace.label': 'Pace',
  'pace.club': 'Club',
  'pace.relaxed': 'Relaxed',
  'pace.quick': 'Quick',
  'pace.own': 'Your own times: a timer was changed',
  'pace.clubName': 'club pace',
  'pace.relaxedName': 'relaxed pace',
  'pace.quickName': 'quick pace',
  'pace.ownName': 'own times',
  'pace.speech': 'speech',
  'pace.discussion': 'open talk',
  'pace.lastWord': 'last word',
  'pace.vote': 'vote',
  'pace.night': 'night',
  'clock.label': 'Clocks (for practice)',
  'clock.full': 'Normal',
  'clock.half': 'Twice as fast',

  'setups.open': 'Saved setups',
  'setups.title': 'Saved setups',
  'setups.none': 'Nothing saved yet. Save the setup below to start from it next time in one step.',
  'setups.current': 'The setup now',
  'setups.name': 'Name',
  'setups.save': 'Save it',
  'setups.play': 'Play',
  'setups.use': 'Use',
  'setups.delete': 'Delete',
  'setups.auto': (p: Params) => `${p.preset} · ${p.players} · ${p.pace}`,
  'setups.summary': (p: Params) => `${p.preset} · ${p.players} ${Number(p.players) === 1 ? 'player' : 'players'} · ${p.pace}`,
  'setups.short': (p: Params) => `${p.n} more ${Number(p.n) === 1 ? 'player' : 'players'} to play`,
  'setups.saved': 'Saved',

  'seats.new': 'Same players, new seats',
  'seats.playAgain': 'Play again, new seats',

  'history.open': 'Game history',
  'history.title': 'Game history',
  'history.none': 'No game has been finished on this TV yet. Each finished game is kept here.',
  'history.count': (p: Params) => `${p.n} ${Number(p.n) === 1 ? 'game' : 'games'} on this TV`,
  'history.ended': 'Ended by the host',
  'history.players': (p: Params) => `${p.n} players`,
  'history.delete': 'Delete this game',
  'history.timeline': 'How it went',
  'history.pick': 'Press a name to see that player’s games here.',
  'history.bot': 'bot',
  'history.record': (p: Params) =>
    `${p.name}: ${p.games} ${Number(p.games) === 1 ? 'game' : 'games'}, ${p.wins} ${Number(p.wins) === 1 ? 'win' : 'wins'}`,
  'history.roles': 'Cards',
  'history.won': 'won',
  'history.lost': 'lost',
} satisfies Dictionary<string>;

export type TableKey = keyof typeof en;

const ru: Dictionary<TableKey> = {
  'pace.label': 'Темп',
  'pace.club': 'Клубный',
  'pace.relaxed': 'Спокойный',
  'pace.quick': 'Быстрый',
  'pace.own': 'Своё время: таймер изменён',
  'pace.clubName': 'клубный темп',
  'pace.relaxedName': 'спокойный темп',
  'pace.quickName': 'быстрый темп',
  'pace.ownName': 'своё время',
  'pace.speech': 'речь',
  'pace.discussion': 'балаган',
  'pace.lastWord': 'последнее слово',
  'pace.vote': 'голос',
  'pace.night': 'ночь',
  'clock.label': 'Ход часов (для тренировки)',
  'clock.full': 'Обычный',
  'clock.half': 'Вдвое быстрее',

  'setups.open': 'Сохранённые настройки',
  'setups.title': 'Сохранённые настройки',
  'setups.none': 'Пока ничего не сохранено. Сохраните настройки ниже — в следующий раз игра начнётся с них в одно нажатие.',
  'setups.current': 'Настройки сейчас',
  'setups.name': 'Название',
  'setups.save': 'Сохранить',
  'setups.play': 'Играть',
  'setups.use': 'Выбрать',
  'setups.delete': 'Удалить',
  'setups.auto': (p: Params) => `${p.preset} · ${p.players} · ${p.pace}`,
  'setups.summary': (p: Params) => `${p.preset} · ${p.players} ${pluralRu(Number(p.players), 'игрок', 'игрока', 'игроков')} · ${p.pace}`,
  'setups.short': (p: Params) => `Для игры не хватает ${p.n} ${pluralRu(Number(p.n), 'игрока', 'игроков', 'игроков')}`,
  'setups.saved': 'Сохранено',

  'seats.new': 'Те же игроки, новые места',
  'seats.playAgain': 'Сыграть ещё, новые места',

  'history.open': 'История игр',
  'history.title': 'История игр',
  'history.none': 'На этом телевизоре ещё не доиграна ни одна игра. Каждая сыгранная игра сохранится здесь.',
  'history.count': (p: Params) => `${p.n} ${pluralRu(Number(p.n), 'игра', 'игры', 'игр')} на этом телевизоре`,
  'history.ended': 'Игра остановлена ведущим',
  'history.players': (p: Params) => `${p.n} ${pluralRu(Number(p.n), 'игрок', 'игрока', 'игроков')}`,
  'history.delete': 'Удалить эту игру',
  'history.timeline': 'Ход игры',
  'history.pick': 'Нажмите на имя — здесь появятся игры этого игрока.',
  'history.bot': 'бот',
  'history.record': (p: Params) =>
    `${p.name}: ${p.games} ${pluralRu(Number(p.games), 'игра', 'игры', 'игр')}, ${p.wins} ${pluralRu(Number(p.wins), 'победа', 'победы', 'побед')}`,
  'history.roles': 'Карты',
  'history.won': 'победа',
  'history.lost': 'поражение',
};

const dictionaries: Record<Lang, Dictionary<TableKey>> = { en, ru };

export function tt(lang: Lang, key: TableKey, params?: Params): string {
  return translate(dictionaries, lang, key, params);
}

/** A timer's length as a table says it: "45 s", "1:30" (ru «45 с», «1:30»). */
export function clockText(lang: Lang, seconds: number): string {
  if (seconds < 60) return lang === 'ru' ? `${seconds} с` : `${seconds} s`;
  const rest = seconds % 60;
  return `${Math.floor(seconds / 60)}:${String(rest).padStart(2, '0')}`;
}
