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
const [moduleUrl, staticDir, port, host, publicHost, icePort] = process.argv.slice(1);
const { startPartyServer } = await import(moduleUrl);
const server = await startPartyServer({ host, port: Number(port), staticDir, publicHost: publicHost || null, icePort: icePort === 'none' ? null : Number(icePort) });
console.log(JSON.stringify({ port: server.port, origin: server.origin }));
`;

export interface SpawnOptions {
  /** Run inside this network namespace (the device LAN's laptop); default: this machine's loopback. */
  netns?: string;
  /** The address to listen on; default 127.0.0.1. */
  host?: string;
  /** The address the join links and STUN/TURN name (the laptop's LAN address). */
  publicHost?: string;
  /** STUN/TURN's UDP port; default 0, a free one (a fixed one would meet other runs on this machine's loopback); null: none. */
  icePort?: number | null;
}

/** Starts a party server on 127.0.0.1 (`port` 0: a free one) serving the run's build. */
export function spawnPartyServer(port = 0, options: SpawnOptions = {}): Promise<PartyProcess> {
  const moduleUrl = pathToFileURL(path.resolve('server/party-server.ts')).href;
  // The run's own copy of the build (global-setup.ts), else dist/ itself.
  const staticDir = process.env.CS_DIST_DIR ?? path.resolve('dist');
  // The server is TypeScript: tsx's loader (resolved from the repository root, the cwd) runs it.
  const args = ['--import', 'tsx', '--input-type=module', '-e', SCRIPT, moduleUrl, staticDir, String(port), options.host ?? '127.0.0.1', options.publicHost ?? '', options.icePort === null ? 'none' : String(options.icePort ?? 0)];
  // `ip netns exec` execs node in place, so killing the child kills the server.
  const [command, argv] = options.netns ? ['ip', ['netns', 'exec', options.netns, process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command, argv, {
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
