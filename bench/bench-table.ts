// The bench's table: a VIP's taps on a phone until the TV shows them, and how
// far apart the phones show (and receive) the change each tap makes. Shared by
// the loopback bench (bench/bench.ts, 16 phones as tabs of one Chromium) and
// the device LAN (bench/bench-lan.ts, each phone its own Chromium on a
// network with delay and loss). Page code is text: tsx would wrap named
// functions in a helper the pages do not have.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { roomTurnKey, tableIceServers } from '../src/net/ice-room';
import { MAX_SHOW_WAIT_MS, SHOW_LEAD_MS } from '../src/protocol/moment';
import { boost, type CoreWaits, longestTasks, networkServiceOf, rendererOf, statFields, TASK_WINDOW_MS, watchCoreWaits } from './bench-tv-task';

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? NaN) * 10) / 10;
}

/**
 * In the TV page: when each host command frame (and each ballot) reaches it, to
 * split a tap's time into link and TV work; and when each view frame is queued
 * on its channel, with its pause state: the TV's own share of a fan-out's
 * spread. `__csMarks` turns on src/host/marks.ts. Page code as text (see rawEcho).
 */
export const TV_HOOKS = `(() => {
  window.__csMarks = true;
  // With BENCH_TAP_DEBUG only (its wrappers are TV work the figures would count): each element's Lit update, when and how long.
  if (${process.env.BENCH_TAP_DEBUG ? 'true' : 'false'}) {
    window.__updates = [];
    const define0 = customElements.define.bind(customElements);
    customElements.define = (name, ctor, options) => {
      const update = ctor.prototype.update;
      ctor.prototype.update = function (changed) {
        const start = performance.timeOrigin + performance.now();
        try { return update.call(this, changed); } finally { window.__updates.push([name, start, performance.timeOrigin + performance.now()]); }
      };
      return define0(name, ctor, options);
    };
  }
  window.__hostFrameAt = 0;
  window.__ballotsAt = [];
  // When each view frame is queued on its channel, with its pause state: the TV's own share of a fan-out's spread.
  window.__viewSends = [];
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    const entry = typeof data === 'string' && data.includes('"t":"view"')
      ? { at: performance.timeOrigin + performance.now(), paused: data.includes('"paused":true'), bytes: data.length, spare: this.label === 'spare', drainMs: null }
      : null;
    if (entry) window.__viewSends.push(entry);
    const result = send.call(this, data);
    // With BENCH_SPREAD_DEBUG only (its timers are TV work the figures would count): how long the
    // frame sat in the channel's buffer; a sender held back (the association's window after a loss) shows here.
    if (entry && ${process.env.BENCH_SPREAD_DEBUG ? 'true' : 'false'}) {
      const channel = this;
      const check = () => {
        if (channel.bufferedAmount === 0 || channel.readyState !== 'open') entry.drainMs = Math.round(performance.timeOrigin + performance.now() - entry.at);
        else setTimeout(check, 5);
      };
      check();
    }
    return result;
  };
  const create = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends create {
    constructor(...args) {
      super(...args);
      this.addEventListener('datachannel', (event) => event.channel.addEventListener('message', (message) => {
        if (typeof message.data === 'string' && message.data.includes('"t":"host"')) window.__hostFrameAt = performance.timeOrigin + performance.now();
        if (typeof message.data === 'string' && message.data.includes('"type":"vote"')) window.__ballotsAt.push(performance.timeOrigin + performance.now());
      }));
    }
  };
})()`;

/**
 * In every phone page: when `phone-app` has rendered a view, with its phase's
 * seq and pause: "the phone shows it"; and when each view frame arrived, with
 * its pause: the network's share. Page code as text (see rawEcho).
 */
export const PHONE_RENDERS = `(() => {
  window.__renders = [];
  window.__arrivals = [];
  // When this phone queued its last host command frame (a VIP's tap): the phone's share of a tap's time.
  window.__hostSentAt = 0;
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    if (typeof data === 'string' && data.includes('"t":"host"')) window.__hostSentAt = performance.timeOrigin + performance.now();
    return send.call(this, data);
  };
  const create = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends create {
    constructor(...args) {
      super(...args);
      const watch = (channel) => channel.addEventListener('message', (message) => {
        if (typeof message.data === 'string' && message.data.startsWith('{"t":"view"'))
          window.__arrivals.push({ at: performance.timeOrigin + performance.now(), paused: message.data.includes('"paused":true'), spare: channel.label === 'spare' });
      });
      const createChannel = this.createDataChannel.bind(this);
      this.createDataChannel = (...channelArgs) => {
        const channel = createChannel(...channelArgs);
        watch(channel);
        return channel;
      };
      this.addEventListener('datachannel', (event) => watch(event.channel));
    }
  };
  const define = customElements.define.bind(customElements);
  customElements.define = (name, ctor, options) => {
    if (name === 'phone-app') {
      const updated = ctor.prototype.updated;
      ctor.prototype.updated = function (changed) {
        updated?.call(this, changed);
        const phase = this.snapshot?.view?.phase;
        if (phase) window.__renders.push({ at: performance.timeOrigin + performance.now(), seq: phase.seq, paused: phase.paused });
      };
    }
    return define(name, ctor, options);
  };
})()`;

