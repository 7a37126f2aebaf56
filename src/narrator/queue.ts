/**
 * The narration queue: what the TV says, in order, never behind the game.
 *
 * Every engine step's lines arrive as one batch keyed by the phase's `seq`.
 * A newer seq cuts what is being said and drops what was not said yet (a line
 * of a phase that has ended is never read late); the same seq appends (a
 * warning, "+30 s"). When a batch has been said — its last utterance ended,
 * plus a breath — `narrated(seq)` fires, and the engine starts the step's
 * clock from then. It fires for every batch, also one that was cut or had
 * nothing to say, so the game never waits for the TV — except a pause's: the
 * engine holds the step's clock through the pause and has its lines said again
 * on Resume, so what a pause cuts was not said and is not reported.
 *
 * The queue hands the voice one utterance at a time (a sentence), so cutting
 * is clean and no utterance nears Chrome's ~15 s cut-off; a watchdog ends an
 * utterance that never ends. Without a voice (none, or muted) each line is
 * held for its estimated length, so captions and pacing stay the same.
 * No DOM here: the voice and the clock are given (tests use fakes).
 */
import type { Clock, TimerId } from '../base/clock';
import { estimateMs, splitUtterances } from './utterances';

/** One voice that says one utterance at a time. */
export interface Speaker {
  /** Says `text`; `started` when sound begins, `ended` exactly once (also after an error). */
  speak(text: string, events: { started(): void; ended(failed: boolean): void }): void;
  /** Stops the utterance in progress; its `ended` must not be reported afterwards. */
  cancel(): void;
}

export interface Line {
  /** Shown on screen while the line is said. */
  caption: string;
  /** Read aloud. */
  speech: string;
  /** Part of the table's record (a last guess): a newer batch does not cut it but waits behind it. */
  whole?: boolean;
}

export interface QueueHooks {
  /** The voice to use now, or null to hold each line for its estimate (no voice, muted). */
  speaker(): Speaker | null;
  /** False while the voice list or the built-in voice is still loading: lines wait (and a newer batch still drops them). */
  ready(): boolean;
  rate(): number;
  /** The line being said, or null when nothing is. */
  caption(line: Line | null): void;
  /** True from the first utterance of a run of lines to the end of the last (the music ducks). */
  speaking(on: boolean): void;
  narrated(seq: number): void;
  /** An utterance the watchdog had to end: the voice is likely broken. */
  stalled(): void;
}

export interface PlayOptions {
  /** Drop everything queued first, even in the same seq (mute, game over, the settings' test line). */
  cut?: boolean;
  /** Show the captions without saying or holding them. */
  silent?: boolean;
  /** The game is paused: cut and silent, and neither the cut batches nor this one are reported narrated. */
  paused?: boolean;
  /**
   * Called once when this batch has been said, cut or dropped (a screen paces
   * itself by it: the game-over reveal). A batch of no lines is called back once
   * everything queued before it has been said.
   */
  said?: () => void;
}

/** The breath after a batch, before the step's clock starts. */
export const BREATH_MS = 500;
/** An utterance that has not ended by its estimate times this, plus the grace, is ended by the watchdog. */
const WATCHDOG_FACTOR = 2.5;
const WATCHDOG_GRACE_MS = 3000;

interface Batch {
  seq: number;
  said: boolean;
  done: boolean;
  onDone?: () => void;
}

type Entry = { kind: 'line'; line: Line; parts: string[]; batch: Batch } | { kind: 'end'; batch: Batch };

