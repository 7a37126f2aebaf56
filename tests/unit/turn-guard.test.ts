/**
 * Attacks on the party server's TURN relay (issue 26, hole 4), against the
 * real server on loopback with a minimal TURN client written here (RFC 5389
 * messages, RFC 5766 Allocate, CreatePermission, Send and Data): the
 * credentials are read from /signaling.json as the TV and phones read them.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error — a plain ES module shared with `npm start`.
import { startPartyServer } from '../../scripts/party-server.mjs';
// @ts-expect-error — a plain ES module shared with `npm start`.
import { TURN_LIMITS } from '../../scripts/turn-guard.mjs';

interface Server {
  port: number;
  ice: { port: number } | null;
  close(): Promise<void>;
}
interface Credentials {
  username: string;
  credential: string;
}

let server: Server;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'citysleeps-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>test</title>');
  server = (await startPartyServer({ host: '127.0.0.1', port: 0, staticDir })) as Server;
});

afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /signaling.json from `from` (each device reads its own TURN credentials there). */
function readCredentials(from = '127.0.0.1', agent: http.Agent | false = false): Promise<Credentials | null> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: server.port, path: '/signaling.json', localAddress: from, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => {
        const ice = (JSON.parse(body) as { ice?: (Credentials & { urls: string[] })[] }).ice;
        resolve(ice?.[0] ? { username: ice[0].username, credential: ice[0].credential } : null);
      });
    });
    req.on('error', reject);
  });
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

  /** Ends the allocation (Refresh, lifetime 0) and closes the socket. */
  async close(): Promise<void> {
    if (this.key && this.relayed) {
      await this.request(message(TYPE.refresh, [attribute(ATTR.lifetime, Buffer.from([0, 0, 0, 0])), ...this.auth], this.key)).catch(() => null);
    }
    this.socket.close();
  }
}

describe('@security TURN for the table only (issue 26, hole 4)', () => {
  it("relays to loopback, link-local and multicast are refused, and to the laptop's own address only reach another relay", async () => {
    // A service on the laptop's own loopback that the attacker would like to reach.
    const service = dgram.createSocket('udp4');
    const heard: string[] = [];
    service.on('message', (data) => heard.push(String(data)));
    await new Promise<void>((resolve) => service.bind(0, '127.0.0.1', resolve));
    const servicePort = service.address().port;

    const attacker = await TurnClient.open((await readCredentials())!);
    expect(await attacker.allocate()).toBe(null);
    for (const address of ['127.0.0.2', '169.254.1.1', '224.0.0.251', '0.0.0.0']) {
      expect(await attacker.permit(address), address).toBe(403);
    }
    // The relay's own address is allowed (a relay reaches another relay), but not at a service's port.
    expect(await attacker.permit('127.0.0.1')).toBe(null);
    attacker.send('127.0.0.1', servicePort, 'to the service');

    // The control: the same path to another allocation's relay port carries data.
    const other = await TurnClient.open((await readCredentials())!);
    expect(await other.allocate()).toBe(null);
    expect(await other.permit('127.0.0.1')).toBe(null);
    attacker.send('127.0.0.1', other.relayed!.port, 'to another relay');
    await sleep(300);
    expect(other.received.map(String)).toEqual(['to another relay']);
    expect(heard).toEqual([]);
    await Promise.all([attacker.close(), other.close()]);
    service.close();
  });

  it('allocations are capped per credential and per client', async () => {
    const first = (await readCredentials())!;
    const clients: TurnClient[] = [];
    const outcomes: (number | null)[] = [];
    for (let i = 0; i < TURN_LIMITS.perCredential + 2; i++) {
      const client = await TurnClient.open(first, '127.0.0.3');
      clients.push(client);
      outcomes.push(await client.allocate());
    }
    expect(outcomes.slice(0, TURN_LIMITS.perCredential)).toEqual(Array(TURN_LIMITS.perCredential).fill(null));
    expect(outcomes.slice(TURN_LIMITS.perCredential)).toEqual([486, 486]);

    // A second credential from the same client address: only the client's remaining share.
    const second = (await readCredentials())!;
    const more: (number | null)[] = [];
    for (let i = 0; i < TURN_LIMITS.perClient - TURN_LIMITS.perCredential + 2; i++) {
      const client = await TurnClient.open(second, '127.0.0.3');
      clients.push(client);
      more.push(await client.allocate());
    }
    expect(more.filter((outcome) => outcome === null)).toHaveLength(TURN_LIMITS.perClient - TURN_LIMITS.perCredential);
    expect(more.slice(-2)).toEqual([486, 486]);

    // Another device is not touched by that client's quota.
    const phone = await TurnClient.open((await readCredentials())!, '127.0.0.4');
    expect(await phone.allocate()).toBe(null);
    await Promise.all([...clients, phone].map((client) => client.close()));
  });

  // One address holds at most 64 credentials (ice-server.mjs USERS_PER_ADDRESS), so 100 reads go past
  // its share; 600 (past the 500 in all) proved nothing more, and under a loaded CI took over 5 s.
  it("100 reads of /signaling.json from one address never take away the TV's credentials", async () => {
    const tv = (await readCredentials('127.0.0.1'))!;
    const tvRelay = await TurnClient.open(tv);
    expect(await tvRelay.allocate()).toBe(null);
    // Kept-alive connections, as a browser's loop of fetches would use.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    await Promise.all(Array.from({ length: 100 }, () => readCredentials('127.0.0.5', agent)));
    agent.destroy();
    // The TV's credential still opens a new allocation (a new phone's channel).
    const again = await TurnClient.open(tv);
    expect(await again.allocate()).toBe(null);
    await Promise.all([tvRelay.close(), again.close()]);
  });
});
