/**
 * Attacks on the party server's TURN relay (docs/PROTOCOL.md «The door's attacks»), against the
 * real server on loopback with a minimal TURN client written here (RFC 5389
 * messages, RFC 5766 Allocate, CreatePermission, Send, Refresh and Data).
 * Credentials are made from a room key as the TV and phones make them
 * (src/net/ice-room.ts); a room is held on signaling by a WebSocket of the
 * PeerJS wire protocol and registered as the TV registers it. Each address
 * 127.0.0.x is a device of its own; 127.0.0.1 is the laptop's.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { roomTurnKey, tableIceServers } from '../../src/net/ice-room';
import { PEER_KEY, startPartyServer } from '../../server/party-server';
import { ROOM_LIMITS } from '../../server/ice-server';
import { mayRelayTo, TURN_LIMITS } from '../../server/turn-guard';

interface Server {
  port: number;
  ice: { port: number; urls: string[]; hasRoom(id: string): boolean } | null;
  close(): Promise<void>;
}
interface Credentials {
  username: string;
  credential: string;
}

/** How long a room outlives its ID's holder here (the real one: ROOM_LIMITS.graceMs, a minute). */
const GRACE_MS = 400;

let server: Server;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'citysleeps-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>test</title>');
  server = (await startPartyServer({ host: '127.0.0.1', port: 0, staticDir, rooms: { ...ROOM_LIMITS, graceMs: GRACE_MS } })) as Server;
});

afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An HTTP request to the party server from `from`: its status and body. */
function request(method: 'GET' | 'POST', route: string, from = '127.0.0.1', body?: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port: server.port, path: route, method, localAddress: from, agent: false, headers: payload ? { 'Content-Type': 'application/json' } : {} },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A room as the TV makes it: a peer ID and a key (the QR link's `k`). */
function newRoom(): { peerId: string; key: string } {
  return { peerId: `citysleeps-${randomBytes(12).toString('hex')}`, key: randomBytes(16).toString('base64url').slice(0, 22) };
}

/** Holds `id` on signaling from `from`, as the TV's PeerJS does; resolves once the server says OPEN. */
function hold(id: string, from = '127.0.0.1', token = `t${randomBytes(6).toString('hex')}`): Promise<WebSocket> {
  const url = `ws://127.0.0.1:${server.port}/peerjs/peerjs?key=${PEER_KEY}&id=${id}&token=${token}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { localAddress: from });
    socket.once('message', (data) => ((JSON.parse(String(data)) as { type: string }).type === 'OPEN' ? resolve(socket) : reject(new Error(String(data)))));
    socket.once('error', reject);
  });
}

/** POST /turn-room from `from`, as the TV registers its room: the status. */
async function register(room: { peerId: string; key: string }, from = '127.0.0.1', turnKey = roomTurnKey(room.key)): Promise<number> {
  return (await request('POST', '/turn-room', from, { room: room.peerId, key: turnKey })).status;
}

/** A device's credentials for `room`, made from the room key as src/net/ice-room.ts makes them. */
function credentialsFor(room: { peerId: string; key: string }): Credentials {
  const turn = tableIceServers([], ['turn:127.0.0.1:1'], room)[0]!;
  return { username: turn.username!, credential: turn.credential! };
}

/** A room held and registered by "the TV" at `from`; close() lets its ID go. */
async function openRoom(from = '127.0.0.1'): Promise<{ room: { peerId: string; key: string }; socket: WebSocket }> {
  const room = newRoom();
  const socket = await hold(room.peerId, from);
  expect(await register(room, from)).toBe(204);
  return { room, socket };
}

// --- A minimal STUN/TURN client ----------------------------------------------------------

const MAGIC = 0x2112a442;
const TYPE = { allocate: 0x0003, refresh: 0x0004, send: 0x0016, data: 0x0017, permission: 0x0008 } as const;
const ATTR = { username: 0x0006, integrity: 0x0008, error: 0x0009, peer: 0x0012, data: 0x0013, realm: 0x0014, nonce: 0x0015, relayed: 0x0016, transport: 0x0019, lifetime: 0x000d } as const;

function attribute(type: number, value: Buffer): Buffer {
  const padded = Buffer.alloc(4 + Math.ceil(value.length / 4) * 4);
  padded.writeUInt16BE(type, 0);
  padded.writeUInt16BE(value.length, 2);
  value.copy(padded, 4);
  return padded;
}

function xorAddress(address: string, port: number): Buffer {
  const value = Buffer.alloc(8);
  value.writeUInt8(1, 1);
  value.writeUInt16BE(port ^ (MAGIC >>> 16), 2);
  const parts = address.split('.').map(Number);
  value.writeUInt32BE((((parts[0] << 24) | (parts[1] << 16) | (parts[2] << 8) | parts[3]) ^ MAGIC) >>> 0, 4);
  return value;
}

function readXorAddress(value: Buffer): { address: string; port: number } {
  const port = value.readUInt16BE(2) ^ (MAGIC >>> 16);
  const raw = (value.readUInt32BE(4) ^ MAGIC) >>> 0;
  return { address: [raw >>> 24, (raw >>> 16) & 255, (raw >>> 8) & 255, raw & 255].join('.'), port };
}

/** A STUN message; with `key`, a MESSAGE-INTEGRITY over it. */
function message(type: number, attributes: Buffer[], key?: Buffer): Buffer {
  const header = Buffer.alloc(20);
  header.writeUInt16BE(type, 0);
  header.writeUInt32BE(MAGIC, 4);
  randomBytes(12).copy(header, 8);
  let body = Buffer.concat(attributes);
  if (key) {
    header.writeUInt16BE(body.length + 24, 2);
    const hmac = createHmac('sha1', key).update(Buffer.concat([header, body])).digest();
    body = Buffer.concat([body, attribute(ATTR.integrity, hmac)]);
  }
  header.writeUInt16BE(body.length, 2);
  return Buffer.concat([header, body]);
}

interface Reply {
  type: number;
  attributes: Map<number, Buffer[]>;
  error: number | null;
}

function parse(buffer: Buffer): Reply {
  const attributes = new Map<number, Buffer[]>();
  let offset = 20;
  while (offset + 4 <= buffer.length) {
    const type = buffer.readUInt16BE(offset);
    const length = buffer.readUInt16BE(offset + 2);
    attributes.set(type, [...(attributes.get(type) ?? []), buffer.subarray(offset + 4, offset + 4 + length)]);
    offset += 4 + Math.ceil(length / 4) * 4;
  }
  const error = attributes.get(ATTR.error)?.[0];
  return { type: buffer.readUInt16BE(0), attributes, error: error ? error[2] * 100 + error[3] : null };
}

/** One TURN client on its own UDP port of `from`: its allocation, its permissions, what it was relayed. */
class TurnClient {
  readonly socket = dgram.createSocket('udp4');
  readonly received: Buffer[] = [];
  private pending: ((reply: Reply) => void) | null = null;
  private key: Buffer | null = null;
  private auth: Buffer[] = [];
  relayed: { address: string; port: number } | null = null;

  constructor(private readonly credentials: Credentials) {
    this.socket.on('message', (data) => {
      const reply = parse(data);
      if (reply.type === TYPE.data) this.received.push(reply.attributes.get(ATTR.data)?.[0] ?? Buffer.alloc(0));
      else this.pending?.(reply);
    });
  }

  static async open(credentials: Credentials, from = '127.0.0.1'): Promise<TurnClient> {
    const client = new TurnClient(credentials);
    await new Promise<void>((resolve) => client.socket.bind(0, from, resolve));
    return client;
  }

  private request(packet: Buffer): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no answer')), 2000);
      this.pending = (reply) => {
        clearTimeout(timer);
        this.pending = null;
        resolve(reply);
      };
      this.socket.send(packet, server.ice?.port, '127.0.0.1');
    });
  }

  /** Allocate (the long-term credential dance: a 401 with realm and nonce first). The error code, or null on success. */
  async allocate(): Promise<number | null> {
    const transport = attribute(ATTR.transport, Buffer.from([17, 0, 0, 0]));
    const challenge = await this.request(message(TYPE.allocate, [transport]));
    const realm = challenge.attributes.get(ATTR.realm)?.[0] ?? Buffer.alloc(0);
    const nonce = challenge.attributes.get(ATTR.nonce)?.[0] ?? Buffer.alloc(0);
    this.key = createHash('md5').update(`${this.credentials.username}:${realm.toString()}:${this.credentials.credential}`).digest();
    this.auth = [attribute(ATTR.username, Buffer.from(this.credentials.username)), attribute(ATTR.realm, realm), attribute(ATTR.nonce, nonce)];
    const reply = await this.request(message(TYPE.allocate, [transport, ...this.auth], this.key));
    const relayed = reply.attributes.get(ATTR.relayed)?.[0];
    if (relayed) this.relayed = readXorAddress(relayed);
    return reply.error;
  }

  /** CreatePermission for `address`: the error code, or null when granted. */
  async permit(address: string): Promise<number | null> {
    if (!this.key) throw new Error('allocate first');
    return (await this.request(message(TYPE.permission, [attribute(ATTR.peer, xorAddress(address, 0)), ...this.auth], this.key))).error;
  }

  /** A Send indication: `data` relayed to `address:port` (no answer comes either way). */
  send(address: string, port: number, data: string): void {
    this.socket.send(message(TYPE.send, [attribute(ATTR.peer, xorAddress(address, port)), attribute(ATTR.data, Buffer.from(data))]), server.ice?.port, '127.0.0.1');
  }

  /** Refresh (lifetime 600 s): the error code, or null when the allocation lives on. */
  async refresh(): Promise<number | null> {
    if (!this.key) throw new Error('allocate first');
    return (await this.request(message(TYPE.refresh, [attribute(ATTR.lifetime, Buffer.from([0, 0, 2, 88])), ...this.auth], this.key))).error;
  }

  /** Ends the allocation (Refresh, lifetime 0) and closes the socket. */
  async close(): Promise<void> {
    if (this.key && this.relayed) {
      await this.request(message(TYPE.refresh, [attribute(ATTR.lifetime, Buffer.from([0, 0, 0, 0])), ...this.auth], this.key)).catch(() => null);
    }
    this.socket.close();
  }
}

describe('@security TURN for the table only', () => {
  it('/signaling.json hands out no TURN credential: STUN and the TURN address only, and a made-up credential is refused', async () => {
    const served = JSON.parse((await request('GET', '/signaling.json')).body) as { ice: Record<string, unknown>[]; turn: string[] };
    expect(served.ice).toEqual([{ urls: [expect.stringMatching(/^stun:/)] }]);
    expect(served.turn).toEqual([expect.stringMatching(/^turn:/)]);
    expect(JSON.stringify(served)).not.toMatch(/username|credential/);
    // The old shape of credential, and a room's credential before any TV registered that room.
    for (const credentials of [{ username: '1900000000:abcdefghijkl', credential: 'guess' }, credentialsFor(newRoom())]) {
      const client = await TurnClient.open(credentials);
      expect(await client.allocate()).toBe(401);
      await client.close();
    }
  });

  it("a room is registered only by the device that holds its ID on signaling, and then only its key's credentials allocate", async () => {
    const room = newRoom();
    // Nobody holds the ID yet: refused (the TV asks again once its Peer has opened).
    expect(await register(room)).toBe(409);
    const tv = await hold(room.peerId, '127.0.0.1');
    // Another device cannot register the TV's room, with its key or any other.
    expect(await register(room, '127.0.0.5')).toBe(409);
    expect(await register(room, '127.0.0.5', roomTurnKey('x'.repeat(22)))).toBe(409);
    expect(await register(room)).toBe(204);
    expect(server.ice!.hasRoom(room.peerId)).toBe(true);
    // A phone with the QR link's key allocates; a guess at the key does not.
    const phone = await TurnClient.open(credentialsFor(room), '127.0.0.4');
    expect(await phone.allocate()).toBe(null);
    const guess = await TurnClient.open(credentialsFor({ ...room, key: 'y'.repeat(22) }), '127.0.0.5');
    expect(await guess.allocate()).toBe(401);
    // The holder registering again with another key is refused, and the live key keeps working.
    expect(await register(room, '127.0.0.1', roomTurnKey('z'.repeat(22)))).toBe(409);
    expect(await register(room)).toBe(204);
    const second = await TurnClient.open(credentialsFor(room), '127.0.0.4');
    expect(await second.allocate()).toBe(null);
    await Promise.all([phone.close(), guess.close(), second.close()]);
    tv.terminate();
  });

  it("a room's credentials expire with it: once its ID has been let go for the grace, its allocations end and new ones are refused", async () => {
    const room = newRoom();
    const dropped = await hold(room.peerId, '127.0.0.1', 'tv-token');
    expect(await register(room)).toBe(204);
    const phone = await TurnClient.open(credentialsFor(room), '127.0.0.4');
    expect(await phone.allocate()).toBe(null);
    // A drop (no closing handshake) and the TV back on its ID within the grace: the room lives on.
    dropped.terminate();
    await sleep(GRACE_MS / 4);
    const socket = await hold(room.peerId, '127.0.0.1', 'tv-token');
    await sleep(GRACE_MS * 3);
    expect(server.ice!.hasRoom(room.peerId)).toBe(true);
    expect(await phone.refresh()).toBe(null);
    // The TV's page closes: the room and its relays are over once the grace has passed.
    socket.close(1000);
    await sleep(GRACE_MS * 3 + 1100);
    expect(server.ice!.hasRoom(room.peerId)).toBe(false);
    expect(await phone.refresh()).toBe(437);
    const late = await TurnClient.open(credentialsFor(room), '127.0.0.4');
    expect(await late.allocate()).toBe(401);
    await Promise.all([phone.close(), late.close()]);
  });

  it("relays to loopback, link-local and multicast are refused, and the laptop's own address reaches only a relay of the same room", async () => {
    // A service on the laptop's own loopback that the attacker would like to reach.
    const service = dgram.createSocket('udp4');
    const heard: string[] = [];
    service.on('message', (data) => heard.push(String(data)));
    await new Promise<void>((resolve) => service.bind(0, '127.0.0.1', resolve));
    const servicePort = service.address().port;

    const { room, socket } = await openRoom();
    const other = await openRoom();
    const attacker = await TurnClient.open(credentialsFor(room), '127.0.0.5');
    expect(await attacker.allocate()).toBe(null);
    for (const address of ['127.0.0.2', '169.254.1.1', '224.0.0.251', '0.0.0.0']) {
      expect(await attacker.permit(address), address).toBe(403);
    }
    // The relay's own address is allowed (a relay reaches another relay), but not at a service's port.
    expect(await attacker.permit('127.0.0.1')).toBe(null);
    attacker.send('127.0.0.1', servicePort, 'to the service');

    // Another room's relay is not this table's: nothing reaches it.
    const stranger = await TurnClient.open(credentialsFor(other.room), '127.0.0.6');
    expect(await stranger.allocate()).toBe(null);
    expect(await stranger.permit('127.0.0.1')).toBe(null);
    attacker.send('127.0.0.1', stranger.relayed!.port, 'to another room');

    // The control: the same path to a relay of the same room carries data.
    const phone = await TurnClient.open(credentialsFor(room), '127.0.0.4');
    expect(await phone.allocate()).toBe(null);
    expect(await phone.permit('127.0.0.1')).toBe(null);
    attacker.send('127.0.0.1', phone.relayed!.port, 'to a relay of the table');
    await sleep(300);
    expect(phone.received.map(String)).toEqual(['to a relay of the table']);
    expect(stranger.received).toEqual([]);
    expect(heard).toEqual([]);
    await Promise.all([attacker.close(), stranger.close(), phone.close()]);
    socket.terminate();
    other.socket.terminate();
    service.close();
  });

  it('beyond the laptop, a relay reaches only a device that holds a signaling socket now (a device of the party)', () => {
    const table = { relayIp: '10.77.0.1', tableRelayPorts: () => new Set([50000]), own: (a: string) => a === '10.77.0.1' || a === '192.168.5.1' };
    const onSignaling = (address: string) => address === '10.77.0.7';
    const may = (address: string, port?: number) => mayRelayTo(address, port, { ...table, onSignaling }) as boolean;
    expect(may('10.77.0.7', 41000)).toBe(true);
    expect(may('::ffff:10.77.0.7', 41000)).toBe(true);
    // The printer, the router, another guest: on the Wi-Fi, but not at this party.
    expect(may('10.77.0.9', 41000)).toBe(false);
    expect(may('8.8.8.8', 53)).toBe(false);
    // The laptop: its relay address only at a relay of the table; its other addresses never.
    expect(may('10.77.0.1', 50000)).toBe(true);
    expect(may('10.77.0.1', 8080)).toBe(false);
    expect(may('192.168.5.1', 22)).toBe(false);
    for (const address of ['127.0.0.1', '::1', '169.254.3.4', 'fe80::1', '224.0.0.251', 'ff02::1', '0.0.0.0', '255.255.255.255']) {
      expect(mayRelayTo(address, 1000, { ...table, onSignaling: () => true }), address).toBe(false);
    }
  });

  it('allocations are capped per credential, per client and per room', async () => {
    const { room, socket } = await openRoom();
    const first = credentialsFor(room);
    const clients: TurnClient[] = [];
    const allocate = async (credentials: Credentials, from: string) => {
      const client = await TurnClient.open(credentials, from);
      clients.push(client);
      return client.allocate();
    };
    const outcomes: (number | null)[] = [];
    for (let i = 0; i < TURN_LIMITS.perCredential + 2; i++) outcomes.push(await allocate(first, '127.0.0.3'));
    expect(outcomes.slice(0, TURN_LIMITS.perCredential)).toEqual(Array(TURN_LIMITS.perCredential).fill(null));
    expect(outcomes.slice(TURN_LIMITS.perCredential)).toEqual([486, 486]);

    // A second credential from the same client address: only the client's remaining share.
    const second = credentialsFor(room);
    const more: (number | null)[] = [];
    for (let i = 0; i < TURN_LIMITS.perClient - TURN_LIMITS.perCredential + 2; i++) more.push(await allocate(second, '127.0.0.3'));
    expect(more.filter((outcome) => outcome === null)).toHaveLength(TURN_LIMITS.perClient - TURN_LIMITS.perCredential);
    expect(more.slice(-2)).toEqual([486, 486]);

    // A key holder who makes a new credential for every allocation, from a second address: the room's cap.
    const fromSecond: (number | null)[] = [];
    for (let i = 0; i < TURN_LIMITS.perClient; i++) fromSecond.push(await allocate(credentialsFor(room), '127.0.0.7'));
    expect(fromSecond.filter((outcome) => outcome === null)).toHaveLength(TURN_LIMITS.perRoom - TURN_LIMITS.perClient);
    expect(await allocate(credentialsFor(room), '127.0.0.8')).toBe(486);

    // Another room's device is not touched by that room's quota.
    const other = await openRoom();
    expect(await allocate(credentialsFor(other.room), '127.0.0.4')).toBe(null);
    await Promise.all(clients.map((client) => client.close()));
    socket.terminate();
    other.socket.terminate();
  }, 60_000);

  it("the TV on the laptop itself is held to the total only, and its allocations leave the room's share to the phones", async () => {
    const { room, socket } = await openRoom();
    const clients: TurnClient[] = [];
    const allocate = async (credentials: Credentials, from: string) => {
      const client = await TurnClient.open(credentials, from);
      clients.push(client);
      return client.allocate();
    };
    // One allocation per channel offered to the TV, junk OFFERs' included: past any device's caps.
    const tv = credentialsFor(room);
    const fromTv: (number | null)[] = [];
    for (let i = 0; i < TURN_LIMITS.perClient + 8; i++) fromTv.push(await allocate(tv, '127.0.0.1'));
    expect(fromTv).toEqual(Array(TURN_LIMITS.perClient + 8).fill(null));
    // The phones still have the whole room's share.
    const fromPhones: (number | null)[] = [];
    for (const from of ['127.0.0.3', '127.0.0.7']) {
      for (let i = 0; i < TURN_LIMITS.perClient; i++) fromPhones.push(await allocate(credentialsFor(room), from));
    }
    expect(fromPhones.filter((outcome) => outcome === null)).toHaveLength(TURN_LIMITS.perRoom);
    expect(await allocate(credentialsFor(room), '127.0.0.8')).toBe(486);
    await Promise.all(clients.map((client) => client.close()));
    socket.terminate();
  }, 60_000);

  it("registrations from one device are capped, and neither they nor 100 reads of /signaling.json take the TV's room away", async () => {
    const tv = await openRoom('127.0.0.1');
    const tvRelay = await TurnClient.open(credentialsFor(tv.room));
    expect(await tvRelay.allocate()).toBe(null);
    // A device that holds IDs of its own and registers a room for each: its share, then 429.
    const held = await Promise.all(Array.from({ length: ROOM_LIMITS.perAddress + 3 }, async () => {
      const room = newRoom();
      return { room, socket: await hold(room.peerId, '127.0.0.5') };
    }));
    const statuses: number[] = [];
    for (const { room } of held) statuses.push(await register(room, '127.0.0.5'));
    expect(statuses).toEqual([...Array(ROOM_LIMITS.perAddress).fill(204), 429, 429, 429]);
    await Promise.all(Array.from({ length: 100 }, () => request('GET', '/signaling.json', '127.0.0.5')));
    // The TV's room is still registered and its credential still opens a new allocation (a new phone's channel).
    expect(await register(tv.room)).toBe(204);
    const again = await TurnClient.open(credentialsFor(tv.room), '127.0.0.4');
    expect(await again.allocate()).toBe(null);
    await Promise.all([tvRelay.close(), again.close()]);
    for (const { socket } of [tv, ...held]) socket.terminate();
  });
});
