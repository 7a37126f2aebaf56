/**
 * A whole table in one process for unit tests: the in-memory network, a fake
 * clock, an in-memory store, the host session with the real engine, and
 * phones. Deterministic: random bytes come from a seeded generator.
 */
import { defaultSetup, type GameState, type Setup } from '../engine';
import type { RandomBytes } from '../base/clock';
import { FakeClock } from '../base/fake-clock';
import { MemoryNetwork } from '../net/memory';
import type { Channel } from '../net/transport';
import { newNonce } from '../net/ids';
import { credentialOf, deviceTag, phoneProof } from '../protocol/auth';
import { PROTOCOL_VERSION, type HostMessage } from '../protocol/messages';
import { PhoneSession } from '../phone/session';
import type { PhoneSnapshot } from '../phone/snapshot';
import { memoryStorage, type KeyValueStorage } from '../phone/storage';
import type { HostSnapshot } from './snapshot';
import { SHOW_LEAD_MS } from '../protocol/moment';
import { HostSession } from './session';
import { MemoryStore } from './store';
import { realEngine, sensibleBot } from './real-engine';

/** xorshift32 bytes: reproducible "randomness" for tests only. */
export function seededRandom(seed: number): RandomBytes {
  let state = seed >>> 0 || 1;
  return (count) => {
    const bytes = new Uint8Array(count);
    for (let i = 0; i < count; i++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      bytes[i] = state & 0xff;
    }
    return bytes;
  };
}

/** A fast setup for tests: every timer scaled down. */
export function quickSetup(players: number, preset: 'classic' | 'city' = 'classic'): Setup {
  return { ...defaultSetup(preset, players), timerScale: 0.05 };
}

export interface RawPhone {
  channel: Channel;
  received: HostMessage[];
  readonly closed: boolean;
  send(message: unknown): void;
  last<T extends HostMessage['t']>(t: T): Extract<HostMessage, { t: T }> | undefined;
  /** The frames this channel sent, as sent (for replays). */
  sent: string[];
}

export interface HandshakeOptions {
  /** Claim this seat token's seat; else none. */
  token?: string | null;
  /** The key to prove: default the one the TV challenged with (the seat's token, or the room key). */
  key?: string;
  /** The room's ID the proof is bound to: default this room's. */
  room?: string;
  /** The channel binding the proof covers: default the raw channel's own. */
  binding?: string;
  /** The phone's device key (its tag is derived per room). */
  device?: string;
}

export interface TestPhone {
  session: PhoneSession;
  storage: KeyValueStorage & { entries: Map<string, string> };
  wake(): void;
  readonly snapshot: PhoneSnapshot;
}

export class MemoryTable {
  readonly clock = new FakeClock();
  readonly network = new MemoryNetwork();
  readonly store = new MemoryStore<GameState>();
  host!: HostSession<GameState>;
  hostSnapshot!: HostSnapshot;
  /** A busy TV: while set, its paints do not come; `paint()` lets the held ones come. */
  holdPaints = false;
  private heldPaints: (() => void)[] = [];
  private seed = 1;

  /**
   * `narrator`: 'instant' says every phase's lines the moment they are given, as a
   * TV whose narrator has nothing to read; 'none' never reports, and each clock
   * starts at the narrator's limit.
   */
  constructor(
    private readonly setup: Setup = quickSetup(6),
    private readonly narrator: 'instant' | 'none' = 'instant',
  ) {}

  /** Starts (or, after `crashHost`, restarts) the TV. */
  async startHost(): Promise<HostSession<GameState>> {
    this.host = new HostSession<GameState>({
      transport: this.network.hostTransport(),
      store: this.store,
      engine: realEngine,
      bot: sensibleBot,
      joinUrl: (room) => `http://tv.test/?join=${room.peerId}&sig=cloud#code=${room.code}&k=${room.key}`,
      clock: this.clock,
      random: seededRandom(this.seed++ * 7919),
      initialSetup: this.setup,
      afterPaint: (run) => (this.holdPaints ? this.heldPaints.push(run) : this.clock.setTimeout(run, 0)),
    });
    this.host.subscribe((snapshot) => (this.hostSnapshot = snapshot));
    const host = this.host;
    if (this.narrator === 'instant') {
      host.onEffects((_effects, view) => {
        if (view.phase.narrating) this.clock.setTimeout(() => host.narrated(view.phase.seq), 0);
      });
    }
    await this.host.start();
    await this.clock.advance(0);
    return this.host;
  }

  /** The paints held so far come now (`holdPaints` stays as it is). */
  paint(): void {
    for (const run of this.heldPaints.splice(0)) run();
  }

  get roomPeerId(): string {
    const url = this.hostSnapshot.room?.joinUrl ?? '';
    return new URL(url).searchParams.get('join') ?? '';
  }

