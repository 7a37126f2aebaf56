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
import { cryptoRandom, systemClock, type Clock, type RandomBytes } from '../base/clock';
import { nextTask } from '../base/next-task';
import { newOpaqueId, newRoomCode, newRoomKey, newRoomPeerId, newSeatToken } from '../net/ids';
import type { Channel, HostTransport, SignalingState } from '../net/transport';
import type { PhoneMessage } from '../protocol/messages';
import type { EffectsListener, HostControls, HostSnapshot, LobbySeat, SnapshotListener } from './snapshot';
import { BotDriver } from './bots';
import { botName } from './bot-names';
import type { Lang } from '../base/lang';
import { lobbySeats, sameSeats, vipPlayer } from './seats-shown';
import { Outbox, type Outgoing } from './outbox';
import type { BotDecide, EngineApi } from './engine';
import { Gate } from './gate';
import { task } from './marks';
import { GameRunner } from './game-runner';
import { CLOSE_GRACE_MS, Links, type PhoneLink } from './links';
import { addPlayer, emptyLobby, move, playerAt, removeAt, seatOf, type Lobby } from './lobby';
import { reseated } from './reseat';
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
  /** Keys, tokens, nonces, IDs: default `crypto.getRandomValues`. */
  random?: RandomBytes;
  /**
   * The game's own randomness: each deal's seeds (the cards', the wording's)
   * and the practice bots' (their salt, their pauses). Default: `random`. A
   * test page gives a seeded one to replay a practice game (src/host/index.ts,
   * `__csGameSeed`); keys and tokens never come from it.
   */
  gameRandom?: RandomBytes;
  /** The setup of a brand-new room. */
  initialSetup?: Setup;
  /**
   * Runs `run` once the TV's screen has painted the change (default: the next
   * animation frame, then a task; a timer where there are no frames).
   */
  afterPaint?: (run: () => void) => void;
  /**
   * Runs `run` in a task of its own, at once, neither waiting for a paint nor
   * holding one up (default: base/next-task.ts; a timer where the page has no
   * scheduler). A pause's silence.
   */
  inNextTask?: (run: () => void) => void;
}

