/**
 * Phones sleep, Wi-Fi drops, the TV tab reloads, the signaling server dies:
 * the game survives all of it and loses nothing.
 */
import { describe, expect, it } from 'vitest';
import type { MemoryHostTransport } from '../net/memory';
import { MemoryTable, type TestPhone } from './testkit';

async function lobbyOf(names: string[]) {
  const table = new MemoryTable();
  await table.startHost();
  const phones: TestPhone[] = [];
  for (const name of names) phones.push(await table.seat(name));
  return { table, phones };
}

async function gameOf(names: string[]) {
  const { table, phones } = await lobbyOf(names);
  table.host.fillWithBots();
  table.host.startGame();
  await table.clock.advance(0);
  return { table, phones };
}

const pairOf = (table: MemoryTable, seat: number) =>
  table.network.openPairs(table.roomPeerId).filter((pair) => table.network.sent.some((s) => s.pair === pair && s.frame.includes(`"seat":${seat},`))).at(-1)!;

describe('A phone that stops answering', () => {
  it('is marked away on the TV within 5 s, keeps its seat, and the timers keep running', async () => {
    const { table, phones } = await gameOf(['Anna', 'Boris']);
    const seqBefore = table.hostSnapshot.game!.phase.seq;
    pairOf(table, 2).silent = true;
    await table.clock.advance(3000);
    expect(table.hostSnapshot.seats[1]!.link).toBe('online');
    await table.clock.advance(2000);
    expect(table.hostSnapshot.seats[1]!.link).toBe('away');
    expect(table.hostSnapshot.seats[1]!.name).toBe('Boris');
    expect(table.hostSnapshot.seats[0]!.link).toBe('online');
    await table.clock.advance(20_000);
    expect(table.hostSnapshot.game!.phase.seq).toBeGreaterThan(seqBefore);
    expect(phones[1]!.snapshot.seat).toBe(2);
  });

  it('comes back by itself: the phone drops the silent channel, reconnects with backoff and is online again', async () => {
    const { table, phones } = await gameOf(['Anna', 'Boris']);
    const boris = phones[1]!;
    const silent = pairOf(table, 2);
    silent.silent = true;
    await table.clock.advance(6500);
    expect(['reconnecting', 'online']).toContain(boris.snapshot.link);
    await table.clock.advance(3000);
    expect(boris.snapshot.link).toBe('online');
    expect(table.hostSnapshot.seats[1]!.link).toBe('online');
    expect(boris.snapshot.view?.seat).toBe(2);
    expect(boris.snapshot.view?.phase.seq).toBe(table.hostSnapshot.game!.phase.seq);
  });

  it('a hello lost on a channel that still carries heartbeats: the phone replaces the channel and takes its seat back', async () => {
    const { table, phones } = await gameOf(['Anna', 'Boris']);
    const boris = phones[1]!;
    pairOf(table, 2).silent = true;
    // Its next channel opens and heartbeats flow both ways, but the hello on it never arrives.
    table.network.dropWhen = (frame, from) => from === 'phone' && frame.includes('"t":"hello"');
    await table.clock.advance(9000);
    expect(table.hostSnapshot.seats[1]!.link).toBe('away');
    table.network.dropWhen = null;
    await table.clock.advance(12_000);
    expect(table.hostSnapshot.seats[1]!.link).toBe('online');
    expect(boris.snapshot.link).toBe('online');
    expect(boris.snapshot.view?.seat).toBe(2);
    expect(boris.snapshot.view?.phase.seq).toBe(table.hostSnapshot.game!.phase.seq);
  });

  it('a moment’s view whose reliable copy is held back: the phone shows its spare copy at the moment, and the views after it', async () => {
    const { table, phones } = await gameOf(['Anna', 'Boris']);
    const boris = phones[1]!;
    const pair = pairOf(table, 2);
    const spares = () => table.network.sent.filter((s) => s.pair === pair && s.spare).length;
    // The game's first views came a moment ago (a spare copy is news only if sent later, by the TV's clock, than the last view shown).
    await table.clock.advance(1000);
    const sparesBefore = spares();
    // Every reliable frame to Boris that carries a moment is lost (as a packet waiting for its resend).
    table.network.dropWhen = (frame, from, spare) => from === 'host' && !spare && frame.includes('"at":') && table.network.pairs.includes(pair);
    table.host.host({ type: 'pause' });
    await table.clock.advance(400);
    expect(spares()).toBeGreaterThan(sparesBefore);
    expect(boris.snapshot.view?.phase.paused).toBe(true);
    table.host.host({ type: 'resume' });
    await table.clock.advance(400);
    expect(boris.snapshot.view?.phase.paused).toBe(false);
    table.network.dropWhen = null;
    // The next view without a moment (the same phase, a later clock) still comes on the reliable channel alone.
    table.host.host({ type: 'extend', seconds: 30 });
    await table.clock.advance(400);
    expect(boris.snapshot.view?.phase.deadline).toBe(table.hostSnapshot.game!.phase.deadline);
  });

  it('shows "reconnecting" while the channel is gone and reconnects as soon as the page is visible again', async () => {
    const { table, phones } = await gameOf(['Anna', 'Boris']);
    const boris = phones[1]!;
    table.network.setSignaling(false);
    pairOf(table, 2).closeBoth();
    await table.clock.advance(0);
    expect(boris.snapshot.link).toBe('reconnecting');
    await table.clock.advance(12_000);
    expect(boris.snapshot.slow).toBe(true);
    expect(boris.snapshot.diagnostic).toBe('signaling');
    table.network.setSignaling(true);
    await table.clock.advance(0);
    boris.wake();
    await table.clock.advance(0);
    expect(boris.snapshot.link).toBe('online');
    expect(boris.snapshot.slow).toBe(false);
  });
});

