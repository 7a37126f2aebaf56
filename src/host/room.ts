/**
 * The room's two registrations on the signaling server: the room itself (an
 * unguessable peer ID) and the short-code peer `citysleeps-code-<CODE>` that
 * answers a typed code with the room's peer ID and key.
 *
 * The room's ID is never given up: if the server still holds it (our own
 * registration from before a reload, or another device that took it), the
 * transport retries until it is free; held for longer than ROOM_TAKEN_MS, the
 * TV says so (`taken`) and the host may open a new room. The code can change:
 * a code another room holds is replaced by a new one.
 */
import type { Clock, RandomBytes, TimerId } from '../base/clock';
import { codePeerId, newRoomCode } from '../net/ids';
import type { Channel, HostTransport, Listener, SignalingState } from '../net/transport';
import { parseResolveRequest } from '../protocol/inbound';
import { encodeFrame, PROTOCOL_VERSION, type ResolveReply } from '../protocol/messages';

/** A restored room's code that stays taken this many times is replaced. */
const CODE_TAKEN_LIMIT = 5;
/** The code peer closes a resolve channel the phone left open. */
const RESOLVE_CHANNEL_MS = 5000;
/** The code peer answers this many channels at once; more are closed at once (a flood must not hold the TV). */
export const MAX_RESOLVE_CHANNELS = 8;
/** The room's ID refused as taken for this long (a reload frees it at once): another device holds it. */
export const ROOM_TAKEN_MS = 5000;

export interface RoomIds {
  peerId: string;
  code: string;
  /** The room's key (net/ids.ts newRoomKey): in the QR link's fragment and the code peer's answer. */
  key: string;
}

export interface RoomEvents {
  channel(channel: Channel): void;
  signaling(state: SignalingState): void;
  /** The code was replaced (a collision); the host saves it and redraws the QR. */
  codeChanged(code: string): void;
  /** The room's ID has been held by another registration for ROOM_TAKEN_MS (true), or is ours again (false). */
  taken(held: boolean): void;
}

export class Room {
  private roomListener: Listener | null = null;
  private codeListener: Listener | null = null;
  private codeTaken = 0;
  private codeEverOnline = false;
  private readonly resolveTimers = new Set<TimerId>();
  private takenTimer: TimerId | null = null;
  private held = false;

  constructor(
    private readonly transport: HostTransport,
    private readonly clock: Clock,
    private readonly random: RandomBytes,
    private ids: RoomIds,
    private readonly events: RoomEvents,
    /** A restored room keeps its code through a few "taken" answers: the server may still hold our own. */
    private readonly restored: boolean,
  ) {}

  get current(): RoomIds {
    return this.ids;
  }

  open(): void {
    this.roomListener = this.transport.listen(this.ids.peerId, {
      onChannel: (channel) => this.events.channel(channel),
      onState: (state) => {
        if (state === 'online') this.ours();
        this.events.signaling(state);
      },
      onTaken: () => this.onRoomTaken(),
    });
    this.openCode();
  }

  close(): void {
    if (this.takenTimer !== null) this.clock.clearTimeout(this.takenTimer);
    this.takenTimer = null;
    this.roomListener?.close();
    this.codeListener?.close();
    this.roomListener = this.codeListener = null;
    for (const timer of this.resolveTimers) this.clock.clearTimeout(timer);
    this.resolveTimers.clear();
  }

  /** The first "taken" starts the clock; still not ours when it runs out: say so. */
  private onRoomTaken(): void {
    console.warn('The signaling server holds this room for another peer; retrying.');
    if (this.takenTimer !== null || this.held) return;
    this.takenTimer = this.clock.setTimeout(() => {
      this.takenTimer = null;
      this.held = true;
      this.events.taken(true);
    }, ROOM_TAKEN_MS);
  }

  private ours(): void {
    if (this.takenTimer !== null) this.clock.clearTimeout(this.takenTimer);
    this.takenTimer = null;
    if (!this.held) return;
    this.held = false;
    this.events.taken(false);
  }

  private openCode(): void {
    const code = this.ids.code;
    this.codeListener = this.transport.listen(codePeerId(code), {
      onChannel: (channel) => this.answerResolve(channel),
      onState: (state) => {
        if (state === 'online') {
          this.codeEverOnline = true;
          this.codeTaken = 0;
        }
      },
      onTaken: () => this.onCodeTaken(code),
    });
  }

  private onCodeTaken(code: string): void {
    if (code !== this.ids.code) return;
    this.codeTaken += 1;
    const ours = this.restored || this.codeEverOnline;
    if (ours && this.codeTaken < CODE_TAKEN_LIMIT) return; // keep retrying: probably our own old registration
    this.codeListener?.close();
    this.codeTaken = 0;
    this.codeEverOnline = false;
    this.ids = { ...this.ids, code: newRoomCode(this.random) };
    this.events.codeChanged(this.ids.code);
    this.openCode();
  }

  private answerResolve(channel: Channel): void {
    if (this.resolveTimers.size >= MAX_RESOLVE_CHANNELS) return channel.close();
    let answered = false;
    const timer = this.clock.setTimeout(() => channel.close(), RESOLVE_CHANNEL_MS);
    this.resolveTimers.add(timer);
    channel.onClose(() => {
      this.clock.clearTimeout(timer);
      this.resolveTimers.delete(timer);
    });
    channel.onMessage((frame) => {
      if (answered) return;
      answered = true;
      const request = parseResolveRequest(frame);
      if (!request.ok) return channel.close();
      // In any phase: mid-game the room itself says 'started', and offers the next game.
      const reply: ResolveReply =
        request.message.v !== PROTOCOL_VERSION ? { t: 'refused', reason: 'version' } : { t: 'room', peerId: this.ids.peerId, key: this.ids.key };
      const text = encodeFrame(reply);
      if (text) channel.send(text);
    });
  }
}
