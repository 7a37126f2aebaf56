/**
 * The embedded signaling server of `npm start` against one client that tries
 * to fill it, on loopback: the flood comes from 127.0.0.2 (a device of its
 * own on the "Wi-Fi"), the TV and a phone from 127.0.0.1. Real sockets, the
 * real `peer` server, the PeerJS wire protocol.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIMITS, PEER_KEY, startPartyServer } from '../../server/party-server';

interface Server {
  port: number;
  origin: string;
  close(): Promise<void>;
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

type Outcome = { open: true; socket: WebSocket } | { open: false; why: string };

/** A PeerJS client's signaling socket: resolves once the server says OPEN (registered), or why not. */
function register(id: string, from = '127.0.0.1', timeoutMs = 5000): Promise<Outcome> {
  const url = `ws://127.0.0.1:${server.port}/peerjs/peerjs?key=${PEER_KEY}&id=${encodeURIComponent(id)}&token=t${Math.random().toString(36).slice(2)}`;
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { localAddress: from });
    const timer = setTimeout(() => finish({ open: false, why: 'timeout' }), timeoutMs);
    let done = false;
    const finish = (outcome: Outcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (!outcome.open) socket.terminate();
      resolve(outcome);
    };
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string };
      finish(message.type === 'OPEN' ? { open: true, socket } : { open: false, why: message.type });
    });
    socket.on('unexpected-response', (_req, res) => finish({ open: false, why: `http ${res.statusCode}` }));
    socket.on('error', (error) => finish({ open: false, why: error.message }));
    socket.on('close', () => finish({ open: false, why: 'closed' }));
  });
}

/** The next signaling message a socket receives. */
function nextMessage(socket: WebSocket): Promise<{ type: string; src?: string; payload?: unknown }> {
  return new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
}

describe('The embedded signaling server', () => {
  it('5,000 sockets from one client: it keeps only its share, and the TV and a phone still meet', async () => {
    const held: WebSocket[] = [];
    const refused = new Map<string, number>();
    // Batches, so the test holds a bounded number of file descriptors; the server sees the same flood.
    for (let batch = 0; batch < 20; batch++) {
      const outcomes = await Promise.all(Array.from({ length: 250 }, (_, i) => register(`citysleeps-flood-${batch}-${i}`, '127.0.0.2')));
      for (const outcome of outcomes) {
        if (outcome.open) held.push(outcome.socket);
        else refused.set(outcome.why, (refused.get(outcome.why) ?? 0) + 1);
      }
    }
    expect(held.length).toBe(LIMITS.socketsPerAddress);
    expect([...refused.values()].reduce((a, b) => a + b, 0)).toBe(5000 - LIMITS.socketsPerAddress);

    // With the flood's sockets still open, the TV registers its room and a phone reaches it.
    const tv = await register('citysleeps-0123456789abcdef0123456789abcdef');
    const phone = await register('citysleeps-p-0123456789abcdef01234567');
    expect(tv.open && phone.open).toBe(true);
    if (!tv.open || !phone.open) return;
    const arrives = nextMessage(tv.socket);
    phone.socket.send(JSON.stringify({ type: 'OFFER', dst: 'citysleeps-0123456789abcdef0123456789abcdef', payload: { sdp: 'test' } }));
    expect(await arrives).toMatchObject({ type: 'OFFER', src: 'citysleeps-p-0123456789abcdef01234567' });
    // The page itself still loads.
    expect((await fetch(`${server.origin}/signaling.json`)).ok).toBe(true);

    // The flood lets go: its address may register again.
    for (const socket of held) socket.terminate();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await register('citysleeps-after-the-flood', '127.0.0.2');
    expect(again.open).toBe(true);
    for (const outcome of [tv, phone, again]) if (outcome.open) outcome.socket.terminate();
  }, 120_000);

  it("only the app's peer IDs may register", async () => {
    for (const id of ['bench-echo', 'someone-else', 'citysleeps-', 'citysleeps-../../x', `citysleeps-${'a'.repeat(200)}`]) {
      const outcome = await register(id);
      expect(outcome.open, id).toBe(false);
    }
    const ours = await register('citysleeps-code-ACDEFHJK');
    expect(ours.open).toBe(true);
    if (ours.open) ours.socket.terminate();
  });

  it('a socket that floods the server with messages is cut off; the others are not', async () => {
    const flooder = await register('citysleeps-flooder', '127.0.0.3');
    const quiet = await register('citysleeps-quiet', '127.0.0.3');
    if (!flooder.open || !quiet.open) throw new Error('did not register');
    const closed = new Promise<void>((resolve) => flooder.socket.once('close', () => resolve()));
    for (let i = 0; i < 1000; i++) flooder.socket.send(JSON.stringify({ type: 'HEARTBEAT' }));
    await closed;
    quiet.socket.send(JSON.stringify({ type: 'HEARTBEAT' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(quiet.socket.readyState).toBe(WebSocket.OPEN);
    quiet.socket.terminate();
  });
});
