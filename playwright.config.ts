import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium';

/**
 * Tests about the network — whole games, the fault tests, the LAN knobs — run
 * on the device LAN (tests/support/lan: each device its own namespace and
 * Chromium; needs root, else they skip with one line). Tests about the
 * screens run as tabs of one Chromium on loopback.
 */
const DEVICE_LAN = ['**/tests/games/*.spec.ts', '**/tests/reliability/*.spec.ts', '**/tests/lan/*.spec.ts', '**/tests/security/*.spec.ts'];

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/support/global-setup.ts',
  // Two cores: one file at a time by default; npm test gives the loopback run two workers (scripts/test.mjs).
  workers: 1,
  fullyParallel: false,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.CS_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'off',
    screenshot: 'off',
  },
  projects: [
    { name: 'loopback', testIgnore: DEVICE_LAN },
    { name: 'device-lan', testMatch: DEVICE_LAN },
  ],
});
