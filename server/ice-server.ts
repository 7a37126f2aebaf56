// STUN and TURN on the party's own LAN, beside the signaling server (npm start).
//
// Phones hide their LAN address behind an mDNS name that many access points
// never let resolve (they drop multicast), and a laptop's own offline hotspot
// has no default route, so a browser may gather no address at all. A STUN
// server on the laptop gives every device a candidate with its real LAN
// address; TURN through the laptop is the last resort when devices cannot
// reach each other at all (guest Wi-Fi's client isolation): ICE tries it
// after every direct pair, as relay candidates have the lowest priority.
//
// TURN is for the table only (docs/PROTOCOL.md, "Threat model: the party
// server"). Nobody is handed a credential: a room's credentials are made from
// its key, which the TV holds and the phones read from the QR link's fragment
// (src/net/ice-room.ts). The TV registers its room's TURN key (a one-way MAC of
// the room key) while it holds the room's peer ID on signaling; a credential
// is `<room peer ID>:<device nonce>` with the password HMAC-SHA-256(TURN key,
// username), so each device makes its own and the server checks it without
// storing any. A room whose ID nobody has held for `graceMs` is forgotten and
// its allocations end. Registrations are capped per address and in all, and a
// new one never replaces a live one.
//
// The server is node-turn 0.0.6 (STUN RFC 5389, TURN RFC 5766, UDP), which
// checks nothing a relay on a party's Wi-Fi needs; turn-guard.ts wraps it.
import { createHmac, randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import Turn from 'node-turn';
import { guardTurn, isOwnAddress, TURN_LIMITS } from './turn-guard';

export const ICE_PORT = 3478;
const REALM = 'citysleeps';
export { TURN_LIMITS };

export const ROOM_LIMITS = {
  /** Rooms one device may register (a TV holds one; a reload keeps it). The laptop's own addresses are not held to it. */
  perAddress: 2,
  /** Rooms in all. */
  total: 64,
  /** How long a room outlives its ID's last holder: a TV's reload or a dropped socket comes back well within it. */
  graceMs: 60_000,
};

export interface IceServerOptions {
  host: string;
  port?: number;
  holderAddress?: (id: string) => string | null;
  onSignaling?: (address: string) => boolean;
  rooms?: typeof ROOM_LIMITS;
  limits?: typeof TURN_LIMITS;
}

/** What a TV's room registration came to (party-server.ts answers it with an HTTP status). */
export type RegisterVerdict = 'ok' | 'bad' | 'not-held' | 'taken' | 'full';

export interface IceServer {
  port: number;
  stunUrls: string[];
  turnUrls: string[];
  /**
   * The TV at `address` registers its room's TURN key (both as the request
   * brought them, unchecked). 'ok'; 'not-held' when that address does not
   * hold the room's ID on signaling now (yet: the TV tries again); 'taken'
   * when the room is registered with another key; 'full' past the caps;
   * 'bad' for a malformed request.
   */
  register(id: unknown, turnKey: unknown, address: string): RegisterVerdict;
  /** Whether a room is registered (for tests). */
  hasRoom(id: string): boolean;
  close(): void;
}

/** A registered room: its TURN key, the address of the TV that holds it, and when it last did. */
interface RoomRegistration {
  turnKey: string;
  address: string;
  heldAt: number;
}

/** A room's peer ID (src/protocol/messages.ts PEER_PREFIX; the signaling server admits no other). */
const ROOM_ID = /^citysleeps-[A-Za-z0-9_-]{8,80}$/;
/** base64url of a 32-byte MAC (src/net/ice-room.ts roomTurnKey). */
const TURN_KEY = /^[A-Za-z0-9_-]{43}$/;
/** `<room peer ID>:<nonce>`: the nonce is the device's own, so each device's allocations count as its credential's. */
const USERNAME = /^(citysleeps-[A-Za-z0-9_-]{8,80}):[A-Za-z0-9_-]{8,32}$/;

/** The password of a room credential (the same sum as src/net/ice-room.ts turnPassword). */
export function turnPassword(turnKey: string, username: string): string {
  return createHmac('sha256', turnKey).update(username).digest('base64url');
}

/** The room a TURN username names, or null when it names none. */
export function roomOfUsername(username: unknown): string | null {
  return typeof username === 'string' ? (USERNAME.exec(username)?.[1] ?? null) : null;
}

/**
 * Where STUN/TURN listen: the address the phones are given (`publicHost`, the
 * LAN address), else the server's own address, else loopback.
 */
export function iceHostFor(host: string, publicHost: string | null): string {
  if (publicHost && /^\d+\.\d+\.\d+\.\d+$/.test(publicHost)) return publicHost;
  return host === '0.0.0.0' || host === '::' || host === 'localhost' ? '127.0.0.1' : host;
}

/** A free UDP port on `host` (node-turn has no "any port"). */
function freeUdpPort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, host, () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

/** Rejects when `port` on `host` is taken, so a busy port says so instead of node-turn logging it and going on. */
function checkUdpPort(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', (error) => reject(error));
    socket.bind({ address: host, port, exclusive: true }, () => socket.close(() => resolve()));
  });
}