/** After the browser's next paint: the TV shows a change before it saves and sends it. */
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
  /** The join handshake, new names, seat requests and token rotation (gate.ts). */
  private readonly gate: Gate;
  private lobby: Lobby = emptyLobby();
  private setup: Setup;
  private readonly games: GameRunner<S>;
  private room: Room | null = null;
  private signaling: SignalingState = 'connecting';
  private roomTaken = false;
  private notice: HostSnapshot['notice'] = null;
  private trouble: HostSnapshot['trouble'] = null;
  private unwatchTrouble: () => void = () => undefined;
  private noticeCount = 0;
  private readonly snapshotListeners = new Set<SnapshotListener>();
  private readonly effectsListeners = new Set<EffectsListener>();
  private pendingEffects: { effects: Effect[]; view: PublicView }[] = [];
  private readonly afterPaint: (run: () => void) => void;
  private readonly inNextTask: (run: () => void) => void;
  /** `follow` waits for the next paint. */
  private following = false;
  /** Stopped (the TV reopened its room elsewhere): a `follow` still waiting arms no timer and plans no bot. */
  private stopped = false;
  private viewMemo: { state: S; now: number; view: PublicView } | null = null;
  private joinLink: { ids: RoomIds; url: string } | null = null;
  /** The seats the screens were last given (`shownSeats`). */
  private seatsShown: LobbySeat[] | null = null;
  private readonly outbox: Outbox<S>;

  constructor(private readonly options: HostSessionOptions<S>) {
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? cryptoRandom;
    this.engine = options.engine;
    this.setup = options.initialSetup ?? options.engine.defaultSetup('classic', 10);
    this.links = new Links(this.clock, {
      message: (link, message, at) => this.onMessage(link, message, at),
      presence: () => this.presenceChanged(),
      closed: (link) => this.gate.linkClosed(link),
    });
    this.gate = new Gate(this.links, this.clock, this.random, {
      lobby: () => this.lobby,
      commit: (lobby) => {
        this.lobby = lobby;
        this.changed({});
      },
      durable: (run) => this.outbox.afterDurable(run),
      refresh: () => this.presenceChanged(),
      sync: (link) => this.outbox.refresh(link),
      isVip: (playerId) => this.vipId() === playerId,
      gameExists: () => this.games.current !== null,
      room: () => this.room?.current ?? null,
    });
    const gameRandom = options.gameRandom ?? this.random;
    this.games = new GameRunner(this.engine, this.clock, gameRandom, (effects, action) => this.afterStep(effects, action));
    this.bots = new BotDriver(this.clock, gameRandom, options.bot ?? null, {
      view: (seat) => {
        const game = this.games.current;
        return game ? this.engine.seatView(game.state, seat, this.clock.now()) : null;
      },
      act: (seat, intent) => this.games.apply({ ...intent, seat } as Action),
      setup: () => this.setup,
      aloud: () => {
        const game = this.games.current;
        return game ? this.engine.aloud(game.state) : null;
      },
      salt: () => this.games.current?.wording ?? null,
    });
    this.afterPaint = options.afterPaint ?? browserAfterPaint(this.clock);
    this.inNextTask = options.inNextTask ?? ((run) => nextTask(run, (later) => void this.clock.setTimeout(later, 0)));
    this.outbox = new Outbox(options.store, this.links, this.engine, this.clock, this.afterPaint);
  }

  /** Opens the saved room (same ID, code, players, game and remaining time) or a new one. */
  async start(): Promise<void> {
    const record = await this.options.store.load().catch(() => null);
    const restored = record !== null && this.restorable(record);
    // A saved game this TV cannot read: a fresh room, and the host is told why the game is gone.
    if (!record && this.options.store.refused) this.showNotice('saveRefused', this.options.store.refused);
    let ids: RoomIds;
    if (record && restored) {
      ids = { ...record.room, key: record.room.key ?? '' };
      this.lobby = record.lobby;
      this.setup = record.setup;
      this.games.restore(this.pausedAt(record));
    } else {
      ids = this.newIds();
    }
    this.openRoom(ids, restored);
    this.links.start();
    this.unwatchTrouble =
      this.options.transport.watchTrouble?.((report) => {
        this.trouble = report;
        this.tellScreens();
      }) ?? (() => undefined);
    this.changed({});
  }

  /**
   * A game the TV left mid-phase comes back paused with the time it had when it
   * was last saved (H6): nobody loses a speech or a vote to the reload,
   * and nobody is judged on what they sent while the TV was away. The host (or
   * the VIP) resumes it. Lines it had not finished saying are said again on
   * Resume, before its clock runs (engine/host.ts).
   */
  private pausedAt(record: HostRecord<S>): HostRecord<S>['game'] {
    const game = record.game;
    if (!game) return null;
    const view = this.engine.publicView(game.state, record.savedAt);
    if (view.phase.paused || view.phase.name === 'gameOver') return game;
    const paused = this.engine.step(game.state, { type: 'pause' }, Math.max(record.savedAt, game.at));
    return paused.ok ? { ...game, state: paused.state } : game;
  }

  /** Ends every game and seat and opens a room with a new ID, code and key. */
  newRoom(): void {
    // Seated phones would otherwise keep knocking at a room that is gone; the old room closes once they have heard.
    for (const player of this.lobby.players) this.links.evict(player.id, { t: 'refused', reason: 'removed' });
    const old = this.room;
    this.clock.setTimeout(() => old?.close(), CLOSE_GRACE_MS);
    this.games.close();
    this.bots.clear();
    this.outbox.reset();
    this.gate.reset();
    this.lobby = emptyLobby();
    this.roomTaken = false;
    this.openRoom(this.newIds(), false);
    this.changed({});
  }

  private newIds(): RoomIds {
    return { peerId: newRoomPeerId(this.random), code: newRoomCode(this.random), key: newRoomKey(this.random) };
  }

  stop(): void {
    this.stopped = true;
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
    const game = this.publicView();
    return {
      room: ids ? { code: ids.code, joinUrl: this.joinUrlOf(ids) } : null,
      signaling: this.signaling,
      seats: this.shownSeats(),
      vipSeat: this.vipSeat(),
      setup: this.setup,
      game,
      ghosts: this.games.ghostScores(game),
      notice: this.notice,
      locked: this.lobby.locked ?? false,
      requests: this.gate.views(),
      roomTaken: this.roomTaken,
      trouble: this.trouble,
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

  /** The TV has turned every card at game over: now the phones show them all. */
  cardsTurned(): void {
    if (this.games.turnCards()) this.changed({});
  }

  removePlayer(seat: number): void {
    const player = playerAt(this.lobby, seat);
    if (!player || this.games.current) return;
    this.lobby = removeAt(this.lobby, seat);
    this.links.evict(player.id, { t: 'refused', reason: 'removed' });
    this.changed({});
    this.gate.seatWaiting();
  }

  /** Locked: a new name waits for the host's OK (a seat request on the lobby); opened: whoever waits for the next game sits down. */
  lockTable(locked: boolean): void {
    this.lobby = { ...this.lobby, locked };
    this.changed({});
    if (!locked) this.gate.seatWaiting();
  }

  answerRequest(id: string, accept: boolean): void {
    this.gate.answer(id, accept);
  }

  declineAllRequests(): void {
    this.gate.declineAll();
  }

  moveSeat(from: number, to: number): void {
    if (this.games.current) return;
    this.lobby = move(this.lobby, from, to);
    this.changed({});
  }

  fillWithBots(lang: Lang = 'en'): void {
    if (this.games.current) return;
    let lobby = this.lobby;
    while (lobby.players.length < this.setup.players) {
      const name = botName(lang, lobby.players.map((player) => player.name));
      lobby = addPlayer(lobby, { id: newOpaqueId(this.random), name, token: newSeatToken(this.random), bot: true });
    }
    this.lobby = lobby;
    this.changed({});
  }

  startGame(): void {
    const refusal = this.deal(false);
    if (refusal) this.showNotice(refusal.code, refusal.detail);
  }

  host(action: HostAction): void {
    const refusal = this.games.apply(action);
    if (refusal) this.showNotice(refusal);
  }

  /** A new deal with the same players, and the phones that waited for the next game; `newSeats`: in a new seating. */
  playAgain(newSeats = false): void {
    if (!this.games.isOver()) return;
    const refusal = this.deal(true, newSeats);
    if (refusal) this.showNotice(refusal.code, refusal.detail);
  }

  /** Same players, new seats: the lobby's seating shuffled for the next game (not while a game is on the table). */
  newSeats(): void {
    if (this.games.current) return;
    this.lobby = reseated(this.lobby, this.seatingSeed());
    this.changed({});
  }

  /** A seed for a new seating, from the host's random bytes. */
  private seatingSeed(): number {
    const [a = 0, b = 0, c = 0, d = 0] = this.random(4);
    return ((a << 24) | (b << 16) | (c << 8) | d) | 0;
  }

  closeGame(): void {
    if (!this.games.current) return;
    this.games.close();
    this.bots.clear();
    this.changed({});
    this.gate.seatWaiting();
  }

  // --- Inbound --------------------------------------------------------------

  private onMessage(link: PhoneLink, message: PhoneMessage, at: number): void {
    if (Gate.handles(message)) return this.gate.receive(link, message);
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
    if (message.t === 'predict') {
      // Saved, never answered: a ghost's marks reach no one until the game over (engine/ghosts.ts).
      if (this.games.predict(seat, message.marked)) this.changed({});
      return;
    }
    if (message.t !== 'host') return;
    if (this.vipId() !== playerId) return this.links.error(link, 'notVip');
    const action = message.action;
    if (action.type === 'start') {
      const refusal = this.deal(this.games.isOver());
      if (refusal) this.links.error(link, refusal.code);
      return;
    }
    if (!this.games.current) return this.links.error(link, 'noGame');
    if (message.seq !== this.games.seq()) return this.links.error(link, 'stale');
    const refusal = this.games.apply(action, at);
    if (refusal) this.links.error(link, refusal);
  }

  /**
   * Deals a new game to the seated players, in seat order; every human's seat
   * token rotates with it. `withWaiting` (Play again): the phones waiting for
   * the next game sit down first, if the setup takes them. `newSeats`: the
   * players are seated anew (reseat.ts) before the cards are dealt.
   */
  private deal(withWaiting: boolean, newSeats = false): ReturnType<GameRunner<S>['deal']> {
    if (this.games.current && !this.games.isOver()) return { code: 'cannotStart' };
    const before = this.lobby;
    this.bots.clear(); // the last game's plans
    let refusal: ReturnType<GameRunner<S>['deal']> = { code: 'cannotStart' };
    for (const waiting of withWaiting ? [true, false] : [false]) {
      const prepared = this.gate.prepareDeal(waiting);
      const plan = newSeats ? { ...prepared, lobby: reseated(prepared.lobby, this.seatingSeed()) } : prepared;
      // Set before the deal, so the record it saves holds the new tokens; the phones hear of them once that is durable.
      this.lobby = plan.lobby;
      refusal = this.games.deal(this.setup, this.lobby.players.map((player) => player.name));
      if (!refusal) {
        this.gate.dealt(plan);
        return null;
      }
      this.lobby = before;
    }
    return refusal;
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
    if (!view) return;
    // The narration, sounds and music follow the screen by a frame: the intent's
    // task only updates the TV's screen, and speech synthesis or a sound's start
    // never holds up the paint. Steps keep their order.
    this.pendingEffects.push({ effects, view });
    // Pause only silences, and the host hears it at once: in the very next task,
    // not after a paint a busy TV may take 200 ms to make (what a CI run measured),
    // nor holding up the screen's own update. The steps before it go first.
    if (view.phase.paused) this.inNextTask(() => this.playEffects());
    else this.afterPaint(() => this.playEffects());
  }

  /** The steps' effects not yet played, in order (after a paint, or in the next task for a pause). */
  private playEffects(): void {
    if (this.pendingEffects.length === 0) return;
    const pending = this.pendingEffects;
    this.pendingEffects = [];
    task('cs:effects', () => {
      for (const { effects, view } of pending) for (const listener of this.effectsListeners) listener(effects, view);
    });
  }

  // --- Change, persistence, snapshot -----------------------------------------

  /**
   * After any change: the TV's screens at once; then (outbox.ts) save, and once
   * durable every bound phone its own state; after the paint too, the deadline
   * timer and the bots follow the state (`follow`).
   */
  private changed(extras: { buzz?: boolean; warning?: { player: string; count: number } }): void {
    this.tellScreens();
    this.outbox.commit(() => ({ record: this.record(), out: this.outgoing() }), extras);
    if (this.following) return;
    this.following = true;
    this.afterPaint(() => {
      this.following = false;
      this.follow();
    });
  }

  /**
   * The deadline's timer and the bots' plans, in step with the state now. Neither
   * shows on a screen, so a change's paint does not wait for them (a bot acts
   * 0.7 s later at the soonest; a deadline is a moment, whenever its timer is
   * set). A timer due meanwhile finds the new state, and the engine judges it.
   */
  private follow(): void {
    if (this.stopped) return;
    this.games.schedule();
    this.bots.update(this.lobby.players.flatMap((player, index) => (player.bot ? [index + 1] : [])));
  }

  /** A phone came or went, or answers again: the screens, and the lobby's link dots. Nothing to save. */
  private presenceChanged(): void {
    this.tellScreens();
    this.outbox.refresh();
  }

  /** The TV's screens get the snapshot now (a change only they show needs nothing saved or sent). */
  private tellScreens(): void {
    const snapshot = this.snapshot();
    for (const listener of this.snapshotListeners) listener(snapshot);
  }

  private outgoing(): Outgoing<S> {
    return { lobby: this.lobby, needed: this.setup.players, preset: this.setup.preset, game: this.games.current, vip: this.vipId() };
  }

  /** The game's public view now; one change asks for it several times (screens, VIP, warnings), it is built once. */
  private publicView(): PublicView | null {
    const game = this.games.current;
    if (!game) return null;
    const now = this.clock.now();
    const memo = this.viewMemo;
    if (memo?.state === game.state && memo.now === now) return memo.view;
    const view = this.engine.publicView(game.state, now);
    this.viewMemo = { state: game.state, now, view };
    return view;
  }

  /**
   * The lobby's seats as the screens show them: the same array while none of
   * them changed, so a change they do not show (a pause, a ballot) updates no
   * element that draws them.
   */
  private shownSeats(): LobbySeat[] {
    const seats = lobbySeats(this.lobby, this.links);
    if (this.seatsShown && sameSeats(this.seatsShown, seats)) return this.seatsShown;
    this.seatsShown = seats;
    return seats;
  }

  /** The QR code's link, encoded once per room code. */
  private joinUrlOf(ids: RoomIds): string {
    if (this.joinLink?.ids !== ids) this.joinLink = { ids, url: this.options.joinUrl(ids) };
    return this.joinLink.url;
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
    const ids = this.room?.current ?? { peerId: '', code: '', key: '' };
    return { version: RECORD_VERSION, savedAt: this.clock.now(), room: ids, lobby: this.lobby, setup: this.setup, game: this.games.current };
  }

  private restorable(record: HostRecord<S>): boolean {
    // A room saved before rooms had keys cannot be joined by today's phones.
    if (!record.room.key) return false;
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
      taken: (held) => {
        if (this.room !== room) return;
        this.roomTaken = held;
        this.tellScreens();
      },
    }, restored);
    this.room = room;
    room.open();
  }

  private showNotice(code: string, detail?: string): void {
    this.notice = { id: ++this.noticeCount, code, ...(detail ? { detail } : {}) };
    this.tellScreens();
  }
}
