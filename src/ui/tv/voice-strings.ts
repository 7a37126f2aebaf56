/**
 * The TV's words about its voice: the notice on home and lobby, the voice
 * picker and the speaking rate. Kept beside strings.ts (same shape, same
 * checks) so the narrator's settings can change without touching the screens'
 * dictionary.
 */
import { pluralRu, translate, type Dictionary, type Lang, type Params } from '../shared/i18n';

const en = {
  'notice.noSpeechApi': 'This TV’s browser has no speech voices, so the narrator speaks with the game’s built-in voice.',
  'notice.noVoiceForLang': 'This browser has no voice for English, so the narrator speaks with the game’s built-in voice.',
  'notice.voiceFailed': 'The browser’s voice stopped working, so the narrator switched to the game’s built-in voice.',
  'notice.needsInternet': (p: Params) => `The narrator’s voice (${p.name}) needs the internet. Without it the built-in voice takes over.`,
  'notice.builtinFailed': 'No voice could start on this TV: the narrator shows captions and plays a chime instead.',
  'notice.loading': 'Loading the game’s built-in voice…',
  'notice.fixVoice': 'For a nicer voice, open the game in Chrome or Edge, or add an English voice in the system’s text-to-speech settings, then reload. Settings → Narrator voice lets you test.',
  'notice.fixInternet': 'To be sure, choose a voice without “needs internet” in Settings → Narrator voice.',
  'notice.fixSound': 'Check that the TV’s sound is on, or open the game in Chrome.',
  'notice.short.builtin': 'The narrator uses the built-in voice',
  'notice.short.loading': 'Loading the built-in voice…',
  'notice.short.needsInternet': 'The narrator’s voice needs the internet',
  'notice.short.none': 'No voice: captions and a chime',
  'voice.auto': 'Best available',
  'voice.builtin': 'Built-in voice (works offline)',
  'voice.needsInternet': 'needs internet',
  'voice.variants': (p: Params) => `+${p.n} ${Number(p.n) === 1 ? 'variant' : 'variants'} not shown`,
  'voice.none': 'The browser has no voice for this language: the built-in voice speaks.',
  'voice.test': 'Test',
  'voice.testLine': 'The city falls asleep. The floor goes to number 3, Anna.',
  'voice.rate': 'Speaking rate',
  'voice.now': (p: Params) => `Speaking now: ${p.name}`,
  'voice.nowBuiltin': 'Speaking now: the built-in voice',
  'voice.nowNone': 'No voice: captions and a chime',
  'voice.nowLoading': 'Loading the voice…',
} satisfies Dictionary<string>;

export type VoiceKey = keyof typeof en;

const ru: Dictionary<VoiceKey> = {
  'notice.noSpeechApi': 'В браузере этого телевизора нет голосов, поэтому ведущий говорит встроенным голосом игры.',
  'notice.noVoiceForLang': 'В этом браузере нет русского голоса, поэтому ведущий говорит встроенным голосом игры.',
  'notice.voiceFailed': 'Голос браузера перестал работать, поэтому ведущий перешёл на встроенный голос игры.',
  'notice.needsInternet': (p) => `Голосу ведущего (${p.name}) нужен интернет. Без интернета вместо него заговорит встроенный голос.`,
  'notice.builtinFailed': 'На этом телевизоре не удалось включить ни один голос: ведущий показывает подписи и подаёт сигнал.',
  'notice.loading': 'Загружается встроенный голос игры…',
  'notice.fixVoice': 'Чтобы голос звучал лучше, откройте игру в Chrome или Edge либо добавьте русский голос в настройках синтеза речи системы и перезагрузите страницу. Проверить голос можно в «Настройки → Голос ведущего».',
  'notice.fixInternet': 'Для надёжности выберите в «Настройки → Голос ведущего» голос без пометки «нужен интернет».',
  'notice.fixSound': 'Проверьте, включён ли звук на телевизоре, или откройте игру в Chrome.',
  'notice.short.builtin': 'Ведущий говорит встроенным голосом',
  'notice.short.loading': 'Загружается встроенный голос…',
  'notice.short.needsInternet': 'Голосу ведущего нужен интернет',
  'notice.short.none': 'Голоса нет: подписи и сигнал',
  'voice.auto': 'Лучший из доступных',
  'voice.builtin': 'Встроенный голос (работает без интернета)',
  'voice.needsInternet': 'нужен интернет',
  'voice.variants': (p) => {
    const n = Number(p.n);
    return `ещё ${n} ${pluralRu(n, 'вариант не показан', 'варианта не показаны', 'вариантов не показано')}`;
  },
  'voice.none': 'В браузере нет голоса для этого языка: говорит встроенный голос.',
  'voice.test': 'Проверить',
  'voice.testLine': 'Город засыпает. Слово получает номер 3 — Анна.',
  'voice.rate': 'Скорость речи',
  'voice.now': (p) => `Сейчас говорит: ${p.name}`,
  'voice.nowBuiltin': 'Сейчас говорит встроенный голос',
  'voice.nowNone': 'Голоса нет: подписи и сигнал',
  'voice.nowLoading': 'Голос загружается…',
};

const dictionaries: Record<Lang, Dictionary<VoiceKey>> = { en, ru };

export function tv(lang: Lang, key: VoiceKey, params?: Params): string {
  return translate(dictionaries, lang, key, params);
}

/** A language tag in words, in the TV's language: "ru-LV" → «русский (Латвия)». */
export function languageName(lang: Lang, tag: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
