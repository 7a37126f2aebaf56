/**
 * Where the TV keeps everything a reload must not lose: the room's ID and
 * code, the lobby with its seat tokens, the setup and the engine's state.
 *
 * `save` starts its IndexedDB write at once, in the same task: IndexedDB runs
 * read-write transactions on one store in the order they were created, so the
 * newest record always lands last, and a transaction already started completes
 * even if the tab reloads right after. It resolves when the record is durable:
 * the host sends no phone a view before the state behind it is (H6).
 */
import type { GhostBook } from '../engine/ghosts';
import type { Setup } from '../engine/types';
import type { Lobby } from './lobby';

/**
 * 4: the table's log of what was said aloud, the whole game (`GameState.aloud`);
 * 3: the game state in parts (engine/state.ts); 2: the deal, the narrator's cue, the opener.
 * A version-2 or -3 record is migrated on load (migrate-save.ts); one of another version is not restored.
 */
export const RECORD_VERSION = 4;

export interface HostRecord<S> {
  version: typeof RECORD_VERSION;
  /** Epoch ms of the save. A stale lobby is not restored (see HostSession). */
  savedAt: number;
  /** `key` is missing in records saved before rooms had keys: such a room is not restored. */
  room: { peerId: string; code: string; key?: string };
  lobby: Lobby;
  setup: Setup;
  /** `wording`: the narrator's public wording seed (game-runner.ts); missing in games saved before it. `ghosts`: the ghosts' marks (engine/ghosts.ts). */
  game: { state: S; seed: number; wording?: number; at: number; ghosts?: GhostBook } | null;
}

export interface HostStore<S> {
  load(): Promise<HostRecord<S> | null>;
  /** Why the last `load` found a record and restored nothing (the host is told), or null. */
  readonly refused?: string | null;
  /** Starts writing now; the newest record wins. Resolves once it is durable; never rejects (a failed write is logged). */
  save(record: HostRecord<S>): Promise<void>;
  clear(): Promise<void>;
  /** Resolves once every write started so far has finished. */
  flushed(): Promise<void>;
}

/** For tests: keeps a structured clone, as IndexedDB would, so later mutation cannot leak into "disk". */
export class MemoryStore<S> implements HostStore<S> {
  record: HostRecord<S> | null = null;
  /** Set by a test: the saved record a reader refused (`record` is then null). */
  refused: string | null = null;
  saves = 0;

  load(): Promise<HostRecord<S> | null> {
    return Promise.resolve(this.record ? structuredClone(this.record) : null);
  }

  save(record: HostRecord<S>): Promise<void> {
    this.saves += 1;
    this.record = structuredClone(record);
    return Promise.resolve();
  }

  clear(): Promise<void> {
    this.record = null;
    return Promise.resolve();
  }

  flushed(): Promise<void> {
    return Promise.resolve();
  }
}

const DB_NAME = 'citysleeps';
const STORE = 'host';
const KEY = 'current';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** What a reader makes of the stored value: nothing stored, a record, or why it is not restored. */
export type StoredRead<S> = null | { record: HostRecord<S> } | { refused: string };

function sameVersion<S>(stored: unknown): StoredRead<S> {
  if (stored === undefined) return null;
  return (stored as HostRecord<S> | null)?.version === RECORD_VERSION ? { record: stored as HostRecord<S> } : { refused: 'a record of another version' };
}

export class IndexedDbStore<S> implements HostStore<S> {
  private db: IDBDatabase | null = null;
  private opening: Promise<IDBDatabase> | null = null;
  /** A record saved before the database opened; written as soon as it does. */
  private early: HostRecord<S> | null = null;
  private writes: Promise<void>[] = [];

  refused: string | null = null;

  /** `read`: the stored value as a record of this version, or why it is not restored; by default only this version's. */
  constructor(
    private readonly factory: IDBFactory = indexedDB,
    private readonly read: (stored: unknown) => StoredRead<S> = sameVersion,
  ) {}

  async load(): Promise<HostRecord<S> | null> {
    const db = await this.open();
    const read = this.read(await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY)));
    this.refused = read && 'refused' in read ? read.refused : null;
    return read && 'record' in read ? read.record : null;
  }

  save(record: HostRecord<S>): Promise<void> {
    if (this.db) return this.write(this.db, record);
    this.early = record;
    return this.open().then(
      () => this.flushed(),
      () => undefined,
    );
  }

  async clear(): Promise<void> {
    const db = await this.open();
    await request(db.transaction(STORE, 'readwrite').objectStore(STORE).delete(KEY));
  }

  async flushed(): Promise<void> {
    if (this.opening) await this.opening.catch(() => undefined);
    await Promise.all(this.writes);
  }

  private write(db: IDBDatabase, record: HostRecord<S>): Promise<void> {
    try {
      const tx = db.transaction(STORE, 'readwrite');
      // put() clones the record synchronously: later changes cannot alter what is written.
      tx.objectStore(STORE).put(record, KEY);
      const done = new Promise<void>((resolve) => {
        tx.oncomplete = () => resolve();
        tx.onerror = tx.onabort = () => {
          console.error('Saving the game failed', tx.error);
          resolve();
        };
      });
      this.writes.push(done);
      void done.then(() => {
        this.writes = this.writes.filter((write) => write !== done);
      });
      return done;
    } catch (error) {
      console.error('Saving the game failed', error);
      return Promise.resolve();
    }
  }

  private open(): Promise<IDBDatabase> {
    if (this.db) return Promise.resolve(this.db);
    this.opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = this.factory.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => {
        this.db = req.result;
        if (this.early) {
          void this.write(this.db, this.early);
          this.early = null;
        }
        resolve(this.db);
      };
      req.onerror = () => reject(req.error);
    });
    return this.opening;
  }
}
