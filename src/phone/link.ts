/**
 * The phone's line to the TV: finds the room (by peer ID, or a typed code
 * through the code peer), opens a channel, keeps it alive with a heartbeat,
 * and when it drops — or the TV falls silent, or the page wakes up — opens a
 * new one with backoff. It knows nothing of seats or views: the session does.
 */
import { Backoff } from '../net/backoff';
import type { Clock, RandomBytes, TimerId } from '../base/clock';
import { ConnectError, type Channel, type ConnectFailure, type PhoneTransport } from '../net/transport';
import { encodeFrame, MAX_MESSAGE_BYTES, parseHostMessage, type HostMessage, type PhoneMessage } from '../protocol/messages';
import { Parts } from './parts';
import { SpareCopies } from './spare';
import { resolveCode } from './resolve';
import type { PhoneLink } from './snapshot';
import type { PhoneMemory } from './storage';

export const PHONE_HEARTBEAT_MS = 1000;
/**
 * A new channel's first pings go out this quickly (as NTP's burst at start):
 * their answers tell the TV's clock (host-clock.ts) within a second of joining,
 * not half a minute, so a phone that just sat down shows the next phase with the rest.
 */
export const SYNC_PINGS = 6;
export const SYNC_PING_MS = 150;
/** Silence from the TV after which the channel is taken for dead and replaced. */
export const SILENCE_MS = 5000;
/** Not connected for this long: show the diagnostics (PhoneSnapshot.slow). */
export const SLOW_AFTER_MS = 10_000;
/**
 * A WebRTC attempt that failed (no path, no answer) is tried again within this
 * long at most: the transport gives up on a dead attempt within a few seconds,
 * and a lost packet or an mDNS name that did not resolve is often fine the
 * next time. Signaling failures keep the full backoff (the server is away).
 */
export const QUICK_RETRY_MAX_MS = 1500;
/**
 * A TV that was on this line a moment ago and now is not on the signaling
 * server at all is most likely reloading: it registers its room again within
 * a second or two. For this long after the channel dropped, a room that is not
 * there is looked for again every RELOAD_RETRY_MS or so (with the backoff's
 * jitter), not on the doubling backoff, which put phones back 3–4 s after the
 * TV instead of within a moment of it.
 */
export const RELOAD_WINDOW_MS = 15_000;
export const RELOAD_RETRY_MS = 600;

export interface LinkStatus {
  link?: PhoneLink;
  slow?: boolean;
  diagnostic?: ConnectFailure | null;
  attempts?: number;
}

export interface TvLinkEvents {
  /** A channel to the room is open: time for the hello. */
  opened(): void;
  /** `heardAt`: when its frame came, by this phone's clock (before it was parsed). */
  message(message: HostMessage, heardAt: number): void;
  /** A ping answered: sent and answered by this phone's clock, `hostNow` by the TV's as it answered. */
  roundTrip(sentAt: number, hostNow: number, receivedAt: number): void;
  status(status: LinkStatus): void;
  /** The code peer answered that new players cannot join (or another version). */
  codeRefused(reason: 'version' | 'started'): void;
}

export class TvLink {
  private readonly backoff: Backoff;
  private readonly parts = new Parts();
  /** Which copy of a moment's view is news (spare.ts); new for each channel. */
  private spares = new SpareCopies();
  private channel: Channel | null = null;
  private connecting = false;
  private stopped = false;
  /** After a refusal: no retries until the player acts. */
  private halted = false;
  private lastHeard = 0;
  private pings = 0;
  /** Pings on the current channel (the first SYNC_PINGS go out quickly). */
  private channelPings = 0;
  /** When each of the last few pings went out, by number. */
  private readonly pingSentAt = new Map<number, number>();
  private everOpen = false;
  /** When the last open channel dropped (the TV may be reloading); 0: never. */
  private lostAt = 0;
  /** Failed attempts in a row, shown on the phone while it keeps trying. */
  private attempts = 0;
  private retryTimer: TimerId | null = null;
  private heartbeatTimer: TimerId | null = null;
  private slowTimer: TimerId | null = null;

