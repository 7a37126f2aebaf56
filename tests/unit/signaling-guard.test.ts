/**
 * Attacks on the embedded signaling server from one device on the party's
 * Wi-Fi (docs/PROTOCOL.md «The door's attacks»), against the real server on loopback: each
 * attacker has an address of its own (127.0.0.x), the TV and the phones too.
 * Real sockets, the real `peer` server, the PeerJS wire protocol.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIMITS, PEER_KEY, startPartyServer } from '../../server/party-server';

interface Server {
  port: number;
  close(): Promise<void>;
}

interface Signal {
  type: string;
  src?: string;
  dst?: string;
  payload?: unknown;
}

let server: Server;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'citysleeps-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>test</title>');
  server = (await startPartyServer({ host: '127.0.0.1', port: 0, staticDir, icePort: null })) as Server;
});

afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A PeerJS client's signaling socket, with what it received so far. */
class Client {
  received: Signal[] = [];
  closed = false;
  constructor(
    readonly id: string,
    readonly socket: WebSocket,
  ) {
    socket.on('message', (data) => this.received.push(JSON.parse(String(data)) as Signal));
    socket.on('close', () => (this.closed = true));
  }
  send(message: Signal): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }
  count(type: string): number {
    return this.received.filter((message) => message.type === type).length;
  }
}

/** Registers `id`: the Client once the server says OPEN, else the type of what it said instead. */
function register(id: string, from: string, token = `t${Math.random().toString(36).slice(2)}`): Promise<Client | string> {
  const url = `ws://127.0.0.1:${server.port}/peerjs/peerjs?key=${PEER_KEY}&id=${encodeURIComponent(id)}&token=${token}`;
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { localAddress: from });
    const timer = setTimeout(() => finish('timeout'), 5000);
    let done = false;
    const finish = (outcome: Client | string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (typeof outcome === 'string') socket.terminate();
      resolve(outcome);
    };
    socket.once('message', (data) => {
      const message = JSON.parse(String(data)) as Signal;
      finish(message.type === 'OPEN' ? new Client(id, socket) : message.type);
    });
    socket.on('unexpected-response', (_req, res) => finish(`http ${res.statusCode}`));
    socket.on('error', (error) => finish(error.message));
    socket.on('close', () => finish('closed'));
  });
}

async function registered(id: string, from: string, token?: string): Promise<Client> {
  const client = await register(id, from, token);
  if (typeof client === 'string') throw new Error(`${id} did not register: ${client}`);
  return client;
}

/** Answers every OFFER as a browser's PeerJS does: an ANSWER and a few trickled candidates. */
function answerEveryOffer(tv: Client): void {
  tv.socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Signal;
    if (message.type !== 'OFFER' || !message.src) return;
    tv.send({ type: 'ANSWER', dst: message.src, payload: { sdp: { type: 'answer', sdp: 'v=0' } } });
    for (let i = 0; i < 5; i++) tv.send({ type: 'CANDIDATE', dst: message.src, payload: { candidate: `c${i}` } });
  });
}

const offer = (dst: string, n = 0): Signal => ({ type: 'OFFER', dst, payload: { sdp: { type: 'offer', sdp: `v=0 ${n}` }, connectionId: `dc_${n}` } });

