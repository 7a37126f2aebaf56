/**
 * The phone's screens, rendered from fixtures (`/?phonepreview=<screen>&role=<role>`,
 * see src/ui/phone/fixtures.ts) at 390×844: a screenshot of each to
 * tests/screenshots/phone-*.png, an axe check of each, the press-and-hold
 * card, and the no-tells rule — at night every role's phone looks the same.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const SHOTS = path.resolve('tests/screenshots');
/** A fixed clock, so every countdown reads the same in every screenshot. */
const FIXED_TIME = new Date('2025-01-01T22:00:00Z');
const ROLES = ['civilian', 'mafia', 'don', 'doctor', 'sheriff', 'commissar', 'putana', 'maniac'] as const;

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: 'en-US' });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

async function open(page: Page, screen: string, role?: string): Promise<void> {
  await page.clock.setFixedTime(FIXED_TIME);
  await page.goto(`/?phonepreview=${screen}${role ? `&role=${role}` : ''}`);
  await expect(page.locator('phone-app header')).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function shoot(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({ path: path.join(SHOTS, `phone-${name}.png`), animations: 'disabled', caret: 'hide' });
}

async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
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
  ...ROLES.map((role): [string, string] => ['night-pick', role]),
  ...ROLES.map((role): [string, string] => ['night-own', role]),
  ['night-eyes'],
  ['waiting', 'mafia'],
  ['check-result', 'sheriff'],
  ['check-result', 'don'],
  ['morning'],
  ['speech'],
  ['speech-other'],
  ['justification'],
  ['farewell'],
  ['discussion'],
  ['vote'],
  ['vote-done'],
  ['vote-result'],
  ['eliminate-all'],
  ['last-guess'],
  ['reveal-check'],
  ['out-of-game'],
  ['out-reveal', 'sheriff'],
  ['game-over', 'mafia'],
  ['reconnecting'],
  ['slow'],
  ['slow-join'],
  ['warning'],
  ['error'],
  ['vip'],
];

test.describe('Phone screens', () => {
  for (const [screen, role] of SCREENS) {
    const name = role ? `${screen}-${role}` : screen;
    test(`${name}: renders, is screenshotted and passes axe`, async ({ page }) => {
      await open(page, screen, role);
      await shoot(page, name);
      await expectAccessible(page);
    });
  }

  test('the VIP opens the host controls: pause and more time only, no warnings or skips (issue 10)', async ({ page }) => {
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

  test('Russian: the language toggle switches every string', async ({ page }) => {
    await open(page, 'night-pick', 'civilian');
    await page.getByTestId('lang').click();
    await expect(page.locator('phone-app h1')).toHaveText('Ночь · выберите игрока');
    await shoot(page, 'night-pick-ru');
    await open(page, 'speech');
    await expect(page.getByTestId('thank-you')).toContainText('Спасибо');
    await shoot(page, 'speech-ru');
    await page.getByTestId('lang').click();
  });
});

test.describe('Join and lobby', () => {
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
    await page.getByTestId('code').fill('kmq x-jt');
    await expect(page.getByTestId('code')).toHaveValue('KMQXJ');
    await page.getByTestId('join').click();
    expect(await page.evaluate(() => (window as unknown as { code: unknown }).code)).toEqual({ code: 'KMQXJ' });
    expect(await calls(page)).toEqual([{ method: 'join', arg: 'Лёва' }]);
  });

  test('the lobby shows the seat number; the VIP starts the game', async ({ page }) => {
    await open(page, 'lobby');
    await expect(page.getByTestId('seat-number')).toHaveText('4');
    await expect(page.getByTestId('vip-start')).toHaveCount(0);
    await open(page, 'lobby-vip');
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
    await expect(page.getByTestId('card-face')).toContainText('7 · Жанна — Mafia Don');
    await shoot(page, 'card-shown-mafia');
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

  test('the Sheriff sees the check result, and it stays in the card history', async ({ page }) => {
    await open(page, 'check-result', 'sheriff');
    await expect(page.getByTestId('check-result')).toContainText('red');
    await page.getByTestId('check-result').click();
    await expect(page.getByTestId('check-result')).toHaveCount(0);
    await page.getByTestId('card').hover();
    await page.mouse.down();
    await expect(page.getByTestId('card-face')).toContainText('Night 3 · 5 · Дина — red');
    await expect(page.getByTestId('card-face')).toContainText('Night 2 · 9 · Ира — black');
    await page.mouse.up();
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

/** The shadow DOM as text: tags, classes, test ids, states and visible text, minus the allowed marks. */
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
      // Allowed differences: the selected tick and the mafia's teammate-pick marks.
      if (node.classList.contains('mark') || node.classList.contains('tick')) return;
      const attrs = ['data-testid', 'aria-pressed', 'disabled', 'role', 'aria-expanded']
        .filter((a) => node.hasAttribute(a))
        .map((a) => `${a}=${node.getAttribute(a)}`);
      lines.push(`${pad}<${node.tagName.toLowerCase()} class="${[...node.classList].sort().join(' ')}" ${attrs.join(' ')}>`);
      if (node.shadowRoot) node.shadowRoot.childNodes.forEach((c) => walk(c, depth + 1));
      node.childNodes.forEach((c) => walk(c, depth + 1));
    };
    walk(document.querySelector('phone-app')!, 0);
    return lines.join('\n');
  });
}

/** Hide the mafia's teammate-pick marks (they are out of the layout flow, so nothing else moves). */
async function hideMarks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.querySelector('phone-app')!.shadowRoot!;
    const style = document.createElement('style');
    style.textContent = '.mark { visibility: hidden !important; }';
    root.appendChild(style);
  });
}

