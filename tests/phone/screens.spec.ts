/**
 * The phone's screens, rendered from fixtures (`/?phonepreview=<screen>&role=<role>`,
 * see src/ui/phone/fixtures.ts and fixtures-night.ts) at 390×844: every screen
 * in both languages screenshotted to tests/screenshots/phone-*.png and checked
 * by axe (its experimental label-in-name rule included), the press-and-hold
 * card and speech, and the no-tells rule — at every night step of both
 * presets every role's phone is the same in DOM and pixels, with nothing
 * hidden before comparing, and what only the player may know appears only
 * while the card is held.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { holdToAct } from '../support/party';

const SHOTS = path.resolve('tests/screenshots');
/** A fixed clock, so every countdown reads the same in every screenshot. */
const FIXED_TIME = new Date('2025-01-01T22:00:00Z');
const ROLES = ['civilian', 'mafia', 'don', 'doctor', 'sheriff', 'commissar', 'putana', 'maniac'] as const;
const PRESET_ROLES = {
  classic: ['civilian', 'mafia', 'putana', 'maniac', 'doctor', 'commissar'],
  city: ['civilian', 'mafia', 'don', 'doctor', 'sheriff'],
} as const;
const PRESET_STEPS = {
  classic: ['acquaintance', 'putana', 'mafia', 'maniac', 'doctor', 'commissar'],
  city: ['acquaintance', 'mafia', 'doctor', 'sheriff', 'don'],
} as const;

interface ShowOptions {
  role?: string;
  preset?: string;
  step?: string;
  seeAll?: boolean;
  vip?: boolean;
  lang?: 'ru' | 'en';
  table?: number;
  name?: string;
}

declare global {
  interface Window {
    __phoneShow?: (screen: string, options?: ShowOptions) => Promise<void>;
  }
}

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: 'en-US' });
// Each test opens its own page: the file's six minutes split over both workers of the loopback run.
test.describe.configure({ mode: 'parallel' });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/**
 * Pages whose timers run on Playwright's fake clock, paused at FIXED_TIME: a
 * hold of the card takes its whole PEEK_MS on the page's clock and no real
 * time (see `holdOn`). Other pages keep real timers with a fixed Date.
 */
const fakeClock = new WeakSet<Page>();

