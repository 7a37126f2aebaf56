/**
 * @moments The vote's result, staged as a host counts (V10): the host says
 * the vote is closed, then the ballots land, one after another (none flies
 * before that line is said), then the verdict. Before
 * the last ballot has landed no verdict, no departing card and no verdict
 * line is on the TV; and with every seat a candidate (17) at 720p and 1080p,
 * every candidate, every result row and the clock stay inside the table's
 * interior and the viewport, names of twenty letters shown whole, and every
 * vote screen passes the layout audit (tests/tv/layout-audit.ts).
 *
 * The moment is timed in a real game (a TV of 17 practice bots, who vote at
 * once); the layouts and the screenshots come from the preview's fixtures
 * (`vote-many`, `vote-count`, `vote-verdict-many`), in Russian, to
 * tests/screenshots/vote-moment/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { configure, fillWithBots, openTv, shortTimers, startGame, tvHost, tvState } from '../support/party';
import { layoutFindings } from './layout-audit';

const SHOTS = path.resolve('tests/screenshots/vote-moment');

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** What the TV shows now, read through its shadow roots. */
interface Seen {
  at: number;
  seq: number;
  phase: string;
  counting: boolean;
  verdict: string | null;
  cards: number;
  caption: string;
  tableRoles: string[];
}

/**
 * In the TV page, every frame until the verdict: when the last ballot's mark
 * lands (each mark's animation: its start on the document's timeline, plus its
 * delay and duration; and that delay and duration alone, the count's own
 * pace) and when the verdict is first on screen, both by the page's clock
 * (performance.now). Page code as text: tsx would wrap named functions in a
 * helper the page does not have.
 */
