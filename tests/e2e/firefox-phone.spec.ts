// A phone in Firefox ESR (Debian's firefox-esr) joins a Chromium TV and plays
// a night and a vote: the join link, its card held, a night step's three moves
// (hold the card, tap a seat, hold it again), its own speech ended by holding,
// a ballot; practice bots fill the other seats. No console error on the phone.
//
// Playwright cannot drive the stock Firefox: puppeteer-core drives it over
// WebDriver BiDi, headless. The TV is Playwright's Chromium on loopback, as in
// every test of this project; the phone reaches it through the test run's own
// party server (signaling, STUN and TURN on 127.0.0.1).
//
// Firefox keeps its own WebRTC defaults, as on a phone: its host candidates
// stay behind mDNS names. Its checks reach the TV's plain host candidate (the
// loopback project's Chromium shows addresses, tests/support/chromium.ts),
// which learns Firefox's address from them (peer-reflexive): the pair is this
// machine's own address, as between the tabs of every loopback test, and
// nothing leaves the machine. The one pref set is intl.accept_languages =
// en-US, the phone's language, as the Chromium phones' locale is
// (tests/support/party.ts).
//
// Takes 26–28 s on two cores (Firefox's start, beside the TV's, included),
// most of it the TV narrating six speeches and the vote at the tests' pace.
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import puppeteer, { type Page as FirefoxPage } from 'puppeteer-core';
import type { HostSnapshot } from '../../src/host/snapshot';
import type { PhoneSnapshot } from '../../src/phone/snapshot';
import { closeAll, configure, fillWithBots, openTv, shortTimers, skipUntil, startGame, timing, tvState, waitForPhase, type Tv } from '../support/party';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const missing = existsSync(FIREFOX) ? null : `no Firefox ESR at ${FIREFOX} (apt-get install firefox-esr; .ci/run does)`;
// CI installs it (.ci/run), so there a missing Firefox fails instead.
if (missing !== null && process.env.CI) throw new Error(`CI: Firefox ESR is needed and there is ${missing}`);

/** Polls as often as the phone's screens change, so a wait costs no more than it must. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { intervals: [100] });

/** A selector for a data-testid anywhere in the page, through every shadow root. */
const byId = (testid: string): string => `pierce/[data-testid="${testid}"]`;

