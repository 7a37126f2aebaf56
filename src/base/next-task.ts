interface PostTask {
  postTask(run: () => void, options: { priority: 'user-blocking' }): Promise<void>;
}

/**
 * Runs `run` in a task of its own, as soon as the page can run one: the
 * browser's own scheduler at its highest priority where it has one
 * (`scheduler.postTask`, 'user-blocking': ahead of timers, and of a paint
 * that is not yet due), else `fallback`. For work that must neither wait for
 * a paint nor hold one up.
 */
export function nextTask(run: () => void, fallback: (run: () => void) => void): void {
  const scheduler = (globalThis as { scheduler?: PostTask }).scheduler;
  if (scheduler?.postTask) void scheduler.postTask(run, { priority: 'user-blocking' });
  else fallback(run);
}
