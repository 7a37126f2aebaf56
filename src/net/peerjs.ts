/**
 * The transport over PeerJS: WebRTC data channels, brokered by a PeerJS
 * signaling server (the embedded `peer` server, the cloud, or a self-hosted one).
 *
 * Channels are reliable and ordered, with `serialization: 'raw'`: we send our
 * own JSON text so the host measures a frame's size before anything parses it
 * (PeerJS's 'json' mode parses first). The host closes any channel opened with
 * another serialization or unreliable. Beside each, a spare stream carries
 * second copies of moment views (`spareChannel`).
 *
 * PeerJS is loaded with a dynamic import, so modules that only name these
 * classes stay importable in Node (unit tests) where WebRTC does not exist.
 */
import type { DataConnection, Peer, PeerError, PeerOptions } from 'peerjs';
import { Backoff } from './backoff';
import { cryptoRandom, systemClock, type Clock, type RandomBytes, type TimerId } from '../base/clock';
import { countCandidate, diagnose, NO_CANDIDATES, type AttemptView, type CandidateCount, type IceFailure } from './ice-diagnosis';
import { bindingFromDescriptions, type ChannelRole } from './binding';
import { newOpaqueId, newPhonePeerId } from './ids';
import {
  ConnectError,
  type Channel,
  type HostTransport,
  type Listener,
  type ListenHandlers,
  type PhoneTransport,
  type TroubleReport,
} from './transport';

export type PeerFactory = (id: string, options: PeerOptions) => Promise<Peer>;

const loadPeer: PeerFactory = async (id, options) => {
  const { Peer: PeerClass } = await import('peerjs');
  return new PeerClass(id, options);
};

/** A channel that has not opened after this long is dropped (the other side is unreachable). */
const OPEN_TIMEOUT_MS = 10_000;
/**
 * The phone gives an attempt this long to find a path (ICE connected) before
 * it tries again: on a LAN a path is found in well under a second, and a dead
 * attempt must not cost the whole OPEN_TIMEOUT_MS. Each failure in a row
 * allows the next one longer, so a slow, busy or lossy network still gets
 * through. An attempt with a path waits the full OPEN_TIMEOUT_MS to open.
 */
export const ATTEMPT_WINDOWS_MS = [2500, 4000, 6000, 10_000];
/** A phone whose last attempt failed this long ago, with none since, no longer counts as trying. */
export const TROUBLE_WINDOW_MS = 20_000;
/**
 * A phone that cannot connect keeps trying: it shows on the TV once this many
 * of its attempts in a row have failed. One failed attempt is a hiccup, or an
 * OFFER sent once and never meant to connect (a flood of them).
 */
export const TROUBLE_AFTER_FAILURES = 2;
/**
 * A phone makes one attempt at a time, and the next only after the backoff's
 * shortest delay (375 ms; src/phone/link.ts). Two OFFERs from one peer ID
 * closer together than this are not a phone's: the second is closed before it
 * is answered, and that peer never counts as a phone in trouble.
 */
export const PHONE_OFFER_GAP_MS = 250;
/** How many peer IDs the TV remembers as not phones; the oldest is forgotten first. */
const NOT_PHONES_KEPT = 1024;

/** Errors after which retrying cannot help: wrong settings. */
const FATAL = new Set(['invalid-id', 'invalid-key', 'browser-incompatible', 'ssl-unavailable']);

/**
 * What one connection attempt sees of its RTCPeerConnection: the candidates
 * gathered here and those the other side sent (counted, never kept), whether
 * the other side answered, whether ICE found a path. For `diagnose`.
 */
class AttemptWatch {
  private local: CandidateCount = NO_CANDIDATES;
  private remote: CandidateCount = NO_CANDIDATES;
  private answered: boolean;
  private iceConnected = false;
  private ended = false;