/** A raw PeerJS data channel between two pages, echoing: the floor any action can reach. */
export interface Echo {
  /** `count` round trips, one after another, 20 ms apart (ms each). */
  round(count: number): Promise<number[]>;
  /** Its two pages (the echoing one, the caller): whose renderers ownDeviceTaps boosts while it echoes. */
  pages: readonly [Page, Page];
  close(): Promise<void>;
}

/** Pages of the party server at `origin`, one in each context, with PeerJS loaded: a room of their own, `peerId`, held by the first. */
interface RawRoom {
  pages: Page[];
  /** The PeerJS options every page of the room uses: the signaling and ICE servers the app gets from /signaling.json. */
  options: object;
}

/**
 * Opens a raw room: the first page registers `peerId` as a TV does (and the
 * room's TURN, from a key of its own), and runs `onConnection` (page code as
 * text, given `conn`) for each channel opened to it. Page code as text
 * throughout: tsx would wrap named functions in a helper the page lacks.
 */
async function openRawRoom(contexts: BrowserContext[], origin: string, peerId: string, onConnection: string): Promise<RawRoom> {
  const peerjs = path.resolve('node_modules/peerjs/dist/peerjs.min.js');
  const pages: Page[] = [];
  for (const context of contexts) {
    const page = await context.newPage();
    await page.goto(`${origin}/signaling.json`);
    await page.addScriptTag({ path: peerjs });
    pages.push(page);
  }
  const signaling = await pages[0]!.evaluate(async () => {
    const served = (await (await fetch('/signaling.json')).json()) as { path: string; key: string; ice?: RTCIceServer[]; turn?: string[] };
    return { host: location.hostname, port: Number(location.port), ...served };
  });
  const room = { peerId, key: randomBytes(16).toString('base64url').slice(0, 22) };
  const options = {
    host: signaling.host,
    port: signaling.port,
    path: signaling.path,
    key: signaling.key,
    config: { iceServers: tableIceServers((signaling.ice ?? []) as { urls: string[] }[], signaling.turn ?? [], room) },
  };
  await pages[0]!.evaluate(`new Promise((resolve) => {
    const peer = new window.peerjs.Peer(${JSON.stringify(peerId)}, ${JSON.stringify(options)});
    peer.on('open', async () => {
      // As the TV does: the room's TURN is registered by the device that holds its ID.
      await fetch('/turn-room', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ room: ${JSON.stringify(peerId)}, key: ${JSON.stringify(roomTurnKey(room.key))} }) });
      resolve();
    });
    peer.on('connection', (conn) => { ${onConnection} });
  })`);
  return { pages, options };
}

/** Page code: connects this page to the room's `peerId` (a raw, reliable channel as the app's), runs `onOpen` with `conn`. */
function connectRaw(options: object, peerId: string, onOpen: string): string {
  return `new Promise((resolve, reject) => {
    const peer = new window.peerjs.Peer(${JSON.stringify(options)});
    peer.on('error', (error) => reject(String(error)));
    peer.on('open', () => {
      const conn = peer.connect(${JSON.stringify(peerId)}, { serialization: 'raw', reliable: true });
      ${onOpen}
      conn.on('open', () => resolve());
    });
  })`;
}

/**
 * An echo between two pages of the party server at `origin` (each its own
 * device on a LAN), through the same signaling and ICE servers the app gets
 * from /signaling.json: the echo is a room of its own, which it registers as
 * a TV does, and each page makes its TURN credential from that room's key.
 */
export async function openEcho(contexts: [BrowserContext, BrowserContext], origin: string): Promise<Echo> {
  const peerId = 'citysleeps-bench-echo';
  const { pages, options } = await openRawRoom(contexts, origin, peerId, `conn.on('data', (data) => conn.send(data));`);
  const [echo, caller] = pages as [Page, Page];
  await caller.evaluate(
    connectRaw(
      options,
      peerId,
      `let pending = null;
      conn.on('data', () => pending && pending());
      window.__echo = (count) => new Promise((done) => {
        const results = [];
        let sentAt = 0;
        const next = () => { sentAt = performance.now(); conn.send(JSON.stringify({ t: 'ping', n: results.length })); };
        pending = () => {
          results.push(performance.now() - sentAt);
          if (results.length === count) { pending = null; done(results); } else setTimeout(next, 20);
        };
        next();
      });`,
    ),
  );
  return {
    round: (count) => caller.evaluate(`window.__echo(${count})`) as Promise<number[]>,
    pages: [echo, caller],
    close: async () => {
      for (const page of pages) await page.close();
    },
  };
}

