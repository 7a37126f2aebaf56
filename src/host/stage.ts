/**
 * The stage: the TV's effect runner, the runtime half of the engine's
 * `step` (as XState's interpreter is to its `transition`). The engine returns
 * effects as data; the stage runs them — the narrator's lines, the sounds and
 * night music, the tick of a turn's last ten seconds, the screen's wake lock —
 * and tells the host session when a step's lines have been said
 * (`session.narrated(seq)`), so the game's clock never waits on a screen.
 *
 * Screens get what it shows through `subscribe` (the caption, the voice's
 * status) and ask it for their own cues (`tell`, `cue`). Everything outside
 * is injected: the clock, the narrator (built from the hooks the stage gives
 * it), the sound board and the wake lock; tests use fakes.
 */
import type { Effect, PublicView, SoundName } from '../engine/types';
import type { Clock, TimerId } from '../base/clock';
import type { NarrationRequest, NarratorHooks, VoiceSettings, VoiceStatus } from '../narrator/narrator';
import type { PlayOptions } from '../narrator/queue';
import type { EffectsListener, HostSnapshot, SnapshotListener } from './snapshot';

/** What the stage needs of the narrator (narrator/narrator.ts `Narrator`). */
export interface StageNarrator {
  readonly status: VoiceStatus;
  configure(settings: VoiceSettings): void;
  play(seq: number, lines: NarrationRequest[], context: { preset: PublicView['preset']; nameOf(seat: number): string | undefined }, options?: PlayOptions): void;
  tell(text: string, options?: { caption?: string; cut?: boolean; said?: () => void }): void;
  unlock(): void;
  stop(): void;
}

/** What the stage needs of the sound board (audio/sound-board.ts `SoundBoard`). */
export interface StageSound {
  play(name: SoundName): void;
  setMusic(play: boolean): void;
  duck(on: boolean): void;
  setVolumes(volumes: { master: number; music: number; muted: boolean }): void;
  unlock(): Promise<void>;
}

/** Keeps the screen awake while a game runs (ui/shared/wake-lock.ts `ScreenWakeLock`). */
export interface StageWakeLock {
  set(wanted: boolean): void;
}

/** The host session as the stage follows it. */
export interface StageSession {
  onEffects(listener: EffectsListener): () => void;
  subscribe(listener: SnapshotListener): () => void;
  narrated(seq: number): void;
}

/** The TV's sound and voice settings (ui/tv/settings.ts `TvSettings` fits). */
export interface StageSettings {
  lang: VoiceSettings['lang'];
  voice: string;
  master: number;
  music: number;
  voiceVolume: number;
  rate: number;
  muted: boolean;
}

/** What the screens show of the stage. */
export interface StageView {
  /** The line being said, or the last one said ('' before any). */
  caption: string;
  voice: VoiceStatus;
  /** The id of the last line a screen told (`tell`) that has been said or cut; -1 before any. */
  told: number;
}

/**
 * A line a screen tells in its own words (the game-over reveal). `id` (rising)
 * comes back in `StageView.told` once it has been said, so the screen can pace
 * itself by the voice; `caption: false` when the screen shows the words itself
 * (shown once, not twice); `cut` drops what is still queued; an empty `text`
 * says nothing and comes back once what was queued before it has been said.
 */
export interface ToldLine {
  id: number;
  text: string;
  caption?: boolean;
  cut?: boolean;
}

/** Every step it runs and every "said" it reports, for the speech tests (main-tv.ts makes them window events). */
export type StageTrace = { kind: 'effects'; effects: Effect[]; view: PublicView } | { kind: 'narrated'; seq: number };

export interface StageOptions<N extends StageNarrator> {
  clock: Clock;
  narrator(hooks: NarratorHooks): N;
  sound: StageSound;
  wakeLock: StageWakeLock;
  settings: StageSettings;
  trace?: (event: StageTrace) => void;
}

/** Phases whose last ten seconds tick aloud. */
export const TICKING: ReadonlySet<string> = new Set(['speech', 'justification', 'lastWord', 'discussion', 'vote', 'eliminateAll']);
const TICK_SECONDS = 10;

type Phase = PublicView['phase'];

export class Stage<N extends StageNarrator = StageNarrator> {
  readonly narrator: N;
  private readonly clock: Clock;
  private readonly sound: StageSound;
  private readonly wakeLock: StageWakeLock;
  private readonly trace: (event: StageTrace) => void;
  private session: StageSession | null = null;
  private unfollow: Array<() => void> = [];
  private caption = '';
  private told = -1;
  private voice: VoiceStatus;
  private readonly listeners = new Set<(view: StageView) => void>();
  private phase: Phase | null = null;
  private tickTimer: TimerId | null = null;
  private lastTick = { seq: -1, second: -1 };

