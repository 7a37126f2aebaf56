// Installable and offline: after one visit the TV loads with the network gone.
// This test runs its own party server so it can stop it without touching the
// run's shared one.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startPartyServer } from '../../server/party-server';

test('after one visit the TV home renders with the network gone', async ({ browser }) => {
  const server = await startPartyServer({ host: '127.0.0.1', port: 0, staticDir: path.resolve('dist') });
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  try {
    await page.goto(server.origin);
    await expect(page.getByTestId('new-game')).toBeVisible();
    // `ready` resolves once a worker is active, which is after its install precached the shell.
    const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    expect(['activating', 'activated']).toContain(state);
    // The network gone for this TV: every request fails as with no Wi-Fi. (Closing the server
    // instead makes Chromium's reload hang on the refused navigation preload in headless runs.)
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('new-game')).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  } finally {
    await context.close();
    await server.close();
  }
});

test('the manifest makes the TV fullscreen and lists icons at the required sizes', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as { display: string; icons: { sizes: string; purpose?: string }[] };
  expect(manifest.display).toBe('fullscreen');
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    expect((await request.get(`/${(icon as { src?: string }).src}`)).ok()).toBe(true);
  }
});

test('a phone never registers the service worker, so it never downloads the TV code', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/?phone=1');
  await expect(page.getByTestId('name').or(page.getByTestId('code')).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(scripts.some((url) => /tv-app|main-tv|howler|qrcode|espeak|builtin-voice/.test(url))).toBe(false);
  // Installed from a phone it opens standalone on the join page, not fullscreen like the TV.
  const href = await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href'));
  const manifest = (await (await page.request.get(new URL(href!, page.url()).toString())).json()) as { display: string; start_url: string };
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toContain('phone');
  await context.close();
});