/**
 * The spread's floor on a LAN (fanoutSpreadLanFloorMs): the same number of
 * bare pages, on the phones' devices, each changing one line of text at one
 * moment (FLOOR_PAGE), as the floor on one machine does, but told that moment
 * over the LAN: a page on the TV's device sends every phone page, on a raw
 * reliable channel of its own, the moment SHOW_LEAD_MS ahead, back to back, as
 * the TV sends a moment's frames. A page whose message comes after the moment
 * shows it as it comes, as a phone does. So it holds what the LAN's delays and
 * losses cost any fan-out, and none of the app's work, clock or second copies.
 * `rounds` rounds, SETTLE_MS apart; a round some page never showed within 5 s
 * is left out. The pages are closed after. `padTo`: each message padded to
 * about that many bytes (a view frame's size, to see what a frame's packets
 * cost on this LAN), else a few dozen.
 */
export async function lanFloorSpreads(tvContext: BrowserContext, phoneContexts: BrowserContext[], origin: string, rounds: number, padTo = 0): Promise<number[]> {
  const peerId = 'citysleeps-bench-fanout';
  const { pages, options } = await openRawRoom([tvContext, ...phoneContexts], origin, peerId, `(window.__fanConns ??= []).push(conn);`);
  const [hub, ...phones] = pages as [Page, ...Page[]];
  try {
    for (const phone of phones) {
      await phone.evaluate(FLOOR_PAGE);
      await phone.evaluate(connectRaw(options, peerId, `conn.on('data', (data) => window.__floor.show(JSON.parse(data).at));`));
    }
    await hub.waitForFunction((count) => ((window as any).__fanConns ?? []).filter((c: { open: boolean }) => c.open).length >= count, phones.length, { timeout: 20_000 });
    const spreads: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const phone of phones) await phone.evaluate(() => ((window as any).__floor.at = 0));
      const moment = await hub.evaluate(
        ([lead, bytes]) => {
          const at = Date.now() + lead;
          const text = JSON.stringify({ at, pad: ' '.repeat(Math.max(0, bytes - 20)) });
          for (const conn of (window as any).__fanConns) conn.send(text);
          return at;
        },
        [SHOW_LEAD_MS, padTo] as const,
      );
      const shown: number[] = [];
      for (const phone of phones) {
        const at = await phone
          .waitForFunction(() => (window as any).__floor.at || false, undefined, { timeout: 5_000, polling: 20 })
          .then((handle) => handle.jsonValue() as Promise<number>)
          .catch(() => null);
        if (at !== null) shown.push(at);
      }
      if (shown.length === phones.length && Math.min(...shown) >= moment - 1) spreads.push(Math.max(...shown) - Math.min(...shown));
      await hub.waitForTimeout(SETTLE_MS);
    }
    return spreads;
  } finally {
    for (const page of pages) await page.close().catch(() => undefined);
  }
}

/** One tap's time (ms): in all, on the phone (click → its frame queued), and on the TV (its frame's arrival → shown). */
export interface Tap {
  total: number;
  onPhone: number;
  onTv: number;
}

/** A VIP tap (pause or resume) on the phone until the TV's pause overlay appears or leaves. */
export async function tapToTv(vip: Page, tv: Page, button: 'vip-pause' | 'vip-resume'): Promise<Tap> {
  // Quick timers turn phases over every few seconds: a tap that races a phase change is
  // refused as stale by design (it was meant for the old phase). Such a tap is tapped again.
  for (let attempt = 1; ; attempt++) {
    const timing = await tapOnce(vip, tv, button);
    if (timing) return timing;
    const error = await vip.evaluate(() => (document.querySelector('phone-app') as any)?.snapshot?.error?.code ?? null);
    if (error !== 'stale' || attempt === 5) throw new Error(`the TV did not show the ${button} tap (phone error: ${error})`);
  }
}

async function tapOnce(vip: Page, tv: Page, button: 'vip-pause' | 'vip-resume'): Promise<Tap | null> {
  // The TV's watch is set, and its answer awaited, before the click: from the click until the TV shows
  // it, the bench sends the TV nothing to run (a waitForFunction set up after the click ran the bench's
  // own script and a polling loop on the TV's main thread just as the tap's frame reached it).
  await tv.evaluate(`(() => {
    const root = document.querySelector('tv-app').shadowRoot;
    const want = ${button === 'vip-pause'};
    window.__shownAt = 0;
    window.__shown = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!!root.querySelector('tv-pause[open]') === want) {
          window.__shownAt = performance.timeOrigin + performance.now();
          observer.disconnect();
          clearTimeout(timeout);
          resolve(true);
        }
      });
      observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
      const timeout = setTimeout(() => { observer.disconnect(); resolve(false); }, 5000);
    });
  })()`);
  const shown = tv.evaluate(() => (window as any).__shown as Promise<boolean>);
  const control = vip.getByTestId(button);
  const menu = vip.getByTestId('vip-menu');
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  // The sheet stays open; its button turns from pause to resume once the phone's view says so.
  await control.waitFor({ state: 'visible', timeout: 10_000 });
  await vip.evaluate(() => {
    document.addEventListener('click', () => ((window as any).__tapAt = performance.timeOrigin + performance.now()), { capture: true, once: true });
  });
  await control.click();
  if (!(await shown)) return null;
  const tapAt = await vip.evaluate(() => (window as any).__tapAt as number);
  const shownAt = await tv.evaluate(() => (window as any).__shownAt as number);
  const frameAt = await tv.evaluate(() => (window as any).__hostFrameAt as number);
  const sentAt = await vip.evaluate(() => (window as any).__hostSentAt as number);
  // BENCH_TAP_DEBUG=1: the TV's share of this tap, split (stderr): from the frame's arrival to the first Lit
  // update, then each element's update (start+duration, ms after the arrival; * = after the overlay was on the page).
  if (process.env.BENCH_TAP_DEBUG) {
    const upd = (await tv.evaluate('window.__updates.splice(0)')) as [string, number, number][];
    const inTap = upd.filter(([, s]) => s >= frameAt && s <= shownAt + 3);
    const first = inTap[0]?.[1] ?? shownAt;
    process.stderr.write(`tap ${button} onTv ${(shownAt - frameAt).toFixed(2)} preLit ${(first - frameAt).toFixed(2)} ${inTap.map(([n, s, e]) => `${n.replace('tv-', '')}@${(s - frameAt).toFixed(2)}+${(e - s).toFixed(2)}${s > shownAt ? '*' : ''}`).join(' ')}\n`);
  }
  return { total: shownAt - tapAt, onTv: shownAt - frameAt, onPhone: sentAt - tapAt };
}

