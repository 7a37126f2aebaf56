// Measures the phone's and TV's first-load JS (gzip -9), as bench.ts does.
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from '@playwright/test';
const root = process.cwd();
const { startPartyServer } = await import(path.join(root, 'scripts/party-server.mjs'));
const server = await startPartyServer({ host: '127.0.0.1', port: 0, staticDir: path.join(root, 'dist') });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function load(url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (r) => { if (r.request().resourceType() === 'script') bodies.push(r.body().then((b) => [r.url().split('/').pop(), gzipSync(b, { level: 9 }).length])); });
  await page.goto(url, { waitUntil: 'networkidle' });
  const all = await Promise.all(bodies);
  await context.close();
  return { total: all.reduce((s, [, n]) => s + n, 0), all };
}
const tv = await load(`${server.origin}/`);
const phone = await load(`${server.origin}/?join=citysleeps-00112233445566778899aabbccddeeff&sig=cloud#code=ACDEFHJK&k=AAAAAAAAAAAAAAAAAAAAAA`);
console.log(JSON.stringify({ tv: tv.total, phone }, null, 1));
await browser.close();
await server.close();
