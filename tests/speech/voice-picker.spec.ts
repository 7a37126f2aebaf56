// The voice picker with a TV remote only: arrows move focus, Enter picks.
// On a TV without speechSynthesis (as Android TV's WebView) the built-in
// voice is chosen with the keys, and "Test" speaks through it.
import { expect, test, type Page } from '@playwright/test';

/** What the focused control is, looking through shadow roots: its data-voice, data-testid or text. */
async function focused(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('data-voice') ?? el?.getAttribute('data-testid') ?? el?.textContent?.trim() ?? null;
  });
}

async function pressUntil(page: Page, key: string, target: string, limit = 25): Promise<void> {
  for (let i = 0; i < limit && (await focused(page)) !== target; i++) await page.keyboard.press(key);
  expect(await focused(page)).toBe(target);
}

test('the built-in voice is chosen and tested with arrows and Enter', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
      (window as unknown as { __heard: string[] }).__heard = [];
      addEventListener('citysleeps-speech', (e) => {
        const detail = (e as CustomEvent<{ text: string; state: string }>).detail;
        if (detail.state === 'start') (window as unknown as { __heard: string[] }).__heard.push(detail.text);
      });
    });
    await page.goto('/');
    await expect(page.getByTestId('new-game')).toBeFocused();
    await pressUntil(page, 'ArrowDown', 'Settings');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('voice-now')).toHaveText('Speaking now: the built-in voice', { timeout: 30_000 });
    // Settings opens on Back; the voice column is right of the language choice.
    await pressUntil(page, 'ArrowUp', 'master-less');
    for (let i = 0; i < 3 && !['', 'builtin'].includes((await focused(page)) ?? '-'); i++) await page.keyboard.press('ArrowRight');
    expect(['', 'builtin']).toContain(await focused(page));
    await pressUntil(page, 'ArrowDown', 'builtin', 3);
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-voice="builtin"]')).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('citysleeps.tv.settings'))) ?? '{}').voice).toBe('builtin');
    await pressUntil(page, 'ArrowDown', 'test-voice');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard)).toContain('The city falls asleep.');
  } finally {
    await context.close();
  }
});
