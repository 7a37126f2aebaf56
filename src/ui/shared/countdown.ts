/** A phase's countdown, the same on the TV and the phone. */

/** Remaining ms of a phase now, or null when it has no timer. Paused, or the narrator still reading: the whole time waits, unmoving. */
export function remainingOf(phase: { paused: boolean; deadline: number | null; remainingMs: number | null }, now = Date.now()): number | null {
  if (phase.paused || phase.deadline === null) return phase.remainingMs;
  return Math.max(0, phase.deadline - now);
}

/** m:ss for a countdown, the seconds rounded up (0:00 only when time is up). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