async function open(page: Page, screen: string, role?: string, query = '', clock: 'fixed' | 'fake' = 'fixed'): Promise<void> {
  if (clock === 'fake') {
    // Paused before the page loads, so its first fixture and every later one start from the same moment.
    await page.clock.install({ time: FIXED_TIME.getTime() - 10_000 });
    await page.clock.pauseAt(FIXED_TIME);
    fakeClock.add(page);
  } else await page.clock.setFixedTime(FIXED_TIME);
  await page.goto(`/?phonepreview=${screen}${role ? `&role=${role}` : ''}${query}`);
  await expect(page.locator('phone-app header')).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** How long a hold must last, as the card's own bar says (role-card.ts PEEK_MS). */
async function peekMs(page: Page): Promise<number> {
  return parseInt(await page.getByTestId('card-peek').evaluate((el) => getComputedStyle(el).getPropertyValue('--peek-ms')), 10);
}

/** Keep the thumb down for `ms` of the page's time: on the fake clock that costs no real time. */
async function holdOn(page: Page, ms: number): Promise<void> {
  if (fakeClock.has(page)) await page.clock.runFor(ms);
  else await page.waitForTimeout(ms);
}

/** Another fixture on the same page: a fresh `<phone-app>`, its strings loaded. */
async function show(page: Page, screen: string, options: ShowOptions = {}): Promise<void> {
  await page.evaluate(([s, o]) => window.__phoneShow!(s, o), [screen, options] as const);
  await expect(page.locator('phone-app header')).toBeVisible();
}

async function shoot(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({ path: path.join(SHOTS, `phone-${name}.png`), animations: 'disabled', caret: 'hide' });
}

async function expectAccessible(page: Page): Promise<void> {
  // label-content-name-mismatch is experimental in axe, so off unless asked for: a voice user says what he sees.
  const result = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Record what the fake controls were asked to do. */
async function calls(page: Page): Promise<unknown[]> {
  return page.evaluate(() => window.phoneCalls ?? []);
}


const SCREENS: [screen: string, role?: string][] = [
  ['join'],
  ['join-code'],
  ['join-refused-version'],
  ['refused-started'],
  ['refused-full'],
  ['refused-replaced'],
  ['lobby'],
  ['lobby-vip'],
  ['card', 'mafia'],
  ['deal'],
  ['deal-seen'],
  ...ROLES.map((role): [string, string] => ['night-own', role]),
  ['night-pick', 'civilian'],
  ['night-picked', 'civilian'],
  ['night-dead', 'civilian'],
  ['night-eyes'],
  ['check-result', 'sheriff'],
  ['morning'],
  ['speech'],
  ['speech-other'],
  ['justification'],
  ['farewell'],
  ['discussion'],
  ['vote'],
  ['vote-done'],
  ['vote-counting'],
  ['vote-result'],
  ['eliminate-all'],
  ['last-guess'],
  ['reveal-check'],
  ['out-of-game'],
  ['out-reveal', 'sheriff'],
  ['game-over', 'mafia'],
  ['game-over', 'civilian'],
  ['game-over-face-down', 'civilian'],
  ['reconnecting'],
  ['slow'],
  ['slow-join'],
  ['warning'],
  ['error'],
  ['vip'],
];

/**
 * Each screen passes axe once, in one language: Russian on this slice (one
 * screen of each layout, those where the longer Russian words could break a
 * label, a contrast or a touch target), English on every other screen. The
 * rules axe checks are the same markup in both; every screen is still rendered
 * and screenshotted in both languages.
 */
const RUSSIAN_AXE = new Set(['join', 'join-code', 'lobby-vip', 'card', 'deal', 'night-own', 'night-pick', 'speech', 'vote', 'vote-done', 'eliminate-all', 'last-guess', 'game-over', 'vip', 'error']);

test.describe('Phone screens', () => {
  for (const lang of ['en', 'ru'] as const) {
    test(`${lang}: every screen renders and is screenshotted; ${lang === 'en' ? 'the screens off the Russian slice pass' : 'a slice passes'} axe`, async ({ page }) => {
      test.setTimeout(240_000);
      await open(page, 'join');
      for (const [screen, role] of SCREENS) {
        const name = `${role ? `${screen}-${role}` : screen}${lang === 'ru' ? '-ru' : ''}`;
        await show(page, screen, { role, lang });
        await shoot(page, name);
        if ((lang === 'ru') === RUSSIAN_AXE.has(screen)) await test.step(name, () => expectAccessible(page));
      }
    });
  }

  test('the VIP opens the host controls: pause and more time only, no warnings or skips (H5)', async ({ page }) => {
    await open(page, 'vip');
    await page.getByTestId('vip-menu').click();
    await shoot(page, 'vip-sheet');
    await expectAccessible(page);
    await expect(page.locator('phone-app').getByTestId(/^vip-(warn|skip)/)).toHaveCount(0);
    await page.getByTestId('vip-pause').click();
    await page.getByTestId('vip-extend').click();
    expect(await calls(page)).toEqual([
      { method: 'host', arg: { type: 'pause' } },
      { method: 'host', arg: { type: 'extend', seconds: 30 } },
    ]);
  });

  test('the language button says what it is called, in the other language', async ({ page }) => {
    await open(page, 'night-pick', 'civilian');
    await expect(page.getByTestId('lang')).toHaveText('Русский');
    await expect(page.getByTestId('lang')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('button', { name: 'Русский' })).toBeVisible();
    await page.getByTestId('lang').click();
    await expect(page.locator('phone-app h1')).toHaveText('Ночь 3');
    await expect(page.getByTestId('lang')).toHaveText('English');
    await page.getByTestId('lang').click();
  });
});

test.describe('Join and lobby', () => {
  test('the name field counts to the limit and never cuts a name silently', async ({ page }) => {
    await open(page, 'join');
    await page.getByTestId('name').fill('Станислава Григорьев');
    await expect(page.getByTestId('name-count')).toHaveText('20/20');
    await expect(page.getByTestId('join')).toBeEnabled();
    await page.getByTestId('name').fill('Станислава Григорьева');
    await expect(page.getByTestId('name')).toHaveValue('Станислава Григорьева');
    await expect(page.getByTestId('name-count')).toHaveText('21/20');
    await expect(page.getByTestId('name-long')).toHaveText('At most 20 characters — shorten the name');
    await expect(page.getByTestId('join')).toBeDisabled();
  });

  test('the header shows the player\'s whole name, however long', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, 'night-step', 'civilian', '&name=' + encodeURIComponent('Станислава Григорьева') + '&vip=1');
    const name = page.getByTestId('my-name');
    await expect(name).toHaveText('Станислава Григорьева');
    const box = (await name.boundingBox())!;
    // Whole: nothing clipped or scrolled inside the box, and all of it on the screen.
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });

  test('the name is remembered and prefilled; join sends it', async ({ page }) => {
    await open(page, 'join');
    await expect(page.getByTestId('join')).toBeDisabled();
    await page.getByTestId('name').fill('Марина');
    await page.getByTestId('join').click();
    expect(await calls(page)).toEqual([{ method: 'join', arg: 'Марина' }]);
    await expect(page.getByTestId('join')).toHaveText('Joining…');
    await open(page, 'join');
    await expect(page.getByTestId('name')).toHaveValue('Марина');
  });

  test('without a link the room code is typed, upper-cased, and announced as phone-code', async ({ page }) => {
    await open(page, 'join-code');
    await page.evaluate(() => {
      document.addEventListener('phone-code', (e) => ((window as unknown as { code: unknown }).code = (e as CustomEvent).detail));
    });
    await page.getByTestId('name').fill('Лёва');
    await page.getByTestId('code').fill('km-q4x9');
    await expect(page.getByTestId('code')).toHaveValue('KMQX');
    await expect(page.getByTestId('join')).toBeDisabled();
    await page.getByTestId('code').fill('kmq x-jtw');
    await expect(page.getByTestId('code')).toHaveValue('KMQXJTW');
    await expect(page.getByTestId('join')).toBeDisabled();
    await page.getByTestId('code').fill('kmqx-jtwa r');
    await expect(page.getByTestId('code')).toHaveValue('KMQXJTWA');
    await page.getByTestId('join').click();
    expect(await page.evaluate(() => (window as unknown as { code: unknown }).code)).toEqual({ code: 'KMQXJTWA' });
    expect(await calls(page)).toEqual([{ method: 'join', arg: 'Лёва' }]);
  });

  test('the lobby shows the number; the VIP starts the game, the hint above the button', async ({ page }) => {
    await open(page, 'lobby');
    await expect(page.getByTestId('seat-number')).toHaveText('4');
    await expect(page.getByTestId('vip-start')).toHaveCount(0);
    await open(page, 'lobby-vip');
    const hint = await page.getByText('You run the table').boundingBox();
    const button = await page.getByTestId('vip-start').boundingBox();
    expect(hint!.y + hint!.height).toBeLessThanOrEqual(button!.y);
    await page.getByTestId('vip-start').click();
    expect(await calls(page)).toEqual([{ method: 'host', arg: { type: 'start' } }]);
  });
});

