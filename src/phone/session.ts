/**
 * The phone's session: proves on every channel that the other end is the TV
 * (handshake.ts), then joins with a name or reclaims its seat with the stored
 * token, holds the latest lobby or seat view for the phone's screens, and
 * sends the player's intents. The line to the TV (finding the room,
 * heartbeat, reconnecting) is link.ts.
 *
 * The phone is a controller, never an authority: an intent is a request the
 * TV may refuse (PhoneSnapshot.error), and every screen renders what the TV
 * last sent — after the TV proved itself on that channel. Whatever answers on
 * the room's ID without that proof is told nothing and shown nothing.
 */
import type { SeatView } from '../engine/types';
import { cryptoRandom, systemClock, type Clock, type RandomBytes, type TimerId } from '../base/clock';
import { normalizeRoomCode } from '../net/ids';
import type { PhoneTransport } from '../net/transport';
import { credentialOf } from '../protocol/auth';
import type { HostMessage, PhoneMessage } from '../protocol/messages';
import { answer, opening, type Opening } from './handshake';
import { HostClock } from './host-clock';
import { MAX_SHOW_WAIT_MS, SHOW_READY_MS } from '../protocol/moment';
import { TvLink, type LinkStatus } from './link';
import type { PhoneControls, PhoneListener, PhoneSnapshot } from './snapshot';
import type { Intent, RefusalReason, VipAction } from '../protocol/vocabulary';
import { browserStorage, PhoneMemory, type KeyValueStorage } from './storage';

export { PHONE_HEARTBEAT_MS, SILENCE_MS, SLOW_AFTER_MS } from './link';

/**
 * A step of the handshake (hello, prove, join, ask) the TV has not answered
 * by then: the channel is replaced and the handshake starts again on the new
 * one. Heartbeats alone cannot tell: a channel whose hello was lost still
 * carries pings both ways, and the TV never seats it, so the phone would sit
 * "online" with a stale screen.
 */
export const HELLO_ANSWER_MS = 5000;


/** Refusals that end the handshake for good until the player acts (the rest leave the phone a guest, or retry). */
const FINAL: ReadonlySet<RefusalReason> = new Set(['version', 'badKey', 'replaced', 'removed']);

/**
 * What the real TV answers a claimed seat after proving only the room key:
 * it does not know that token. Every other refusal of a claimed seat comes
 * from a TV that proved the seat's own token (a removed seat's too, gate.ts),
 * so from one that proved only the room key it is an impostor's word.
 */
const SEAT_UNKNOWN: ReadonlySet<RefusalReason> = new Set(['badToken', 'started']);

/**
 * Where this channel's handshake is: `hello` sent, `proving` (our proof
 * sent), `guest` (proven, no seat), `asking` (a join or ask sent), `waiting`
 * (a seat request held), `seated`.
 */
type Stage = 'closed' | 'hello' | 'proving' | 'guest' | 'asking' | 'waiting' | 'seated';

export interface PhoneSessionOptions {
  transport: PhoneTransport;
  /** From the join link (net/signaling.ts readJoinParams): the room's peer ID and/or its code, and the room's key. */
  room: { peerId: string | null; code: string | null; key?: string | null };
  storage?: KeyValueStorage;
  clock?: Clock;
  random?: RandomBytes;
  /** Calls `wake` when the page comes back (visible, online); returns an unsubscribe. Default: document/window events. */
  onWake?: (wake: () => void) => () => void;
  vibrate?: (pattern: number | number[]) => void;
}

const browserWake = (wake: () => void): (() => void) => {
  if (typeof document === 'undefined') return () => undefined;
  const onVisible = () => {
    if (document.visibilityState === 'visible') wake();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', wake);
  window.addEventListener('pageshow', wake);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', wake);
    window.removeEventListener('pageshow', wake);
  };
};

