// A TV that reloads and finds a saved game it cannot read (another version of
// the app wrote it, or the record is damaged) opens a fresh room and tells the
// host why the game is gone, instead of silently showing an empty lobby.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { lobbyRoom } from '../support/party';

const SHOTS = path.resolve('tests/screenshots/save-refused');

for (const [locale, line] of [
  ['en-US', 'The saved game could not be read'],
  ['ru-RU', 'Сохранённую игру не удалось прочитать'],
] as const) {
  test(`${locale}: an unreadable saved game gives a fresh room and says so`, async ({ browser }) => {
    mkdirSync(SHOTS, { recursive: true });
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('new-game').click();
    const before = await lobbyRoom(page);
    await expect(page.getByTestId('host-notice')).toHaveCount(0);

    // The saved record, as a newer version of the app might have left it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('citysleeps', 1);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const store = open.result.transaction('host', 'readwrite').objectStore('host');
            const get = store.get('current');
            get.onsuccess = () => {
              const put = store.put({ ...get.result, version: 9 }, 'current');
              put.onsuccess = () => resolve();
              put.onerror = () => reject(put.error);
            };
          };
        }),
    );
    await page.reload();
    // Home, as a TV with nothing saved, and the reason the game is gone.
    const notice = page.getByTestId('host-notice');
    await expect(notice).toContainText(line);
    await expect(page.getByTestId('new-game')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `${locale}.png`) });
    await page.getByTestId('host-notice-ok').click();
    await expect(notice).toHaveCount(0);
    await page.getByTestId('new-game').click();
    expect((await lobbyRoom(page)).roomCode).not.toBe(before.roomCode);
    await context.close();
  });
}
