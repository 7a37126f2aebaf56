/**
 * A practice game as a guest lives it: one person's phone and ten bots
 * (City, 11 seats), the TV in Russian or English. The bots speak: the TV
 * shows each statement while the narrator reads it. Each statement's screen
 * is shot (tests/screenshots/practice/, git-ignored) with its caption, and
 * must name no card beyond the claim the bot made aloud.
 *
 * `CS_PRACTICE_SHOTS=1` runs it (about a minute and a half a language): it
 * takes pictures to look at. The statement itself is tested where it lives
 * (engine/statements.test.ts, engine/bots.test.ts, host/bots.test.ts) and its
 * screen in the layout audit (tests/tv/screens.spec.ts, `speech-claim`).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { closeAll, configure, fillWithBots, joinPhone, openTv, shortTimers, startGame, tvState } from '../support/party';
import { layoutFindings } from './layout-audit';

const SHOTS = path.resolve('tests/screenshots/practice');

test.describe('@practice a practice game with one person and ten bots', () => {
  test.skip(!process.env.CS_PRACTICE_SHOTS, 'set CS_PRACTICE_SHOTS=1 to take the pictures');
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  for (const lang of ['ru', 'en'] as const) {
    test(`${lang}: the bots' statements on the TV and in the narration`, async ({ browser }) => {
      test.setTimeout(240_000);
      const tv = await openTv(browser, { viewport: { width: 1280, height: 720 } });
      await tv.page.evaluate((next) => {
        const app = document.querySelector('tv-app') as Element & { settings: { lang: string } };
        const settings = { ...app.settings, lang: next };
        app.settings = settings;
        app.dispatchEvent(new CustomEvent('tv-settings-change', { detail: settings, bubbles: true, composed: true }));
      }, lang);
      const phone = await joinPhone(browser, tv.joinUrl, lang === 'ru' ? 'Анна' : 'Anna');
      // Speeches long enough for a statement to be read and seen.
      await configure(tv, { preset: 'city', players: 11, timers: shortTimers({ speech: 20, justification: 10, farewell: 10 }) });
      await fillWithBots(tv);
      await startGame(tv);

      const seen = new Set<string>();
      const started = Date.now();
      while (seen.size < 6 && Date.now() - started < 200_000) {
        const game = (await tvState(tv.page)).game;
        if (!game || game.phase.name === 'gameOver') break;
        const said = game.said.find((x) => x.seat === game.phase.speaker && x.seq === game.phase.seq);
        const key = said ? `${said.day}-${said.seat}-${said.statement.kind}` : '';
        if (said && !seen.has(key)) {
          seen.add(key);
          const panel = tv.page.locator('[data-testid="said"]');
          await expect(panel).toBeVisible();
          // The caption has caught up with the statement: the narrator reads it.
          await tv.page.waitForTimeout(400);
          await tv.page.screenshot({ path: path.join(SHOTS, `${lang}-${String(seen.size).padStart(2, '0')}-${game.phase.name}-${said.statement.kind}.png`) });
          expect(await layoutFindings(tv.page), key).toEqual([]);
        }
        await tv.page.waitForTimeout(150);
      }
      expect(seen.size, 'the bots said something').toBeGreaterThan(2);
      await closeAll(phone.context, tv.context);
    });
  }
});
