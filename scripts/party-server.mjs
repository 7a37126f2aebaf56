// The party server: the built app and a PeerJS signaling server on one port.
// Used by `npm start` (all interfaces, LAN address printed) and by the tests
// (loopback, a free port). Nothing else: the game itself runs in the browsers.
//
// Everyone on the party's Wi-Fi can reach it, so it holds its own against one
// device that tries to fill it (docs/PROTOCOL.md, "Threat model"): connections
// and signaling sockets are capped per address, a socket that floods is cut
// off, and only this app's peer IDs may register.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import express from 'express';
import { ExpressPeerServer } from 'peer';
import { WebSocketServer } from 'ws';
import { ICE_PORT, iceHostFor, startIceServer } from './ice-server.mjs';

export const PEER_PATH = '/peerjs';
export const PEER_KEY = 'citysleeps';

/** Every peer ID of the app starts with this (src/protocol/messages.ts PEER_PREFIX); nothing else registers. */
export const ID_PATTERN = /^citysleeps-[A-Za-z0-9_-]{1,100}$/;

export const LIMITS = {
  /**
   * Signaling sockets one address may hold at once. On a party's Wi-Fi every
   * phone has its own address and needs one; the TV needs two (the room and
   * its code). The test runs share 127.0.0.1 among a TV and 17 phones.
   */
  socketsPerAddress: 48,
  /** TCP connections (page loads and sockets) one address may hold at once. */
  connectionsPerAddress: 256,
  /** Signaling messages a socket may send in a burst, and per second after it (a WebRTC offer takes a dozen). */
  messageBurst: 200,
  messagesPerSecond: 50,
  /** The largest signaling message (an SDP offer is a few kilobytes). */
  maxPayload: 64 * 1024,
};

/** Counts per address, with a cap. */
class Counter {
  counts = new Map();
  take(address, cap) {
    const count = this.counts.get(address) ?? 0;
    if (count >= cap) return false;
    this.counts.set(address, count + 1);
    return true;
  }
  give(address) {
    const count = (this.counts.get(address) ?? 1) - 1;
    if (count <= 0) this.counts.delete(address);
    else this.counts.set(address, count);
  }
}

/**
 * The signaling WebSocket server, with the door checks `peer` does not make:
 * the upgrade must be for the signaling path, name one of this app's peer
 * IDs, and come from an address below its socket cap; once open, a socket
 * that sends faster than the token bucket allows is cut off.
 */
function guardedSignaling(server, options, limits) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayload });
  const perAddress = new Counter();
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '', 'http://party');
    if (url.pathname !== options.path) return refuse(socket, 404);
    const id = url.searchParams.get('id') ?? '';
    if (!ID_PATTERN.test(id)) return refuse(socket, 403);
    const address = socket.remoteAddress ?? '';
    if (!perAddress.take(address, limits.socketsPerAddress)) return refuse(socket, 429);
    socket.once('close', () => perAddress.give(address));
    wss.handleUpgrade(req, socket, head, (ws) => {
      let tokens = limits.messageBurst;
      let last = Date.now();
      // Registered before peer's own listener, so a flood is cut off before it is relayed.
      ws.on('message', () => {
        const now = Date.now();
        tokens = Math.min(limits.messageBurst, tokens + ((now - last) / 1000) * limits.messagesPerSecond);
        last = now;
        tokens -= 1;
        if (tokens < 0) ws.terminate();
      });
      wss.emit('connection', ws, req);
    });
  });
  return wss;
}

/** Answers a refused upgrade and hangs up; a client that does not hang up too is cut off a second later. */
function refuse(socket, status) {
  const reason = { 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests' }[status];
  socket.setTimeout(1000, () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** The first non-internal IPv4 address: what phones on the same Wi-Fi can reach. */
export function lanAddress() {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const entry of list ?? []) {
      if (entry.family === 'IPv4' && !entry.internal) return entry.address;
    }
  }
  return null;
}

/**
 * Starts the server. Resolves once it listens; rejects with a one-line message
 * when the port is busy. STUN/TURN (ice-server.mjs) listen on the address the
 * phones are given, UDP `icePort` (0: a free one, the default with `port` 0; null: none).
 * `limits`: the signaling server's caps against one client that tries to fill it.
 * @param {{ host: string, port: number, staticDir: string, publicHost?: string | null, quiet?: boolean, icePort?: number | null, limits?: typeof LIMITS }} options
 */
export async function startPartyServer({ host, port, staticDir, publicHost = null, quiet = true, icePort = port === 0 ? 0 : ICE_PORT, limits = LIMITS }) {
  const ice = icePort === null ? null : await startIceServer({ host: iceHostFor(host, publicHost), port: icePort });
  const app = express();
  const server = http.createServer(app);
  // A request's headers must arrive in good time: a socket that trickles them holds nothing for long.
  server.headersTimeout = 15_000;
  server.requestTimeout = 60_000;
  // Every socket, upgraded WebSockets included (closeAllConnections does not see those), so
  // close() ends signaling clients too instead of waiting for them forever.
  const sockets = new Set();
  const connections = new Counter();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    if (!connections.take(address, limits.connectionsPerAddress)) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      connections.give(address);
    });
  });
  let origin = '';
  // The TV reads this to point itself and every join link at this very server.
  app.get('/signaling.json', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ kind: 'local', path: PEER_PATH, key: PEER_KEY, publicOrigin: origin, ...(ice ? { ice: [ice.issue()] } : {}) });
  });
  // /peerjs is mounted once the port is ours: the signaling server's WebSocket server would
  // otherwise re-throw a busy port as an unhandled error instead of our one-line message.
  const mountSignaling = () => {
    const peerServer = ExpressPeerServer(server, {
      path: '/',
      key: PEER_KEY,
      // Phones that sleep come back within a minute; drop dead sockets sooner than the default.
      alive_timeout: 20000,
      allow_discovery: false,
      // A client that asks the server for an ID gets one of ours (the app always brings its own).
      generateClientId: () => `citysleeps-x-${randomUUID()}`,
      createWebSocketServer: (options) => guardedSignaling(server, options, limits),
    });
    if (!quiet) {
      peerServer.on('connection', (client) => console.log(`  signaling: ${client.getId().slice(0, 22)} connected`));
    }
    app.use(PEER_PATH, peerServer);
  };
  app.use(
    express.static(path.resolve(staticDir), {
      setHeaders(res, file) {
        // The service worker and the page must always be revalidated, or an update never arrives.
        if (file.endsWith('sw.js') || file.endsWith('.html') || file.endsWith('.webmanifest')) {
          res.set('Cache-Control', 'no-cache');
        }
      },
    }),
  );

  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      ice?.close();
      if (error.code === 'EADDRINUSE') reject(new Error(`Port ${port} is busy: choose another with --port N or PORT=N.`));
      else if (error.code === 'EACCES') reject(new Error(`Port ${port} needs more privileges: choose one above 1023 with --port N.`));
      else reject(error);
    });
    server.listen(port, host, () => {
      mountSignaling();
      const actual = server.address().port;
      const shownHost = publicHost ?? (host === '0.0.0.0' || host === '::' ? 'localhost' : host);
      origin = `http://${shownHost}:${actual}`;
      resolve({
        port: actual,
        origin,
        ice: ice ? { urls: ice.urls, port: ice.port } : null,
        close: () =>
          new Promise((done) => {
            ice?.close();
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
  });
}
