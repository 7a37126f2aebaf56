/**
 * The transport over PeerJS: WebRTC data channels, brokered by a PeerJS
 * signaling server (the embedded `peer` server, the cloud, or a self-hosted one).
 *
 * Channels are reliable and ordered, with `serialization: 'raw'`: we send our
 * own JSON text so the host measures a frame's size before anything parses it
 * (PeerJS's 'json' mode parses first). The host closes any channel opened with
 * another serialization or unreliable.
 *
 * PeerJS is loaded with a dynamic import, so modules that only name these
 * classes stay importable in Node (unit tests) where WebRTC does not exist.
 */
import type { DataConnection, Peer, PeerError, PeerOptions } from 'peerjs';
import { Backoff } from './backoff';
import { cryptoRandom, systemClock, type Clock, type RandomBytes, type TimerId } from './clock';
import { newOpaqueId, newPhonePeerId } from './ids';
import {
  ConnectError,
  type Channel,
  type HostTransport,
  type Listener,
  type ListenHandlers,
  type PhoneTransport,
} from './transport';

export type PeerFactory = (id: string, options: PeerOptions) => Promise<Peer>;

const loadPeer: PeerFactory = async (id, options) => {
  const { Peer: PeerClass } = await import('peerjs');
  return new PeerClass(id, options);
};

/** A channel that has not opened after this long is dropped (the other side is unreachable). */
const OPEN_TIMEOUT_MS = 10_000;

/** Errors after which retrying cannot help: wrong settings. */
const FATAL = new Set(['invalid-id', 'invalid-key', 'browser-incompatible', 'ssl-unavailable']);

function wrap(connection: DataConnection, id: string): Channel {
  let messageHandler: ((frame: unknown) => void) | null = null;
  let closeHandler: (() => void) | null = null;
  const inbox: unknown[] = [];
  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    // PeerJS emits 'close' synchronously inside close(); the contract says asynchronously.
    queueMicrotask(() => closeHandler?.());
  };
  connection.on('data', (frame) => {
    if (closed) return;
    if (messageHandler) messageHandler(frame);
    else inbox.push(frame);
  });
  connection.on('close', finish);
  connection.on('error', (error) => {
    if (error.type === 'connection-closed' || error.type === 'negotiation-failed') finish();
  });
  return {
    id,
    send(frame) {
      if (closed || !connection.open) return false;
      void connection.send(frame);
      return true;
    },
    close() {
      connection.close();
      finish();
    },
    onMessage(handler) {
      messageHandler = handler;
      for (const frame of inbox.splice(0)) handler(frame);
    },
    onClose(handler) {
      closeHandler = handler;
      if (closed) queueMicrotask(() => handler());
    },
  };
}

export interface PeerJsOptions {
  peerOptions: PeerOptions;
  clock?: Clock;
  random?: RandomBytes;
  createPeer?: PeerFactory;
}

/**
 * One registered peer ID that survives the signaling server going away:
 * 'disconnected' → reconnect() with backoff (open channels stay up);
 * 'unavailable-id' → report taken and retry with backoff (after a TV reload
 * the server may hold our old registration for a while); a destroyed peer is
 * replaced by a new one with the same ID.
 */
class PeerJsListener implements Listener {
  private peer: Peer | null = null;
  private closed = false;
  private retryTimer: TimerId | null = null;
  private readonly backoff: Backoff;

  constructor(
    readonly id: string,
    private readonly handlers: ListenHandlers,
    private readonly options: Required<PeerJsOptions>,
  ) {
    this.backoff = new Backoff(options.random, { initialMs: 1000, maxMs: 5000 });
    handlers.onState('connecting');
    void this.create();
  }

  close(): void {
    this.closed = true;
    if (this.retryTimer !== null) this.options.clock.clearTimeout(this.retryTimer);
    this.peer?.destroy();
    this.peer = null;
    this.handlers.onState('offline');
  }

  private async create(): Promise<void> {
    let peer: Peer;
    try {
      peer = await this.options.createPeer(this.id, this.options.peerOptions);
    } catch {
      this.scheduleRetry();
      return;
    }
    if (this.closed) {
      peer.destroy();
      return;
    }
    this.peer = peer;
    peer.on('open', () => {
      this.backoff.reset();
      this.handlers.onState('online');
    });
    peer.on('connection', (connection) => this.accept(connection));
    peer.on('disconnected', () => {
      if (this.closed || peer !== this.peer) return;
      this.handlers.onState('reconnecting');
      this.scheduleRetry();
    });
    peer.on('close', () => {
      if (this.closed || peer !== this.peer) return;
      this.handlers.onState('reconnecting');
      this.scheduleRetry();
    });
    peer.on('error', (error: PeerError<string>) => this.onError(peer, error));
  }

