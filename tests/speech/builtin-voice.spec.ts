// The built-in voice on a TV without speechSynthesis (as Android TV's WebView):
// chosen and tested with a remote alone (arrows move focus, Enter picks), and
// still there offline once the TV has needed it (the service worker keeps it).
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startPartyServer } from '../../server/party-server';

const NO_SPEECH_API = () => Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });

async function voiceKind(page: Page): Promise<string> {
  return page.evaluate(() => (document.querySelector('tv-app') as unknown as { narrator?: { status: { kind: string } } } | null)?.narrator?.status.kind ?? 'no app yet');
}

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
    await page.addInitScript(NO_SPEECH_API);
    await page.addInitScript(() => {
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

test('once a TV has needed the built-in voice, it speaks offline too', async ({ browser }) => {
  // Its own server, as tests/e2e/offline.spec.ts: a fresh origin with no service worker yet.
  const server = await startPartyServer({ host: '127.0.0.1', port: 0, staticDir: process.env.CS_DIST_DIR ?? path.resolve('dist') });
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'ru-RU' });
  const page = await context.newPage();
  try {
    await page.addInitScript(NO_SPEECH_API);
    await page.goto(server.origin);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    // Controlled from this load on: the worker's script and data go through the service worker.
    await page.reload();
    await expect.poll(() => voiceKind(page), { timeout: 30_000 }).toBe('builtin');
    const cached = await page.evaluate(async () => (await (await caches.open('citysleeps-voice')).keys()).map((r) => new URL(r.url).pathname));
    expect(cached.some((p) => p.endsWith('.data'))).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => voiceKind(page), { timeout: 30_000 }).toBe('builtin');
    // The host's first key on the remote starts the sound; the voice's line takes the gate's place.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: /Звук выключен/ })).toHaveCount(0);
    await expect(page.getByTestId('voice-notice')).toContainText('встроенным голосом');
  } finally {
    await context.close();
    await server.close();
  }
});
