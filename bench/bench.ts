// npm run bench: every figure measured in this run on this machine, in real
// Chromium over real WebRTC through a local `peer` server on loopback. It
// reports; it never fails on a target.
//
// Stages, in this order (BENCH_ONLY=table,lan,… runs only those; README
// "Performance" says how long each takes here):
//   engine    the simulator's games per second, without the referee
//   js        the JavaScript the TV and a phone download: the phone's split into
//             what loads before its join screen shows and what loads after
//   join      the TV opens a room and 16 phones join one after another
//   table     a 17-seat game: VIP taps to the TV against a raw echo, the phones'
//             spread against its floor, the TV's own task time, last-second ballots
//   reload    the TV reloads mid-game until every phone is seated again
//   game      the game played to its end by the phones; the TV's heap
//   narrator  the voice's lag behind the game (bench/bench-narrator.ts)
//   lan       the device LAN (bench/bench-lan.ts)
// table, reload and game use the room `join` opened (they open it when it was
// not chosen). Each stage prints one JSON line as it ends — its figures, each
// target with its figure beside it, its time, and why it failed if it did —
// and the others go on; the last line is the whole run in one object.
// The bench builds the app into a folder of its own (a build beside it cannot
// change the pages it serves); BENCH_DIST=folder serves a build already made.
// BENCH_TV_PROFILE=file.cpuprofile records the TV page's JavaScript during the taps;
// BENCH_TV_HEAP=file.heapprofile samples what it allocates meanwhile (garbage included).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { build as viteBuild } from 'vite';
import { headlessChromiumPath, chromiumArgs } from '../tests/support/chromium';
import { startPartyServer } from '../server/party-server';
import { benchLan } from './bench-lan';
import { lastSecondBallots, openEcho, PHONE_RENDERS, percentile, tableFigures, tapFigures, tvControls, TV_HOOKS } from './bench-table';
import { benchNarrator } from './bench-narrator';
import { judge, type Figures } from './bench-targets';

const PHONES = Number(process.env.BENCH_PHONES ?? 16);
const TAPS = 20;
const STAGES = ['engine', 'js', 'join', 'table', 'reload', 'game', 'narrator', 'lan'] as const;
type Stage = (typeof STAGES)[number];
/** Stages that need the room of `join`: choosing one runs `join` first. */
const AT_THE_TABLE: readonly Stage[] = ['join', 'table', 'reload', 'game'];

const log = (message: string): void => void process.stderr.write(`bench: ${message}\n`);
const why = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300);

