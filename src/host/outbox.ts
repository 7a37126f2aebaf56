/**
 * What leaves the TV after a change, and when (docs/PROTOCOL.md, "Ordering").
 *
 *  - The TV's own screen first: the session tells its screens at once; saving
 *    and sending wait until after the next paint (`afterPaint`).
 *  - Durable before sent: a phone gets a view only once the state behind it is
 *    saved (IndexedDB), so a TV reload never takes back what a phone has seen.
 *  - Every phone in one pass: each seat's view is built and encoded once per
 *    change, then the frames go out in one loop with no per-phone work that
 *    could hold the others up (a send only queues on the channel).
 *  - At night, one shape of traffic: every seated phone, living or dead, gets
 *    a frame in every night fan-out, of one size for the whole step, and
 *    between the public changes fan-outs go on a fixed beat whether or not
 *    anything changed (its own view if that changed, else a `cover` frame of
 *    the same size). Private changes (a pick) wait for the next beat. So neither
 *    the count, the moment nor the size of frames says who acted, who is dead,
 *    or how many share a step. By day an unchanged view is not
 *    sent again.
 *  - Every game frame's size follows the public view alone: by day a view is
 *    padded to the public part's length plus room for any seat's private part
 *    (its card, team, checks, prompt), so a mafia's frame is as long as a
 *    civilian's, and a Sheriff's as long after a night's check as before.
 */
import type { PhaseView } from '../engine/types';
import type { Clock, TimerId } from '../base/clock';
import { byteLength, MAX_FRAME_BYTES, viewText, type HostMessage } from '../protocol/messages';
import type { EngineApi } from './engine';
import type { Game } from './game-runner';
import type { Links, PhoneLink } from './links';
import { seatOf, type Lobby } from './lobby';
import type { HostRecord, HostStore } from './store';
import { lobbySeats } from './seats-shown';
import { task } from './marks';
import { SHOW_LEAD_MS } from '../protocol/moment';

/**
 * At night every phone gets a frame on this beat, changed or not; private
 * changes (picks) wait for it. While a step's clock runs, the beats are counted
 * back from its deadline (deadline − k·beat), so how many a step has follows
 * from its clock alone.
 */
export const NIGHT_BEAT_MS = 200;
/** Night frames are padded to a multiple of this, with room to spare for the step's private changes. */
const NIGHT_BUCKET = 1024;
const NIGHT_HEADROOM = 3072;
/**
 * By day a view is padded to its public part's length plus this: room for the
 * largest private part a seat holds (its card, its team, its checks, its
 * prompt; 900 bytes at most, frame head included, in games of every size). What is not public (a
 * reveal's length, a frame that would not fit) counts in steps of DAY_BUCKET,
 * coarse enough that a frame's size says nothing finer.
 */
const DAY_HEADROOM = 1024;
const DAY_BUCKET = 256;
/** A durable state is sent even while newer changes keep coming, at least this often. */
const MAX_HOLD_MS = 300;

export interface Outgoing<S> {
  lobby: Lobby;
  needed: number;
  preset: 'classic' | 'city';
  game: Game<S> | null;
  /** The player holding the VIP's controls now (it passes on when the VIP leaves the table). */
  vip: string | null;
}

interface Pending {
  buzz: boolean;
  warnings: Map<string, number>;
}

export class Outbox<S> {
  private generation = 0;
  private sent: Outgoing<S> | null = null;
  private lastSendAt = 0;
  /** The newest durable content, for a phone that connects meanwhile. */
  private durable: Outgoing<S> | null = null;
  private pending: Pending = { buzz: false, warnings: new Map() };
  private nightBeat: TimerId | null = null;
  /** The public moment (shownKey and deadline) the night's beats follow, and how many beats are left before its deadline. */
  private beats: { key: string; left: number } | null = null;
  /** The newest generation whose save has completed, and what waits for a later one (afterDurable). */
  private savedGeneration = 0;
  private waitingForSave: { generation: number; run: () => void }[] = [];
  /** The night step (its seq) whose frames have one size, and that size in bytes. */
  private nightSize = { seq: -1, bytes: 0 };
  /** The largest night frame of the state last measured, for the same phones. */
  private measured: { state: unknown; who: string; largest: number } | null = null;
  /** Each game state's encoded seat views, built once and shared by every send. */
  private readonly views = new WeakMap<object, Map<number, EncodedView>>();

  constructor(
    private readonly store: HostStore<S>,
    private readonly links: Links,
    private readonly engine: EngineApi<S>,
    private readonly clock: Clock,
    private readonly afterPaint: (run: () => void) => void,
  ) {}