/** When each phone first rendered (or received) a view with this pause state after `since`: the spread of one fan-out. */
async function spreadOf(phones: Page[], paused: boolean, since: number, list: '__renders' | '__arrivals' = '__renders'): Promise<number | null> {
  const firsts: number[] = [];
  for (const phone of phones) {
    const at = await phone
      .waitForFunction(
        ([want, after, name]) => (window as any)[name].find((r: { at: number; paused: boolean }) => r.at > after && r.paused === want)?.at ?? false,
        [paused, since, list] as const,
        { timeout: 10_000, polling: 20 },
      )
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => null);
    if (at === null) return null;
    firsts.push(at);
  }
  return Math.max(...firsts) - Math.min(...firsts);
}

/**
 * BENCH_SPREAD_DEBUG=1: for one tap, each phone's reliable and spare copy's
 * arrival and its render, in ms after the TV queued its first frame (stderr).
 */
async function logSpread(tv: Page, phones: Page[], paused: boolean, since: number): Promise<void> {
  const sentAt = await tv.evaluate(([want, after]) => ((window as any).__viewSends as { at: number; paused: boolean }[]).find((s) => s.at > after && s.paused === want)?.at ?? 0, [paused, since] as const);
  const rows: string[] = [];
  for (const phone of phones) {
    const row = await phone.evaluate(
      // No named functions inside: the bench's loader would wrap them in a helper the page lacks.
      ([want, after]) => {
        const w = window as any;
        const copies = w.__arrivals.filter((a: { at: number; paused: boolean }) => a.at > after && a.paused === want) as { at: number; spare: boolean }[];
        return {
          reliable: copies.find((a) => !a.spare)?.at ?? null,
          spare: copies.find((a) => a.spare)?.at ?? null,
          render: w.__renders.find((r: { at: number; paused: boolean }) => r.at > after && r.paused === want)?.at ?? null,
        };
      },
      [paused, since] as const,
    );
    const rel = (at: number | null) => (at === null ? '-' : (at - sentAt).toFixed(0));
    rows.push(`${rel(row.reliable)}/${rel(row.spare)}/${rel(row.render)}`);
  }
  const phase = await tv.evaluate(() => (document.querySelector('tv-app') as any)?.snapshot?.game?.phase?.name ?? '-');
  const drains = await tv.evaluate(`(() => {
    const sends = window.__viewSends.filter((s) => s.at > ${since} && s.paused === ${paused});
    return [false, true].map((spare) => sends.filter((s) => s.spare === spare).map((s) => s.drainMs ?? '?').join(',')).join(' | ');
  })()`);
  process.stderr.write(`spread ${paused ? 'pause ' : 'resume'} (${phase}) reliable/spare/render ms: ${rows.join('  ')}  TV buffered ms: ${drains}\n`);
}

export interface TapFigures {
  /** Tap on the phone → the TV shows it. */
  taps: number[];
  /** The frame's arrival at the TV → the TV shows it. */
  tvWork: number[];
  /** The click on the phone → the phone queues its frame. */
  phoneWork: number[];
  /** First to last phone showing the change. */
  spreads: number[];
  /** First to last phone receiving its frame. */
  arrivalSpreads: number[];
  /** The TV's first to last frame of the fan-out queued. */
  sendSpreads: number[];
  /** When each tap's frame reached the TV (for the TV's task timings). */
  frameTimes: number[];
  /** Raw echoes, a few after each tap: the floor, under the same load at the same time. */
  echoes: number[];
  /** The same phone pages changing one line of text at one moment, after each tap: the spread's floor (FLOOR_PAGE). */
  floors: number[];
  /** The share of this machine's CPUs its kernel threads took while the taps ran, in %, where /proc tells (Linux). */
  kernelCpuPct: number | null;
  /** How long the TV's main thread had waited, ready, for a core, sampled while the taps ran (bench-tv-task.ts); null where /proc does not tell. */
  coreWaits: CoreWaits | null;
  /** More taps, as between devices of their own (ownDeviceTaps). */
  own: OwnDeviceTaps;
}

