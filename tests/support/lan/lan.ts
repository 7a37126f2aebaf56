// The device LAN for browser tests: a party as it happens in a living room.
// The party server (`npm start`'s, with its STUN/TURN) runs on a "laptop";
// the TV and every phone are devices of their own — each its own network
// namespace on the LAN's switch and its own Chromium process, with Chromium's
// default WebRTC privacy (host candidates behind mDNS names, as on real
// phones). See network.ts for the knobs.
//
// `lan.newContext()` is how a test opens a device: it has the same shape as
// Playwright's `browser.newContext()`, so the helpers of party.ts and the game
// driver take a DeviceLan where they took a Browser, and each context they
// open is a device of its own. Closing the context switches the device off.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import path from 'node:path';
import { deviceChromiumArgs, headlessChromiumPath } from '../chromium';
import { spawnPartyServer, type PartyProcess } from '../party-process';
import { LanNetwork, type Device, type LanKnobs } from './network';

export type { LanKnobs, Impairment } from './network';
export { lanUnavailable } from './network';

const WRAPPER = path.resolve('tests/support/lan/chromium-in-netns.sh');
/** The laptop's ports: `npm start`'s defaults (the namespace is the LAN's own, so nothing else holds them). */
const HTTP_PORT = 8080;
const ICE_PORT = 3478;

export interface DeviceOptions extends BrowserContextOptions {
  /** A label for logs and the bench ("tv", "phone 3"). */
  label?: string;
  /** Media may play only after a user gesture, as on a real phone (the tests' TVs play sound without one). */
  gestureForMedia?: boolean;
}

export class DeviceLan {
  private server: PartyProcess | null = null;
  private readonly browsers = new Set<Browser>();
  private devices = 0;

  private constructor(
    readonly network: LanNetwork,
    private readonly knobs: LanKnobs,
  ) {}

  /** Makes the LAN and starts the party server on its laptop. */
  static async open(knobs: LanKnobs = {}): Promise<DeviceLan> {
    const lan = new DeviceLan(new LanNetwork(knobs), knobs);
    try {
      await lan.startServer();
    } catch (error) {
      await lan.close();
      throw error;
    }
    return lan;
  }

  /** The party server as the devices reach it: `http://<laptop>:8080`. */
  get origin(): string {
    return `http://${this.network.laptop.ip}:${HTTP_PORT}`;
  }

  /** The same server as a browser on the laptop itself opens it (a secure context). */
  get laptopOrigin(): string {
    return `http://localhost:${HTTP_PORT}`;
  }

  /** A new device on the LAN with its own Chromium; its pages' relative URLs go to the party server. */
  async newContext(options: DeviceOptions = {}): Promise<BrowserContext> {
    const { label, gestureForMedia, ...contextOptions } = options;
    const device = await this.network.device(label ?? `device ${++this.devices}`);
    return this.contextOn(device, { baseURL: this.origin, ...contextOptions }, gestureForMedia);
  }

  /** A browser on the laptop itself (the TV plugged into the computer that runs `npm start`): it opens localhost. */
  async laptopContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    return this.contextOn(await this.network.laptopReady(), { baseURL: this.laptopOrigin, ...options });
  }

  /** A device with a whole browser of its own, for tests that open several tabs on one device. */
  async newBrowser(label?: string): Promise<Browser> {
    return this.launchOn(await this.network.device(label ?? `device ${++this.devices}`));
  }

  /** SIGKILL to the party server: every signaling socket and STUN/TURN allocation dies at once. */
  async killServer(): Promise<void> {
    await this.server?.kill();
    this.server = null;
  }

  /** Starts the party server again, on the same ports. */
  async startServer(): Promise<void> {
    if (this.server) return;
    await this.network.laptopReady();
    this.server = await spawnPartyServer(HTTP_PORT, {
      netns: this.network.laptop.netns,
      host: '0.0.0.0',
      publicHost: this.network.laptop.ip,
      icePort: this.knobs.noIceServer ? null : ICE_PORT,
    });
  }

  /** Every browser, the server and every namespace. Safe to call twice. */
  async close(): Promise<void> {
    await Promise.all([...this.browsers].map((browser) => browser.close().catch(() => undefined)));
    this.browsers.clear();
    await this.server?.kill().catch(() => undefined);
    this.server = null;
    this.network.close();
  }

  private async contextOn(device: Device, options: BrowserContextOptions, gestureForMedia = false): Promise<BrowserContext> {
    const browser = await this.launchOn(device, gestureForMedia);
    const context = await browser.newContext(options);
    // The device is switched off with its only context.
    context.on('close', () => void browser.close().catch(() => undefined));
    return context;
  }

  private async launchOn(device: Device, gestureForMedia = false): Promise<Browser> {
    const browser = await chromium.launch({
      executablePath: WRAPPER,
      args: gestureForMedia ? deviceChromiumArgs.filter((arg) => !arg.startsWith('--autoplay-policy')) : deviceChromiumArgs,
      env: { ...process.env, CS_LAN_NETNS: device.netns, CS_LAN_CHROMIUM: headlessChromiumPath() ?? 'chromium' },
    });
    this.browsers.add(browser);
    browser.on('disconnected', () => {
      this.browsers.delete(browser);
      // A device switched off leaves the LAN (the laptop stays: it runs the server).
      this.network.remove(device);
    });
    return browser;
  }
}