  constructor(
    connection: DataConnection,
    answerer: boolean,
    private readonly events: { failed?: (failure: IceFailure) => void; path?: () => void } = {},
  ) {
    this.answered = answerer;
    const pc = (connection as { peerConnection?: RTCPeerConnection }).peerConnection;
    if (!pc || typeof pc.addEventListener !== 'function') return;
    pc.addEventListener('icecandidate', (event) => {
      const line = event.candidate?.candidate;
      if (line) this.local = countCandidate(this.local, line);
    });
    pc.addEventListener('icegatheringstatechange', () => {
      // Nothing to offer at all: no attempt can work until the network changes.
      if (pc.iceGatheringState === 'complete' && this.sum(this.local) === 0) this.fail();
    });
    pc.addEventListener('signalingstatechange', () => {
      if (pc.remoteDescription) this.answered = true;
    });
    pc.addEventListener('iceconnectionstatechange', () => {
      const state = pc.iceConnectionState;
      if (state === 'connected' || state === 'completed') {
        if (!this.iceConnected) this.events.path?.();
        this.iceConnected = true;
      } else if (state === 'failed') this.fail();
    });
    // PeerJS hands every candidate the other side trickles to addIceCandidate.
    const add = pc.addIceCandidate.bind(pc);
    pc.addIceCandidate = ((candidate?: RTCIceCandidateInit | null) => {
      const line = candidate?.candidate;
      if (line) this.remote = countCandidate(this.remote, line);
      return add(candidate ?? undefined);
    }) as RTCPeerConnection['addIceCandidate'];
  }

  get hasPath(): boolean {
    return this.iceConnected;
  }

  view(): AttemptView {
    return { answered: this.answered, iceConnected: this.iceConnected, local: this.local, remote: this.remote };
  }

  diagnosis(): IceFailure {
    return diagnose(this.view());
  }

  /** No more events once the attempt is settled. */
  end(): void {
    this.ended = true;
  }

  private fail(): void {
    if (!this.ended) this.events.failed?.(this.diagnosis());
  }

  private sum(count: CandidateCount): number {
    return count.host + count.mdns + count.srflx + count.relay;
  }
}

/**
 * The channel's binding as this end reads it from its RTCPeerConnection
 * (PeerJS's `DataConnection.peerConnection`). Both descriptions are set before
 * the channel opens (DTLS needs them), and then never change: read once.
 */
function bindingReader(connection: DataConnection, role: ChannelRole): () => string | null {
  let binding: string | null = null;
  return () => {
    if (binding !== null) return binding;
    const pc = (connection as { peerConnection?: RTCPeerConnection | null }).peerConnection;
    binding = pc ? bindingFromDescriptions(role, pc.localDescription?.sdp, pc.remoteDescription?.sdp) : null;
    return binding;
  };
}

/**
 * The spare path beside a channel (Channel.sendSpare): a second data channel
 * on the same RTCPeerConnection, so inside the same DTLS session the handshake
 * bound. Negotiated on a fixed stream by both ends as the channel opens, it
 * needs no signaling and fires no 'datachannel' event; unordered and never
 * resent, a copy that is lost stays lost and holds nothing back.
 */
const SPARE_STREAM_ID = 64;

function spareChannel(connection: DataConnection): RTCDataChannel | null {
  const pc = (connection as { peerConnection?: RTCPeerConnection | null }).peerConnection;
  try {
    return pc?.createDataChannel('spare', { negotiated: true, id: SPARE_STREAM_ID, ordered: false, maxRetransmits: 0 }) ?? null;
  } catch {
    // A browser without that stream: the reliable copy alone, as before.
    return null;
  }
}

function wrap(connection: DataConnection, id: string, role: ChannelRole): Channel {
  const binding = bindingReader(connection, role);
  let messageHandler: ((frame: unknown) => void) | null = null;
  let closeHandler: (() => void) | null = null;
  const inbox: unknown[] = [];
  let closed = false;
  const spare = spareChannel(connection);
  const finish = () => {
    if (closed) return;
    closed = true;
    spare?.close();
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
    sendSpare(frame) {
      if (closed || spare?.readyState !== 'open') return;
      try {
        spare.send(frame);
      } catch {
        // Its buffer full or the channel closing: a spare copy is allowed to be lost.
      }
    },
    onSpare(handler) {
      // Only the phone reads spare copies; on the TV the stream has no handler, so nothing a phone sends there is read.
      if (spare) spare.onmessage = (event: MessageEvent) => !closed && handler(event.data);
    },
    binding,
  };
}

export interface PeerJsOptions {
  peerOptions: PeerOptions;
  clock?: Clock;
  random?: RandomBytes;
  createPeer?: PeerFactory;
}

/**
 * The TV's count of phones that try to connect and cannot: a remote peer whose
 * attempts failed (no path, or not open in time) TROUBLE_AFTER_FAILURES times
 * in a row and that has no open channel, until it succeeds or has not tried
 * for TROUBLE_WINDOW_MS. A peer that offered faster than a phone does is not
 * counted at all (`notAPhone`).
 */
export class TroubleBook {
  private readonly failing = new Map<string, { at: number; reason: IceFailure; count: number }>();
  private readonly open = new Map<string, number>();
  private readonly notPhones = new Set<string>();
  private readonly listeners = new Set<(report: TroubleReport) => void>();
  private timer: TimerId | null = null;
  private last = '';