/**
 * node-turn keeps every nonce it hands out, with a timer, for an hour: a flood
 * of unauthenticated requests (each answered with a fresh nonce) grows its
 * memory without bound. These nonces are stateless instead: an expiry and a
 * MAC of it under a key of this run.
 */
function statelessNonces(authentification: Turn.Authentication): void {
  const secret = randomBytes(32);
  const NONCE_MS = 60 * 60 * 1000;
  const sign = (expiry: string) => createHmac('sha256', secret).update(expiry).digest('hex').slice(0, 24);
  authentification.generateNonce = () => {
    const expiry = String(Date.now() + NONCE_MS);
    return `${expiry}.${sign(expiry)}`;
  };
  authentification.checkNonce = (nonce) => {
    const [expiry = '', mac] = String(nonce).split('.');
    return mac !== undefined && mac === sign(expiry) && Number(expiry) > Date.now();
  };
}

/**
 * Starts STUN and TURN on `host` (an IPv4 address the devices reach: the LAN
 * address, or 127.0.0.1 in tests), UDP `port` (0: a free one).
 * `holderAddress(id)`: the address whose signaling socket holds `id`, or null;
 * `onSignaling(address)`: whether that address holds a signaling socket
 * (signaling-guard.ts). Without them no room can register.
 */
export async function startIceServer({
  host,
  port = ICE_PORT,
  holderAddress = () => null,
  onSignaling = () => false,
  rooms: roomLimits = ROOM_LIMITS,
  limits = TURN_LIMITS,
}: IceServerOptions): Promise<IceServer> {
  const chosen = port === 0 ? await freeUdpPort(host) : port;
  try {
    await checkUdpPort(host, chosen);
  } catch (caught) {
    const error = caught as NodeJS.ErrnoException;
    if (error.code === 'EADDRINUSE') throw new Error(`UDP port ${chosen} (STUN/TURN) is busy: choose another with --ice-port N.`, { cause: caught });
    if (error.code === 'EADDRNOTAVAIL') throw new Error(`${host} is not an address of this machine: choose another with --host.`, { cause: caught });
    throw error;
  }
  const rooms = new Map<string, RoomRegistration>();
  const server = new Turn({
    listeningIps: [host],
    relayIps: [host],
    listeningPort: chosen,
    authMech: 'long-term',
    realm: REALM,
    credentials: {},
    debugLevel: 'OFF',
  });
  // node-turn looks a password up as `credentials[username]`: a room credential's is worked out, never stored.
  server.authentification.credentials = new Proxy(
    {} as Record<string, string | undefined>,
    {
      get(_, username) {
        const id = typeof username === 'string' ? roomOfUsername(username) : null;
        const room = id === null ? undefined : rooms.get(id);
        return room ? turnPassword(room.turnKey, username as string) : undefined;
      },
    },
  );
  statelessNonces(server.authentification);
  const guard = guardTurn(server, { relayIp: host, limits, roomOf: roomOfUsername, onSignaling });
  server.start();

  const now = () => Date.now();
  const forget = (id: string) => {
    rooms.delete(id);
    guard.endRoom(id);
  };
  // A room lives while its TV holds its ID; a reload or a drop has `graceMs` to come back.
  const sweep = setInterval(() => {
    for (const [id, room] of rooms) {
      if (holderAddress(id) === room.address) room.heldAt = now();
      else if (now() - room.heldAt > roomLimits.graceMs) forget(id);
    }
  }, Math.min(1000, roomLimits.graceMs));
  sweep.unref();

  return {
    port: chosen,
    stunUrls: [`stun:${host}:${chosen}`],
    turnUrls: [`turn:${host}:${chosen}?transport=udp`],
    register(id, turnKey, address) {
      if (typeof id !== 'string' || typeof turnKey !== 'string' || !ROOM_ID.test(id) || !TURN_KEY.test(turnKey)) return 'bad';
      if (holderAddress(id) !== address) return 'not-held';
      const room = rooms.get(id);
      if (room) {
        if (room.turnKey !== turnKey || room.address !== address) return 'taken';
        room.heldAt = now();
        return 'ok';
      }
      const own = [...rooms.values()].filter((other) => other.address === address).length;
      if ((own >= roomLimits.perAddress && !isOwnAddress(address)) || rooms.size >= roomLimits.total) return 'full';
      rooms.set(id, { turnKey, address, heldAt: now() });
      return 'ok';
    },
    hasRoom: (id) => rooms.has(id),
    close() {
      clearInterval(sweep);
      rooms.clear();
      guard.close();
      server.stop();
    },
  };
}
