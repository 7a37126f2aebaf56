/**
 * Practice mode: bots sit in seats with no phone. After every change the host
 * asks the engine's bot helper what each bot does, given only that bot's own
 * seat view (a bot knows what a player would), and sends it as an intent after
 * a short human-like pause. A bot that misses a deadline simply has no choice,
 * like a player who looked away.
 */
import type { SeatView } from '../engine/types';
import { randomUnit, type Clock, type RandomBytes, type TimerId } from '../net/clock';
import type { Intent } from '../phone/snapshot';
import type { BotDecide } from './engine';

const MIN_DELAY_MS = 700;
const MAX_DELAY_MS = 2500;

export interface BotSeats {
  view(seat: number): SeatView | null;
  /** Applies the intent for the seat; returns a rejection code or null. */
  act(seat: number, intent: Intent): unknown;
}

interface Pending {
  key: string;
  timer: TimerId;
}

export class BotDriver {
  private readonly pending = new Map<number, Pending>();
  /** Intents already sent, per seat, so an unchanged view does not make a bot repeat itself. */
  private readonly done = new Map<number, string>();
  /** Mixed into each bot's seed, so two games do not replay the same bot choices. */
  private readonly salt: number;

  constructor(
    private readonly clock: Clock,
    private readonly random: RandomBytes,
    private readonly decide: BotDecide | null,
    private readonly seats: BotSeats,
  ) {
    this.salt = Math.floor(randomUnit(random) * 0x1000000);
  }

  /** Re-plans every bot seat against the current state. */
  update(botSeats: number[]): void {
    if (!this.decide) return;
    for (const seat of botSeats) this.plan(seat);
  }

  clear(): void {
    for (const { timer } of this.pending.values()) this.clock.clearTimeout(timer);
    this.pending.clear();
    this.done.clear();
  }

  private plan(seat: number): void {
    const intent = this.intentFor(seat);
    const key = intent ? intent.key : null;
    const current = this.pending.get(seat);
    if (current && current.key === key) return;
    if (current) this.clock.clearTimeout(current.timer);
    this.pending.delete(seat);
    if (!intent || this.done.get(seat) === intent.key) return;
    const human = MIN_DELAY_MS + Math.round(randomUnit(this.random) * (MAX_DELAY_MS - MIN_DELAY_MS));
    // Never so slow that a short (rehearsal-scaled) timer runs out first.
    const deadline = intent.deadline;
    const delay = deadline === null ? human : Math.min(human, Math.max(0, Math.floor((deadline - this.clock.now()) * 0.6)));
    const timer = this.clock.setTimeout(() => this.fire(seat, intent.key), delay);
    this.pending.set(seat, { key: intent.key, timer });
  }

  private fire(seat: number, key: string): void {
    this.pending.delete(seat);
    // Decide again on the view of now: the phase may have moved on since.
    const intent = this.intentFor(seat);
    if (!intent || intent.key !== key) return;
    this.done.set(seat, key);
    this.seats.act(seat, intent.intent);
  }

  private intentFor(seat: number): { intent: Intent; key: string; deadline: number | null } | null {
    const view = this.seats.view(seat);
    // A player waits for the narrator to finish ("the floor goes to…") before he acts: no line is cut.
    if (!view || !this.decide || view.phase.narrating) return null;
    // Seeded per phase and seat, so deciding again on the same view gives the same answer.
    const rng = { rng: (view.phase.seq * 7919 + seat * 104729 + this.salt) | 0 };
    const action = this.decide(view, rng);
    if (!action) return null;
    // The host binds the seat itself, as for a phone.
    const { seat: _ignored, ...intent } = action;
    return { intent: intent as Intent, key: `${view.phase.seq}:${JSON.stringify(intent)}`, deadline: view.phase.deadline };
  }
}