  constructor(private readonly clock: Clock) {}

  watch(listener: (report: TroubleReport) => void): () => void {
    this.listeners.add(listener);
    listener(this.report());
    return () => this.listeners.delete(listener);
  }

  opened(remote: string): void {
    this.open.set(remote, (this.open.get(remote) ?? 0) + 1);
    this.failing.delete(remote);
    this.changed();
  }

  closed(remote: string): void {
    const count = (this.open.get(remote) ?? 1) - 1;
    if (count > 0) this.open.set(remote, count);
    else this.open.delete(remote);
  }

  failed(remote: string, reason: IceFailure): void {
    // Another of its channels is open: this phone is in, an extra attempt of its failing is no trouble.
    if (this.open.has(remote) || this.notPhones.has(remote)) return;
    const now = this.clock.now();
    const before = this.failing.get(remote);
    const count = before && now - before.at < TROUBLE_WINDOW_MS ? before.count + 1 : 1;
    this.failing.set(remote, { at: now, reason, count });
    this.changed();
  }

  /** This peer offered as no phone does (junk): it never counts as a phone in trouble. */
  notAPhone(remote: string): void {
    this.notPhones.delete(remote);
    this.notPhones.add(remote);
    if (this.notPhones.size > NOT_PHONES_KEPT) this.notPhones.delete(this.notPhones.values().next().value!);
    if (this.failing.delete(remote)) this.changed();
  }

  report(): TroubleReport {
    const now = this.clock.now();
    for (const [remote, entry] of this.failing) if (now - entry.at >= TROUBLE_WINDOW_MS) this.failing.delete(remote);
    const counts = new Map<IceFailure, number>();
    let phones = 0;
    for (const { reason, count } of this.failing.values()) {
      if (count < TROUBLE_AFTER_FAILURES) continue;
      phones += 1;
      counts.set(reason, (counts.get(reason) ?? 0) + 1);
    }
    let reason: IceFailure | null = null;
    for (const [candidate, count] of counts) if (reason === null || count > (counts.get(reason) ?? 0)) reason = candidate;
    return { phones, reason };
  }

  private changed(): void {
    const report = this.report();
    const key = JSON.stringify(report);
    if (key !== this.last) {
      this.last = key;
      for (const listener of this.listeners) listener(report);
    }
    if (this.failing.size > 0 && this.timer === null) {
      this.timer = this.clock.setTimeout(() => {
        this.timer = null;
        this.changed();
      }, 1000);
    }
  }
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
  /** When each remote peer last offered a channel to this ID (recent ones only). */
  private readonly lastOffer = new Map<string, number>();
  /** Each remote peer's attempt not yet open: giving it up counts as a failure. A phone has one at a time. */
  private readonly pending = new Map<string, () => void>();

  constructor(
    readonly id: string,
    private readonly handlers: ListenHandlers,
    private readonly options: Required<PeerJsOptions>,
    private readonly trouble: TroubleBook,
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
    const remote = connection.peer;
    if (!this.phonePaced(remote)) {
      // Junk OFFERs: closed before it is answered, so it costs the table nothing, and never shown as a phone.
      this.trouble.notAPhone(remote);
      this.pending.get(remote)?.();
      connection.close();
      return;
    }
    // A phone tries again only once it has given up its last attempt: that one has failed.
    this.pending.get(remote)?.();
    let taken = false;
    let failed = false;
    const watch = new AttemptWatch(connection, true);
    const fail = () => {
      if (taken || failed) return;
      failed = true;
      if (this.pending.get(remote) === fail) this.pending.delete(remote);
      watch.end();
      this.options.clock.clearTimeout(timer);
      // A room closing takes its half-open attempts with it: that is not a phone failing.
      if (!this.closed) this.trouble.failed(remote, watch.diagnosis());
      connection.close();
    };
    const timer = this.options.clock.setTimeout(fail, OPEN_TIMEOUT_MS);
    this.pending.set(remote, fail);
    // Closed (by the phone giving up, or ICE failing) before it ever opened: a failed attempt.
    connection.on('close', () => {
      if (taken) this.trouble.closed(remote);
      else fail();
    });
    connection.on('open', () => {
      // A data channel can report open twice (seen under delay and loss, ~10 ms apart):
      // two Channels on one connection would each carry the same hello, and seat one phone twice.
      if (taken || failed) return;
      taken = true;
      if (this.pending.get(remote) === fail) this.pending.delete(remote);
      watch.end();
      this.options.clock.clearTimeout(timer);
      if (this.closed) return connection.close();
      this.trouble.opened(remote);
      this.handlers.onChannel(wrap(connection, newOpaqueId(this.options.random), 'tv'));
    });
  }

