// One party server per test run: the built app and a PeerJS signaling server
// on a free loopback port. Tests find it through CS_BASE_URL.
import path from 'node:path';
import { existsSync } from 'node:fs';
// @ts-expect-error — a plain ES module shared with `npm start`.
import { startPartyServer } from '../../scripts/party-server.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dist = path.resolve('dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first (npm test does it).');
  }
  const server = await startPartyServer({ host: '127.0.0.1', port: 0, staticDir: dist });
  process.env.CS_BASE_URL = server.origin;
  return () => server.close();
}