const WATCH_THE_COUNT = `(() => {
  const watch = (window.__countWatch = { landsAt: 0, lastLandingMs: 0, verdictAt: 0, marks: 0, firstFlight: null });
  const frame = (now) => {
    const app = document.querySelector('tv-app');
    const root = app.shadowRoot;
    const table = root.querySelector('tv-table') && root.querySelector('tv-table').shadowRoot;
    const flyers = table ? table.querySelectorAll('.flyer') : [];
    // The frame the first mark is on screen: was the host still saying that the vote is closed?
    if (flyers.length && !watch.firstFlight) watch.firstFlight = { narrating: app.snapshot.game.phase.narrating, caption: app.caption };
    for (const flyer of flyers) {
      for (const animation of flyer.getAnimations()) {
        if (animation.startTime === null) continue;
        const end = animation.effect.getComputedTiming().endTime;
        watch.lastLandingMs = Math.max(watch.lastLandingMs, end);
        watch.landsAt = Math.max(watch.landsAt, animation.startTime + end);
        watch.marks = Math.max(watch.marks, table.querySelectorAll('.flyer').length);
      }
    }
    const vote = root.querySelector('tv-vote') && root.querySelector('tv-vote').shadowRoot;
    if (vote && vote.querySelector('[data-testid="verdict"]')) watch.verdictAt = now;
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

async function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const app = document.querySelector('tv-app') as Element & { snapshot: { game: { phase: { seq: number; name: string }; count: unknown } | null }; caption: string };
    const root = app.shadowRoot!;
    const vote = root.querySelector('tv-vote')?.shadowRoot ?? null;
    const table = root.querySelector('tv-table')?.shadowRoot ?? null;
    const game = app.snapshot.game!;
    return {
      at: performance.now(),
      seq: game.phase.seq,
      phase: game.phase.name,
      counting: game.count !== null,
      verdict: vote?.querySelector('[data-testid="verdict"]')?.textContent ?? null,
      cards: vote?.querySelectorAll('[data-testid="vote-cards"]').length ?? 0,
      caption: app.caption,
      tableRoles: [...(table?.querySelectorAll('[data-testid="revealed-role"]') ?? [])].map((r) => r.closest('li')!.getAttribute('data-seat')!),
    };
  });
}

test.describe('@moments the vote\'s result', () => {
  test('in a real game the ballots land before any verdict is shown or said', async ({ browser }) => {
    test.setTimeout(90_000);
    const tv = await openTv(browser, { viewport: { width: 1280, height: 720 } });
    await configure(tv, { preset: 'classic', players: 17, mafia: 4, optionalRoles: [], revealOnDeath: true, timers: shortTimers({ voteResult: 4 }), timerScale: 1 });
    await fillWithBots(tv);
    await startGame(tv);
    await tv.page.evaluate(WATCH_THE_COUNT);
    // Night 1 (the acquaintance), the dawn and the speeches: the host skips what bots do not end themselves.
    await expect.poll(async () => {
      const phase = (await tvState(tv.page)).game!.phase.name;
      if (phase === 'voteResult') return true;
      if (phase !== 'vote') await tvHost(tv, { type: 'skip' }).catch(() => undefined);
      return false;
    }, { timeout: 45_000, intervals: [150] }).toBe(true);
    const states: Seen[] = [];
    let during = false;
    let flying: number | null = null;
    for (let i = 0; i < 200; i++) {
      const now = await seen(tv.page);
      states.push(now);
      if (now.verdict !== null && !now.counting) break;
      if (now.phase !== 'voteResult') break;
      // Mid-count: the vote said to be closed, some ballots landed, the verdict not there yet.
      if (now.counting && flying === null && (await tv.page.evaluate('window.__countWatch.firstFlight !== null'))) flying = now.at;
      if (now.counting && !during && flying !== null && now.at - flying >= 700) {
        during = true;
        await tv.page.screenshot({ path: path.join(SHOTS, 'game-720-during.png') });
      }
      await tv.page.waitForTimeout(40);
    }
    await tv.page.screenshot({ path: path.join(SHOTS, 'game-720-after.png') });
    const beat = states.filter((s) => s.counting);
    const verdict = states.find((s) => !s.counting && s.verdict !== null);
    expect(beat.length, 'the count had a beat the test could see').toBeGreaterThan(3);
    expect(verdict, 'the verdict came').toBeTruthy();
    const before = beat[0]!;
    // The host closes the vote aloud, and that is all the caption says until the verdict.
    const closed = 'The vote is closed. Let’s count.';
    for (const s of beat) {
      expect(s.verdict).toBeNull();
      expect(s.cards).toBe(0);
      expect(s.tableRoles).toEqual(before.tableRoles);
      expect([before.caption, closed]).toContain(s.caption);
    }
    expect(beat.at(-1)!.caption).toBe(closed);
    // Every ballot lands within the engine's beat: the verdict came after the last.
    const view = (await tvState(tv.page)).game!;
    const counted = view.phase.lastRound!;
    const cast = counted.ballots.filter((b) => b.target !== null).length;
    expect(cast).toBeGreaterThan(10);
    // By the page's own clock, not this test's polls (which a loaded machine delays by hundreds of ms):
    // the verdict was first on screen after the last ballot's mark had landed, within one frame's leeway
    // and the TV's own render of the count, which starts the marks and may come a moment after the state.
    const moment = (await tv.page.evaluate('window.__countWatch')) as {
      landsAt: number; lastLandingMs: number; verdictAt: number; marks: number; firstFlight: { narrating: boolean; caption: string } | null;
    };
    expect(moment.marks, 'the page saw the marks fly').toBeGreaterThan(10);
    expect(moment.firstFlight, 'no mark flies before the vote is said to be closed').toEqual({ narrating: false, caption: closed });
    expect(moment.lastLandingMs).toBeGreaterThan(0);
    expect(moment.lastLandingMs).toBeLessThanOrEqual(Math.min(800 + 150 * cast, 4000));
    expect(moment.verdictAt, 'the page saw the verdict').toBeGreaterThan(0);
    console.log(`vote count: ${moment.marks} marks, the last landed ${Math.round(moment.verdictAt - moment.landsAt)} ms before the verdict showed`);
    expect(moment.verdictAt).toBeGreaterThanOrEqual(moment.landsAt - 200);
    expect(verdict!.seq).toBe(before.seq + 1);
    // Every row of the real count in the box, however the ballots piled onto one candidate.
    const outside = await tv.page.evaluate(() => {
      const root = document.querySelector('tv-app')!.shadowRoot!;
      const interior = root.querySelector('main.interior')!.getBoundingClientRect();
      const rows = [...root.querySelector('tv-vote')!.shadowRoot!.querySelectorAll('[data-testid="result-row"]')];
      return rows.filter((row) => {
        const r = row.getBoundingClientRect();
        return r.top < interior.top - 1 || r.bottom > interior.bottom + 1 || r.left < interior.left - 1 || r.right > interior.right + 1;
      }).map((row) => row.textContent!.trim().slice(0, 20));
    });
    expect(outside, 'result rows outside the interior').toEqual([]);
    // The verdict's line follows on screen, its caption as the narrator starts it.
    await expect.poll(async () => [before.caption, closed].includes((await seen(tv.page)).caption)).toBe(false);
    await tv.context.close();
  });

  for (const viewport of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
    test(`17 candidates at ${viewport.width}×${viewport.height}: every one, every row and the clock in the box, names whole`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/?tvpreview=vote-many&lang=ru&players=17&long=1');
      await expect(page.locator('tv-app header')).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const stages = [['before', 'vote-many', '[data-testid="candidates"] .chip', 'tv-countdown'], ['during', 'vote-count', '[data-testid="result-row"]', ''], ['after', 'vote-verdict-many', '[data-testid="result-row"]', '[data-testid="verdict"]']] as const;
      for (const [moment, screen, rows, extra] of stages) {
        await page.evaluate(async (s) => {
          await window.__tvShow!(s, { lang: 'ru', players: 17, long: true });
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }, screen);
        // Mid-count, 1.5 s in: every ballot's landing is a CSS animation, held there.
        if (moment === 'during') {
          // document.getAnimations() leaves out the shadow trees, where the screens are.
          const held = await page.evaluate(() => {
            const all: Animation[] = [];
            const walk = (root: Document | ShadowRoot): void => {
              for (const el of root.querySelectorAll('*')) {
                all.push(...el.getAnimations());
                if (el.shadowRoot) walk(el.shadowRoot);
              }
            };
            walk(document);
            for (const a of all) {
              a.pause();
              a.currentTime = 1500;
            }
            return all.length;
          });
          expect(held, 'the count runs as animations to hold').toBeGreaterThan(16);
        }
        const shot = path.join(SHOTS, `ru-${viewport.width}-17-${moment}.png`);
        await page.screenshot({ path: shot, animations: moment === 'during' ? 'allow' : 'disabled' });
        const boxes = await page.evaluate(([rowSel, extraSel]) => {
          const root = document.querySelector('tv-app')!.shadowRoot!;
          const interior = root.querySelector('main.interior')!.getBoundingClientRect();
          const vote = root.querySelector('tv-vote')!.shadowRoot!;
          const inside = (r: DOMRect) => r.left >= interior.left - 1 && r.right <= interior.right + 1 && r.top >= interior.top - 1 && r.bottom <= interior.bottom + 1 && r.bottom <= innerHeight && r.right <= innerWidth;
          const items = [...vote.querySelectorAll(rowSel)].map((el) => ({ text: el.textContent!.trim().slice(0, 30), inside: inside(el.getBoundingClientRect()) }));
          const more = extraSel ? [...vote.querySelectorAll(extraSel)].map((el) => ({ text: extraSel, inside: inside(el.getBoundingClientRect()) })) : [];
          // A name is whole: nothing hidden past its box, no ellipsis.
          const cut = [...vote.querySelectorAll<HTMLElement>('.name')].filter((el) => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis').map((el) => el.textContent);
          return { items, more, cut };
        }, [rows, extra] as const);
        // The count's rows: one per candidate and one for the voter who cast no ballot.
        expect(boxes.items, `${moment}: one per candidate`).toHaveLength(moment === 'before' ? 17 : 18);
        expect(boxes.items.filter((b) => !b.inside).map((b) => b.text), `${moment}: outside the interior`).toEqual([]);
        if (extra) expect(boxes.more.length && boxes.more.every((b) => b.inside), `${moment}: ${extra} in the box`).toBe(true);
        expect(boxes.cut, `${moment}: names cut`).toEqual([]);
      }
      // Every vote screen passes the whole layout audit, the seats' names of twenty letters included.
      for (const screen of ['vote', 'vote-many', 'vote-count', 'vote-verdict-many', 'vote-result', 'vote-result-many', 'eliminate-all-result']) {
        await page.evaluate(async (s) => {
          await window.__tvShow!(s, { lang: 'ru', players: 17, long: true });
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }, screen);
        await page.screenshot({ path: path.join(SHOTS, `ru-${viewport.width}-17-${screen}.png`), animations: 'disabled' });
        expect(await layoutFindings(page), `${screen}: layout audit`).toEqual([]);
      }
    });
  }
});