  /**
   * A change to save and send: `read` gives the record and the content at save
   * time (the newest; older changes still unsaved are folded into it).
   */
  commit(read: () => { record: HostRecord<S>; out: Outgoing<S> }, extras: { buzz?: boolean; warning?: { player: string; count: number } } = {}): void {
    if (extras.buzz) this.pending.buzz = true;
    if (extras.warning) this.pending.warnings.set(extras.warning.player, extras.warning.count);
    const generation = ++this.generation;
    this.afterPaint(() =>
      task('cs:save', () => {
        if (generation !== this.generation) return; // a newer change saves and sends it all
        const { record, out } = read();
        void this.store.save(record).then(() => task('cs:send', () => this.saved(generation, out)));
      }),
    );
  }

  /** Link status changed (lobby only: views carry none) or a phone was just bound: send what is durable. */
  refresh(link?: PhoneLink): void {
    const content = this.durable;
    if (!content) return;
    if (link) {
      link.lastState = null;
      this.sendTo(content, [link], this.frameSizes(content, [link]));
    } else if (!content.game) this.send(content);
  }

  /**
   * Runs `run` once everything committed so far is durable: at once when
   * nothing is waiting to be saved. (A seat token is never sent before the TV
   * could lose it.)
   */
  afterDurable(run: () => void): void {
    if (this.savedGeneration >= this.generation) return run();
    this.waitingForSave.push({ generation: this.generation, run });
  }

  /** A new room or a closed game: nothing old may go out. */
  reset(): void {
    this.generation++;
    this.sent = this.durable = null;
    this.waitingForSave = [];
    this.pending = { buzz: false, warnings: new Map() };
    this.stopBeats();
  }

  private saved(generation: number, out: Outgoing<S>): void {
    this.durable = out;
    this.savedGeneration = Math.max(this.savedGeneration, generation);
    const due = this.waitingForSave.filter((entry) => entry.generation <= generation);
    this.waitingForSave = this.waitingForSave.filter((entry) => entry.generation > generation);
    for (const entry of due) entry.run();
    const newer = generation !== this.generation;
    if (newer && this.clock.now() - this.lastSendAt < MAX_HOLD_MS) return;
    this.send(out);
  }

  private send(out: Outgoing<S>): void {
    // A private change within a night step goes out on the next beat, to everyone, as every beat does.
    if (this.privateAtNight(out)) return;
    this.deliver(out);
  }

  /**
   * A change at night that only players' own views show (a pick): the public
   * phase (its step, clock, pause) is as last sent. A public change (the clock
   * starting, a pause) goes out at once, to everyone alike.
   */
  private privateAtNight(out: Outgoing<S>): boolean {
    const sent = this.sent?.game;
    const game = out.game;
    if (!sent || !game || sent.state === game.state) return false;
    const now = this.phaseOf(game);
    if (now.name !== 'night') return false;
    const before = this.phaseOf(sent);
    return before.seq === now.seq && before.deadline === now.deadline && before.paused === now.paused && before.narrating === now.narrating;
  }

  private deliver(out: Outgoing<S>): void {
    const before = this.sent?.game ? this.phaseOf(this.sent.game) : null;
    this.sent = out;
    this.lastSendAt = this.clock.now();
    const links = this.bound(out.lobby);
    const phase = out.game ? this.phaseOf(out.game) : null;
    const night = phase?.name === 'night';
    // Every frame of a pass that changes what the whole table sees carries the same moment to show it.
    const together = phase !== null && (before === null || shownKey(before) !== shownKey(phase));
    this.sendTo(out, links, this.frameSizes(out, links), together ? this.lastSendAt + SHOW_LEAD_MS : undefined);
    this.sendExtras(out);
    if (night) this.nextBeat(phase, out.game!.at);
    else this.stopBeats();
  }

  /**
   * The night's next beat. After a public change (a new step, its clock
   * starting, a pause or resume) the beats start anew: while the clock runs,
   * at deadline − k·beat for every k ≥ 1 after the state that set the clock
   * (`at`), so a step's count of beats is its clock's length in beats less one,
   * however long the TV took to save and send its first frame (a beat already
   * due goes at once); while the narrator speaks or the game is paused, one
   * beat after another. The last beat comes a whole beat before the deadline,
   * never racing the step's end.
   */
  private nextBeat(phase: PhaseView, at: number): void {
    if (this.nightBeat !== null) this.clock.clearTimeout(this.nightBeat);
    this.nightBeat = null;
    const now = this.lastSendAt;
    const key = `${shownKey(phase)}|${phase.deadline}`;
    const running = phase.deadline !== null && !phase.paused;
    if (this.beats?.key !== key) {
      this.beats = { key, left: running ? Math.ceil((phase.deadline! - Math.min(at, now)) / NIGHT_BEAT_MS) - 1 : Infinity };
    }
    const beats = this.beats;
    if (beats.left < 1) return;
    const next = running ? phase.deadline! - beats.left * NIGHT_BEAT_MS : now + NIGHT_BEAT_MS;
    beats.left--;
    this.nightBeat = this.clock.setTimeout(() => {
      this.nightBeat = null;
      if (this.durable) task('cs:send', () => this.deliver(this.durable!));
    }, Math.max(0, next - now));
  }