/** Runs one step of a stage; a failure names the step. */
async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${label}: ${why(error)}`, { cause: error });
  }
}

function chosenStages(): Set<Stage> {
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
  if (!only?.length) return new Set(STAGES);
  const unknown = only.filter((s) => !(STAGES as readonly string[]).includes(s));
  if (unknown.length) {
    log(`BENCH_ONLY: no stage ${unknown.join(', ')}; the stages are ${STAGES.join(', ')}`);
    process.exit(2);
  }
  const chosen = new Set(only as Stage[]);
  if (AT_THE_TABLE.some((s) => chosen.has(s))) chosen.add('join');
  return chosen;
}

/** In a page: when the element `name` first rendered, by the page's clock (page code as text, see bench-table.ts). */
const shownAt = (name: string): string => `(() => {
  window.__shownAt = 0;
  const define = customElements.define.bind(customElements);
  customElements.define = (name, ctor, options) => {
    if (name === ${JSON.stringify(name)}) {
      const updated = ctor.prototype.updated;
      ctor.prototype.updated = function (changed) {
        updated?.call(this, changed);
        if (!window.__shownAt) window.__shownAt = performance.now();
      };
    }
    return define(name, ctor, options);
  };
})()`;

interface ScriptSplit {
  first: number;
  lazy: number;
  firstFiles: string[];
  lazyFiles: string[];
}

/**
 * The chunks no phone can show its join screen without, read from the build's
 * manifest (the bench's own build writes one; a BENCH_DIST build may not):
 * the page's entry and the phone's (src/main-phone.ts), each with its static
 * imports, transitively, shared chunks too. A cross-check of the split read
 * from the network: each of these counts as loaded first, whenever it was asked for.
 */
function phoneStaticChunks(dist: string): Set<string> | null {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
  const seen = new Set<string>();
  const stack = Object.keys(manifest).filter((key) => manifest[key]!.isEntry || key === 'src/main-phone.ts');
  for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key]!.imports ?? []));
  }
  return new Set([...seen].map((key) => path.basename(manifest[key]!.file)));
}

/**
 * The JavaScript a fresh page (no service worker, no cache) downloads from
 * `url`, gzipped: `first`, every script it asked for before its first screen
 * (`element`, the phone's join form or the TV's home) rendered — what must
 * load before anyone can use it — and `lazy`, what it asked for after, until
 * the network was idle (at most 10 s; the TV's built-in voice is not counted,
 * it loads only for a TV without voices of its own). `locale`: the browser's
 * language, which picks the language the first screen loads its strings in;
 * `mustBeFirst`: scripts counted first whenever they were asked for.
 */
async function firstScreenJs(
  browser: Browser,
  url: string,
  element: string,
  testId: string,
  phone: boolean,
  { locale, mustBeFirst }: { locale?: string; mustBeFirst?: Set<string> } = {},
): Promise<ScriptSplit> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    ...(locale ? { locale } : {}),
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1920, height: 1080 } }),
  });
  try {
    await context.addInitScript(shownAt(element));
    const page = await context.newPage();
    const bodies = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && !/espeak-worker/.test(response.url()))
        bodies.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length));
    });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.getByTestId(testId).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    // Resource timing's start of each request, against the first screen's render, on the page's own clock.
    const { shown, starts } = await page.evaluate(() => ({
      shown: (window as any).__shownAt as number,
      starts: Object.fromEntries(performance.getEntriesByType('resource').map((e) => [e.name, e.startTime])) as Record<string, number>,
    }));
    const split: ScriptSplit = { first: 0, lazy: 0, firstFiles: [], lazyFiles: [] };
    for (const [file, size] of bodies) {
      const name = new URL(file).pathname.split('/').pop()!;
      // A script with no timing entry (the page's own first script) came before anything rendered.
      if (!shown || (starts[file] ?? 0) < shown || mustBeFirst?.has(name)) {
        split.first += await size;
        split.firstFiles.push(name);
      } else {
        split.lazy += await size;
        split.lazyFiles.push(name);
      }
    }
    return split;
  } finally {
    await context.close();
  }
}

/** A phone that answers every prompt with a random allowed choice (page code as text, see rawEcho). */
const AUTO_PLAYER = `setInterval(() => {
  const app = document.querySelector('phone-app');
  const p = app && app.snapshot && app.snapshot.view && app.snapshot.view.prompt;
  if (!p) return;
  const pick = (choices) => {
    const open = choices.filter((c) => c.disabled === null);
    return open.length ? open[Math.floor(Math.random() * open.length)].seat : null;
  };
  let target = null;
  if (p.kind === 'cardCheck' && !p.seen) app.controls.act({ type: 'cardSeen' });
  else if (p.kind === 'nightPick' && p.acting && p.picked === null && !p.declined && (target = pick(p.choices))) app.controls.act({ type: 'nightPick', target });
  else if (p.kind === 'speech' && p.canNominate && p.nominated === null && (target = pick(p.choices))) app.controls.act({ type: 'nominate', target });
  else if (p.kind === 'vote' && p.picked === null && (target = pick(p.choices))) app.controls.act({ type: 'vote', target });
  else if (p.kind === 'eliminateAll' && p.picked === null) app.controls.act({ type: 'eliminateAllVote', yes: true });
}, 250)`;

/** One phone from the QR link to its seat number: `ms` in all, `loadMs` of it until the name field took the name. */
async function joinOne(browser: Browser, joinUrl: string, name: string): Promise<{ page: Page; ms: number; loadMs: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(PHONE_RENDERS);
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(joinUrl);
  await page.getByTestId('name').fill(name);
  const loadMs = performance.now() - started;
  await page.getByTestId('join').click();
  await page.getByTestId('seat-number').waitFor({ state: 'visible', timeout: 30_000 });
  return { page, ms: performance.now() - started, loadMs };
}

/**
 * Waits for the game's end. Seventeen random players can take many days (a
 * split vote sends nobody out), so it may take up to ten minutes; a game that
 * does not end by then says where it stood, day by day.
 */
async function playToTheEnd(tv: Page): Promise<void> {
  const started = Date.now();
  const seen: string[] = [];
  for (;;) {
    const phase = (await tv.evaluate(() => {
      const p = (document.querySelector('tv-app') as any)?.snapshot?.game?.phase;
      return p ? { name: p.name as string, day: p.day as number } : null;
    })) as { name: string; day: number } | null;
    if (phase?.name === 'gameOver') return;
    const where = phase ? `day ${phase.day} ${phase.name}` : 'no game';
    if (seen.at(-1) !== where) seen.push(where);
    if (Date.now() - started > 600_000) throw new Error(`the game did not end in 10 minutes; it went ${seen.slice(-8).join(' → ')}`);
    await tv.waitForTimeout(1000);
  }
}

/** The TV (1080p, Russian by default) and its phones, seated, for table, reload and game. */
interface Table {
  tvContext: BrowserContext;
  tv: Page;
  phones: Page[];
  gameStarted: boolean;
}

async function openTable(browser: Browser, origin: string): Promise<{ table: Table; figures: Figures }> {
  // The TV's own frame is read where it costs most: Russian (the longer words), 1080p, 17 seats.
  const tvContext = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'ru-RU' });
  const tv = await tvContext.newPage();
  await tv.addInitScript(TV_HOOKS);
  await tv.goto(origin);
  await tv.getByTestId('new-game').click();
  await tv.getByTestId('room-code').filter({ hasText: /^[A-Z]{4} [A-Z]{4}$/ }).waitFor({ timeout: 30_000 });
  const joinUrl = (await tv.getByTestId('qr').locator('img').getAttribute('alt')) ?? '';
  await tvControls(
    tv,
    `app.controls.updateSetup({ ...app.snapshot.setup, preset: 'classic', players: 17, mafia: 3,
       optionalRoles: ['commissar', 'doctor', 'maniac', 'putana'], timerScale: 0.05,
       timers: { ...app.snapshot.setup.timers, vote: 200 } });`,
  );
  const phones: Page[] = [];
  const joins: number[] = [];
  const loads: number[] = [];
  for (let i = 0; i < PHONES; i++) {
    const { page, ms, loadMs } = await joinOne(browser, joinUrl, `Player ${i + 1}`);
    phones.push(page);
    joins.push(ms);
    loads.push(loadMs);
  }
  return {
    table: { tvContext, tv, phones, gameStarted: false },
    figures: {
      joinMsP50: percentile(joins, 50),
      joinMsP95: percentile(joins, 95),
      joinMsMax: percentile(joins, 100),
      // Of that, the page until its name field took the name; the rest is the tap on Join until the seat.
      joinLoadMsP95: percentile(loads, 95),
      joinSeatMsP95: percentile(joins.map((ms, i) => ms - loads[i]!), 95),
    },
  };
}

async function startGame(table: Table): Promise<void> {
  if (table.gameStarted) return;
  await tvControls(table.tv, `app.controls.fillWithBots(); app.controls.startGame();`);
  await table.tv.waitForFunction(() => !!(document.querySelector('tv-app') as any)?.snapshot?.game, undefined, { timeout: 30_000 });
  table.gameStarted = true;
}

async function tableStage(browser: Browser, origin: string, table: Table): Promise<Figures> {
  const { tv, phones } = table;
  await startGame(table);
  // The floor, measured under the same load at the same time: a raw PeerJS echo between two more pages, after each tap.
  const echoContexts = [await browser.newContext(), await browser.newContext()] as const;
  try {
    const echo = await openEcho([...echoContexts], origin);
    // BENCH_TV_PROFILE=file.cpuprofile: the TV page's JavaScript while the taps run (open it in DevTools).
    const profile = process.env.BENCH_TV_PROFILE ? await table.tvContext.newCDPSession(tv) : null;
    if (profile) await profile.send('Profiler.enable').then(() => profile.send('Profiler.setSamplingInterval', { interval: 50 })).then(() => profile.send('Profiler.start'));
    // BENCH_TV_HEAP=file.heapprofile: what the TV page allocates while the taps run, collected or not (open it in DevTools).
    const heap = process.env.BENCH_TV_HEAP ? await table.tvContext.newCDPSession(tv) : null;
    if (heap) await heap.send('HeapProfiler.enable').then(() => heap.send('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true }));
    const taps = await tapFigures(tv, phones, TAPS, echo);
    if (heap) writeFileSync(process.env.BENCH_TV_HEAP!, JSON.stringify((await heap.send('HeapProfiler.stopSampling')).profile));
    if (profile) writeFileSync(process.env.BENCH_TV_PROFILE!, JSON.stringify((await profile.send('Profiler.stop')).profile));
    await echo.close();
    log('sixteen ballots in the last 100 ms');
    return await tableFigures(tv, taps, await lastSecondBallots(tv, phones));
  } finally {
    for (const context of echoContexts) await context.close().catch(() => undefined);
  }
}

async function reloadStage(table: Table): Promise<Figures> {
  const { tv } = table;
  await startGame(table);
  const reloadStart = Date.now();
  await tv.reload();
  // Where the time goes: the TV's game back on screen, and its room registered on the signaling server again.
  const marks: Record<string, number> = {};
  await tv.waitForFunction(
    () => {
      const snapshot = (document.querySelector('tv-app') as any)?.snapshot;
      const w = window as any;
      const now = Date.now();
      w.__reloadMarks ??= {};
      if (snapshot?.game) w.__reloadMarks.game ??= now;
      if (snapshot?.signaling === 'online') w.__reloadMarks.room ??= now;
      return !!snapshot?.game && snapshot.seats.every((seat: { link: string }) => seat.link === 'online');
    },
    undefined,
    { timeout: 30_000, polling: 25 },
  );
  const back = Date.now() - reloadStart;
  Object.assign(marks, await tv.evaluate(() => (window as any).__reloadMarks as Record<string, number>));
  const since = (at: number | undefined) => (at === undefined ? null : at - reloadStart);
  return {
    tvReloadResumeMs: back,
    tvReloadGameMs: since(marks.game),
    tvReloadRoomMs: since(marks.room),
  };
}

async function gameStage(table: Table): Promise<Figures> {
  const { tv, phones, tvContext } = table;
  await startGame(table);
  // A reloaded TV comes back paused with the time it had (H6), and a stage that failed
  // may have left it paused: the host presses on.
  await tvControls(tv, `if (app.snapshot.game.phase.paused) app.controls.host({ type: 'resume' });`);
  // Each step's clock waits for the narrator's lines, and 17 players' worth of them last far
  // longer than this figure needs: the host marks each step's lines as said at once, as the TV
  // did before it paced the game (the narrator's own figures come from the narrator stage).
  await tv.evaluate(`(() => {
    const app = document.querySelector('tv-app');
    setInterval(() => {
      const phase = app.snapshot && app.snapshot.game && app.snapshot.game.phase;
      if (phase && phase.narrating) app.controls.host({ type: 'narrated', seq: phase.seq });
      if (phase && phase.paused) app.controls.host({ type: 'resume' });
    }, 100);
  })()`);
  // Players play: a table where nobody votes sends nobody out and never ends (V3),
  // so each phone takes a random allowed choice at every prompt, as the bots do.
  for (const phone of phones) await phone.evaluate(AUTO_PLAYER);
  await playToTheEnd(tv);
  const cdp = await tvContext.newCDPSession(tv);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return { tvHeapMb: Math.round((heap.usedSize / 1024 / 1024) * 10) / 10 };
}

async function main(): Promise<void> {
  const chosen = chosenStages();
  const all: Figures = {};
  const stages: Record<string, { seconds: number; error?: string }> = {};
  const print = (line: unknown): void => void process.stdout.write(`${JSON.stringify(line)}\n`);

  /** Runs one chosen stage: its figures and targets as one JSON line as it ends, or why it failed. */
  const stage = async (name: Stage | 'build', run: () => Promise<Figures>): Promise<boolean> => {
    if (name !== 'build' && !chosen.has(name)) return false;
    log(name);
    const started = Date.now();
    let figures: Figures = {};
    let error: string | undefined;
    try {
      figures = await run();
    } catch (caught) {
      error = why(caught);
      log(`${name} failed: ${error}`);
    }
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    Object.assign(all, figures);
    stages[name] = error === undefined ? { seconds } : { seconds, error };
    print({ stage: name, seconds, ...(error === undefined ? {} : { error }), figures, targets: judge(all, Object.keys(figures)) });
    return error === undefined;
  };

  const needsBuild = [...chosen].some((s) => s !== 'engine');
  const ownBuild = needsBuild && !process.env.BENCH_DIST;
  const dist = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : mkdtempSync(path.join(os.tmpdir(), 'citysleeps-bench-'));
  // The device LAN's party server (tests/support/party-process.ts) serves the same build.
  process.env.CS_DIST_DIR = dist;
  if (ownBuild) {
    const built = await stage('build', async () => {
      // The manifest tells the js stage which chunks the phone imports statically (phoneStaticChunks).
      execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', dist, '--emptyOutDir', '--manifest'], { stdio: ['ignore', 'ignore', 'inherit'] });
      return {};
    });
    if (!built) {
      print({ figures: all, stages, targets: judge(all) });
      process.exit(1);
    }
  }

  await stage('engine', async () => {
    // The engine as the TV runs it: bundled by Vite, not through tsx, whose transform names every
    // function it creates (esbuild's keepNames: a defineProperty per closure) behind a loader thread.
    // Warmed up first, as a TV's engine is an hour into a party: a fresh process runs its first
    // thousand games at half speed while V8 compiles the hot paths (simulate.ts `warm`).
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'citysleeps-engine-'));
    try {
      await viteBuild({
        configFile: false,
        publicDir: false,
        logLevel: 'warn',
        build: { ssr: 'src/engine/simulate-cli.ts', outDir, target: 'node20', rollupOptions: { output: { entryFileNames: 'simulate-cli.mjs' } } },
      });
      // Three processes, the median: one run of two seconds on this VM read 1,801 while the
      // runs around it read 2,100–3,100 (a moment of the host's or the kernel's own work).
      const runs: number[] = [];
      for (let run = 0; run < 3; run++) {
        const simulated = JSON.parse(
          execFileSync(process.execPath, [path.join(outDir, 'simulate-cli.mjs'), '--preset', 'city', '--players', '11', '--games', '5000', '--warm', '2000', '--seed', '1', '--no-check'], {
            encoding: 'utf8',
          }),
        ) as { gamesPerSecond: number };
        runs.push(Math.round(simulated.gamesPerSecond));
      }
      return { engineGamesPerSecond: [...runs].sort((a, b) => a - b)[1]!, engineGamesPerSecondRuns: runs.join(', ') };
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  const loopback = ['js', ...AT_THE_TABLE, 'narrator'].some((s) => chosen.has(s as Stage));
  if (loopback) {
    const server = await startPartyServer({ host: '127.0.0.1', port: 0, staticDir: dist });
    const executablePath = headlessChromiumPath();
    all.benchBrowser = executablePath ? path.basename(executablePath) : 'playwright';
    const browser = await chromium.launch({ executablePath, args: chromiumArgs });
    try {
      await stage('js', async () => {
        // What a phone downloads from the QR link (the TV's own link, of a room the TV opens): the phone app, never the TV's code.
        const context = await browser.newContext();
        try {
          const joinUrl = await step('a TV opens a room', async () => {
            const tv = await context.newPage();
            await tv.goto(server.origin, { waitUntil: 'domcontentloaded' });
            await tv.getByTestId('new-game').click();
            await tv.getByTestId('room-code').filter({ hasText: /^[A-Z]{4} [A-Z]{4}$/ }).waitFor({ timeout: 30_000 });
            return (await tv.getByTestId('qr').locator('img').getAttribute('alt')) ?? '';
          });
          // A phone in each language: its first screen waits for its own language's strings, and the
          // figure is the heavier of the two (the Russian strings are the longer).
          const mustBeFirst = phoneStaticChunks(dist) ?? undefined;
          const ru = await step('a Russian phone loads the join link', () => firstScreenJs(browser, joinUrl, 'phone-join', 'name', true, { locale: 'ru-RU', mustBeFirst }));
          const en = await step('an English phone loads the join link', () => firstScreenJs(browser, joinUrl, 'phone-join', 'name', true, { locale: 'en-US', mustBeFirst }));
          const phone = ru.first >= en.first ? ru : en;
          // Every chunk the manifest says the phone imports statically was asked for before its join screen showed.
          const late = mustBeFirst ? [...mustBeFirst].filter((name) => !phone.firstFiles.includes(name)) : [];
          const tv = await step('a TV loads', () => firstScreenJs(browser, `${server.origin}/`, 'tv-home', 'new-game', false));
          return {
            tvJsGzipBytes: tv.first,
            tvJsLazyGzipBytes: tv.lazy,
            phoneJsGzipBytes: phone.first,
            phoneJsLazyGzipBytes: phone.lazy,
            phoneJsLanguages: `ru ${ru.first} + ${ru.lazy}, en ${en.first} + ${en.lazy}`,
            phoneJsStaticChunks: mustBeFirst
              ? late.length
                ? `not asked for: ${late.join(' ')}`
                : `${mustBeFirst.size}, all loaded first`
              : 'no manifest (BENCH_DIST without one)',
            phoneJsFirstFiles: phone.firstFiles.join(' '),
            phoneJsLazyFiles: phone.lazyFiles.join(' '),
          };
        } finally {
          await context.close();
        }
      });

      let table: Table | null = null;
      let noTable = 'the room was not opened';
      await stage('join', async () => {
        log(`TV and ${PHONES} phones joining`);
        try {
          const opened = await openTable(browser, server.origin);
          table = opened.table;
          return opened.figures;
        } catch (error) {
          noTable = `the room did not open: ${why(error)}`;
          throw error;
        }
      });
      const atTable = (run: (t: Table) => Promise<Figures>) => async () => {
        if (!table) throw new Error(noTable);
        return run(table);
      };
      await stage('table', atTable((t) => tableStage(browser, server.origin, t)));
      await stage('reload', atTable(reloadStage));
      await stage('game', atTable(gameStage));
      if (table) await (table as Table).tvContext.close().catch(() => undefined);
      await stage('narrator', () => benchNarrator(server.origin, log));
    } finally {
      await browser.close();
      await server.close();
    }
  }

  await stage('lan', async () => ({
    deviceLan: await benchLan(log, (name, figures) => print({ stage: `lan.${name}`, figures, targets: judge({ deviceLan: { [name]: figures } }) })),
  }));

  if (!process.env.BENCH_DIST) rmSync(dist, { recursive: true, force: true });
  // STUN/TURN's timers (node-turn's nonces live an hour) would keep the process up: exit once written.
  const targets = judge(all);
  const verdicts = Object.values(targets).filter((t) => t.met !== null);
  const targetsMet = `${verdicts.filter((t) => t.met).length}/${verdicts.length}`;
  process.stdout.write(`${JSON.stringify({ figures: all, targets, targetsMet, stages })}\n`, () => process.exit(0));
}

main().catch((error: unknown) => {
  log(error instanceof Error ? error.stack ?? error.message : String(error));
  process.exit(1);
});
