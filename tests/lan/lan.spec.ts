// The party on the Wi-Fis real living rooms have: each phone and the TV a
// device of its own on the device LAN (tests/support/lan), with the browser's
// default WebRTC privacy, and the party server of `npm start` (signaling,
// STUN, TURN) on the laptop. Join times are recorded, not asserted: the bench
// (npm run bench) measures them; here every phone must get exactly one seat.
import { expect, test, type LanKnobs } from '../support/lan';
import { closeAll, openTv, phoneState, timing, tvState, typeNameAndJoin, type Devices, type Phone } from '../support/party';

const PHONE = { viewport: { width: 390, height: 844 }, locale: 'en-US', hasTouch: true, isMobile: true } as const;
const NAMES = ['Anna', 'Boris', 'Vera', 'Gleb'];

/** Every phone opens the join link at once and joins as soon as its form shows; resolves with each one's tap → seat time. */
async function joinAll(devices: Devices, joinUrl: string, names: string[]): Promise<{ phones: Phone[]; times: number[] }> {
  const joined = await Promise.all(
    names.map(async (name) => {
      const context = await devices.newContext(PHONE);
      const page = await context.newPage();
      await page.goto(joinUrl);
      await expect(page.getByTestId('name')).toBeVisible({ timeout: 20_000 });
      const tapped = Date.now();
      await typeNameAndJoin(page, name);
      await expect(page.getByTestId('seat-number')).toHaveText(/^\d+$/, { timeout: 20_000 });
      return { phone: { context, page, name }, ms: Date.now() - tapped };
    }),
  );
  return { phones: joined.map((j) => j.phone), times: joined.map((j) => j.ms) };
}

/** One seat per name on the TV, and the phones' seats are those seats. */
async function expectOneSeatEach(tvPage: Phone['page'], phones: Phone[]): Promise<void> {
  await expect.poll(async () => (await tvState(tvPage)).seats.length).toBe(phones.length);
  const seats = (await tvState(tvPage)).seats;
  expect(seats.map((s) => s.name).sort()).toEqual(phones.map((p) => p.name).sort());
  const shown = await Promise.all(phones.map(async (p) => (await phoneState(p.page)).seat));
  expect(new Set(shown).size).toBe(phones.length);
}

const LANS: Array<[string, LanKnobs]> = [
  ['a plain LAN', {}],
  ['multicast filtered between devices (mDNS names never resolve)', { multicastFiltered: true }],
  ['no default route (a laptop’s own offline hotspot)', { noDefaultRoute: true }],
  ['client isolation (guest Wi-Fi): the TURN relay on the laptop carries it', { clientIsolation: true }],
  ['Wi-Fi delay 30 ± 15 ms and 2 % loss', { impairment: { delayMs: 30, jitterMs: 15, lossPercent: 2 } }],
];

for (const [title, knobs] of LANS) {
  test.describe(title, () => {
    test.use({ lanKnobs: knobs });
    test(`four phones and the TV, each its own device, each phone seated once`, async ({ lan }) => {
      const tv = await openTv(lan);
      const { phones, times } = await joinAll(lan, tv.joinUrl, NAMES);
      await expectOneSeatEach(tv.page, phones);
      timing('slowest tap → seat', Math.max(...times));
      await expect(tv.page.getByTestId('phones-trouble')).toBeHidden();
      await closeAll(tv.context, ...phones.map((p) => p.context));
    });
  });
}

test.describe('the TV on the laptop itself (localhost), phones on a guest Wi-Fi', () => {
  test.use({ lanKnobs: { clientIsolation: true } });
  test('the TV page is a secure context and its QR code names the LAN address; every phone is seated', async ({ lan }) => {
    const tv = await openTv({ newContext: (options) => lan.laptopContext(options) });
    expect(await tv.page.evaluate(() => window.isSecureContext)).toBe(true);
    expect(new URL(tv.joinUrl).origin).toBe(lan.origin);
    const { phones } = await joinAll(lan, tv.joinUrl, NAMES.slice(0, 3));
    await expectOneSeatEach(tv.page, phones);
    await closeAll(tv.context, ...phones.map((p) => p.context));
  });
});

test.describe('a party server without STUN/TURN, multicast filtered', () => {
  test.use({ lanKnobs: { multicastFiltered: true, noIceServer: true } });
  test('phones that cannot connect: the TV says how many and why, each phone says it keeps trying and the hint that fits', async ({ lan }) => {
    const tv = await openTv(lan);
    const pages = await Promise.all(
      ['Anna', 'Boris'].map(async (name) => {
        const context = await lan.newContext(PHONE);
        const page = await context.newPage();
        await page.goto(tv.joinUrl);
        await typeNameAndJoin(page, name);
        return { context, page, name };
      }),
    );
    const trouble = tv.page.getByTestId('phones-trouble');
    await expect(trouble).toHaveText(/^2 phones are trying to connect and cannot: this Wi-Fi hides devices from each other/, { timeout: 30_000 });
    await expect(trouble).toContainText('Allow UDP port 3478');
    for (const { page } of pages) {
      // Retried within seconds (a dead attempt is dropped after 2.5 s, then 4, 6…), and it says so.
      await expect(page.getByTestId('retrying').first()).toContainText(/Try [2-9]\d* did not get through/, { timeout: 15_000 });
      const diagnostics = page.getByTestId('diagnostics');
      await expect(diagnostics).toBeVisible({ timeout: 16_000 });
      await expect(diagnostics.getByTestId('likely-cause')).toHaveText(/does not let devices find each other/);
      // The guest-network hint is for isolation, not for this.
      await expect(diagnostics).not.toContainText('guest network');
      expect((await phoneState(page)).diagnostic).toBe('unresolved');
    }
    expect((await tvState(tv.page)).seats).toHaveLength(0);
    await closeAll(tv.context, ...pages.map((p) => p.context));
  });
});

test('a phone page on the LAN address keeps its screen awake: no Wake Lock API on plain http, so the NoSleep video plays', async ({ lan }) => {
  const tv = await openTv(lan);
  // A real phone's media policy: nothing plays before the player has touched the page.
  const context = await lan.newContext({ ...PHONE, gestureForMedia: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const played: HTMLMediaElement[] = [];
    (window as unknown as { __played: HTMLMediaElement[] }).__played = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this);
      return play.call(this);
    };
  });
  await page.goto(tv.joinUrl);
  expect(await page.evaluate(() => ({ secure: window.isSecureContext, api: 'wakeLock' in navigator }))).toEqual({ secure: false, api: false });
  await typeNameAndJoin(page, 'Anna');
  await expect(page.getByTestId('seat-number')).toHaveText('1', { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('data-awake', 'video');
  // A video really plays, and goes on playing.
  const playing = () =>
    page.evaluate(() => (window as unknown as { __played: HTMLMediaElement[] }).__played.some((video) => !video.paused && video.currentTime > 0));
  await expect.poll(playing, { timeout: 5_000 }).toBe(true);
  // And goes on: a playing video reports its time at least every 250 ms (NoSleep.js
  // seeks it back within its first second, so its currentTime cannot show this);
  // it still reports, unpaused, a second and a half later.
  const playingSince = await page.evaluate(() => {
    const w = window as unknown as { __played: HTMLMediaElement[]; __lastPlaying: number };
    w.__lastPlaying = 0;
    for (const video of w.__played) video.addEventListener('timeupdate', () => void (video.paused || (w.__lastPlaying = performance.now())));
    return performance.now();
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __lastPlaying: number }).__lastPlaying), { timeout: 5_000 }).toBeGreaterThan(playingSince + 1500);
  await closeAll(tv.context, context);
});
