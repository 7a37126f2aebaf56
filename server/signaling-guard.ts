// The door checks the embedded `peer` signaling server does not make, as a
// WebSocket server `peer` takes through its createWebSocketServer option
// (party-server.ts). docs/PROTOCOL.md, "Threat model: the party server".
//
// Every limit is kept per address and outlives the address's sockets, so a
// client that reconnects starts where it left off. Nobody's messages count
// against the peer they are sent to: the answer and candidates a peer sends
// back to an OFFER are charged to the address that sent the OFFER, and a
// socket is only ever cut off for what it started itself.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** Every peer ID of the app starts with this (src/protocol/messages.ts PEER_PREFIX); nothing else registers. */
export const ID_PATTERN = /^citysleeps-[A-Za-z0-9_-]{1,100}$/;

export const LIMITS = {
  /**
   * Signaling sockets one address may hold at once. On a party's Wi-Fi every
   * phone has its own address and needs one; the TV needs two (the room and
   * its code). The test runs share 127.0.0.1 among a TV and 17 phones.
   */
  socketsPerAddress: 48,
  /** Sockets one address may open per minute, however briefly each lives. */
  socketsPerMinute: 240,
  /** TCP connections (page loads and sockets) one address may hold at once. */
  connectionsPerAddress: 256,
  /** Signaling messages one socket may start in a burst, and per second after it; past that it is cut off. */
  messageBurst: 200,
  messagesPerSecond: 50,
  /** The same, for all of one address's sockets together; past that its messages are dropped. */
  addressBurst: 1000,
  addressPerSecond: 200,
  /** OFFERs one address may send (a phone's join takes two: the code peer and the room), in a burst and per second. */
  offerBurst: 64,
  offersPerSecond: 4,
  /** OFFERs one address may send to one peer. */
  offersPerPeerBurst: 32,
  offersPerPeerPerSecond: 2,
  /** Messages a peer may send back to one OFFER (an answer and its candidates), charged to the offer's sender. */
  repliesPerOffer: 40,
  /** Bytes of messages waiting for a peer ID nobody holds, per sending address and in all. */
  queuedBytesPerAddress: 64 * 1024,
  queuedBytesTotal: 4 * 1024 * 1024,
  /** How long an ID whose socket dropped (not closed by its page) stays its owner's. */
  reserveMs: 30_000,
  /** The largest signaling message (an SDP offer is a few kilobytes). */
  maxPayload: 64 * 1024,
};

/** How long `peer` keeps a message for an absent ID (expire_timeout 5 s, swept every second), and a margin. */
const QUEUE_HOLD_MS = 7000;
/** Bookkeeping entries (addresses, reservations, open offers) kept at most; the oldest go first. */
const MAX_ENTRIES = 4096;

/** A token bucket: `burst` at once, refilled at `perSecond`. */
class Bucket {
  private tokens: number;
  private last: number;
  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = burst;
    this.last = now;
  }
  take(now: number): boolean {
    if (!this.can(now)) return false;
    this.tokens -= 1;
    return true;
  }
  can(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    return this.tokens >= 1;
  }
  /** Whether it is full again (so forgetting it forgives nothing). */
  full(now: number): boolean {
    return this.tokens + ((now - this.last) / 1000) * this.perSecond >= this.burst;
  }
}

/** A Map that forgets its oldest entries past `MAX_ENTRIES`. */
function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as K);
}

/** Counts per address, with a cap. */
export class Counter {
  readonly counts = new Map<string, number>();
  take(address: string, cap: number): boolean {
    const count = this.counts.get(address) ?? 0;
    if (count >= cap) return false;
    this.counts.set(address, count + 1);
    return true;
  }
  give(address: string): void {
    const count = (this.counts.get(address) ?? 1) - 1;
    if (count <= 0) this.counts.delete(address);
    else this.counts.set(address, count);
  }
}

/** One address's standing: its messages, its OFFERs (in all and per peer), its recent sockets and its queued bytes. */
class Standing {
  readonly messages: Bucket;
  readonly offers: Bucket;
  /** peer ID → this address's OFFERs to it */
  readonly offersTo = new Map<string, Bucket>();
  /** When each of its recent sockets opened. */
  opened: number[] = [];
  queued = 0;
  constructor(limits: Limits, now: number) {
    this.messages = new Bucket(limits.addressBurst, limits.addressPerSecond, now);
    this.offers = new Bucket(limits.offerBurst, limits.offersPerSecond, now);
  }
}

export type Limits = typeof LIMITS;

/** One signaling socket as the guard knows it: the ID and token it opened with, its address, its own message bucket. */
interface Session {
  ws: WebSocket;
  id: string;
  token: string;
  address: string;
  bucket: Bucket;
}

