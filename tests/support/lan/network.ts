// The device LAN's network: a switch (a Linux bridge in a namespace of its own)
// and one network namespace per device — the laptop that runs the party
// server, the TV, each phone — plugged into it by a veth pair, as devices on
// one Wi-Fi access point. Nothing here touches this machine's own interfaces
// or addresses: every link, address and route lives inside namespaces made
// here, and `close()` deletes them all (stale ones of a dead run are reaped
// by the next).
//
// The knobs are what real access points do to a party:
//  - multicast filtered between devices (mDNS names then never resolve):
//    the bridge floods no multicast to any port;
//  - delay, jitter and loss on every device's radio: netem where the kernel
//    has it, else air.py, a userspace relay that does the same;
//  - no default route (a laptop's own offline hotspot);
//  - client isolation (guest and hotel Wi-Fi): devices reach the laptop only,
//    never each other (bridge port isolation).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface Impairment {
  delayMs: number;
  jitterMs: number;
  lossPercent: number;
}

export interface LanKnobs {
  /** The access point drops multicast between devices. */
  multicastFiltered?: boolean;
  /** Each device's frames are delayed, jittered and lost on the way out (netem on its eth0). */
  impairment?: Impairment | null;
  /** Devices have no default route (default: they have one, via the laptop, which forwards nothing). */
  noDefaultRoute?: boolean;
  /** Client isolation: devices reach the laptop only, never each other. */
  clientIsolation?: boolean;
  /** The party server without its STUN/TURN (as before it had them): for the failures it is there to prevent. */
  noIceServer?: boolean;
}

export interface Device {
  label: string;
  /** Its network namespace. */
  netns: string;
  ip: string;
}

const SUBNET = '10.77.0';
const LAPTOP_IP = `${SUBNET}.1`;
const PREFIX = 'cslan';
const AIR = path.resolve('tests/support/lan/air.py');

