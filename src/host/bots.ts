/**
 * Practice mode: bots sit in seats with no phone. After every change the host
 * asks the engine's bot helper what each bot does, given only that bot's own
 * seat view (a bot knows what a player would), and sends it as an intent after
 * a short human-like pause. A bot that misses a deadline simply has no choice,
 * like a player who looked away. A bot waits out a pause and the narrator, as a
 * player does; an intent counts as made only once the engine took it, and a
 * refused one is tried again a few times (once, a bot refused while paused
 * never spoke again, and its turn ran its whole minute).
 *
 * Each bot seat has a mind for the game (engine/bot-mind.ts): a
 * personality and first impressions drawn from a seed, and a record of what it
 * heard at the table — statements, nominations, last guesses, revealed checks,
 * the whole game, from the engine's log of what was said aloud (public: the
 * narrator said it to the room) — and the table's shared first impression of
 * each seat (drawn from the table's salt, telling nothing of cards). The log
 * is part of the saved game, so a driver built anew after a TV reload knows
 * every earlier day as the old one did. A bot never sees more than its phone
 * would and everyone heard; the minds are dropped with the game (`clear`).
 */
import type { Aloud, SeatView, Setup } from '../engine/types';
import { drawImpression, emptyRecord, hearAloud, newMind, type BotMind } from '../engine/bot-mind';
import { checkerOf } from '../engine/statements';
import { seedRng } from '../engine/rng';
import { randomUnit, type Clock, type RandomBytes, type TimerId } from '../base/clock';
import type { SeatIntent } from '../protocol/vocabulary';
import type { BotDecide } from './engine';

const MIN_DELAY_MS = 700;
const MAX_DELAY_MS = 2500;
/**
 * After its statement a bot holds the floor while the narrator reads it (a
 * claim with its findings takes longest), as a speaker finishes his sentence
 * before he says «спасибо». Never past the turn's time (see `plan`).
 */
const SAID_HOLD_MS = { claim: 6500, suspect: 4000, defend: 2500 } as const;
/** Tries of one intent in one phase: enough for a refusal that passes, few enough that a rule's 'no' ends it. */
const MAX_TRIES = 3;

export interface BotSeats {
  view(seat: number): SeatView | null;
  /** Applies the intent for the seat; returns a rejection code or null. */
  act(seat: number, intent: SeatIntent): unknown;
  /** The game's setup, public at the table (which checker a bot may claim to be). */
  setup?(): Setup | null;
  /** What was said aloud at the table the whole game (the engine's log; public), or null with no game. */
  aloud?(): Aloud | null;
  /**
   * The game's own salt for its bots, saved with the game (public, drawn apart
   * from the cards' seed), or null: a TV reloaded mid-game keeps the same bots,
   * and each game gets new ones. Without it, the driver's own.
   */
  salt?(): number | null;
}

interface Pending {
  key: string;
  timer: TimerId;
}

/** A log shorter than what the mind heard is another game's (a game's log only grows). */
function shrank(heard: Aloud, aloud: Aloud): boolean {
  return aloud.said.length < heard.said.length || aloud.nominations.length < heard.nominations.length || aloud.lastGuesses.length < heard.lastGuesses.length || aloud.revealedChecks.length < heard.revealedChecks.length;
}

export class BotDriver {
  private readonly pending = new Map<number, Pending>();
  /** Intents the engine took, per seat, so an unchanged view does not make a bot repeat itself. */
  private readonly done = new Map<number, string>();
  /** Refusals of the seat's current intent, so a rule's 'no' is not asked again forever. */
  private readonly refused = new Map<number, { key: string; count: number }>();
  /** Mixed into each bot's seed when the game has none of its own (`BotSeats.salt`). */
  private readonly ownSalt: number;
  /** Each bot seat's mind for this game, and the day it last heard the table (a day going back is a new game). */
  private readonly minds = new Map<number, { mind: BotMind; day: number }>();
  /** When each bot's last statement ends being read (clock ms), so it does not talk over the narrator. */
  private readonly floor = new Map<number, number>();
  /** A statement the engine refused: the seat's turn (`seq`) goes on without one, to its «спасибо». */
  private readonly muted = new Map<number, number>();

  constructor(
    private readonly clock: Clock,
    private readonly random: RandomBytes,
    private readonly decide: BotDecide | null,
    private readonly seats: BotSeats,
  ) {
    this.ownSalt = Math.floor(randomUnit(random) * 0x1000000);
  }

  /** Mixed into each bot's seed, so two games do not replay the same bot choices, and a reload changes none. */
  private get salt(): number {
    const own = this.seats.salt?.();
    // Mixed, so the bots' draws share nothing with the narrator's, which start from the same number.
    return own == null ? this.ownSalt : (Math.imul(own ^ 0x5bd1e995, 0x27d4eb2d) >>> 8);
  }

