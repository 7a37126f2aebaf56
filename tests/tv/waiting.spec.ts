/**
 * @everyone Who are we waiting for, and a player away, on the TV's
 * fixtures in real Chromium: once a vote's clock runs low the TV names the
 * seats still to vote; a voter whose phone is away is said at once, and a
 * speaker away too, with the host bar's Pause to wait for them. Nothing of it
 * at night. The rule of when (a vote's last five seconds, or its last third)
 * is a unit test (src/ui/tv/waiting.test.ts); the deal's count without names
 * is tests/tv/screens.spec.ts.
 *
 * `CS_EVERYONE_SHOTS=1` also takes them at 1280×720 and 1920×1080 in both
 * languages, through the layout audit (tests/screenshots/everyone/).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { layoutFindings } from './layout-audit';

type App = Element & { snapshot: { game: { phase: Record<string, unknown> } | null; seats: { seat: number; link: string; bot: boolean }[] } };

/** Changes the preview's game phase and the seats' links, as a new snapshot from the host would. */
async function patch(page: Page, phase: Record<string, unknown>, away: number[] = []): Promise<void> {
  await expect(page.locator('tv-app header')).toBeVisible();
  await page.waitForFunction(() => !!(document.querySelector('tv-app') as App | null)?.snapshot?.game);
  await page.evaluate(
    ([change, gone]) => {
      const app = document.querySelector('tv-app') as App;
      const game = app.snapshot.game!;
      const deadline = typeof change.inMs === 'number' ? Date.now() + change.inMs : game.phase.deadline;
      const { inMs: _, ...rest } = change;
      app.snapshot = {
        ...app.snapshot,
        seats: app.snapshot.seats.map((s) => ({ ...s, link: gone.includes(s.seat) ? 'away' : 'online' })),
        game: { ...game, phase: { ...game.phase, ...rest, deadline } },
      };
    },
    [phase, away] as const,
  );
}

test.describe('@everyone who are we waiting for, and a player away', () => {
  test('the vote names who has not voted once its clock runs low; a voter or a speaker away is said; never at night', async ({ page }) => {
    await page.goto('/?tvpreview=vote&lang=en');
    await expect(page.getByTestId('vote-progress')).toBeVisible();
    // Ten seats, seat 4 killed; 1, 3, 6, 8 voted: 2, 5, 7, 9, 10 have not.
    await patch(page, { inMs: 9000, voted: [1, 3, 6, 8] });
    await expect(page.getByTestId('vote-waiting')).toHaveCount(0);
    // The clock runs low by itself: the screen's own timer turns the hint into the names.
    await patch(page, { inMs: 5600, voted: [1, 3, 6, 8] });
    await expect(page.getByTestId('vote-waiting')).toHaveCount(0);
    await expect(page.getByTestId('vote-waiting')).toHaveText(/^Still to vote:\s*2\s*5\s*7\s*9\s*10$/, { timeout: 3000 });
    await page.screenshot({ path: 'test-results/everyone-waiting.png' });

    // A voter away is said at once, whatever the clock; one who voted is not.
    await patch(page, { inMs: 9000, voted: [1, 3, 6, 8] }, [6, 7]);
    await expect(page.getByTestId('voters-away')).toHaveText(/^Phone away, no ballot yet:\s*7$/);
    // Paused: the host is already waiting.
    await patch(page, { paused: true }, [7]);
    await expect(page.getByTestId('voters-away')).toHaveCount(0);

    // The speaker away: said, with the host bar's Pause, which the remote reaches.
    await page.goto('/?tvpreview=speech&lang=en');
    await expect(page.getByTestId('speaker')).toBeVisible();
    await expect(page.getByTestId('speaker-away')).toHaveCount(0);
    await patch(page, {}, [3]);
    await expect(page.getByTestId('speaker-away')).toHaveText('Their phone is away. The clock runs on; Pause waits for them.');
    await expect(page.getByTestId('pause')).toBeVisible();

    // At night nothing names anyone, however low the clock.
    await page.goto('/?tvpreview=night&lang=en');
    await expect(page.locator('tv-night')).toBeVisible();
    await patch(page, { inMs: 1500 }, [2, 5]);
    await expect(page.locator('tv-night')).toBeVisible();
    await expect(page.getByTestId(/^(vote-waiting|voters-away|speaker-away)$/)).toHaveCount(0);
  });
});

test.describe('@everyone screenshots of waiting and away', () => {
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
        await page.goto(`/?tvpreview=vote&lang=${lang}&long=1`);
        await patch(page, { inMs: 3000 });
        await expect(page.getByTestId('vote-waiting')).toBeVisible();
        await shot('vote-waiting');
        await patch(page, { inMs: 9000 }, [7]);
        await expect(page.getByTestId('voters-away')).toBeVisible();
        await shot('vote-away');
        await page.goto(`/?tvpreview=vote-many&lang=${lang}&players=17&long=1`);
        await patch(page, { inMs: 3000 });
        await expect(page.getByTestId('vote-waiting')).toBeVisible();
        await shot('vote-many-waiting');
        await page.goto(`/?tvpreview=speech&lang=${lang}&long=1`);
        await patch(page, {}, [3]);
        await expect(page.getByTestId('speaker-away')).toBeVisible();
        await shot('speech-away');
        // The game over's last page: the ghosts' guesses.
        await page.goto(`/?tvpreview=game-over-recap&lang=${lang}&long=1`);
        await expect(page.locator('tv-app header')).toBeVisible();
        await page.evaluate(() => {
          const app = document.querySelector('tv-app') as Element & { snapshot: object };
          app.snapshot = {
            ...app.snapshot,
            ghosts: [
              { seat: 4, marked: [5, 8], day: 2, right: 2, wrong: 0, black: 3 },
              { seat: 7, marked: [1, 2, 5, 9], day: 3, right: 1, wrong: 3, black: 3 },
            ],
          };
        });
        for (let i = 0; i < 12 && !(await page.getByTestId('ghost-line').first().isVisible()); i++) await page.keyboard.press('ArrowRight');
        await expect(page.getByTestId('ghost-line')).toHaveCount(2);
        // The narrator reads the first ghost's line: its caption is part of the picture.
        await expect(page.getByTestId('caption')).toContainText(lang === 'ru' ? 'угадано 2 из 3' : '2 of 3');
        await shot('ghosts');
      });
    }
  }
});
