/**
 * The TV's host session: the only authority of the game.
 *
 * Flow of one phone message: boundary checks (rate, size, schema — links.ts)
 * → the seat bound to the channel → phase sequence → engine.step → the TV's
 * screens get the snapshot and the effects (narration, sound) at once → after
 * the paint, persist, and once durable each phone gets its own seat view
 * (outbox.ts) → the next deadline is scheduled.
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
import { lobbySeats, vipPlayer } from './fanout';
import { Outbox, type Outgoing } from './outbox';
import type { BotDecide, EngineApi } from './engine';
import { GameRunner } from './game-runner';
import { admit } from './join';
import { CLOSE_GRACE_MS, Links, type PhoneLink } from './links';
import { addPlayer, emptyLobby, move, playerAt, removeAt, seatOf, type Lobby } from './lobby';
import { Room, type RoomIds } from './room';
import { RECORD_VERSION, type HostRecord, type HostStore } from './store';

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
  /**
   * Runs `run` once the TV's screen has painted the change (default: the next
   * animation frame, then a task; a timer where there are no frames).
   */
  afterPaint?: (run: () => void) => void;
}

/** After the browser's next paint: the TV shows a change before it saves and sends it (issue 13). */
function browserAfterPaint(clock: Clock): (run: () => void) => void {
  return (run) => {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      run();
    };
    // A hidden tab gets no frames: the timer makes sure the phones still hear.
    clock.setTimeout(once, 50);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => clock.setTimeout(once, 0));
    else clock.setTimeout(once, 0);
  };
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
  private noticeCount = 0;
  private readonly snapshotListeners = new Set<SnapshotListener>();
  private readonly effectsListeners = new Set<EffectsListener>();
  private readonly outbox: Outbox<S>;

  constructor(private readonly options: HostSessionOptions<S>) {
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? cryptoRandom;
    this.engine = options.engine;
    this.setup = options.initialSetup ?? options.engine.defaultSetup('classic', 10);
    this.links = new Links(this.clock, {
      message: (link, message, at) => this.onMessage(link, message, at),
      presence: () => this.presenceChanged(),
    });
    this.games = new GameRunner(this.engine, this.clock, this.random, (effects, action) => this.afterStep(effects, action));
    this.bots = new BotDriver(this.clock, this.random, options.bot ?? null, {
      view: (seat) => {
        const game = this.games.current;
        return game ? this.engine.seatView(game.state, seat, this.clock.now()) : null;
      },
      act: (seat, intent) => this.games.apply({ ...intent, seat } as Action),
    });
    this.outbox = new Outbox(options.store, this.links, this.engine, this.clock, options.afterPaint ?? browserAfterPaint(this.clock));
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
      this.games.restore(this.pausedAt(record));
    } else {
      ids = { peerId: newRoomPeerId(this.random), code: newRoomCode(this.random) };
    }
    this.openRoom(ids, restored);
    this.links.start();
    this.changed({});
  }

  /**
   * A game the TV left mid-phase comes back paused with the time it had when it
   * was last saved (issue 12): nobody loses a speech or a vote to the reload,
   * and nobody is judged on what they sent while the TV was away. The host (or
   * the VIP) resumes it. Its narration, said or not, is over: the clock waits
   * in the pause.
   */
  private pausedAt(record: HostRecord<S>): HostRecord<S>['game'] {
    const game = record.game;
    if (!game) return null;
    const view = this.engine.publicView(game.state, record.savedAt);
    if (view.phase.paused || view.phase.name === 'gameOver') return game;
    const paused = this.engine.step(game.state, { type: 'pause' }, Math.max(record.savedAt, game.at));
    return paused.ok ? { ...game, state: paused.state } : game;
  }

  /** Ends every game and seat and opens a room with a new ID and code. */
  newRoom(): void {
    // Seated phones would otherwise keep knocking at a room that is gone; the old room closes once they have heard.
    for (const player of this.lobby.players) this.links.evict(player.id, { t: 'refused', reason: 'removed' });
    const old = this.room;
    this.clock.setTimeout(() => old?.close(), CLOSE_GRACE_MS);
    this.games.close();
    this.bots.clear();
    this.outbox.reset();
    this.lobby = emptyLobby();
    this.openRoom({ peerId: newRoomPeerId(this.random), code: newRoomCode(this.random) }, false);
    this.changed({});
  }

  stop(): void {
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
      vipSeat: this.vipSeat(),
      setup: this.setup,
      game: this.publicView(),
      notice: this.notice,
    };
  }

  // --- HostControls -------------------------------------------------------

  updateSetup(setup: Setup): void {
    this.setup = setup;
    this.changed({});
  }

  /** The TV has said the lines that opened phase `seq`: its clock starts now. A stale seq changes nothing. */
  narrated(seq: number): void {
    this.games.apply({ type: 'narrated', seq });
  }

  removePlayer(seat: number): void {
    const player = playerAt(this.lobby, seat);
    if (!player || this.games.current) return;
    this.lobby = removeAt(this.lobby, seat);
    this.links.evict(player.id, { t: 'refused', reason: 'removed' });
    this.changed({});
  }

  moveSeat(from: number, to: number): void {
    if (this.games.current) return;
    this.lobby = move(this.lobby, from, to);
    this.changed({});
  }

  fillWithBots(): void {
    if (this.games.current) return;
    let lobby = this.lobby;
    for (let n = 1; lobby.players.length < this.setup.players; n++) {
      lobby = addPlayer(lobby, { id: newOpaqueId(this.random), name: `Bot ${n}`, token: newSeatToken(this.random), bot: true });
    }
    this.lobby = lobby;
    this.changed({});
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
    this.changed({});
  }

  // --- Inbound --------------------------------------------------------------

  private onMessage(link: PhoneLink, message: PhoneMessage, at: number): void {
    if (message.t === 'hello') return this.onHello(link, message);
    const playerId = link.playerId;
    const seat = playerId ? seatOf(this.lobby, playerId) : null;
    if (!playerId || seat === null) return this.links.error(link, 'notSeated');
    if (message.t === 'intent') {
      if (!this.games.current) return this.links.error(link, 'noGame');
      const night = this.publicView()?.phase.name === 'night';
      // At night a refusal would be a frame to one phone alone: its phone shows what the next view says instead.
      if (message.seq !== this.games.seq()) return night ? undefined : this.links.error(link, 'stale');
      const refusal = this.games.apply({ ...message.intent, seat } as Action, at);
      if (refusal && !night) this.links.error(link, refusal);
      return;
    }
    if (message.t !== 'host') return;
    if (this.vipId() !== playerId) return this.links.error(link, 'notVip');
    const action = message.action;
    if (action.type === 'start') {
      const refusal = this.deal();
      if (refusal) this.links.error(link, refusal.code);
      return;
    }
    if (!this.games.current) return this.links.error(link, 'noGame');
    if (message.seq !== this.games.seq()) return this.links.error(link, 'stale');
    const refusal = this.games.apply(action, at);
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
    this.links.send(link, { t: 'welcome', seat, name: player.name, token: player.token, vip: this.vipId() === player.id, roomCode });
    if (admission.added) this.changed({});
    else this.outbox.refresh(link);
  }

  /** Deals a new game to the seated players, in seat order. */
  private deal(): ReturnType<GameRunner<S>['deal']> {
    if (this.games.current && !this.games.isOver()) return { code: 'cannotStart' };
    this.bots.clear(); // the last game's plans
    return this.games.deal(this.setup, this.lobby.players.map((player) => player.name));
  }

  // --- After a change -------------------------------------------------------

  private afterStep(effects: Effect[], action: Action | null): void {
    const warnedSeat = action?.type === 'warn' ? action.seat : 0;
    const warned = warnedSeat ? playerAt(this.lobby, warnedSeat) : null;
    const view = this.publicView();
    this.changed({
      buzz: effects.some((effect) => effect.type === 'vibrateAll'),
      ...(warned && view ? { warning: { player: warned.id, count: view.seats[warnedSeat - 1]?.warnings ?? 0 } } : {}),
    });
    if (view) for (const listener of this.effectsListeners) listener(effects, view);
  }

  // --- Change, persistence, snapshot -----------------------------------------

  /**
   * After any change: the TV's screens at once; then (outbox.ts) save, and once
   * durable every bound phone its own state; keep the deadline timer and the
   * bots in step with the state.
   */
  private changed(extras: { buzz?: boolean; warning?: { player: string; count: number } }): void {
    this.tellScreens();
    this.outbox.commit(() => ({ record: this.record(), out: this.outgoing() }), extras);
    this.games.schedule();
    this.bots.update(this.lobby.players.flatMap((player, index) => (player.bot ? [index + 1] : [])));
  }

  /** A phone came or went, or answers again: the screens, and the lobby's link dots. Nothing to save. */
  private presenceChanged(): void {
    this.tellScreens();
    this.outbox.refresh();
  }

  private tellScreens(): void {
    const snapshot = this.snapshot();
    for (const listener of this.snapshotListeners) listener(snapshot);
  }

  private outgoing(): Outgoing<S> {
    return { lobby: this.lobby, needed: this.setup.players, preset: this.setup.preset, game: this.games.current, vip: this.vipId() };
  }

  private publicView(): PublicView | null {
    const game = this.games.current;
    return game ? this.engine.publicView(game.state, this.clock.now()) : null;
  }

  /** The player holding the VIP's controls now. */
  private vipId(): string | null {
    const view = this.publicView();
    const alive = view && view.phase.name !== 'gameOver' ? (seat: number) => view.seats[seat - 1]?.alive === true : null;
    return vipPlayer(this.lobby, alive);
  }

  private vipSeat(): number | null {
    const id = this.vipId();
    return id ? seatOf(this.lobby, id) : null;
  }

  private record(): HostRecord<S> {
    const ids = this.room?.current ?? { peerId: '', code: '' };
    return { version: RECORD_VERSION, savedAt: this.clock.now(), room: ids, lobby: this.lobby, setup: this.setup, game: this.games.current };
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
        this.tellScreens();
      },
      codeChanged: () => {
        if (this.room === room) this.changed({});
      },
      joinsOpen: () => this.room === room && this.games.current === null,
    }, restored);
    this.room = room;
    room.open();
  }

  private showNotice(code: string, detail?: string): void {
    this.notice = { id: ++this.noticeCount, code, ...(detail ? { detail } : {}) };
    this.tellScreens();
  }
}
