// The device LAN as a Playwright fixture: `test` from here gives each test a
// fresh LAN (`lan`) with the party server on its laptop, torn down after the
// test whatever its outcome. Knobs per file or describe block:
//
//   test.use({ lanKnobs: { multicastFiltered: true } });
//
// Where the machine cannot make one (not root, no `ip netns`), every test that
// asks for `lan` is skipped with one line saying why (with CI=true, it fails).
import { test as base } from '@playwright/test';
import { DeviceLan, lanUnavailable, type LanKnobs } from './lan';

export { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
export { DeviceLan, lanUnavailable, type LanKnobs } from './lan';

export const test = base.extend<{ lanKnobs: LanKnobs; lan: DeviceLan }>({
  lanKnobs: [{}, { option: true }],
  lan: async ({ lanKnobs }, use) => {
    const reason = lanUnavailable();
    // CI runs as root, so a device LAN it cannot make is a broken machine, not a reason to pass.
    if (reason !== null && process.env.CI) throw new Error(`CI: the device LAN is needed and ${reason}`);
    base.skip(reason !== null, reason ?? '');
    const lan = await DeviceLan.open(lanKnobs);
    try {
      await use(lan);
    } finally {
      await lan.close();
    }
  },
});
