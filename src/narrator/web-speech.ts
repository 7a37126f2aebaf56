/**
 * A browser voice (Web Speech API) as the queue's one-utterance-at-a-time speaker.
 *
 * Chrome quirks handled here: an utterance nobody references can be
 * garbage-collected before its `end` fires (so the current one is kept);
 * `cancel()` reports the cut utterance as an 'interrupted'/'canceled' error
 * (not a failure); a synthesis left paused by a hidden tab is resumed first.
 */
import type { Speaker } from './queue';

export interface WebSpeechSettings {
  voice: SpeechSynthesisVoice;
  rate: number;
  /** 0..1 */
  volume: number;
}

export class WebSpeechSpeaker implements Speaker {
  private current: SpeechSynthesisUtterance | null = null;

  constructor(
    private readonly synth: SpeechSynthesis,
    private settings: WebSpeechSettings,
    /** A failure that is the voice's, not ours: 'network', 'synthesis-failed', 'audio-busy'… */
    private readonly failed: (error: string) => void,
  ) {}

  configure(settings: WebSpeechSettings): void {
    this.settings = settings;
  }

  get voice(): SpeechSynthesisVoice {
    return this.settings.voice;
  }

  speak(text: string, events: { started(): void; ended(failed: boolean): void }): void {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = this.settings.voice;
    utterance.lang = this.settings.voice.lang;
    utterance.rate = this.settings.rate;
    utterance.volume = this.settings.volume;
    let done = false;
    const end = (failed: boolean): void => {
      if (done || this.current !== utterance) return;
      done = true;
      this.current = null;
      events.ended(failed);
    };
    utterance.onstart = () => events.started();
    utterance.onend = () => end(false);
    utterance.onerror = (event) => {
      if (event.error === 'interrupted' || event.error === 'canceled') return;
      this.failed(event.error);
      end(true);
    };
    this.current = utterance;
    if (this.synth.paused) this.synth.resume();
    this.synth.speak(utterance);
  }

  cancel(): void {
    const utterance = this.current;
    this.current = null;
    if (utterance) {
      utterance.onend = null;
      utterance.onerror = null;
    }
    this.synth.cancel();
  }
}