export class PhoneSession implements PhoneControls {
  private readonly memory: PhoneMemory;
  private readonly link: TvLink;
  private readonly random: RandomBytes;
  private readonly listeners = new Set<PhoneListener>();
  private state: PhoneSnapshot;
  /** The name to join with once the TV is proven (set by join()). */
  private pendingName: string | null = null;
  /** A seat request to send once the TV is proven (set by ask()). */
  private pendingAsk: { next: boolean } | null = null;
  /** The player chose to join afresh (after 'badToken', 'removed' or a request): the stored seat is not claimed. */
  private skipSeat = false;
  private counter = 0;
  private answerTimer: TimerId | null = null;
  private unsubscribeWake: () => void = () => undefined;
  private stage: Stage = 'closed';
  private open: Opening | null = null;
  private by: 'seat' | 'room' | null = null;
  /** The last channel could not prove it is the TV: say so until one can. */
  private impostor = false;
  private everSeated = false;
  private readonly hostClock = new HostClock();
  /** Messages behind a view waiting for its moment (`at`), in the order they came, with when each came. */
  private inbox: { message: HostMessage; heardAt: number }[] = [];
  private showTimer: TimerId | null = null;

  constructor(private readonly options: PhoneSessionOptions) {
    const clock = options.clock ?? systemClock;
    this.random = options.random ?? cryptoRandom;
    this.memory = new PhoneMemory(options.storage ?? browserStorage());
    const { peerId, code, key } = options.room;
    if (peerId && key) this.memory.setRoomKey(peerId, key);
    const room = { peerId: peerId ?? (code ? this.memory.roomForCode(code) : null), code };
    this.link = new TvLink(options.transport, clock, this.random, this.memory, room, peerId !== null, {
      opened: () => this.sendHello(),
      message: (message, heardAt) => this.receive(message, heardAt),
      roundTrip: (sentAt, hostNow, receivedAt) => this.hostClock.observeRoundTrip(sentAt, hostNow, receivedAt),
      status: (status) => this.linkStatus(status),
      codeRefused: (reason) => this.refused(reason),
    });
    this.state = {
      link: 'connecting',
      slow: false,
      refused: null,
      roomCode: code,
      seat: null,
      name: null,
      vip: false,
      lobby: null,
      view: null,
      error: null,
      warning: null,
      diagnostic: null,
      suggestedName: this.memory.name(),
      waiting: null,
      via: peerId !== null ? 'link' : 'code',
    };
  }

  /** Starts looking for the TV; a phone with a stored seat token takes its seat back by itself. */
  start(): void {
    this.unsubscribeWake = (this.options.onWake ?? browserWake)(() => this.link.wake());
    this.link.start();
  }

  stop(): void {
    this.unsubscribeWake();
    this.answered();
    if (this.showTimer !== null) this.clock.clearTimeout(this.showTimer);
    this.showTimer = null;
    this.inbox = [];
    this.link.stop();
  }

  subscribe(listener: PhoneListener): () => void {
    this.listeners.add(listener);
    listener(this.state);
    return () => this.listeners.delete(listener);
  }

  get snapshot(): PhoneSnapshot {
    return this.state;
  }

  // --- PhoneControls --------------------------------------------------------

  /** Joins with a name; after a refusal ('replaced', 'badName'…) it is also how the player tries again. */
  join(name: string): void {
    this.pendingName = name;
    this.pendingAsk = null;
    if (this.state.refused === 'replaced') this.skipSeat = false;
    this.memory.setName(name.trim());
    this.update({ refused: null, suggestedName: name.trim() });
    this.proceed();
  }

  /** A seat request with the last name used: for the next game, or for the host's OK now. */
  ask(next: boolean): void {
    const name = this.pendingName ?? this.memory.name() ?? '';
    this.pendingName = name;
    this.pendingAsk = { next };
    this.skipSeat = true;
    this.update({ refused: null });
    this.proceed();
  }

  /** After 'badToken': back to the name form; the seat the TV does not know is no longer claimed. */
  joinAfresh(): void {
    this.skipSeat = true;
    this.update({ refused: null });
    if (this.stage === 'closed') this.link.resume();
  }

  /** The link led nowhere or carries no key: the join form asks for the code shown on the TV. */
  typeCode(): void {
    this.update({ roomCode: null, refused: null, via: 'code' });
  }

