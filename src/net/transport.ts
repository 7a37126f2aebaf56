/**
 * The only things the sessions know about the network. A channel carries text
 * frames, reliable and ordered (and may carry spare copies that are neither);
 * the sessions own the JSON and its checks, so a frame's size is measured
 * before anything parses it.
 *
 * Implementations: `peerjs.ts` (WebRTC data channels through a PeerJS
 * signaling server) and `memory.ts` (in-process, with fault injection, for
 * unit tests).
 */

import type { IceFailure } from './ice-diagnosis';

/** One open data channel between the TV and one phone. */
export interface Channel {
  /** Stable for the channel's life, unique within a transport; never the remote peer ID. */
  readonly id: string;
  /** Queues a frame. False when the channel is closed (the frame is dropped). */
  send(frame: string): boolean;
  /** Closes the channel. The close handler runs once, asynchronously, on both ends. */
  close(): void;
  /** Replaces the frame handler. Frames are untrusted text (or anything a hostile peer sent). */
  onMessage(handler: (frame: unknown) => void): void;
  /** Replaces the close handler. Runs at most once. */
  onClose(handler: () => void): void;
  /**
   * Queues a second copy of a frame already sent, on a path that may lose it
   * and never holds it behind a lost one (unordered, no retransmits): for a
   * moment's view, whose reliable copy one lost packet would hold back by a
   * retransmission's wait. Absent where the transport has no such path.
   */
  sendSpare?(frame: string): void;
  /**
   * Replaces the handler of the other end's spare copies: untrusted like any
   * frame, and each maybe lost, maybe before its reliable copy, maybe after
   * a later one. Absent where the transport has no such path.
   */
  onSpare?(handler: (frame: unknown) => void): void;
  /**
   * What ties a proof to this one channel (binding.ts): both ends' DTLS
   * certificate fingerprints, role-tagged, the same string at both ends of an
   * honest channel and different at the two ends of a relay. Null when it
   * cannot be read (no session description yet): a handshake then fails closed.
   */
  binding(): string | null;
}

/** The link to the signaling server, as the TV shows it. */
export type SignalingState =
  | 'connecting'
  | 'online'
  /** Lost the server (or it still holds our ID from before a reload); retrying. Open channels keep working. */
  | 'reconnecting'
  /** Given up (closed by us). */
  | 'offline';

export interface ListenHandlers {
  onChannel(channel: Channel): void;
  onState(state: SignalingState): void;
  /**
   * The server refused our ID because another peer holds it: after a TV
   * reload, usually our own previous registration not yet expired. The
   * listener keeps retrying with backoff; the host decides whether to give up
   * (a room code collision) by closing it.
   */
  onTaken(): void;
}

export interface Listener {
  readonly id: string;
  close(): void;
}

/** Phones that try to reach the TV and cannot, and the likeliest reason (ice-diagnosis.ts). */
export interface TroubleReport {
  phones: number;
  reason: IceFailure | null;
}

/** The TV's side: registers peer IDs and accepts channels. */
export interface HostTransport {
  listen(peerId: string, handlers: ListenHandlers): Listener;
  /** Reports (now, then on every change) how many phones try to connect and cannot. */
  watchTrouble?(listener: (report: TroubleReport) => void): () => void;
}

export type ConnectFailure =
  /** The signaling server does not know that peer: a wrong code, or the TV is closed. */
  | 'unavailable'
  /** The signaling server cannot be reached. */
  | 'signaling'
  /** Nothing answered in time (a transport that cannot tell why). */
  | 'timeout'
  /** Why a WebRTC attempt did not open (see ice-diagnosis.ts). */
  | IceFailure;

export class ConnectError extends Error {
  constructor(readonly failure: ConnectFailure) {
    super(`connect failed: ${failure}`);
    this.name = 'ConnectError';
  }
}

/** The phone's side: opens channels to a peer ID. */
export interface PhoneTransport {
  /** Resolves with an open channel, or rejects with a ConnectError. */
  connect(peerId: string): Promise<Channel>;
  /** Lets go of the signaling server and every channel. */
  dispose(): void;
}
