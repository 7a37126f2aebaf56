/**
 * The built-in voice: eSpeak NG compiled to WebAssembly, for a TV whose
 * browser has no voice for the language (Android TV's WebView has no
 * speechSynthesis at all; Linux Chrome may have only network voices).
 *
 * Loaded only by the TV and only when needed: `loadBuiltinVoice()` starts a
 * module worker (its chunk holds the engine) that fetches the Russian and
 * English data (scripts/voice-pack.mjs); the service worker caches both at
 * run time, so a TV that needed it once has it offline. The phone never
 * imports this file.
 *
 * Each utterance fires `citysleeps-speech` on window ({ text, lang, state:
 * 'start' | 'end' }), the same moments a browser voice's start and end
 * events mark, for the speech tests and assistive tools.
 */
import type { Lang } from '../base/lang';
import type { Speaker } from './queue';

const VOICE_DATA = 'voice/espeak-ng-ru-en.data';
const ESPEAK_VOICE: Record<Lang, string> = { ru: 'ru', en: 'en-us' };
/** eSpeak's words per minute at rate 1: a little slower than its default 175, closer to a host's pace. */
const WORDS_PER_MINUTE = 165;
/** Give up loading after this; the TV then estimates and chimes. */
const LOAD_TIMEOUT_MS = 30_000;

export interface BuiltinSettings {
  lang: Lang;
  rate: number;
  /** 0..1 */
  volume: number;
}

type Outbound = { type: 'ready'; sampleRate: number } | { type: 'error'; message: string } | { type: 'audio'; id: number; samples: Int16Array };

export class BuiltinVoice implements Speaker {
  private settings: BuiltinSettings = { lang: 'ru', rate: 1, volume: 1 };
  private readonly audio = new AudioContext();
  private readonly gain = this.audio.createGain();
  private nextId = 1;
  private current: { id: number; text: string; source?: AudioBufferSourceNode; safety?: number; ended(failed: boolean): void; started(): void } | null = null;

  private constructor(private readonly worker: Worker, private readonly sampleRate: number) {
    this.gain.connect(this.audio.destination);
    worker.onmessage = (event: MessageEvent<Outbound>) => {
      if (event.data.type === 'audio') this.play(event.data.id, event.data.samples);
    };
  }

  configure(settings: BuiltinSettings): void {
    this.settings = settings;
    this.gain.gain.value = settings.volume;
  }

  speak(text: string, events: { started(): void; ended(failed: boolean): void }): void {
    const id = this.nextId++;
    this.current = { id, text, ...events };
    this.worker.postMessage({ type: 'synth', id, text, voice: ESPEAK_VOICE[this.settings.lang], wordsPerMinute: WORDS_PER_MINUTE * this.settings.rate });
  }

  cancel(): void {
    const current = this.current;
    this.current = null;
    if (!current) return;
    window.clearTimeout(current.safety);
    if (current.source) {
      current.source.onended = null;
      try {
        current.source.stop();
      } catch {
        // Already stopped.
      }
      this.announce(current.text, 'end');
    }
  }

  /** Call inside a user gesture: the audio context starts suspended until the page has had one. */
  unlock(): void {
    void this.audio.resume().catch(() => undefined);
  }

  private play(id: number, samples: Int16Array): void {
    const current = this.current;
    if (!current || current.id !== id) return; // cut before its samples came
    if (samples.length === 0) {
      this.current = null;
      current.ended(true);
      return;
    }
    const buffer = this.audio.createBuffer(1, samples.length, this.sampleRate);
    const channel = buffer.getChannelData(0);
    for (let i = 0; i < samples.length; i++) channel[i] = samples[i]! / 32768;
    const source = this.audio.createBufferSource();
    source.buffer = buffer;
    source.connect(this.gain);
    current.source = source;
    const finish = (): void => {
      if (this.current !== current) return;
      window.clearTimeout(current.safety);
      this.current = null;
      this.announce(current.text, 'end');
      current.ended(false);
    };
    source.onended = finish;
    // A suspended context (no gesture yet) never plays and never ends: the sentence's own length ends it.
    current.safety = window.setTimeout(finish, buffer.duration * 1000 + 400);
    if (this.audio.state !== 'running') void this.audio.resume().catch(() => undefined);
    source.start();
    this.announce(current.text, 'start');
    current.started();
  }

  private announce(text: string, state: 'start' | 'end'): void {
    window.dispatchEvent(new CustomEvent('citysleeps-speech', { detail: { text, lang: this.settings.lang, state, voice: 'builtin' } }));
  }

  /** Starts the worker and waits until eSpeak NG and its data are loaded. */
  static load(): Promise<BuiltinVoice> {
    return new Promise((resolve, reject) => {
      let worker: Worker;
      try {
        worker = new Worker(new URL('./espeak-worker.ts', import.meta.url), { type: 'module', name: 'espeak-ng' });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      const timeout = window.setTimeout(() => {
        worker.terminate();
        reject(new Error('the built-in voice took too long to load'));
      }, LOAD_TIMEOUT_MS);
      worker.onmessage = (event: MessageEvent<Outbound>) => {
        window.clearTimeout(timeout);
        if (event.data.type === 'ready') resolve(new BuiltinVoice(worker, event.data.sampleRate));
        else {
          worker.terminate();
          reject(new Error(event.data.type === 'error' ? event.data.message : 'unexpected message'));
        }
      };
      worker.onerror = (event) => {
        window.clearTimeout(timeout);
        worker.terminate();
        reject(new Error(event.message || 'the built-in voice failed to start'));
      };
      worker.postMessage({ type: 'init', dataUrl: new URL(`${import.meta.env.BASE_URL}${VOICE_DATA}`, location.href).href });
    });
  }
}