  /** The room's key, as the QR link's fragment carries it. */
  get roomKey(): string {
    const url = this.hostSnapshot.room?.joinUrl ?? '';
    return new URLSearchParams(new URL(url).hash.slice(1)).get('k') ?? '';
  }

  /** A phone that opened the join link (or typed `code`), optionally with an existing storage (a reload). */
  phone(
    options: {
      storage?: TestPhone['storage'];
      code?: boolean;
      room?: { peerId: string | null; code: string | null; key?: string | null };
      vibrate?: (pattern: number | number[]) => void;
    } = {},
  ): TestPhone {
    const storage = options.storage ?? memoryStorage();
    let wake = () => undefined as void;
    const room =
      options.room ??
      (options.code ? { peerId: null, code: this.hostSnapshot.room?.code ?? null } : { peerId: this.roomPeerId, code: null, key: this.roomKey });
    const session = new PhoneSession({
      transport: this.network.phoneTransport(),
      room,
      storage,
      clock: this.clock,
      random: seededRandom(this.seed++ * 104729),
      onWake: (handler) => {
        wake = handler;
        return () => undefined;
      },
      vibrate: options.vibrate ?? (() => undefined),
    });
    let latest!: PhoneSnapshot;
    session.subscribe((snapshot) => (latest = snapshot));
    session.start();
    return {
      session,
      storage,
      wake: () => wake(),
      get snapshot() {
        return latest;
      },
    };
  }

  /** A hand-driven channel to the room: sends any frame, records every message received. */
  async raw(peerId = this.roomPeerId): Promise<RawPhone> {
    const channel = await this.network.phoneTransport().connect(peerId);
    const received: HostMessage[] = [];
    const sent: string[] = [];
    let closed = false;
    channel.onMessage((frame) => received.push(JSON.parse(String(frame)) as HostMessage));
    channel.onClose(() => (closed = true));
    return {
      channel,
      received,
      sent,
      get closed() {
        return closed;
      },
      send: (message) => {
        const frame = typeof message === 'string' ? message : JSON.stringify(message);
        sent.push(frame);
        channel.send(frame);
      },
      last: <T extends HostMessage['t']>(t: T) => received.filter((message): message is Extract<HostMessage, { t: T }> => message.t === t).at(-1),
    };
  }

  /**
   * The phone's half of the handshake done by hand on a raw channel: hello
   * (claiming `token`'s seat, if given), then the proof under `key` (the
   * token, else the room key) bound to `room`. Resolves once the TV answered.
   */
  async handshake(raw: RawPhone, options: HandshakeOptions = {}): Promise<HostMessage | undefined> {
    const token = options.token ?? null;
    const nonce = newNonce(seededRandom(this.seed++ * 31));
    raw.send({ t: 'hello', v: PROTOCOL_VERSION, nonce, cred: token ? credentialOf(token) : null });
    await this.clock.advance(0);
    const challenge = raw.last('challenge');
    if (!challenge) return raw.received.at(-1);
    const key = options.key ?? (challenge.by === 'seat' && token ? token : this.roomKey);
    const room = options.room ?? this.roomPeerId;
    const count = raw.received.length;
    const binding = options.binding ?? raw.channel.binding()!;
    const proof = phoneProof(key, { roomPeerId: room, phoneNonce: nonce, tvNonce: challenge.nonce, binding });
    raw.send({ t: 'prove', proof, device: deviceTag(options.device ?? `device-${this.seed++}`, room) });
    await this.clock.advance(0);
    return raw.received.slice(count).find((message) => message.t !== 'ping' && message.t !== 'pong');
  }

  /** A raw channel seated as a new player with this name (the handshake, then `join`). */
  async rawSeated(name: string, device?: string): Promise<RawPhone> {
    const raw = await this.raw();
    await this.handshake(raw, device ? { device } : {});
    raw.send({ t: 'join', name });
    await this.clock.advance(0);
    return raw;
  }

  /** A phone that joined with a name and is seated. */
  async seat(name: string): Promise<TestPhone> {
    const phone = this.phone();
    phone.session.join(name);
    await this.clock.advance(0);
    return phone;
  }

  /** Bots fill the empty seats and the game starts; the phones show their first views. */
  async startWithBots(): Promise<void> {
    this.host.fillWithBots();
    this.host.startGame();
    await this.shown();
  }

  /** The TV's frames of kind `t`, parsed, sent since the network's `since`-th frame (`network.sent.length` earlier). */
  hostFrames<F extends { t: string }>(since: number, t: string): F[] {
    return this.network.sent
      .slice(since)
      .filter((entry) => entry.from === 'host')
      .map((entry) => JSON.parse(entry.frame) as F)
      .filter((frame) => frame.t === t);
  }

  /** Until every phone shows what was sent: a new phase waits for its moment (outbox.ts SHOW_LEAD_MS). */
  async shown(): Promise<void> {
    await this.clock.advance(SHOW_LEAD_MS);
  }
}
