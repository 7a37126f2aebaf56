// Helpers for browser tests: a TV page that opens a room, phones that join it.
// Every page is a real Chromium context talking WebRTC: tabs of one browser
// through the test run's own `peer` server on loopback, or devices of their
// own on a device LAN (tests/support/lan) when given one instead of `browser`.
//
// The TV's and phones' state is read from their app elements (`tv-app`'s
// HostSnapshot, `phone-app`'s PhoneSnapshot): exactly what their screens
// render, nothing more. Setup changes go through the TV's own HostControls,
// the same calls its setup screen makes, so tests are not tied to how many
// stepper clicks a timer takes.
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { Setup, Timers } from '../../src/engine/types';
import type { HostSnapshot } from '../../src/host/snapshot';
import type { PhoneSnapshot } from '../../src/phone/snapshot';
import { tapWire } from './wire';

/**
 * Where a helper opens its contexts: Playwright's `browser` (tabs of one
 * Chromium on loopback) or a device LAN (tests/support/lan), where each
 * context is a device of its own.
 */
export type Devices = Pick<Browser, 'newContext'>;

export interface Tv {
  context: BrowserContext;
  page: Page;
  joinUrl: string;
  roomCode: string;
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  name: string;
}

export interface TvOptions {
  viewport?: { width: number; height: number };
  /** Where the app is served; default: the test run's party server (baseURL). */
  origin?: string;
  /** Record and tamper with the TV's data channels (wire.ts). */
  tap?: boolean;
}

export interface PhoneOptions {
  /** Record and tamper with the phone's data channels (wire.ts). */
  tap?: boolean;
  /** localStorage entries written before the app loads (e.g. a forged seat token). */
  storage?: Record<string, string>;
}

export const TV_VIEWPORT = { width: 1920, height: 1080 };
/**
 * The share of its spoken length each narrated utterance takes on a test TV:
 * the games' timers are a fraction of the seed's too (shortTimers, QUICK_SCALE).
 */
export const NARRATION_PACE = 0.2;
const PHONE_CONTEXT = { viewport: { width: 390, height: 844 }, locale: 'en-US', hasTouch: true, isMobile: true } as const;

/** Opens the TV home, starts a new game and waits for the lobby's room. */
export async function openTv(browser: Devices, options: TvOptions = {}): Promise<Tv> {
  const context = await browser.newContext({ viewport: options.viewport ?? TV_VIEWPORT, locale: 'en-US' });
  // Narration at the tests' pace, like every other clock (src/narrator/paced-voice.ts);
  // tests/speech hears it at the real one.
  await context.addInitScript((pace) => {
    (globalThis as { __csNarrationPace?: number }).__csNarrationPace = pace;
  }, NARRATION_PACE);
  const page = await context.newPage();
  if (options.tap) await tapWire(page);
  await page.goto(options.origin ? new URL('/', options.origin).href : '/');
  await page.getByTestId('new-game').click();
  const { joinUrl, roomCode } = await lobbyRoom(page);
  return { context, page, joinUrl, roomCode };
}

/** The room the TV's lobby shows: its code, and the join link its QR code carries. */
export async function lobbyRoom(page: Page): Promise<{ joinUrl: string; roomCode: string }> {
  const code = page.getByTestId('room-code');
  // Eight letters, shown as two groups of four.
  await expect(code).toHaveText(/^[A-Z]{4} [A-Z]{4}$/, { timeout: 20_000 });
  // The QR image's text alternative is the join link itself.
  const img = page.getByTestId('qr').locator('img');
  await expect(img).toHaveAttribute('alt', /join=/);
  const joinUrl = (await img.getAttribute('alt')) ?? '';
  return { joinUrl, roomCode: (await code.textContent())!.replace(/\s/g, '') };
}

