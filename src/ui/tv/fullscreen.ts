/** Full screen for the whole TV page; quietly nothing where the browser refuses. */
export function toggleFullscreen(): void {
  try {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  } catch {
    // Some TV browsers have no Fullscreen API; their own menu does it.
  }
}
