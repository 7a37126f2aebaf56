/**
 * The narrator: the TV's host voice. It turns each engine step's narration
 * into captions and speech through the `NarrationQueue` (which paces the
 * game: `narrated(seq)` when a batch has been said), and decides which voice
 * speaks:
 *
 *   1. the host's choice in Settings (a browser voice, or the built-in one);
 *   2. else the best browser voice of the language (voices.ts);
 *   3. else the built-in voice (eSpeak NG, loaded on demand, builtin-voice.ts);
 *   4. else none: captions held for each line's estimate, and one chime per step.
 *
 * A browser voice that fails for its own reasons (a network voice offline, an
 * utterance the watchdog had to end twice) gives way to the built-in voice.
 * Once a game's lines have been spoken, the voice that speaks them is kept
 * until the host chooses another or it fails: a voice list that arrives late
 * (Chromium's speech-dispatcher list, 6–10 s after load) may change the voice
 * before the game, never in the middle of it.
 * Words and timing come only from the effect and the public view, so pacing
 * is the same for every role.
 */
import type { Lang, Params } from '../base/lang';
import type { NarrationKey, Preset } from '../engine/types';
import { systemClock, type Clock } from '../base/clock';
import { narrationText } from './lines';
import { NarrationQueue, type Line, type PlayOptions, type Speaker } from './queue';
import { chooseVoice, rankVoices, voiceGroups, type VoiceGroup } from './voices';
import { WebSpeechSpeaker } from './web-speech';
import type { BuiltinVoice } from './builtin-voice';
import { PacedVoice } from './paced-voice';
import { spellNumbers } from './numerals';

/** `settings.voice` for the built-in voice. */
export const BUILTIN_VOICE = 'builtin';
/** How long to wait for the browser's voice list before choosing without it. */
const VOICE_LIST_WAIT_MS = 2500;
/** Lines of the table's record: said whole even when the next step's lines come (queue.ts `whole`). */
export const RECORD_LINES: ReadonlySet<NarrationKey> = new Set<NarrationKey>(['lastGuess', 'revealCheck']);
/** A browser voice whose utterances the watchdog ends this often is taken as broken. */
const STALLS_BEFORE_SWITCH = 2;

export interface VoiceSettings {
  lang: Lang;
  /** A `voiceURI`, `BUILTIN_VOICE`, or '' for the best voice of the language. */
  voice: string;
  /** 0..1, the narrator's own level (times the master volume). */
  volume: number;
  /** 1 is normal; 0.6–1.6. */
  rate: number;
  muted: boolean;
}

/** Which voice speaks now, and what the host should be told about it. */
export interface VoiceStatus {
  kind: 'loading' | 'browser' | 'builtin' | 'none';
  /** The voice's own name, when a browser voice speaks. */
  name: string | null;
  /** A network voice: it stops when the internet does. */
  needsInternet: boolean;
  /** Why the browser's own voices are not used. */
  problem: 'noSpeechApi' | 'noVoiceForLang' | 'voiceFailed' | 'builtinFailed' | null;
}

export interface NarratorHooks {
  /** Shows the line being said. */
  caption(text: string): void;
  /** The chime that stands in for a voice, when there is none at all. */
  chime(): void;
  /** Speech started or stopped (the music ducks under it). */
  speaking(on: boolean): void;
  /** A step's lines have been said (or dropped): its clock may start. */
  narrated(seq: number): void;
  /** The voice choice changed. */
  status(status: VoiceStatus): void;
}

export interface NarrationRequest {
  key: NarrationKey;
  params?: Params;
}

function browserSynth(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && window.speechSynthesis ? window.speechSynthesis : null;
}

export class Narrator {
  private settings: VoiceSettings = { lang: 'ru', voice: '', volume: 1, rate: 1, muted: false };
  private readonly synth = browserSynth();
  private voiceListSettled = false;
  private browserFailed = false;
  private stalls = 0;
  /** A game's lines have been played: the voice speaking them stays (see `keepsVoice`). */
  private inGame = false;
  private web: WebSpeechSpeaker | null = null;
  private builtin: BuiltinVoice | null = null;
  private builtinState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  private current: VoiceStatus = { kind: 'loading', name: null, needsInternet: false, problem: null };
  private readonly queue: NarrationQueue;
  /** The tests' silent voice at a fraction of spoken length (paced-voice.ts), or null. */
  private readonly paced: PacedVoice | null;

