// The checks node-turn 0.0.6 leaves as TODOs, wrapped around its server
// (it dispatches each authenticated request as an event of its own name):
//
//  - where a relay may send: never to loopback, link-local, multicast,
//    reserved or unspecified addresses, nor to the laptop's own addresses;
//    on the relay address itself only to a port of a live allocation of the
//    same room (two devices of one table that both relay through the laptop:
//    the guest Wi-Fi case); anywhere else only to a device that holds a
//    signaling socket of this party server now (a device running the app),
//    so a relay reaches the table and nothing else on the Wi-Fi;
//  - how many allocations one credential, one client address, one room and
//    everyone together hold (486 Allocation Quota Reached past that); the
//    laptop's own addresses (the TV on the laptop) only count in the total;
//  - an allocation that ends closes its relay socket (node-turn only forgets
//    it), and a room that ends ends its allocations.
//
// docs/PROTOCOL.md, "Threat model: the party server".
import os from 'node:os';
import net from 'node:net';
import type Turn from 'node-turn';

/** A refused request: answered (or dropped) here, and no listener hears it. */
function refused(answer: () => void): false {
  answer();
  return false;
}

export const TURN_LIMITS = {
  /** Allocations one credential holds: a TV makes one per phone's channel, and a channel may be rebuilt. */
  perCredential: 32,
  /** Allocations one client address holds (a TV on a device of its own makes one per channel offered to it). */
  perClient: 48,
  /** Allocations one room's credentials hold: two client addresses' worth, so one key holder cannot fill it. */
  perRoom: 96,
  /** Allocations in all. */
  total: 256,
};

/** IPv4 ranges no relay may reach: this network, loopback, link-local, multicast, reserved and broadcast. */
const V4_FORBIDDEN: readonly (readonly [base: string, bits: number])[] = [
  ['0.0.0.0', 8],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

function v4Number(address: string): number {
  return address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

function inV4Range(address: string, [base, bits]: readonly [string, number]): boolean {
  const size = 2 ** (32 - bits);
  return Math.floor(v4Number(address) / size) === Math.floor(v4Number(base) / size);
}

/** Whether `address` is loopback, link-local, multicast, unspecified or reserved (IPv4, IPv6, IPv4-mapped IPv6). */
export function isForbiddenPeer(address: string): boolean {
  const plain = String(address).split('%')[0].toLowerCase();
  const mapped = plain.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped?.[1]) return isForbiddenPeer(mapped[1]);
  if (net.isIPv4(plain)) return V4_FORBIDDEN.some((range) => inV4Range(plain, range));
  if (!net.isIPv6(plain)) return true;
  // ::, ::1, fe80::/10 (link-local), ff00::/8 (multicast), and the old site-local fec0::/10.
  return plain === '::' || plain === '::1' || /^fe[89ab]/.test(plain) || /^ff/.test(plain) || /^fe[c-f]/.test(plain);
}

/** An address without its zone, lower case, an IPv4-mapped IPv6 address as IPv4. */
function plainAddress(address: string): string {
  return String(address).split('%')[0].toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

/** Whether `address` is one of this machine's own (an interface's address), IPv4-mapped or not. */
export function isOwnAddress(address: string): boolean {
  return ownAddresses().has(plainAddress(address));
}

/** Every address of this machine, read when asked (interfaces come and go). */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(os.networkInterfaces())) {
    for (const entry of list ?? []) own.add(entry.address.split('%')[0].toLowerCase());
  }
  return own;
}

export interface RelayTable {
  relayIp: string;
  tableRelayPorts: () => Set<number>;
  onSignaling: (address: string) => boolean;
  own?: (address: string) => boolean;
}

export interface TurnGuardOptions {
  relayIp: string;
  limits?: typeof TURN_LIMITS;
  roomOf: (username: string | undefined) => string | null;
  onSignaling: (address: string) => boolean;
}

/**
 * Whether a relay may send to `address` (at `port`, when the request names one
 * that counts). `relayIp`: the address the relays use, the only one of the
 * laptop's own a relay may reach, and there only `tableRelayPorts` (ports of
 * live allocations of the relay's own room). Elsewhere only an address that
 * holds a signaling socket now (`onSignaling`) is the table's.
 */
export function mayRelayTo(address: string, port: number | undefined, { relayIp, tableRelayPorts, onSignaling, own = isOwnAddress }: RelayTable): boolean {
  const plain = plainAddress(address);
  if (plain === relayIp) return port === undefined || tableRelayPorts().has(port);
  return !isForbiddenPeer(plain) && !own(plain) && onSignaling(plain);
}

/**
 * Wraps a node-turn server (before start()). `relayIp`: the address its
 * relays use. `roomOf(username)`: the room a credential belongs to (null: none,
 * and such a credential's relays reach nothing); `onSignaling(address)`:
 * whether a device at `address` holds a signaling socket now.
 */
