// npm start: a whole party on this machine — build the app, serve it on every
// interface with an embedded PeerJS signaling server and STUN/TURN for the
// phones, print the TV's address.
// Flags: --port N (or PORT), --host ADDR (or HOST, default all interfaces),
// --ice-port N (or ICE_PORT, UDP, default 3478).
import path from 'node:path';
import { ensureDependencies, root, run } from './ensure-deps.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index !== -1 && process.argv[index + 1]) return process.argv[index + 1];
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  if (inline) return inline.split('=')[1];
  return process.env[name.toUpperCase()] ?? fallback;
}

const port = Number(option('port', '8080'));
const host = option('host', '0.0.0.0');
const icePort = Number(option('ice-port', '3478'));
for (const [name, value] of [['port', port], ['ice-port', icePort]]) {
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`--${name} must be a number from 0 to 65535, not "${option(name, '')}".`);
    process.exit(2);
  }
}

ensureDependencies();
console.log('Building the app…');
if (!run('npx', ['vite', 'build', '--logLevel', 'warn'])) process.exit(process.exitCode);

const { startPartyServer, lanAddress } = await import('./party-server.mjs');
const lan = host === '0.0.0.0' || host === '::' ? lanAddress() : host;
let server;
try {
  server = await startPartyServer({ host, port, staticDir: path.join(root, 'dist'), publicHost: lan ?? 'localhost', quiet: false, icePort });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const local = `http://localhost:${server.port}`;
const line = (label, text) => console.log(`  ${label.padEnd(26)}${text}`);
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
if (server.ice) line('STUN/TURN for phones:', `UDP ${server.ice.urls[0].replace('stun:', '')} (let it through this computer's firewall)`);
console.log('  Phones join by scanning the QR code on the TV. Press Ctrl-C to stop.');
console.log('');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log('\nStopping the party server…');
    await server.close();
    process.exit(0);
  });
}