  /** Whether this OFFER comes at a pace a phone can keep; notes it either way. */
  private phonePaced(remote: string): boolean {
    const now = this.options.clock.now();
    const last = this.lastOffer.get(remote);
    this.lastOffer.set(remote, now);
    if (this.lastOffer.size > 256) {
      for (const [peer, at] of this.lastOffer) if (now - at >= PHONE_OFFER_GAP_MS) this.lastOffer.delete(peer);
    }
    return last === undefined || now - last >= PHONE_OFFER_GAP_MS;
  }
}

export class PeerJsHostTransport implements HostTransport {
  private readonly options: Required<PeerJsOptions>;
  private readonly trouble: TroubleBook;

  constructor(options: PeerJsOptions) {
    this.options = { clock: systemClock, random: cryptoRandom, createPeer: loadPeer, ...options };
    this.trouble = new TroubleBook(this.options.clock);
  }

  listen(peerId: string, handlers: ListenHandlers): Listener {
    return new PeerJsListener(peerId, handlers, this.options, this.trouble);
  }

  watchTrouble(listener: (report: TroubleReport) => void): () => void {
    return this.trouble.watch(listener);
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
  /** Attempts that failed in a row: each next one gets a longer window. */
  private failures = 0;
  /** Attempts in a row that the TV never answered. */
  private noAnswers = 0;

  constructor(options: PeerJsOptions) {
    this.options = { clock: systemClock, random: cryptoRandom, createPeer: loadPeer, ...options };
  }

  async connect(peerId: string): Promise<Channel> {
    // Attempts that found no answer twice in a row: the signaling socket may be dead without knowing it.
    if (this.noAnswers >= 2) this.replacePeer();
    const peer = await this.ready();
    const window = ATTEMPT_WINDOWS_MS[Math.min(this.failures, ATTEMPT_WINDOWS_MS.length - 1)]!;
    return new Promise<Channel>((resolve, reject) => {
      const connection = peer.connect(peerId, { serialization: 'raw', reliable: true });
      if (!connection) return reject(new ConnectError('signaling'));
      const { clock } = this.options;
      const started = clock.now();
      let settled = false;
      let timer: TimerId | null = null;
      const settle = (outcome: Channel | ConnectError) => {
        if (settled) return;
        settled = true;
        watch.end();
        if (timer !== null) clock.clearTimeout(timer);
        peer.off('error', onPeerError);
        if (outcome instanceof ConnectError) {
          this.failures += 1;
          this.noAnswers = outcome.failure === 'noAnswer' ? this.noAnswers + 1 : 0;
          connection.close();
          reject(outcome);
        } else {
          this.failures = 0;
          this.noAnswers = 0;
          resolve(outcome);
        }
      };
      const watch = new AttemptWatch(connection, false, { failed: (failure) => settle(new ConnectError(failure)) });
      // PeerJS reports an unknown peer on the Peer, not the connection, after the server's expire timeout (~5 s).
      const onPeerError = (error: PeerError<string>) => {
        if (error.type === 'peer-unavailable' && error.message.includes(peerId)) settle(new ConnectError('unavailable'));
        else if (error.type === 'network' || error.type === 'socket-closed' || error.type === 'server-error') settle(new ConnectError('signaling'));
      };
      // No path within the window: try again rather than wait out the whole timeout. With a path, wait for the open.
      const check = () => {
        timer = null;
        const elapsed = clock.now() - started;
        if (watch.hasPath && elapsed < OPEN_TIMEOUT_MS) timer = clock.setTimeout(check, OPEN_TIMEOUT_MS - elapsed);
        else settle(new ConnectError(watch.diagnosis()));
      };
      timer = clock.setTimeout(check, window);
      peer.on('error', onPeerError);
      // Taken once: a data channel may report open twice.
      connection.on('open', () => settle(wrap(connection, newOpaqueId(this.options.random), 'phone')));
      connection.on('close', () => settle(new ConnectError(watch.diagnosis())));
    });
  }

  /** Gives up the current Peer (and its signaling socket); the next attempt registers a new one. */
  private replacePeer(): void {
    this.noAnswers = 0;
    if (this.opening) return;
    this.peer?.destroy();
    this.peer = null;
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
