/**
 * The join handshake against the attacks of docs/PROTOCOL.md's threat model,
 * over the in-memory network with the real host and phone sessions: a device
 * that takes the room's ID while the TV reloads, replayed and relayed
 * handshakes, a token from a finished game, and floods of channels.
 */
import { describe, expect, it } from 'vitest';
import type { MemoryHostTransport } from '../net/memory';
import type { Channel } from '../net/transport';
import { newNonce } from '../net/ids';
import { credentialOf, phoneProof, tvProof } from '../protocol/auth';
import { PROTOCOL_VERSION, type HostMessage } from '../protocol/messages';
import { HANDSHAKE_WITHIN_MS, MAX_GUESTS, MAX_UNVERIFIED } from './links';
import { MAX_RESOLVE_CHANNELS, ROOM_TAKEN_MS } from './room';
import { seededRandom, Table, type TestPhone } from './test-kit';

const tokenOf = (table: Table, phone: TestPhone) => phone.storage.getItem(`citysleeps.seat.${table.roomPeerId}`)!;

function crash(table: Table): void {
  const transport = (table.host as unknown as { options: { transport: MemoryHostTransport } }).options.transport;
  transport.crash(false);
  table.host.stop();
}

/** A device on the same signaling server that registers `peerId` and records everything phones send it. */
function impostor(table: Table, peerId: string, answer: (channel: Channel, frame: Record<string, unknown>) => void = () => undefined) {
  const frames: string[] = [];
  const channels: Channel[] = [];
  const listener = table.network.hostTransport().listen(peerId, {
    onChannel: (channel) => {
      channels.push(channel);
      channel.onMessage((frame) => {
        frames.push(String(frame));
        answer(channel, JSON.parse(String(frame)) as Record<string, unknown>);
      });
    },
    onState: () => undefined,
    onTaken: () => undefined,
  });
  return { frames, channels, listener };
}

async function gameOf(names: string[]) {
  const table = new Table();
  await table.startHost();
  const phones: TestPhone[] = [];
  for (const name of names) phones.push(await table.seat(name));
  await table.startWithBots();
  await table.clock.advance(100);
  return { table, phones };
}

