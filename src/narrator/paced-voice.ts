/**
 * A silent voice that says each utterance in a fraction of its spoken length:
 * the browser tests' narrator, where narration is not what is under test.
 *
 * It is a `Speaker` like the browser's and the built-in voice, so the queue
 * runs its one path — batches, cuts, the breath, `narrated(seq)` — and only
 * the length of each utterance changes, as the timer scale changes every
 * other clock of a test game. A TV gets it only when its page sets
 * `__csNarrationPace` before the app loads (tests/support/party.ts); the
 * speech tests (tests/speech) never do, and hear the real voices.
 */
import type { Clock, TimerId } from '../base/clock';
import type { Speaker } from './queue';
import { estimateMs } from './utterances';

export class PacedVoice implements Speaker {
  private timer: TimerId | null = null;

  constructor(
    private readonly clock: Clock,
    /** The share of each utterance's estimated spoken length it takes (0 < pace <= 1). */
    private readonly pace: number,
    private readonly rate: () => number,
  ) {}

  speak(text: string, events: { started(): void; ended(failed: boolean): void }): void {
    events.started();
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      events.ended(false);
    }, Math.round(estimateMs(text, this.rate()) * this.pace));
  }

  cancel(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}

/** The pace a test page asked for, or null: a real TV speaks at its voice's own pace. */
export function requestedPace(): number | null {
  const pace = (globalThis as { __csNarrationPace?: unknown }).__csNarrationPace;
  return typeof pace === 'number' && pace > 0 && pace <= 1 ? pace : null;
}