test.describe('The role card', () => {
  test('press and hold shows the card; release hides it', async ({ page }) => {
    await open(page, 'card', 'mafia');
    const card = page.getByTestId('card');
    await expect(page.getByTestId('card-face')).toHaveCount(0);
    await expect(card).not.toContainText('Mafia');
    await card.hover();
    await page.mouse.down();
    await expect(page.getByTestId('card-face')).toBeVisible();
    await expect(page.getByTestId('card-face')).toContainText('Mafia');
    await expect(page.getByTestId('card-goal')).toHaveText('Match the red players in number.');
    await expect(page.getByTestId('card-night')).toContainText('At the mafia’s step, tap the victim');
    await shoot(page, 'card-shown-mafia');
    // Page 2: the thumb slides up, still holding.
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y - 100, { steps: 4 });
    await expect(page.getByTestId('card-face')).toHaveAttribute('data-page', '2');
    await expect(page.getByTestId('card-face')).toContainText('7 · Жанна — Mafia Don');
    await shoot(page, 'card-shown-mafia-2');
    await page.mouse.up();
    await expect(page.getByTestId('card-face')).toHaveCount(0);
  });

  test('holding Space shows the card; letting go hides it', async ({ page }) => {
    await open(page, 'card', 'sheriff');
    await page.getByTestId('card').focus();
    await page.keyboard.down(' ');
    await expect(page.getByTestId('card-face')).toContainText('Sheriff');
    await page.keyboard.up(' ');
    await expect(page.getByTestId('card-face')).toHaveCount(0);
  });

  test('the deal: a full hold tells the TV, once; a short one does not', async ({ page }) => {
    await open(page, 'deal', undefined, '', 'fake');
    await expect(page.getByTestId('deal')).toContainText('Hold the card below until the bar is full');
    await page.getByTestId('card').hover();
    await page.mouse.down();
    await page.mouse.up();
    expect(await calls(page)).toEqual([]);
    await peek(page);
    await peek(page);
    expect(await calls(page)).toEqual([{ method: 'act', arg: { type: 'cardSeen' } }]);
  });

  test('no card mentions a gesture the app does not use', () => {
    for (const file of ['strings-en.ts', 'strings-ru.ts']) {
      expect(readFileSync(path.join('src/ui/phone', file), 'utf8')).not.toMatch(/thumbs? ?(up|down)|пал(ец|ьцем) (вверх|вниз)|wink|подмигн|кивн|\bnod\b/i);
    }
  });

  test('a reload shows the card hidden', async ({ page }) => {
    await open(page, 'card', 'don');
    await page.getByTestId('card').hover();
    await page.mouse.down();
    await expect(page.getByTestId('card-face')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('card')).toBeVisible();
    await expect(page.getByTestId('card-face')).toHaveCount(0);
    await page.mouse.up();
  });
});

/** The shadow DOM as text: tags, classes, test ids, states and visible text — all of it. */
async function structure(page: Page): Promise<string> {
  return page.evaluate(() => {
    const lines: string[] = [];
    const walk = (node: Node, depth: number): void => {
      const pad = ' '.repeat(depth);
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent?.trim();
        if (text) lines.push(`${pad}"${text}"`);
        return;
      }
      if (!(node instanceof Element)) return;
      const attrs = [...node.attributes].map((a) => `${a.name}=${a.value}`).sort();
      lines.push(`${pad}<${node.tagName.toLowerCase()} ${attrs.join(' ')}>`);
      if (node.shadowRoot) node.shadowRoot.childNodes.forEach((c) => walk(c, depth + 1));
      node.childNodes.forEach((c) => walk(c, depth + 1));
    };
    walk(document.querySelector('phone-app')!, 0);
    return lines.join('\n');
  });
}

interface Seen {
  who: string;
  dom: string;
  png: Buffer;
}

function expectAllSame(seen: Seen[]): void {
  const [first, ...rest] = seen;
  for (const other of rest) {
    expect(other.dom, `${other.who} DOM vs ${first!.who}`).toBe(first!.dom);
    expect(other.png.equals(first!.png), `${other.who} pixels vs ${first!.who}`).toBe(true);
  }
}

async function look(page: Page, who: string, shot?: string): Promise<Seen> {
  const dom = await structure(page);
  const png = shot ? await shoot(page, shot) : await page.screenshot({ animations: 'disabled', caret: 'hide' });
  return { who, dom, png };
}