function ip(...args: string[]): void {
  execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

function inNetns(netns: string, command: string, ...args: string[]): void {
  execFileSync('ip', ['netns', 'exec', netns, command, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
}

function commandExists(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let probed: { reason: string | null; netem: boolean } | null = null;

/**
 * Null when this machine can make a device LAN; else why not, in one line.
 * Also finds out once whether the kernel has netem.
 */
export function lanUnavailable(): string | null {
  return probe().reason;
}

function probe(): { reason: string | null; netem: boolean } {
  if (probed) return probed;
  const fail = (reason: string) => (probed = { reason: `device LAN unavailable: ${reason}`, netem: false });
  if (process.platform !== 'linux') return fail('needs Linux network namespaces');
  if (process.getuid?.() !== 0) return fail('needs root (ip netns, veth, a bridge)');
  if (!commandExists('ip')) return fail('needs iproute2 (`ip`)');
  reapStale();
  const netns = `${PREFIX}${process.pid}probe`;
  try {
    ip('netns', 'add', netns);
  } catch (error) {
    return fail(`cannot make a network namespace (${firstLine(error)})`);
  }
  let netem: boolean;
  try {
    ip('-n', netns, 'link', 'add', 'probe0', 'type', 'bridge');
    ip('-n', netns, 'link', 'add', 'probe1', 'type', 'veth', 'peer', 'name', 'probe2');
    ip('-n', netns, 'link', 'set', 'probe1', 'master', 'probe0');
    ip('-n', netns, 'link', 'set', 'probe1', 'type', 'bridge_slave', 'isolated', 'on', 'mcast_flood', 'off');
  } catch (error) {
    ip('netns', 'del', netns);
    return fail(`the kernel's bridge lacks port isolation or multicast flags (${firstLine(error)})`);
  }
  try {
    execFileSync('tc', ['-n', netns, 'qdisc', 'add', 'dev', 'probe2', 'root', 'netem', 'delay', '1ms'], { stdio: 'ignore' });
    netem = true;
  } catch {
    netem = false;
  }
  ip('netns', 'del', netns);
  if (!netem && !commandExists('python3')) return fail('the kernel has no netem and python3 (for air.py) is missing');
  return (probed = { reason: null, netem });
}

function firstLine(error: unknown): string {
  const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
  return (stderr || String(error)).split('\n')[0]!;
}

/** Namespaces of runs whose process is gone (killed before its teardown): their processes and links go too. */
function reapStale(): void {
  let list: string;
  try {
    list = execFileSync('ip', ['netns', 'list'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return;
  }
  for (const line of list.split('\n')) {
    const name = line.split(' ')[0] ?? '';
    const match = new RegExp(`^${PREFIX}(\\d+)`).exec(name);
    if (!match) continue;
    const pid = Number(match[1]);
    if (pid === process.pid || alive(pid)) continue;
    killInside(name);
    try {
      ip('netns', 'del', name);
    } catch {
      // already gone
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function killInside(netns: string): void {
  try {
    const pids = execFileSync('ip', ['netns', 'pids', netns], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split(/\s+/).filter(Boolean);
    for (const pid of pids) process.kill(Number(pid), 'SIGKILL');
  } catch {
    // nothing inside
  }
}

let lans = 0;

export class LanNetwork {
  readonly id: string;
  readonly laptop: Device;
  private readonly switchNetns: string;
  private readonly devices: Device[] = [];
  private readonly airs = new Map<string, ChildProcess>();
  private readonly ready = new Map<string, Promise<void>>();
  private readonly netem: boolean;
  private closed = false;

  constructor(readonly knobs: LanKnobs = {}) {
    const { reason, netem } = probe();
    if (reason) throw new Error(reason);
    this.netem = netem;
    this.id = `${PREFIX}${process.pid}x${++lans}`;
    this.switchNetns = `${this.id}-sw`;
    try {
      ip('netns', 'add', this.switchNetns);
      sysctl(this.switchNetns, 'net.ipv6.conf.all.disable_ipv6', '1');
      ip('-n', this.switchNetns, 'link', 'add', 'br0', 'type', 'bridge');
      ip('-n', this.switchNetns, 'link', 'set', 'br0', 'up');
      this.laptop = this.addDevice('laptop', LAPTOP_IP);
    } catch (error) {
      this.close();
      throw error;
    }
    exitHandlers.add(this);
  }

  get laptopIp(): string {
    return LAPTOP_IP;
  }

  /** A new device on the LAN, with the next free address; resolves once its link passes frames. */
  async device(label: string): Promise<Device> {
    if (this.closed) throw new Error('the LAN is closed');
    if (this.devices.length >= 240) throw new Error('the LAN has no free address left');
    const device = this.addDevice(label, `${SUBNET}.${10 + this.devices.length}`);
    await this.ready.get(device.netns);
    return device;
  }

  /** The laptop, once its link passes frames. */
  async laptopReady(): Promise<Device> {
    await this.ready.get(this.laptop.netns);
    return this.laptop;
  }

  /** Switches a device off: its relay stops and its namespace (and so its link) goes. */
  remove(device: Device): void {
    if (device === this.laptop || this.closed || !this.devices.includes(device)) return;
    this.airs.get(device.netns)?.kill('SIGKILL');
    this.airs.delete(device.netns);
    killInside(device.netns);
    deleteNetns(device.netns);
    this.devices[this.devices.indexOf(device)] = { ...device, netns: '' };
  }

  /** Deletes every namespace (and so every link) and stops every relay. Safe to call twice. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    exitHandlers.delete(this);
    for (const air of this.airs.values()) air.kill('SIGKILL');
    for (const device of this.devices) {
      if (!device.netns) continue; // already removed
      killInside(device.netns);
      deleteNetns(device.netns);
    }
    killInside(this.switchNetns);
    deleteNetns(this.switchNetns);
  }

  private addDevice(label: string, address: string): Device {
    const index = this.devices.length;
    const netns = `${this.id}-${index === 0 ? 'laptop' : `d${index}`}`;
    const device: Device = { label, netns, ip: address };
    ip('netns', 'add', netns);
    this.devices.push(device);
    const sw = this.switchNetns;
    const port = `p${index}`;
    sysctl(netns, 'net.ipv6.conf.all.disable_ipv6', '1');
    sysctl(netns, 'net.ipv6.conf.default.disable_ipv6', '1');
    ip('-n', netns, 'link', 'set', 'lo', 'up');
    const impairment = this.knobs.impairment ?? null;
    const air = impairment !== null && !this.netem;
    if (air) {
      // device eth0 ⇄ a<i> (switch) ⇄ air.py ⇄ b<i> ⇄ p<i> (bridge port)
      ip('-n', sw, 'link', 'add', `a${index}`, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', netns);
      ip('-n', sw, 'link', 'add', `b${index}`, 'type', 'veth', 'peer', 'name', port);
      ip('-n', sw, 'link', 'set', `a${index}`, 'up');
      ip('-n', sw, 'link', 'set', `b${index}`, 'up');
    } else {
      ip('-n', sw, 'link', 'add', port, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', netns);
    }
    ip('-n', sw, 'link', 'set', port, 'master', 'br0');
    const flags: string[] = [];
    if (this.knobs.multicastFiltered) flags.push('mcast_flood', 'off');
    if (this.knobs.clientIsolation && index !== 0) flags.push('isolated', 'on');
    if (flags.length) ip('-n', sw, 'link', 'set', port, 'type', 'bridge_slave', ...flags);
    ip('-n', sw, 'link', 'set', port, 'up');
    ip('-n', netns, 'addr', 'add', `${address}/24`, 'dev', 'eth0');
    ip('-n', netns, 'link', 'set', 'eth0', 'up');
    if (!this.knobs.noDefaultRoute) {
      // The laptop is the "router" everyone's default route points at; it forwards nothing anywhere.
      if (index === 0) ip('-n', netns, 'route', 'add', 'default', 'dev', 'eth0');
      else ip('-n', netns, 'route', 'add', 'default', 'via', LAPTOP_IP);
    }
    if (impairment && !air) {
      execFileSync('tc', ['-n', netns, 'qdisc', 'add', 'dev', 'eth0', 'root', 'netem', 'delay', `${impairment.delayMs}ms`, `${impairment.jitterMs}ms`, 'loss', `${impairment.lossPercent}%`]);
    }
    if (air) {
      // A packet socket sees offloaded frames unfinished (no checksum, 64 KB segments): finish them in the kernel.
      inNetns(netns, 'python3', AIR, '--no-offload', 'eth0');
      const relay = spawn('ip', ['netns', 'exec', sw, 'python3', AIR, `a${index}`, `b${index}`, String(impairment.delayMs), String(impairment.jitterMs), String(impairment.lossPercent)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      this.airs.set(netns, relay);
      this.ready.set(
        netns,
        new Promise<void>((resolve, reject) => {
          relay.stdout!.once('data', () => resolve());
          relay.once('exit', (code) => reject(new Error(`air.py for ${label} exited (${code})`)));
        }),
      );
    }
    return device;
  }
}

function sysctl(netns: string, key: string, value: string): void {
  inNetns(netns, 'sysctl', '-qw', `${key}=${value}`);
}

function deleteNetns(netns: string): void {
  try {
    ip('netns', 'del', netns);
  } catch {
    // already gone
  }
}

/** LANs still open when the process exits without its teardown: closed on the way out (a SIGKILL leaves them to reapStale). */
const exitHandlers = new Set<LanNetwork>();
let hooked = false;
function hookExit(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => {
    for (const lan of [...exitHandlers]) lan.close();
  });
}
hookExit();
