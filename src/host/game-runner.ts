/**
 * The running game on the host: the engine's state, dealing, stepping, and
 * the one timer that sends `{type:'timeout'}` at the engine's next deadline.
 * It changes the state only through `engine.step`; the session persists and
 * fans out after each change (`onStep`).
 */
import type { Action, Effect, Setup } from '../engine/types';
import type { Clock, RandomBytes, TimerId } from '../net/clock';
import type { ErrorCode } from '../protocol/messages';
import type { EngineApi } from './engine';

export interface Game<S> {
  state: S;
  seed: number;
}

/** If the engine finds a timeout early (clock rounding), it is sent again this much later. */
const EARLY_RETRY_MS = 250;

export class GameRunner<S> {
  private game: Game<S> | null = null;
  private timer: TimerId | null = null;

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
    return this.game ? this.engine.publicView(this.game.state, this.clock.now()).phase.seq : null;
  }

  isOver(): boolean {
    return !!this.game && this.engine.publicView(this.game.state, this.clock.now()).phase.name === 'gameOver';
  }

  /** Deals a new game to these names. Returns the refusal, if any. */
  deal(setup: Setup, names: string[]): { code: ErrorCode; detail?: string } | null {
    if (this.game && !this.isOver()) return { code: 'cannotStart' };
    const dealt: Setup = { ...setup, players: names.length };
    const problem = this.engine.checkSetup(dealt);
    if (problem) return { code: 'cannotStart', detail: problem.detail };
    const [a = 0, b = 0, c = 0, d = 0] = this.random(4);
    const seed = ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
    const { state, effects } = this.engine.newGame(dealt, names, seed, this.clock.now());
    this.game = { state, seed };
    this.onStep(effects, null);
    return null;
  }

  /** Runs one action through the engine: null when applied, else the rejection's code (never its detail). */
  apply(action: Action): ErrorCode | null {
    if (!this.game) return 'noGame';
    const result = this.engine.step(this.game.state, action, this.clock.now());
    if (!result.ok) return result.rejection.code;
    this.game = { ...this.game, state: result.state };
    this.onStep(result.effects, action);
    return null;
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
    this.timer = this.clock.setTimeout(() => this.due(), Math.max(0, at - this.clock.now()));
  }

  stop(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private due(): void {
    this.timer = null;
    const refusal = this.apply({ type: 'timeout' });
    if (refusal && this.game && this.engine.nextDeadline(this.game.state) !== null) {
      this.timer = this.clock.setTimeout(() => this.due(), EARLY_RETRY_MS);
    }
  }
}