export class NarrationQueue {
  private seq = -1;
  private entries: Entry[] = [];
  /** The utterance in progress and the voice saying it (cut through that voice even if the choice changed since). */
  private current: { entry: Entry; part: number; token: number; speaker: Speaker | null } | null = null;
  private timer: TimerId | null = null;
  private watchdog: TimerId | null = null;
  private token = 0;
  private speakingNow = false;
  /** The batch whose breath is running: said, not yet reported. */
  private breathing: Batch | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly hooks: QueueHooks,
  ) {}

  /** The seq of the newest batch. */
  get latestSeq(): number {
    return this.seq;
  }

  get busy(): boolean {
    return this.current !== null || this.entries.length > 0;
  }

  /** One engine step's lines (see `PlayOptions`). */
  play(seq: number, lines: Line[], options: PlayOptions = {}): void {
    // Steps arrive in order, so a lower seq is a new game: it cuts like a newer one.
    if (options.cut || options.paused) this.clear({ report: !options.paused });
    else if (seq !== this.seq) this.supersede();
    this.seq = seq;
    const batch: Batch = { seq, said: false, done: false, ...(options.said ? { onDone: options.said } : {}) };
    if (options.silent || options.paused) {
      const last = lines.at(-1);
      if (last) this.hooks.caption(last);
      if (options.paused) batch.done = true;
      else this.finish(batch);
      return;
    }
    for (const line of lines) {
      const parts = splitUtterances(line.speech);
      this.entries.push({ kind: 'line', line, parts: parts.length ? parts : [line.speech], batch });
    }
    this.entries.push({ kind: 'end', batch });
    this.pump();
  }

  /**
   * Drops everything queued and cuts the utterance in progress; every open batch
   * is reported narrated, unless `report` is false (a pause: the lines will be said again).
   */
  clear(options: { report?: boolean } = {}): void {
    const open = new Set<Batch>();
    if (this.current) open.add(this.current.entry.batch);
    if (this.breathing) open.add(this.breathing);
    this.breathing = null;
    for (const entry of this.entries) open.add(entry.batch);
    this.entries = [];
    const speaking = this.current?.speaker ?? null;
    this.current = null;
    this.token += 1;
    this.stopTimers();
    speaking?.cancel();
    for (const batch of open) {
      if (options.report === false) batch.done = true;
      else this.finish(batch);
    }
    this.setSpeaking(false);
  }

  /**
   * A newer step's lines: the older ones are dropped as by `clear()`, except a
   * line of the table's record (a last guess was once cut 1.7 s in when night
   * fell), which is said whole first; the newer lines and their clock wait behind it.
   */
  private supersede(): void {
    const whole = (entry: Entry): boolean => entry.kind === 'line' && entry.line.whole === true;
    const saying = this.current !== null && whole(this.current.entry);
    const kept = new Set(this.entries.filter(whole).map((entry) => entry.batch));
    if (!saying && kept.size === 0) return this.clear();
    if (saying) kept.add(this.current!.entry.batch);
    else if (this.current || this.breathing) {
      // A plain line (or a breath) in progress ends here; the record line queued after it is said next.
      const speaking = this.current?.speaker ?? null;
      const breathing = this.breathing;
      this.current = null;
      this.breathing = null;
      this.token += 1;
      this.stopTimers();
      speaking?.cancel();
      if (breathing) this.finish(breathing);
    }
    const dropped = this.entries.filter((entry) => !kept.has(entry.batch));
    this.entries = this.entries.filter((entry) => kept.has(entry.batch) && (entry.kind === 'end' || whole(entry)));
    for (const entry of dropped) this.finish(entry.batch);
    this.pump();
  }

  /** The voice became ready (voices loaded, built-in voice loaded): start what waits. */
  kick(): void {
    this.pump();
  }

  private pump(): void {
    if (this.current || this.timer !== null) return;
    const entry = this.entries[0];
    if (!entry) {
      this.setSpeaking(false);
      return;
    }
    if (entry.kind === 'end') {
      this.entries.shift();
      if (!entry.batch.said) {
        this.finish(entry.batch);
        this.pump();
        return;
      }
      // The breath: the clock of the next step starts after it, and the next line waits for it too.
      this.breathing = entry.batch;
      this.timer = this.clock.setTimeout(() => {
        this.timer = null;
        this.breathing = null;
        this.finish(entry.batch);
        this.pump();
      }, BREATH_MS);
      if (!this.entries.some((e) => e.kind === 'line')) this.setSpeaking(false);
      return;
    }
    if (!this.hooks.ready()) return;
    this.entries.shift();
    entry.batch.said = true;
    this.hooks.caption(entry.line);
    this.setSpeaking(true);
    this.say(entry, 0);
  }

  private say(entry: Extract<Entry, { kind: 'line' }>, part: number): void {
    const token = ++this.token;
    const speaker = this.hooks.speaker();
    this.current = { entry, part, token, speaker };
    const text = entry.parts[part]!;
    const estimate = estimateMs(text, this.hooks.rate());
    const next = (): void => {
      if (token !== this.token) return;
      this.stopTimers();
      if (part + 1 < entry.parts.length) return this.say(entry, part + 1);
      this.current = null;
      this.pump();
    };
    if (!speaker) {
      this.timer = this.clock.setTimeout(() => {
        this.timer = null;
        next();
      }, estimate);
      return;
    }
    this.watchdog = this.clock.setTimeout(() => {
      this.watchdog = null;
      if (token !== this.token) return;
      this.token += 1; // whatever the stuck utterance reports later is ignored
      speaker.cancel();
      this.hooks.stalled();
      this.current = null;
      if (part + 1 < entry.parts.length) this.say(entry, part + 1);
      else this.pump();
    }, estimate * WATCHDOG_FACTOR + WATCHDOG_GRACE_MS);
    try {
      speaker.speak(text, { started: () => undefined, ended: () => next() });
    } catch {
      next();
    }
  }

  private finish(batch: Batch): void {
    if (batch.done) return;
    batch.done = true;
    this.hooks.narrated(batch.seq);
    batch.onDone?.();
  }

  private stopTimers(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    if (this.watchdog !== null) this.clock.clearTimeout(this.watchdog);
    this.timer = null;
    this.watchdog = null;
  }

  private setSpeaking(on: boolean): void {
    if (on === this.speakingNow) return;
    this.speakingNow = on;
    this.hooks.speaking(on);
  }
}
