import { describe, expect, it } from 'vitest';
import { emptyLobby, addPlayer, type Lobby } from './lobby';
import { reseated } from './reseat';
import { MemoryTable } from './testkit';

function lobbyOf(names: string[]): Lobby {
  let lobby = emptyLobby();
  for (const name of names) lobby = addPlayer(lobby, { id: `id-${name}`, name, token: `t-${name}`, bot: false });
  return lobby;
}

describe('Same players, new seats', () => {
  const names = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina', 'Egor', 'Zoya'];

  it('the same players, each with their own token, in a new order; the VIP stays the VIP', () => {
    const lobby = lobbyOf(names);
    const next = reseated(lobby, 42);
    expect(next.players.map((p) => p.name).sort()).toEqual([...names].sort());
    expect(next.players.map((p) => p.name)).not.toEqual(names);
    for (const player of next.players) expect(player.token).toBe(`t-${player.name}`);
    expect(next.vip).toBe('id-Anna');
  });

  it('is the host’s seeded shuffle: the same seed seats the same way, another seed another way', () => {
    const lobby = lobbyOf(names);
    const order = (seed: number) => reseated(lobby, seed).players.map((p) => p.name).join();
    expect(order(7)).toBe(order(7));
    const orders = new Set([1, 2, 3, 4, 5, 6, 7, 8].map(order));
    expect(orders.size).toBeGreaterThan(4);
  });

  it('every seat is reachable: over many seeds each player sits in each seat', () => {
    const lobby = lobbyOf(names);
    const seen = new Set<string>();
    for (let seed = 0; seed < 400; seed++) reseated(lobby, seed).players.forEach((p, i) => seen.add(`${p.name}@${i}`));
    expect(seen.size).toBe(names.length * names.length);
  });

  it('in the lobby, each phone learns its new seat; after a game, Play again in new seats deals in that seating', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const anna = await table.seat('Anna');
    const boris = await table.seat('Boris');
    table.host.fillWithBots();
    await table.clock.advance(0);
    const before = table.hostSnapshot.seats.map((s) => s.name);
    table.host.newSeats();
    await table.clock.advance(100);
    const after = table.hostSnapshot.seats.map((s) => s.name);
    expect(after).not.toEqual(before);
    expect([...after].sort()).toEqual([...before].sort());
    expect(anna.snapshot.seat).toBe(after.indexOf('Anna') + 1);
    expect(boris.snapshot.seat).toBe(after.indexOf('Boris') + 1);

    table.host.startGame();
    await table.shown();
    table.host.newSeats(); // not while a game is on the table
    expect(table.hostSnapshot.seats.map((s) => s.name)).toEqual(after);
    table.host.host({ type: 'endGame' });
    await table.clock.advance(0);
    table.host.playAgain(true);
    await table.shown();
    const dealt = table.hostSnapshot.game!.seats.map((s) => s.name);
    expect(dealt).toEqual(table.hostSnapshot.seats.map((s) => s.name));
    expect(dealt).not.toEqual(after);
    expect(anna.snapshot.view?.seat).toBe(dealt.indexOf('Anna') + 1);
    expect(anna.snapshot.view?.name).toBe('Anna');
    expect(boris.snapshot.view?.seat).toBe(dealt.indexOf('Boris') + 1);
  });
});