  constructor(
    private readonly transport: PhoneTransport,
    private readonly clock: Clock,
    random: RandomBytes,
    private readonly memory: PhoneMemory,
    private room: { peerId: string | null; code: string | null },
    /** The join link named the room's peer ID itself (not found through a code). */
    private readonly linked: boolean,
    private readonly events: TvLinkEvents,
  ) {
    this.backoff = new Backoff(random);
  }

  get roomPeerId(): string | null {
    return this.room.peerId;
  }

  get isOpen(): boolean {
    return this.channel !== null;
  }

  /** The open channel's binding (net/binding.ts) as this phone reads it; null without one. */
  get binding(): string | null {
    return this.channel?.binding() ?? null;
  }

  start(): void {
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    for (const timer of [this.retryTimer, this.heartbeatTimer, this.slowTimer]) if (timer !== null) this.clock.clearTimeout(timer);
    this.drop();
    this.transport.dispose();
  }

  /** A code typed on the phone: look for that room now. */
  useCode(code: string): void {
    this.room = { peerId: this.memory.roomForCode(code), code };
    this.resume();
  }

  /** Stops retrying and lets the channel go (a refusal the player must answer). */
  halt(): void {
    this.halted = true;
    this.drop();
    this.disarmSlow();
    this.events.status({ slow: false });
  }

  /** The player acted after a refusal: connect again (at once). */
  resume(): void {
    this.halted = false;
    this.retryNow();
  }

  retryNow(): void {
    if (this.retryTimer !== null) this.clock.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.backoff.reset();
    void this.connect();
  }

  send(message: PhoneMessage): boolean {
    const frame = encodeFrame(message);
    return !!frame && !!this.channel && this.channel.send(frame);
  }

  /** The channel carries heartbeats but the TV did not answer the hello on it: open another (with backoff). */
  replace(): void {
    if (this.channel && !this.stopped && !this.halted) this.lost(this.channel);
  }

  /** The page is visible again or the network is back: check the channel now rather than at the next beat. */
  wake(): void {
    if (this.stopped || this.halted) return;
    // A slept phone's channel often looks open but is dead: replace one that has been quiet.
    if (this.channel && this.clock.now() - this.lastHeard > 2 * PHONE_HEARTBEAT_MS) this.lost(this.channel);
    this.retryNow();
  }

  private async connect(): Promise<void> {
    if (this.stopped || this.halted || this.connecting || this.channel) return;
    // Opened without a link or code: nothing to look for until the player types a code.
    if (!this.room.peerId && !this.room.code) return;
    this.armSlow();
    this.connecting = true;
    try {
      const peerId = this.room.peerId ?? (await this.resolve());
      if (!peerId) return;
      const channel = await this.transport.connect(peerId);
      if (this.stopped || this.halted) return channel.close();
      this.opened(channel);
    } catch (error) {
      const failure = error instanceof ConnectError ? error.failure : 'signaling';
      this.forgetUnreachableCode(failure);
      this.attempts += 1;
      this.events.status({ diagnostic: failure, attempts: this.attempts });
      const reloading = failure === 'unavailable' && this.lostAt > 0 && this.clock.now() - this.lostAt < RELOAD_WINDOW_MS;
      this.scheduleRetry(reloading ? RELOAD_RETRY_MS : failure === 'signaling' || failure === 'unavailable' ? null : QUICK_RETRY_MAX_MS);
    } finally {
      this.connecting = false;
    }
  }

  /** A typed code: ask the code peer. Null when it refused. */
  private async resolve(): Promise<string | null> {
    const code = this.room.code;
    if (!code) throw new ConnectError('unavailable');
    const reply = await resolveCode(this.transport, this.clock, code);
    if (reply.t === 'refused') {
      this.halt();
      this.events.codeRefused(reply.reason);
      return null;
    }
    this.room = { ...this.room, peerId: reply.peerId };
    this.memory.setRoomForCode(code, reply.peerId);
    this.memory.setRoomKey(reply.peerId, reply.key);
    return reply.peerId;
  }

