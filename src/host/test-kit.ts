/**
 * A whole table in one process for unit tests: the in-memory network, a fake
 * clock, an in-memory store, the host session with the real engine, and
 * phones. Deterministic: random bytes come from a seeded generator.
 */
import { defaultSetup, type GameState, type Setup } from '../engine';
import type { RandomBytes } from '../net/clock';
import { FakeClock } from '../net/fake-clock';
import { MemoryNetwork } from '../net/memory';
import type { Channel } from '../net/transport';
import type { HostMessage } from '../protocol/messages';
import { PhoneSession } from '../phone/session';
import type { PhoneSnapshot } from '../phone/snapshot';
import { memoryStorage, type KeyValueStorage } from '../phone/storage';
import type { HostSnapshot } from './snapshot';
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
}

export interface TestPhone {
  session: PhoneSession;
  storage: KeyValueStorage & { entries: Map<string, string> };
  wake(): void;
  readonly snapshot: PhoneSnapshot;
}

export class Table {
  readonly clock = new FakeClock();
  readonly network = new MemoryNetwork();
  readonly store = new MemoryStore<GameState>();
  host!: HostSession<GameState>;
  hostSnapshot!: HostSnapshot;
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
      joinUrl: (room) => `http://tv.test/?join=${room.peerId}&code=${room.code}&sig=cloud`,
      clock: this.clock,
      random: seededRandom(this.seed++ * 7919),
      initialSetup: this.setup,
      afterPaint: (run) => this.clock.setTimeout(run, 0),
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

  get roomPeerId(): string {
    const url = this.hostSnapshot.room?.joinUrl ?? '';
    return new URL(url).searchParams.get('join') ?? '';
  }

  /** A phone that opened the join link (or typed `code`), optionally with an existing storage (a reload). */
  phone(
    options: {
      storage?: TestPhone['storage'];
      code?: boolean;
      room?: { peerId: string | null; code: string | null };
      vibrate?: (pattern: number | number[]) => void;
    } = {},
  ): TestPhone {
    const storage = options.storage ?? memoryStorage();
    let wake = () => undefined as void;
    const room =
      options.room ?? (options.code ? { peerId: null, code: this.hostSnapshot.room?.code ?? null } : { peerId: this.roomPeerId, code: null });
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
    let closed = false;
    channel.onMessage((frame) => received.push(JSON.parse(String(frame)) as HostMessage));
    channel.onClose(() => (closed = true));
    return {
      channel,
      received,
      get closed() {
        return closed;
      },
      send: (message) => void channel.send(typeof message === 'string' ? message : JSON.stringify(message)),
      last: <T extends HostMessage['t']>(t: T) => received.filter((message): message is Extract<HostMessage, { t: T }> => message.t === t).at(-1),
    };
  }

  /** A phone that joined with a name and is seated. */
  async seat(name: string): Promise<TestPhone> {
    const phone = this.phone();
    phone.session.join(name);
    await this.clock.advance(0);
    return phone;
  }

  /** Bots fill the empty seats and the game starts; the phones hold their first views. */
  async startWithBots(): Promise<void> {
    this.host.fillWithBots();
    this.host.startGame();
    await this.clock.advance(0);
  }
}