/** What the guard does with a message: pass it to `peer`, drop it, or cut the socket that floods. */
export type Verdict = 'relay' | 'drop' | 'cut';

type DropKind = 'messages' | 'offers' | 'queued' | 'reserved' | 'sockets';

/**
 * The guard's state, shared by the WebSocket server and the `peer` events
 * that say who holds which ID.
 */
export class SignalingGuard {
  readonly sockets = new Counter();
  private readonly standings = new Map<string, Standing>();
  /** ID → the socket holding it */
  private readonly holders = new Map<string, WebSocket>();
  /** socket → the address it came from (for holderAddress) */
  readonly addressOf = new WeakMap<WebSocket, string>();
  /** ID → its token and until when, for an owner that dropped */
  private readonly reserved = new Map<string, { token: string; until: number }>();
  /** `${offerer}>${peer}` → who pays for the replies, how many are left, until when */
  private readonly offers = new Map<string, { address: string; replies: number; until: number }>();
  private queuedTotal = 0;
  /** Counters for tests and the console: what the guard turned away. */
  readonly dropped: Record<DropKind, number> = { messages: 0, offers: 0, queued: 0, reserved: 0, sockets: 0 };

  constructor(
    readonly limits: Limits,
    readonly now: () => number = Date.now,
  ) {}

  private standing(address: string): Standing {
    let standing = this.standings.get(address);
    if (!standing) {
      standing = new Standing(this.limits, this.now());
      remember(this.standings, address, standing);
    }
    return standing;
  }

  /** Whether `address` may open another socket now (held and per minute). */
  admitSocket(address: string): boolean {
    const now = this.now();
    const standing = this.standing(address);
    standing.opened = standing.opened.filter((at) => now - at < 60_000);
    if (standing.opened.length >= this.limits.socketsPerMinute || !this.sockets.take(address, this.limits.socketsPerAddress)) {
      this.dropped.sockets += 1;
      return false;
    }
    standing.opened.push(now);
    return true;
  }

  /** Whether `id` is kept for another owner (one whose socket dropped a moment ago). */
  reservedAgainst(id: string, token: string): boolean {
    const reservation = this.reserved.get(id);
    if (!reservation) return false;
    if (reservation.until <= this.now()) {
      this.reserved.delete(id);
      return false;
    }
    if (reservation.token === token) return false;
    this.dropped.reserved += 1;
    return true;
  }

  /** The address of the socket that holds `id` now; null when nobody does. */
  holderAddress(id: string): string | null {
    const ws = this.holders.get(id);
    return ws ? (this.addressOf.get(ws) ?? null) : null;
  }

  /** Whether `address` holds a signaling socket now: a device of this party, running the app. */
  onSignaling(address: string): boolean {
    return this.sockets.counts.has(address);
  }

  /** `peer` registered (or took back) `id` on `ws`. */
  held(id: string, ws: WebSocket | null): void {
    if (!ws) return;
    this.holders.set(id, ws);
    this.reserved.delete(id);
  }

  /**
   * A socket closed. Its ID stays its owner's for a while unless its page
   * closed it (a closing handshake: a reload, a closed tab, PeerJS's destroy()).
   */
  closed(session: Session, code: number): void {
    if (this.holders.get(session.id) !== session.ws) return;
    this.holders.delete(session.id);
    if (code === 1000 || code === 1001 || code === 1005) return;
    this.reserve(session.id, session.token);
  }

  /**
   * `peer` let an ID go while its socket was still ours: it stopped answering
   * (no heartbeat within alive_timeout), a drop, though its socket may take
   * a while to close.
   */
  lost(id: string, token: string): void {
    const ws = this.holders.get(id);
    // `peer` has already dropped its socket (setSocket(null)); ours is closing, not open.
    if (!ws || ws.readyState === ws.OPEN) return;
    this.holders.delete(id);
    this.reserve(id, token);
  }

  private reserve(id: string, token: string): void {
    remember(this.reserved, id, { token, until: this.now() + this.limits.reserveMs });
  }

