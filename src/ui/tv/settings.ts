/**
 * The TV's own settings: language, narrator voice, volumes, mute and the
 * signaling server. Remembered in localStorage on this TV only (the language
 * goes through the shared i18n key so a page reload keeps it).
 */
import { initialLang, saveLang, type Lang } from '../shared/i18n';

/**
 * Where the room's signaling (PeerJS) server is. `local`: the one `npm start`
 * serves beside the app (./signaling.json). The custom variant is assignable
 * to the link's `SignalingConfig` (src/net/signaling.ts).
 */
export type SignalingChoice =
  | { kind: 'cloud' }
  | { kind: 'local' }
  | { kind: 'custom'; host: string; port: number; path: string; key: string; secure: boolean };

export interface TvSettings {
  lang: Lang;
  /** `SpeechSynthesisVoice.voiceURI`, 'builtin' for the app's own voice, or '' to pick the best voice for the language. */
  voice: string;
  /** 0..1 */
  master: number;
  music: number;
  /** The narrator's own level. */
  voiceVolume: number;
  /** The narrator's speaking rate: 1 is normal, 0.6–1.6. */
  rate: number;
  muted: boolean;
  /** null until the host picks one: the app's default then (npm start's server, else the cloud). */
  signaling: SignalingChoice | null;
}

const STORAGE_KEY = 'citysleeps.tv.settings';

export function defaultSettings(): TvSettings {
  return {
    lang: initialLang(),
    voice: '',
    master: 0.8,
    music: 0.5,
    voiceVolume: 1,
    rate: 1,
    muted: false,
    signaling: null,
  };
}

function clamp01(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : fallback;
}

export const RATE_MIN = 0.6;
export const RATE_MAX = 1.6;

function clampRate(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(RATE_MAX, Math.max(RATE_MIN, Math.round(value * 10) / 10)) : fallback;
}

function readSignaling(value: unknown): SignalingChoice | null {
  if (value && typeof value === 'object') {
    if ((value as { kind?: unknown }).kind === 'cloud') return { kind: 'cloud' };
    const v = value as Record<string, unknown>;
    if (v.kind === 'local') return { kind: 'local' };
    if (v.kind === 'custom' && typeof v.host === 'string') {
      return {
        kind: 'custom',
        host: v.host,
        port: typeof v.port === 'number' ? v.port : 443,
        path: typeof v.path === 'string' ? v.path : '/',
        key: typeof v.key === 'string' ? v.key : 'peerjs',
        secure: v.secure !== false,
      };
    }
  }
  return null;
}

/** Stored settings, each field checked: a damaged entry falls back to its default. */
export function loadSettings(): TvSettings {
  const base = defaultSettings();
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return base;
    const saved = JSON.parse(raw) as Record<string, unknown>;
    return {
      lang: base.lang,
      voice: typeof saved.voice === 'string' ? saved.voice : base.voice,
      master: clamp01(saved.master, base.master),
      music: clamp01(saved.music, base.music),
      voiceVolume: clamp01(saved.voiceVolume, base.voiceVolume),
      rate: clampRate(saved.rate, base.rate),
      muted: saved.muted === true,
      signaling: readSignaling(saved.signaling),
    };
  } catch {
    return base;
  }
}

/** The signaling server the host chose on this TV, or null for the app's default. For main-tv before opening the room. */
export function savedSignaling(): SignalingChoice | null {
  return loadSettings().signaling;
}

/** Whether a custom server's fields can work: a host name, a port 1–65535, a path from "/". */
export function customServerProblem(server: Extract<SignalingChoice, { kind: 'custom' }>): 'host' | 'port' | 'path' | 'key' | null {
  if (!/^[A-Za-z0-9.:[\]-]{1,253}$/.test(server.host)) return 'host';
  if (!Number.isInteger(server.port) || server.port < 1 || server.port > 65535) return 'port';
  if (!/^\/[A-Za-z0-9._~/-]{0,200}$/.test(server.path)) return 'path';
  if (!/^[A-Za-z0-9._~-]{1,100}$/.test(server.key)) return 'key';
  return null;
}

export function saveSettings(settings: TvSettings): void {
  saveLang(settings.lang);
  try {
    // The language is kept by saveLang under the shared key, not here.
    const rest: Partial<TvSettings> = { ...settings };
    delete rest.lang;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(rest));
  } catch {
    // Storage blocked: the settings still apply until the page closes.
  }
}