/**
 * Taps as between devices of their own: when each one's frame reached the TV,
 * the TV's waits for a core meanwhile, whether the renderers had the cores
 * first, each tap's time, and the raw echoes between them, taken alike.
 */
export interface OwnDeviceTaps {
  frameTimes: number[];
  coreWaits: CoreWaits | null;
  /** Whether the TV's renderer had the cores first (tvTaskMs). */
  tvBoosted: boolean;
  /** Whether all four did: the TV's, the VIP's and the echo's two (actionToEchoRatio). */
  boosted: boolean;
  taps: Tap[];
  echoes: number[];
}

/** Raw echoes after each tap: 20 taps make 60, against the taps' 20. */
const ECHOES_PER_TAP = 3;
/**
 * After a tap is on the TV, the phones show it at the fan-out's moment (SHOW_LEAD_MS
 * after it leaves) or, for a frame that came late, at most MAX_SHOW_WAIT_MS after that.
 * Each phone timestamps its render itself, so the bench reads them only once that is
 * over: reading (and polling) phones while they render took their CPU at that moment.
 */
const SETTLE_MS = SHOW_LEAD_MS + MAX_SHOW_WAIT_MS + 100;

/**
 * `count` VIP taps on `phones[0]`, pause and resume in turn, with a running
 * game on the TV (TV_HOOKS, PHONE_RENDERS), each followed by a few raw echoes.
 */
export async function tapFigures(tv: Page, phones: Page[], count: number, echo: Echo): Promise<TapFigures> {
  const figures: TapFigures = {
    taps: [], tvWork: [], phoneWork: [], spreads: [], arrivalSpreads: [], sendSpreads: [], frameTimes: [], echoes: [], floors: [], kernelCpuPct: null, coreWaits: null,
    own: { frameTimes: [], coreWaits: null, tvBoosted: false, boosted: false, taps: [], echoes: [] },
  };
  const vip = phones[0]!;
  for (const phone of phones) await phone.evaluate(FLOOR_PAGE);
  const renderer = await rendererOf(tv);
  const watch = renderer === null ? null : watchCoreWaits(renderer);
  const kernelBefore = kernelCpuMs();
  const startedAt = performance.now();
  for (let i = 0; i < count; i++) {
    const paused = i % 2 === 0;
    const since = await tv.evaluate(() => performance.timeOrigin + performance.now());
    watch?.start();
    const tap = await tapToTv(vip, tv, paused ? 'vip-pause' : 'vip-resume');
    figures.taps.push(tap.total);
    figures.tvWork.push(tap.onTv);
    figures.phoneWork.push(tap.onPhone);
    const frameAt = await tv.evaluate(() => (window as any).__hostFrameAt as number);
    figures.frameTimes.push(frameAt);
    // The TV's tasks are read from the frame's arrival to 500 ms after (longestTasks), and one may run on past that.
    watch?.stopAt(frameAt + TASK_WINDOW_MS + 200);
    await tv.waitForTimeout(SETTLE_MS);
    const spread = await spreadOf(phones, paused, since);
    if (spread !== null) figures.spreads.push(spread);
    const arrival = await spreadOf(phones, paused, since, '__arrivals');
    if (arrival !== null) figures.arrivalSpreads.push(arrival);
    if (process.env.BENCH_SPREAD_DEBUG) await logSpread(tv, phones, paused, since);
    figures.sendSpreads.push(
      await tv.evaluate(
        ([want, after, n]) => {
          const sends = ((window as any).__viewSends as { at: number; paused: boolean }[]).filter((s) => s.at > after && s.paused === want).slice(0, n);
          return sends.length ? sends.at(-1)!.at - sends[0]!.at : 0;
        },
        [paused, since, phones.length] as const,
      ),
    );
    figures.echoes.push(...(await echo.round(ECHOES_PER_TAP)));
    const floor = await floorSpread(phones);
    if (floor !== null) figures.floors.push(floor);
  }
  figures.coreWaits = (await watch?.end()) ?? null;
  const kernelAfter = kernelCpuMs();
  if (kernelBefore !== null && kernelAfter !== null) {
    figures.kernelCpuPct = Math.round(((kernelAfter - kernelBefore) / ((performance.now() - startedAt) * cpus().length)) * 1000) / 10;
  }
  // Twice as many: a p95 of 20 is the second-worst tap, and one late wake-up on these cores moved the ratio by half.
  figures.own = await ownDeviceTaps(tv, vip, count * 2, renderer, echo);
  return figures;
}

/**
 * `count` more VIP taps, as between devices of their own: at a party the TV,
 * the VIP's phone and the echo's two ends each have their own cores, here
 * 20 renderers share two. So the TV's and the VIP's renderers have the cores
 * first (boost) while the taps run, the phones render each tap as ever on
 * what is left, and after each tap the echo's two renderers have them first
 * for its round trips: the tap and its floor, measured alike. The TV's tasks
 * are read in a window after each tap's frame (bench-tv-task.ts), so the
 * echo runs only after that window has closed.
 */
