/**
 * The TV's screens, rendered from fixtures (`/?tvpreview=<screen>`, see
 * src/ui/tv/preview-fixtures.ts): a screenshot of each at 1920×1080 (some
 * also at 1280×720) to tests/screenshots/tv-*.png, an axe check of each, and
 * a whole setup done with a TV remote's keys only.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const SHOTS = path.resolve('tests/screenshots');
/** Where the preview lives: the app's own page, or a temporary one while the app's boot is missing. */
const PREVIEW_PAGE = process.env.TV_PREVIEW_PAGE ?? '/';
const FIXED_TIME = new Date('2025-01-01T21:00:00Z');

const SCREENS = [
  'home', 'settings', 'lobby', 'lobby-ready', 'setup', 'setup-city', 'night', 'morning', 'morning-peaceful', 'speech',
  'discussion', 'vote', 'vote-result', 'justification', 'lot', 'eliminate-all', 'last-word-check', 'last-word-guess',
  'farewell', 'game-over', 'pause',
];
const SMALL = ['home', 'lobby', 'setup', 'night', 'speech', 'vote-result', 'game-over'];

declare global {
  interface Window {
    __tvCalls?: { method: string; args: unknown[] }[];
  }
}

test.use({ deviceScaleFactor: 1, locale: 'en-US' });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

async function open(page: Page, screen: string, lang = 'en'): Promise<void> {
  await page.clock.setFixedTime(FIXED_TIME);
  await page.goto(`${PREVIEW_PAGE}?tvpreview=${screen}&lang=${lang}`);
  await expect(page.locator('tv-app header')).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The data-testid of the focused control, looking through shadow roots. */
async function focused(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('data-testid') ?? el?.textContent?.trim() ?? null;
  });
}

/** Presses `key` until the control `testid` has focus (at most `limit` times). */
async function pressUntil(page: Page, key: string, testid: string, limit = 20): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if ((await focused(page)) === testid) return;
    await page.keyboard.press(key);
  }
  expect(await focused(page)).toBe(testid);
}

async function calls(page: Page, method: string): Promise<unknown[][]> {
  return page.evaluate((m) => (window.__tvCalls ?? []).filter((c) => c.method === m).map((c) => c.args), method);
}

test.describe('TV screens at 1920×1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });
  for (const screen of SCREENS) {
    test(`${screen}: screenshot and no serious accessibility problems`, async ({ page }) => {
      await open(page, screen);
      await page.screenshot({ path: path.join(SHOTS, `tv-${screen}.png`), animations: 'disabled', caret: 'hide' });
      await expectAccessible(page);
    });
  }

  test('the Russian lobby and game over read in Russian', async ({ page }) => {
    await open(page, 'lobby', 'ru');
    await expect(page.getByText('Код комнаты')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'tv-lobby-ru.png'), animations: 'disabled' });
    await open(page, 'game-over', 'ru');
    await expect(page.getByTestId('winner')).toHaveText('Победа: Мирные жители');
    await page.screenshot({ path: path.join(SHOTS, 'tv-game-over-ru.png'), animations: 'disabled' });
  });
});

test.describe('TV screens at 1280×720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });
  for (const screen of SMALL) {
    test(`${screen} at 720p`, async ({ page }) => {
      await open(page, screen);
      await page.screenshot({ path: path.join(SHOTS, `tv-${screen}-720.png`), animations: 'disabled', caret: 'hide' });
      await expectAccessible(page);
    });
  }
});