/** A phone page on a URL (a join link, or `?code=…`), without joining yet. */
export async function openPhone(browser: Devices, url: string, options: PhoneOptions = {}): Promise<Phone> {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  if (options.tap) await tapWire(page);
  if (options.storage) {
    await page.addInitScript((entries) => {
      // Only on the first load: a reload must see what the app itself stored since.
      if (sessionStorage.getItem('test.seeded')) return;
      sessionStorage.setItem('test.seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, options.storage);
  }
  await page.goto(url);
  return { context, page, name: '' };
}

/** Types a name on the phone's join form and taps Join. */
export async function typeNameAndJoin(page: Page, name: string): Promise<void> {
  await page.getByTestId('name').fill(name);
  await page.getByTestId('join').click();
}

/** A phone opens the join link, types its name and waits for its seat number. */
export async function joinPhone(browser: Devices, joinUrl: string, name: string, options: PhoneOptions = {}): Promise<Phone> {
  const phone = await openPhone(browser, joinUrl, options);
  await typeNameAndJoin(phone.page, name);
  await expect(phone.page.getByTestId('seat-number')).toBeVisible({ timeout: 20_000 });
  return { ...phone, name };
}

// --- State as the apps hold it ------------------------------------------------

/** What the TV renders: the room, signaling, seats with link status, setup and the game's PublicView. */
export async function tvState(page: Page): Promise<HostSnapshot> {
  // After a reload the app takes a moment to mount and restore.
  await page.waitForFunction(() => !!(document.querySelector('tv-app') as (Element & { snapshot: unknown }) | null)?.snapshot);
  return page.evaluate(() => {
    const app = document.querySelector('tv-app') as (Element & { snapshot: unknown }) | null;
    if (!app?.snapshot) throw new Error('the TV has no snapshot yet');
    return JSON.parse(JSON.stringify(app.snapshot)) as never;
  });
}

/** What the phone renders: link, seat, lobby or its own SeatView. */
export async function phoneState(page: Page): Promise<PhoneSnapshot> {
  await page.waitForFunction(() => !!(document.querySelector('phone-app') as (Element & { snapshot: unknown }) | null)?.snapshot);
  return page.evaluate(() => {
    const app = document.querySelector('phone-app') as (Element & { snapshot: unknown }) | null;
    if (!app?.snapshot) throw new Error('the phone has no snapshot yet');
    return JSON.parse(JSON.stringify(app.snapshot)) as never;
  });
}

/**
 * The phone's own view once it shows `phase`. The TV is there first: a phone
 * shows a change at the fan-out's moment, after the save, the frame's trip
 * and SHOW_LEAD_MS; read at once after the TV's phase, its view may be the
 * one before, or none.
 */
export async function phoneViewIn(page: Page, phase: string): Promise<NonNullable<PhoneSnapshot['view']>> {
  await expect.poll(async () => (await phoneState(page)).view?.phase.name ?? null).toBe(phase);
  return (await phoneState(page)).view!;
}

/** Short timers (seconds, before the quick scale halves them) for tests that walk through phases. */
export function shortTimers(overrides: Partial<Timers> = {}): Timers {
  return {
    acquaintance: 6, mafia: 8, nightRole: 6, morning: 2, speech: 4, discussion: 4, vote: 8,
    justification: 2, justificationMany: 2, voteResult: 2, lastWord: 3, farewell: 3, peacefulPause: 2, lot: 2,
    deal: 20, voteGrace: 4,
    ...overrides,
  };
}

/** The quick timer scale of the TV's setup screen. */
export const QUICK_SCALE = 0.5;

/**
 * Changes the TV's setup through its HostControls (what the setup screen
 * calls), always on the quick scale unless the patch says otherwise, and
 * waits until the TV shows it.
 */
export async function configure(tv: Pick<Tv, 'page'>, patch: Partial<Setup>): Promise<Setup> {
  const setup = await tv.page.evaluate((change) => {
    const app = document.querySelector('tv-app') as Element & { snapshot: HostSnapshot; controls: { updateSetup(setup: Setup): void } };
    const next = { ...app.snapshot.setup, ...change };
    app.controls.updateSetup(next);
    return next;
  }, { timerScale: QUICK_SCALE, ...patch });
  await expect.poll(async () => (await tvState(tv.page)).setup).toEqual(setup);
  return setup;
}

/** Fills the empty seats with practice bots from the lobby. */
export async function fillWithBots(tv: Pick<Tv, 'page'>): Promise<void> {
  await tv.page.getByTestId('bots').click();
  await expect.poll(async () => {
    const state = await tvState(tv.page);
    return state.seats.length === state.setup.players;
  }).toBe(true);
}

/**
 * Taps Start on the TV's lobby; the deal opens (everyone looks at his card).
 * With `deal: 'skip'` (the default) the host moves on to night 1 at once, as
 * the host bar's skip does; `'wait'` leaves the deal to the players.
 */
export async function startGame(tv: Pick<Tv, 'page'>, options: { deal?: 'skip' | 'wait' } = {}): Promise<void> {
  const start = tv.page.getByTestId('start');
  await expect(start).toBeEnabled();
  await start.click();
  await expect.poll(async () => (await tvState(tv.page)).game?.phase.name ?? null).toBe('deal');
  if (options.deal === 'wait') return;
  await tvHost(tv, { type: 'skip' });
  await expect.poll(async () => (await tvState(tv.page)).game?.phase.name ?? null).toBe('night');
}

/** Runs a HostControls call on the TV, as its host bar does (e.g. `{type:'skip'}`). */
export async function tvHost(tv: Pick<Tv, 'page'>, action: { type: string; [key: string]: unknown }): Promise<void> {
  await tv.page.evaluate((hostAction) => {
    const app = document.querySelector('tv-app') as Element & { controls: { host(action: unknown): void } };
    app.controls.host(hostAction);
  }, action);
}

/** Waits until the TV's game is in a phase matching `test` and returns its state. */
export async function waitForPhase(
  tv: Pick<Tv, 'page'>,
  test: (game: NonNullable<HostSnapshot['game']>) => boolean,
  timeout = 30_000,
): Promise<NonNullable<HostSnapshot['game']>> {
  let found: HostSnapshot['game'] = null;
  await expect
    .poll(
      async () => {
        const game = (await tvState(tv.page)).game;
        found = game && test(game) ? game : null;
        return found !== null;
      },
      { timeout, intervals: [100, 200] },
    )
    .toBe(true);
  return found!;
}

/**
 * Skips (as the TV's host bar does) until the game reaches a phase matching
 * `test`: for walking through phases a test does not care about.
 */
export async function skipUntil(
  tv: Pick<Tv, 'page'>,
  test: (game: NonNullable<HostSnapshot['game']>) => boolean,
  timeout = 60_000,
): Promise<NonNullable<HostSnapshot['game']>> {
  const end = Date.now() + timeout;
  for (;;) {
    const game = (await tvState(tv.page)).game;
    if (game && test(game)) return game;
    if (Date.now() > end) throw new Error(`phase not reached; last: ${game?.phase.name} (seq ${game?.phase.seq})`);
    if (game && !game.phase.paused && game.phase.deadline !== null) await tvHost(tv, { type: 'skip' });
    await tv.page.waitForTimeout(150);
  }
}

// --- The phone's screen ---------------------------------------------------------

/** The seat number the phone's header shows during a game ("Seat N"). */
export async function shownSeat(page: Page): Promise<number> {
  const label = page.getByLabel(/^Seat \d+$/);
  await expect(label).toBeVisible();
  return Number(await label.textContent());
}

/**
 * Presses the phone's secret card with the thumb (the mouse: a pointer that
 * is really down, as role-card.ts captures it), reads the role it shows, lets
 * go. With `full`, at a night step or in the deal, the thumb stays down until
 * the face's bar is full, so the hold counts (docs/PHONE.md: move ① or ③).
 */
export async function shownRole(page: Page, options: { full?: boolean } = {}): Promise<string> {
  const card = page.getByTestId('card');
  await card.hover();
  await page.mouse.down();
  const face = page.getByTestId('card-face');
  await expect(face).toBeVisible();
  if (options.full) await expect(face.getByTestId('card-peek')).toHaveText(/Done — you can let go/);
  const role = (await face.locator('.role').textContent())!.trim();
  await page.mouse.up();
  await expect(face).toBeHidden();
  return role;
}

/** A full hold of the card at a night step (move ① or ③ of docs/PHONE.md). */
export async function holdCard(page: Page): Promise<void> {
  await shownRole(page, { full: true });
}

/** Records a measured duration on the test (shown in the report) and in the log. */
export function timing(label: string, ms: number): void {
  test.info().annotations.push({ type: 'timing', description: `${label}: ${ms} ms` });
  console.log(`  ⏱ ${label}: ${ms} ms`);
}

/** Closes every context given, ignoring ones already closed. */
export async function closeAll(...contexts: (BrowserContext | undefined)[]): Promise<void> {
  await Promise.all(contexts.map((context) => context?.close().catch(() => undefined)));
}

/**
 * Presses a hold-to-act button (src/ui/phone/hold-button.ts) and keeps the
 * thumb down until the button has acted (its fill is done, or the screen has
 * moved on without it), then lets go: as long as it asks, on any clock and
 * any load.
 */
export async function holdToAct(page: Page, button: Locator): Promise<void> {
  await button.hover();
  await page.mouse.down();
  await expect(button).toHaveClass(/holding/);
  // Done: the fill has ended, or the screen has already moved on (the button is gone with it).
  await expect(button.and(page.locator('.holding'))).toHaveCount(0);
  await page.mouse.up();
}