  constructor(options: StageOptions<N>) {
    this.clock = options.clock;
    this.sound = options.sound;
    this.wakeLock = options.wakeLock;
    this.trace = options.trace ?? (() => undefined);
    this.voice = { kind: 'loading', name: null, needsInternet: false, problem: null };
    this.narrator = options.narrator({
      caption: (text) => {
        this.caption = text;
        this.publish();
      },
      chime: () => this.sound.play('chime'),
      speaking: (on) => this.sound.duck(on),
      narrated: (seq) => {
        this.trace({ kind: 'narrated', seq });
        this.session?.narrated(seq);
      },
      status: (status) => {
        this.voice = status;
        this.publish();
      },
    });
    this.voice = this.narrator.status;
    this.configure(options.settings);
  }

  /** Runs this session's effects and follows its game (a TV that reopens its room follows the new one). */
  follow(session: StageSession | null): void {
    this.unfollow.forEach((stop) => stop());
    this.unfollow = [];
    this.session = session;
    if (!session) return this.showPhase(null);
    this.unfollow = [
      session.onEffects((effects, view) => this.play(effects, view)),
      session.subscribe((snapshot: HostSnapshot) => this.showPhase(snapshot.game?.phase ?? null)),
    ];
  }

  /** The caption and the voice's status now, and on every change. */
  subscribe(listener: (view: StageView) => void): () => void {
    this.listeners.add(listener);
    listener(this.view());
    return () => this.listeners.delete(listener);
  }

  configure(settings: StageSettings): void {
    this.sound.setVolumes({ master: settings.master, music: settings.music, muted: settings.muted });
    this.narrator.configure({ lang: settings.lang, voice: settings.voice, volume: settings.master * settings.voiceVolume, rate: settings.rate, muted: settings.muted });
  }

  /**
   * One engine step's effects: its lines as one narration batch keyed by the
   * phase's seq (a newer seq cuts the old, game over cuts all; a paused game
   * shows the caption and leaves the lines to Resume), its sounds and music.
   */
  play(effects: Effect[], view: PublicView): void {
    this.trace({ kind: 'effects', effects, view });
    const nameOf = (seat: number) => view.seats.find((s) => s.seat === seat)?.name;
    const lines: NarrationRequest[] = effects.flatMap((e) => (e.type === 'narrate' ? [{ key: e.line, params: e.params }] : []));
    const { paused, name, seq } = view.phase;
    this.narrator.play(seq, lines, { preset: view.preset, nameOf }, paused ? { paused: true } : { cut: name === 'gameOver' });
    for (const effect of effects) {
      if (effect.type === 'sound') this.sound.play(effect.name);
      else if (effect.type === 'music') this.sound.setMusic(effect.play);
      // narrate is above; vibrateAll is for the phones.
    }
  }

  /** A line a screen tells in its own words (the game-over reveal), said after what the game still has to say. */
  tell(line: ToldLine | string): void {
    if (typeof line === 'string') return this.narrator.tell(line);
    const { id, text } = line;
    this.narrator.tell(text, {
      ...(line.caption === false ? { caption: '' } : {}),
      ...(line.cut ? { cut: true } : {}),
      said: () => {
        this.told = Math.max(this.told, id);
        this.publish();
      },
    });
  }

  /** A screen's own sound (the count's flying marks). */
  cue(sound: SoundName): void {
    this.sound.play(sound);
  }

  /** Call inside a user gesture: Chrome refuses speech and audio until a page has had one. */
  async unlock(): Promise<void> {
    this.narrator.unlock();
    await this.sound.unlock();
  }

  stop(): void {
    this.follow(null);
    this.narrator.stop();
  }

  private view(): StageView {
    return { caption: this.caption, voice: this.voice, told: this.told };
  }

  private publish(): void {
    const view = this.view();
    for (const listener of this.listeners) listener(view);
  }

  /** The game's phase changed (or the snapshot did): the wake lock, and the ticks' timer. */
  private showPhase(phase: Phase | null): void {
    const before = this.phase;
    this.phase = phase;
    this.wakeLock.set(!!phase && phase.name !== 'gameOver');
    const same = before && phase && before.seq === phase.seq && before.deadline === phase.deadline && before.paused === phase.paused && before.name === phase.name;
    if (!same) this.tick();
  }

  /**
   * The tick of a turn's last ten seconds, once a second: heard now if this
   * second has not ticked yet, and the next one is timed to the deadline.
   */
  private tick(): void {
    if (this.tickTimer !== null) this.clock.clearTimeout(this.tickTimer);
    this.tickTimer = null;
    const phase = this.phase;
    if (!phase || phase.paused || phase.deadline === null || !TICKING.has(phase.name)) return;
    const now = this.clock.now();
    const left = phase.deadline - now;
    if (left <= 0) return;
    const second = Math.ceil(left / 1000);
    if (second <= TICK_SECONDS && (second !== this.lastTick.second || phase.seq !== this.lastTick.seq)) {
      this.sound.play('tick');
      this.lastTick = { seq: phase.seq, second };
    }
    const next = Math.min(second - 1, TICK_SECONDS);
    if (next < 1) return;
    this.tickTimer = this.clock.setTimeout(() => {
      this.tickTimer = null;
      this.tick();
    }, phase.deadline - next * 1000 - now);
  }
}
