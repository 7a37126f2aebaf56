// A tap on a page's WebRTC data channels, installed before the app loads:
// it records every frame the page receives, can send raw frames as a hostile
// player would from devtools, and can silently drop all traffic both ways
// (a phone gone to sleep without closing anything).
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __wire: {
      /** The app's channels, one per connection (the spare streams beside them are not among them). */
      channels: RTCDataChannel[];
      received: string[];
      /**
       * When each received frame was handed to the page (epoch ms, sub-millisecond), its size in UTF-8 bytes,
       * and whether it came on a spare stream (src/net/peerjs.ts: moments' second copies).
       */
      arrivals: { at: number; bytes: number; spare: boolean }[];
      sent: string[];
      drop: boolean;
      /** Swallows the frames it matches on the app's channels (not the spare streams): a packet that never came. */
      hold: ((frame: string) => boolean) | null;
      /** Rewrites outgoing frames before they leave (e.g. to fake another protocol version). */
      rewrite: ((frame: string) => string) | null;
    };
  }
}

function installTap(): void {
  const wire: Window['__wire'] = { channels: [], received: [], arrivals: [], sent: [], drop: false, hold: null, rewrite: null };
  const encoder = new TextEncoder();
  window.__wire = wire;
  const adopt = (channel: RTCDataChannel): void => {
    // The spare stream's label (src/net/peerjs.ts SPARE_STREAM_ID): the tap runs in the page and imports nothing.
    const spare = channel.label === 'spare';
    if (!spare) wire.channels.push(channel);
    // Registered before PeerJS sets `onmessage`, so it runs first and can swallow the frame.
    channel.addEventListener('message', (event) => {
      if (wire.drop || (!spare && typeof event.data === 'string' && wire.hold?.(event.data))) {
        event.stopImmediatePropagation();
        return;
      }
      if (typeof event.data === 'string') {
        wire.received.push(event.data);
        wire.arrivals.push({ at: performance.timeOrigin + performance.now(), bytes: encoder.encode(event.data).byteLength, spare });
      }
    });
  };
  const create = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (this: RTCPeerConnection, ...args: Parameters<typeof create>) {
    const channel = create.apply(this, args);
    adopt(channel);
    return channel;
  };
  const NativePeerConnection = RTCPeerConnection;
  window.RTCPeerConnection = class extends NativePeerConnection {
    constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
      super(...args);
      this.addEventListener('datachannel', (event) => adopt(event.channel));
    }
  } as typeof RTCPeerConnection;
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (this: RTCDataChannel, data: never) {
    if (wire.drop) return;
    let frame: unknown = data;
    if (typeof frame === 'string') {
      if (wire.rewrite) frame = wire.rewrite(frame);
      wire.sent.push(frame as string);
    }
    return send.call(this, frame as never);
  };
}

/** Installs the tap into every page of the context (call before `goto`). */
export async function tapWire(page: Page): Promise<void> {
  await page.addInitScript(installTap);
}

/** Every frame the page has received so far, parsed. */
export async function receivedFrames(page: Page): Promise<unknown[]> {
  const frames = await page.evaluate(() => window.__wire.received);
  return frames.map(parse);
}

/** Every frame the page has received so far, parsed, with when it arrived, its size on the wire, and whether on a spare stream. */
export async function receivedTimed(page: Page): Promise<{ at: number; bytes: number; spare: boolean; frame: unknown }[]> {
  const { frames, arrivals } = await page.evaluate(() => ({ frames: window.__wire.received, arrivals: window.__wire.arrivals }));
  return frames.map((frame, i) => ({ ...arrivals[i]!, frame: parse(frame) }));
}

/** Sends a raw frame on the page's newest open channel, as devtools could. */
export async function sendRaw(page: Page, frame: string): Promise<void> {
  await page.evaluate((text) => {
    const open = window.__wire.channels.filter((channel) => channel.readyState === 'open');
    const channel = open[open.length - 1];
    if (!channel) throw new Error('no open data channel');
    channel.send(text);
  }, frame);
}

/** Sends raw bytes (not text) on the page's newest open channel: a frame no JSON reader expects. */
export async function sendBytes(page: Page, bytes: number[]): Promise<void> {
  await page.evaluate((values) => {
    const open = window.__wire.channels.filter((channel) => channel.readyState === 'open');
    const channel = open[open.length - 1];
    if (!channel) throw new Error('no open data channel');
    channel.send(new Uint8Array(values));
  }, bytes);
}

/** Drops (true) or lets through (false) all the page's data channel traffic, both ways. */
export async function setDrop(page: Page, drop: boolean): Promise<void> {
  await page.evaluate((value) => {
    window.__wire.drop = value;
  }, drop);
}

/**
 * Swallows the received frames `hold` matches on the app's channels, as a lost
 * packet that never comes (null: stop). Self-contained, as for setRewrite.
 */
export async function setHold(page: Page, hold: ((frame: string) => boolean) | null): Promise<void> {
  await page.evaluate((source) => {
    window.__wire.hold = source === null ? null : (new Function(`return (${source})`)() as (frame: string) => boolean);
  }, hold === null ? null : hold.toString());
}

/**
 * Rewrites every outgoing text frame with `rewrite` (null: stop). The function
 * runs in the page, so it must be self-contained: no closures over test code.
 */
export async function setRewrite(page: Page, rewrite: ((frame: string) => string) | null): Promise<void> {
  await page.evaluate((source) => {
    window.__wire.rewrite = source === null ? null : (new Function(`return (${source})`)() as (frame: string) => string);
  }, rewrite === null ? null : rewrite.toString());
}

/** How many data channels the page has opened so far, and whether the newest is open. */
export async function channelCount(page: Page): Promise<{ total: number; newestOpen: boolean }> {
  return page.evaluate(() => ({
    total: window.__wire.channels.length,
    newestOpen: window.__wire.channels.at(-1)?.readyState === 'open',
  }));
}

/** How many frames the page has received so far: a mark for `framesSince`. */
export async function receivedCount(page: Page): Promise<number> {
  return page.evaluate(() => window.__wire.received.length);
}

/** Frames received since a mark, parsed, without the heartbeat. */
export async function framesSince(page: Page, mark: number): Promise<unknown[]> {
  const frames = await page.evaluate((from) => window.__wire.received.slice(from), mark);
  return frames.map(parse).filter((frame) => !isHeartbeat(frame));
}

/** Every frame the page has sent so far, parsed. */
export async function sentFrames(page: Page): Promise<unknown[]> {
  const frames = await page.evaluate(() => window.__wire.sent);
  return frames.map(parse);
}

function parse(frame: string): unknown {
  try {
    return JSON.parse(frame) as unknown;
  } catch {
    return frame;
  }
}

function isHeartbeat(frame: unknown): boolean {
  const t = (frame as { t?: unknown } | null)?.t;
  return t === 'ping' || t === 'pong';
}
