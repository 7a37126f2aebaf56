/**
 * The TV's host session: the only authority of the game.
 *
 * Flow of one phone message: boundary checks (rate, size, schema — links.ts)
 * → the seat bound to the channel → phase sequence → engine.step → persist →
 * each phone gets its own seat view → the TV's screens get the snapshot →
 * effects (narration, sound) → the next deadline is scheduled.
 *
 * Nothing but the engine's views crosses the wire: the seat view to its own
 * phone, names/seats/link status in the lobby. The public view stays on the TV.
 */
import type { Action, Effect, HostAction, PublicView, Setup } from '../engine/types';
import { cryptoRandom, systemClock, type Clock, type RandomBytes } from '../net/clock';
import { newOpaqueId, newRoomCode, newRoomPeerId, newSeatToken } from '../net/ids';
import type { Channel, HostTransport, SignalingState } from '../net/transport';
import type { PhoneMessage } from '../protocol/messages';
import type { EffectsListener, HostControls, HostSnapshot, SnapshotListener } from './snapshot';
import { BotDriver } from './bots';
import { broadcast, fanOut, lobbySeats, vipSeat } from './fanout';
import type { BotDecide, EngineApi } from './engine';
import { GameRunner } from './game-runner';
import { admit } from './join';
import { CLOSE_GRACE_MS, Links, type PhoneLink } from './links';
import { addPlayer, emptyLobby, move, playerAt, removeAt, seatOf, type Lobby } from './lobby';
import { Room, type RoomIds } from './room';
import type { HostRecord, HostStore } from './store';

/** A saved lobby (no game in progress) older than this opens a new room instead. */
export const STALE_LOBBY_MS = 12 * 60 * 60 * 1000;

export interface HostSessionOptions<S> {
  transport: HostTransport;
  store: HostStore<S>;
  engine: EngineApi<S>;
  /** The engine's bot helper, for practice mode. Without it, bots sit still (missed choices count as none). */
  bot?: BotDecide;
  /** The join link for the QR code (see net/signaling.ts joinLink). */
  joinUrl: (room: RoomIds) => string;
  clock?: Clock;
  random?: RandomBytes;
  /** The setup of a brand-new room. */
  initialSetup?: Setup;
}

export class HostSession<S> implements HostControls {
  private readonly clock: Clock;
  private readonly random: RandomBytes;
  private readonly engine: EngineApi<S>;
  private readonly links: Links;
  private readonly bots: BotDriver;
  private lobby: Lobby = emptyLobby();
  private setup: Setup;
  private readonly games: GameRunner<S>;
  private room: Room | null = null;
  private signaling: SignalingState = 'connecting';
  private notice: HostSnapshot['notice'] = null;
  private trouble: HostSnapshot['trouble'] = null;
  private unwatchTrouble: () => void = () => undefined;
  private noticeCount = 0;
  private readonly snapshotListeners = new Set<SnapshotListener>();
  private readonly effectsListeners = new Set<EffectsListener>();

  constructor(private readonly options: HostSessionOptions<S>) {
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? cryptoRandom;
    this.engine = options.engine;
    this.setup = options.initialSetup ?? options.engine.defaultSetup('classic', 10);
    this.links = new Links(this.clock, {
      message: (link, message) => this.onMessage(link, message),
      presence: () => this.changed({ persist: false }),
    });
    this.games = new GameRunner(this.engine, this.clock, this.random, (effects, action) => this.afterStep(effects, action));
    this.bots = new BotDriver(this.clock, this.random, options.bot ?? null, {
      view: (seat) => {
        const game = this.games.current;
        return game ? this.engine.seatView(game.state, seat, this.clock.now()) : null;
      },
      act: (seat, intent) => this.games.apply({ ...intent, seat } as Action),
    });
  }

  /** Opens the saved room (same ID, code, players, game and remaining time) or a new one. */
  async start(): Promise<void> {
    const record = await this.options.store.load().catch(() => null);
    const restored = record !== null && this.restorable(record);
    let ids: RoomIds;
    if (record && restored) {
      ids = record.room;
      this.lobby = record.lobby;
      this.setup = record.setup;
      this.games.restore(record.game);
    } else {
      ids = { peerId: newRoomPeerId(this.random), code: newRoomCode(this.random) };
    }
    this.openRoom(ids, restored);
    this.links.start();
    this.unwatchTrouble =
      this.options.transport.watchTrouble?.((report) => {
        this.trouble = report;
        this.notify();
      }) ?? (() => undefined);
    // A TV closed past a deadline: the due timeout is sent at once, and the next, each at its time.
    this.changed({ fanOut: true });
  }

