/**
 * A lobby only the table fills: the locked table, seat requests the host
 * answers on the TV, "join the next game", and a removed phone that asks to
 * come back. Every refusal leaves the phone a way on.
 */
import { describe, expect, it } from 'vitest';
import { DECLINE_WAIT_MS, MAX_REQUESTS, MAX_WAITING } from './gate';
import { quickSetup, MemoryTable } from './testkit';

describe('A locked table', () => {
  it('new names wait for the TV; the host lets one in and turns one away', async () => {
    const table = new MemoryTable();
    await table.startHost();
    await table.seat('Anna');
    table.host.lockTable(true);
    expect(table.hostSnapshot.locked).toBe(true);
    const vera = await table.seat('Vera');
    const gleb = await table.seat('Gleb');
    expect(vera.snapshot.seat).toBeNull();
    expect(vera.snapshot.waiting).toEqual({ next: false });
    expect(table.hostSnapshot.requests?.map((request) => [request.name, request.kind])).toEqual([
      ['Vera', 'ask'],
      ['Gleb', 'ask'],
    ]);
    expect(table.hostSnapshot.seats.map((seat) => seat.name)).toEqual(['Anna']);

    const [forVera, forGleb] = table.hostSnapshot.requests!;
    table.host.answerRequest(forVera!.id, true);
    table.host.answerRequest(forGleb!.id, false);
    await table.clock.advance(0);
    expect(vera.snapshot.seat).toBe(2);
    expect(vera.snapshot.waiting).toBeNull();
    expect(gleb.snapshot.refused).toBe('declined');
    expect(gleb.snapshot.seat).toBeNull();
    expect(table.hostSnapshot.requests).toEqual([]);
    expect(table.hostSnapshot.seats.map((seat) => seat.name)).toEqual(['Anna', 'Vera']);

    // Turned away, Gleb may ask again after a while; the host may then say yes.
    await table.clock.advance(DECLINE_WAIT_MS);
    gleb.session.ask(false);
    await table.clock.advance(0);
    expect(gleb.snapshot.waiting).toEqual({ next: false });
    table.host.answerRequest(table.hostSnapshot.requests![0]!.id, true);
    await table.clock.advance(0);
    expect(gleb.snapshot.seat).toBe(3);
  });

  it('seated players come back after a reload whether or not the table is locked', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const anna = await table.seat('Anna');
    table.host.lockTable(true);
    anna.session.stop();
    const back = table.phone({ storage: anna.storage });
    await table.clock.advance(0);
    expect(back.snapshot.seat).toBe(1);
    expect(table.hostSnapshot.requests).toEqual([]);
  });

  it('unlocking seats whoever waits for the next game', async () => {
    const table = new MemoryTable();
    await table.startHost();
    table.host.lockTable(true);
    const vera = await table.seat('Vera');
    vera.session.ask(true);
    await table.clock.advance(0);
    expect(vera.snapshot.waiting).toEqual({ next: true });
    table.host.lockTable(false);
    await table.clock.advance(0);
    expect(vera.snapshot.seat).toBe(1);
  });

  it('shows a few requests at a time, the rest wait their turn in line; past the line, one more is told to try later', async () => {
    const table = new MemoryTable();
    await table.startHost();
    table.host.lockTable(true);
    const phones = [];
    for (let i = 0; i <= MAX_WAITING; i++) phones.push(await table.seat(`Guest ${i + 1}`));
    expect(table.hostSnapshot.requests).toHaveLength(MAX_REQUESTS);
    expect(phones[MAX_REQUESTS]!.snapshot.waiting).toEqual({ next: false });
    expect(phones.at(-1)!.snapshot.refused).toBe('busy');
  });

  it('one pending request per device: asking again replaces the request, it does not add one', async () => {
    const table = new MemoryTable();
    await table.startHost();
    table.host.lockTable(true);
    const guest = await table.seat('Gleb');
    for (let i = 0; i < 5; i++) guest.session.ask(i % 2 === 0);
    await table.clock.advance(0);
    expect(table.hostSnapshot.requests).toHaveLength(1);
  });
});

