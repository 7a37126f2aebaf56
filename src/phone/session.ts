/**
 * The phone's session: joins with a name or reclaims its seat with the stored
 * token, holds the latest lobby or seat view for the phone's screens, and
 * sends the player's intents. The line to the TV (finding the room,
 * heartbeat, reconnecting) is link.ts.
 *
 * The phone is a controller, never an authority: an intent is a request the
 * TV may refuse (PhoneSnapshot.error), and every screen renders what the TV
 * last sent.
 */
import type { SeatView } from '../engine/types';
import { cryptoRandom, systemClock, type Clock, type RandomBytes, type TimerId } from '../net/clock';
import { normalizeRoomCode } from '../net/ids';
import type { PhoneTransport } from '../net/transport';
import { PROTOCOL_VERSION, type HostMessage } from '../protocol/messages';
import { TvLink } from './link';
import type { Intent, PhoneControls, PhoneListener, PhoneSnapshot, RefusalReason, VipAction } from './snapshot';
import { browserStorage, PhoneMemory, type KeyValueStorage } from './storage';

export { PHONE_HEARTBEAT_MS, SILENCE_MS, SLOW_AFTER_MS } from './link';

/**
 * A hello the TV has not answered (welcome or refused) by then: the channel is
 * replaced and the hello goes again on the new one. Heartbeats alone cannot
 * tell: a channel whose hello was lost still carries pings both ways, and the
 * TV never seats it, so the phone would sit "online" with a stale screen.
 */
export const HELLO_ANSWER_MS = 5000;

export interface PhoneSessionOptions {
  transport: PhoneTransport;
  /** From the join link (net/signaling.ts readJoinParams): the room's peer ID and/or its code. */
  room: { peerId: string | null; code: string | null };
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
  private readonly listeners = new Set<PhoneListener>();
  private state: PhoneSnapshot;
  /** The name to join with once connected (set by join()). */
  private pendingName: string | null = null;
  private counter = 0;
  private helloTimer: TimerId | null = null;
  private unsubscribeWake: () => void = () => undefined;

  constructor(private readonly options: PhoneSessionOptions) {
    const clock = options.clock ?? systemClock;
    this.memory = new PhoneMemory(options.storage ?? browserStorage());
    const { peerId, code } = options.room;
    const room = { peerId: peerId ?? (code ? this.memory.roomForCode(code) : null), code };
    this.link = new TvLink(options.transport, clock, options.random ?? cryptoRandom, this.memory, room, peerId !== null, {
      opened: () => this.sendHello(),
      message: (message) => this.handle(message),
      status: (status) => this.update(status),
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
    this.memory.setName(name.trim());
    this.update({ refused: null, suggestedName: name.trim() });
    if (this.link.isOpen) this.sendHello();
    else this.link.resume();
  }

  act(intent: Intent): void {
    const seq = this.state.view?.phase.seq;
    if (seq === undefined) return this.showError('noGame');
    if (!this.link.send({ t: 'intent', seq, intent })) this.showError('offline');
  }

  host(action: VipAction): void {
    const seq = action.type === 'start' ? null : (this.state.view?.phase.seq ?? null);
    if (!this.link.send({ t: 'host', seq, action })) this.showError('offline');
  }

  /**
   * A code typed on the phone (the page was opened without a join link).
   * False when it cannot be a room code; the phone then keeps waiting.
   */
  enterCode(typed: string): boolean {
    const code = normalizeRoomCode(typed);
    if (!code) return false;
    this.update({ roomCode: code, refused: null, diagnostic: null });
    this.link.useCode(code);
    return true;
  }

  /** Tries again at once (a "try again" button). */
  retryNow(): void {
    this.link.retryNow();
  }

  // --- Messages -------------------------------------------------------------

  private sendHello(): void {
    const roomPeerId = this.link.roomPeerId;
    const token = roomPeerId ? this.memory.token(roomPeerId) : null;
    const name = this.pendingName ?? (token ? this.memory.name() : null);
    // Nothing to say yet: a new player has not typed a name. The TV waits for the hello.
    if (!token && name === null) return;
    if (!this.link.send({ t: 'hello', v: PROTOCOL_VERSION, name, token })) return;
    this.answered();
    this.helloTimer = this.clock.setTimeout(() => {
      this.helloTimer = null;
      this.link.replace();
    }, HELLO_ANSWER_MS);
  }

  /** The TV answered the hello (or there is none to wait for). */
  private answered(): void {
    if (this.helloTimer !== null) this.clock.clearTimeout(this.helloTimer);
    this.helloTimer = null;
  }

  private handle(message: HostMessage): void {
    if (message.t === 'welcome' || message.t === 'refused' || message.t === 'lobby' || message.t === 'view') this.answered();
    switch (message.t) {
      case 'welcome': {
        const roomPeerId = this.link.roomPeerId;
        if (roomPeerId) this.memory.setToken(roomPeerId, message.token);
        this.pendingName = null;
        return this.update({ seat: message.seat, name: message.name, vip: message.vip, roomCode: message.roomCode, refused: null });
      }
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
          view: localTime(message.view, message.now, this.clock.now()),
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

  /** Every refusal waits for the player: join again, or reload for 'version'. */
  private refused(reason: RefusalReason): void {
    const roomPeerId = this.link.roomPeerId;
    if ((reason === 'badToken' || reason === 'removed') && roomPeerId) this.memory.setToken(roomPeerId, null);
    this.link.halt();
    const unseated = reason === 'badName' ? {} : { seat: null, vip: false, lobby: null, view: null };
    this.update({ refused: reason, ...unseated });
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

  private update(patch: Partial<PhoneSnapshot>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }
}

/** The TV's deadline in this phone's clock: phones' clocks are often seconds off the TV's. */
function localTime(view: SeatView, hostNow: number, localNow: number): SeatView {
  const deadline = view.phase.deadline;
  if (deadline === null) return view;
  return { ...view, phase: { ...view.phase, deadline: deadline - hostNow + localNow } };
}
