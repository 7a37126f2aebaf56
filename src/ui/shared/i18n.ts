/**
 * The two languages. Each screen family keeps its strings in its own keyed
 * dictionaries (one per language, same keys — the type checks that), so the
 * phone never downloads the TV's text.
 */
import type { Lang, Params } from '../../base/lang';

export type { Lang, Params } from '../../base/lang';
export { pluralRu } from '../../base/lang';

const STORAGE_KEY = 'citysleeps.lang';

/** The saved choice, else the browser's language (Russian for ru/uk/be/kk, English otherwise). */
export function initialLang(): Lang {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'ru' || saved === 'en') return saved;
  } catch {
    // Storage can be blocked (private mode); fall back to the browser.
  }
  const browser = (navigator.languages?.[0] ?? navigator.language ?? 'en').toLowerCase();
  return /^(ru|uk|be|kk)\b/.test(browser) ? 'ru' : 'en';
}

export function saveLang(lang: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered; the choice still applies to this page.
  }
}

export type Dictionary<K extends string> = Record<K, string | ((p: Params) => string)>;

/** Looks up `key` in the dictionary of `lang`, filling `{name}` placeholders from params. */
export function translate<K extends string>(dicts: Record<Lang, Dictionary<K>>, lang: Lang, key: K, params: Params = {}): string {
  const entry = dicts[lang][key] ?? dicts.en[key];
  if (typeof entry === 'function') return entry(params);
  return entry.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
