/**
 * @everyone Notes, the ghosts' marks and what was missed, on the phone's fixtures in real Chromium.
 *
 * Private notes:
 * a colour and a text per seat, shown beside each seat on the ballot and the
 * night grid, kept through a reload, gone at game over (kept on the phone
 * alone if the player asked), and never handed to
 * the phone's controls (the only way anything leaves the phone: the session
 * sends what `controls` is asked to send, src/phone/session.ts). The storage
 * rules (which game, another table, a new deal) are unit tests
 * (src/phone/notes.test.ts). The button that opens the notes is on every
 * role's phone alike: the no-tells comparison of every role's night screen
 * (tests/phone/screens.spec.ts) sees it on all of them.
 *
 * The ghosts' marks: offered to an eliminated player by day, each change
 * handed to `controls.predict` whole, kept through a reload; not offered at
 * night (the ghost's phone does every phone's night moves) nor when the dead
 * see every card. That the TV takes them silently and scores them is
 * src/host/ghosts.test.ts and tests/tv/ghosts.spec.ts.
 *
 * `CS_EVERYONE_SHOTS=1` also takes the notes sheet, the marked lists and the
 * ghost's screen at 360×740 in both languages (tests/screenshots/everyone/).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1, locale: 'en-US' });

const SECRET = 'Quiet at the vote, zq7';

async function show(page: Page, screen: string, role = 'civilian', lang: 'en' | 'ru' = 'en'): Promise<void> {
  await page.evaluate(([s, r, l]) => window.__phoneShow!(s, { role: r, lang: l as 'en' | 'ru' }), [screen, role, lang] as const);
  await expect(page.locator('phone-app header')).toBeVisible();
}

test.describe('@everyone private notes', () => {
  test('a colour and a text per seat, beside each seat on the ballot and at night, kept through a reload, gone at game over unless kept, never sent', async ({ page }) => {
    await page.goto('/?phonepreview=vote');
    await expect(page.getByTestId('vote-7')).toBeVisible();
    await expect(page.getByTestId('mark-7')).toHaveCount(0);

    await page.getByTestId('notes-open').click();
    await expect(page.getByTestId('notes')).toBeVisible();
    // Every other seat has a row; one's own seat has none.
    await expect(page.getByTestId(/^note-\d+$/)).toHaveCount(9);
    await page.getByTestId('note-7-suspect').click();
    await page.getByTestId('note-7-text').fill(SECRET);
    await page.getByTestId('note-9-trust').click();
    await page.getByTestId('note-2-unsure').click();
    await page.getByTestId('note-2-unsure').click(); // a second tap clears the colour
    await expect(page.getByTestId('note-7-suspect')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('note-2-unsure')).toHaveAttribute('aria-pressed', 'false');
    // Kept after the game only if the player asks: off until then.
    await expect(page.getByTestId('notes-keep')).not.toBeChecked();
    await page.getByTestId('notes-keep').check();
    await page.getByTestId('notes-close').click();

    await expect(page.getByTestId('vote-7').getByTestId('mark-7')).toHaveAttribute('data-colour', 'suspect');
    await expect(page.getByTestId('vote-9').getByTestId('mark-9')).toHaveAttribute('data-colour', 'trust');
    await expect(page.getByTestId('mark-2')).toHaveCount(0);
    await page.getByTestId('vote-9').click();

    // Nothing of the notes is handed to the controls: only the ballot was.
    expect(await page.evaluate(() => window.phoneCalls)).toEqual([{ method: 'act', arg: { type: 'vote', target: 9 } }]);

    // A reload keeps them (localStorage, this room and seat and table).
    await page.reload();
    await expect(page.getByTestId('vote-7').getByTestId('mark-7')).toHaveAttribute('data-colour', 'suspect');
    await page.getByTestId('notes-open').click();
    await expect(page.getByTestId('note-7-text')).toHaveValue(SECRET);
    await page.getByTestId('notes-close').click();

    // The night grid shows them too, for any role.
    for (const role of ['civilian', 'mafia']) {
      await show(page, 'night-pick', role);
      await expect(page.getByTestId('choice-7').getByTestId('mark-7')).toHaveAttribute('data-colour', 'suspect');
      await expect(page.getByTestId('notes-open')).toBeVisible();
    }

    // Game over: the game's notes go, from the screen and from the phone's storage…
    await show(page, 'game-over', 'civilian');
    await expect(page.getByTestId('game-over')).toBeVisible();
    await expect(page.getByTestId('notes-open')).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('citysleeps.notes.')))).toEqual([]);
    // …into the phone's own kept notes, as the player asked: once, whole, and deletable.
    await expect(page.getByTestId('kept-open')).toHaveText('Kept notes (1)');
    await page.getByTestId('kept-open').click();
    await expect(page.getByTestId('kept-game')).toHaveCount(1);
    await expect(page.getByTestId('kept-note')).toHaveCount(2);
    await expect(page.getByTestId('kept-game')).toContainText(SECRET);
    await page.getByTestId('kept-delete').click();
    await expect(page.getByTestId('kept')).toHaveCount(0);
    await expect(page.getByTestId('kept-open')).toHaveCount(0);
    await show(page, 'vote');
    await expect(page.getByTestId('vote-7')).toBeVisible();
    await expect(page.getByTestId('mark-7')).toHaveCount(0);
    expect(JSON.stringify(await page.evaluate(() => window.phoneCalls))).not.toContain('zq7');
  });
});

test.describe("@everyone the ghosts' marks", () => {
  test('by day a ghost marks seats, each change sent whole, kept through a reload; none at night, none when the dead see all', async ({ page }) => {
    await page.goto('/?phonepreview=out-of-game');
    await expect(page.getByTestId('ghost-marks')).toBeVisible();
    // Every other seat, the dead ones too; not one's own.
    await expect(page.getByTestId(/^ghost-\d+$/)).toHaveCount(9);
    await page.getByTestId('ghost-5').click();
    await page.getByTestId('ghost-9').click();
    await page.getByTestId('ghost-5').click();
    await page.getByTestId('ghost-2').click();
    await expect(page.getByTestId('ghost-2')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('ghost-5')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('ghost-count')).toHaveText('Marked: 2');
    expect(await page.evaluate(() => window.phoneCalls)).toEqual([
      { method: 'predict', arg: [5] },
      { method: 'predict', arg: [5, 9] },
      { method: 'predict', arg: [9] },
      { method: 'predict', arg: [2, 9] },
    ]);
    await page.reload();
    await expect(page.getByTestId('ghost-9')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('ghost-count')).toHaveText('Marked: 2');

    await show(page, 'night-dead');
    await expect(page.getByTestId('night-grid')).toBeVisible();
    await expect(page.getByTestId('ghost-marks')).toHaveCount(0);
    await show(page, 'out-reveal', 'sheriff');
    await expect(page.getByTestId('out')).toBeVisible();
    await expect(page.getByTestId('ghost-marks')).toHaveCount(0);
  });
});

test.describe('@everyone a player away', () => {
  test('back after the link was lost, the phone says what it missed; at night it waits for the day', async ({ page }) => {
    type App = Element & { snapshot: { link: string; view: { phase: Record<string, unknown>; prompt: unknown } } };
    /** The link lost, then a later view: as the session reports a phone that was away. */
    const away = (later: Record<string, unknown>) =>
      page.evaluate(async (phase) => {
        const app = document.querySelector('phone-app') as unknown as App & { updateComplete: Promise<unknown> };
        const before = app.snapshot;
        app.snapshot = { ...before, link: 'reconnecting' };
        await app.updateComplete;
        app.snapshot = { ...before, link: 'online', view: { ...before.view, prompt: null, phase: { ...before.view.phase, ...phase } } };
        await app.updateComplete;
      }, later);
    await page.goto('/?phonepreview=vote');
    await expect(page.getByTestId('vote-7')).toBeVisible();
    await away({ name: 'voteResult', seq: 23 });
    await expect(page.getByTestId('missed')).toHaveText(/While you were away\s*The vote ended without your ballot\.\s*OK/);
    await page.getByTestId('missed-ok').click();
    await expect(page.getByTestId('missed')).toHaveCount(0);

    // Lost during the night, back at the next night: nothing lit on this phone alone until the day.
    await show(page, 'night-pick', 'mafia');
    await away({ night: 4, nightStep: 'doctor', seq: 40 });
    await expect(page.locator('phone-app h1')).toHaveText('Night 4');
    await expect(page.getByTestId('missed')).toHaveCount(0);
  });
});

