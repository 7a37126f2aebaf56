// Helpers for browser tests: a TV page that opens a room, phones that join it.
// Every page is a real Chromium context talking WebRTC through the test run's
// own `peer` server on loopback.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export interface Tv {
  context: BrowserContext;
  page: Page;
  joinUrl: string;
  roomCode: string;
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  name: string;
}

/** Opens the TV home, starts a new game and waits for the lobby's room. */
export async function openTv(browser: Browser, options: { viewport?: { width: number; height: number } } = {}): Promise<Tv> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1920, height: 1080 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByTestId('new-game').click();
  const code = page.getByTestId('room-code');
  await expect(code).toHaveText(/^[A-Z]{4,6}$/, { timeout: 20_000 });
  // The QR image's text alternative is the join link itself.
  const joinUrl = (await page.getByTestId('qr').locator('img').getAttribute('alt')) ?? '';
  expect(joinUrl).toContain('join=');
  return { context, page, joinUrl, roomCode: (await code.textContent())!.trim() };
}

/** A phone opens the join link, types its name and waits for its seat number. */
export async function joinPhone(browser: Browser, joinUrl: string, name: string): Promise<Phone> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(joinUrl);
  await page.getByTestId('name').fill(name);
  await page.getByTestId('join').click();
  await expect(page.getByTestId('seat-number')).toBeVisible({ timeout: 20_000 });
  return { context, page, name };
}