  constructor(private readonly hooks: NarratorHooks, clock: Clock = systemClock, options: { pace?: number | null } = {}) {
    this.paced = options.pace ? new PacedVoice(clock, options.pace, () => this.settings.rate) : null;
    this.queue = new NarrationQueue(clock, {
      speaker: () => this.speaker(),
      // Muted lines need no voice: they are held for their estimate at once.
      ready: () => this.settings.muted || this.current.kind !== 'loading',
      rate: () => this.settings.rate,
      caption: (line) => line && hooks.caption(line.caption),
      speaking: (on) => hooks.speaking(on),
      narrated: (seq) => hooks.narrated(seq),
      stalled: () => {
        if (this.current.kind === 'browser' && ++this.stalls >= STALLS_BEFORE_SWITCH) this.browserBroke();
      },
    });
    const settle = (): void => {
      if (this.voiceListSettled) return;
      this.voiceListSettled = true;
      this.resolve();
    };
    if (this.synth) {
      // Chrome fills the voice list asynchronously; asking once starts the load.
      if (this.synth.getVoices().length > 0) this.voiceListSettled = true;
      this.synth.addEventListener?.('voiceschanged', () => {
        if (this.voiceListSettled) this.resolve();
        else settle();
      });
      clock.setTimeout(settle, VOICE_LIST_WAIT_MS);
    } else {
      this.voiceListSettled = true;
    }
    this.resolve();
  }

  get status(): VoiceStatus {
    return this.current;
  }

  configure(settings: VoiceSettings): void {
    const before = this.settings;
    this.settings = settings;
    // Mute cancels what is queued; captions then carry each line for its estimate.
    if (settings.muted && !before.muted) this.queue.clear();
    const chosen = settings.voice !== before.voice || settings.lang !== before.lang;
    if (chosen) {
      this.browserFailed = false;
      this.stalls = 0;
    }
    // The host's own choice always takes effect; a volume or rate change keeps the voice.
    this.resolve(chosen);
  }

  /** The browser's voices of the current language, grouped for the picker. */
  voiceGroups(): VoiceGroup<SpeechSynthesisVoice>[] {
    return voiceGroups(this.synth?.getVoices() ?? [], this.settings.lang);
  }

  /** Whether the browser has any voice for the language. */
  hasBrowserVoice(): boolean {
    return rankVoices(this.synth?.getVoices() ?? [], this.settings.lang).length > 0;
  }

  /**
   * One engine step's lines, keyed by its phase `seq`. `cut`: drop all that is
   * queued first (game over); `silent`: show captions only; `paused`: both, and
   * nothing cut is reported said (see queue.ts `PlayOptions`).
   */
  play(seq: number, lines: NarrationRequest[], context: { preset: Preset; nameOf(seat: number): string | undefined }, options: PlayOptions = {}): void {
    const base = { lang: this.settings.lang, preset: context.preset, nameOf: context.nameOf };
    const texts: Line[] = lines.map(({ key, params }) => ({
      caption: narrationText(key, params, { ...base, mode: 'caption' }),
      speech: narrationText(key, params, { ...base, mode: 'speech' }),
      ...(RECORD_LINES.has(key) ? { whole: true } : {}),
    }));
    if (!options.silent && !options.paused) this.inGame = true;
    if (texts.length > 0 && !options.silent && !options.paused && !this.settings.muted && this.current.kind === 'none') this.hooks.chime();
    this.queue.play(seq, texts, options);
  }

  /**
   * A line a screen tells in its own words (the game-over reveal), after
   * whatever the game's last step still has to say: the caption follows the
   * voice, unless `caption` says what to show instead ('' when the screen shows
   * the words itself). `cut` drops what is queued first; `said` is called once
   * the line has been said (or cut). An empty text says nothing: `said` is
   * called once everything queued before it has been said.
   */
  tell(text: string, options: { caption?: string; cut?: boolean; said?: () => void } = {}): void {
    const lines = text ? [{ caption: options.caption ?? text, speech: spellNumbers(this.settings.lang, text) }] : [];
    this.queue.play(this.queue.latestSeq, lines, { ...(options.cut ? { cut: true } : {}), ...(options.said ? { said: options.said } : {}) });
  }

  /** Says a line now, outside the game (the Settings page's test). */
  test(text: string): void {
    const seq = this.queue.latestSeq;
    this.queue.play(seq, [{ caption: text, speech: text }], { cut: true });
  }

