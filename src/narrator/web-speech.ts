/**
 * A browser voice (Web Speech API) as the queue's one-utterance-at-a-time speaker.
 *
 * Chrome quirks handled here: an utterance nobody references can be
 * garbage-collected before its `end` fires (so the current one is kept);
 * `cancel()` reports the cut utterance as an 'interrupted'/'canceled' error
 * (not a failure); a synthesis left paused by a hidden tab is resumed first;
 * before the page's first gesture Chrome refuses speech ('not-allowed'), and
 * the line is then held for its estimated length, so the game's pace and the
 * captions stay what they would be with the voice.
 */
import type { Speaker } from './queue';
import { estimateMs } from './utterances';

export interface WebSpeechSettings {
  voice: SpeechSynthesisVoice;
  rate: number;
  /** 0..1 */
  volume: number;
}

export class WebSpeechSpeaker implements Speaker {
  private current: SpeechSynthesisUtterance | null = null;
  private held: ReturnType<typeof setTimeout> | undefined;

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
      if (event.error === 'not-allowed') {
        this.held = setTimeout(() => end(true), estimateMs(text, this.settings.rate));
        return;
      }
      this.failed(event.error);
      end(true);
    };
    this.current = utterance;
    if (this.synth.paused) this.synth.resume();
    this.synth.speak(utterance);
  }

  cancel(): void {
    clearTimeout(this.held);
    const utterance = this.current;
    this.current = null;
    if (utterance) {
      utterance.onend = null;
      utterance.onerror = null;
    }
    this.synth.cancel();
  }
}