async function ownDeviceTaps(tv: Page, vip: Page, count: number, renderer: number | null, echo: Echo): Promise<OwnDeviceTaps> {
  const vipRenderer = renderer === null ? null : await rendererOf(vip);
  // One at a time: two pages spinning at once are told apart by nothing (rendererOf).
  const echoRenderers: (number | null)[] = [];
  for (const page of renderer === null ? [] : echo.pages) echoRenderers.push(await rendererOf(page));
  // The network service relays every packet of the tap and of the echo alike (one browser holds all the pages here;
  // on the device LAN the TV's and the VIP's browsers each have one). Left as it was, the VIP's raised renderer,
  // drawing its own tap, took the cores from the very process carrying the tap's frame, which two devices never
  // do; the echo's pages draw nothing. So each browser's network service is raised too, for the taps and the echoes.
  const services = [...new Set([renderer, vipRenderer, ...echoRenderers].flatMap((pid) => (pid === null ? [] : [networkServiceOf(pid)])))];
  const serviceRestores = services.map((pid) => (pid === null ? null : boost(pid)));
  const restores = [renderer, vipRenderer].map((pid) => (pid === null ? null : boost(pid)));
  const watch = renderer === null ? null : watchCoreWaits(renderer);
  const own: OwnDeviceTaps = {
    frameTimes: [],
    coreWaits: null,
    tvBoosted: restores[0] !== null,
    boosted: restores.every((r) => r !== null) && services.length > 0 && serviceRestores.every((r) => r !== null),
    taps: [],
    echoes: [],
  };
  try {
    for (let i = 0; i < count; i++) {
      const paused = (await tv.evaluate(() => (document.querySelector('tv-app') as any).snapshot.game.phase.paused)) as boolean;
      watch?.start();
      own.taps.push(await tapToTv(vip, tv, paused ? 'vip-resume' : 'vip-pause'));
      const frameAt = await tv.evaluate(() => (window as any).__hostFrameAt as number);
      own.frameTimes.push(frameAt);
      watch?.stopAt(frameAt + TASK_WINDOW_MS + 200);
      // The next tap's window opens after this one's has closed.
      await tv.waitForTimeout(TASK_WINDOW_MS + 300);
      const echoBoosts = echoRenderers.map((pid) => (pid === null ? null : boost(pid)));
      try {
        own.echoes.push(...(await echo.round(ECHOES_PER_TAP)));
      } finally {
        for (const restore of echoBoosts) restore?.();
      }
      own.boosted &&= echoBoosts.every((r) => r !== null);
    }
  } finally {
    for (const restore of [...restores, ...serviceRestores]) restore?.();
  }
  own.coreWaits = (await watch?.end()) ?? null;
  return own;
}

/**
 * CPU time, in ms, of every kernel thread so far (the children of kthreadd, pid 2),
 * or null where /proc does not say. On a virtual machine these can take the cores at
 * any moment: this one's memory monitor (kdamond) took 13 % of both while a probe's
 * taps ran, and half a core in the worst taps' moments.
 */
function kernelCpuMs(): number | null {
  try {
    let ms = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const ppid = statFields(`/proc/${pid}/stat`)[1];
        if (ppid !== '2') continue;
        ms += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
      } catch {
        // The thread ended while being read.
      }
    }
    return ms;
  } catch {
    return null;
  }
}

/**
 * In every phone page: a line of text outside the app that changes at a
 * wall-clock moment it is given, and when it did. All the pages of a bench run
 * on one machine and read one clock, so nothing is learnt over the network.
 * Page code as text (see rawEcho).
 */
const FLOOR_PAGE = `(() => {
  const line = document.createElement('div');
  line.setAttribute('aria-hidden', 'true');
  line.style.cssText = 'position:fixed;left:4px;bottom:4px;font:12px sans-serif;pointer-events:none';
  line.textContent = '0';
  document.body.append(line);
  window.__floor = { at: 0, show: (moment) => setTimeout(() => {
    line.textContent = String(Number(line.textContent) + 1);
    window.__floor.at = performance.timeOrigin + performance.now();
  }, moment - Date.now()) };
})()`;

/** Time for the bench to hand every phone the moment before it comes. */
const FLOOR_LEAD_MS = 300;

/**
 * The floor of \`fanoutSpreadMs\` on this machine, under the same load at the
 * same time: the same phone pages, each changing one line of text at one
 * moment, as the phones do for a tap's change, but with none of the app's work
 * and no clock learnt from the TV. It is what 16 renderers waking at once on
 * these cores spread by themselves (the echo is the same for a tap's time).
 */
async function floorSpread(phones: Page[]): Promise<number | null> {
  const moment = Date.now() + FLOOR_LEAD_MS;
  for (const phone of phones) await phone.evaluate((at) => (window as any).__floor.show(at), moment);
  // Handed too late to wait for it, a page would show late for the bench's sake, not the machine's.
  if (Date.now() > moment - 20) return null;
  await phones[0]!.waitForTimeout(Math.max(0, moment - Date.now()) + SETTLE_MS);
  const shown: number[] = [];
  for (const phone of phones) shown.push(await phone.evaluate(() => (window as any).__floor.at as number));
  if (shown.some((at) => at < moment - 1)) return null;
  return Math.max(...shown) - Math.min(...shown);
}

