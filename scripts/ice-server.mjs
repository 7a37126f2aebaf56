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
// The server is node-turn 0.0.6 (STUN RFC 5389, TURN RFC 5766, UDP), which
// checks nothing a relay on a party's Wi-Fi needs (docs/PROTOCOL.md, "Threat
// model: the party server"); turn-guard.mjs wraps it. TURN needs credentials:
// every read of /signaling.json gets its own random user, valid for a day (a
// party's length). At most USERS_PER_ADDRESS are kept per reading address and
// MAX_USERS in all; a new one may replace only a credential nobody relays
// with, so a flood of reads never takes the TV's or a phone's away.
import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import Turn from 'node-turn';
import { guardTurn, TURN_LIMITS } from './turn-guard.mjs';

export const ICE_PORT = 3478;
const REALM = 'citysleeps';
const CREDENTIAL_TTL_S = 24 * 60 * 60;
const MAX_USERS = 500;
const USERS_PER_ADDRESS = 64;
export { TURN_LIMITS };

/**
 * Where STUN/TURN listen: the address the phones are given (`publicHost`, the
 * LAN address), else the server's own address, else loopback.
 */
export function iceHostFor(host, publicHost) {
  if (publicHost && /^\d+\.\d+\.\d+\.\d+$/.test(publicHost)) return publicHost;
  return host === '0.0.0.0' || host === '::' || host === 'localhost' ? '127.0.0.1' : host;
}

/** A free UDP port on `host` (node-turn has no "any port"). */
function freeUdpPort(host) {
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
function checkUdpPort(host, port) {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', (error) => reject(error));
    socket.bind({ address: host, port, exclusive: true }, () => socket.close(() => resolve()));
  });
}

/**
 * Starts STUN and TURN on `host` (an IPv4 address the devices reach: the LAN
 * address, or 127.0.0.1 in tests), UDP `port` (0: a free one).
 * @param {{ host: string, port?: number }} options
 * @returns {Promise<{ port: number, urls: string[], issue(address?: string): { urls: string[], username: string, credential: string } | null, close(): void }>}
 */
export async function startIceServer({ host, port = ICE_PORT }) {
  const chosen = port === 0 ? await freeUdpPort(host) : port;
  try {
    await checkUdpPort(host, chosen);
  } catch (error) {
    if (error.code === 'EADDRINUSE') throw new Error(`UDP port ${chosen} (STUN/TURN) is busy: choose another with --ice-port N.`);
    if (error.code === 'EADDRNOTAVAIL') throw new Error(`${host} is not an address of this machine: choose another with --host.`);
    throw error;
  }
  const users = new Map(); // username → { timer, address }
  const server = new Turn({
    listeningIps: [host],
    relayIps: [host],
    listeningPort: chosen,
    authMech: 'long-term',
    realm: REALM,
    credentials: {},
    debugLevel: 'OFF',
  });
  const guard = guardTurn(server, { relayIp: host });
  server.start();
  const urls = [`stun:${host}:${chosen}`, `turn:${host}:${chosen}?transport=udp`];
  const forget = (username) => {
    const user = users.get(username);
    if (user === undefined) return;
    clearTimeout(user.timer);
    users.delete(username);
    server.removeUser(username);
  };
  /** The oldest credential nobody relays with, among `candidates`; null when every one is in use. */
  const idle = (candidates) => candidates.find((username) => !guard.inUse(username)) ?? null;
  /** Room for one more credential for `address`, made by forgetting an idle one if need be. */
  const roomFor = (address) => {
    const own = [...users].filter(([, user]) => user.address === address).map(([username]) => username);
    if (own.length >= USERS_PER_ADDRESS) {
      const spare = idle(own);
      if (!spare) return false;
      forget(spare);
    }
    if (users.size >= MAX_USERS) {
      const spare = idle([...users.keys()]);
      if (!spare) return false;
      forget(spare);
    }
    return true;
  };
  return {
    port: chosen,
    urls,
    /** Fresh credentials for a device at `address`; null when they would cost someone else theirs. */
    issue(address = '') {
      if (!roomFor(address)) return null;
      const expires = Math.floor(Date.now() / 1000) + CREDENTIAL_TTL_S;
      const username = `${expires}:${randomBytes(9).toString('base64url')}`;
      const credential = randomBytes(18).toString('base64url');
      server.addUser(username, credential);
      const timer = setTimeout(() => forget(username), CREDENTIAL_TTL_S * 1000);
      timer.unref();
      users.set(username, { timer, address });
      return { urls, username, credential };
    },
    close() {
      for (const username of [...users.keys()]) forget(username);
      guard.close();
      server.stop();
    },
  };
}
