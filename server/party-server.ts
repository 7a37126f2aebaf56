// The party server: the built app and a PeerJS signaling server on one port.
// Used by `npm start` (all interfaces, LAN address printed) and by the tests
// (loopback, a free port). Nothing else: the game itself runs in the browsers.
//
// Everyone on the party's Wi-Fi can reach it, so it holds its own against one
// device that tries to fill it (docs/PROTOCOL.md, "Threat model: the party
// server"): connections, signaling sockets, messages, OFFERs and queued bytes
// are capped per address (signaling-guard.ts), a dropped peer's ID stays its
// own for a while, and only this app's peer IDs may register. TURN is the
// table's only: nobody is handed credentials here; the TV that holds a room's
// ID registers the room's TURN key, and every device of the room makes its
// own credentials from the room key (ice-server.ts, src/net/ice-room.ts).
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import express from 'express';
import { ExpressPeerServer } from 'peer';
import { ICE_PORT, ROOM_LIMITS, iceHostFor, startIceServer, type RegisterVerdict } from './ice-server';
import { Counter, ID_PATTERN, LIMITS, SignalingGuard, guardedSignaling, type Limits } from './signaling-guard';

export const PEER_PATH = '/peerjs';
export const PEER_KEY = 'citysleeps';

export { ID_PATTERN, LIMITS };

export interface PartyServerOptions {
  host: string;
  port: number;
  staticDir: string;
  publicHost?: string | null;
  quiet?: boolean;
  icePort?: number | null;
  limits?: Limits;
  rooms?: typeof ROOM_LIMITS;
}

export interface PartyServer {
  port: number;
  /** http://<the address phones are given>:<port> */
  origin: string;
  /** STUN/TURN: its URLs, UDP port and registered rooms; null when started without. */
  ice: { urls: string[]; port: number; hasRoom: (id: string) => boolean } | null;
  guard: SignalingGuard;
  close(): Promise<void>;
}

/** The HTTP status of each answer to a room's TURN registration. */
const REGISTER_STATUS: Record<Exclude<RegisterVerdict, 'ok'>, number> = { bad: 400, 'not-held': 409, taken: 409, full: 429 };

/** The first non-internal IPv4 address: what phones on the same Wi-Fi can reach. */
export function lanAddress(): string | null {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const entry of list ?? []) {
      if (entry.family === 'IPv4' && !entry.internal) return entry.address;
    }
  }
  return null;
}

/**
 * Starts the server. Resolves once it listens; rejects with a one-line message
 * when the port is busy. STUN/TURN (ice-server.ts) listen on the address the
 * phones are given, UDP `icePort` (0: a free one, the default with `port` 0; null: none).
 * `limits`: the signaling server's caps against one client that tries to fill it;
 * `rooms`: the TURN room registrations' (ice-server.ts ROOM_LIMITS).
 */
export async function startPartyServer({
  host,
  port,
  staticDir,
  publicHost = null,
  quiet = true,
  icePort = port === 0 ? 0 : ICE_PORT,
  limits = LIMITS,
  rooms = ROOM_LIMITS,
}: PartyServerOptions): Promise<PartyServer> {
  const guard = new SignalingGuard(limits);
  const ice =
    icePort === null
      ? null
      : await startIceServer({
          host: iceHostFor(host, publicHost),
          port: icePort,
          holderAddress: (id) => guard.holderAddress(id),
          onSignaling: (address) => guard.onSignaling(address),
          rooms,
        });
  const app = express();
  const server = http.createServer(app);
  // A request's headers must arrive in good time: a socket that trickles them holds nothing for long.
  server.headersTimeout = 15_000;
  server.requestTimeout = 60_000;
  // Every socket, upgraded WebSockets included (closeAllConnections does not see those), so
  // close() ends signaling clients too instead of waiting for them forever.
  const sockets = new Set<Socket>();
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
  // The TV reads this to point itself and every join link at this very server: STUN for anyone,
  // TURN's address without credentials (each device makes its room's own).
  app.get('/signaling.json', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ kind: 'local', path: PEER_PATH, key: PEER_KEY, publicOrigin: origin, ...(ice ? { ice: [{ urls: ice.stunUrls }], turn: ice.turnUrls } : {}) });
  });
  // The TV that holds a room's ID registers the room's TURN key; it does so again now and then (ice-room.ts).
  app.post('/turn-room', express.json({ limit: 512 }), (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!ice) return res.status(404).end();
    const body: unknown = req.body;
    const { room, key } = typeof body === 'object' && body !== null ? (body as { room?: unknown; key?: unknown }) : {};
    const verdict = ice.register(room, key, req.socket.remoteAddress ?? '');
    return verdict === 'ok' ? res.status(204).end() : res.status(REGISTER_STATUS[verdict]).json({ refused: verdict });
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
      createWebSocketServer: (options) => guardedSignaling(server, options, guard),
    });
    peerServer.on('connection', (client) => {
      guard.held(client.getId(), client.getSocket());
      if (!quiet) console.log(`  signaling: ${client.getId().slice(0, 22)} connected`);
    });
    // After a socket's own close this finds the ID let go already; after peer's alive check, a drop.
    peerServer.on('disconnect', (client) => guard.lost(client.getId(), client.getToken()));
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
    server.once('error', (error: NodeJS.ErrnoException) => {
      ice?.close();
      if (error.code === 'EADDRINUSE') reject(new Error(`Port ${port} is busy: choose another with --port N or PORT=N.`));
      else if (error.code === 'EACCES') reject(new Error(`Port ${port} needs more privileges: choose one above 1023 with --port N.`));
      else reject(error);
    });
    server.listen(port, host, () => {
      mountSignaling();
      const actual = (server.address() as AddressInfo).port;
      const shownHost = publicHost ?? (host === '0.0.0.0' || host === '::' ? 'localhost' : host);
      origin = `http://${shownHost}:${actual}`;
      resolve({
        port: actual,
        origin,
        ice: ice ? { urls: [...ice.stunUrls, ...ice.turnUrls], port: ice.port, hasRoom: ice.hasRoom } : null,
        guard,
        close: () =>
          new Promise<void>((done) => {
            ice?.close();
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
  });
}
