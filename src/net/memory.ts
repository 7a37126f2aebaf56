/**
 * An in-process network for unit tests: a fake signaling server (a map of
 * registered IDs) and channel pairs that deliver frames asynchronously, in
 * order, through queueMicrotask. Faults: signaling down, an ID still held
 * after a "crash", an ID taken from its holder (`kick`), silent channels (a
 * locked phone), dropped frames, closes. Spare copies (Channel.sendSpare) come
 * after their reliable ones unless a test drops those.
 *
 * Each channel's binding stands for WebRTC's DTLS certificates: every end of
 * every pair gets its own fingerprint from the network, as each
 * RTCPeerConnection makes its own certificate. Both ends of one pair read the
 * same binding; a relay's two pairs read two different ones, and nothing a
 * test's relay sends can change what an honest end reads.
 */
import { bindingOf } from './binding';
import {
  ConnectError,
  type Channel,
  type HostTransport,
  type Listener,
  type ListenHandlers,
  type PhoneTransport,
} from './transport';

type Side = 'host' | 'phone';

class MemoryEnd implements Channel {
  peer: MemoryEnd | null = null;
  private messageHandler: ((frame: unknown) => void) | null = null;
  private spareHandler: ((frame: unknown) => void) | null = null;
  private closeHandler: (() => void) | null = null;
  private inbox: unknown[] = [];
  private closed = false;
  private closeNotified = false;

  constructor(
    readonly id: string,
    readonly side: Side,
    readonly pair: MemoryPair,
  ) {}

  get isOpen(): boolean {
    return !this.closed;
  }

  send(frame: string): boolean {
    if (this.closed) return false;
    const target = this.peer;
    if (!target || this.pair.silent || this.pair.network.shouldDrop(frame, this.side)) return true;
    this.pair.network.sent.push({ from: this.side, pair: this.pair, frame });
    queueMicrotask(() => target.deliver(frame));
    return true;
  }

  /**
   * The spare path: a copy after its reliable one, so it comes second (a test
   * that wants it first holds the reliable frame back with `dropWhen`). Sent
   * frames note `spare`.
   */
  sendSpare(frame: string): void {
    const target = this.peer;
    if (this.closed || !target || this.pair.silent || this.pair.network.shouldDrop(frame, this.side, true)) return;
    this.pair.network.sent.push({ from: this.side, pair: this.pair, frame, spare: true });
    queueMicrotask(() => target.deliverSpare(frame));
  }

  onSpare(handler: (frame: unknown) => void): void {
    this.spareHandler = handler;
  }

  deliverSpare(frame: unknown): void {
    if (!this.closed) this.spareHandler?.(frame);
  }

  /** Delivers anything, including non-string junk: what a hostile peer could send. */
  injectFromRemote(frame: unknown): void {
    queueMicrotask(() => this.deliver(frame));
  }

  close(): void {
    this.pair.closeBoth();
  }

  onMessage(handler: (frame: unknown) => void): void {
    this.messageHandler = handler;
    const queued = this.inbox;
    this.inbox = [];
    for (const frame of queued) handler(frame);
  }

  onClose(handler: () => void): void {
    this.closeHandler = handler;
    if (this.closed) this.notifyClose();
  }

  binding(): string {
    return this.pair.binding;
  }

  deliver(frame: unknown): void {
    if (this.closed) return;
    if (this.messageHandler) this.messageHandler(frame);
    else this.inbox.push(frame);
  }

  markClosed(): void {
    if (this.closed) return;
    this.closed = true;
    queueMicrotask(() => this.notifyClose());
  }

  private notifyClose(): void {
    if (this.closeNotified || !this.closeHandler) return;
    this.closeNotified = true;
    this.closeHandler();
  }
}

export class MemoryPair {
  readonly host: MemoryEnd;
  readonly phone: MemoryEnd;
  /** A silent channel drops every frame both ways without closing: a phone asleep or out of Wi-Fi range. */
  silent = false;
  /** What both ends read as the channel's binding: the two ends' fake certificate fingerprints. */
  readonly binding: string;

  constructor(
    readonly network: MemoryNetwork,
    readonly peerId: string,
    id: string,
  ) {
    this.binding = bindingOf(network.certificate(), network.certificate());
    this.host = new MemoryEnd(id, 'host', this);
    this.phone = new MemoryEnd(id, 'phone', this);
    this.host.peer = this.phone;
    this.phone.peer = this.host;
  }

  closeBoth(): void {
    this.host.markClosed();
    this.phone.markClosed();
  }
}

interface Registration {
  id: string;
  handlers: ListenHandlers;
  transport: MemoryHostTransport;
  registered: boolean;
  closed: boolean;
}

export class MemoryNetwork {
  readonly pairs: MemoryPair[] = [];
  /** Every frame sent, in order, for assertions (e.g. privacy). */
  readonly sent: { from: Side; pair: MemoryPair; frame: string; spare?: true }[] = [];
  /** Return true to drop a frame silently (`spare`: a spare copy, Channel.sendSpare). */
  dropWhen: ((frame: string, from: Side, spare: boolean) => boolean) | null = null;

  private signalingUp = true;
  private registrations: Registration[] = [];
  /** IDs the "server" still holds for a peer that is gone (a reloaded tab). */
  private held = new Set<string>();
  private channelCount = 0;
  private certificates = 0;

  hostTransport(): MemoryHostTransport {
    return new MemoryHostTransport(this);
  }