  private stopBeats(): void {
    if (this.nightBeat !== null) this.clock.clearTimeout(this.nightBeat);
    this.nightBeat = null;
    this.beats = null;
  }

  private bound(lobby: Lobby): PhoneLink[] {
    const links: PhoneLink[] = [];
    for (const player of lobby.players) {
      const link = this.links.linkOf(player.id);
      if (link) links.push(link);
    }
    return links;
  }

  /**
   * One pass: every frame is encoded first, then all are queued on their
   * channels back to back. At night every phone gets a frame: its view if that
   * changed since its last, else a cover of the same size.
   */
  private sendTo(out: Outgoing<S>, links: PhoneLink[], sizes: FrameSizes | null, showAt?: number): void {
    const now = this.clock.now();
    const frames: [PhoneLink, string, string][] = [];
    let cover: string | null = null;
    for (const link of links) {
      const seat = link.playerId ? seatOf(out.lobby, link.playerId) : null;
      if (seat === null) continue;
      const vip = out.vip !== null && out.vip === link.playerId;
      if (out.game) {
        const { json, reveal } = this.encoded(out.game, seat);
        const key = `${vip}${json}`;
        if (key === link.lastState) {
          if (sizes?.night) frames.push([link, key, (cover ??= coverText(sizes.night))]);
          continue;
        }
        frames.push([link, key, viewText(json, now, vip, sizes ? sizeOf(sizes, reveal > 0) : 0, showAt)]);
      } else {
        const message: HostMessage = lobbyMessage(out, seat, this.links);
        const text = JSON.stringify(message);
        if (text === link.lastState) continue;
        frames.push([link, text, text]);
      }
    }
    // A moment's frames go twice: what a lost packet holds back would change that phone late.
    // Every frame of the pass, covers too, so every phone gets as many as before, of the same sizes.
    for (const [link, key, text] of frames) {
      link.lastState = key;
      this.links.sendText(link, text, showAt !== undefined);
    }
  }

  /** The sizes a pass's game frames are padded to (null outside a game). */
  private frameSizes(out: Outgoing<S>, links: PhoneLink[]): FrameSizes | null {
    if (!out.game) return null;
    const phase = this.phaseOf(out.game);
    if (phase.name === 'night') return { night: this.nightFrameSize(out, links), day: 0, seesAll: 0 };
    return this.dayFrameSizes(out, links);
  }

  /**
   * By day every frame of a state has the size its public part gives: that
   * length plus DAY_HEADROOM, for every seat alike (public, so not rounded: a
   * byte more could take another packet). A seat that sees every card (a dead
   * player with `deadSeeAll`, or everyone once the cards are turned; public,
   * and all of them the same reveal) has a size of its own, with the reveal's
   * length added, rounded up to DAY_BUCKET. Should a frame not fit, its whole
   * class grows to the largest, rounded up.
   */
  private dayFrameSizes(out: Outgoing<S>, links: PhoneLink[]): FrameSizes {
    const game = out.game!;
    const view = this.engine.publicView(game.state, game.at);
    const base = byteLength(JSON.stringify({ phase: view.phase, seats: view.seats, votes: view.votes })) + DAY_HEADROOM;
    let day = base;
    let seesAll = 0;
    const largest = { day: 0, seesAll: 0 };
    for (const link of links) {
      const seat = link.playerId ? seatOf(out.lobby, link.playerId) : null;
      if (seat === null) continue;
      const { json, reveal } = this.encoded(game, seat);
      const bytes = byteLength(viewText(json, 0, false)) + 32;
      if (reveal > 0) {
        // The reveal is the same for every seat that has it.
        seesAll ||= base + roundUp(reveal, DAY_BUCKET);
        largest.seesAll = Math.max(largest.seesAll, bytes);
      } else largest.day = Math.max(largest.day, bytes);
    }
    if (largest.day > day) day = roundUp(largest.day, DAY_BUCKET);
    if (largest.seesAll > seesAll) seesAll = roundUp(largest.seesAll, DAY_BUCKET);
    return { night: 0, day: Math.min(day, MAX_FRAME_BYTES - 1), seesAll: Math.min(seesAll, MAX_FRAME_BYTES - 1) };
  }