describe('The TV tab reloads', () => {
  it('a saved game it cannot read opens a fresh room, and the TV tells the host why the game is gone', async () => {
    const table = new MemoryTable();
    table.store.refused = 'the saved game is of version 9; this TV reads versions 2 and 3';
    await table.startHost();
    expect(table.hostSnapshot.room).not.toBeNull();
    expect(table.hostSnapshot.game).toBeNull();
    expect(table.hostSnapshot.notice).toMatchObject({ code: 'saveRefused' });
  });

  it('comes back to the same room and phase, and every phone reconnects without a rescan', async () => {
    const { table, phones } = await gameOf(['Anna', 'Boris', 'Vera']);
    await table.clock.advance(1000);
    const before = { room: table.hostSnapshot.room, seq: table.hostSnapshot.game!.phase.seq, peerId: table.roomPeerId };
    const oldTransport = (table.host as unknown as { options: { transport: MemoryHostTransport } }).options.transport;
    oldTransport.crash(true); // the server still holds the old IDs for a while
    table.host.stop(); // only to silence the old session's timers in the fake clock
    await table.clock.advance(0);
    expect(phones[0]!.snapshot.link).toBe('reconnecting');

    await table.startHost();
    expect(table.hostSnapshot.room).toEqual(before.room);
    expect(table.hostSnapshot.signaling).toBe('reconnecting'); // retrying the held ID, not opening another room
    expect(table.hostSnapshot.game!.phase.seq).toBe(before.seq);
    table.network.release(before.peerId);
    table.network.release(`citysleeps-code-${before.room!.code}`);
    await table.clock.advance(0);
    expect(table.hostSnapshot.signaling).toBe('online');
    await table.clock.advance(6000);
    for (const [index, phone] of phones.entries()) {
      expect(phone.snapshot.link).toBe('online');
      expect(phone.snapshot.view?.seat).toBe(index + 1);
    }
    expect(table.hostSnapshot.seats.every((seat) => seat.link === 'online')).toBe(true);
    expect(table.hostSnapshot.seats.map((s) => s.name).slice(0, 3)).toEqual(['Anna', 'Boris', 'Vera']);
  });

  it('a TV away past its deadlines comes back paused with the time it had: nobody loses a turn to the reload (H6)', async () => {
    const { table } = await gameOf(['Anna']);
    const before = table.hostSnapshot.game!.phase;
    expect(before.deadline).not.toBeNull();
    const left = before.deadline! - table.clock.now();
    const oldTransport = (table.host as unknown as { options: { transport: MemoryHostTransport } }).options.transport;
    oldTransport.crash(false);
    table.host.stop();
    table.clock.jump(left + 60_000);
    await table.startHost();
    const after = table.hostSnapshot.game!.phase;
    expect(after).toMatchObject({ seq: before.seq, name: before.name, paused: true, deadline: null });
    expect(after.remainingMs).toBe(left);
    table.host.host({ type: 'resume' });
    expect(table.hostSnapshot.game!.phase.deadline).toBe(table.clock.now() + left);
  });

  it('keeps the lobby, the tokens and the VIP', async () => {
    const { table, phones } = await lobbyOf(['Anna', 'Boris']);
    const oldTransport = (table.host as unknown as { options: { transport: MemoryHostTransport } }).options.transport;
    oldTransport.crash(false);
    table.host.stop();
    await table.startHost();
    await table.clock.advance(6000);
    expect(phones[1]!.snapshot.seat).toBe(2);
    expect(phones[0]!.snapshot.vip).toBe(true);
    expect(table.hostSnapshot.vipSeat).toBe(1);
  });

  it('opens a new room when the saved lobby is stale', async () => {
    const { table } = await lobbyOf(['Anna']);
    const oldRoom = table.hostSnapshot.room;
    const oldTransport = (table.host as unknown as { options: { transport: MemoryHostTransport } }).options.transport;
    oldTransport.crash(false);
    table.host.stop();
    table.clock.jump(13 * 60 * 60 * 1000);
    await table.startHost();
    expect(table.hostSnapshot.room?.code).not.toBe(oldRoom?.code);
    expect(table.hostSnapshot.seats).toEqual([]);
  });
});