  /** Re-plans every bot seat against the current state. */
  update(botSeats: number[]): void {
    if (!this.decide) return;
    const aloud = botSeats.length ? (this.seats.aloud?.() ?? null) : null;
    for (const seat of botSeats) {
      this.hear(seat, aloud);
      this.plan(seat);
    }
  }

  clear(): void {
    for (const { timer } of this.pending.values()) this.clock.clearTimeout(timer);
    this.pending.clear();
    this.done.clear();
    this.refused.clear();
    this.minds.clear();
    this.floor.clear();
    this.muted.clear();
  }

  /** The seat's mind hears what was said aloud at the table (a new game: a new mind). */
  private hear(seat: number, aloud: Aloud | null): void {
    const view = this.seats.view(seat);
    if (!view) return;
    const players = view.seats.length;
    let entry = this.minds.get(seat);
    if (!entry || entry.mind.gut.length !== players + 1 || view.phase.day < entry.day || (aloud && shrank(entry.mind.record!, aloud))) {
      const record = emptyRecord();
      // Drawn from the table's salt alone, so every bot at this table shares it.
      record.impression = drawImpression(players, seedRng(this.salt));
      const setup = this.seats.setup?.();
      record.checker = setup ? checkerOf(setup) : null;
      entry = { mind: newMind(players, seedRng(this.salt ^ Math.imul(seat, 0x9e3779b1)), record), day: 0 };
      this.minds.set(seat, entry);
    }
    entry.day = view.phase.day;
    if (aloud) hearAloud(entry.mind.record!, aloud);
  }

  private plan(seat: number): void {
    const intent = this.intentFor(seat);
    const key = intent ? intent.key : null;
    const current = this.pending.get(seat);
    if (current && current.key === key) return;
    if (current) this.clock.clearTimeout(current.timer);
    this.pending.delete(seat);
    if (!intent || this.done.get(seat) === intent.key || this.triesOf(seat, intent.key) >= MAX_TRIES) return;
    const held = Math.max(0, (this.floor.get(seat) ?? 0) - this.clock.now());
    const human = Math.max(held, MIN_DELAY_MS + Math.round(randomUnit(this.random) * (MAX_DELAY_MS - MIN_DELAY_MS)));
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
    // Marked before acting: an accepted intent re-plans every bot at once, and this one must not plan it again.
    this.done.set(seat, key);
    // Likewise the floor: the bot's next intent is planned inside `act`.
    const floor = this.floor.get(seat);
    if (intent.intent.type === 'say') this.floor.set(seat, this.clock.now() + SAID_HOLD_MS[intent.intent.statement.kind]);
    const refusal = this.seats.act(seat, intent.intent);
    if (refusal === null || refusal === undefined) {
      this.refused.delete(seat);
      return;
    }
    if (floor === undefined) this.floor.delete(seat);
    else this.floor.set(seat, floor);
    this.done.delete(seat);
    // A statement is the bot's own idea, not a rule: refused, the turn goes on without it.
    if (intent.intent.type === 'say') this.muted.set(seat, Number(key.split(':')[0]));
    // Refused (a clock that ran out between plan and act, a race with the host): after
    // another human pause, on the view of then, unless it was refused too often.
    this.refused.set(seat, { key, count: this.triesOf(seat, key) + 1 });
    this.plan(seat);
  }

  private triesOf(seat: number, key: string): number {
    const refused = this.refused.get(seat);
    return refused && refused.key === key ? refused.count : 0;
  }

  private intentFor(seat: number): { intent: SeatIntent; key: string; deadline: number | null } | null {
    const view = this.seats.view(seat);
    // A player waits for the narrator to finish ("the floor goes to…") before he acts: no line is cut.
    // Nor does he act while the game is paused: the engine would refuse it.
    if (!view || !this.decide || view.phase.narrating || view.phase.paused) return null;
    // Seeded per phase and seat, so deciding again on the same view gives the same answer.
    const rng = { rng: (view.phase.seq * 7919 + seat * 104729 + this.salt) | 0 };
    let action = this.decide(view, rng, this.minds.get(seat)?.mind);
    if (action?.type === 'say' && this.muted.get(seat) === view.phase.seq) action = { type: 'thankYou', seat };
    if (!action) return null;
    // The host binds the seat itself, as for a phone.
    const { seat: _ignored, ...intent } = action;
    return { intent: intent as SeatIntent, key: `${view.phase.seq}:${JSON.stringify(intent)}`, deadline: view.phase.deadline };
  }
}