test.describe('No tells at night (seed 000, rules 4–5)', () => {
  for (const preset of ['classic', 'city'] as const) {
    for (const step of PRESET_STEPS[preset]) {
      test(`${preset}, ${step}: every role's phone is the same — on arrival, after the same pick, after a refused tap`, async ({ page }) => {
        await open(page, 'night-step', 'civilian', `&preset=${preset}&step=${step}`, 'fake');
        const arrived: Seen[] = [];
        const picked: Seen[] = [];
        const refused: Seen[] = [];
        for (const role of PRESET_ROLES[preset]) {
          await show(page, 'night-step', { role, preset, step });
          arrived.push(await look(page, role, role === 'civilian' && step === 'mafia' ? `notells-${preset}` : undefined));
          // Before the first hold the grid does not answer, for anyone (aria-disabled: a forced tap).
          await page.getByTestId('choice-5').click({ force: true });
          await expect(page.getByTestId('night-choice')).toHaveText('Hold the card first');
          expect(await calls(page), `${role}: a tap before the hold sends nothing`).toEqual([]);
          await peek(page);
          // Seat 4 is "me": not allowed for anyone tonight (oneself, or the Doctor's own limit).
          await page.getByTestId('choice-4').click();
          await expect(page.getByTestId('night-choice')).toHaveText('You cannot pick that number now');
          refused.push(await look(page, role));
          expect(await calls(page), `${role}: a refused tap sends nothing`).toEqual([]);
          await page.getByTestId('choice-5').click();
          await expect(page.getByTestId('night-choice')).toHaveText('Chosen: 5 · Дина. Now hold the card again');
          await peek(page);
          await expect(page.getByTestId('night-choice')).toHaveText('Your choice: 5 · Дина. You can change it until the step ends');
          picked.push(await look(page, role));
          expect(await calls(page)).toEqual([{ method: 'act', arg: { type: 'nightPick', target: 5 } }]);
        }
        expect(arrived[0]!.dom).toContain('Night 3');
        expectAllSame(arrived);
        expectAllSame(refused);
        expectAllSame(picked);
      });
    }

    test(`${preset}: every eliminated phone at night is the same, whether or not the dead see all`, async ({ page }) => {
      await open(page, 'night-dead', 'civilian', `&preset=${preset}`);
      const seen: Seen[] = [];
      for (const role of PRESET_ROLES[preset]) {
        for (const seeAll of [false, true]) {
          await show(page, 'night-dead', { role, preset, seeAll });
          seen.push(await look(page, `${role}${seeAll ? ' (sees all)' : ''}`));
        }
      }
      expectAllSame(seen);
      // The reveal is there for the one who sees all — on the card only.
      await show(page, 'night-dead', { role: 'doctor', preset, seeAll: true });
      await page.getByTestId('card').hover();
      await page.mouse.down();
      await expect(page.getByTestId('card-reveal')).toContainText('1 · Аня');
      await page.mouse.up();
    });
  }

  test('a tap the Doctor may not make reads as a civilian tapping himself', async ({ page }) => {
    await open(page, 'night-step', 'doctor', '&preset=classic&step=doctor', 'fake');
    await peek(page);
    await page.getByTestId('choice-6').click();
    const doctor = await look(page, 'doctor taps 6');
    await show(page, 'night-step', { role: 'civilian', preset: 'classic', step: 'doctor' });
    await peek(page);
    await page.getByTestId('choice-4').click();
    const civilian = await look(page, 'civilian taps himself');
    expect(civilian.dom).toBe(doctor.dom);
    expect(civilian.png.equals(doctor.png)).toBe(true);
    expect(await calls(page)).toEqual([]);
  });

  test('what only the player may know shows while the card is held, and is gone when let go', async ({ page }) => {
    const cases: { role: string; preset: string; step: string; text: RegExp }[] = [
      { role: 'mafia', preset: 'classic', step: 'mafia', text: /9 · Ира — Mafia · picks 2 · Борис/ },
      { role: 'don', preset: 'city', step: 'mafia', text: /9 · Ира — Mafia · picks 2 · Борис/ },
      { role: 'doctor', preset: 'classic', step: 'doctor', text: /6 · Егор — healed last night/ },
      { role: 'putana', preset: 'classic', step: 'putana', text: /6 · Егор — visited last night/ },
      { role: 'sheriff', preset: 'city', step: 'don', text: /Tonight’s check\s*5 · Дина — red/ },
      { role: 'commissar', preset: 'classic', step: 'commissar', text: /Night 2 · 9 · Ира —\s+mafia/ },
    ];
    await open(page, 'night-step', 'civilian', '&preset=classic&step=mafia', 'fake');
    for (const c of cases) {
      await show(page, 'night-step', { role: 'civilian', preset: c.preset, step: c.step });
      await peek(page);
      await page.mouse.move(0, 0);
      const civilian = await look(page, 'civilian');
      await show(page, 'night-step', { role: c.role, preset: c.preset, step: c.step });
      await expect(page.getByTestId('card-face')).toHaveCount(0);
      await page.getByTestId('card').hover();
      await page.mouse.down();
      await expect(page.getByTestId('card-face')).toContainText(c.text);
      if (c.role === 'sheriff') await shoot(page, 'card-tonight-sheriff');
      await holdOn(page, await peekMs(page));
      await expect(page.getByTestId('card-peek')).toContainText('Done');
      await page.mouse.up();
      await expect(page.getByTestId('card-face')).toHaveCount(0);
      await page.mouse.move(0, 0);
      const after = await look(page, c.role);
      expect(after.dom, `${c.role} after letting go`).toBe(civilian.dom);
    }
  });

  // The night buzz is the TV's (one `buzz` frame to every phone, see src/host/session.test.ts):
  // the screen itself must never vibrate, or a phone would buzz twice.
  test('the screen never vibrates by itself when the night step changes, for any role', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { buzzes: unknown[] };
      w.buzzes = [];
      Object.defineProperty(navigator, 'vibrate', { value: (p: unknown) => (w.buzzes.push(p), true) });
    });
    const buzzes: unknown[] = [];
    for (const role of ROLES) {
      await open(page, 'night-pick', role);
      await page.evaluate(() => {
        const app = document.querySelector('phone-app')!;
        const next = structuredClone(app.snapshot!);
        next.view!.phase.nightStep = 'doctor';
        next.view!.phase.seq += 1;
        app.snapshot = next;
      });
      await expect(page.locator('phone-app h1')).toHaveText('Night 3');
      buzzes.push(await page.evaluate(() => (window as unknown as { buzzes: unknown[] }).buzzes));
    }
    expect(buzzes).toEqual(ROLES.map(() => []));
  });

  test('a night pick, a changed pick and "Nobody" are sent as intents; the phone plays no sound', async ({ page }) => {
    await open(page, 'night-pick', 'mafia', '', 'fake');
    await peek(page);
    await page.getByTestId('choice-2').click();
    await page.getByTestId('choice-6').click();
    await page.getByTestId('skip').click();
    await expect(page.getByTestId('night-choice')).toHaveText('Chosen: Nobody. Now hold the card again');
    expect(await calls(page)).toEqual([
      { method: 'act', arg: { type: 'nightPick', target: 2 } },
      { method: 'act', arg: { type: 'nightPick', target: 6 } },
      { method: 'act', arg: { type: 'nightPick', target: null } },
    ]);
    expect(await page.evaluate(() => document.querySelectorAll('audio, video').length)).toBe(0);
    for (const file of readdirSync('src/ui/phone')) {
      expect(readFileSync(path.join('src/ui/phone', file), 'utf8'), file).not.toMatch(/new Audio|AudioContext|howler|speechSynthesis/);
    }
  });

  test('nobody is told to put the phone face down; everyone is told to mark someone', async ({ page }) => {
    await open(page, 'night-step', 'civilian', '&preset=city&step=doctor');
    await expect(page.getByTestId('night-line')).toHaveText('The Doctor’s step. ① Hold the card. ② Tap a number. ③ Hold the card again.');
    for (const file of ['strings-en.ts', 'strings-ru.ts']) {
      expect(readFileSync(path.join('src/ui/phone', file), 'utf8')).not.toMatch(/face down|экраном вниз/i);
    }
  });
});

