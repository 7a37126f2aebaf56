// Which Chromium the browser tests drive: one already on the machine when there
// is one (CHROMIUM_PATH, then Debian's, then the PATH), else Playwright's own.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

function onPath(name: string): string | null {
  try {
    return execFileSync('which', [name], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return onPath('chromium') ?? onPath('chromium-browser') ?? onPath('google-chrome') ?? undefined;
}

/**
 * The Chromium of each device on the device LAN and of the bench: Debian's
 * headless shell (`apt-get install chromium-headless-shell`, the same Blink, V8
 * and WebRTC), else chromiumPath(). It is what Playwright itself runs headless.
 * The full browser run headless still builds its desktop UI for every window:
 * each browser context (a phone) gets a renderer of Chromium's own omnibox
 * pages, about 1 s of CPU when it starts and more after. No phone and no TV runs
 * that beside our page, and on two cores it took the CPU from the phones.
 */
export function headlessChromiumPath(): string | undefined {
  const shell = process.env.CHROMIUM_HEADLESS_SHELL ?? '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : chromiumPath();
}

/** Every Chromium the tests start, as a phone or TV would run it (default WebRTC privacy included). */
export const deviceChromiumArgs = [
  // Root in a container has no user namespace sandbox.
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  // A party network may have no internet: no background calls home.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  // Speech and audio in a headless run.
  '--autoplay-policy=no-user-gesture-required',
];

/**
 * The one-browser tests on loopback (the screens, the UI): every context is a
 * tab of one Chromium. They keep WebRTC's default privacy too, host candidates
 * behind mDNS names, as a phone has them; tests about the network run on the
 * device LAN (tests/support/lan), each device its own browser.
 */
export const chromiumArgs = [
  ...deviceChromiumArgs,
  '--use-fake-ui-for-media-stream',
];
