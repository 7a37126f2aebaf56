/**
 * One registry of the game's named sounds and the night music, played with
 * howler. The files are the project's own, made by scripts/make-audio.mjs.
 * Every failure here is quiet: a missing or blocked sound never stops a game.
 */
import { Howl, Howler } from 'howler';
import type { SoundName } from '../engine/types';

/** File of each named sound under public/audio/. */
export const SOUND_FILES: Record<SoundName, string> = {
  nightfall: 'nightfall.wav',
  dawnShot: 'dawn-shot.wav',
  dawnPeace: 'dawn-peace.wav',
  vote: 'vote.wav',
  tick: 'tick.wav',
  win: 'win.wav',
  chime: 'chime.wav',
  warning: 'warning.wav',
  coin: 'coin.wav',
};

/** The calm minor-key loop that plays through each night. */
export const MUSIC_FILE = 'night-music.wav';

const FADE_IN_MS = 4000;
const FADE_OUT_MS = 2500;
/** Under the narrator's voice the music drops to this share of its level, quickly, and comes back slowly. */
const DUCKED = 0.3;
const DUCK_MS = 250;
const UNDUCK_MS = 900;

export interface Volumes {
  /** 0..1, applies to everything. */
  master: number;
  /** 0..1, the music's own level under the master. */
  music: number;
  muted: boolean;
}

export class SoundBoard {
  private readonly sounds = new Map<SoundName, Howl>();
  private music: Howl | null = null;
  private musicWanted = false;
  private musicLevel = 0.5;
  private ducked = false;
  private readonly base: string;

  constructor(base = `${import.meta.env.BASE_URL}audio/`) {
    this.base = base;
  }

  private sound(name: SoundName): Howl {
    let howl = this.sounds.get(name);
    if (!howl) {
      howl = new Howl({ src: [this.base + SOUND_FILES[name]], preload: true });
      this.sounds.set(name, howl);
    }
    return howl;
  }

  private track(): Howl {
    this.music ??= new Howl({ src: [this.base + MUSIC_FILE], loop: true, preload: true, volume: 0 });
    return this.music;
  }

  /** Loads every file ahead of the first night so nightfall is not late. */
  preload(): void {
    for (const name of Object.keys(SOUND_FILES) as SoundName[]) this.sound(name);
    this.track();
  }

  setVolumes(volumes: Volumes): void {
    Howler.volume(volumes.master);
    Howler.mute(volumes.muted);
    this.musicLevel = volumes.music;
    if (this.music?.playing() && this.musicWanted) this.music.volume(this.musicTarget());
  }

  play(name: SoundName): void {
    try {
      this.sound(name).play();
    } catch {
      // A sound that cannot play is skipped; captions carry the game.
    }
  }

  /** Fades the night music in (nightfall) or out (dawn). */
  setMusic(play: boolean): void {
    this.musicWanted = play;
    const music = this.track();
    try {
      if (play) {
        if (!music.playing()) {
          music.volume(0);
          music.play();
        }
        music.fade(music.volume(), this.musicTarget(), FADE_IN_MS);
      } else if (music.playing()) {
        music.fade(music.volume(), 0, FADE_OUT_MS);
        music.once('fade', () => {
          if (!this.musicWanted) music.pause();
        });
      }
    } catch {
      // As above: music is a nicety.
    }
  }

  /** Lowers the night music while the narrator speaks, and brings it back after. */
  duck(on: boolean): void {
    if (on === this.ducked) return;
    this.ducked = on;
    const music = this.music;
    if (!music || !this.musicWanted || !music.playing()) return;
    try {
      music.fade(music.volume(), this.musicTarget(), on ? DUCK_MS : UNDUCK_MS);
    } catch {
      // Music is a nicety.
    }
  }

  private musicTarget(): number {
    return this.musicLevel * (this.ducked ? DUCKED : 1);
  }

  /** Whether the browser lets sound out yet (it needs one user gesture first). */
  get unlocked(): boolean {
    return Howler.ctx?.state === 'running';
  }

  /** Call inside a user gesture: resumes the audio context howler made. */
  async unlock(): Promise<void> {
    this.preload();
    try {
      await Howler.ctx?.resume();
    } catch {
      // Still locked; the next gesture tries again.
    }
  }
}
