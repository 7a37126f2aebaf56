/**
 * Which browser voice reads a language, and how the picker shows them.
 *
 * Linux Chrome with speech-dispatcher lists thousands of voices (13,362 with
 * espeak-ng: 204 Russian, most of them "+Adam"-style variants of a few), and
 * the list's own order puts "Russian (Latvia)" first. So: the exact language
 * first (ru-RU, then plain ru, then other regions), local voices before
 * network ones (a party may have no internet), a base voice before its
 * variants. Pure functions over the voices' public fields, tested in Node.
 */
import type { Lang } from '../base/lang';

/** The fields of `SpeechSynthesisVoice` the choice reads. */
export interface VoiceInfo {
  name: string;
  lang: string;
  voiceURI: string;
  localService: boolean;
  default: boolean;
}

/** The region a language is spoken in first. */
const HOME_TAG: Record<Lang, string[]> = { ru: ['ru-ru'], en: ['en-us', 'en-gb'] };

/** `ru_RU` → `ru-ru`. */
export function tagOf(voice: Pick<VoiceInfo, 'lang'>): string {
  return voice.lang.replace(/_/g, '-').toLowerCase();
}

export function speaks(voice: Pick<VoiceInfo, 'lang'>, lang: Lang): boolean {
  const tag = tagOf(voice);
  return tag === lang || tag.startsWith(`${lang}-`);
}

/** A variant is a base voice with a "+name" (espeak-ng) or a numbered copy. */
export function isVariant(voice: Pick<VoiceInfo, 'name'>): boolean {
  return /\+/.test(voice.name);
}

/** 3 for the home region, 2 for the bare language, 1 for any other region. */
function regionScore(voice: VoiceInfo, lang: Lang): number {
  const tag = tagOf(voice);
  const home = HOME_TAG[lang].indexOf(tag);
  if (home >= 0) return 4 - home * 0.5;
  return tag === lang ? 2 : 1;
}

/** Voices of a language, best first. */
export function rankVoices<V extends VoiceInfo>(voices: readonly V[], lang: Lang): V[] {
  return voices
    .filter((v) => speaks(v, lang))
    .map((voice, index) => ({ voice, index }))
    .sort(
      (a, b) =>
        Number(b.voice.localService) - Number(a.voice.localService) ||
        regionScore(b.voice, lang) - regionScore(a.voice, lang) ||
        Number(isVariant(a.voice)) - Number(isVariant(b.voice)) ||
        Number(b.voice.default) - Number(a.voice.default) ||
        a.index - b.index,
    )
    .map(({ voice }) => voice);
}

/** The voice that reads `lang`: the chosen one if it speaks the language, else the best. */
export function chooseVoice<V extends VoiceInfo>(voices: readonly V[], lang: Lang, chosenUri: string): V | null {
  const ranked = rankVoices(voices, lang);
  return ranked.find((v) => v.voiceURI === chosenUri) ?? ranked[0] ?? null;
}

export interface VoiceGroup<V extends VoiceInfo = VoiceInfo> {
  /** The language tag as the voices give it ("ru-RU", "ru"). */
  tag: string;
  /** Base voices of this tag, best first; variants are counted, not listed. */
  voices: V[];
  variants: number;
  /** True when no voice of the group works offline. */
  needsInternet: boolean;
}

/** The picker's groups for a language: one per language tag, the best group first, at most `perGroup` voices each. */
export function voiceGroups<V extends VoiceInfo>(voices: readonly V[], lang: Lang, perGroup = 6): VoiceGroup<V>[] {
  const groups = new Map<string, { voices: V[]; variants: number }>();
  for (const voice of rankVoices(voices, lang)) {
    const tag = tagOf(voice);
    const group = groups.get(tag) ?? { voices: [], variants: 0 };
    groups.set(tag, group);
    if (isVariant(voice)) group.variants += 1;
    else if (group.voices.length < perGroup) group.voices.push(voice);
    else group.variants += 1;
  }
  return [...groups.entries()]
    .filter(([, group]) => group.voices.length > 0)
    .map(([, group]) => ({
      tag: group.voices[0]!.lang,
      voices: group.voices,
      variants: group.variants,
      needsInternet: group.voices.every((v) => !v.localService),
    }))
    .sort((a, b) => Number(a.needsInternet) - Number(b.needsInternet));
}
