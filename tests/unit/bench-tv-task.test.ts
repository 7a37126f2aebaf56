import { describe, expect, it } from 'vitest';
import { coreWaitWithin } from '../../bench/bench-tv-task';

/** Samples every millisecond from `from`, the waits summed so far at each (the kernel adds a wait as it ends). */
function samples(from: number, waited: number[]): { at: number[]; waitedMs: number[] } {
  return { at: waited.map((_, i) => from + i), waitedMs: waited };
}

describe("the TV task's waits for a core", () => {
  it('takes off a wait that ended inside the task', () => {
    // Task 100 → 110; a 6 ms wait added at 106, sampled at 107.
    const waits = samples(100, [50, 50, 50, 50, 50, 50, 50, 56, 56, 56, 56, 56, 56]);
    expect(coreWaitWithin(waits, 100, 110)).toBe(6);
  });

  it('never takes off the wait before the task began, added just before it', () => {
    // The thread waited 20 ms, got its core at 99.8 and began the task at 100: the sample at 100 holds that wait.
    const waits = samples(99, [30, 50, 50, 50, 50, 50]);
    expect(coreWaitWithin(waits, 100, 103)).toBe(0);
  });

  it('counts a wait just before the end from the first sample after it, less the time after the end', () => {
    // Task 100 → 105.5; a 4 ms wait added at 105.3, seen by the sample at 106, half a ms after the end.
    const waits = samples(100, [0, 0, 0, 0, 0, 0, 4, 4]);
    expect(coreWaitWithin(waits, 100, 105.5)).toBe(3.5);
  });

  it('leaves everything in where no sample falls inside the task', () => {
    const waits = { at: [90, 120], waitedMs: [0, 25] };
    expect(coreWaitWithin(waits, 100, 110)).toBe(0);
  });

  it('after a late sample takes off only what must have been waited inside', () => {
    // The sampler stalled: the first sample after the task's end (110) comes at 125, 20 ms more waited;
    // at most 15 of them can have been after the end.
    expect(coreWaitWithin({ at: [101, 102, 125], waitedMs: [0, 0, 20] }, 100, 110)).toBe(5);
    expect(coreWaitWithin({ at: [101, 102, 125], waitedMs: [0, 0, 12] }, 100, 110)).toBe(0);
  });
});
