// npm start (through scripts/start.mjs, which installs the dependencies
// first): a whole party on this machine — build the app, serve it on every
// interface with an embedded PeerJS signaling server and STUN/TURN for the
// phones, print the TV's address.
// Flags: --port N (or PORT), --host ADDR (or HOST, default all interfaces),
// --ice-port N (or ICE_PORT, UDP, default 3478).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lanAddress, startPartyServer, type PartyServer } from './party-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  if (index !== -1 && process.argv[index + 1]) return process.argv[index + 1];
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  // --ice-port's variable is ICE_PORT: a name with a dash cannot be set from most shells.
  return process.env[name.toUpperCase().replace('-', '_')] ?? fallback;
}

const port = Number(option('port', '8080'));
const host = option('host', '0.0.0.0');
const icePort = Number(option('ice-port', '3478'));
for (const [name, value] of [['port', port], ['ice-port', icePort]] as const) {
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`--${name} must be a number from 0 to 65535, not "${option(name, '')}".`);
    process.exit(2);
  }
}

console.log('Building the app…');
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const lan = host === '0.0.0.0' || host === '::' ? lanAddress() : host;
let server: PartyServer;
try {
  server = await startPartyServer({ host, port, staticDir: path.join(root, 'dist'), publicHost: lan ?? 'localhost', quiet: false, icePort });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const local = `http://localhost:${server.port}`;
const line = (label: string, text: string) => console.log(`  ${label.padEnd(26)}${text}`);
console.log('');
console.log('  City Sleeps is running.');
line('TV on this computer:', local);
line('', '(localhost is a secure context: installable, works offline)');
if (lan) {
  line('Another TV on the Wi-Fi:', server.origin);
  line('', '(plain http there: the game plays, but it cannot be installed or run offline)');
} else {
  console.log('  (No LAN address found: phones on the Wi-Fi cannot reach this machine yet.)');
}
line('Signaling server:', `${server.origin}/peerjs (embedded; no internet needed)`);
if (server.ice) line('STUN/TURN for phones:', `UDP ${(server.ice.urls[0] ?? '').replace('stun:', '')} (let it through this computer's firewall)`);
console.log('  Phones join by scanning the QR code on the TV. Press Ctrl-C to stop.');
console.log('');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log('\nStopping the party server…');
    void server.close().then(() => process.exit(0));
  });
}
