/**
 * Keeps the TV's screen awake while a game runs. The browser drops a wake
 * lock whenever the page is hidden, so it is asked for again on return.
 * Where the API is missing or refused, nothing happens.
 */
interface WakeLockSentinelLike {
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

export class ScreenWakeLock {
  private wanted = false;
  private sentinel: WakeLockSentinelLike | null = null;
  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'visible') void this.acquire();
  };

  connect(): void {
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  disconnect(): void {
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.set(false);
  }

  set(wanted: boolean): void {
    if (wanted === this.wanted) return;
    this.wanted = wanted;
    if (wanted) void this.acquire();
    else {
      void this.sentinel?.release().catch(() => undefined);
      this.sentinel = null;
    }
  }

  private async acquire(): Promise<void> {
    const api = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!this.wanted || this.sentinel || !api || document.visibilityState !== 'visible') return;
    try {
      const sentinel = await api.request('screen');
      this.sentinel = sentinel;
      sentinel.addEventListener('release', () => {
        if (this.sentinel === sentinel) this.sentinel = null;
      });
    } catch {
      // Refused (battery saver, no permission): the screen may dim; the game goes on.
    }
  }
}
