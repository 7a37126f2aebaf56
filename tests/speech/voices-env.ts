// Real speech voices for the browser tests, as on a Linux TV box: Debian's
// speech-dispatcher with eSpeak NG behind Chromium's --enable-speech-dispatcher,
// and a PulseAudio null sink so the voices have an output that really plays
// (and so really takes time) on a machine with no sound card.
//
// .ci/run installs the packages; this starts a private PulseAudio of its own
// (its own runtime directory, killed by its pid afterwards). Chromium starts
// speech-dispatcher by itself in that directory; it exits when idle.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type RealVoices = { ok: true; env: NodeJS.ProcessEnv; stop(): Promise<void> } | { ok: false; reason: string };

const NEEDED = ['speech-dispatcher', 'espeak-ng', 'pulseaudio', 'pactl'];

function onPath(name: string): boolean {
  return spawnSync('which', [name], { stdio: 'ignore' }).status === 0;
}

export function realVoicesMissing(): string | null {
  const missing = NEEDED.filter((name) => !onPath(name));
  return missing.length ? `no real voices on this machine (missing ${missing.join(', ')}; .ci/run installs them)` : null;
}

export async function startRealVoices(): Promise<RealVoices> {
  const missing = realVoicesMissing();
  if (missing) return { ok: false, reason: missing };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'citysleeps-voices-'));
  const env = { ...process.env, XDG_RUNTIME_DIR: dir, PULSE_SERVER: `unix:${dir}/pulse/native` };
  const pulse: ChildProcess = spawn(
    'pulseaudio',
    ['-n', '--daemonize=no', '--exit-idle-time=-1', '--disallow-exit', '--disable-shm', '--load=module-null-sink sink_name=citysleeps', '--load=module-native-protocol-unix'],
    { env, stdio: 'ignore' },
  );
  const stop = async (): Promise<void> => {
    // speech-dispatcher, if Chromium started one here, by the pid it wrote.
    try {
      const pid = Number(readFileSync(path.join(dir, 'speech-dispatcher', 'pid', 'speech-dispatcher.pid'), 'utf8'));
      if (pid > 0) process.kill(pid, 'SIGTERM');
    } catch {
      // None running, or already gone.
    }
    if (pulse.exitCode === null) {
      pulse.kill('SIGTERM');
      await new Promise((resolve) => pulse.once('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 50; i++) {
    if (spawnSync('pactl', ['info'], { env, stdio: 'ignore' }).status === 0) return { ok: true, env, stop };
    if (pulse.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  return { ok: false, reason: 'PulseAudio did not start, so the voices have no output' };
}