test.describe('what the screens show', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('the lobby shows the room code, the QR and every joined name', async ({ page }) => {
    await open(page, 'lobby');
    await expect(page.getByTestId('room-code')).toHaveText('KM4Q');
    await expect(page.getByTestId('qr').locator('img')).toBeVisible();
    await expect(page.getByTestId('seat')).toHaveCount(7);
    await expect(page.getByTestId('seat').first()).toContainText('Аня');
    await expect(page.getByTestId('start')).toBeDisabled();
    await expect(page.getByText('3 more players needed')).toBeVisible();
  });

  test('a running vote shows who has voted, never for whom', async ({ page }) => {
    await open(page, 'vote');
    await expect(page.getByTestId('vote-progress')).toHaveText('Voted 4 of 9');
    await expect(page.getByTestId('alibi')).toContainText('#6 Егор');
    await expect(page.getByTestId('vote-results')).toHaveCount(0);
  });

  test('a vote-out shows the departing card, and the strip shows every shown card (RULES L5)', async ({ page }) => {
    await open(page, 'vote-result');
    await expect(page.getByTestId('verdict')).toHaveText('#5 Даша leaves the table');
    await expect(page.getByTestId('vote-cards')).toContainText('Civilian');
    const strip = page.locator('tv-vote ol.strip');
    await expect(strip.locator('li[data-seat="4"] [data-testid="revealed-role"]')).toHaveText('Commissar');
    await expect(strip.locator('li[data-seat="5"] [data-testid="revealed-role"]')).toHaveText('Civilian');
    await expect(strip.getByTestId('revealed-role')).toHaveCount(2);
  });

  test('a removal by warnings shows the card on the strip (RULES L6)', async ({ page }) => {
    await open(page, 'lot');
    await expect(page.locator('li[data-seat="3"] [data-testid="revealed-role"]')).toHaveText('Doctor');
  });

  test('justification lists only the seats tied on top, not a 4–4–2 third', async ({ page }) => {
    await open(page, 'justification');
    await expect(page.getByTestId('tied').locator('.num')).toHaveText(['2', '9']);
  });

  test('the game-over timeline names the coin\'s choice and a removal by warnings', async ({ page }) => {
    await open(page, 'game-over');
    await expect(page.getByTestId('lot-line')).toHaveCount(1);
    await expect(page.getByTestId('lot-line')).toContainText('the coin chose');
    await expect(page.getByTestId('lot-line').locator('.num')).toHaveText('7');
    await expect(page.getByTestId('warnings-line')).toHaveText(/10\s*Катя\s*removed after two warnings/);
  });

  test('the lot lands on the chosen seat', async ({ page }) => {
    await open(page, 'lot');
    await expect(page.getByTestId('lot-result')).toHaveText('The coin chose #7 Женя');
    await expect(page.getByTestId('coin')).toHaveClass(/tails/);
  });

  test('the pause overlay resumes with Enter', async ({ page }) => {
    await open(page, 'pause');
    await expect(page.getByTestId('pause-resume')).toBeVisible();
    await expect.poll(() => focused(page)).toBe('pause-resume');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('pause-resume');
    await page.keyboard.press('Enter');
    expect(await calls(page, 'host')).toEqual([[{ type: 'resume' }]]);
  });

  test('host controls: a warning for a seat, chosen with the keys', async ({ page }) => {
    await open(page, 'speech');
    await expect.poll(() => focused(page)).toBe('pause');
    await pressUntil(page, 'ArrowRight', 'warn');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await pressUntil(page, 'ArrowUp', 'warn-seat');
    await page.keyboard.press('Enter');
    const [[action]] = await calls(page, 'host');
    expect(action).toMatchObject({ type: 'warn' });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('a TV remote only', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('home → new game → setup changed with arrows and Enter → back to the lobby', async ({ page }) => {
    await open(page, 'home');
    await expect.poll(() => focused(page)).toBe('new-game');
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('room-code')).toHaveText('KM4Q');
    await expect.poll(() => focused(page)).toBe('change-setup');
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('setup-done')).toBeVisible();
    await expect.poll(() => focused(page)).toBe('preset-classic');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('preset-city');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('deck')).toContainText('Mafia Don');

    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('players-less');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('players-more');
    const before = Number(await page.getByTestId('players-value').textContent());
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('players-value')).toHaveText(String(before + 2));

    await page.keyboard.press('ArrowRight');
    await pressUntil(page, 'ArrowDown', 'deadSeeAll');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('deadSeeAll')).toHaveAttribute('aria-checked', 'true');

    await page.keyboard.press('ArrowRight');
    const landed = (await focused(page)) ?? '';
    expect(landed).toMatch(/^timer-/);
    // Up or down the timers' column, whichever way "Speech" lies from where focus landed.
    const order = await page.locator('[data-testid$="-less"][data-testid^="timer-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
    const direction = order.indexOf('timer-speech-less') < order.indexOf(landed.replace(/-more$/, '-less')) ? 'ArrowUp' : 'ArrowDown';
    if (landed.endsWith('-more')) await page.keyboard.press('ArrowLeft');
    await pressUntil(page, direction, 'timer-speech-less', 16);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('timer-speech-value')).toHaveText('50 s');

    await page.keyboard.press('Escape');
    await expect(page.getByTestId('setup-summary')).toContainText(`City · ${before + 2} players`);

    const setups = (await calls(page, 'updateSetup')).map(([setup]) => setup as Record<string, unknown>);
    expect(setups.at(-1)).toMatchObject({ preset: 'city', players: before + 2, deadSeeAll: true, timers: expect.objectContaining({ speech: 50 }) });
  });
});
