// One party server per test run: the built app and a PeerJS signaling server
// on a free loopback port. Tests find it through CS_BASE_URL.
//
// It serves a copy of dist/ taken now, so a build running beside the tests
// (vite empties dist/ first) cannot pull pages out from under them; tests that
// start their own server (party-process.ts) find the copy through CS_DIST_DIR.
import path from 'node:path';
import os from 'node:os';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { startPartyServer } from '../../server/party-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dist = path.resolve('dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first (npm test does it).');
  }
  const copy = mkdtempSync(path.join(os.tmpdir(), 'citysleeps-dist-'));
  cpSync(dist, copy, { recursive: true });
  if (!existsSync(path.join(copy, 'index.html'))) throw new Error('dist/ changed while it was copied: run the tests again.');
  const server = await startPartyServer({ host: '127.0.0.1', port: 0, staticDir: copy });
  process.env.CS_BASE_URL = server.origin;
  process.env.CS_DIST_DIR = copy;
  return async () => {
    await server.close();
    rmSync(copy, { recursive: true, force: true });
  };
}
