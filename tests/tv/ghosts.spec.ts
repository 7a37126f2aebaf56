/**
 * @everyone The ghosts' game and the notes over the real stack: a
 * real TV and one real phone over WebRTC on loopback, bots in the other
 * seats. The phone keeps a private note, the TV removes its player by day,
 * the ghost marks two seats; at game over the TV's story ends with the
 * ghosts' page, scored from the revealed cards. The phone's own frames, as
 * they left it, carry the marks and nothing of the note. That the marks reach
 * no phone and are refused at night is src/host/ghosts.test.ts (in-memory,
 * every frame); the scoring is src/engine/ghosts.test.ts.
 */
import { expect, test } from '@playwright/test';
import { closeAll, configure, fillWithBots, joinPhone, openTv, shortTimers, skipUntil, startGame, tvHost, tvState } from '../support/party';
import { sentFrames } from '../support/wire';

const SECRET = 'zq7 quiet at the vote';

test.describe("@everyone the ghosts' game", () => {
  test("a ghost's marks go to the TV alone and are scored at game over; a note never leaves the phone", async ({ browser }) => {
    const started = Date.now();
    const tv = await openTv(browser, { viewport: { width: 1280, height: 720 } });
    const phone = await joinPhone(browser, tv.joinUrl, 'Anna', { tap: true });
    try {
      await configure(tv, { timers: shortTimers() });
      await fillWithBots(tv);
      await startGame(tv);
      const { page } = phone;

      // A private note, written on the phone during the game.
      await page.getByTestId('notes-open').click();
      await page.getByTestId('note-2-suspect').click();
      await page.getByTestId('note-2-text').fill(SECRET);
      await page.getByTestId('notes-close').click();

      // By day the TV removes Anna (seat 1): her phone is a ghost's, and offers the marks.
      await skipUntil(tv, (game) => game.phase.name === 'speech');
      await tvHost(tv, { type: 'remove', seat: 1 });
      await expect(page.getByTestId('ghost-marks')).toBeVisible();
      await page.getByTestId('ghost-3').click();
      await page.getByTestId('ghost-5').click();
      await expect(page.getByTestId('ghost-count')).toHaveText('Marked: 2');
      // Nothing of them on the TV during the game.
      await expect.poll(async () => (await tvState(tv.page)).ghosts).toEqual([]);
      await expect(tv.page.getByTestId('ghost-line')).toHaveCount(0);

      await tvHost(tv, { type: 'endGame' });
      await expect.poll(async () => (await tvState(tv.page)).game?.phase.name).toBe('gameOver');
      const state = await tvState(tv.page);
      const black = state.game!.reveal!.roles.filter((r) => r.role === 'mafia' || r.role === 'don').map((r) => r.seat);
      const right = [3, 5].filter((seat) => black.includes(seat)).length;
      expect(state.ghosts).toEqual([{ seat: 1, marked: [3, 5], day: 1, right, wrong: 2 - right, black: black.length }]);

      // The story's last page: the ghosts' guesses.
      await tv.page.getByTestId('recap-skip').click();
      for (let i = 0; i < 12 && !(await tv.page.getByTestId('ghost-line').isVisible()); i++) await tv.page.keyboard.press('ArrowRight');
      await expect(tv.page.getByTestId('ghost-line')).toHaveCount(1);
      await expect(tv.page.getByTestId('ghost-score')).toHaveText(`${right} of ${black.length} found · ${2 - right === 0 ? 'no wrong mark' : `${2 - right} wrong`} · since day 1`);
      await tv.page.screenshot({ path: 'test-results/everyone-ghosts.png' });

      // What the phone sent: the marks, whole at each change; of the note, nothing.
      const sent = await sentFrames(page);
      expect(sent.filter((frame) => (frame as { t?: string }).t === 'predict')).toEqual([
        { t: 'predict', marked: [3] },
        { t: 'predict', marked: [3, 5] },
      ]);
      expect(JSON.stringify(sent)).not.toContain('zq7');
      // And the note is gone from the phone at game over.
      await expect(page.getByTestId('game-over')).toBeVisible();
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('citysleeps.notes.')))).toEqual([]);
      console.log(`  ⏱ ghosts' game over the real stack: ${Date.now() - started} ms`);
    } finally {
      await closeAll(phone.context, tv.context);
    }
  });
});