export function guardTurn(server: Turn, { relayIp, limits = TURN_LIMITS, roomOf, onSignaling }: TurnGuardOptions): { endRoom: (room: string) => void; close: () => void } {
  const allocations = () => Object.values(server.allocations);
  const roomOfAllocation = (allocation: Turn.Allocation | null | undefined) => roomOf(allocation?.user?.username) ?? null;

  /** Whether the relay of the allocation that `msg` concerns may send to `address` (and `port`). */
  const mayReach = (msg: Turn.Message, address: string, port?: number) => {
    const room = roomOfAllocation(msg.allocation) ?? roomOf(msg.getAttribute('username'));
    if (room === null) return false;
    const tableRelayPorts = () =>
      new Set(allocations().filter((allocation) => roomOfAllocation(allocation) === room).map((allocation) => allocation.relayedTransportAddress.port));
    return mayRelayTo(address, port, { relayIp, tableRelayPorts, onSignaling });
  };

  const quotaReached = (msg: Turn.Message) => {
    const live = allocations();
    const username = msg.getAttribute('username');
    const room = roomOf(username);
    if (room === null || live.length >= limits.total) return true;
    // The TV on the laptop itself makes an allocation for every channel offered to it, junk OFFERs'
    // included, and on an isolating Wi-Fi it must relay. Nothing from outside arrives from the
    // laptop's own addresses (Linux drops such packets as martians), so they are held to the total
    // only, and count against no room: a flood of OFFERs cannot use up the TV's or the phones' share.
    const own = ownAddresses();
    const local = (address: string) => own.has(plainAddress(address));
    const client = msg.transport.src.address;
    if (local(client)) return false;
    return (
      live.filter((allocation) => allocation.user?.username === username).length >= limits.perCredential ||
      live.filter((allocation) => allocation.transport.dst.address === client).length >= limits.perClient ||
      live.filter((allocation) => roomOfAllocation(allocation) === room && !local(allocation.transport.dst.address)).length >= limits.perRoom
    );
  };

  // node-turn dispatches each authenticated request as `emit(method, msg, reply)`: checked here before any listener.
  const emit = server.emit.bind(server);
  server.emit = (event: string | symbol, ...args: unknown[]): boolean => {
    // The methods' events carry (msg, reply); the others are not looked at.
    const [msg, reply] = args as [Turn.Message, Turn.Reply];
    switch (event) {
      case 'allocate':
        if (!msg.allocation && quotaReached(msg)) return refused(() => reply.reject(486, 'Allocation Quota Reached'));
        break;
      case 'create_permission':
        // A permission names an address only; the port is checked when data is sent.
        if (msg.getAttributes('xor-peer-address').some((peer) => !mayReach(msg, peer.address))) return refused(() => reply.reject(403, 'Forbidden'));
        break;
      case 'channel_bind': {
        const peer = msg.getAttribute('xor-peer-address');
        if (peer && !mayReach(msg, peer.address, peer.port)) return refused(() => reply.reject(403, 'Forbidden'));
        break;
      }
      case 'send': {
        const peer = msg.getAttribute('xor-peer-address');
        if (peer && !mayReach(msg, peer.address, peer.port)) return refused(() => reply.discard());
        break;
      }
    }
    return emit(event, ...args);
  };

  // node-turn forgets an ended allocation (expired, or refreshed to 0) but leaves its relay socket open.
  const table = server.allocations;
  /** Allocations a Refresh with lifetime 0 ends at once (the check below lets those go early). */
  const ending = new WeakSet<Turn.Allocation>();
  server.allocations = new Proxy(table, {
    deleteProperty(target, key) {
      if (typeof key !== 'string') return Reflect.deleteProperty(target, key);
      const allocation = target[key];
      // A stale timer of an earlier allocation on the same 5-tuple must not end the live one.
      if (allocation && allocation.timeToExpiry > Date.now() + 1000 && !ending.has(allocation)) return true;
      delete target[key];
      if (!allocation) return true;
      ending.delete(allocation);
      for (const socket of allocation.sockets) {
        try {
          socket.close();
        } catch {
          // Already closed.
        }
      }
      return true;
    },
  });
  server.prependListener('refresh', (msg: Turn.Message) => {
    if (msg.getAttribute('lifetime') === 0 && msg.allocation) ending.add(msg.allocation);
  });

  /** Ends allocations (as a Refresh to 0 would), closing their relay sockets. */
  const end = (keys: string[]) => {
    for (const key of keys) {
      const allocation = table[key];
      if (!allocation) continue;
      ending.add(allocation);
      delete server.allocations[key];
    }
  };

  return {
    /** Ends every allocation of `room`'s credentials: the room is over. */
    endRoom: (room: string) => end(Object.keys(table).filter((key) => roomOfAllocation(table[key]) === room)),
    close: () => end(Object.keys(table)),
  };
}