describe('@security The TV keeps its name', () => {
  it('800 junk OFFERs from one address: the TV answering them is never cut off, and a phone still reaches it', async () => {
    const tv = await registered('citysleeps-tvroom-0123456789abcdef', '127.0.0.1');
    answerEveryOffer(tv);
    const attacker = await registered('citysleeps-attacker-1', '127.0.0.4');
    for (let i = 0; i < 800; i++) attacker.send(offer(tv.id, i));
    await sleep(1000);
    expect(tv.closed, 'the TV was cut off for answering').toBe(false);
    // Only the attacker's share of OFFERs reached the TV, so the TV's page is not buried in them.
    expect(tv.count('OFFER')).toBeLessThanOrEqual(LIMITS.offersPerPeerBurst + 2 * LIMITS.offersPerPeerPerSecond);
    expect(tv.count('OFFER')).toBeGreaterThan(0);

    const phone = await registered('citysleeps-p-phone-1', '127.0.0.5');
    const before = tv.count('OFFER');
    phone.send(offer(tv.id, 9999));
    await sleep(200);
    expect(tv.count('OFFER')).toBe(before + 1);
    expect(phone.count('ANSWER')).toBe(1);
    expect(phone.count('CANDIDATE')).toBe(5);
    for (const client of [tv, attacker, phone]) client.socket.terminate();
  });

  it("a TV whose socket drops keeps its ID for its own token: the attacker's registration is refused, the TV's return is not", async () => {
    const id = 'citysleeps-tvroom-dropped-0123456789';
    const tv = await registered(id, '127.0.0.1', 'tv-token');
    // Network trouble: the connection dies without a closing handshake.
    tv.socket.terminate();
    await sleep(100);
    expect(await register(id, '127.0.0.4', 'attacker-token')).toBe('ID-TAKEN');
    const back = await registered(id, '127.0.0.1', 'tv-token');
    back.socket.terminate();
  });

  it("a page that closes its socket (a reload's 1001, PeerJS's destroy() without a code) leaves its ID free at once", async () => {
    for (const code of [1001, undefined]) {
      const id = `citysleeps-tvroom-reloaded-${code ?? 'none'}`;
      const tv = await registered(id, '127.0.0.1', 'old-page');
      const gone = new Promise((resolve) => tv.socket.once('close', resolve));
      tv.socket.close(code);
      await gone;
      await sleep(50);
      const again = await registered(id, '127.0.0.1', 'new-page');
      again.socket.terminate();
    }
  });
});

describe('@security Signaling limits that hold across reconnects', () => {
  it('one address reconnecting to dodge the per-socket rate is held to its own rate', async () => {
    const receiver = await registered('citysleeps-receiver-7', '127.0.0.1');
    const started = Date.now();
    let opened = 0;
    while (Date.now() - started < 2000) {
      const sender = await register(`citysleeps-rotating-${opened}`, '127.0.0.6');
      if (typeof sender === 'string') {
        await sleep(20);
        continue;
      }
      opened += 1;
      // Just under the per-socket burst, then a fresh socket.
      for (let i = 0; i < LIMITS.messageBurst - 10; i++) sender.send({ type: 'CANDIDATE', dst: receiver.id, payload: { candidate: `c${i}` } });
      await new Promise((resolve) => sender.socket.once('close', resolve).close());
    }
    await sleep(300);
    const seconds = (Date.now() - started) / 1000;
    expect(opened).toBeLessThanOrEqual(LIMITS.socketsPerMinute);
    expect(receiver.count('CANDIDATE')).toBeLessThanOrEqual(LIMITS.addressBurst + seconds * LIMITS.addressPerSecond);
    receiver.socket.terminate();
  });

  it('messages for IDs nobody holds are capped per address, so they cannot fill the memory', async () => {
    const blob = 'x'.repeat(8 * 1024);
    const senders: Client[] = [];
    for (let s = 0; s < 8; s++) {
      const sender = await register(`citysleeps-ghostwriter-${s}`, '127.0.0.8');
      if (typeof sender !== 'string') senders.push(sender);
    }
    // 8 sockets × 100 messages × 8 KB for IDs that nobody holds (yet); before the cap, `peer` kept every one for 5 s.
    const texts = Array.from({ length: 10 }, (_, i) => JSON.stringify({ type: 'CANDIDATE', dst: `citysleeps-ghost-${i}`, payload: { candidate: blob } }));
    const flushed = senders.map(
      (sender) =>
        new Promise<void>((resolve) => {
          for (let i = 0; i < 100; i++) sender.socket.send(texts[i % 10]);
          sender.socket.send('{"type":"HEARTBEAT"}', () => resolve());
        }),
    );
    await Promise.all(flushed);
    await sleep(300);
    // A ghost ID that registers now gets only the address's queued share.
    const ghost = await registered('citysleeps-ghost-0', '127.0.0.1');
    await sleep(200);
    expect(ghost.count('CANDIDATE')).toBeLessThanOrEqual(Math.ceil(LIMITS.queuedBytesPerAddress / blob.length));
    expect(senders.length).toBe(8);
    for (const client of [...senders, ghost]) client.socket.terminate();
  });
});
