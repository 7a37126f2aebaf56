/**
 * Every word the TV shows, in Russian and English: the keyed dictionaries
 * (strings-en.ts defines the keys, strings-ru.ts has the same), the phase and
 * night-step titles, and the game-over walk-through's sentences. Narration
 * lines live in `src/narrator/lines.ts`; role and side names in
 * `src/ui/shared/roles-text.ts`.
 */
import { translate, pluralRu, type Dictionary, type Lang, type Params } from '../shared/i18n';
import type { NightStepName, PhaseName, Timers } from '../../engine/types';
import { en, type TvKey } from './strings-en';
import { ru } from './strings-ru';

export type { TvKey };

export const tvDictionaries: Record<Lang, Dictionary<TvKey>> = { en, ru };

export function t(lang: Lang, key: TvKey, params?: Params): string {
  return translate(tvDictionaries, lang, key, params);
}

/** The title the TV shows for each phase (the pause overlay names the phase it froze). */
export const phaseTitles: Record<Lang, Record<PhaseName, string>> = {
  en: {
    deal: 'Look at your card',
    night: 'Night',
    morning: 'Morning',
    speech: 'Speeches',
    discussion: 'Open discussion',
    vote: 'Vote',
    voteResult: 'Vote result',
    justification: 'Defence speeches',
    eliminateAll: 'Eliminate all?',
    lot: 'Coin toss',
    lastWord: 'Last word',
    peacefulPause: 'A peaceful day',
    gameOver: 'Game over',
  },
  ru: {
    deal: 'Посмотрите свою карту',
    night: 'Ночь',
    morning: 'Утро',
    speech: 'Речи',
    discussion: 'Балаган',
    vote: 'Голосование',
    voteResult: 'Итоги голосования',
    justification: 'Оправдание',
    eliminateAll: 'Выгнать всех?',
    lot: 'Жребий',
    lastWord: 'Последнее слово',
    peacefulPause: 'Мирный день',
    gameOver: 'Игра окончена',
  },
};

export function phaseTitle(lang: Lang, name: PhaseName): string {
  return phaseTitles[lang][name];
}

/** The caption of each night step: public, since the narrator calls every step whoever is alive. */
export const nightStepTitles: Record<Lang, Record<NightStepName, string>> = {
  en: {
    acquaintance: 'The mafia meet',
    putana: 'The Lover wakes',
    mafia: 'The mafia wakes',
    maniac: 'The Maniac wakes',
    doctor: 'The Doctor wakes',
    commissar: 'The Commissar wakes',
    sheriff: 'The Sheriff wakes',
    don: 'The Don wakes',
  },
  ru: {
    acquaintance: 'Мафия знакомится',
    putana: 'Просыпается путана',
    mafia: 'Просыпается мафия',
    maniac: 'Просыпается маньяк',
    doctor: 'Просыпается доктор',
    commissar: 'Просыпается комиссар',
    sheriff: 'Просыпается шериф',
    don: 'Просыпается дон',
  },
};

export const timerKeys: Record<keyof Timers, TvKey> = {
  acquaintance: 'timer.acquaintance',
  mafia: 'timer.mafia',
  nightRole: 'timer.nightRole',
  morning: 'timer.morning',
  speech: 'timer.speech',
  discussion: 'timer.discussion',
  vote: 'timer.vote',
  justification: 'timer.justification',
  justificationMany: 'timer.justificationMany',
  voteResult: 'timer.voteResult',
  lastWord: 'timer.lastWord',
  farewell: 'timer.farewell',
  peacefulPause: 'timer.peacefulPause',
  lot: 'timer.lot',
  deal: 'timer.deal',
  voteGrace: 'timer.voteGrace',
};

/**
 * Game over's sentences, shown and read aloud (recap.ts): each card as it
 * turns, then the story. The subject is a role
 * or the city, never the player, so no verb takes a player's gender; the
 * player is "номер 4 — Гоша", the name in the nominative.
 */