  act(intent: Intent): void {
    const seq = this.state.view?.phase.seq;
    if (seq === undefined) return this.showError('noGame');
    if (!this.sendSeated({ t: 'intent', seq, intent })) this.showError('offline');
  }

  host(action: VipAction): void {
    const seq = action.type === 'start' ? null : (this.state.view?.phase.seq ?? null);
    if (!this.sendSeated({ t: 'host', seq, action })) this.showError('offline');
  }

  /** A ghost's marks: sent as they are, nothing comes back (the TV keeps them for the game over). */
  predict(marked: number[]): void {
    if (!this.state.view || this.state.view.alive) return;
    if (!this.sendSeated({ t: 'predict', marked })) this.showError('offline');
  }

  /**
   * A code typed on the phone (the page was opened without a join link, or
   * its link led nowhere). False when it cannot be a room code.
   */
  enterCode(typed: string): boolean {
    const code = normalizeRoomCode(typed);
    if (!code) return false;
    this.update({ roomCode: code, refused: null, diagnostic: null, via: 'code' });
    this.impostor = false;
    this.link.useCode(code);
    return true;
  }

  /** Tries again at once (a "try again" button). */
  retryNow(): void {
    this.link.resume();
  }

  // --- The handshake ----------------------------------------------------------

  /** A new channel: say hello, claiming the stored seat if there is one. */
  private sendHello(): void {
    const roomPeerId = this.link.roomPeerId;
    const token = roomPeerId && !this.skipSeat ? this.memory.token(roomPeerId) : null;
    this.open = opening(this.random, token);
    this.by = null;
    this.stage = 'hello';
    this.send(this.open.hello, true);
  }

  /** After the player acted: send what they asked for now if the TV is proven, else connect. */
  private proceed(): void {
    if (this.stage === 'guest' || this.stage === 'waiting') return this.sendRequest();
    if (this.stage === 'closed') this.link.resume();
  }

  /** A proven guest: the pending join or seat request, if the player made one. */
  private sendRequest(): void {
    const name = this.pendingName;
    if (name === null) return;
    const message: PhoneMessage = this.pendingAsk ? { t: 'ask', name, next: this.pendingAsk.next } : { t: 'join', name };
    if (this.send(message, true)) this.stage = 'asking';
  }

  private challenge(message: Extract<HostMessage, { t: 'challenge' }>): void {
    const roomPeerId = this.link.roomPeerId;
    if (this.stage !== 'hello' || !this.open || !roomPeerId) return this.distrust();
    const room = { peerId: roomPeerId, key: this.memory.roomKey(roomPeerId), binding: this.link.binding };
    const checked = answer(this.open, message, room, this.memory.deviceKey(this.random));
    if (!checked.ok) {
      if (checked.why === 'noKey') return this.refused('badKey');
      return this.distrust();
    }
    // A seat claimed and only the room key proved (every guest has it): not yet our TV, so an
    // impostor's diagnostic stays until the seat itself is proven.
    if (checked.by !== 'room' || !this.open.token) this.impostor = false;
    this.by = checked.by;
    this.stage = 'proving';
    this.send(checked.prove, true);
    // A new player who has already typed a name: the join follows the proof at once (the TV reads them in order).
    if (checked.by === 'room' && !this.open.token) this.sendRequest();
  }

  /** The other end could not prove it is the TV: nothing it says counts. Drop it and look again. */
  private distrust(): void {
    this.answered();
    this.stage = 'closed';
    this.impostor = true;
    this.update({ link: this.everSeated ? 'reconnecting' : 'connecting', slow: true, diagnostic: 'impostor' });
    this.link.replace();
  }

  /** Whether the TV on this channel may say `message` now; anything else is dropped unread. */
  private believable(message: HostMessage): boolean {
    switch (message.t) {
      case 'challenge':
        return true;
      case 'refused':
        // Before the TV proved anything, only "another version" is believed: a stranger could say no more than that it is not our TV.
        return this.stage !== 'hello' || message.reason === 'version';
      case 'verified':
        // The real TV verifies no claimed seat on a room proof: it seats it, or refuses it.
        return this.by === 'room' && !this.open?.token && (this.stage === 'proving' || this.stage === 'asking');
      case 'welcome':
        return (this.stage === 'proving' && this.by === 'seat') || this.stage === 'asking' || this.stage === 'waiting';
      case 'waiting':
        return this.stage === 'asking' || this.stage === 'waiting';
      default:
        return this.stage === 'seated';
    }
  }

