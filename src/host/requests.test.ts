/**
 * A lobby only the table fills: the locked table, seat requests the host
 * answers on the TV, "join the next game", and a removed phone that asks to
 * come back. Every refusal leaves the phone a way on.
 */
import { describe, expect, it } from 'vitest';
import { MAX_REQUESTS } from './gate';
import { quickSetup, Table } from './test-kit';

describe('A locked table', () => {
  it('new names wait for the TV; the host lets one in and turns one away', async () => {
    const table = new Table();
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

    // Turned away, Gleb may ask again; the host may then say yes.
    gleb.session.ask(false);
    await table.clock.advance(0);
    expect(gleb.snapshot.waiting).toEqual({ next: false });
    table.host.answerRequest(table.hostSnapshot.requests![0]!.id, true);
    await table.clock.advance(0);
    expect(gleb.snapshot.seat).toBe(3);
  });

  it('seated players come back after a reload whether or not the table is locked', async () => {
    const table = new Table();
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
    const table = new Table();
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

  it('holds a few requests at a time; one more is told to try later', async () => {
    const table = new Table();
    await table.startHost();
    table.host.lockTable(true);
    const phones = [];
    for (let i = 0; i <= MAX_REQUESTS; i++) phones.push(await table.seat(`Guest ${i + 1}`));
    expect(table.hostSnapshot.requests).toHaveLength(MAX_REQUESTS);
    expect(phones.at(-1)!.snapshot.refused).toBe('busy');
  });
});

describe('Joining the next game', () => {
  it('a phone that came too late waits and is seated on Play again; its player is dealt a card', async () => {
    const table = new Table(quickSetup(6));
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
    const table = new Table();
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
    const table = new Table(quickSetup(17));
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
    const table = new Table();
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
