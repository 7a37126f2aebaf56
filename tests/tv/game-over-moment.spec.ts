/**
 * @moments Game over, staged as a reveal (W7): the winner first, then
 * every card turned over one by one — the mafia first, then the Maniac, the
 * town's roles, the civilians, in seat order — each said by the narrator,
 * then the story of the game, paged with the remote's Left and Right, each
 * sentence shown once (on the page or in the caption, never both). At 720p
 * with 17 players of twenty-letter names nothing leaves its box.
 *
 * The preview's fixture (`game-over-winner`, Russian, `&long=1`) on a fake
 * clock, its stand-in narrator held (`&narration=hold`): each line is said
 * when the test says so (`window.__tvSay`), so the pace the screen keeps is
 * the narrator's. Screenshots before, during and after go to
 * tests/screenshots/game-over-moment/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { layoutFindings } from './layout-audit';

const SHOTS = path.resolve('tests/screenshots/game-over-moment');
/** The screen's least beats (tv-game-over.ts `PACE`), with room. */
const WINNER_MS = 3600;
const CARD_MS = 1400;
/** Russian role names in the order the cards must turn: mafia and Don, Maniac, the town's roles, civilians. */
const GROUP: Record<string, number> = { мафия: 0, 'дон мафии': 0, маньяк: 1, 'мирный житель': 3 };

test.use({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

interface Seen {
  /** The card large in the interior: its seat and role. */
  card: { seat: number; role: string } | null;
  /** Seats whose role the table shows. */
  tableRoles: number[];
  page: string;
  caption: string;
  /** Every line told so far. */
  told: string[];
}

async function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const app = document.querySelector('tv-app')!;
    const root = app.shadowRoot!;
    const over = root.querySelector('tv-game-over')!.shadowRoot!;
    const table = root.querySelector('tv-table')!.shadowRoot!;
    const card = over.querySelector<HTMLElement>('[data-testid="turned-card"]');
    return {
      card: card ? { seat: Number(card.dataset.seat), role: card.querySelector('.card-role')!.textContent!.trim().toLowerCase() } : null,
      tableRoles: [...table.querySelectorAll('[data-testid="revealed-role"]')].map((r) => Number(r.closest('li')!.getAttribute('data-seat'))),
      page: over.querySelector('[data-testid="recap-step"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      caption: root.querySelector('[data-testid="caption"] .text')?.textContent?.trim() ?? '',
      told: (window.__tvTold ?? []).map((line) => line.text),
    };
  });
}

/** The narrator ends the line in progress. */
async function say(page: Page): Promise<void> {
  await page.evaluate(() => window.__tvSay!());
}

async function shot(page: Page, name: string, problems: string[]): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `ru-720-17-${name}.png`), animations: 'disabled', caret: 'hide' });
  for (const f of await layoutFindings(page)) problems.push(`${name}: ${f.what}: "${f.text}"`);
}

async function open(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/?tvpreview=game-over-winner&lang=ru&players=17&long=1&narration=hold');
  await expect(page.getByTestId('winner')).toHaveText('Победили мирные жители');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // From here the page's time moves only when the test says: on a busy machine, real seconds
  // flowing into the installed clock ran the screen's fallback and turned a card unsaid.
  // The installed clock runs until paused, and a pause at a time already gone is refused: pause a
  // moment ahead of the page's own time (well inside the winner's beat), and again if that went by.
  for (;;) {
    const ahead = (await page.evaluate(() => Date.now())) + 100;
    try {
      await page.clock.pauseAt(ahead);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}

test.describe('@moments game over', () => {
  test('the winner, then each card turned one by one, the mafia first, paced by the narrator', async ({ page }) => {
    const problems: string[] = [];
    await open(page);
    let now = await seen(page);
    expect(now.card, 'the winner stands alone first').toBeNull();
    expect(now.tableRoles, 'every card on the table still face down').toEqual([]);
    await shot(page, '1-winner', problems);

    await page.clock.runFor(WINNER_MS);
    const order: { seat: number; role: string }[] = [];
    for (let i = 1; i <= 17; i++) {
      await expect.poll(async () => (now = await seen(page)).tableRoles.length).toBe(i);
      expect(now.card, `card ${i}`).not.toBeNull();
      order.push(now.card!);
      expect(now.tableRoles).toContain(now.card!.seat);
      expect(now.told.at(-1)).toMatch(new RegExp(`^Номер ${now.card!.seat} — .+: ${now.card!.role}\\.$`, 'i'));
      // Its beat alone does not turn the next card: the narrator has not said this one yet.
      await page.clock.runFor(CARD_MS);
      expect((await seen(page)).tableRoles).toHaveLength(i);
      if (i === 1 || i === 9) await shot(page, `2-card-${i}`, problems);
      await say(page);
    }
    expect(order[0]!.role).toBe('мафия');
    const rank = (c: { seat: number; role: string }) => (GROUP[c.role] ?? 2) * 100 + c.seat;
    expect(order.map(rank)).toEqual([...order.map(rank)].sort((a, b) => a - b));
    expect(new Set(order.map((c) => c.seat)).size).toBe(17);
    expect(problems).toEqual([]);
  });

  test('the story pages with the remote’s Left and Right, each sentence shown once, all inside its box', async ({ page }) => {
    const problems: string[] = [];
    await open(page);
    // OK on the remote skips the reveal (focus is parked on the host bar: OK presses nothing there).
    await page.clock.runFor(WINNER_MS);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('recap-step')).toContainText('Ночь 1');
    await expect(page.getByTestId('play-again')).toBeVisible();
    let now = await seen(page);
    expect(now.tableRoles, 'the story shows every card').toHaveLength(17);
    // A page with no rows shows its sentence and does not caption it.
    expect(now.page).toContain('Мафия знакомилась.');
    await say(page); // the heading; the sentence is being said now
    now = await seen(page);
    expect(now.told.at(-1)).toBe('Мафия знакомилась.');
    expect(now.caption).not.toContain('Мафия знакомилась');
    await shot(page, '3-story-1', problems);

    // The bar fades after 5 s; the first press of an arrow pages all the same (the story waits for its words).
    await page.clock.runFor(6000);
    await expect(page.getByTestId('page-no')).toHaveText('◀ 1 / 9 ▶');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('recap-step')).toContainText('День 1');
    await say(page); // the heading
    now = await seen(page);
    // A page of rows: its sentence in the caption, once, never on the page too.
    expect(now.caption).toMatch(/^Голосование: за номер 5 — \d+ голос/);
    expect(now.page).not.toContain(now.caption);
    expect(now.page).toContain('голосование:');
    await shot(page, '4-story-2', problems);

    for (let p = 3; p <= 9; p++) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('page-no')).toHaveText(`◀ ${p} / 9 ▶`);
      await say(page);
      now = await seen(page);
      if (now.caption) expect(now.page, `page ${p}`).not.toContain(now.caption);
      await shot(page, `5-story-${p}`, problems);
    }
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('page-no')).toHaveText('◀ 8 / 9 ▶');
    // A page turned cuts the old page's words: the caption is never a page behind.
    now = await seen(page);
    expect(now.caption).toBe('');
    expect(problems).toEqual([]);
  });
});