  private onError(peer: Peer, error: PeerError<string>): void {
    if (this.closed || peer !== this.peer) return;
    if (error.type === 'unavailable-id') this.handlers.onTaken();
    if (FATAL.has(error.type)) {
      console.error(`Signaling refused ${this.id}: ${error.type}`, error);
      this.handlers.onState('offline');
      return;
    }
    if (error.type === 'peer-unavailable' || error.type === 'webrtc') return; // one channel's trouble, not ours
    this.handlers.onState('reconnecting');
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer !== null) return;
    this.retryTimer = this.options.clock.setTimeout(() => {
      this.retryTimer = null;
      this.retry();
    }, this.backoff.next());
  }

  private retry(): void {
    if (this.closed) return;
    const peer = this.peer;
    if (!peer || peer.destroyed) {
      this.peer = null;
      void this.create();
    } else if (peer.disconnected) {
      try {
        peer.reconnect();
      } catch {
        peer.destroy();
        this.peer = null;
        void this.create();
      }
    }
  }

  private accept(connection: DataConnection): void {
    // Only our own kind of channel: raw text, reliable and ordered.
    if (connection.serialization !== 'raw' || !connection.reliable) {
      connection.close();
      return;
    }
    const timer = this.options.clock.setTimeout(() => connection.close(), OPEN_TIMEOUT_MS);
    connection.on('open', () => {
      this.options.clock.clearTimeout(timer);
      if (this.closed) return connection.close();
      this.handlers.onChannel(wrap(connection, newOpaqueId(this.options.random)));
    });
  }
}

export class PeerJsHostTransport implements HostTransport {
  private readonly options: Required<PeerJsOptions>;

  constructor(options: PeerJsOptions) {
    this.options = { clock: systemClock, random: cryptoRandom, createPeer: loadPeer, ...options };
  }

  listen(peerId: string, handlers: ListenHandlers): Listener {
    return new PeerJsListener(peerId, handlers, this.options);
  }
}

/**
 * The phone's side: one Peer with a random ID of its own, kept across
 * reconnects; re-registered or replaced when the signaling server dropped it.
 */
export class PeerJsPhoneTransport implements PhoneTransport {
  private readonly options: Required<PeerJsOptions>;
  private peer: Peer | null = null;
  private opening: Promise<Peer> | null = null;
  private disposed = false;

  constructor(options: PeerJsOptions) {
    this.options = { clock: systemClock, random: cryptoRandom, createPeer: loadPeer, ...options };
  }

  async connect(peerId: string): Promise<Channel> {
    const peer = await this.ready();
    return new Promise<Channel>((resolve, reject) => {
      const connection = peer.connect(peerId, { serialization: 'raw', reliable: true });
      if (!connection) return reject(new ConnectError('signaling'));
      const { clock } = this.options;
      let settled = false;
      const settle = (outcome: Channel | ConnectError) => {
        if (settled) return;
        settled = true;
        clock.clearTimeout(timer);
        peer.off('error', onPeerError);
        if (outcome instanceof ConnectError) {
          connection.close();
          reject(outcome);
        } else resolve(outcome);
      };
      // PeerJS reports an unknown peer on the Peer, not the connection, after the server's expire timeout (~5 s).
      const onPeerError = (error: PeerError<string>) => {
        if (error.type === 'peer-unavailable' && error.message.includes(peerId)) settle(new ConnectError('unavailable'));
        else if (error.type === 'network' || error.type === 'socket-closed' || error.type === 'server-error') settle(new ConnectError('signaling'));
      };
      const timer = clock.setTimeout(() => settle(new ConnectError('timeout')), OPEN_TIMEOUT_MS);
      peer.on('error', onPeerError);
      connection.on('open', () => settle(wrap(connection, newOpaqueId(this.options.random))));
      connection.on('close', () => settle(new ConnectError('timeout')));
    });
  }

  dispose(): void {
    this.disposed = true;
    this.peer?.destroy();
    this.peer = null;
  }

  /** An open Peer: the current one, reconnected, or a new one. Rejects 'signaling' when the server is unreachable. */
  private ready(): Promise<Peer> {
    if (this.disposed) return Promise.reject(new ConnectError('signaling'));
    const current = this.peer;
    if (current && current.open) return Promise.resolve(current);
    if (this.opening) return this.opening;
    this.opening = this.open(current).finally(() => {
      this.opening = null;
    });
    return this.opening;
  }

  private async open(current: Peer | null): Promise<Peer> {
    let peer = current;
    if (peer && !peer.destroyed && peer.disconnected) {
      try {
        peer.reconnect();
      } catch {
        peer.destroy();
        peer = null;
      }
    } else if (peer && (peer.destroyed || !peer.open)) {
      peer.destroy();
      peer = null;
    }
    if (!peer) {
      peer = await this.options.createPeer(newPhonePeerId(this.options.random), this.options.peerOptions);
      this.peer = peer;
    }
    const opened = peer;
    return new Promise<Peer>((resolve, reject) => {
      const { clock } = this.options;
      const done = (error: ConnectError | null) => {
        clock.clearTimeout(timer);
        opened.off('open', onOpen);
        opened.off('error', onError);
        if (error) reject(error);
        else resolve(opened);
      };
      const onOpen = () => done(null);
      const onError = (error: PeerError<string>) => {
        if (error.type === 'peer-unavailable' || error.type === 'webrtc') return;
        // A taken ID (vanishingly unlikely at 96 random bits) or a dead server: start afresh next time.
        opened.destroy();
        if (this.peer === opened) this.peer = null;
        done(new ConnectError('signaling'));
      };
      const timer = clock.setTimeout(() => onError({ type: 'network' } as PeerError<string>), OPEN_TIMEOUT_MS);
      if (opened.open) return done(null);
      opened.on('open', onOpen);
      opened.on('error', onError);
    });
  }
}