  /** Ends every game and seat and opens a room with a new ID and code. */
  newRoom(): void {
    // Seated phones would otherwise keep knocking at a room that is gone; the old room closes once they have heard.
    for (const player of this.lobby.players) this.links.evict(player.id, { t: 'refused', reason: 'removed' });
    const old = this.room;
    this.clock.setTimeout(() => old?.close(), CLOSE_GRACE_MS);
    this.games.close();
    this.bots.clear();
    this.lobby = emptyLobby();
    this.openRoom({ peerId: newRoomPeerId(this.random), code: newRoomCode(this.random) }, false);
    this.changed({});
  }

  stop(): void {
    this.unwatchTrouble();
    this.room?.close();
    this.links.stop();
    this.games.stop();
    this.bots.clear();
  }

  subscribe(listener: SnapshotListener): () => void {
    this.snapshotListeners.add(listener);
    listener(this.snapshot());
    return () => this.snapshotListeners.delete(listener);
  }

  onEffects(listener: EffectsListener): () => void {
    this.effectsListeners.add(listener);
    return () => this.effectsListeners.delete(listener);
  }

  snapshot(): HostSnapshot {
    const ids = this.room?.current ?? null;
    return {
      room: ids ? { code: ids.code, joinUrl: this.options.joinUrl(ids) } : null,
      signaling: this.signaling,
      seats: lobbySeats(this.lobby, this.links),
      vipSeat: vipSeat(this.lobby),
      setup: this.setup,
      game: this.games.current ? this.engine.publicView(this.games.current.state, this.clock.now()) : null,
      notice: this.notice,
      trouble: this.trouble,
    };
  }

  // --- HostControls -------------------------------------------------------

  updateSetup(setup: Setup): void {
    this.setup = setup;
    this.changed({ fanOut: !this.games.current });
  }

  removePlayer(seat: number): void {
    const player = playerAt(this.lobby, seat);
    if (!player || this.games.current) return;
    this.lobby = removeAt(this.lobby, seat);
    this.links.evict(player.id, { t: 'refused', reason: 'removed' });
    this.changed({ fanOut: true });
  }

  moveSeat(from: number, to: number): void {
    if (this.games.current) return;
    this.lobby = move(this.lobby, from, to);
    this.changed({ fanOut: true });
  }

  fillWithBots(): void {
    if (this.games.current) return;
    let lobby = this.lobby;
    for (let n = 1; lobby.players.length < this.setup.players; n++) {
      lobby = addPlayer(lobby, { id: newOpaqueId(this.random), name: `Bot ${n}`, token: newSeatToken(this.random), bot: true });
    }
    this.lobby = lobby;
    this.changed({ fanOut: true });
  }

  startGame(): void {
    const refusal = this.deal();
    if (refusal) this.showNotice(refusal.code, refusal.detail);
  }

  host(action: HostAction): void {
    const refusal = this.games.apply(action);
    if (refusal) this.showNotice(refusal);
  }

  playAgain(): void {
    if (!this.games.isOver()) return;
    this.startGame();
  }

  closeGame(): void {
    if (!this.games.current) return;
    this.games.close();
    this.bots.clear();
    this.changed({ fanOut: true });
  }

  // --- Inbound --------------------------------------------------------------

  private onMessage(link: PhoneLink, message: PhoneMessage): void {
    if (message.t === 'hello') return this.onHello(link, message);
    const playerId = link.playerId;
    const seat = playerId ? seatOf(this.lobby, playerId) : null;
    if (!playerId || seat === null) return this.links.error(link, 'notSeated');
    if (message.t === 'intent') {
      if (!this.games.current) return this.links.error(link, 'noGame');
      if (message.seq !== this.games.seq()) return this.links.error(link, 'stale');
      const refusal = this.games.apply({ ...message.intent, seat } as Action);
      if (refusal) this.links.error(link, refusal);
      return;
    }
    if (message.t !== 'host') return;
    if (this.lobby.vip !== playerId) return this.links.error(link, 'notVip');
    const action = message.action;
    if (action.type === 'start') {
      const refusal = this.deal();
      if (refusal) this.links.error(link, refusal.code);
      return;
    }
    if (!this.games.current) return this.links.error(link, 'noGame');
    if (message.seq !== this.games.seq()) return this.links.error(link, 'stale');
    const refusal = this.games.apply(action);
    if (refusal) this.links.error(link, refusal);
  }