test.describe('No tells at night (seed 000, rules 4–5)', () => {
  test('at the mafia step every role sees the same screen, DOM and pixels', async ({ page }) => {
    const seen: { role: string; dom: string; png: Buffer; waitingDom: string; waitingPng: Buffer }[] = [];
    for (const role of ROLES) {
      await open(page, 'night-pick', role);
      await hideMarks(page);
      const dom = await structure(page);
      const png = await shoot(page, `notells-${role}`);
      // The same pick leads everyone to the same waiting screen.
      await page.getByTestId('choice-6').click();
      await expect(page.getByTestId('night-choice')).toBeVisible();
      const waitingDom = await structure(page);
      const waitingPng = await shoot(page, `notells-waiting-${role}`);
      seen.push({ role, dom, png, waitingDom, waitingPng });
    }
    // The mafia really did get marks (so hiding them was not vacuous).
    await open(page, 'night-pick', 'mafia');
    await expect(page.getByTestId('team-pick-7')).toBeVisible();

    const [first, ...rest] = seen;
    expect(first!.dom).toContain('Night · choose a player');
    for (const other of rest) {
      expect(other.dom, `${other.role} DOM vs ${first!.role}`).toBe(first!.dom);
      expect(other.png.equals(first!.png), `${other.role} pixels vs ${first!.role}`).toBe(true);
      expect(other.waitingDom, `${other.role} waiting DOM`).toBe(first!.waitingDom);
      expect(other.waitingPng.equals(first!.waitingPng), `${other.role} waiting pixels`).toBe(true);
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
      await expect(page.locator('phone-app h1')).toHaveText('Night · choose a player');
      buzzes.push(await page.evaluate(() => (window as unknown as { buzzes: unknown[] }).buzzes));
    }
    expect(buzzes).toEqual(ROLES.map(() => []));
  });

  test('a night pick and "Nobody" are sent as intents; the phone plays no sound', async ({ page }) => {
    await open(page, 'night-pick', 'mafia');
    await page.getByTestId('choice-2').click();
    await page.getByTestId('change').click();
    await page.getByTestId('skip').click();
    expect(await calls(page)).toEqual([
      { method: 'act', arg: { type: 'nightPick', target: 2 } },
      { method: 'act', arg: { type: 'nightPick', target: null } },
    ]);
    expect(await page.evaluate(() => document.querySelectorAll('audio, video').length)).toBe(0);
    for (const file of readdirSync('src/ui/phone')) {
      expect(readFileSync(path.join('src/ui/phone', file), 'utf8'), file).not.toMatch(/new Audio|AudioContext|howler|speechSynthesis/);
    }
  });
});

test.describe('Why a player cannot be chosen', () => {
  test("the Doctor reads 'healed last night', the Putana 'visited last night'", async ({ page }) => {
    await open(page, 'night-own', 'doctor');
    await expect(page.getByTestId('choice-6')).toContainText('healed last night');
    await open(page, 'night-own', 'putana');
    await expect(page.getByTestId('choice-6')).toContainText('visited last night');
    await expect(page.getByTestId('choice-6')).toBeDisabled();
  });
});

test.describe('Screen wake lock', () => {
  test('is held in a game and asked for again when the page comes back', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { locks: { released: boolean; release(): Promise<void> }[] };
      w.locks = [];
      const wakeLock = {
        request: async () => {
          const lock = { released: false, release: async () => void (lock.released = true) };
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
      Object.defineProperty(navigator, 'wakeLock', { value: { request: async () => (w.asked++, { released: false, release: async () => {} }) } });
    });
    await open(page, 'join');
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);
  });
});

test.describe('Day', () => {
  test('the speaker nominates and thanks', async ({ page }) => {
    await open(page, 'speech');
    await page.getByTestId('nominate-9').click();
    await expect(page.getByTestId('nominate-9')).toHaveCount(0);
    await page.getByTestId('thank-you').click();
    expect(await calls(page)).toEqual([
      { method: 'act', arg: { type: 'nominate', target: 9 } },
      { method: 'act', arg: { type: 'thankYou' } },
    ]);
  });

  test('a justification and a plain last word come without a prompt, and still have "thank you"', async ({ page }) => {
    for (const screen of ['justification', 'farewell']) {
      await open(page, screen);
      await expect(page.locator('phone-app h1')).toHaveText('You are speaking');
      await page.getByTestId('thank-you').click();
      expect(await calls(page)).toEqual([{ method: 'act', arg: { type: 'thankYou' } }]);
    }
  });

  test('the ballot lists the candidates only and takes one vote', async ({ page }) => {
    await open(page, 'vote');
    await expect(page.locator('phone-app [data-testid^="vote-"]')).toHaveCount(3);
    await page.getByTestId('vote-7').click();
    await expect(page.getByTestId('vote-2')).toBeDisabled();
    expect(await calls(page)).toEqual([{ method: 'act', arg: { type: 'vote', target: 7 } }]);
  });

  test('eliminate-all asks yes or no', async ({ page }) => {
    await open(page, 'eliminate-all');
    await page.getByTestId('eliminate-yes').click();
    expect(await calls(page)).toEqual([{ method: 'act', arg: { type: 'eliminateAllVote', yes: true } }]);
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