describe('@security A lock that holds', () => {
  it('eight fakes with the room key fill the shown requests: a latecomer waits in line, and "No to all" brings it up', async () => {
    const table = new MemoryTable();
    await table.startHost();
    await table.seat('Anna');
    table.host.lockTable(true);
    const fakes = [];
    for (let i = 0; i < MAX_REQUESTS; i++) fakes.push(await table.seat(`Fake ${i + 1}`));
    const late = await table.seat('Vera');
    expect(late.snapshot.refused).toBeNull();
    expect(late.snapshot.waiting).toEqual({ next: false });
    expect(table.hostSnapshot.requests?.map((request) => request.name)).not.toContain('Vera');

    table.host.declineAllRequests();
    await table.clock.advance(0);
    for (const fake of fakes) expect(fake.snapshot.refused).toBe('declined');
    expect(table.hostSnapshot.requests?.map((request) => request.name)).toEqual(['Vera']);
    expect(late.snapshot.waiting).toEqual({ next: false });

    // The fakes ask again at once: each is turned away by the gate itself, and the host sees only Vera.
    for (const fake of fakes) fake.session.ask(false);
    await table.clock.advance(0);
    for (const fake of fakes) expect(fake.snapshot.waiting).toBeNull();
    expect(table.hostSnapshot.requests?.map((request) => request.name)).toEqual(['Vera']);
    table.host.answerRequest(table.hostSnapshot.requests![0]!.id, true);
    await table.clock.advance(0);
    expect(late.snapshot.seat).toBe(2);
  });
});

describe('Joining the next game', () => {
  it('a phone that came too late waits and is seated on Play again; its player is dealt a card', async () => {
    const table = new MemoryTable(quickSetup(6));
    await table.startHost();
    const anna = await table.seat('Anna');
    await table.startWithBots();
    const late = await table.seat('Late');
    expect(late.snapshot.refused).toBe('started');
    late.session.ask(true);
    await table.clock.advance(0);
    expect(late.snapshot.waiting).toEqual({ next: true });
    expect(table.hostSnapshot.requests).toMatchObject([{ name: 'Late', kind: 'next' }]);

    table.host.host({ type: 'endGame' });
    await table.clock.advance(0);
    table.host.playAgain();
    await table.clock.advance(100);
    expect(table.hostSnapshot.game?.seats.map((seat) => seat.name)).toContain('Late');
    expect(late.snapshot.seat).toBe(7);
    expect(late.snapshot.view?.seat).toBe(7);
    expect(late.snapshot.view?.role).toBeTruthy();
    expect(anna.snapshot.view?.seat).toBe(1);
    expect(table.hostSnapshot.requests).toEqual([]);
  });

  it('asking the TV for a seat mid-game: the host says yes, and the phone sits down when the game is over', async () => {
    const table = new MemoryTable();
    await table.startHost();
    await table.seat('Anna');
    await table.startWithBots();
    const late = await table.seat('Late');
    late.session.ask(false);
    await table.clock.advance(0);
    table.host.answerRequest(table.hostSnapshot.requests![0]!.id, true);
    await table.clock.advance(0);
    expect(late.snapshot.seat).toBeNull();
    expect(table.hostSnapshot.requests).toMatchObject([{ name: 'Late', approved: true }]);
    table.host.closeGame();
    await table.clock.advance(0);
    expect(late.snapshot.seat).toBe(7);
    expect(late.snapshot.lobby?.players.map((player) => player.name)).toContain('Late');
  });

  it('a full table: the phone asks for a seat, and sits down when the host removes a bot', async () => {
    const table = new MemoryTable(quickSetup(17));
    await table.startHost();
    await table.seat('Anna');
    table.host.fillWithBots();
    await table.clock.advance(0);
    const late = await table.seat('Late');
    expect(late.snapshot.refused).toBe('full');
    late.session.ask(false);
    await table.clock.advance(0);
    table.host.answerRequest(table.hostSnapshot.requests![0]!.id, true);
    await table.clock.advance(0);
    expect(late.snapshot.seat).toBeNull();
    table.host.removePlayer(17);
    await table.clock.advance(0);
    expect(late.snapshot.seat).toBe(17);
  });
});

describe('A removed player', () => {
  it('stays out under a new name, asks to come back, and the host lets them', async () => {
    const table = new MemoryTable();
    await table.startHost();
    await table.seat('Anna');
    const boris = await table.seat('Boris');
    table.host.removePlayer(2);
    await table.clock.advance(0);
    expect(boris.snapshot.refused).toBe('removed');
    boris.session.join('Not Boris');
    await table.clock.advance(1000);
    expect(boris.snapshot.refused).toBe('removed');
    boris.session.ask(false);
    await table.clock.advance(1000);
    expect(boris.snapshot.waiting).toEqual({ next: false });
    expect(table.hostSnapshot.requests).toMatchObject([{ name: 'Not Boris', kind: 'back' }]);
    table.host.answerRequest(table.hostSnapshot.requests![0]!.id, true);
    await table.clock.advance(0);
    expect(boris.snapshot.seat).toBe(2);
    expect(table.hostSnapshot.seats.map((seat) => seat.name)).toEqual(['Anna', 'Not Boris']);
  });
});
