// A browser without WebRTC (WebKitGTK as Debian ships it, a locked-down or
// in-app browser) is told so in its player's language, with the link to open
// elsewhere, and never opens a signaling socket: no retry loop behind the
// message. Stood in for by Chromium pages whose RTCPeerConnection is removed
// before the app loads. The reasons themselves are unit tests
// (src/ui/shared/browser-support.test.ts).
import { expect, test, type Browser, type Page } from '@playwright/test';

// No `sig`: the phone would use the test run's own signaling server (signaling.json), never the cloud.
const JOIN = '/?join=citysleeps-Abcdefgh12#code=BCDFGHJK';
const INSTAGRAM_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 Instagram 312.0.0.32.112';

interface Opened {
  page: Page;
  /** Every WebSocket the page opened, and every request to a signaling path. */
  sockets: string[];
}

async function open(browser: Browser, url: string, options: { locale: string; webrtc: boolean; userAgent?: string; tv?: boolean }): Promise<Opened> {
  const context = await browser.newContext({
    locale: options.locale,
    viewport: options.tv ? { width: 1280, height: 720 } : { width: 360, height: 740 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  if (!options.webrtc) {
    await context.addInitScript(() => {
      const global = globalThis as Record<string, unknown>;
      delete global.RTCPeerConnection;
      delete global.webkitRTCPeerConnection;
    });
  }
  const page = await context.newPage();
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  page.on('request', (request) => {
    if (/\/peerjs\b|peerjs\.com/.test(request.url())) sockets.push(request.url());
  });
  await page.goto(url);
  return { page, sockets };
}

test('@reach a phone without WebRTC says what is missing and what to do, and connects nothing', async ({ browser }) => {
  // The control: the same link in a browser with WebRTC opens its signaling socket at once.
  const control = await open(browser, JOIN, { locale: 'en-US', webrtc: true });
  await expect.poll(() => control.sockets.length).toBeGreaterThan(0);
  await control.page.context().close();

  const en = await open(browser, JOIN, { locale: 'en-US', webrtc: false });
  const screen = en.page.getByTestId('unsupported');
  await expect(screen.getByRole('heading')).toHaveText('This browser can’t join the game');
  await expect(screen.getByTestId('unsupported-feature')).toHaveText([/^WebRTC — /]);
  await expect(screen.getByTestId('unsupported-advice')).toHaveText('Open this link in Chrome, Safari or Firefox.');
  const link = await screen.getByTestId('unsupported-link').inputValue();
  expect(link).toBe(en.page.url());
  expect(link).toContain('#code=BCDFGHJK');
  await en.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await screen.getByTestId('unsupported-copy').click();
  await expect(screen.getByTestId('unsupported-copy')).toHaveText('Copied');
  expect(await en.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(await en.page.locator('phone-app').count()).toBe(0);

  // Russian, inside Instagram's browser: the way out is the app's "open in browser".
  const ru = await open(browser, JOIN, { locale: 'ru-RU', webrtc: false, userAgent: INSTAGRAM_UA });
  const screenRu = ru.page.getByTestId('unsupported');
  await expect(screenRu.getByRole('heading')).toHaveText('В этом браузере в игру не войти');
  await expect(screenRu.getByTestId('unsupported-feature')).toHaveText([/^WebRTC — прямой связи/]);
  await expect(screenRu.getByTestId('unsupported-advice')).toContainText('встроенный браузер Instagram');
  await expect(screenRu.getByTestId('unsupported-advice')).toContainText('«Открыть в браузере»');

  // Long enough for a retry loop to show itself (the phone retried within 1.5 s).
  await en.page.waitForTimeout(2000);
  expect(en.sockets).toEqual([]);
  expect(ru.sockets).toEqual([]);
});

test('@reach a TV without WebRTC says so instead of opening a room', async ({ browser }) => {
  const tv = await open(browser, '/', { locale: 'ru-RU', webrtc: false, tv: true });
  const screen = tv.page.getByTestId('unsupported');
  await expect(screen.getByRole('heading')).toHaveText('В этом браузере игру не провести');
  await expect(screen.getByTestId('unsupported-advice')).toContainText('Chrome, Edge, Firefox или Safari');
  await expect(tv.page.getByTestId('new-game')).toHaveCount(0);
  await tv.page.waitForTimeout(1000);
  expect(tv.sockets).toEqual([]);
});
