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
import { seededRandom, MemoryTable, type TestPhone } from './testkit';

const tokenOf = (table: MemoryTable, phone: TestPhone) => phone.storage.getItem(`citysleeps.seat.${table.roomPeerId}`)!;

function crash(table: MemoryTable): void {
  const transport = (table.host as unknown as { options: { transport: MemoryHostTransport } }).options.transport;
  transport.crash(false);
  table.host.stop();
}

/** A device on the same signaling server that registers `peerId` and records everything phones send it. */
function impostor(table: MemoryTable, peerId: string, answer: (channel: Channel, frame: Record<string, unknown>) => void = () => undefined) {
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
  const table = new MemoryTable();
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
        const transcript = { roomPeerId, phoneNonce: String(frame.nonce), tvNonce: nonce, binding: channel.binding()! };
        send({ t: 'challenge', nonce, proof: tvProof(roomKey, transcript), by: 'room' });
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
    const table = new MemoryTable();
    await table.startHost();
    const roomPeerId = table.roomPeerId;
    const key = table.roomKey;
    crash(table);
    const fake = impostor(table, roomPeerId, (channel, frame) => {
      if (frame.t !== 'hello') return;
      const nonce = newNonce(seededRandom(3));
      const transcript = { roomPeerId, phoneNonce: String(frame.nonce), tvNonce: nonce, binding: channel.binding()! };
      channel.send(JSON.stringify({ t: 'challenge', nonce, proof: tvProof('W'.repeat(22), transcript), by: 'room' }));
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
    const table = new MemoryTable();
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
    const table = new MemoryTable();
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
    const table = new MemoryTable();
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
    const table = new MemoryTable();
    await table.startHost();
    const raw = await table.raw();
    raw.send({ t: 'hello', v: PROTOCOL_VERSION + 1, nonce: 'n'.repeat(22), cred: null });
    await table.clock.advance(0);
    expect(raw.received.filter((message) => message.t !== 'ping')).toEqual([{ t: 'refused', reason: 'version' }]);
  });
});

/**
 * The relay (docs/PROTOCOL.md «The door's attacks»): a device holds channels open to the TV, knocks the
 * TV off signaling, takes the room's ID, and pipes each phone that comes to it
 * through one of its waiting channels, forwarding every frame unchanged both
 * ways. It has no key of its own.
 */
async function relay(table: MemoryTable) {
  const roomPeerId = table.roomPeerId;
  const honest = table.network.openPairs(roomPeerId);
  const transport = table.network.phoneTransport();
  const waiting: Channel[] = [];
  for (let i = 0; i < 6; i++) waiting.push(await transport.connect(roomPeerId));
  table.network.kick(roomPeerId);
  const fromPhones: string[] = [];
  const fromTv: string[] = [];
  const listener = table.network.hostTransport().listen(roomPeerId, {
    onChannel: (phoneSide) => {
      const tvSide = waiting.shift();
      if (!tvSide) return phoneSide.close();
      phoneSide.onMessage((frame) => {
        fromPhones.push(String(frame));
        tvSide.send(String(frame));
      });
      tvSide.onMessage((frame) => {
        fromTv.push(String(frame));
        phoneSide.send(String(frame));
      });
      phoneSide.onClose(() => tvSide.close());
      tvSide.onClose(() => phoneSide.close());
    },
    onState: () => undefined,
    onTaken: () => undefined,
  });
  await table.clock.advance(0);
  // The phones' own channels drop (the attacker jams them, or the phones sleep): they come back to the relay.
  for (const pair of honest) pair.closeBoth();
  const kinds = (frames: string[]) => frames.map((frame) => String((JSON.parse(frame) as { t: unknown }).t));
  return { listener, fromPhones: () => kinds(fromPhones), fromTv: () => kinds(fromTv), tvFrames: fromTv };
}