const recapEn = {
  'recap.acquaintance': 'The mafia met.',
  'recap.quiet': 'A quiet night.',
  'recap.mafiaShot': (p: Params) => `The mafia shot at #${p.seat} ${p.name}.`,
  'recap.mafiaHeld': 'The mafia held fire.',
  'recap.mafiaSplit': 'The mafia did not agree: no shot.',
  'recap.mafiaNone': 'The mafia did not shoot.',
  'recap.maniacShot': (p: Params) => `The Maniac attacked #${p.seat} ${p.name}.`,
  'recap.maniacBlocked': 'The Lover kept the Maniac busy.',
  'recap.doctorHealed': (p: Params) => `The Doctor healed #${p.seat} ${p.name}.`,
  'recap.doctorBlocked': 'The Lover kept the Doctor busy.',
  'recap.loverVisited': (p: Params) => `The Lover visited #${p.seat} ${p.name}.`,
  'recap.commissarMafia': (p: Params) => `The Commissar checked #${p.seat} ${p.name}: mafia.`,
  'recap.commissarTown': (p: Params) => `The Commissar checked #${p.seat} ${p.name}: not mafia.`,
  'recap.sheriffBlack': (p: Params) => `The Sheriff checked #${p.seat} ${p.name}: black.`,
  'recap.sheriffRed': (p: Params) => `The Sheriff checked #${p.seat} ${p.name}: red.`,
  'recap.donFound': (p: Params) => `The Don found the Sheriff: #${p.seat} ${p.name}.`,
  'recap.donMissed': (p: Params) => `The Don checked #${p.seat} ${p.name}: not the Sheriff.`,
  'recap.checkBlocked': 'No check: the Lover kept the checker busy.',
  'recap.dawnKilled': (p: Params) => `At dawn the city lost #${p.seat} ${p.name}.`,
  'recap.dawnSaved': (p: Params) => `The Doctor saved #${p.seat} ${p.name}.`,
  'recap.dawnWithLover': (p: Params) => `With the Lover, the city lost #${p.seat} ${p.name}.`,
  'recap.count': (p: Params) => `#${p.seat}: ${p.votes}`,
  'recap.votedOut': (p: Params) => `Votes ${p.counts}. The city voted out #${p.seat} ${p.name}.`,
  'recap.tie': (p: Params) => `Votes ${p.counts}: a tie.`,
  'recap.revoteTie': (p: Params) => `Revote ${p.counts}: a tie again.`,
  'recap.allOut': (p: Params) => `Eliminate all of ${p.seats}? Yes ${p.yes}, no ${p.no}: they all left.`,
  'recap.allStay': (p: Params) => `Eliminate all of ${p.seats}? Yes ${p.yes}, no ${p.no}: they all stayed.`,
  'recap.coin': (p: Params) => `The coin chose #${p.seat} ${p.name}.`,
  'recap.warnedOut': (p: Params) => `Two warnings: #${p.seat} ${p.name} left the table.`,
  'recap.ghost': (p: Params) => `Ghost #${p.seat} ${p.name}: ${p.score}, ${p.wrong}, ${p.since}.`,
  'recap.card': (p: Params) => `Number ${p.seat}, ${p.name}: ${p.role}.`,
  'recap.markShot': 'shot at',
  'recap.markHealed': 'healed',
  'recap.markVisited': 'visited',
  'recap.markChecked': 'checked',
  'recap.markKilled': 'killed',
  'recap.markSaved': 'saved',
  'recap.markVotedOut': 'voted out',
  'recap.markWarned': 'two warnings',
  'recap.markGhost': 'ghost',
} satisfies Dictionary<string>;

export type RecapKey = keyof typeof recapEn;

const votesRu = (n: unknown) => `${n} ${pluralRu(Number(n), 'голос', 'голоса', 'голосов')}`;

