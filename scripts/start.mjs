// npm start: a whole party on this machine — build the app, serve it on every
// interface with an embedded PeerJS signaling server, print the TV's address.
// Flags: --port N (or PORT), --host ADDR (or HOST, default all interfaces).
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
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a number from 0 to 65535, not "${option('port', '')}".`);
  process.exit(2);
}

ensureDependencies();
console.log('Building the app…');
if (!run('npx', ['vite', 'build', '--logLevel', 'warn'])) process.exit(process.exitCode);

const { startPartyServer, lanAddress } = await import('./party-server.mjs');
const lan = host === '0.0.0.0' || host === '::' ? lanAddress() : host;
let server;
try {
  server = await startPartyServer({ host, port, staticDir: path.join(root, 'dist'), publicHost: lan ?? 'localhost', quiet: false });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

console.log('');
console.log('  City Sleeps is running.');
console.log(`  Open this on the TV:  ${server.origin}`);
if (!lan) console.log('  (No LAN address found: phones on the Wi-Fi cannot reach this machine yet.)');
console.log(`  Signaling server:     ${server.origin}/peerjs (embedded; no internet needed)`);
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
