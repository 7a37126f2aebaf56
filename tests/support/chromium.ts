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

export const chromiumArgs = [
  // Root in a container has no user namespace sandbox.
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  // A party network may have no internet: no background calls home.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  // Host candidates as plain addresses: mDNS names do not resolve on a closed LAN.
  '--disable-features=WebRtcHideLocalIpsWithMdns',
  // Speech and audio in a headless run.
  '--autoplay-policy=no-user-gesture-required',
  '--use-fake-ui-for-media-stream',
];
