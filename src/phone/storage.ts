/**
 * What a phone remembers across reloads, in localStorage: its seat token and
 * the room's key per room (keyed by the room's peer ID, so two rooms never
 * mix), the room a typed code led to, the last name used (to prefill the
 * form), and its own device key (see protocol/auth.ts deviceTag).
 */
import type { RandomBytes } from '../base/clock';
import { base64url } from '../protocol/base64url';
import { ROOM_KEY_PATTERN, SEAT_TOKEN_PATTERN } from '../protocol/messages';

/** The part of the Web Storage API we use; tests pass a Map-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'citysleeps.';

export class PhoneMemory {
  /** The device key where storage is denied: the page's own. */
  private fallbackDevice: string | null = null;

  constructor(private readonly storage: KeyValueStorage) {}

  /**
   * A stored token of the wrong shape (storage edited by hand, or by another
   * app) is no token: sent along, it would make every hello malformed, and the
   * player could not even join again with a name.
   */
  token(roomPeerId: string): string | null {
    const token = this.get(`seat.${roomPeerId}`);
    return token !== null && SEAT_TOKEN_PATTERN.test(token) ? token : null;
  }

  setToken(roomPeerId: string, token: string | null): void {
    this.set(`seat.${roomPeerId}`, token);
  }

  /** The room's key, from the join link or the code peer; another shape is no key. */
  roomKey(roomPeerId: string): string | null {
    const key = this.get(`key.${roomPeerId}`);
    return key !== null && ROOM_KEY_PATTERN.test(key) ? key : null;
  }

  setRoomKey(roomPeerId: string, key: string): void {
    this.set(`key.${roomPeerId}`, key);
  }

  /**
   * This phone's lasting secret, made on first use. Only MACs of it per room
   * leave the phone. Where storage is denied it lives as long as the page.
   */
  deviceKey(random: RandomBytes): string {
    const stored = this.get('device');
    if (stored !== null && ROOM_KEY_PATTERN.test(stored)) return stored;
    const made = this.fallbackDevice ?? base64url(random(16));
    this.fallbackDevice = made;
    this.set('device', made);
    return made;
  }

  roomForCode(code: string): string | null {
    return this.get(`code.${code}`);
  }

  setRoomForCode(code: string, roomPeerId: string | null): void {
    this.set(`code.${code}`, roomPeerId);
  }

  name(): string | null {
    return this.get('name');
  }

  setName(name: string): void {
    this.set('name', name);
  }

  // Storage can throw (Safari private mode, quota); a phone without it still plays, it just cannot reclaim after a reload.
  private get(key: string): string | null {
    try {
      return this.storage.getItem(PREFIX + key);
    } catch {
      return null;
    }
  }

  private set(key: string, value: string | null): void {
    try {
      if (value === null) this.storage.removeItem(PREFIX + key);
      else this.storage.setItem(PREFIX + key, value);
    } catch {
      /* see above */
    }
  }
}

/** localStorage, or a throwaway one where the browser denies it (storage disabled: even reading the property throws). */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) return storage;
  } catch {
    /* fall through */
  }
  return memoryStorage();
}

export function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}