  /** Call inside a user gesture: Chrome refuses speech and audio until a page has had one. */
  unlock(): void {
    this.builtin?.unlock();
    if (!this.synth) return;
    try {
      const silent = new SpeechSynthesisUtterance(' ');
      silent.volume = 0;
      this.synth.speak(silent);
    } catch {
      // Speech stays off; the built-in voice or captions remain.
    }
  }

  stop(): void {
    this.queue.clear();
  }

  private speaker(): Speaker | null {
    if (this.settings.muted) return null;
    if (this.paced) return this.paced;
    if (this.current.kind === 'browser') return this.web;
    if (this.current.kind === 'builtin') return this.builtin;
    return null;
  }

  private browserBroke(): void {
    this.browserFailed = true;
    this.resolve();
  }

  /**
   * In a game, the voice that speaks keeps speaking while it works: a table
   * hears one host, and a late voice list is not a reason to change it.
   */
  private keepsVoice(): boolean {
    if (!this.inGame) return false;
    if (this.current.kind === 'browser') return !this.browserFailed;
    return this.current.kind === 'builtin' && this.builtinState === 'ready';
  }

  /** The kept voice's status: once voices for the language have come, it no longer says there are none. */
  private kept(): VoiceStatus {
    const stale = this.current.problem === 'noVoiceForLang' && this.hasBrowserVoice();
    return stale ? { ...this.current, problem: null } : this.current;
  }

  /**
   * Chooses the voice from the settings, the browser's list and the built-in
   * voice's state; `chosen`: the host chose a voice or a language, which holds even in a game.
   */
  private resolve(chosen = false): void {
    const next = !chosen && this.keepsVoice() ? this.kept() : this.choose();
    const changed = JSON.stringify(next) !== JSON.stringify(this.current);
    this.current = next;
    this.configureSpeakers();
    if (changed) this.hooks.status(next);
    if (next.kind !== 'loading') this.queue.kick();
  }

  private choose(): VoiceStatus {
    if (this.paced) return { kind: 'browser', name: 'paced', needsInternet: false, problem: null };
    const wantBuiltin = this.settings.voice === BUILTIN_VOICE;
    let problem: VoiceStatus['problem'] = null;
    if (!wantBuiltin) {
      if (!this.synth) problem = 'noSpeechApi';
      else if (!this.voiceListSettled) return { kind: 'loading', name: null, needsInternet: false, problem: null };
      else if (this.browserFailed) problem = 'voiceFailed';
      else {
        const voice = chooseVoice(this.synth.getVoices(), this.settings.lang, this.settings.voice);
        if (voice) {
          if (this.web?.voice.voiceURI !== voice.voiceURI) this.web = new WebSpeechSpeaker(this.synth, this.webSettings(voice), (error) => this.webFailed(error));
          return { kind: 'browser', name: voice.name, needsInternet: !voice.localService, problem: null };
        }
        problem = 'noVoiceForLang';
      }
    }
    if (this.builtinState === 'idle') this.loadBuiltin();
    if (this.builtinState === 'loading') return { kind: 'loading', name: null, needsInternet: false, problem };
    if (this.builtinState === 'ready') return { kind: 'builtin', name: null, needsInternet: false, problem };
    return { kind: 'none', name: null, needsInternet: false, problem: problem ?? 'builtinFailed' };
  }

  private webFailed(error: string): void {
    // A network voice offline says 'network'; a broken output 'synthesis-failed' or 'audio-hardware'.
    if (error === 'not-allowed' || error === 'text-too-long') return;
    this.browserBroke();
  }

  private webSettings(voice: SpeechSynthesisVoice) {
    return { voice, rate: this.settings.rate, volume: this.settings.volume };
  }

  private configureSpeakers(): void {
    if (this.web) this.web.configure(this.webSettings(this.web.voice));
    this.builtin?.configure({ lang: this.settings.lang, rate: this.settings.rate, volume: this.settings.volume });
  }

  private loadBuiltin(): void {
    this.builtinState = 'loading';
    import('./builtin-voice')
      .then(({ BuiltinVoice }) => BuiltinVoice.load())
      .then((voice) => {
        this.builtin = voice;
        this.builtinState = 'ready';
      })
      .catch(() => {
        this.builtinState = 'failed';
      })
      .finally(() => this.resolve());
  }
}
