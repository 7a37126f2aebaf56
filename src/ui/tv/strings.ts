/**
 * Every word the TV shows, in Russian and English, in one keyed catalogue
 * per language: strings-en.ts defines the keys, strings-ru.ts has exactly
 * the same (the type-check fails on a key missing or extra). Here: `t`, the
 * typed ways in (phase and night-step titles, timer names) and the few
 * formats that are code (a seat, a clock, a language's name). Narration
 * lines live in `src/narrator/lines.ts`; role and side names in
 * `src/ui/shared/roles-text.ts`.
 */
import { translate, type Dictionary, type Lang, type Params } from '../shared/i18n';
import type { NightStepName, PhaseName, Timers } from '../../engine/types';
import { en, type TvKey } from './strings-en';
import { ru } from './strings-ru';

export type { TvKey };

export const tvDictionaries: Record<Lang, Dictionary<TvKey>> = { en, ru };

export function t(lang: Lang, key: TvKey, params?: Params): string {
  return translate(tvDictionaries, lang, key, params);
}

/** The title the TV shows for each phase (the pause overlay names the phase it froze). */
export function phaseTitle(lang: Lang, name: PhaseName): string {
  return t(lang, `phase.${name}`);
}

/** The caption of each night step: public, since the narrator calls every step whoever is alive. */
export function nightStepTitle(lang: Lang, step: NightStepName): string {
  return t(lang, `step.${step}`);
}

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

/** Game over's sentences (recap.ts), shown and read aloud. */
export type RecapKey = Extract<TvKey, `recap.${string}`>;

/** "№3 Anna" / "#3 Anna". */
export function seatLabel(lang: Lang, seat: number, name?: string): string {
  return name ? t(lang, 'app.seatName', { seat, name }) : t(lang, 'app.seat', { seat });
}

export { formatClock } from '../shared/countdown';

/** A timer's length as a table says it: "45 s", "1:30" (ru «45 с», «1:30»). */
export function clockText(lang: Lang, seconds: number): string {
  if (seconds < 60) return lang === 'ru' ? `${seconds} с` : `${seconds} s`;
  const rest = seconds % 60;
  return `${Math.floor(seconds / 60)}:${String(rest).padStart(2, '0')}`;
}

/** A language tag in words, in the TV's language: "ru-LV" → «русский (Латвия)». */
export function languageName(lang: Lang, tag: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