describe('The signaling server dies mid-game', () => {
  it('open channels keep the game going, new joins fail with diagnostics, and the TV re-registers when it returns', async () => {
    const { table, phones } = await lobbyOf(['Anna', 'Boris']);
    table.network.setSignaling(false);
    await table.clock.advance(0);
    expect(table.hostSnapshot.signaling).toBe('reconnecting');

    const late = table.phone();
    late.session.join('Late');
    await table.clock.advance(11_000);
    expect(late.snapshot.seat).toBeNull();
    expect(late.snapshot.slow).toBe(true);
    expect(late.snapshot.diagnostic).toBe('signaling');

    // The VIP starts the game over the channel that is still open.
    table.host.fillWithBots();
    phones[0]!.session.host({ type: 'start' });
    await table.shown();
    expect(phones[1]!.snapshot.view?.seat).toBe(2);
    expect(table.hostSnapshot.seats.slice(0, 2).every((seat) => seat.link === 'online')).toBe(true);

    table.network.setSignaling(true);
    await table.clock.advance(0);
    expect(table.hostSnapshot.signaling).toBe('online');
    await table.clock.advance(6000);
    expect(late.snapshot.refused).toBe('started');
  });
});

describe('Practice mode', () => {
  it('bots fill the empty seats, are always online, and play a whole game from their own views', async () => {
    const { table } = await lobbyOf(['Anna']);
    table.host.fillWithBots();
    expect(table.hostSnapshot.seats).toHaveLength(6);
    expect(table.hostSnapshot.seats.filter((seat) => seat.bot).every((seat) => seat.link === 'online')).toBe(true);
    table.host.startGame();
    for (let i = 0; i < 4000 && table.hostSnapshot.game?.phase.name !== 'gameOver'; i++) await table.clock.advance(500);
    const game = table.hostSnapshot.game!;
    expect(game.phase.name).toBe('gameOver');
    const botBallots = game.votes.flatMap((round) => round.ballots).filter((ballot) => ballot.voter !== 1 && ballot.target !== null);
    expect(botBallots.length).toBeGreaterThan(0);
  });
});
