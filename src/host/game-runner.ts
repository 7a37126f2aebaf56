/**
 * The running game on the host: the engine's state, dealing, stepping, and
 * the one timer that sends `{type:'timeout'}` at the engine's next deadline.
 * It changes the state only through `engine.step`; the session persists and
 * fans out after each change (`onStep`).
 *
 * Lateness is judged by arrival, not by when the TV got to a frame (N18):
 * each intent carries the moment its frame reached the TV, and when the
 * deadline's timer comes due the timeout waits one turn of the event loop, so
 * frames that were already waiting are counted first.
 *
 * Each step's lines leave here stamped with their public wording stamp
 * (narrator/wording.ts): the game's own seed, drawn at the deal apart from
 * the cards' seed, and the moment's turn (the day's number, the phase's
 * seq).
 */
import { ghostScores, predict, type GhostBook, type GhostScore } from '../engine/ghosts';
import type { Action, Effect, PublicView, Setup } from '../engine/types';
import type { Clock, RandomBytes, TimerId } from '../base/clock';
import type { ErrorCode } from '../protocol/messages';
import { wordingStamp, withWording } from '../narrator/wording';
import type { EngineApi } from './engine';

export interface Game<S> {
  state: S;
  seed: number;
  /**
   * Public: which wordings the narrator takes (narrator/wording.ts). Drawn
   * apart from `seed`, since anything made from the cards' seed would give
   * the deal away. Absent in a game saved before it existed.
   */
  wording?: number;
  /** Epoch ms of the step that made `state`: the views sent for it are built as of then. */
  at: number;
  /** The ghosts' marks (engine/ghosts.ts): beside the state, in no view; absent until a ghost marks. */
  ghosts?: GhostBook;
  /**
   * At game over, the TV has turned every card (or skipped to the story): the
   * phones may show them all. Until then their views hold the cards face down.
   */
  cardsTurned?: boolean;
}

/** If the engine finds a timeout early (clock rounding), it is sent again this much later. */
const EARLY_RETRY_MS = 250;
/**
 * A frame handled after its deadline while the timeout is still due counts as
 * on time if it is no later than this: it reached the TV in time and waited
 * only for the TV (a long task, a burst of ballots). Past it, the frame is late.
 */
export const ARRIVAL_GRACE_MS = 500;

export class GameRunner<S> {
  private game: Game<S> | null = null;
  private timer: TimerId | null = null;
  /** The deadline's timer has come due; its timeout runs on the next turn. */
  private dueAt: number | null = null;

  constructor(
    private readonly engine: EngineApi<S>,
    private readonly clock: Clock,
    private readonly random: RandomBytes,
    /** After every accepted change (a deal or a step), with its effects. */
    private readonly onStep: (effects: Effect[], action: Action | null) => void,
  ) {}

  get current(): Game<S> | null {
    return this.game;
  }

  /** A saved game, after a TV reload. */
  restore(game: Game<S> | null): void {
    this.game = game;
  }

  /** The phase's sequence number that intents must echo. */
  seq(): number | null {
    return this.game ? this.engine.publicView(this.game.state, this.game.at).phase.seq : null;
  }

  isOver(): boolean {
    return !!this.game && this.engine.publicView(this.game.state, this.game.at).phase.name === 'gameOver';
  }

  /** At game over, the TV has turned every card: true when that changed (it is saved and sent then). */
  turnCards(): boolean {
    if (!this.game || this.game.cardsTurned || !this.isOver()) return false;
    this.game = { ...this.game, cardsTurned: true };
    return true;
  }

  /** Deals a new game to these names. Returns the refusal, if any. */
  deal(setup: Setup, names: string[]): { code: ErrorCode; detail?: string } | null {
    if (this.game && !this.isOver()) return { code: 'cannotStart' };
    const dealt: Setup = { ...setup, players: names.length };
    const problem = this.engine.checkSetup(dealt);
    if (problem) return { code: 'cannotStart', detail: problem.detail };
    const seed = this.random32();
    const wording = this.random32();
    const at = this.clock.now();
    const { state, effects } = this.engine.newGame(dealt, names, seed, at);
    this.game = { state, seed, wording, at };
    this.onStep(this.worded(effects), null);
    return null;
  }