  /**
   * Every message in the order it came; a view with a moment to show it (`at`)
   * waits for that moment, and what came after it waits behind it — so every
   * phone at the table changes screen at once, whichever got its frame first.
   */
  private receive(message: HostMessage, heardAt: number): void {
    if (message.t === 'view') this.hostClock.observe(message.now, heardAt);
    this.inbox.push({ message, heardAt });
    this.drain();
  }

  private drain(): void {
    while (this.showTimer === null && this.inbox.length) {
      const { message, heardAt } = this.inbox[0]!;
      // A TV clock far ahead is not believed: a view waits at most MAX_SHOW_WAIT_MS from when it came.
      const showAt = message.t === 'view' && message.at !== undefined ? Math.min(this.hostClock.toLocal(message.at), heardAt + MAX_SHOW_WAIT_MS) : 0;
      const wait = showAt - this.clock.now();
      if (wait > SHOW_READY_MS) {
        // Awake a moment before the moment: the page that wakes from idle at the moment itself
        // starts its change late, and by more the more phones wake with it (docs/PROTOCOL.md).
        this.showTimer = this.clock.setTimeout(() => {
          this.showTimer = null;
          this.drain();
        }, wait - SHOW_READY_MS);
        return;
      }
      if (wait > 0) {
        this.showTimer = this.clock.setTimeout(() => {
          this.showTimer = null;
          this.handle(this.inbox.shift()!.message);
          this.drain();
        }, wait);
        return;
      }
      this.handle(this.inbox.shift()!.message);
    }
  }

  private handle(message: HostMessage): void {
    if (!this.believable(message)) return;
    if (message.t !== 'error' && message.t !== 'warning' && message.t !== 'buzz') this.answered();
    switch (message.t) {
      case 'challenge':
        return this.challenge(message);
      case 'verified':
        this.ready();
        // Already asking (the request went with the proof): the answer to it is still to come.
        if (this.stage === 'asking') return this.await();
        this.stage = 'guest';
        return this.sendRequest();
      case 'welcome': {
        const roomPeerId = this.link.roomPeerId;
        if (roomPeerId && message.token) this.keep(roomPeerId, message.token);
        this.stage = 'seated';
        this.everSeated = true;
        this.pendingName = null;
        this.pendingAsk = null;
        this.ready();
        return this.update({ seat: message.seat, name: message.name, vip: message.vip, roomCode: message.roomCode, refused: null, waiting: null });
      }
      case 'rekey': {
        const roomPeerId = this.link.roomPeerId;
        if (roomPeerId) this.keep(roomPeerId, message.token);
        return;
      }
      case 'waiting':
        this.stage = 'waiting';
        this.ready();
        return this.update({ waiting: { next: message.next }, refused: null });
      case 'refused':
        return this.refused(message.reason);
      case 'lobby': {
        const { players, needed, preset } = message;
        return this.update({ seat: message.seat, vip: message.vip === message.seat, lobby: { players, needed, preset }, view: null });
      }
      case 'view':
        return this.update({
          seat: message.view.seat,
          vip: message.vip,
          view: this.localTime(message.view),
          lobby: null,
        });
      case 'error':
        return this.showError(message.code);
      case 'warning':
        return this.update({ warning: { id: ++this.counter, count: message.count } });
      case 'buzz':
        return this.buzz();
      default:
        return;
    }
  }

  /** Stores a token handed to this phone and tells the TV, which then retires the one before it. */
  private keep(roomPeerId: string, token: string): void {
    this.memory.setToken(roomPeerId, token);
    this.skipSeat = false;
    this.link.send({ t: 'ack', cred: credentialOf(token) });
  }

