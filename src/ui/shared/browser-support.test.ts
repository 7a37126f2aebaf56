import { describe, expect, it } from 'vitest';
import { inAppBrowser, missingFeatures, type BrowserEnv } from './browser-support';

class WorkingPeerConnection {
  closed = false;
  createDataChannel(): { close(): void } {
    return { close: () => undefined };
  }
  close(): void {
    this.closed = true;
  }
}

class NoChannelPeerConnection extends WorkingPeerConnection {
  override createDataChannel(): never {
    throw new Error('NotSupportedError');
  }
}

class ThrowingPeerConnection {
  constructor() {
    throw new Error('blocked by policy');
  }
}

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

const everything: BrowserEnv = { RTCPeerConnection: WorkingPeerConnection, indexedDB: { open() {} }, localStorage: memoryStorage() };

describe('what a browser needs for the game', () => {
  it('a browser with WebRTC data channels and storage lacks nothing, phone or TV', () => {
    expect(missingFeatures('phone', everything)).toEqual([]);
    expect(missingFeatures('tv', everything)).toEqual([]);
  });

  it('no RTCPeerConnection at all (WebKitGTK as Debian ships it) is named', () => {
    const env = { ...everything, RTCPeerConnection: undefined };
    expect(missingFeatures('phone', env)).toEqual(['webrtc']);
    expect(missingFeatures('tv', env)).toEqual(['webrtc']);
  });

  it('a peer connection that cannot be made (a locked-down browser) counts as no WebRTC', () => {
    expect(missingFeatures('phone', { ...everything, RTCPeerConnection: ThrowingPeerConnection })).toEqual(['webrtc']);
  });

  it('a peer connection without data channels is named apart', () => {
    expect(missingFeatures('phone', { ...everything, RTCPeerConnection: NoChannelPeerConnection })).toEqual(['datachannel']);
  });

  it('the probe closes the peer connection it made', () => {
    const made: WorkingPeerConnection[] = [];
    class Tracked extends WorkingPeerConnection {
      constructor() {
        super();
        made.push(this);
      }
    }
    missingFeatures('phone', { ...everything, RTCPeerConnection: Tracked });
    expect(made).toHaveLength(1);
    expect(made[0]!.closed).toBe(true);
  });

  it('the phone needs localStorage for its seat; absent, throwing on read or on write', () => {
    expect(missingFeatures('phone', { ...everything, localStorage: undefined })).toEqual(['localstorage']);
    const denied = Object.defineProperty({ ...everything }, 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(missingFeatures('phone', denied)).toEqual(['localstorage']);
    const full = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(missingFeatures('phone', { ...everything, localStorage: full })).toEqual(['localstorage']);
    // The TV keeps its game in IndexedDB, not there.
    expect(missingFeatures('tv', { ...everything, localStorage: undefined })).toEqual([]);
  });

  it('the TV needs IndexedDB for the room across a reload; the phone does not', () => {
    const env = { ...everything, indexedDB: undefined };
    expect(missingFeatures('tv', env)).toEqual(['indexeddb']);
    expect(missingFeatures('phone', env)).toEqual([]);
  });

  it('lists every missing feature at once', () => {
    expect(missingFeatures('phone', { localStorage: undefined })).toEqual(['webrtc', 'localstorage']);
    expect(missingFeatures('tv', {})).toEqual(['webrtc', 'indexeddb']);
  });
});

describe('in-app browsers', () => {
  it('names the apps whose browsers guests open links in', () => {
    expect(inAppBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]')).toBe('Facebook');
    expect(inAppBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 Instagram 312.0')).toBe('Instagram');
    expect(inAppBrowser('Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 Chrome/119.0 Mobile Safari/537.36 MicroMessenger/8.0.44')).toBe('WeChat');
    expect(inAppBrowser('Mozilla/5.0 (Linux; Android 14; SM-S911B Build/UP1A; wv) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 Telegram-Android/10.12.0')).toBe('Telegram');
  });

  it('an Android WebView of an app it cannot name is still in-app', () => {
    expect(inAppBrowser('Mozilla/5.0 (Linux; Android 12; SM-A525F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36')).toBe('');
  });

  it('the ordinary browsers are not', () => {
    expect(inAppBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36')).toBeNull();
    expect(inAppBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1')).toBeNull();
    expect(inAppBrowser('Mozilla/5.0 (Android 14; Mobile; rv:115.0) Gecko/115.0 Firefox/115.0')).toBeNull();
    expect(inAppBrowser('Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0 Mobile Safari/537.36')).toBeNull();
  });
});