  /**
   * Runs one action through the engine: null when applied, else the rejection's
   * code (never its detail). `arrivedAt` is when its frame reached the TV.
   */
  apply(action: Action, arrivedAt = this.clock.now()): ErrorCode | null {
    if (!this.game) return 'noGame';
    const result = this.engine.step(this.game.state, action, this.judged(action, arrivedAt));
    if (!result.ok) return result.rejection.code;
    // The same state back: nothing changed, so nothing is saved or sent.
    if (result.state === this.game.state) return null;
    this.game = { ...this.game, state: result.state, at: this.clock.now() };
    this.onStep(this.worded(result.effects), action);
    return null;
  }

  /**
   * A ghost's marks. True when the book changed (it is saved then; the
   * state, and so every view, stays as it was). Refused marks change nothing.
   */
  predict(seat: number, marked: readonly number[]): boolean {
    if (!this.game) return false;
    const book = this.game.ghosts ?? [];
    const result = predict(book, this.engine.publicView(this.game.state, this.clock.now()), seat, marked);
    if (!result.ok || result.book === book) return false;
    this.game = { ...this.game, ghosts: result.book };
    return true;
  }

  /** At game over (`view`, the game's public view now), the ghosts' scores; during the game, none. */
  ghostScores(view: PublicView | null): GhostScore[] {
    if (!this.game || !view || view.phase.name !== 'gameOver' || !view.reveal) return [];
    return ghostScores(this.game.ghosts ?? [], view.reveal.roles);
  }

  /**
   * The moment the engine judges a seat's frame by. One that arrived after the
   * deadline while the TV had not yet got round to its timeout (busy, or the
   * timeout waiting its turn) came in with the frames that beat the clock.
   */
  private judged(action: Action, arrivedAt: number): number {
    if (!('seat' in action) || action.type === 'warn' || action.type === 'remove') return arrivedAt;
    const deadline = this.game ? this.engine.nextDeadline(this.game.state) : null;
    if (deadline === null || arrivedAt < deadline) return arrivedAt;
    const pending = this.dueAt !== null || this.timer !== null;
    return pending && arrivedAt - deadline <= ARRIVAL_GRACE_MS ? deadline - 1 : arrivedAt;
  }

  private random32(): number {
    const [a = 0, b = 0, c = 0, d = 0] = this.random(4);
    return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
  }

  /**
   * The step's lines stamped with the game's wording seed and the turn of the
   * phase the step leads to (lines a pause cut keep it on Resume).
   */
  private worded(effects: Effect[]): Effect[] {
    if (!this.game || !effects.some((effect) => effect.type === 'narrate')) return effects;
    const { phase, votes } = this.engine.publicView(this.game.state, this.game.at);
    return withWording(effects, wordingStamp(this.game.wording ?? 0, { ...phase, rounds: votes.length }));
  }

  /** Ends the game (back to the lobby). */
  close(): void {
    this.game = null;
    this.stop();
  }

  /** Sets the timer to the engine's next deadline; a past one fires at once (a TV that was closed a while). */
  schedule(): void {
    this.stop();
    const at = this.game ? this.engine.nextDeadline(this.game.state) : null;
    if (at === null) return;
    this.timer = this.clock.setTimeout(() => this.due(at), Math.max(0, at - this.clock.now()));
  }

  stop(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.dueAt = null;
  }

  /** The deadline has come: frames already waiting go first, then the timeout. */
  private due(at: number): void {
    this.timer = null;
    this.dueAt = at;
    this.timer = this.clock.setTimeout(() => this.fire(), 0);
  }

  private fire(): void {
    this.timer = null;
    this.dueAt = null;
    const refusal = this.apply({ type: 'timeout' });
    if (refusal && this.game && this.engine.nextDeadline(this.game.state) !== null && this.timer === null) {
      this.timer = this.clock.setTimeout(() => this.fire(), EARLY_RETRY_MS);
    }
  }
}
