/**
 * Keeps a screen on while a game is on — the TV's and every phone's, one
 * design — with NoSleep.js: the Screen Wake Lock API where the page may use it
 * (a secure context: https or localhost), else a tiny silent video playing in
 * a loop, which browsers also keep the screen on for. Pages that `npm start`
 * serves to phones are plain http on the LAN address, so there it is the video.
 *
 * Browsers drop the lock when the page is hidden and may refuse it (or the
 * video) without a user gesture, so it is asked for again when the page is
 * visible again and on every tap or key. NoSleep.js is loaded on first use:
 * the phone's join screen does not need it.
 *
 * `<html data-awake>` says which way holds the screen now ("wake-lock",
 * "video", or nothing), for the diagnostics and the tests.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

interface NoSleepLike {
  readonly isEnabled: boolean;
  enable(): Promise<unknown>;
  disable(): void;
}

export class ScreenWakeLock {
  private wanted = false;
  private noSleep: NoSleepLike | null = null;
  private loading: Promise<NoSleepLike | null> | null = null;

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'visible') void this.acquire();
    else this.mark();
  };

  /** Listens for the page coming back and for taps (a gesture some browsers need). */
  connect(): void {
    document.addEventListener('visibilitychange', this.onVisibility);
    document.addEventListener('pointerup', this.onVisibility);
    document.addEventListener('keyup', this.onVisibility);
    if (this.wanted) void this.acquire();
  }

  disconnect(): void {
    document.removeEventListener('visibilitychange', this.onVisibility);
    document.removeEventListener('pointerup', this.onVisibility);
    document.removeEventListener('keyup', this.onVisibility);
    this.release();
  }

  /** Ask for the lock while `on`, give it back otherwise. */
  set(on: boolean): void {
    if (on === this.wanted) return;
    this.wanted = on;
    if (on) void this.acquire();
    else this.release();
  }

  private load(): Promise<NoSleepLike | null> {
    this.loading ??= import('nosleep.js')
      .then(({ default: NoSleep }) => (this.noSleep = new NoSleep()))
      .catch(() => null);
    return this.loading;
  }

  private async acquire(): Promise<void> {
    if (!this.wanted || document.visibilityState !== 'visible') return;
    const noSleep = await this.load();
    // The native lock is taken again by NoSleep itself when the page is back; a paused video must be played again.
    const native = 'wakeLock' in navigator;
    if (!noSleep || !this.wanted || (native && noSleep.isEnabled)) return this.mark();
    try {
      await noSleep.enable();
    } catch {
      // Refused (battery saver, no user gesture yet): the next tap asks again; the game goes on.
    }
    if (!this.wanted) noSleep.disable();
    this.mark();
  }

  private release(): void {
    this.noSleep?.disable();
    this.mark();
  }

  private mark(): void {
    const on = !!this.noSleep?.isEnabled && this.wanted;
    const how = 'wakeLock' in navigator ? 'wake-lock' : 'video';
    if (on) document.documentElement.dataset['awake'] = how;
    else delete document.documentElement.dataset['awake'];
  }
}

/** The same lock for a Lit element (the phone's app): connected and released with it. */
export class WakeLockController implements ReactiveController {
  private readonly lock = new ScreenWakeLock();

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.lock.connect();
  }

  hostDisconnected(): void {
    this.lock.disconnect();
  }

  set(on: boolean): void {
    this.lock.set(on);
  }
}
