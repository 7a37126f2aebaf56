// A party server (the built app and its `peer` signaling server, as `npm start`
// runs them) in a child process of its own, so a test can kill it outright —
// every signaling websocket and the static server die at once, as when the
// laptop running `npm start` crashes — and start it again on the same port.
//
// In-process `startPartyServer().close()` cannot stand in for that: Node's
// closeAllConnections() leaves upgraded (websocket) sockets open, so close()
// neither drops the signaling connections nor resolves while one is open.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface PartyProcess {
  port: number;
  origin: string;
  /** SIGKILL: no goodbye to any client. Resolves once the process is gone. */
  kill(): Promise<void>;
}

const SCRIPT = `
const [moduleUrl, staticDir, port] = process.argv.slice(1);
const { startPartyServer } = await import(moduleUrl);
const server = await startPartyServer({ host: '127.0.0.1', port: Number(port), staticDir });
console.log(JSON.stringify({ port: server.port, origin: server.origin }));
`;

/** Starts a party server on 127.0.0.1 (`port` 0: a free one) serving the run's build. */
export function spawnPartyServer(port = 0): Promise<PartyProcess> {
  const moduleUrl = pathToFileURL(path.resolve('scripts/party-server.mjs')).href;
  // The run's own copy of the build (global-setup.ts), else dist/ itself.
  const staticDir = process.env.CS_DIST_DIR ?? path.resolve('dist');
  const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT, moduleUrl, staticDir, String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    const fail = (why: string) => reject(new Error(`party server did not start: ${why}${errors ? `\n${errors}` : ''}`));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail('timed out');
    }, 15_000);
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(`exited with ${code}`);
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const { port: actual, origin } = JSON.parse(line) as { port: number; origin: string };
      resolve({ port: actual, origin, kill: () => killed(child) });
    });
  });
}

function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}
