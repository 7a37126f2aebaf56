import { chromium } from '@playwright/test';
import { expect, test } from '../support/lan';
import { openTv, typeNameAndJoin, type Devices } from '../support/party';
import { chromiumPath, deviceChromiumArgs } from '../support/chromium';

const knobs = JSON.parse(process.env.LAN_KNOBS ?? '{}');
test.use({ lanKnobs: knobs });

async function joinAll(devices: Devices, joinUrl: string, n: number) {
  (globalThis as any).__logs = [];
  const r = await joinAll0(devices, joinUrl, n);
  for (const l of (globalThis as any).__logs) console.log(l.filter((x: string) => !x.startsWith('PC1 ')).join(' | '));
  return r;
}
async function joinAll0(devices: Devices, joinUrl: string, n: number) {
  return Promise.all(Array.from({ length: n }, async (_, i) => {
    const context = await devices.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const logs: string[] = [];
    await page.addInitScript(() => {
      const Native = RTCPeerConnection;
      let n = 0;
      (window as any).RTCPeerConnection = class extends Native {
        constructor(...args: any[]) {
          super(...(args as []));
          const id = ++n;
          const log = (what: string) => console.log(`PC${id} ${performance.now().toFixed(0)} ${what}`);
          log('created');
          this.addEventListener('iceconnectionstatechange', () => log('ice ' + this.iceConnectionState));
          this.addEventListener('connectionstatechange', () => log('conn ' + this.connectionState));
          this.addEventListener('signalingstatechange', () => log('sig ' + this.signalingState));
          const create = this.createDataChannel.bind(this);
          (this as any).createDataChannel = (...a: any[]) => { const dc = create(...(a as [string])); dc.addEventListener('open', () => log('dc open')); dc.addEventListener('message', (e) => { if (!String(e.data).includes('"ping"') && !String(e.data).includes('"pong"')) log('msg ' + String(e.data).slice(0, 20)); }); const send = dc.send.bind(dc); (dc as any).send = (d: any) => { if (!String(d).includes('"ping"') && !String(d).includes('"pong"')) log('send ' + String(d).slice(0, 20)); return send(d); }; return dc; };
        }
      } as any;
    });
    page.on('console', (m) => { if (/^PC\d/.test(m.text())) logs.push(m.text()); });
    (globalThis as any).__logs ??= [];
    (globalThis as any).__logs.push(logs);
    const opened = Date.now();
    await page.goto(joinUrl);
    await expect(page.getByTestId('name')).toBeVisible({ timeout: 30_000 });
    const tapped = Date.now();
    const tapAt = await page.evaluate(() => performance.now());
    logs.push(`tap ${tapAt.toFixed(0)} form ${(await page.evaluate(() => performance.now())).toFixed(0)}`);
    await typeNameAndJoin(page, `P${i}`);
    try { await expect(page.getByTestId('seat-number')).toBeVisible({ timeout: 60_000 }); } catch { return [-1, -1]; }
    logs.push(`seat ${(await page.evaluate(() => performance.now())).toFixed(0)}`);
    return [Date.now() - tapped, Date.now() - opened];
  }));
}

test('probe2: tabs of one browser on loopback, default privacy', async () => {
  test.setTimeout(180_000);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: deviceChromiumArgs });
  const tv = await openTv(browser);
  const times = await joinAll(browser, tv.joinUrl, Number(process.env.PHONES ?? 11));
  console.log('tap→seat', JSON.stringify(times.map((t) => t[0])), 'open→seat', JSON.stringify(times.map((t) => t[1])));
  await browser.close();
});

test('probe2: devices on the LAN', async ({ lan }) => {
  test.setTimeout(180_000);
  const tv = await openTv(lan);
  const times = await joinAll(lan, tv.joinUrl, Number(process.env.PHONES ?? 11));
  console.log('tap→seat', JSON.stringify(times.map((t) => t[0])), 'open→seat', JSON.stringify(times.map((t) => t[1])));
  const snap = await tv.page.evaluate(() => (document.querySelector('tv-app') as any).snapshot.seats.map((s: any) => s.name));
  console.log('seats', snap.length, JSON.stringify(snap));
});

test('probe2: one device, tabs, npm start on the laptop', async ({ lan }) => {
  test.setTimeout(180_000);
  const browser = await lan.newBrowser('laptop-ish');
  const ctx = { newContext: (o: any) => browser.newContext({ baseURL: lan.origin, ...o }) };
  const tv = await openTv(ctx);
  const times = await joinAll(ctx, tv.joinUrl, Number(process.env.PHONES ?? 11));
  console.log('tap→seat', JSON.stringify(times.map((t) => t[0])), 'open→seat', JSON.stringify(times.map((t) => t[1])));
});

test('probe2: failing', async ({ lan }) => {
  test.setTimeout(180_000);
  const tv = await openTv(lan);
  const phones = await Promise.all([0, 1, 2].map(async (i) => {
    const c = await lan.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const page = await c.newPage();
    await page.goto(tv.joinUrl);
    await expect(page.getByTestId('name')).toBeVisible({ timeout: 30_000 });
    await typeNameAndJoin(page, `P${i}`);
    return page;
  }));
  const t0 = Date.now();
  for (let k = 0; k < 8; k++) {
    await phones[0]!.waitForTimeout(2000);
    const tvText = await tv.page.getByTestId('phones-trouble').textContent().catch(() => null);
    const phoneText = await phones[0]!.locator('[data-testid="retrying"], [data-testid="diagnostics"]').first().textContent().catch(() => null);
    const snap = await phones[0]!.evaluate(() => { const s = (document.querySelector('phone-app') as any).snapshot; return { a: s.attempts, d: s.diagnostic, slow: s.slow }; });
    console.log(Date.now() - t0, 'TV:', tvText, '| phone:', phoneText?.replace(/\s+/g, ' '), JSON.stringify(snap));
  }
  await tv.page.screenshot({ path: '/tmp/lt/tv-trouble.png' });
  await phones[0]!.screenshot({ path: '/tmp/lt/phone-trouble.png' });
});