test.describe('Screen wake lock', () => {
  test('is held in a game and asked for again when the page comes back', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { locks: { released: boolean; release(): Promise<void> }[] };
      w.locks = [];
      const wakeLock = {
        request: async () => {
          // A WakeLockSentinel is an EventTarget ('release' events).
          const lock = { released: false, release: async () => void (lock.released = true), addEventListener: () => undefined };
          w.locks.push(lock);
          return lock;
        },
      };
      Object.defineProperty(navigator, 'wakeLock', { value: wakeLock });
    });
    const count = (): Promise<number> => page.evaluate(() => (window as unknown as { locks: unknown[] }).locks.length);
    await open(page, 'card');
    await expect.poll(count).toBe(1);
    // The browser drops the lock while the page is hidden; coming back asks again.
    await page.evaluate(() => {
      (window as unknown as { locks: { released: boolean }[] }).locks[0]!.released = true;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(count).toBe(2);
  });

  test('is not asked for on the start page', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { asked: number };
      w.asked = 0;
      Object.defineProperty(navigator, 'wakeLock', { value: { request: async () => (w.asked++, { released: false, release: async () => {}, addEventListener: () => {} }) } });
    });
    await open(page, 'join');
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);
  });
});

test.describe('Day', () => {
  test('the speaker nominates, and ends the speech only by holding', async ({ page }) => {
    await open(page, 'speech');
    await page.getByTestId('nominate-9').click();
    await expect(page.getByTestId('nominate-9')).toHaveCount(0);
    await page.getByTestId('thank-you').click();
    expect(await calls(page)).toEqual([{ method: 'act', arg: { type: 'nominate', target: 9 } }]);
    await holdToAct(page, page.getByTestId('thank-you'));
    expect(await calls(page)).toEqual([
      { method: 'act', arg: { type: 'nominate', target: 9 } },
      { method: 'act', arg: { type: 'thankYou' } },
    ]);
  });

  test('the speech’s button sits at the bottom, just above the card', async ({ page }) => {
    await open(page, 'speech');
    const end = await page.getByTestId('thank-you').boundingBox();
    const card = await page.getByTestId('card').boundingBox();
    expect(end!.y + end!.height).toBeLessThanOrEqual(card!.y);
    expect(end!.y).toBeGreaterThan(844 * 0.6);
  });

  test('a pause shows on the clock’s own line: nothing below the clock moves', async ({ page }) => {
    for (const [lang, word] of [['en', 'Paused'], ['ru', 'Пауза']] as const) {
      await open(page, 'speech');
      await show(page, 'speech', { lang });
      const clock = page.locator('phone-app [role="timer"]');
      const before = { clock: await clock.boundingBox(), first: await page.getByTestId('nominate-1').boundingBox() };
      await page.evaluate(() => {
        const app = document.querySelector('phone-app') as HTMLElement & { snapshot: any; updateComplete: Promise<unknown> };
        const view = app.snapshot.view;
        app.snapshot = { ...app.snapshot, view: { ...view, phase: { ...view.phase, paused: true, deadline: null, remainingMs: 42_000 } } };
        return app.updateComplete.then(() => undefined);
      });
      await expect(clock.locator('.paused-mark')).toHaveText(word);
      await expect(clock).toHaveAttribute('aria-label', `0:42 · ${word}`);
      expect((await clock.boundingBox())!.height).toBe(before.clock!.height);
      expect((await page.getByTestId('nominate-1').boundingBox())!.y).toBe(before.first!.y);
    }
  });

  test('a running clock turns by itself as each second runs out, and nothing else on the screen renders again', async ({ page }) => {
    await page.clock.install({ time: FIXED_TIME });
    await page.goto('/?phonepreview=speech');
    await expect(page.locator('phone-app header')).toBeVisible();
    await page.clock.pauseAt(new Date(FIXED_TIME.getTime() + 60_000));
    const clock = page.locator('phone-app [role="timer"]');
    await page.evaluate(() => {
      const app = document.querySelector('phone-app') as unknown as { snapshot: any; updated(changed: unknown): void; updateComplete: Promise<unknown> };
      const view = app.snapshot.view;
      app.snapshot = { ...app.snapshot, view: { ...view, phase: { ...view.phase, paused: false, deadline: Date.now() + 42_000 } } };
      return app.updateComplete.then(() => {
        const w = window as unknown as { appRenders: number };
        w.appRenders = 0;
        const updated = app.updated.bind(app);
        app.updated = (changed) => {
          w.appRenders++;
          updated(changed);
        };
      });
    });
    await expect(clock).toHaveAttribute('aria-label', '0:42');
    await page.clock.runFor(995);
    await expect(clock).toHaveAttribute('aria-label', '0:42');
    await page.clock.runFor(10);
    await expect(clock).toHaveAttribute('aria-label', '0:41');
    await page.clock.runFor(3000);
    await expect(clock).toHaveAttribute('aria-label', '0:38');
    expect(await page.evaluate(() => (window as unknown as { appRenders: number }).appRenders)).toBe(0);
  });

  test('a defence and a plain last word come without a prompt, and still end by holding', async ({ page }) => {
    for (const screen of ['justification', 'farewell']) {
      await open(page, screen);
      await expect(page.locator('phone-app h1')).toHaveText('You are speaking');
      await holdToAct(page, page.getByTestId('thank-you'));
      expect(await calls(page)).toEqual([{ method: 'act', arg: { type: 'thankYou' } }]);
    }
  });

  test('the ballot lists the candidates only, low on the screen; it may change until the vote ends (RULES V1)', async ({ page }) => {
    await open(page, 'vote');
    await expect(page.locator('phone-app [data-testid^="vote-"]')).toHaveCount(3);
    expect((await page.getByTestId('vote-2').boundingBox())!.y).toBeGreaterThan(844 * 0.45);
    await expect(page.getByTestId('ballot')).toContainText('You can change it until the vote ends');
    await page.getByTestId('vote-7').click();
    await expect(page.getByTestId('ballot')).toContainText('Your vote: 7 · Жанна');
    await expect(page.getByTestId('vote-7')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('vote-2')).toBeEnabled();
    await page.getByTestId('vote-2').click();
    await expect(page.getByTestId('ballot')).toContainText('Your vote: 2 · Борис');
    await expect(page.getByTestId('vote-7')).toHaveAttribute('aria-pressed', 'false');
    // The same ballot again sends nothing new.
    await page.getByTestId('vote-2').click();
    expect(await calls(page)).toEqual([
      { method: 'act', arg: { type: 'vote', target: 7 } },
      { method: 'act', arg: { type: 'vote', target: 2 } },
    ]);
    await show(page, 'vote', { lang: 'ru' });
    await expect(page.getByTestId('ballot')).toContainText('Можно изменить до конца голосования');
  });

  test('the count\'s beat: every phone says the votes are being counted, nothing of the verdict', async ({ page }) => {
    await open(page, 'vote-counting');
    const seen: string[] = [];
    for (const lang of ['en', 'ru'] as const) {
      for (const role of ['civilian', 'mafia', 'sheriff'] as const) {
        await show(page, 'vote-counting', { role, lang });
        await expect(page.getByTestId('counting')).toHaveText(lang === 'en' ? 'Counting the votes…' : 'Считаем голоса…');
        seen.push(`${lang}: ${(await page.locator('phone-app main').textContent())!.replace(/\s+/g, ' ').trim()}`);
      }
    }
    expect(new Set(seen)).toEqual(new Set(['en: The result Counting the votes…', 'ru: Итоги голосования Считаем голоса…']));
    // The verdict step, for contrast: the same screen, now with the verdict.
    await show(page, 'vote-result', { lang: 'en' });
    await expect(page.getByTestId('counting')).toHaveCount(0);
    await expect(page.locator('phone-app main')).toContainText('Leaving the table: 7 · Жанна');
  });

  test('eliminate-all: a red "eliminate both" beside a neutral "no"', async ({ page }) => {
    await open(page, 'eliminate-all');
    await expect(page.getByTestId('eliminate-yes')).toHaveText('Eliminate both');
    await expect(page.getByTestId('eliminate-yes')).toHaveCSS('background-color', 'rgb(179, 38, 30)');
    await expect(page.getByTestId('eliminate-no')).not.toHaveCSS('background-color', 'rgb(179, 38, 30)');
    const yes = (await page.getByTestId('eliminate-yes').boundingBox())!;
    const no = (await page.getByTestId('eliminate-no').boundingBox())!;
    expect(Math.abs(yes.y - no.y)).toBeLessThan(2);
    await page.getByTestId('eliminate-yes').click();
    expect(await calls(page)).toEqual([{ method: 'act', arg: { type: 'eliminateAllVote', yes: true } }]);
  });
});