  /**
   * A refusal the phone believes. A name refused, a request declined, the
   * table full or the game started: the channel stays, and the screen offers
   * a way on. Another version, a wrong key, a seat taken over by another
   * phone, or the host's removal: no more tries until the player acts. A seat
   * the TV does not know, said by a TV that proved only the room key, may be an
   * impostor's word: the phone keeps its token and keeps looking.
   */
  private refused(reason: RefusalReason): void {
    // We claimed our seat and the TV proved only the room key, which every guest who saw the QR code
    // holds. Its "removed", "replaced" or "wrong key" is an impostor's word, and so is "unknown seat"
    // to a phone that sat in that seat since it loaded: the phone keeps its token and keeps looking.
    const unprovenClaim = this.stage !== 'closed' && this.stage !== 'hello' && this.by === 'room' && !!this.open?.token;
    if (unprovenClaim && (!SEAT_UNKNOWN.has(reason) || this.everSeated)) return this.distrust();
    const guestLevel = this.stage === 'asking' || this.stage === 'waiting' || this.stage === 'guest';
    if (guestLevel && !FINAL.has(reason)) {
      this.stage = 'guest';
      // Asked again only when the player says so, not on every reconnect.
      this.pendingName = null;
      this.pendingAsk = null;
      const unseated = reason === 'badName' || reason === 'reservedName' ? {} : { seat: null, vip: false, lobby: null, view: null };
      return this.update({ refused: reason, waiting: null, ...unseated });
    }
    this.answered();
    this.stage = 'closed';
    if (FINAL.has(reason)) {
      // A removed seat's token is dead: asking to come back, or joining anew, must not claim it.
      if (reason === 'removed') this.skipSeat = true;
      this.link.halt();
    } else {
      // The TV closes this channel; the next one (after backoff, or at once when the player acts) tries again.
      this.link.replace();
    }
    this.update({ refused: reason, waiting: null, seat: null, vip: false, lobby: null, view: null });
  }

  /** The TV proved itself on this channel: the phone is online. */
  private ready(): void {
    this.impostor = false;
    this.update({ link: 'online', slow: false, diagnostic: null });
  }

  /**
   * The link's own news. An open channel is not yet the TV: `online` waits for
   * its proof, and after an impostor the diagnostics stay until a real TV answers.
   */
  private linkStatus(status: LinkStatus): void {
    if (status.link && status.link !== 'online') this.stage = 'closed';
    const patch: Partial<PhoneSnapshot> = { ...status };
    if (status.link === 'online') delete patch.link;
    if (this.impostor) {
      delete patch.slow;
      delete patch.diagnostic;
    }
    if (Object.keys(patch).length > 0) this.update(patch);
  }

  private send(message: PhoneMessage, awaitAnswer: boolean): boolean {
    if (!this.link.send(message)) return false;
    if (awaitAnswer) this.await();
    return true;
  }

  private sendSeated(message: PhoneMessage): boolean {
    return this.stage === 'seated' && this.link.send(message);
  }

  /** Waits for the TV's answer to the step just sent; none in time and the channel is replaced. */
  private await(): void {
    this.answered();
    this.answerTimer = this.clock.setTimeout(() => {
      this.answerTimer = null;
      this.stage = 'closed';
      this.link.replace();
    }, HELLO_ANSWER_MS);
  }

  /** The TV answered (or there is nothing to wait for). */
  private answered(): void {
    if (this.answerTimer !== null) this.clock.clearTimeout(this.answerTimer);
    this.answerTimer = null;
  }

  private get clock(): Clock {
    return this.options.clock ?? systemClock;
  }

  private showError(code: string): void {
    this.update({ error: { id: ++this.counter, code } });
  }

  private buzz(): void {
    const vibrate = this.options.vibrate ?? (typeof navigator !== 'undefined' && navigator.vibrate ? navigator.vibrate.bind(navigator) : null);
    vibrate?.(200);
  }

  /** The TV's deadline in this phone's clock: phones' clocks are often seconds off the TV's. */
  private localTime(view: SeatView): SeatView {
    const deadline = view.phase.deadline;
    if (deadline === null) return view;
    return { ...view, phase: { ...view.phase, deadline: this.hostClock.toLocal(deadline) } };
  }

  private update(patch: Partial<PhoneSnapshot>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }
}
