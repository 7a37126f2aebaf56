// Real phones that play by themselves: each reads its own SeatView from its
// screen's snapshot, asks the engine's practice bot what a sensible player
// would do, and sends it through the phone's own session (`controls.act`, the
// call its buttons make) — over the real network, as a player's tap would.
// For tests that need whole games played quickly, not for testing the screens.
import type { Page } from '@playwright/test';
import { botIntent } from '../../src/engine/bots';
import { seedRng } from '../../src/engine/rng';
import type { SeatView } from '../../src/engine/types';

export interface AutoplayOptions {
  /** Stop when this says so (checked between rounds of moves). */
  until: () => Promise<boolean>;
  /** Give up after this long (ms). */
  timeout: number;
  seed?: number;
  /** Pause between rounds of moves. */
  intervalMs?: number;
}

async function viewOf(page: Page): Promise<SeatView | null> {
  return page.evaluate(() => {
    const app = document.querySelector('phone-app') as (Element & { snapshot: { view: unknown } | null }) | null;
    return (app?.snapshot?.view ?? null) as never;
  });
}

/** Plays every phone until `until()`; resolves with the number of intents sent. */
export async function autoplay(pages: Page[], options: AutoplayOptions): Promise<number> {
  const rng = seedRng(options.seed ?? 1);
  const lastSent = new Map<Page, string>();
  const end = Date.now() + options.timeout;
  let sent = 0;
  while (!(await options.until())) {
    if (Date.now() > end) {
      const phases = await Promise.all(pages.map(async (page) => (await viewOf(page))?.phase));
      const where = phases.map((p) => (p ? `${p.name}${p.nightStep ? `/${p.nightStep}` : ''} day ${p.day}` : 'no view'));
      throw new Error(`autoplay: not done after ${options.timeout} ms (${sent} intents sent); the phones show: ${where.join(', ')}`);
    }
    for (const page of pages) {
      const view = await viewOf(page);
      if (!view || view.phase.name === 'gameOver' || view.phase.paused) continue;
      // Town phones also send idle night suspicions (the 'random' style); the black team plays to win.
      const style = view.side === 'mafia' ? 'sensible' : 'random';
      const action = botIntent(view, rng, style);
      if (!action) continue;
      const { seat: _own, ...intent } = action;
      const key = `${view.phase.seq}:${JSON.stringify(intent)}`;
      if (lastSent.get(page) === key) continue; // the view has not caught up with it yet
      lastSent.set(page, key);
      sent++;
      await page.evaluate((move) => {
        const app = document.querySelector('phone-app') as Element & { controls: { act(intent: unknown): void } };
        app.controls.act(move);
      }, intent);
    }
    await pages[0]!.waitForTimeout(options.intervalMs ?? 250);
  }
  return sent;
}