describe('A device that takes the room while the TV reloads', () => {
  it('learns no token and no card, shows the phones nothing, and the TV says its room is taken until it lets go', async () => {
    const { table, phones } = await gameOf(['Anna', 'Boris']);
    const tokens = phones.map((phone) => tokenOf(table, phone));
    const views = phones.map((phone) => JSON.stringify(phone.snapshot.view));
    const roomPeerId = table.roomPeerId;
    const roomKey = table.roomKey;
    crash(table);
    // The worst impostor: a guest who saw the QR code, so it knows the room key. It proves that
    // much, then claims to seat the phone and deals it a card of its own.
    const fake = impostor(table, roomPeerId, (channel, frame) => {
      if (frame.t === 'hello') {
        const nonce = newNonce(seededRandom(7));
        const send = (message: HostMessage) => channel.send(JSON.stringify(message));
        send({ t: 'challenge', nonce, proof: tvProof(roomKey, roomPeerId, String(frame.nonce), nonce), by: 'room' });
        send({ t: 'welcome', seat: 1, name: 'Anna', token: null, vip: true, roomCode: 'ACDEFHJK' });
        const view = { seat: 1, role: 'mafia', phase: { seq: 999, name: 'night', deadline: null }, seats: [] };
        send({ t: 'view', view, now: table.clock.now() } as unknown as HostMessage);
        send({ t: 'refused', reason: 'badToken' });
      }
    });
    await table.clock.advance(0);
    await table.startHost();
    await table.clock.advance(ROOM_TAKEN_MS + 6000);

    // The TV says that another device holds its room.
    expect(table.hostSnapshot.roomTaken).toBe(true);
    expect(table.hostSnapshot.signaling).toBe('reconnecting');
    // The phones went to the impostor…
    expect(fake.frames.some((frame) => frame.includes('"hello"'))).toBe(true);
    // …which heard no token (only credential IDs, one-way), and no proof made with one.
    for (const token of tokens) {
      expect(fake.frames.join('\n')).not.toContain(token);
      expect(fake.frames.some((frame) => frame.includes(credentialOf(token)))).toBe(true);
    }
    expect(fake.frames.every((frame) => !frame.includes('"intent"') && !frame.includes('"join"'))).toBe(true);
    // …and its welcome, its card and its refusal changed nothing on a phone: the last real view stands.
    for (const [index, phone] of phones.entries()) {
      expect(JSON.stringify(phone.snapshot.view)).toBe(views[index]);
      expect(phone.snapshot.view?.phase.seq).not.toBe(999);
      expect(phone.snapshot.link).toBe('reconnecting');
      expect(tokenOf(table, phone)).toBe(tokens[index]);
    }

    // The impostor lets go: the TV takes its room back by itself, and every phone its seat.
    fake.listener.close();
    await table.clock.advance(8000);
    expect(table.hostSnapshot.roomTaken).toBe(false);
    expect(table.hostSnapshot.signaling).toBe('online');
    for (const [index, phone] of phones.entries()) {
      expect(phone.snapshot.link).toBe('online');
      expect(phone.snapshot.view?.seat).toBe(index + 1);
      expect(phone.snapshot.refused).toBeNull();
    }
  });

  it("an impostor without the room key cannot even pass a new phone's check: the phone says another device answers", async () => {
    const table = new Table();
    await table.startHost();
    const roomPeerId = table.roomPeerId;
    const key = table.roomKey;
    crash(table);
    const fake = impostor(table, roomPeerId, (channel, frame) => {
      if (frame.t !== 'hello') return;
      const nonce = newNonce(seededRandom(3));
      channel.send(JSON.stringify({ t: 'challenge', nonce, proof: tvProof('W'.repeat(22), roomPeerId, String(frame.nonce), nonce), by: 'room' }));
    });
    await table.clock.advance(0);
    const phone = table.phone({ room: { peerId: roomPeerId, code: null, key } });
    phone.session.join('Vera');
    await table.clock.advance(12_000);
    expect(fake.frames.every((frame) => !frame.includes('"join"') && !frame.includes('"prove"'))).toBe(true);
    expect(phone.snapshot.diagnostic).toBe('impostor');
    expect(phone.snapshot.slow).toBe(true);
    expect(phone.snapshot.seat).toBeNull();
  });
});

describe('Replayed and relayed handshakes', () => {
  it('a handshake replayed on a new channel is refused: the TV challenges with a fresh nonce', async () => {
    const table = new Table();
    await table.startHost();
    const anna = await table.seat('Anna');
    const token = tokenOf(table, anna);
    // Anna's own handshake, recorded as it crossed the wire.
    const raw = await table.raw();
    await table.handshake(raw, { token, device: 'annas-phone' });
    expect(raw.last('welcome')?.seat).toBe(1);
    const [hello, prove] = raw.sent;
    const replay = await table.raw();
    replay.send(hello);
    await table.clock.advance(0);
    expect(replay.last('challenge')?.nonce).not.toBe(raw.last('challenge')?.nonce);
    replay.send(prove);
    await table.clock.advance(0);
    expect(replay.last('refused')?.reason).toBe('badKey');
    expect(replay.last('welcome')).toBeUndefined();
    await table.clock.advance(1000);
    expect(replay.closed).toBe(true);
    expect(table.hostSnapshot.seats.map((seat) => seat.name)).toEqual(['Anna']);
  });

  it("a proof bound to another room's ID is refused, even with the right token", async () => {
    const table = new Table();
    await table.startHost();
    const anna = await table.seat('Anna');
    const raw = await table.raw();
    const reply = await table.handshake(raw, { token: tokenOf(table, anna), room: 'citysleeps-0123456789abcdef0123456789abcdef' });
    expect(reply).toEqual({ t: 'refused', reason: 'badKey' });
    // The room key proves nothing about another room either.
    const guest = await table.raw();
    expect(await table.handshake(guest, { room: 'citysleeps-0123456789abcdef0123456789abcdef' })).toEqual({ t: 'refused', reason: 'badKey' });
  });

  it("a TV's challenge relayed from another room is not believed: the phone sends no proof", async () => {
    // Room A's TV is real; room B is a relay that hands phones A's challenges.
    const table = new Table();
    await table.startHost();
    const anna = await table.seat('Anna');
    const roomA = table.roomPeerId;
    const roomB = 'citysleeps-fedcba9876543210fedcba9876543210';
    const relayTo = await table.raw(roomA);
    const relay = impostor(table, roomB, (channel, frame) => {
      if (frame.t !== 'hello') return;
      relayTo.channel.onMessage((answer) => channel.send(String(answer)));
      relayTo.send(frame);
    });
    await table.clock.advance(0);
    // Anna's phone, told that room B is hers, with her token for it (the same token, the worst case).
    anna.storage.setItem(`citysleeps.seat.${roomB}`, tokenOf(table, anna));
    const fooled = table.phone({ storage: anna.storage, room: { peerId: roomB, code: null, key: table.roomKey } });
    await table.clock.advance(2000);
    expect(relay.frames.some((frame) => frame.includes('"hello"'))).toBe(true);
    expect(relay.frames.some((frame) => frame.includes('"prove"'))).toBe(false);
    expect(fooled.snapshot.seat).toBeNull();
    expect(fooled.snapshot.diagnostic).toBe('impostor');
  });

  it('a hello of another version is refused before any challenge', async () => {
    const table = new Table();
    await table.startHost();
    const raw = await table.raw();
    raw.send({ t: 'hello', v: PROTOCOL_VERSION + 1, nonce: 'n'.repeat(22), cred: null });
    await table.clock.advance(0);
    expect(raw.received.filter((message) => message.t !== 'ping')).toEqual([{ t: 'refused', reason: 'version' }]);
  });
});

