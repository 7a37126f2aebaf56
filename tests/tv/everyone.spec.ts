/**
 * @everyone Pace and setups, in a real TV on loopback: a pace
 * chosen with the remote's arrows and Enter, its times in the timers, one
 * timer changed (the pace becomes the table's own), the setup saved by name
 * and a game started from it in one step with the engine's timers; the game
 * over kept in the TV's history (IndexedDB), once, through a reload; then
 * deleted. One real phone sits at the table: "same players, new seats" moves
 * it, and its phone shows the new seat; its name in the history shows its
 * record. Pace values, saved-setup checks, the shuffle's fairness and the
 * records' sums are unit tests (src/engine/pace.test.ts, src/host/*.test.ts).
 *
 * `CS_EVERYONE_SHOTS=1` also takes the new screens at 1280×720 and 1920×1080
 * in Russian and English (tests/screenshots/everyone/), each through the
 * layout audit.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fillWithBots, joinPhone, openTv, tvHost, tvState } from '../support/party';
import { layoutFindings } from './layout-audit';

/** The data-testid (or text) of the element focused now, through the shadow roots. */
async function focused(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return null;
    return el.getAttribute('data-testid') ?? el.textContent?.trim() ?? null;
  });
}

async function pressUntil(page: Page, key: string, testid: string, limit = 20): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if ((await focused(page)) === testid) return;
    await page.keyboard.press(key);
  }
  expect(await focused(page)).toBe(testid);
}

