/**
 * What a browser needs for the game, checked before anything connects: a
 * browser without it would otherwise reach PeerJS, which reports
 * `browser-incompatible` — and a phone would keep trying, and tell its player
 * the TV is not answering.
 *
 *  - Both: `RTCPeerConnection` that can open a data channel (phones and the TV
 *    talk only over WebRTC data channels). PeerJS refuses a browser where
 *    neither a peer connection nor a data channel can be made; this check
 *    refuses one where either fails, so PeerJS never gets to say it.
 *  - The phone: `localStorage`, where it keeps its seat token, so a page the
 *    browser reloads (a sleeping tab) takes its seat back mid-game.
 *  - The TV: `IndexedDB`, where it keeps the room and the game across a reload.
 *
 * Pure over `env` (the window in the app), so every case is a unit test.
 */

export type Feature = 'webrtc' | 'datachannel' | 'localstorage' | 'indexeddb';
export type Device = 'phone' | 'tv';

/** The globals the check reads; `globalThis` in the app. Reading `localStorage` may throw. */
export interface BrowserEnv {
  readonly RTCPeerConnection?: unknown;
  readonly indexedDB?: unknown;
  readonly localStorage?: unknown;
}

type PeerConnectionClass = new (config?: RTCConfiguration) => {
  createDataChannel(label: string, init?: RTCDataChannelInit): { close(): void };
  close(): void;
};

/** 'webrtc' when no peer connection can be made, 'datachannel' when it cannot open a channel, null when both work. */
function webRtcProblem(env: BrowserEnv): Feature | null {
  const PeerConnection = env.RTCPeerConnection;
  if (typeof PeerConnection !== 'function') return 'webrtc';
  let pc: InstanceType<PeerConnectionClass>;
  try {
    // No ICE servers: nothing is sent anywhere until an offer is made, and none is.
    pc = new (PeerConnection as PeerConnectionClass)({ iceServers: [] });
  } catch {
    return 'webrtc';
  }
  try {
    pc.createDataChannel('citysleeps-probe', { ordered: true }).close();
    return null;
  } catch {
    return 'datachannel';
  } finally {
    pc.close();
  }
}

function localStorageWorks(env: BrowserEnv): boolean {
  try {
    // Where storage is disabled, even reading the property throws (SecurityError).
    const storage = env.localStorage as Storage | undefined | null;
    if (!storage) return false;
    // Old Safari private mode had a storage whose every write throws (quota 0).
    const key = 'citysleeps.probe';
    storage.setItem(key, '1');
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

function indexedDbPresent(env: BrowserEnv): boolean {
  try {
    const factory = env.indexedDB as { open?: unknown } | undefined | null;
    return !!factory && typeof factory.open === 'function';
  } catch {
    return false;
  }
}

/** The features this device lacks, in the order the screen lists them; empty when it can play. */
export function missingFeatures(device: Device, env: BrowserEnv = globalThis as BrowserEnv): Feature[] {
  const missing: Feature[] = [];
  const rtc = webRtcProblem(env);
  if (rtc) missing.push(rtc);
  if (device === 'phone' && !localStorageWorks(env)) missing.push('localstorage');
  if (device === 'tv' && !indexedDbPresent(env)) missing.push('indexeddb');
  return missing;
}

/**
 * The app whose built-in browser this is, from its user agent: '' for an
 * Android app's WebView we cannot name, null for an ordinary browser. Such
 * browsers often lack WebRTC or storage; their menu opens the page in the
 * phone's own browser.
 */
export function inAppBrowser(userAgent: string): string | null {
  const apps: [RegExp, string][] = [
    [/\bFBAN\/|\bFBAV\/|\bFB_IAB\//, 'Facebook'],
    [/\bInstagram\b/, 'Instagram'],
    [/\bMicroMessenger\//, 'WeChat'],
    [/\bLine\//, 'LINE'],
    [/\bTelegram-Android\//, 'Telegram'],
    [/\bmusical_ly|\bBytedanceWebview\b|\bTikTok\b/i, 'TikTok'],
    [/\bSnapchat\b/, 'Snapchat'],
    [/\bVKAndroidApp\/|\bcom\.vk\.vkclient\b/, 'VK'],
  ];
  for (const [pattern, name] of apps) if (pattern.test(userAgent)) return name;
  // Android's WebView marks itself "; wv)"; Chrome Custom Tabs are the real Chrome and do not.
  if (/\bAndroid\b.*; wv\)/.test(userAgent)) return '';
  return null;
}