test.describe('Game over', () => {
  test('the result fills the screen in the winner’s colour; the VIP may play again', async ({ page }) => {
    await open(page, 'game-over', 'mafia');
    await expect(page.getByTestId('winner')).toContainText('You lost');
    await expect(page.getByTestId('winner')).toContainText('Red wins');
    await expect(page.getByTestId('game-over')).toHaveCSS('background-color', 'rgb(142, 27, 27)');
    await expect(page.getByTestId('vip-again')).toHaveCount(0);
    await open(page, 'game-over-face-down', 'civilian');
    await expect(page.getByTestId('cards-on-tv')).toHaveText('Watch the TV: the cards are being turned over.');
    await expect(page.getByTestId('all-cards').locator('strong', { hasText: '?' })).toHaveCount(9);
    await open(page, 'game-over', 'civilian', '&vip=1');
    await expect(page.getByTestId('cards-on-tv')).toHaveCount(0);
    await expect(page.getByTestId('winner')).toContainText('You won!');
    await page.getByTestId('vip-again').click();
    expect(await calls(page)).toEqual([{ method: 'host', arg: { type: 'start' } }]);
  });
});

test.describe('Discussion and warnings', () => {
  test('the City discussion shows who is nominated', async ({ page }) => {
    await open(page, 'discussion');
    await expect(page.locator('phone-app main')).toContainText('Nominated:');
  });

  test('the second warning says the player is out, not "two and you are out" (RULES L6)', async ({ page }) => {
    await open(page, 'warning');
    await expect(page.getByTestId('warning')).toContainText('Two and you are out');
    await open(page, 'warning-out');
    await expect(page.getByTestId('warning')).toContainText('you are out of the game');
    await expect(page.getByTestId('warning')).not.toContainText('Two and');
  });
});