/** From the game over or the lobby to the history page, as the host goes: lobby, home, history. */
async function toHistory(page: Page): Promise<void> {
  if (await page.getByTestId('to-lobby').isVisible()) await page.getByTestId('to-lobby').click();
  await expect(page.getByTestId('start')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('history').click();
  await expect(page.getByTestId('history-list')).toBeVisible();
}

test.describe('@everyone pace and setups', () => {
  test('a pace by remote, a timer of its own, a saved setup started in one step, new seats, the game and a player kept in the history', async ({ browser }) => {
    const tv = await openTv(browser, { viewport: { width: 1280, height: 720 } });
    const { page } = tv;
    const anna = await joinPhone(browser, tv.joinUrl, 'Anna');
    await fillWithBots(tv);

    await page.getByTestId('change-setup').click();
    await expect.poll(() => focused(page)).toBe('preset-classic');
    await expect(page.getByTestId('pace-club')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('pace-relaxed-row')).toHaveText(/^\s*Relaxed\s*1:30\s*1:30\s*20 s\s*40\/20 s\s*$/);
    await pressUntil(page, 'ArrowDown', 'pace-relaxed');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pace-relaxed')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('timer-speech-value')).toHaveText('90 s');
    await expect(page.getByTestId('timer-vote-value')).toHaveText('20 s');

    // One timer changed: the pace is the table's own; then the quick pace, by a press.
    await page.getByTestId('timer-vote-more').click();
    await expect(page.getByTestId('pace-own')).toBeVisible();
    await expect(page.locator('[data-testid^="pace-"][aria-pressed="true"]')).toHaveCount(0);
    await page.getByTestId('pace-quick').click();
    await expect(page.getByTestId('timer-speech-value')).toHaveText('30 s');
    await expect(page.getByTestId('pace-own')).toHaveCount(0);

    await page.getByTestId('saved-setups-open').click();
    await expect(page.getByTestId('saved-setups-none')).toBeVisible();
    await expect(page.getByTestId('setup-name')).toHaveValue('Classic · 10 · quick pace');
    await page.getByTestId('setup-name').fill('Friday club');
    await page.getByTestId('setup-save').click();
    await expect(page.getByTestId('saved-setup-name')).toHaveText(['Friday club']);

    // Same players, new seats: the same ten names, in another order, and Anna's phone shows her new seat.
    const seating = async () => (await tvState(page)).seats.map((seat) => seat.name);
    const before = await seating();
    // One shuffle in 10! keeps the order: then the host presses again.
    await expect(async () => {
      await page.getByTestId('new-seats').click();
      expect(await seating()).not.toEqual(before);
    }).toPass();
    const after = await seating();
    expect(after).not.toEqual(before);
    expect([...after].sort()).toEqual([...before].sort());
    await expect(anna.page.getByTestId('seat-number')).toHaveText(String(after.indexOf('Anna') + 1));

    // Another setup now; the saved one brings its rules and times back and deals at once.
    await page.evaluate(() => {
      const app = document.querySelector('tv-app') as Element & { snapshot: { setup: object }; controls: { updateSetup(setup: object): void } };
      app.controls.updateSetup({ ...app.snapshot.setup, optionalRoles: [], timerScale: 1 });
    });
    await page.getByTestId('saved-setup-play-0').click();
    await expect.poll(async () => (await tvState(page)).game?.phase.name ?? null).toBe('deal');
    const setup = (await tvState(page)).setup;
    expect(setup).toMatchObject({ preset: 'classic', players: 10, optionalRoles: ['commissar', 'doctor'] });
    expect(setup.timers).toMatchObject({ speech: 30, vote: 10, mafia: 20, nightRole: 10 });

    await tvHost(tv, { type: 'skip' });
    await expect.poll(async () => (await tvState(page)).game?.phase.name ?? null).toBe('night');
    await tvHost(tv, { type: 'endGame' });
    await page.getByTestId('recap-skip').click();
    await expect(page.getByTestId('to-lobby')).toBeVisible();
    await toHistory(page);
    await expect(page.getByTestId('history-game')).toHaveCount(1);
    await expect(page.getByTestId('story-winner')).toHaveText('Ended by the host');
    await expect(page.getByTestId('story-players').getByTestId('story-player')).toHaveCount(10);
    await expect(page.getByTestId('story-timeline')).toContainText('Night 1');
    // A player's name shows her record on this TV: one game, no win (the host ended it), her card.
    await expect(page.getByTestId('player-record')).toHaveCount(0);
    await page.getByTestId('story-player').filter({ hasText: 'Anna' }).click();
    await expect(page.getByTestId('player-record')).toContainText('Anna: 1 game, 0 wins');
    await expect(page.getByTestId('player-record')).toContainText(/Cards: \w+/);
    await page.screenshot({ path: 'test-results/everyone-history.png' });

    // Kept in IndexedDB, once: a reload at game over shows the same one game.
    await page.reload();
    // The reloaded TV goes back to its room's lobby (its players are seated).
    await toHistory(page);
    await expect(page.getByTestId('history-game')).toHaveCount(1);
    await page.getByTestId('story-delete').click();
    await expect(page.getByTestId('history-none')).toBeVisible();
    await expect(page.getByTestId('history-game')).toHaveCount(0);
    await Promise.all([tv.context.close(), anna.context.close()]);
  });
});

/**
 * The new screens from the preview's fixtures: the setup with its paces (classic and City), the
 * saved setups and the history (fed from the game-over fixture's final view), both languages, both sizes.
 */
test.describe('@everyone screenshots of pace, setups and history', () => {
  test.skip(!process.env.CS_EVERYONE_SHOTS, 'set CS_EVERYONE_SHOTS=1 to take them');
  const SHOTS = path.resolve('tests/screenshots/everyone');
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  for (const viewport of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
    for (const lang of ['ru', 'en'] as const) {
      test(`${lang} ${viewport.width}×${viewport.height}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const shot = async (name: string) => {
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          await page.screenshot({ path: path.join(SHOTS, `${name}-${lang}-${viewport.height}.png`), animations: 'disabled', caret: 'hide' });
          expect(await layoutFindings(page), name).toEqual([]);
        };
        for (const screen of ['setup', 'setup-city']) {
          await page.goto(`/?tvpreview=${screen}&lang=${lang}&players=11&long=1`);
          await expect(page.getByTestId('pace-club')).toBeVisible();
          // The remote's focus on a pace, as a host sees it from the sofa (a key first: focus shows as a remote's).
          await page.keyboard.press('ArrowDown');
          await page.getByTestId('pace-relaxed').focus();
          await shot(screen);
        }
        await page.goto(`/?tvpreview=game-over&lang=${lang}&players=11&long=1`);
        await expect(page.locator('tv-app header')).toBeVisible();
        await page.evaluate(() => {
          type App = Element & { snapshot: { game: { setup: { preset: string } } | null; setup: object }; memory: unknown; page: string };
          const app = document.querySelector('tv-app') as App;
          const view = app.snapshot.game!;
          const day = 86_400_000;
          const at = Date.UTC(2026, 11, 4, 19, 30);
          app.memory = {
            stories: [0, 1, 2].map((i) => ({ id: `g${i}`, endedAt: at - i * day, bots: [], view })),
            setups: [
              { name: 'Пятничный клуб', setup: app.snapshot.setup, savedAt: at },
              { name: 'City · 11 · club pace', setup: view.setup, savedAt: at - day },
            ],
          };
          app.snapshot = { ...app.snapshot, game: null };
          app.page = 'history';
        });
        await expect(page.getByTestId('history-game')).toHaveCount(3);
        await page.getByTestId('story-player').first().click();
        await expect(page.getByTestId('player-record')).toBeVisible();
        await pressUntil(page, 'ArrowLeft', 'history-game', 6);
        await shot('history');
        await page.evaluate(() => ((document.querySelector('tv-app') as Element & { page: string }).page = 'setups'));
        await expect(page.getByTestId('saved-setup')).toHaveCount(2);
        await page.keyboard.press('ArrowDown');
        await shot('setups');
      });
    }
  }
});
