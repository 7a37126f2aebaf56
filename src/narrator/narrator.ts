/**
 * The narrator: turns a narration effect into a caption (always) and speech
 * (when a voice exists and sound is on). Speech is fire-and-forget: nothing in
 * the game waits for it, and when it is missing or fails a chime marks the
 * line instead. Words and timing come only from the effect and the public view.
 */
import type { Lang, Params } from '../ui/shared/i18n';
import type { NarrationKey, Preset } from '../engine/types';
import { narrationText } from './lines';

export interface NarratorHooks {
  /** Shows the line on screen. */
  caption(text: string, key: NarrationKey): void;
  /** Plays the chime that stands in for a voice. */
  chime(): void;
}

export interface VoiceSettings {
  lang: Lang;
  /** A `voiceURI`, or '' for the best voice of the language. */
  voice: string;
  /** 0..1 */
  volume: number;
  muted: boolean;
}

function synth(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

/** Voices for a language, local ones first (they work offline and start faster). */
export function voicesFor(lang: Lang): SpeechSynthesisVoice[] {
  const all = synth()?.getVoices() ?? [];
  return all
    .filter((v) => v.lang.toLowerCase().startsWith(lang))
    .sort((a, b) => Number(b.localService) - Number(a.localService) || Number(b.default) - Number(a.default));
}

export class Narrator {
  private settings: VoiceSettings = { lang: 'ru', voice: '', volume: 1, muted: false };

  constructor(private readonly hooks: NarratorHooks) {
    // Chrome fills the voice list asynchronously; asking once starts the load.
    synth()?.getVoices();
  }

  configure(settings: VoiceSettings): void {
    this.settings = settings;
  }

  /** The voice that will read the current language, or null (captions and a chime then). */
  voice(): SpeechSynthesisVoice | null {
    const voices = voicesFor(this.settings.lang);
    return voices.find((v) => v.voiceURI === this.settings.voice) ?? voices[0] ?? null;
  }

  /** Shows a line's caption and reads it aloud (unless `captionOnly`). */
  say(key: NarrationKey, params: Params | undefined, preset: Preset, nameOf: (seat: number) => string | undefined, captionOnly = false): void {
    const base = { lang: this.settings.lang, preset, nameOf };
    this.hooks.caption(narrationText(key, params, { ...base, mode: 'caption' }), key);
    if (!captionOnly) this.speak(narrationText(key, params, { ...base, mode: 'speech' }));
  }

  /** Reads a text aloud, or chimes when it cannot. Never throws, never waits. */
  speak(text: string): void {
    if (this.settings.muted) return;
    const speech = synth();
    const voice = this.voice();
    if (!speech || !voice) {
      this.hooks.chime();
      return;
    }
    try {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      utterance.volume = this.settings.volume;
      utterance.rate = 0.95;
      utterance.onerror = (event) => {
        // A line cut short by the next one is not a failure.
        if (event.error !== 'interrupted' && event.error !== 'canceled') this.hooks.chime();
      };
      speech.speak(utterance);
    } catch {
      this.hooks.chime();
    }
  }

  /** Call inside a user gesture: Chrome refuses speech until a page has had one. */
  unlock(): void {
    const speech = synth();
    if (!speech) return;
    try {
      const silent = new SpeechSynthesisUtterance(' ');
      silent.volume = 0;
      speech.speak(silent);
    } catch {
      // Speech stays off; captions and chimes remain.
    }
  }

  stop(): void {
    synth()?.cancel();
  }
}