describe('Tokens rotate with every game', () => {
  async function overAndAgain() {
    const { table, phones } = await gameOf(['Anna', 'Boris']);
    table.host.host({ type: 'endGame' });
    await table.clock.advance(0);
    expect(table.hostSnapshot.game?.phase.name).toBe('gameOver');
    return { table, phones };
  }

  it('a token from a finished game is refused once the phone holds the new one', async () => {
    const { table, phones } = await overAndAgain();
    const old = tokenOf(table, phones[0]!);
    table.host.playAgain();
    await table.clock.advance(100);
    const current = tokenOf(table, phones[0]!);
    expect(current).not.toBe(old);
    expect(phones[0]!.snapshot.view?.seat).toBe(1);
    // Someone who copied the old token (another device, a screenshot of storage) gets nothing.
    const thief = await table.raw();
    const reply = await table.handshake(thief, { token: old });
    expect(thief.last('challenge')?.by).toBe('room');
    expect(reply).toEqual({ t: 'refused', reason: 'started' });
    expect(table.hostSnapshot.seats[0]!.link).toBe('online');
    // The new token is nowhere in the TV's frames but the one rekey to Anna's own phone.
    const carrying = table.network.sent.filter((sent) => sent.from === 'host' && sent.frame.includes(current));
    expect(carrying.map((sent) => JSON.parse(sent.frame).t)).toEqual(['rekey']);
  });

  it('a phone away during the deal takes its seat with the old token, once, and is handed the new one', async () => {
    const { table, phones } = await overAndAgain();
    const boris = phones[1]!;
    const old = tokenOf(table, boris);
    boris.session.stop();
    await table.clock.advance(0);
    table.host.playAgain();
    await table.clock.advance(100);
    const back = table.phone({ storage: boris.storage });
    await table.clock.advance(100);
    expect(back.snapshot.view?.seat).toBe(2);
    const current = tokenOf(table, back);
    expect(current).not.toBe(old);
    // Confirmed: the old one is dead now.
    const thief = await table.raw();
    expect(await table.handshake(thief, { token: old })).toEqual({ t: 'refused', reason: 'started' });
  });
});

