/**
 * The TV's open channels to phones: the boundary checks every inbound frame
 * passes first (rate, size, schema), the binding of a channel to one seat,
 * newest-wins when a seat connects twice, the heartbeat that marks a silent
 * phone away, and the limits that keep strangers from filling the TV with
 * channels (few channels may be mid-handshake at once, and not for long).
 *
 * A channel is bound to a player (never to a seat number, which moves in the
 * lobby) by a proven handshake (gate.ts); from then on everything it sends
 * acts for that player only.
 */
import type { Clock, TimerId } from '../base/clock';
import { TokenBucket } from '../net/rate-limit';
import { task } from './marks';
import type { Channel } from '../net/transport';
import { parsePhoneMessage } from '../protocol/inbound';
import { textFrames, toFrames, type ErrorCode, type HostMessage, type PhoneMessage } from '../protocol/messages';
import type { Handshake } from './gate';

export const HEARTBEAT_MS = 1000;
/** Silence after which a phone shows "away"; checked every second, so it shows within 5 s. */
export const AWAY_AFTER_MS = 4000;
/** Silence after which the channel is closed; the phone's reconnect then starts afresh. */
export const DROP_AFTER_MS = 30_000;
/**
 * A refused or replaced channel is closed this long after its last message:
 * closing a PeerJS channel tears down the connection at once and can lose the
 * frame just sent. The phone closes it itself on reading the refusal.
 */
export const CLOSE_GRACE_MS = 1000;
/**
 * A channel must be through the handshake (hello, challenge, proof: two round
 * trips) by then, or it is closed. A phone says hello as soon as its channel
 * opens, name or not, so this can be short.
 */
export const HANDSHAKE_WITHIN_MS = 5000;
/** At most this many channels may be mid-handshake at once; a new one pushes out the oldest. */
export const MAX_UNVERIFIED = 8;
/**
 * A proven phone with no seat and no seat request (its player is typing a
 * name) is closed after this long; it reconnects by itself. At most
 * MAX_GUESTS such channels are kept; a new one pushes out the oldest.
 */
export const GUEST_WITHIN_MS = 120_000;
export const MAX_GUESTS = 24;

export interface PhoneLink {
  readonly channel: Channel;
  readonly openedAt: number;
  playerId: string | null;
  lastHeard: number;
  away: boolean;
  bucket: TokenBucket;
  /** A 'rateLimited' reply was sent and no message has passed since: stay quiet while flooded. */
  floodReplied: boolean;
  /** The content of the last lobby/view sent, so an unchanged one is not sent again. */
  lastState: string | null;
  /** Refused or replaced: anything more it sends is ignored until it closes. */
  dismissed: boolean;
  /** The join handshake on this channel (gate.ts); null until its hello. */
  handshake: Handshake | null;
  /** When the phone proved a key; null while it has not. */
  verifiedAt: number | null;
  /** A seat request waits on this channel: it is kept as long as it answers. */
  waiting: boolean;
}

export interface LinkEvents {
  /** A valid message other than ping/pong, after every boundary check; `at` is when its frame reached the TV. */
  message(link: PhoneLink, message: PhoneMessage, at: number): void;
  /** A bound player's link changed (away/online, connected, closed). */
  presence(): void;
  /** Any channel closed (a seat request waiting on it loses its phone). */
  closed?(link: PhoneLink): void;
}

export class Links {
  private readonly links = new Map<string, PhoneLink>();
  /** playerId → the channel currently speaking for that player. */
  private readonly bound = new Map<string, PhoneLink>();
  private timer: TimerId | null = null;
  private messageIds = 0;
  /** One heartbeat count for every phone: each beat's ping is the same frame on every channel. */
  private beats = 0;

  constructor(
    private readonly clock: Clock,
    private readonly events: LinkEvents,
  ) {}

  start(): void {
    if (this.timer === null) this.timer = this.clock.setTimeout(() => this.tick(), HEARTBEAT_MS);
  }

  stop(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    for (const link of [...this.links.values()]) link.channel.close();
  }

  add(channel: Channel): void {
    const now = this.clock.now();
    const link: PhoneLink = {
      channel,
      openedAt: now,
      playerId: null,
      lastHeard: now,
      away: false,
      bucket: new TokenBucket(now),
      floodReplied: false,
      lastState: null,
      dismissed: false,
      handshake: null,
      verifiedAt: null,
      waiting: false,
    };
    // A flood of channels that never prove anything pushes out only its own kind, oldest first.
    this.evictOldest((other) => other.verifiedAt === null, MAX_UNVERIFIED - 1);
    this.links.set(channel.id, link);
    channel.onMessage((frame) => task('cs:frame', () => this.receive(link, frame)));
    channel.onClose(() => this.closed(link));
  }

  /** Binds a link to a player. An older link of the same player is told 'replaced' and closed (newest wins). */
  bind(link: PhoneLink, playerId: string): void {
    const previous = this.bound.get(playerId);
    if (previous && previous !== link) this.dismiss(previous, { t: 'refused', reason: 'replaced' });
    link.playerId = playerId;
    link.lastState = null;
    this.bound.set(playerId, link);
    this.events.presence();
  }