/** Hold the card for as long as a hold counts (role-card.ts PEEK_MS), screenshot the face if asked, let go. */
async function peek(page: Page, shot?: string): Promise<void> {
  await page.getByTestId('card').hover();
  await page.mouse.down();
  await expect(page.getByTestId('card-peek')).not.toContainText(/Done|Готово/);
  await holdOn(page, await peekMs(page));
  await expect(page.getByTestId('card-peek')).toContainText(/Done|Готово/, { timeout: 3000 });
  if (shot) await shoot(page, shot);
  await page.mouse.up();
  await expect(page.getByTestId('card-face')).toHaveCount(0);
}

test.describe('In one hand, 360×740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const lang of ['en', 'ru'] as const) {
    test(`${lang}: the changed screens, as a player sees them`, async ({ page }) => {
      test.setTimeout(120_000);
      const sfx = lang === 'ru' ? '-ru' : '';
      await open(page, 'join', undefined, '', 'fake');
      await show(page, 'night-step', { role: 'mafia', preset: 'classic', step: 'mafia', table: 17, lang, name: 'Станислава Григорьева' });
      await shoot(page, `hand-night-17${sfx}`);
      // 17 seats and "Nobody", each reachable without scrolling and at least 44 px each way.
      const targets = await page.evaluate(() => {
        const root = document.querySelector('phone-app')!.shadowRoot!.querySelector('phone-night')!.shadowRoot!;
        return [...root.querySelectorAll<HTMLElement>('[data-testid^="choice-"], [data-testid="skip"]')].map((el) => {
          const r = el.getBoundingClientRect();
          return { id: el.dataset.testid!, top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
        });
      });
      expect(targets.length, 'every seat but the player\'s own, and Nobody').toBe(17);
      for (const t of targets) {
        expect(t.top, t.id).toBeGreaterThanOrEqual(0);
        expect(t.bottom, t.id).toBeLessThanOrEqual(740);
        expect(t.left, t.id).toBeGreaterThanOrEqual(0);
        expect(t.right, t.id).toBeLessThanOrEqual(360);
        expect(Math.min(t.width, t.height), t.id).toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => scrollY)).toBe(0);
      // Move ①, while holding (the bar's animation is finished in a screenshot; the words say where it is) and when done.
      await page.getByTestId('card').hover();
      await page.mouse.down();
      await holdOn(page, 700);
      await expect(page.getByTestId('card-peek')).not.toContainText(/Done|Готово/);
      await shoot(page, `hand-night-holding${sfx}`);
      await holdOn(page, 900);
      await expect(page.getByTestId('card-peek')).toContainText(/Done|Готово/);
      await shoot(page, `hand-night-card-mafia${sfx}`);
      await page.mouse.up();
      await shoot(page, `hand-night-awake${sfx}`);
      await page.getByTestId('choice-12').click();
      await shoot(page, `hand-night-picked${sfx}`);
      await peek(page);
      await shoot(page, `hand-night-checked${sfx}`);
      await show(page, 'night-dead', { role: 'civilian', preset: 'classic', lang });
      await shoot(page, `hand-night-dead${sfx}`);
      await show(page, 'deal', { role: 'sheriff', lang });
      await shoot(page, `hand-deal${sfx}`);
      await peek(page, `hand-deal-card${sfx}`);
      await show(page, 'speech-other', { role: 'sheriff', lang });
      await page.getByTestId('card').hover();
      await page.mouse.down();
      await shoot(page, `hand-card-page1${sfx}`);
      await page.mouse.move(180, 600, { steps: 4 });
      await expect(page.getByTestId('card-face')).toHaveAttribute('data-page', '2');
      await shoot(page, `hand-card-page2${sfx}`);
      await page.mouse.up();
      await show(page, 'vote', { lang });
      await page.getByTestId('vote-7').click();
      await page.getByTestId('vote-2').click();
      await shoot(page, `hand-vote-changed${sfx}`);
      await show(page, 'vote-counting', { lang });
      await shoot(page, `hand-vote-counting${sfx}`);
      await show(page, 'join', { lang });
      await page.getByTestId('name').fill('Станислава Григорьевна');
      await shoot(page, `hand-join-long${sfx}`);
    });
  }
});