describe('Floods', () => {
  it('40 channels that never say hello: a few at a time, each gone within 5 s, and the table still plays', async () => {
    const table = new Table();
    await table.startHost();
    const silent = [];
    for (let i = 0; i < 40; i++) silent.push(await table.raw());
    await table.clock.advance(0);
    expect(silent.filter((raw) => !raw.closed).length).toBeLessThanOrEqual(MAX_UNVERIFIED);
    // A real phone gets through in the middle of the flood.
    const anna = await table.seat('Anna');
    expect(anna.snapshot.seat).toBe(1);
    await table.clock.advance(HANDSHAKE_WITHIN_MS + 1000);
    expect(silent.every((raw) => raw.closed)).toBe(true);
    const boris = await table.seat('Boris');
    await table.startWithBots();
    expect(table.hostSnapshot.game?.phase.name).toBe('deal');
    expect(boris.snapshot.view?.seat).toBe(2);
  });

  it('proven guests who never join are capped and closed after a while; seated phones are never pushed out', async () => {
    const table = new Table();
    await table.startHost();
    const anna = await table.seat('Anna');
    const guests = [];
    for (let i = 0; i < MAX_GUESTS + 6; i++) {
      const raw = await table.raw();
      await table.handshake(raw);
      guests.push(raw);
    }
    expect(guests.filter((raw) => !raw.closed).length).toBeLessThanOrEqual(MAX_GUESTS);
    expect(anna.snapshot.link).toBe('online');
    expect(table.hostSnapshot.seats[0]!.link).toBe('online');
  });

  it('the code peer answers a few channels at once and closes the rest', async () => {
    const table = new Table();
    await table.startHost();
    const code = `citysleeps-code-${table.hostSnapshot.room!.code}`;
    const flood = [];
    for (let i = 0; i < 20; i++) flood.push(await table.raw(code));
    await table.clock.advance(0);
    expect(flood.filter((raw) => !raw.closed).length).toBe(MAX_RESOLVE_CHANNELS);
    await table.clock.advance(6000);
    const phone = table.phone({ code: true });
    phone.session.join('Anna');
    await table.clock.advance(0);
    expect(phone.snapshot.seat).toBe(1);
  });
});

describe('The phone believes nothing before the proof', () => {
  it('a welcome or a view before the challenge is dropped', async () => {
    const table = new Table();
    await table.startHost();
    const roomPeerId = table.roomPeerId;
    crash(table);
    const fake = impostor(table, roomPeerId, (channel, frame) => {
      if (frame.t !== 'hello') return;
      channel.send(JSON.stringify({ t: 'welcome', seat: 3, name: 'X', token: 'T'.repeat(24), vip: true, roomCode: 'ACDEFHJK' }));
      channel.send(JSON.stringify({ t: 'lobby', seat: 3, players: [], needed: 6, preset: 'classic', vip: 3 }));
      channel.send(JSON.stringify({ t: 'refused', reason: 'removed' }));
    });
    await table.clock.advance(0);
    const phone = table.phone({ room: { peerId: roomPeerId, code: null, key: table.roomKey } });
    await table.clock.advance(3000);
    expect(fake.frames.length).toBeGreaterThan(0);
    expect(phone.snapshot.seat).toBeNull();
    expect(phone.snapshot.lobby).toBeNull();
    expect(phone.snapshot.refused).toBeNull();
    expect(phone.storage.getItem(`citysleeps.seat.${roomPeerId}`)).toBeNull();
  });

  it('the phone answers only the key the TV proved: its proof is worthless anywhere else', async () => {
    const table = new Table();
    await table.startHost();
    const anna = await table.seat('Anna');
    const token = tokenOf(table, anna);
    const proves = table.network.sent.filter((sent) => sent.from === 'phone' && sent.frame.includes('"prove"'));
    expect(proves.length).toBeGreaterThan(0);
    for (const sent of table.network.sent.filter((entry) => entry.from === 'phone')) expect(sent.frame).not.toContain(token);
    // The MAC is bound to both nonces: recomputing with any other TV nonce gives another proof.
    const a = phoneProof(token, table.roomPeerId, 'n'.repeat(22), 'm'.repeat(22));
    const b = phoneProof(token, table.roomPeerId, 'n'.repeat(22), 'M'.repeat(22));
    expect(a).not.toBe(b);
    expect(tvProof(token, table.roomPeerId, 'n'.repeat(22), 'm'.repeat(22))).not.toBe(a);
  });
});
