import { describe, expect, it } from 'vitest';
import { chooseVoice, rankVoices, voiceGroups, type VoiceInfo } from './voices';

const voice = (name: string, lang: string, localService = true, isDefault = false): VoiceInfo => ({ name, lang, voiceURI: name, localService, default: isDefault });

/** The order Linux Chrome lists espeak-ng's voices in: regions and variants mixed, Latvia first. */
const LINUX: VoiceInfo[] = [
  voice('Afrikaans espeak-ng', 'af', true, true),
  voice('Russian (Latvia) espeak-ng', 'ru-LV'),
  voice('Russian (Latvia)+Adam espeak-ng', 'ru-LV'),
  voice('Russian+Adam espeak-ng', 'ru'),
  voice('Russian espeak-ng', 'ru'),
  voice('Google русский', 'ru-RU', false),
  voice('English (America) espeak-ng', 'en-US'),
  voice('English (Scotland) espeak-ng', 'en-GB-scotland'),
  ...Array.from({ length: 60 }, (_, i) => voice(`Russian+Variant${i} espeak-ng`, 'ru')),
];

describe('voice choice', () => {
  it('prefers a local voice of the exact language over the list’s first match (ru over ru-LV)', () => {
    expect(chooseVoice(LINUX, 'ru', '')?.name).toBe('Russian espeak-ng');
    expect(chooseVoice(LINUX, 'en', '')?.name).toBe('English (America) espeak-ng');
  });

  it('prefers ru-RU when it is local, and local voices over network ones', () => {
    const voices = [voice('Local ru', 'ru'), voice('Network ru-RU', 'ru-RU', false), voice('Local ru-RU', 'ru_RU')];
    expect(rankVoices(voices, 'ru').map((v) => v.name)).toEqual(['Local ru-RU', 'Local ru', 'Network ru-RU']);
  });

  it('keeps the host’s choice when it speaks the language, else falls back to the best', () => {
    expect(chooseVoice(LINUX, 'ru', 'Google русский')?.name).toBe('Google русский');
    expect(chooseVoice(LINUX, 'ru', 'English (America) espeak-ng')?.name).toBe('Russian espeak-ng');
    expect(chooseVoice([], 'ru', '')).toBeNull();
  });

  it('the picker groups voices by language tag and counts variants instead of listing them', () => {
    const groups = voiceGroups(LINUX, 'ru');
    expect(groups.map((g) => g.tag)).toEqual(['ru', 'ru-LV', 'ru-RU']);
    expect(groups[0]!.voices.map((v) => v.name)).toEqual(['Russian espeak-ng']);
    expect(groups[0]!.variants).toBe(61);
    expect(groups.at(-1)!.needsInternet).toBe(true);
    const shown = groups.reduce((n, g) => n + g.voices.length, 0);
    expect(shown).toBeLessThan(10);
  });
});