  private onHello(link: PhoneLink, hello: Extract<PhoneMessage, { t: 'hello' }>): void {
    if (link.playerId) return this.links.error(link, 'malformed');
    const running = this.games.current !== null;
    const admission = admit(this.lobby, hello, running, () => ({ id: newOpaqueId(this.random), token: newSeatToken(this.random) }));
    if (!admission.ok) return this.links.dismiss(link, { t: 'refused', reason: admission.reason });
    const { player } = admission;
    this.lobby = admission.lobby;
    this.links.bind(link, player.id);
    const seat = seatOf(this.lobby, player.id) ?? 0;
    const roomCode = this.room?.current.code ?? '';
    this.links.send(link, { t: 'welcome', seat, name: player.name, token: player.token, vip: this.lobby.vip === player.id, roomCode });
    this.changed({ persist: admission.added, fanOut: true });
  }

  /** Deals a new game to the seated players, in seat order. */
  private deal(): ReturnType<GameRunner<S>['deal']> {
    if (this.games.current && !this.games.isOver()) return { code: 'cannotStart' };
    this.bots.clear(); // the last game's plans
    return this.games.deal(this.setup, this.lobby.players.map((player) => player.name));
  }

  // --- After a change -------------------------------------------------------

  private afterStep(effects: Effect[], action: Action | null): void {
    this.changed({ fanOut: true });
    const game = this.games.current;
    if (!game) return;
    const view = this.engine.publicView(game.state, this.clock.now());
    if (action?.type === 'warn') this.sendWarning(action.seat, view);
    if (effects.some((effect) => effect.type === 'vibrateAll')) broadcast(this.lobby, this.links, { t: 'buzz' });
    for (const listener of this.effectsListeners) listener(effects, view);
  }

  private sendWarning(seat: number, view: PublicView): void {
    const player = playerAt(this.lobby, seat);
    const link = player ? this.links.linkOf(player.id) : null;
    if (link) this.links.send(link, { t: 'warning', count: view.seats[seat - 1]?.warnings ?? 0 });
  }

  // --- Fan-out, persistence, snapshot ----------------------------------------

  /**
   * After any change: save (unless only presence changed), send every bound
   * phone its own state (lobby or seat view), tell the TV's screens, and keep
   * the deadline timer and the bots in step with the state.
   */
  private changed({ persist = true, fanOut = false }: { persist?: boolean; fanOut?: boolean }): void {
    if (persist) this.options.store.save(this.record());
    if (fanOut || !persist) this.fanOut();
    const snapshot = this.snapshot();
    for (const listener of this.snapshotListeners) listener(snapshot);
    if (persist) {
      this.games.schedule();
      this.bots.update(this.lobby.players.flatMap((player, index) => (player.bot ? [index + 1] : [])));
    }
  }

  private fanOut(): void {
    fanOut(this.lobby, this.links, this.setup, this.engine, this.games.current?.state ?? null, this.clock.now());
  }

  private record(): HostRecord<S> {
    const ids = this.room?.current ?? { peerId: '', code: '' };
    return { version: 1, savedAt: this.clock.now(), room: ids, lobby: this.lobby, setup: this.setup, game: this.games.current };
  }

  private restorable(record: HostRecord<S>): boolean {
    if (record.game) return true;
    return this.clock.now() - record.savedAt < STALE_LOBBY_MS;
  }

  private openRoom(ids: RoomIds, restored: boolean): void {
    const room: Room = new Room(this.options.transport, this.clock, this.random, ids, {
      // Only the current room seats anyone; an old one (newRoom) is closing.
      channel: (channel: Channel) => (this.room === room ? this.links.add(channel) : channel.close()),
      signaling: (state) => {
        if (this.room !== room) return;
        this.signaling = state;
        this.changed({ persist: false });
      },
      codeChanged: () => {
        if (this.room === room) this.changed({});
      },
      joinsOpen: () => this.room === room && this.games.current === null,
    }, restored);
    this.room = room;
    room.open();
  }

  /** Only the TV's screens changed (nothing to save or send). */
  private notify(): void {
    const snapshot = this.snapshot();
    for (const listener of this.snapshotListeners) listener(snapshot);
  }

  private showNotice(code: string, detail?: string): void {
    this.notice = { id: ++this.noticeCount, code, ...(detail ? { detail } : {}) };
    this.changed({ persist: false });
  }
}