/** The TV's own element, for setup through its controls (a bench is no player). */
export async function tvControls(tv: Page, script: string): Promise<void> {
  await tv.evaluate(`(() => { const app = document.querySelector('tv-app'); ${script} })()`);
}

/** The speaker's phone nominates the first seat it may, if it may (page code as text). */
const NOMINATE = `(() => {
  const app = document.querySelector('phone-app');
  const view = app && app.snapshot.view;
  const prompt = view && view.prompt;
  if (!prompt || prompt.kind !== 'speech' || !prompt.canNominate || prompt.nominated !== null) return false;
  const choice = prompt.choices.find((c) => c.disabled === null);
  if (!choice) return false;
  app.controls.act({ type: 'nominate', target: choice.seat });
  return true;
})()`;

/**
 * Sixteen ballots sent in the last 100 ms before the vote's deadline, each
 * phone timing its own by its own clock: how many the count took on time, and
 * from the last one's arrival to the TV showing the count.
 */
export async function lastSecondBallots(tv: Page, phones: Page[]): Promise<{ counted: number; sent: number; burstToTvMs: number | null }> {
  const nominated = new Set<number>();
  for (let i = 0; i < 400; i++) {
    const phase = (await tv.evaluate(() => (document.querySelector('tv-app') as any).snapshot.game.phase)) as {
      name: string; deadline: number | null; paused: boolean; narrating: boolean; seq: number; nominees: number[];
    };
    if (phase.name === 'vote' && phase.deadline !== null) break;
    // City votes only among two nominees or more: the first speakers' phones nominate (each once), then the speech is skipped.
    if (phase.name === 'speech' && phase.nominees.length < 2 && !nominated.has(phase.seq)) {
      nominated.add(phase.seq);
      const sent = await Promise.all(phones.map((phone) => phone.evaluate(NOMINATE) as Promise<boolean>));
      if (sent.includes(true)) {
        await tv.waitForTimeout(500);
        continue;
      }
    }
    if (phase.paused) await tvControls(tv, `app.controls.host({ type: 'resume' });`);
    // A phase whose clock still waits for the narrator is skipped too.
    else if (phase.name !== 'vote' && (phase.deadline !== null || phase.narrating)) await tvControls(tv, `app.controls.host({ type: 'skip' });`);
    await tv.waitForTimeout(100);
  }
  await tv.evaluate(`(() => {
    window.__ballotsAt = [];
    window.__resultAt = 0;
    // The count on screen: its beat ("Counting the votes…"), or the verdict where no ballot was cast. The
    // verdict itself waits for the host's line and the landings, which are staging, not the burst's trip.
    const COUNTED = '[data-testid="tallying"], [data-testid="verdict"]';
    const root = document.querySelector('tv-app').shadowRoot;
    const observer = new MutationObserver(() => {
      const vote = root.querySelector('tv-vote');
      if (vote && vote.shadowRoot && vote.shadowRoot.querySelector(COUNTED)) {
        window.__resultAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }
    });
    observer.observe(root, { childList: true, subtree: true });
    const poll = setInterval(() => {
      const vote = root.querySelector('tv-vote');
      if (vote && vote.shadowRoot && vote.shadowRoot.querySelector(COUNTED) && !window.__resultAt) window.__resultAt = performance.timeOrigin + performance.now();
      if (window.__resultAt) clearInterval(poll);
    }, 2);
  })()`);
  // Every phone with a ballot in hand (a seat out of the game, or one the rules keep from voting, has none).
  const cast = (await Promise.all(
    phones.map((phone, i) =>
      // Page code as text (a named function would need tsx's helper, see rawEcho).
      phone.evaluate(`new Promise((resolve) => {
        const app = document.querySelector('phone-app');
        const started = Date.now();
        // The vote reaches this phone a moment after the TV: its trip, and the moment every phone shows it.
        const ready = () => {
          const view = app.snapshot.view;
          const prompt = view && view.prompt;
          if (!prompt || prompt.kind !== 'vote' || view.phase.deadline === null) {
            if (Date.now() - started < 3000) setTimeout(ready, 10);
            else resolve(null);
            return;
          }
          const target = prompt.choices.find((c) => c.disabled === null).seat;
          // The phone's own deadline (the TV's, moved into this phone's clock): 100 ms before it and closer.
          const at = view.phase.deadline - 100 + ${Math.round((i * 95) / phones.length)};
          setTimeout(() => {
            app.controls.act({ type: 'vote', target });
            resolve(view.seat);
          }, Math.max(0, at - Date.now()));
        };
        ready();
      })`),
    ),
  )) as (number | null)[];
  const voters = cast.filter((seat): seat is number => seat !== null);
  const sent = voters.length;
  const result = (await tv
    .waitForFunction(
      () => {
        const game = (document.querySelector('tv-app') as any).snapshot.game;
        // While the count's beat runs (the ballots landing on the TV) the round is `count`, not yet `lastRound`.
        const over = game.phase.name !== 'vote' || (game.phase.deadline !== null && Date.now() > game.phase.deadline + 300);
        return over ? { ...game.phase, lastRound: game.phase.lastRound ?? game.count } : false;
      },
      undefined,
      { timeout: 20_000, polling: 20 },
    )
    .then((h) => h.jsonValue())) as { name: string; voted: number[]; lastRound: { ballots: { voter: number; target: number | null }[] } | null };
  const counted =
    result.name === 'vote'
      ? voters.filter((seat) => result.voted.includes(seat)).length
      : voters.filter((seat) => result.lastRound?.ballots.some((b) => b.voter === seat && b.target !== null)).length;
  const lastBallot = await tv.evaluate(() => Math.max(...((window as any).__ballotsAt as number[])));
  const resultAt = await tv
    .waitForFunction(() => (window as any).__resultAt || false, undefined, { timeout: 5_000 })
    .then((h) => h.jsonValue() as Promise<number>)
    .catch(() => 0);
  return { counted, sent, burstToTvMs: resultAt && Number.isFinite(lastBallot) ? Math.round((resultAt - lastBallot) * 10) / 10 : null };
}