test.describe('@everyone screenshots of the notes', () => {
  test.skip(!process.env.CS_EVERYONE_SHOTS, 'set CS_EVERYONE_SHOTS=1 to take them');
  const SHOTS = path.resolve('tests/screenshots/everyone');
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
  for (const lang of ['en', 'ru'] as const) {
    test(`${lang} 360×740`, async ({ page }) => {
      const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `phone-${name}-${lang}.png`), animations: 'disabled', caret: 'hide' });
      await page.goto(`/?phonepreview=vote&lang=${lang}`);
      await expect(page.locator('phone-app header')).toBeVisible();
      await show(page, 'vote', 'civilian', lang);
      await page.getByTestId('notes-open').click();
      await page.getByTestId('note-7-suspect').click();
      await page.getByTestId('note-7-text').fill(lang === 'ru' ? 'Молчал на голосовании' : SECRET);
      await page.getByTestId('note-9-trust').click();
      await page.getByTestId('note-2-unsure').click();
      await shot('notes');
      await page.getByTestId('notes-close').click();
      await shot('notes-ballot');
      await show(page, 'night-pick', 'civilian', lang);
      await shot('notes-night');
      await show(page, 'out-of-game', 'civilian', lang);
      await page.getByTestId('ghost-5').click();
      await page.getByTestId('ghost-9').click();
      await shot('ghost');
      // Kept at game over (the switch on the notes), opened between games.
      await show(page, 'vote', 'civilian', lang);
      await page.getByTestId('notes-open').click();
      await page.getByTestId('notes-keep').check();
      await shot('notes-keep');
      await page.getByTestId('notes-close').click();
      await show(page, 'game-over', 'civilian', lang);
      await page.getByTestId('kept-open').click();
      await shot('kept');
    });
  }
});