describe('A relay between a phone and the TV (channel binding)', () => {
  it("forwards the handshake unchanged, yet the phone finds the TV's proof bound to another channel: no proof, no card, no rekey", async () => {
    const { table, phones } = await gameOf(['Anna', 'Boris']);
    table.host.host({ type: 'endGame' });
    await table.clock.advance(0);
    const tokens = phones.map((phone) => tokenOf(table, phone));
    const views = phones.map((phone) => JSON.stringify(phone.snapshot.view));
    const attack = await relay(table);
    // A deal while the relay stands: its rekeys would hand the relay the seats for good.
    table.host.playAgain();
    await table.clock.advance(4000);

    // The phones came to the relay and their hellos reached the TV, whose challenges came back…
    expect(attack.fromPhones()).toContain('hello');
    expect(attack.fromTv()).toContain('challenge');
    // …and no phone answered one: the TV's proof covers the TV's channel to the relay, not the phone's.
    expect(attack.fromPhones()).not.toContain('prove');
    for (const kind of ['welcome', 'verified', 'view', 'lobby', 'rekey']) expect(attack.fromTv()).not.toContain(kind);
    for (const token of tokens) expect(attack.tvFrames.join('\n')).not.toContain(token);
    for (const [index, phone] of phones.entries()) {
      expect(phone.snapshot.diagnostic).toBe('impostor');
      expect(phone.snapshot.link).toBe('reconnecting');
      expect(JSON.stringify(phone.snapshot.view)).toBe(views[index]);
      expect(tokenOf(table, phone)).toBe(tokens[index]);
    }
    expect(table.hostSnapshot.seats.filter((seat) => !seat.bot).every((seat) => seat.link !== 'online')).toBe(true);

    // The relay lets go: the TV takes its ID back, and each phone its seat over a channel of its own.
    attack.listener.close();
    await table.clock.advance(8000);
    for (const [index, phone] of phones.entries()) {
      expect(phone.snapshot.link).toBe('online');
      expect(phone.snapshot.diagnostic).toBeNull();
      expect(phone.snapshot.view?.seat).toBe(index + 1);
      expect(tokenOf(table, phone)).not.toBe(tokens[index]);
    }
  });

  it("a seat's proof made on the phone's channel to the relay is refused on the relay's channel to the TV", async () => {
    const table = new MemoryTable();
    await table.startHost();
    const anna = await table.seat('Anna');
    const token = tokenOf(table, anna);
    // What Anna's phone would sign on its channel with the relay: another pair of certificates.
    const phoneToRelay = (await table.raw()).channel.binding()!;
    const relayToTv = await table.raw();
    expect(phoneToRelay).not.toBe(relayToTv.channel.binding());
    const reply = await table.handshake(relayToTv, { token, binding: phoneToRelay });
    expect(relayToTv.last('challenge')?.by).toBe('seat');
    expect(reply).toEqual({ t: 'refused', reason: 'badKey' });
    expect(relayToTv.received.some((message) => message.t === 'welcome' || message.t === 'lobby')).toBe(false);
    expect(anna.snapshot.link).toBe('online');
    // The same key on an honest channel passes.
    const own = await table.raw();
    expect(await table.handshake(own, { token })).toMatchObject({ t: 'welcome', seat: 1 });
  });

  it('a room-key proof is bound the same way: a guest relayed to the TV is never verified', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const elsewhere = (await table.raw()).channel.binding()!;
    const relayed = await table.raw();
    expect(await table.handshake(relayed, { binding: elsewhere })).toEqual({ t: 'refused', reason: 'badKey' });
    const honest = await table.raw();
    expect(await table.handshake(honest)).toEqual({ t: 'verified' });
  });

  it('a channel whose binding cannot be read gets no challenge at all', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const blind = await table.raw();
    // What the TV reads of this channel (its end of the pair) is taken away.
    const tvEnd = table.network.openPairs(table.roomPeerId).find((pair) => pair.phone === blind.channel)!.host;
    tvEnd.binding = () => null as unknown as string;
    blind.send({ t: 'hello', v: PROTOCOL_VERSION, nonce: 'n'.repeat(22), cred: null });
    await table.clock.advance(0);
    expect(blind.last('challenge')).toBeUndefined();
    expect(blind.closed).toBe(true);
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
    const table = new MemoryTable();
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
    const table = new MemoryTable();
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
    const table = new MemoryTable();
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
    const table = new MemoryTable();
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
    const table = new MemoryTable();
    await table.startHost();
    const anna = await table.seat('Anna');
    const token = tokenOf(table, anna);
    const proves = table.network.sent.filter((sent) => sent.from === 'phone' && sent.frame.includes('"prove"'));
    expect(proves.length).toBeGreaterThan(0);
    for (const sent of table.network.sent.filter((entry) => entry.from === 'phone')) expect(sent.frame).not.toContain(token);
    // The MAC is bound to both nonces and the channel: any other TV nonce or binding gives another proof.
    const transcript = { roomPeerId: table.roomPeerId, phoneNonce: 'n'.repeat(22), tvNonce: 'm'.repeat(22), binding: 'tv=sha-256:AA;phone=sha-256:BB' };
    const a = phoneProof(token, transcript);
    expect(phoneProof(token, { ...transcript, tvNonce: 'M'.repeat(22) })).not.toBe(a);
    expect(phoneProof(token, { ...transcript, binding: 'tv=sha-256:AA;phone=sha-256:CC' })).not.toBe(a);
    expect(tvProof(token, transcript)).not.toBe(a);
  });
});
