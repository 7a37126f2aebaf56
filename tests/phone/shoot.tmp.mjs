import { chromium } from '@playwright/test';
const list = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
page.on('console', m => console.log('console:', m.text()));
page.on('pageerror', e => console.log('pageerror:', e.message));
for (const item of list) {
  const [screen, role] = item.split(':');
  await page.goto(`http://127.0.0.1:4174/?phonepreview=${screen}${role ? '&role=' + role : ''}`);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/${screen}${role ? '-' + role : ''}.png`, fullPage: false });
}
await browser.close();