  /** Drops a player's link (removed from the lobby), after telling it why. */
  evict(playerId: string, message: HostMessage): void {
    const link = this.bound.get(playerId);
    if (!link) return;
    this.bound.delete(playerId);
    this.dismiss(link, message);
    this.events.presence();
  }

  /** Sends a last message, then closes the channel after a grace period; it acts for nobody meanwhile. */
  dismiss(link: PhoneLink, message: HostMessage): void {
    link.playerId = null;
    link.dismissed = true;
    this.send(link, message);
    this.clock.setTimeout(() => link.channel.close(), CLOSE_GRACE_MS);
  }

  /** The phone proved a key: it leaves the handshake limits for the guests'. */
  verify(link: PhoneLink): void {
    if (link.verifiedAt !== null) return;
    link.verifiedAt = this.clock.now();
    this.evictOldest((other) => other !== link && this.isGuest(other), MAX_GUESTS - 1);
  }

  /** Still open and not on its way out. */
  isOpen(link: PhoneLink): boolean {
    return this.links.get(link.channel.id) === link && !link.dismissed;
  }

  linkOf(playerId: string): PhoneLink | null {
    return this.bound.get(playerId) ?? null;
  }

  /** Whether a player's phone is connected and answering. */
  isOnline(playerId: string): boolean {
    const link = this.bound.get(playerId);
    return !!link && !link.away;
  }

  send(link: PhoneLink, message: HostMessage): void {
    const frames = toFrames(message, ++this.messageIds);
    if (frames.length === 0) console.error(`Message too large, not sent: ${message.t}`);
    for (const frame of frames) link.channel.send(frame);
  }

  /**
   * Sends a message already encoded as JSON text (a view built once for every
   * phone); with `spare`, a second copy that one lost packet cannot hold back
   * (Channel.sendSpare; phone/spare.ts), when the message is one frame.
   */
  sendText(link: PhoneLink, text: string, spare = false): void {
    const frames = textFrames(text, ++this.messageIds);
    if (frames.length === 0) console.error('Message too large, not sent');
    // The spare first: the two share the association's congestion window, and the copy that is there to be quick leads (PROTOCOL.md, Ordering 6).
    if (spare && frames.length === 1) link.channel.sendSpare?.(frames[0]!);
    for (const frame of frames) link.channel.send(frame);
  }

  error(link: PhoneLink, code: ErrorCode): void {
    this.send(link, { t: 'error', code });
  }

  private receive(link: PhoneLink, frame: unknown): void {
    if (!this.links.has(link.channel.id) || link.dismissed) return;
    const now = this.clock.now();
    if (!link.bucket.take(now)) {
      if (!link.floodReplied) this.error(link, 'rateLimited');
      link.floodReplied = true;
      return;
    }
    link.floodReplied = false;
    const decoded = parsePhoneMessage(frame);
    if (!decoded.ok) return this.error(link, decoded.code);
    link.lastHeard = now;
    if (link.away) {
      link.away = false;
      if (link.playerId) this.events.presence();
    }
    const message = decoded.message;
    if (message.t === 'ping') return this.send(link, { t: 'pong', n: message.n, now });
    if (message.t === 'pong') return;
    this.events.message(link, message, now);
  }

  private isGuest(link: PhoneLink): boolean {
    return link.verifiedAt !== null && !link.playerId && !link.waiting && !link.dismissed;
  }

  /** Closes the oldest open links matching `kind` until at most `keep` are left. */
  private evictOldest(kind: (link: PhoneLink) => boolean, keep: number): void {
    const matching = [...this.links.values()].filter((link) => !link.dismissed && kind(link));
    matching.sort((a, b) => a.openedAt - b.openedAt);
    for (const link of matching.slice(0, Math.max(0, matching.length - keep))) {
      link.dismissed = true;
      link.channel.close();
    }
  }

  private closed(link: PhoneLink): void {
    this.links.delete(link.channel.id);
    this.events.closed?.(link);
    // A late close of a replaced channel must not evict its successor: only the bound link unbinds.
    if (link.playerId && this.bound.get(link.playerId) === link) {
      this.bound.delete(link.playerId);
      this.events.presence();
    }
    link.playerId = null;
  }

  private tick(): void {
    this.timer = this.clock.setTimeout(() => this.tick(), HEARTBEAT_MS);
    const now = this.clock.now();
    const beat = ++this.beats;
    let changed = false;
    for (const link of [...this.links.values()]) {
      if (link.dismissed) continue;
      const silence = now - link.lastHeard;
      const unproven = link.verifiedAt === null && now - link.openedAt > HANDSHAKE_WITHIN_MS;
      const idleGuest = this.isGuest(link) && now - (link.verifiedAt ?? now) > GUEST_WITHIN_MS;
      if (unproven || idleGuest) {
        link.channel.close();
        continue;
      }
      if (silence > DROP_AFTER_MS) {
        link.channel.close();
        continue;
      }
      if (silence > AWAY_AFTER_MS && !link.away) {
        link.away = true;
        if (link.playerId) changed = true;
      }
      this.send(link, { t: 'ping', n: beat });
    }
    if (changed) this.events.presence();
  }
}