/** The element's text with its spaces collapsed, or null while there is none. */
async function text(page: FirefoxPage, testid: string): Promise<string | null> {
  const element = await page.$(byId(testid));
  if (!element) return null;
  try {
    return await element.evaluate((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim());
  } finally {
    await element.dispose();
  }
}

/** The element's class list, or null while there is none. */
async function classes(page: FirefoxPage, testid: string): Promise<string | null> {
  const element = await page.$(byId(testid));
  if (!element) return null;
  try {
    return await element.evaluate((node) => node.className);
  } finally {
    await element.dispose();
  }
}

/** What the phone renders (phone-app's PhoneSnapshot), as tests/support/party.ts reads it in Chromium. */
async function phoneState(page: FirefoxPage): Promise<PhoneSnapshot | null> {
  return page.evaluate(() => {
    const app = document.querySelector('phone-app') as (Element & { snapshot?: unknown }) | null;
    return app?.snapshot ? (JSON.parse(JSON.stringify(app.snapshot)) as never) : null;
  });
}

/** Puts the mouse (the thumb) down on the middle of an element and keeps it there. */
async function pressOn(page: FirefoxPage, testid: string): Promise<void> {
  const element = await page.waitForSelector(byId(testid), { visible: true });
  const box = await element!.boundingBox();
  await element!.dispose();
  if (!box) throw new Error(`${testid} has no box`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
}

/** A full hold of the card at a night step (docs/PHONE.md, move ① or ③): its face shows the role; returns it. */
async function holdCard(page: FirefoxPage): Promise<string> {
  await pressOn(page, 'card');
  await page.waitForSelector(byId('card-face'), { visible: true });
  await poll(() => text(page, 'card-peek')).toMatch(/Done — you can let go/);
  const role = (await text(page, 'card-face')) ?? '';
  await page.mouse.up();
  await poll(async () => (await page.$(byId('card-face'))) === null).toBe(true);
  return role;
}

/** A hold-to-act button (src/ui/phone/hold-button.ts): the thumb stays down until it has acted. */
async function holdToAct(page: FirefoxPage, testid: string): Promise<void> {
  await pressOn(page, testid);
  await poll(() => classes(page, testid)).toMatch(/\bholding\b/);
  // Done: the fill is over, or the button is gone with the screen it acted on.
  await poll(async () => (await classes(page, testid)) ?? 'gone').not.toMatch(/\bholding\b/);
  await page.mouse.up();
}

test('@reach a Firefox ESR phone joins a Chromium TV and plays a night and a vote', async ({ browser }) => {
  test.skip(missing !== null, missing ?? '');
  const started = Date.now();
  // Firefox starts while the TV opens its room.
  const launching = puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: { width: 360, height: 740 },
    extraPrefsFirefox: { 'intl.accept_languages': 'en-US' },
  });
  launching.catch(() => undefined); // awaited below; a failed start must not be reported as unhandled first
  let opened: Tv | undefined;
  try {
    const tv = await openTv(browser, { viewport: { width: 1280, height: 720 } });
    opened = tv;
    // Long steps the phone's moves end (a step lasts its whole time: the TV skips it once the phone has picked).
    await configure(tv, { preset: 'classic', players: 6, optionalRoles: [], timers: shortTimers({ acquaintance: 60, speech: 60, vote: 60 }) });
    const firefox = await launching;
    const version = await firefox.version();
    // The tab Firefox opened with: no second one.
    const page = (await firefox.pages())[0] ?? (await firefox.newPage());
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));

    // The join link, as the TV's QR code carries it.
    await page.goto(tv.joinUrl);
    const name = await page.waitForSelector(byId('name'), { visible: true });
    await name!.type('Lisa');
    await name!.dispose();
    const join = Date.now();
    await (await page.waitForSelector(byId('join'), { visible: true }))!.click();
    await page.waitForSelector(byId('seat-number'), { visible: true, timeout: 20_000 });
    timing(`${version}: seated after Join`, Date.now() - join);
    expect(await text(page, 'seat-number')).toBe('1');

    await fillWithBots(tv);
    await startGame(tv);

    // Night 1, the acquaintance: every phone holds its card, taps a seat, holds it again.
    const night = await waitForPhase(tv, (game) => game.phase.name === 'night' && game.phase.nightStep === 'acquaintance');
    await poll(async () => (await phoneState(page))?.view?.prompt?.kind ?? null).toBe('nightPick');
    const role = await holdCard(page);
    expect(role).not.toBe('');
    await (await page.waitForSelector(byId('choice-4')))!.click();
    await poll(() => text(page, 'night-choice')).toMatch(/^Chosen: 4 · .* Now hold the card again$/);
    await holdCard(page);
    await poll(() => text(page, 'night-choice')).toMatch(/^Your choice: 4 · /);
    // The TV has the pick: the phone's prompt, which only the TV sets, says so.
    await poll(async () => {
      const view = (await phoneState(page))?.view;
      return view?.phase.seq === night.phase.seq && view.prompt?.kind === 'nightPick' ? view.prompt.picked : null;
    }).toBe(4);

    // Day 1 opens at seat 1: the phone's own speech, ended by holding "thank you".
    await skipUntil(tv, (game) => game.phase.name === 'speech' && game.phase.speaker === 1);
    await holdToAct(page, 'thank-you');
    await poll(async () => (await tvState(tv.page)).game!.phase.speaker).not.toBe(1);

    // The vote (classic: every living player votes): the phone's ballot reaches the TV's count.
    await skipUntil(tv, (game) => game.phase.name === 'vote');
    await (await page.waitForSelector(byId('vote-5'), { visible: true }))!.click();
    await poll(() => text(page, 'ballot')).toMatch(/^Your vote: 5 · /);
    const ballotOf = (game: HostSnapshot['game'], seat: number) => game?.votes.find((round) => round.day === 1)?.ballots.find((ballot) => ballot.voter === seat);
    await poll(async () => ballotOf((await tvState(tv.page)).game, 1)?.target ?? null).toBe(5);

    expect(errors).toEqual([]);
    timing('the whole test', Date.now() - started);
  } finally {
    await launching.then((firefox) => firefox.close()).catch(() => undefined);
    await closeAll(opened?.context);
  }
});