  /**
   * One size for every frame of a night step: the public part's length (the same
   * for all) plus room for the largest private part a seat could hold, rounded up
   * to a bucket; fixed when the step's first frame goes out, so it cannot follow
   * anybody's picks. Grows (for everyone) only if a frame would not fit.
   */
  private nightFrameSize(out: Outgoing<S>, links: PhoneLink[]): number {
    const seq = this.phaseOf(out.game!).seq;
    const state = out.game!.state;
    const who = links.map((link) => link.playerId).join();
    if (this.measured?.state !== state || this.measured.who !== who) {
      let largest = 0;
      for (const link of links) {
        const seat = link.playerId ? seatOf(out.lobby, link.playerId) : null;
        if (seat !== null) largest = Math.max(largest, byteLength(viewText(this.encoded(out.game!, seat).json, 0, false)) + 32);
      }
      this.measured = { state, who, largest };
    }
    const largest = this.measured.largest;
    if (this.nightSize.seq !== seq) {
      const view = this.engine.publicView(out.game!.state, out.game!.at);
      const publicPart = byteLength(JSON.stringify({ phase: view.phase, seats: view.seats, votes: view.votes }));
      this.nightSize = { seq, bytes: roundUp(publicPart + NIGHT_HEADROOM, NIGHT_BUCKET) };
    }
    if (largest > this.nightSize.bytes) this.nightSize = { seq, bytes: roundUp(largest, NIGHT_BUCKET) };
    return Math.min(this.nightSize.bytes, MAX_FRAME_BYTES - 1);
  }

  private phaseOf(game: Game<S>): PhaseView {
    return this.engine.publicView(game.state, game.at).phase;
  }

  /** A seat's view as sent, and how long its reveal is (0 when it has none). */
  private encoded(game: Game<S>, seat: number): EncodedView {
    let byState = this.views.get(game.state as object);
    if (!byState) {
      byState = new Map();
      this.views.set(game.state as object, byState);
    }
    // At game over a seat has two views: before and after the TV has turned the cards.
    const key = game.cardsTurned ? -seat : seat;
    let encoded = byState.get(key);
    if (encoded === undefined) {
      const view = this.engine.seatView(game.state, seat, game.at, !game.cardsTurned);
      encoded = { json: JSON.stringify(view), reveal: view.reveal ? byteLength(JSON.stringify(view.reveal)) : 0 };
      byState.set(key, encoded);
    }
    return encoded;
  }

  /** The night buzz (to every seated phone at once) and a warning to its one player, after the view they belong to. */
  private sendExtras(out: Outgoing<S>): void {
    const { buzz, warnings } = this.pending;
    this.pending = { buzz: false, warnings: new Map() };
    if (buzz) for (const link of this.bound(out.lobby)) this.links.send(link, { t: 'buzz' });
    for (const [player, count] of warnings) {
      const link = this.links.linkOf(player);
      if (link) this.links.send(link, { t: 'warning', count });
    }
  }
}

/** What the whole table sees change at once: a new phase, a pause or resume, the clock starting after the narrator. */
function shownKey(phase: PhaseView): string {
  return `${phase.seq}|${phase.paused}|${phase.narrating}`;
}

/** A night frame that carries nothing, `bytes` long: for a phone whose view has not changed since its last frame. */
export function coverText(bytes: number): string {
  const head = '{"t":"cover","pad":"';
  return `${head}${' '.repeat(Math.max(0, bytes - head.length - 2))}"}`;
}

/** `bytes` rounded up to a whole number of `step`s. */
function roundUp(bytes: number, step: number): number {
  return Math.ceil(bytes / step) * step;
}

/**
 * A seat's view encoded once per state; `reveal`, the length of the every-card
 * reveal it holds (a dead seat with `deadSeeAll`, or every seat once the cards
 * are turned: public, and the same reveal for all), else 0.
 */
interface EncodedView {
  json: string;
  reveal: number;
}

/** What a pass's game frames are padded to: at night one size for all; by day one for most seats, one for those that see every card. */
interface FrameSizes {
  night: number;
  day: number;
  seesAll: number;
}

function sizeOf(sizes: FrameSizes, seesAll: boolean): number {
  return sizes.night || (seesAll ? sizes.seesAll : sizes.day);
}

function lobbyMessage<S>(out: Outgoing<S>, seat: number, links: Links): HostMessage {
  const players = lobbySeats(out.lobby, links).map(({ seat: s, name, link }) => ({ seat: s, name, link }));
  const vipSeat = out.vip ? seatOf(out.lobby, out.vip) : null;
  return { t: 'lobby', seat, players, needed: out.needed, preset: out.preset, vip: vipSeat };
}