  phoneTransport(): MemoryPhoneTransport {
    return new MemoryPhoneTransport(this);
  }

  /** A fresh fake certificate fingerprint, in the SDP's form (sha-256, 32 hex pairs). */
  certificate(): string {
    const n = ++this.certificates;
    // The count in the first four bytes keeps every certificate distinct; the rest is filler.
    const bytes = Array.from({ length: 32 }, (_, i) => (i < 4 ? (n >>> (8 * (3 - i))) & 0xff : (n * 131 + i * 17) & 0xff));
    const pairs = bytes.map((byte) => byte.toString(16).padStart(2, '0').toUpperCase());
    return `sha-256:${pairs.join(':')}`;
  }

  shouldDrop(frame: string, from: Side, spare = false): boolean {
    return this.dropWhen?.(frame, from, spare) ?? false;
  }

  /** Open pairs to the given peer ID (the room, or a code peer). */
  openPairs(peerId?: string): MemoryPair[] {
    return this.pairs.filter((pair) => pair.host.isOpen && (peerId === undefined || pair.peerId === peerId));
  }

  isRegistered(peerId: string): boolean {
    return this.registrations.some((entry) => entry.id === peerId && entry.registered && !entry.closed);
  }

  /** The signaling server dies or returns. Open channels are unaffected either way. */
  setSignaling(up: boolean): void {
    this.signalingUp = up;
    for (const entry of this.live()) {
      if (!up) {
        entry.registered = false;
        queueMicrotask(() => entry.handlers.onState('reconnecting'));
      }
    }
    if (up) this.retryRegistrations();
  }

  /**
   * The server drops whoever holds `peerId` (its socket was closed, as a flood
   * of OFFERs once got the TV's closed): its open channels stay, it retries,
   * and the ID is free for the next to register.
   */
  kick(peerId: string): void {
    for (const entry of this.live()) {
      if (entry.id !== peerId || !entry.registered) continue;
      entry.registered = false;
      queueMicrotask(() => entry.handlers.onState('reconnecting'));
    }
  }

  /** The server forgets a held ID (its keep-alive expired). */
  release(peerId: string): void {
    this.held.delete(peerId);
    this.retryRegistrations();
  }

  register(entry: Registration): void {
    this.registrations.push(entry);
    queueMicrotask(() => this.tryRegister(entry));
  }

  unregister(entry: Registration, hold: boolean): void {
    entry.closed = true;
    if (hold && entry.registered) this.held.add(entry.id);
    entry.registered = false;
    this.registrations = this.registrations.filter((other) => other !== entry);
    this.retryRegistrations();
  }

  connect(peerId: string): Promise<Channel> {
    return new Promise((resolve, reject) => {
      queueMicrotask(() => {
        if (!this.signalingUp) return reject(new ConnectError('signaling'));
        const target = this.registrations.find((entry) => entry.id === peerId && entry.registered && !entry.closed);
        if (!target) return reject(new ConnectError('unavailable'));
        const pair = new MemoryPair(this, peerId, `mem-${++this.channelCount}`);
        this.pairs.push(pair);
        target.transport.adopt(pair);
        target.handlers.onChannel(pair.host);
        resolve(pair.phone);
      });
    });
  }

  private live(): Registration[] {
    return this.registrations.filter((entry) => !entry.closed);
  }

  private retryRegistrations(): void {
    for (const entry of this.live()) if (!entry.registered) queueMicrotask(() => this.tryRegister(entry));
  }

  private tryRegister(entry: Registration): void {
    if (entry.closed || entry.registered || !this.signalingUp) return;
    const taken = this.held.has(entry.id) || this.live().some((other) => other !== entry && other.id === entry.id && other.registered);
    if (taken) {
      entry.handlers.onTaken();
      entry.handlers.onState('reconnecting');
      return;
    }
    entry.registered = true;
    entry.handlers.onState('online');
  }
}

export class MemoryHostTransport implements HostTransport {
  private entries: Registration[] = [];
  private pairs: MemoryPair[] = [];

  constructor(private readonly network: MemoryNetwork) {}

  listen(peerId: string, handlers: ListenHandlers): Listener {
    const entry: Registration = { id: peerId, handlers, transport: this, registered: false, closed: false };
    this.entries.push(entry);
    handlers.onState('connecting');
    this.network.register(entry);
    return {
      id: peerId,
      close: () => {
        this.network.unregister(entry, false);
        for (const pair of this.pairs) if (pair.peerId === peerId) pair.closeBoth();
      },
    };
  }

  adopt(pair: MemoryPair): void {
    this.pairs.push(pair);
  }

  /** The TV tab is closed or reloaded: every channel drops, and the server keeps the IDs until `release`. */
  crash(holdIds = true): void {
    for (const entry of this.entries) this.network.unregister(entry, holdIds);
    for (const pair of this.pairs) pair.closeBoth();
  }
}

export class MemoryPhoneTransport implements PhoneTransport {
  private channels: Channel[] = [];
  disposed = false;

  constructor(private readonly network: MemoryNetwork) {}

  async connect(peerId: string): Promise<Channel> {
    if (this.disposed) throw new ConnectError('signaling');
    const channel = await this.network.connect(peerId);
    this.channels.push(channel);
    return channel;
  }

  dispose(): void {
    this.disposed = true;
    for (const channel of this.channels) channel.close();
  }
}
