/**
 * Every phone string, Russian and English, under the same keys (the type checks
 * that both dictionaries have all of them). Each language is its own chunk and
 * only the one in use is downloaded: `loadLang()` before the first `t()`.
 * Role texts live in `ui/shared/roles-text.ts`, shared with the TV.
 */
import { translate, type Dictionary, type Lang, type Params } from '../shared/i18n';
import type { ru } from './strings-ru';

export type PhoneKey = keyof typeof ru;

const loaded: Partial<Record<Lang, Dictionary<PhoneKey>>> = {};

/** Fetches a language's strings once; resolves when `t()` can use them. */
export async function loadLang(lang: Lang): Promise<void> {
  if (loaded[lang]) return;
  loaded[lang] = lang === 'ru' ? (await import('./strings-ru')).ru : (await import('./strings-en')).en;
}

export function hasLang(lang: Lang): boolean {
  return loaded[lang] !== undefined;
}

export function t(lang: Lang, key: PhoneKey, params?: Params): string {
  const own = loaded[lang] ?? loaded.ru ?? loaded.en;
  if (!own) return '';
  return translate({ ru: own, en: loaded.en ?? own }, lang, key, params);
}
