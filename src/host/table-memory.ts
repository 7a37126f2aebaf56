/**
 * What the TV remembers between games: the saved setups and the game
 * history. It follows the host session: when a game is over it records the
 * story (once per game, however often the game-over snapshot comes, reload
 * or not). The TV's screens get `TableMemoryView` and send the host's
 * choices back through main-tv.ts; nothing here reaches a phone.
 */
import type { Setup } from '../engine/types';
import type { Clock } from '../base/clock';
import { storyOf, type GameStory } from './history';
import type { StoryStore } from './history-store';
import { forgetSetup, loadSavedSetups, rememberSetup, storeSavedSetups, type SavedSetup } from './saved-setups';
import type { HostSnapshot } from './snapshot';

export interface TableMemoryView {
  setups: SavedSetup[];
  /** Newest first. */
  stories: GameStory[];
}

type Shelf = Pick<Storage, 'getItem' | 'setItem'>;

export class TableMemory {
  private setups: SavedSetup[];
  private stories: GameStory[] = [];
  private readonly recorded = new Set<string>();
  private readonly listeners = new Set<(view: TableMemoryView) => void>();

  constructor(
    private readonly store: StoryStore,
    private readonly clock: Clock,
    private readonly shelf?: Shelf,
  ) {
    this.setups = loadSavedSetups(shelf);
  }

  /** Reads the history once; the listeners hear of it. */
  async load(): Promise<void> {
    this.stories = await this.store.list().catch(() => []);
    for (const story of this.stories) this.recorded.add(story.id);
    this.notify();
  }

  subscribe(listener: (view: TableMemoryView) => void): () => void {
    this.listeners.add(listener);
    listener(this.view());
    return () => this.listeners.delete(listener);
  }

  view(): TableMemoryView {
    return { setups: this.setups, stories: this.stories };
  }

  /** Every snapshot of the host session: a game over is recorded once. */
  seen(snapshot: HostSnapshot): Promise<void> {
    const story = snapshot.game ? storyOf(snapshot.game, snapshot.seats, this.clock.now()) : null;
    if (!story || this.recorded.has(story.id)) return Promise.resolve();
    this.recorded.add(story.id);
    this.stories = [story, ...this.stories];
    this.notify();
    return this.store.add(story).catch((error: unknown) => console.error('Keeping the game’s story failed', error));
  }

  saveSetup(name: string, setup: Setup): void {
    this.setups = rememberSetup(this.setups, { name, setup, savedAt: this.clock.now() });
    storeSavedSetups(this.setups, this.shelf);
    this.notify();
  }

  forgetSetup(name: string): void {
    this.setups = forgetSetup(this.setups, name);
    storeSavedSetups(this.setups, this.shelf);
    this.notify();
  }

  async deleteStory(id: string): Promise<void> {
    this.stories = this.stories.filter((story) => story.id !== id);
    this.notify();
    await this.store.remove(id).catch((error: unknown) => console.error('Deleting the game’s story failed', error));
  }

  private notify(): void {
    const view = this.view();
    for (const listener of this.listeners) listener(view);
  }
}
