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
// The server is node-turn (STUN RFC 5389, TURN RFC 5766, UDP). TURN needs
// credentials, or anyone on the Wi-Fi could relay through the laptop: every
// read of /signaling.json gets its own random user, valid for a day (a party's
// length), and at most MAX_USERS are live at once (the oldest go first).
import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import Turn from 'node-turn';

export const ICE_PORT = 3478;
const REALM = 'citysleeps';
const CREDENTIAL_TTL_S = 24 * 60 * 60;
const MAX_USERS = 500;

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
 * @returns {Promise<{ port: number, urls: string[], issue(): { urls: string[], username: string, credential: string }, close(): void }>}
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
  const users = new Map(); // username → expiry timer
  const server = new Turn({
    listeningIps: [host],
    relayIps: [host],
    listeningPort: chosen,
    authMech: 'long-term',
    realm: REALM,
    credentials: {},
    debugLevel: 'OFF',
  });
  server.start();
  const urls = [`stun:${host}:${chosen}`, `turn:${host}:${chosen}?transport=udp`];
  const forget = (username) => {
    const timer = users.get(username);
    if (timer === undefined) return;
    clearTimeout(timer);
    users.delete(username);
    server.removeUser(username);
  };
  return {
    port: chosen,
    urls,
    issue() {
      while (users.size >= MAX_USERS) forget(users.keys().next().value);
      const expires = Math.floor(Date.now() / 1000) + CREDENTIAL_TTL_S;
      const username = `${expires}:${randomBytes(9).toString('base64url')}`;
      const credential = randomBytes(18).toString('base64url');
      server.addUser(username, credential);
      const timer = setTimeout(() => forget(username), CREDENTIAL_TTL_S * 1000);
      timer.unref();
      users.set(username, timer);
      return { urls, username, credential };
    },
    close() {
      for (const username of [...users.keys()]) forget(username);
      server.stop();
    },
  };
}