  /**
   * Whether a message a socket sent is relayed: 'relay', 'drop', or 'cut'
   * (the socket itself floods).
   */
  check(session: Session, text: string, bytes: number): Verdict {
    const now = this.now();
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return 'drop';
    }
    if (typeof message !== 'object' || message === null) return 'drop';
    const { type, dst } = message as { type?: unknown; dst?: unknown };
    // A reply to an OFFER this peer received: charged to the OFFER's sender, never to this socket.
    if ((type === 'ANSWER' || type === 'CANDIDATE') && typeof dst === 'string') {
      const open = this.offers.get(`${dst}>${session.id}`);
      if (open && open.until > now) {
        if (open.replies <= 0) return this.drop('messages');
        const payer = this.standings.get(open.address);
        if (payer && !payer.messages.take(now)) return this.drop('messages');
        open.replies -= 1;
        return 'relay';
      }
    }
    if (!session.bucket.take(now)) return 'cut';
    const standing = this.standing(session.address);
    if (!standing.messages.take(now)) return this.drop('messages');
    if (type === 'HEARTBEAT') return 'relay';
    if (typeof dst !== 'string' || !ID_PATTERN.test(dst)) return this.drop('messages');
    if (type === 'OFFER' && !this.offer(session, standing, dst, now)) return this.drop('offers');
    if (!this.holders.has(dst) && type !== 'LEAVE' && type !== 'EXPIRE') return this.queue(standing, bytes);
    return 'relay';
  }

  private offer(session: Session, standing: Standing, dst: string, now: number): boolean {
    let toPeer = standing.offersTo.get(dst);
    if (!toPeer || toPeer.full(now)) {
      toPeer = new Bucket(this.limits.offersPerPeerBurst, this.limits.offersPerPeerPerSecond, now);
      remember(standing.offersTo, dst, toPeer);
    }
    // Both buckets are asked before either is spent, so a refused OFFER costs nothing twice.
    if (!toPeer.can(now) || !standing.offers.can(now)) return false;
    toPeer.take(now);
    standing.offers.take(now);
    remember(this.offers, `${session.id}>${dst}`, { address: session.address, replies: this.limits.repliesPerOffer, until: now + 60_000 });
    return true;
  }

  /** A message for an ID nobody holds waits in `peer`'s queue: its bytes are counted until `peer` lets it go. */
  private queue(standing: Standing, bytes: number): Verdict {
    if (standing.queued + bytes > this.limits.queuedBytesPerAddress || this.queuedTotal + bytes > this.limits.queuedBytesTotal) {
      return this.drop('queued');
    }
    standing.queued += bytes;
    this.queuedTotal += bytes;
    const timer = setTimeout(() => {
      standing.queued -= bytes;
      this.queuedTotal -= bytes;
    }, QUEUE_HOLD_MS);
    timer.unref();
    return 'relay';
  }

  private drop(kind: DropKind): Verdict {
    this.dropped[kind] += 1;
    return 'drop';
  }
}

/**
 * The signaling WebSocket server: the upgrade must be for the signaling path,
 * name one of this app's peer IDs not kept for another owner, and come from
 * an address below its socket caps; once open, each message passes the guard
 * before `peer` sees it.
 */
export function guardedSignaling(server: Server, options: { path?: string }, guard: SignalingGuard): WebSocketServer {
  const limits = guard.limits;
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayload });
  server.on('upgrade', (req, upgraded, head) => {
    // An http.Server's upgrade always comes on its TCP socket (the Duplex of the types is for other servers).
    const socket = upgraded as Socket;
    const url = new URL(req.url ?? '', 'http://party');
    if (url.pathname !== options.path) return refuse(socket, 404);
    const id = url.searchParams.get('id') ?? '';
    const token = url.searchParams.get('token') ?? '';
    if (!ID_PATTERN.test(id)) return refuse(socket, 403);
    const address = socket.remoteAddress ?? '';
    if (!guard.admitSocket(address)) return refuse(socket, 429);
    socket.once('close', () => guard.sockets.give(address));
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (guard.reservedAgainst(id, token)) {
        // As `peer` says it, so a PeerJS client reports 'unavailable-id' and tries again later.
        ws.send(JSON.stringify({ type: 'ID-TAKEN', payload: { msg: 'ID is taken' } }));
        ws.close();
        return;
      }
      const session: Session = { ws, id, token, address, bucket: new Bucket(limits.messageBurst, limits.messagesPerSecond, guard.now()) };
      guard.addressOf.set(ws, address);
      ws.on('close', (code) => guard.closed(session, code));
      // Every 'message' passes the guard before any listener (peer's among them) hears it.
      const emit = ws.emit.bind(ws);
      ws.emit = (event: string | symbol, ...args: unknown[]): boolean => {
        if (event !== 'message') return emit(event, ...args);
        // ws hands a text or binary frame over as a Buffer (an ArrayBuffer or Buffer[] only when asked for).
        const data = args[0] as Buffer;
        const verdict = guard.check(session, String(data), data.length);
        if (verdict === 'cut') {
          ws.terminate();
          return false;
        }
        return verdict === 'relay' ? emit(event, ...args) : false;
      };
      wss.emit('connection', ws, req);
    });
  });
  return wss;
}

/** Answers a refused upgrade and hangs up; a client that does not hang up too is cut off a second later. */
function refuse(socket: Socket, status: 403 | 404 | 429): void {
  const reason = { 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests' }[status];
  socket.setTimeout(1000, () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
