/**
 * Where the game history lives: an IndexedDB database of its own
 * (`citysleeps-history`), so the live game's store (store.ts) never waits on
 * it and neither upgrades the other. A story is added once (the same id again
 * is ignored, so a reload at game over keeps the first date); the oldest go
 * beyond MAX_STORIES.
 */
import type { GameStory } from './history';

export const MAX_STORIES = 200;
const DB_NAME = 'citysleeps-history';
const STORE = 'games';

export interface StoryStore {
  /** Newest first. */
  list(): Promise<GameStory[]>;
  /** Adds the story unless one with its id is kept already. */
  add(story: GameStory): Promise<void>;
  remove(id: string): Promise<void>;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error);
  });
}

const newestFirst = (a: GameStory, b: GameStory) => b.endedAt - a.endedAt;

export class IndexedDbStories implements StoryStore {
  private opening: Promise<IDBDatabase> | null = null;

  constructor(private readonly factory: IDBFactory = indexedDB) {}

  async list(): Promise<GameStory[]> {
    const db = await this.open();
    const all = (await request(db.transaction(STORE, 'readonly').objectStore(STORE).getAll())) as GameStory[];
    return all.filter((story) => typeof story?.id === 'string' && story.view?.phase?.name === 'gameOver').sort(newestFirst);
  }

  async add(story: GameStory): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    const kept = await request(store.getKey(story.id));
    if (kept === undefined) store.put(story);
    await done(tx);
    await this.prune(db);
  }

  async remove(id: string): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).delete(id);
    await done(tx);
  }

  private async prune(db: IDBDatabase): Promise<void> {
    const all = (await request(db.transaction(STORE, 'readonly').objectStore(STORE).getAll())) as GameStory[];
    if (all.length <= MAX_STORIES) return;
    const tx = db.transaction(STORE, 'readwrite');
    for (const story of all.sort(newestFirst).slice(MAX_STORIES)) tx.objectStore(STORE).delete(story.id);
    await done(tx);
  }

  private open(): Promise<IDBDatabase> {
    this.opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = this.factory.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'id' });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    return this.opening;
  }
}

/** For tests: the same contract in memory, with structured clones as IndexedDB keeps them. */
export class MemoryStories implements StoryStore {
  readonly stories = new Map<string, GameStory>();

  list(): Promise<GameStory[]> {
    return Promise.resolve([...this.stories.values()].map((story) => structuredClone(story)).sort(newestFirst));
  }

  add(story: GameStory): Promise<void> {
    if (!this.stories.has(story.id)) this.stories.set(story.id, structuredClone(story));
    return Promise.resolve();
  }

  remove(id: string): Promise<void> {
    this.stories.delete(id);
    return Promise.resolve();
  }
}
