/**
 * Keeps the screen on while a game is on (Screen Wake Lock API). The browser
 * drops the lock whenever the page is hidden, so it is asked for again on
 * `visibilitychange`. Where the API is missing or refuses, nothing happens.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

interface Sentinel {
  released: boolean;
  release(): Promise<void>;
}
type WakeLockApi = { request(type: 'screen'): Promise<Sentinel> };

export class WakeLockController implements ReactiveController {
  private wanted = false;
  private sentinel: Sentinel | null = null;

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'visible') void this.acquire();
  };

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.onVisibility);
    // Some browsers grant the lock only after a user gesture: retry on a tap.
    document.addEventListener('pointerup', this.onVisibility);
    if (this.wanted) void this.acquire();
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.onVisibility);
    document.removeEventListener('pointerup', this.onVisibility);
    void this.release();
  }

  /** Ask for the lock while `on`, give it back otherwise. */
  set(on: boolean): void {
    if (on === this.wanted) return;
    this.wanted = on;
    void (on ? this.acquire() : this.release());
  }

  private async acquire(): Promise<void> {
    const api = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    if (!this.wanted || !api || document.visibilityState !== 'visible') return;
    if (this.sentinel && !this.sentinel.released) return;
    try {
      this.sentinel = await api.request('screen');
    } catch {
      // Refused (battery saver, no user gesture yet, insecure context): the screen may dim.
    }
  }

  private async release(): Promise<void> {
    const held = this.sentinel;
    this.sentinel = null;
    try {
      await held?.release();
    } catch {
      // Already released by the browser.
    }
  }
}
