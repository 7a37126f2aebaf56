// The checks node-turn 0.0.6 leaves as TODOs, wrapped around its server
// (it dispatches each authenticated request as an event of its own name):
//
//  - where a relay may send: never to loopback, link-local, multicast,
//    reserved or unspecified addresses, nor to the laptop's own addresses;
//    the one exception is the relay address itself at a port of a live
//    allocation (two devices that both relay through the laptop: the guest
//    Wi-Fi case), so a relay reaches other relays and nothing else there;
//  - how many allocations one credential, one client address and everyone
//    together hold (486 Allocation Quota Reached past that);
//  - an allocation that ends closes its relay socket (node-turn only forgets it).
//
// docs/PROTOCOL.md, "Threat model: the party server".
import os from 'node:os';
import net from 'node:net';

export const TURN_LIMITS = {
  /** Allocations one credential holds: a TV makes one per phone's channel, and a channel may be rebuilt. */
  perCredential: 32,
  /** Allocations one client address holds (the TV's address carries the TV's and, in tests, every phone's). */
  perClient: 48,
  /** Allocations in all. */
  total: 256,
};

/** IPv4 ranges no relay may reach: this network, loopback, link-local, multicast, reserved and broadcast. */
const V4_FORBIDDEN = [
  ['0.0.0.0', 8],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

function v4Number(address) {
  return address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

function inV4Range(address, [base, bits]) {
  const size = 2 ** (32 - bits);
  return Math.floor(v4Number(address) / size) === Math.floor(v4Number(base) / size);
}

/** Whether `address` is loopback, link-local, multicast, unspecified or reserved (IPv4, IPv6, IPv4-mapped IPv6). */
export function isForbiddenPeer(address) {
  const plain = String(address).split('%')[0].toLowerCase();
  const mapped = plain.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return isForbiddenPeer(mapped[1]);
  if (net.isIPv4(plain)) return V4_FORBIDDEN.some((range) => inV4Range(plain, range));
  if (!net.isIPv6(plain)) return true;
  // ::, ::1, fe80::/10 (link-local), ff00::/8 (multicast), and the old site-local fec0::/10.
  return plain === '::' || plain === '::1' || /^fe[89ab]/.test(plain) || /^ff/.test(plain) || /^fe[c-f]/.test(plain);
}

/** Every address of this machine, read when asked (interfaces come and go). */
function ownAddresses() {
  const own = new Set();
  for (const list of Object.values(os.networkInterfaces())) {
    for (const entry of list ?? []) own.add(entry.address.split('%')[0].toLowerCase());
  }
  return own;
}

/**
 * Wraps a node-turn server (before start()). `relayIp`: the address its
 * relays use, the only one of the laptop's own a relay may reach (at a relay port).
 * @param {import('node-turn')} server
 * @param {{ relayIp: string, limits?: typeof TURN_LIMITS }} options
 */
export function guardTurn(server, { relayIp, limits = TURN_LIMITS }) {
  const allocations = () => Object.values(server.allocations);
  const relayPorts = () => new Set(allocations().map((allocation) => allocation.relayedTransportAddress.port));

  /** Whether a relay may send to `address` (and `port`, when the request names one that counts). */
  const mayReach = (address, port) => {
    const plain = String(address).split('%')[0].toLowerCase();
    if (plain === relayIp) return port === undefined || relayPorts().has(port);
    return !isForbiddenPeer(plain) && !ownAddresses().has(plain);
  };

  const quotaReached = (msg) => {
    const live = allocations();
    const username = msg.getAttribute('username');
    const client = msg.transport.src.address;
    return (
      live.length >= limits.total ||
      live.filter((allocation) => allocation.user?.username === username).length >= limits.perCredential ||
      live.filter((allocation) => allocation.transport.dst.address === client).length >= limits.perClient
    );
  };

  const emit = server.emit.bind(server);
  server.emit = (event, msg, reply, ...rest) => {
    switch (event) {
      case 'allocate':
        if (!msg.allocation && quotaReached(msg)) return reply.reject(486, 'Allocation Quota Reached');
        break;
      case 'create_permission':
        // A permission names an address only; the port is checked when data is sent.
        if (msg.getAttributes('xor-peer-address').some((peer) => !mayReach(peer.address))) return reply.reject(403, 'Forbidden');
        break;
      case 'channel_bind': {
        const peer = msg.getAttribute('xor-peer-address');
        if (peer && !mayReach(peer.address, peer.port)) return reply.reject(403, 'Forbidden');
        break;
      }
      case 'send': {
        const peer = msg.getAttribute('xor-peer-address');
        if (peer && !mayReach(peer.address, peer.port)) return reply.discard();
        break;
      }
    }
    return emit(event, msg, reply, ...rest);
  };

  // node-turn forgets an ended allocation (expired, or refreshed to 0) but leaves its relay socket open.
  const table = server.allocations;
  /** Allocations a Refresh with lifetime 0 ends at once (the check below lets those go early). */
  const ending = new WeakSet();
  server.allocations = new Proxy(table, {
    deleteProperty(target, key) {
      const allocation = target[key];
      // A stale timer of an earlier allocation on the same 5-tuple must not end the live one.
      if (allocation && allocation.timeToExpiry > Date.now() + 1000 && !ending.has(allocation)) return true;
      delete target[key];
      ending.delete(allocation);
      for (const socket of allocation?.sockets ?? []) {
        try {
          socket.close();
        } catch {
          // Already closed.
        }
      }
      return true;
    },
  });
  server.prependListener('refresh', (msg) => {
    if (msg.getAttribute('lifetime') === 0 && msg.allocation) ending.add(msg.allocation);
  });

  return {
    /** Whether a credential holds a live allocation. */
    inUse: (username) => allocations().some((allocation) => allocation.user?.username === username),
    close() {
      for (const key of Object.keys(server.allocations)) {
        const allocation = table[key];
        ending.add(allocation);
        delete server.allocations[key];
      }
    },
  };
}
