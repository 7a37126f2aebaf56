import { beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../base/fake-clock';
import { playerRecord, storyPlayers } from './history';
import { MemoryStories } from './history-store';
import { TableMemory } from './table-memory';
import { MemoryTable } from './testkit';
import { defaultSetup } from '../engine/setup';

function shelf(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

/** A table of two people and four bots, played by the bots to its end on the fake clock. */
async function playedGame(): Promise<MemoryTable> {
  const table = new MemoryTable();
  await table.startHost();
  await table.seat('Anna');
  await table.seat('Boris');
  await table.startWithBots();
  for (let i = 0; i < 400 && table.hostSnapshot.game?.phase.name !== 'gameOver'; i++) {
    if (table.hostSnapshot.game?.phase.name === 'deal') table.host.host({ type: 'skip' });
    await table.clock.advance(2_000);
  }
  expect(table.hostSnapshot.game?.phase.name).toBe('gameOver');
  return table;
}

describe('Game history', () => {
  // One game, played once: each test reads its game-over snapshot.
  let table: MemoryTable;
  beforeAll(async () => {
    table = await playedGame();
  });

  it('a finished game is kept once with its date, players, cards, winner and timeline, however often game over is seen', async () => {
    const store = new MemoryStories();
    const clock = new FakeClock();
    const memory = new TableMemory(store, clock, shelf());
    await memory.load();
    await memory.seen(table.hostSnapshot);
    await memory.seen(table.hostSnapshot);
    expect(store.stories.size).toBe(1);
    const [story] = await store.list();
    const view = table.hostSnapshot.game!;
    expect(story!.endedAt).toBe(clock.now());
    expect(story!.view.reveal!.roles).toHaveLength(6);
    expect(story!.view.votes).toEqual(view.votes);
    expect(story!.view.reveal!.nights.length).toBeGreaterThan(0);
    const players = storyPlayers(story!);
    expect(players.filter((p) => !p.bot).map((p) => p.name).sort()).toEqual(['Anna', 'Boris']);
    expect(players.filter((p) => p.won).length).toBeGreaterThan(0);
    expect(players.every((p) => p.won === (p.role === 'mafia' ? view.phase.winner === 'mafia' : view.phase.winner === 'town'))).toBe(true);

    // The TV reloads at game over: the same game is not kept twice, and keeps its first date.
    await clock.advance(60_000);
    const again = new TableMemory(store, clock, shelf());
    await again.load();
    await again.seen(table.hostSnapshot);
    expect(store.stories.size).toBe(1);
    expect((await store.list())[0]!.endedAt).toBe(story!.endedAt);
  });

  it('a game still running keeps no story', async () => {
    const running = new MemoryTable();
    await running.startHost();
    await running.startWithBots();
    const store = new MemoryStories();
    await new TableMemory(store, new FakeClock(), shelf()).seen(running.hostSnapshot);
    expect(store.stories.size).toBe(0);
  });

  it('a player’s name shows games, wins and roles across the games on this TV; bots keep no record', async () => {
    const store = new MemoryStories();
    const memory = new TableMemory(store, new FakeClock(), shelf());
    await memory.seen(table.hostSnapshot);
    const story = memory.view().stories[0]!;
    const anna = storyPlayers(story).find((p) => p.name === 'Anna')!;
    // A second game of the same people on another night, Anna with another card.
    const other = structuredClone(story);
    other.id = 'second';
    other.endedAt += 86_400_000;
    const annaRole = other.view.reveal!.roles.find((r) => r.seat === anna.seat)!;
    annaRole.role = anna.role === 'mafia' ? 'civilian' : 'mafia';
    const record = playerRecord([story, other], ' anna ');
    expect(record.games).toBe(2);
    expect(record.wins).toBe(storyPlayers(story).concat(storyPlayers(other)).filter((p) => p.name === 'Anna' && p.won).length);
    expect(record.roles.map((r) => r.role).sort()).toEqual([anna.role, annaRole.role].sort());
    const bot = storyPlayers(story).find((p) => p.bot)!;
    expect(playerRecord([story, other], bot.name).games).toBe(0);
  });

  it('a story deleted is gone from the list and from the store', async () => {
    const store = new MemoryStories();
    const memory = new TableMemory(store, new FakeClock(), shelf());
    await memory.seen(table.hostSnapshot);
    await memory.deleteStory(memory.view().stories[0]!.id);
    expect(memory.view().stories).toEqual([]);
    expect(store.stories.size).toBe(0);
    await memory.seen(table.hostSnapshot); // still on the game-over screen: not kept again
    expect(store.stories.size).toBe(0);
  });

  it('saved setups go through the same memory: saved, listed, forgotten', () => {
    const memory = new TableMemory(new MemoryStories(), new FakeClock(), shelf());
    memory.saveSetup('Club night', defaultSetup('city', 11));
    memory.saveSetup('Family', defaultSetup('classic', 7));
    expect(memory.view().setups.map((s) => s.name)).toEqual(['Family', 'Club night']);
    memory.forgetSetup('family');
    expect(memory.view().setups.map((s) => s.name)).toEqual(['Club night']);
  });
});