/** The table's figures from one table's taps, echoes and last-second ballots. */
export async function tableFigures(
  tv: Page,
  taps: TapFigures,
  ballots: { counted: number; sent: number; burstToTvMs: number | null },
): Promise<Record<string, unknown>> {
  const own = taps.own.taps;
  // BENCH_TAP_DEBUG=1: every tap's time and its shares, and every echo (stderr).
  if (process.env.BENCH_TAP_DEBUG) {
    const f = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(' ');
    process.stderr.write(`taps total: ${f(own.map((t) => t.total))}\nonTv: ${f(own.map((t) => t.onTv))}\nonPhone: ${f(own.map((t) => t.onPhone))}\ntrip: ${f(own.map((t) => t.total - t.onTv - t.onPhone))}\nechoes: ${f(taps.own.echoes)}\n`);
  }
  const actionMsP95 = percentile(own.map((tap) => tap.total), 95);
  const echoMsP95 = percentile(taps.own.echoes, 95);
  const actionSharedMsP95 = percentile(taps.taps, 95);
  const echoSharedMsP95 = percentile(taps.echoes, 95);
  return {
    // Tap → TV against the echo, as between devices of their own (ownDeviceTaps).
    actionMsP95,
    tvWorkMsP95: percentile(own.map((tap) => tap.onTv), 95),
    phoneWorkMsP95: percentile(own.map((tap) => tap.onPhone), 95),
    echoMsP95,
    actionToEchoRatio: Math.round((actionMsP95 / echoMsP95) * 100) / 100,
    actionBoosted: taps.own.boosted,
    // The same, with the TV, the phones and the echo's pages all sharing these two cores as they are.
    actionSharedMsP95,
    tvWorkSharedMsP95: percentile(taps.tvWork, 95),
    phoneWorkSharedMsP95: percentile(taps.phoneWork, 95),
    echoSharedMsP95,
    actionToEchoSharedRatio: Math.round((actionSharedMsP95 / echoSharedMsP95) * 100) / 100,
    fanoutSpreadMsP50: percentile(taps.spreads, 50),
    fanoutSpreadMsP95: percentile(taps.spreads, 95),
    // The machine's own floor for that spread, measured between the taps (floorSpread).
    fanoutSpreadFloorMsP50: percentile(taps.floors, 50),
    fanoutSpreadFloorMsP95: percentile(taps.floors, 95),
    fanoutSpreadFloorSamples: taps.floors.length,
    // What else took the cores meanwhile: the kernel's own threads (kernelCpuMs).
    tapsKernelCpuPct: taps.kernelCpuPct,
    // The frames' own spread, from the first phone's arrival to the last's: what the phones' shared moment (`at`) evens out.
    fanoutArrivalSpreadMsP50: percentile(taps.arrivalSpreads, 50),
    fanoutArrivalSpreadMsP95: percentile(taps.arrivalSpreads, 95),
    // Of that, the TV's own share: from the first to the last of the fan-out's frames queued.
    fanoutSendMsP95: percentile(taps.sendSpreads, 95),
    ...(await (async () => {
      // The TV's longest task per tap (bench-tv-task.ts), less its waits for a core: on taps where its renderer had
      // the cores first, as on a device of its own; then on the taps above, where the phones' renderers shared them.
      const own = await longestTasks(tv, taps.own.frameTimes, taps.own.coreWaits);
      const shared = await longestTasks(tv, taps.frameTimes, taps.coreWaits);
      return {
        tvTaskMsP50: own.own && percentile(own.own, 50),
        tvTaskMsP95: own.own && percentile(own.own, 95),
        tvTaskWallMsP95: percentile(own.wall, 95),
        tvTaskBoosted: taps.own.tvBoosted,
        tvTaskSharedMsP95: shared.own && percentile(shared.own, 95),
        tvTaskSharedWallMsP95: percentile(shared.wall, 95),
      };
    })()),
    lastSecondBallots: `${ballots.counted}/${ballots.sent}`,
    burstToTvMs: ballots.burstToTvMs,
  };
}