const recapRu: Dictionary<RecapKey> = {
  'recap.acquaintance': 'Мафия знакомилась.',
  'recap.quiet': 'Ночь прошла тихо.',
  'recap.mafiaShot': (p) => `Мафия стреляла в номер ${p.seat} — ${p.name}.`,
  'recap.mafiaHeld': 'Мафия не стала стрелять.',
  'recap.mafiaSplit': 'Мафия не договорилась — выстрела не было.',
  'recap.mafiaNone': 'Мафия не стреляла.',
  'recap.maniacShot': (p) => `Маньяк напал на номер ${p.seat} — ${p.name}.`,
  'recap.maniacBlocked': 'Путана отвлекла маньяка.',
  'recap.doctorHealed': (p) => `Доктор лечил номер ${p.seat} — ${p.name}.`,
  'recap.doctorBlocked': 'Путана отвлекла доктора.',
  'recap.loverVisited': (p) => `Путана навестила номер ${p.seat} — ${p.name}.`,
  'recap.commissarMafia': (p) => `Комиссар проверил номер ${p.seat} — ${p.name}: мафия.`,
  'recap.commissarTown': (p) => `Комиссар проверил номер ${p.seat} — ${p.name}: не мафия.`,
  'recap.sheriffBlack': (p) => `Шериф проверил номер ${p.seat} — ${p.name}: чёрный.`,
  'recap.sheriffRed': (p) => `Шериф проверил номер ${p.seat} — ${p.name}: красный.`,
  'recap.donFound': (p) => `Дон нашёл шерифа: номер ${p.seat} — ${p.name}.`,
  'recap.donMissed': (p) => `Дон проверил номер ${p.seat} — ${p.name}: не шериф.`,
  'recap.checkBlocked': 'Проверки не было: путана отвлекла.',
  'recap.dawnKilled': (p) => `Утром город потерял номер ${p.seat} — ${p.name}.`,
  'recap.dawnSaved': (p) => `Доктор спас номер ${p.seat} — ${p.name}.`,
  'recap.dawnWithLover': (p) => `Вместе с путаной город потерял номер ${p.seat} — ${p.name}.`,
  'recap.count': (p) => `за номер ${p.seat} — ${votesRu(p.votes)}`,
  'recap.votedOut': (p) => `Голосование: ${p.counts}. Город выгнал номер ${p.seat} — ${p.name}.`,
  'recap.tie': (p) => `Голосование: ${p.counts}. Ничья.`,
  'recap.revoteTie': (p) => `Переголосование: ${p.counts}. Снова ничья.`,
  'recap.allOut': (p) => `Выгнать всех (номера ${p.seats})? Да — ${p.yes}, нет — ${p.no}: стол покинули все.`,
  'recap.allStay': (p) => `Выгнать всех (номера ${p.seats})? Да — ${p.yes}, нет — ${p.no}: все остались.`,
  'recap.coin': (p) => `Жребий выпал номеру ${p.seat} — ${p.name}.`,
  'recap.warnedOut': (p) => `Два предупреждения: стол покидает номер ${p.seat} — ${p.name}.`,
  'recap.ghost': (p) => `Номер ${p.seat} — ${p.name}: ${p.score}, ${p.wrong}, ${p.since}.`,
  'recap.card': (p) => `Номер ${p.seat} — ${p.name}: ${p.role}.`,
  'recap.markShot': 'выстрел',
  'recap.markHealed': 'лечение',
  'recap.markVisited': 'визит путаны',
  'recap.markChecked': 'проверка',
  'recap.markKilled': 'убийство',
  'recap.markSaved': 'спасение',
  'recap.markVotedOut': 'выгнали',
  'recap.markWarned': 'удаление',
  'recap.markGhost': 'выбывший',
};

const recapDictionaries: Record<Lang, Dictionary<RecapKey>> = { en: recapEn, ru: recapRu };

export function recapText(lang: Lang, key: RecapKey, params: Params): string {
  return translate(recapDictionaries, lang, key, params);
}

/** "№3 Anna" / "#3 Anna". */
export function seatLabel(lang: Lang, seat: number, name?: string): string {
  return name ? t(lang, 'app.seatName', { seat, name }) : t(lang, 'app.seat', { seat });
}

export { formatClock } from '../shared/countdown';