/**
 * What a phone asks of its player's hand, move by move: the words on the
 * screen, the kinds of controls, whether a move needs a hold and how long,
 * and what the screen says after it. Nothing of what the phone sends.
 */
async function moves(page: Page, label: string): Promise<string[]> {
  const out: string[] = [];
  const say = async (): Promise<string> => (await page.getByTestId('night-choice').textContent())!.replace(/\d+ · \S+/g, '<seat>');
  const controls = await page.evaluate(() => {
    const root = document.querySelector('phone-app')!.shadowRoot!;
    // The app's own buttons and its screen's (the night grid is `<phone-night>`'s).
    const buttons = [...root.querySelectorAll('button'), ...(root.querySelector('phone-night')?.shadowRoot?.querySelectorAll('button') ?? [])];
    const ids = buttons.map((b) => (b.dataset.testid ?? b.closest('[data-testid]')?.getAttribute('data-testid') ?? 'button').replace(/-\d+$/, '-N'));
    const inner = root.querySelector('phone-role-card')?.shadowRoot?.querySelector('button')?.dataset.testid;
    return [...new Set([...ids, inner ?? 'no card'])].sort().join(' ');
  });
  out.push(`${label}: says "${await page.getByTestId('night-line').textContent()}" · controls ${controls} · status "${await say()}"`);
  // A tap before the hold (the grid is aria-disabled until then: a forced tap).
  await page.getByTestId('choice-5').click({ force: true });
  out.push(`tap before hold → "${await say()}"`);
  // ① The hold: not done at 1 s, done by its full length.
  await page.getByTestId('card').hover();
  await page.mouse.down();
  const ms = await page.getByTestId('card-peek').evaluate((el) => getComputedStyle(el).getPropertyValue('--peek-ms'));
  await page.clock.runFor(1000);
  out.push(`hold ${ms}: at 1 s "${await page.getByTestId('card-peek').textContent()}"`.replace(/\s+/g, ' '));
  await page.clock.runFor(600);
  await expect(page.getByTestId('card-peek')).toContainText(/Done/);
  await page.mouse.up();
  out.push(`after hold → "${await say()}"`);
  // ② One tap.
  await page.getByTestId('choice-5').click();
  out.push(`tap → "${await say()}"`);
  // ③ The hold again.
  await page.getByTestId('card').hover();
  await page.mouse.down();
  await page.clock.runFor(1600);
  await expect(page.getByTestId('card-peek')).toContainText(/Done/);
  await page.mouse.up();
  out.push(`hold again → "${await say()}"`);
  return out;
}

test.describe('One gesture for every role (N23)', () => {
  test('@moments every role, and the eliminated, is asked for the same moves at every step of a whole night, and in the deal', async ({ page }) => {
    test.setTimeout(180_000);
    // The page's clock is paused: the moments at 1 s and at the full hold are the page's time, not the machine's.
    await open(page, 'join', undefined, '', 'fake');
    const presets = {
      classic: ['mafia', 'putana', 'maniac', 'doctor', 'commissar', 'civilian', 'dead'],
      city: ['mafia', 'don', 'doctor', 'sheriff', 'civilian', 'dead'],
    } as const;
    for (const preset of ['classic', 'city'] as const) {
      const seen: { who: string; moves: string[] }[] = [];
      const deals: { who: string; moves: string[] }[] = [];
      for (const who of presets[preset]) {
        const night: string[] = [];
        const role = who === 'dead' ? 'doctor' : who;
        // The deal (the eliminated have none): one full hold.
        if (who !== 'dead') {
          await show(page, 'deal', { role, preset });
          await page.getByTestId('card').hover();
          await page.mouse.down();
          await page.clock.runFor(1600);
          await expect(page.getByTestId('card-peek')).toContainText(/Done/);
          await page.mouse.up();
          deals.push({ who, moves: [`deal: says "${await page.getByTestId('deal').textContent()}" · ${JSON.stringify(await calls(page))}`] });
        }
        for (const step of PRESET_STEPS[preset]) {
          await show(page, who === 'dead' ? 'night-dead' : 'night-step', { role, preset, step, seeAll: true });
          await page.mouse.move(0, 0);
          night.push(...(await moves(page, step)));
        }
        seen.push({ who, moves: night });
      }
      for (const other of deals.slice(1)) expect(other.moves, `${preset} deal: ${other.who}`).toEqual(deals[0]!.moves);
      expect(deals[0]!.moves[0]).toContain('cardSeen');
      const [first, ...rest] = seen;
      expect(first!.moves.join('\n')).toContain('hold 1500ms');
      for (const other of rest) expect(other.moves, `${preset}: ${other.who} vs ${first!.who}`).toEqual(first!.moves);
      test.info().annotations.push({ type: `moments ${preset}`, description: first!.moves.join('\n') });
    }
  });
});