  /**
   * A remembered code → room mapping that leads nowhere may be an old room's.
   * Forget it, unless we hold a seat there: then the TV is only reloading.
   */
  private forgetUnreachableCode(failure: ConnectFailure): void {
    const { peerId, code } = this.room;
    if (failure !== 'unavailable' || this.linked || !code || !peerId || this.memory.token(peerId)) return;
    this.memory.setRoomForCode(code, null);
    this.room = { peerId: null, code };
  }

  private opened(channel: Channel): void {
    this.channel = channel;
    this.everOpen = true;
    this.lastHeard = this.clock.now();
    this.backoff.reset();
    this.attempts = 0;
    this.spares = new SpareCopies();
    channel.onMessage((frame) => this.receive(channel, frame, false));
    channel.onSpare?.((frame) => this.receive(channel, frame, true));
    channel.onClose(() => this.lost(channel));
    this.disarmSlow();
    this.events.status({ link: 'online', slow: false, diagnostic: null, attempts: 0 });
    this.channelPings = 0;
    this.heartbeat();
    this.events.opened();
  }

  private receive(channel: Channel, frame: unknown, spare: boolean): void {
    if (channel !== this.channel) return;
    // When it came, before the parse: a pong's arrival bounds the TV's clock (host-clock.ts).
    const heardAt = this.clock.now();
    const parsed = parseHostMessage(frame);
    if (!parsed.ok) return;
    this.lastHeard = heardAt;
    const message = parsed.message;
    if (!(spare ? this.spares.spare(frame, message) : this.spares.reliable(frame, message))) return;
    if (message.t === 'ping') {
      this.send({ t: 'pong', n: message.n });
      return;
    }
    if (message.t === 'pong' && message.now !== undefined) {
      const sentAt = this.pingSentAt.get(message.n);
      this.pingSentAt.delete(message.n);
      if (sentAt !== undefined) this.events.roundTrip(sentAt, message.now, this.lastHeard);
    }
    if (message.t !== 'part') return this.events.message(message, heardAt);
    const whole = this.parts.add(message);
    const joined = whole === null ? null : parseHostMessage(whole, MAX_MESSAGE_BYTES);
    if (joined?.ok && joined.message.t !== 'part' && this.spares.reliable(whole, joined.message)) this.events.message(joined.message, heardAt);
  }

  private lost(channel: Channel): void {
    if (channel !== this.channel) return;
    this.lostAt = this.clock.now();
    this.drop();
    if (this.stopped || this.halted) return;
    this.events.status({ link: this.everOpen ? 'reconnecting' : 'connecting' });
    this.armSlow();
    this.scheduleRetry();
  }

  private drop(): void {
    const channel = this.channel;
    this.channel = null;
    if (this.heartbeatTimer !== null) this.clock.clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = null;
    channel?.close();
  }

  private scheduleRetry(maxMs: number | null = null): void {
    if (this.stopped || this.halted || this.retryTimer !== null) return;
    const delay = this.backoff.next();
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, maxMs === null ? delay : Math.min(delay, maxMs));
  }

  private heartbeat(): void {
    this.heartbeatTimer = this.clock.setTimeout(() => {
      const channel = this.channel;
      if (!channel) return;
      if (this.clock.now() - this.lastHeard > SILENCE_MS) return this.lost(channel);
      const n = ++this.pings;
      this.pingSentAt.set(n, this.clock.now());
      this.pingSentAt.delete(n - 8);
      this.send({ t: 'ping', n });
      this.channelPings++;
      this.heartbeat();
    }, this.channelPings < SYNC_PINGS ? SYNC_PING_MS : PHONE_HEARTBEAT_MS);
  }

  private armSlow(): void {
    if (this.slowTimer !== null) return;
    this.slowTimer = this.clock.setTimeout(() => {
      this.slowTimer = null;
      if (!this.channel) this.events.status({ slow: true });
    }, SLOW_AFTER_MS);
  }

  private disarmSlow(): void {
    if (this.slowTimer !== null) this.clock.clearTimeout(this.slowTimer);
    this.slowTimer = null;
  }
}
