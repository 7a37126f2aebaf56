/**
 * @moments The dawn, staged as a host tells it (engine/dawn.ts): the city
 * wakes, a beat of suspense in which nothing tells who died — no seat dimmed
 * or tagged on the table, no card, no caption but the night's last line (said
 * as the beat begins), no line naming anyone — then the news: the shot, the
 * victim's card turning over, the seat and the line that names the victim.
 *
 * Timed in a real game (a TV of 17 practice bots; the host skips the day),
 * read every 40 ms through the TV's shadow roots, with the sequence shot to
 * tests/screenshots/dawn-moment/ (night, beat, news) in Russian at 720p.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { configure, fillWithBots, openTv, shortTimers, startGame, tvHost } from '../support/party';

const SHOTS = path.resolve('tests/screenshots/dawn-moment');

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** What the TV shows now, read through its shadow roots. */
interface Seen {
  at: number;
  seq: number;
  phase: string;
  night: number;
  /** The engine's morning: null during the beat. */
  killed: number[] | null;
  beatShown: boolean;
  victimRoles: string[];
  caption: string;
  tableRoles: string[];
  deadSeats: string[];
}

async function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const app = document.querySelector('tv-app') as Element & {
      snapshot: { game: { phase: { seq: number; name: string; night: number; morning: { killed: number[] } | null } } | null };
      caption: string;
    };
    const root = app.shadowRoot!;
    const morning = root.querySelector('tv-morning')?.shadowRoot ?? null;
    const table = root.querySelector('tv-table')?.shadowRoot ?? null;
    const phase = app.snapshot.game!.phase;
    return {
      at: performance.now(),
      seq: phase.seq,
      phase: phase.name,
      night: phase.night,
      killed: phase.morning ? phase.morning.killed : null,
      beatShown: !!morning?.querySelector('[data-testid="dawn-beat"]'),
      victimRoles: [...(morning?.querySelectorAll('[data-testid="victim-role"]') ?? [])].map((r) => r.textContent ?? ''),
      caption: app.caption,
      tableRoles: [...(table?.querySelectorAll('[data-testid="revealed-role"]') ?? [])].map((r) => r.closest('li')!.getAttribute('data-seat')!),
      deadSeats: [...(table?.querySelectorAll('li.dead') ?? [])].map((li) => li.getAttribute('data-seat')!),
    };
  });
}

/** Phases the host skips to reach the next night quickly: the day's (bots do not end them themselves). */
const DAY = new Set(['speech', 'discussion', 'vote', 'justification', 'voteResult', 'eliminateAll', 'lastWord', 'farewell', 'peacefulPause', 'lot']);

test.describe('@moments the dawn', () => {
  test('in a real game nothing tells who died before the card turns over; then the card, the seat and the line together', async ({ browser }) => {
    test.setTimeout(120_000);
    const tv = await openTv(browser, { viewport: { width: 1280, height: 720 } });
    // The TV in Russian, as the host would set it on the settings page (screen and voice).
    await tv.page.evaluate(() => {
      const app = document.querySelector('tv-app') as Element & { settings: { lang: string } };
      const next = { ...app.settings, lang: 'ru' };
      app.settings = next;
      app.dispatchEvent(new CustomEvent('tv-settings-change', { detail: next, bubbles: true, composed: true }));
    });
    await configure(tv, { preset: 'classic', players: 17, mafia: 4, optionalRoles: [], revealOnDeath: true, timers: shortTimers() });
    await fillWithBots(tv);
    await startGame(tv);

    // Play on until a dawn with a death; keep every state read from the night's last step on.
    let states: Seen[] = [];
    let skipped = -1;
    let shotSeq = -1;
    let shotBeat = false;
    const started = Date.now();
    for (;;) {
      expect(Date.now() - started, 'a night with a death came').toBeLessThan(100_000);
      const now = await seen(tv.page);
      if (now.phase === 'night') {
        // The night's last steps; each new step shot, so the last shot is the step before the dawn.
        if (states.at(-1)?.phase !== 'night') states = [];
        states = [...states.slice(-20), now];
        if (now.seq !== shotSeq && now.night >= 2) {
          shotSeq = now.seq;
          await tv.page.screenshot({ path: path.join(SHOTS, 'ru-720-1-night.png') });
        }
      } else if (now.phase === 'morning') {
        states.push(now);
        if (now.killed === null && !shotBeat && states.filter((s) => s.phase === 'morning').length > 3) {
          shotBeat = true;
          await tv.page.screenshot({ path: path.join(SHOTS, 'ru-720-2-beat.png') });
        }
        if (now.killed !== null) {
          if (now.killed.length > 0) break;
          states = [];
          shotBeat = false;
        }
      } else if (DAY.has(now.phase) && now.seq !== skipped) {
        skipped = now.seq;
        await tvHost(tv, { type: 'skip' }).catch(() => undefined);
      }
      await tv.page.waitForTimeout(40);
    }

    const night = states.filter((s) => s.phase === 'night');
    const beat = states.filter((s) => s.phase === 'morning' && s.killed === null);
    const news = states.find((s) => s.phase === 'morning' && s.killed !== null)!;
    expect(night.length, 'the night before the dawn was seen').toBeGreaterThan(0);
    expect(beat.length, 'the beat lasted long enough to be read several times').toBeGreaterThan(10);
    const lastNight = night.at(-1)!;
    // The beat: "the city wakes up", nothing of the night on the table, nothing in the caption.
    for (const s of beat) {
      expect(s.beatShown).toBe(true);
      expect(s.victimRoles).toEqual([]);
      expect(s.tableRoles).toEqual(lastNight.tableRoles);
      expect(s.deadSeats).toEqual(lastNight.deadSeats);
    }
    // The caption holds the night's last line, said as the beat begins («Мафия засыпает.»), and
    // nothing of the morning: no seat, no number, no news. The narration follows the screen by a
    // frame (host/session.ts afterStep: the step's task paints, its effects come next), so the
    // beat's first frame may still show the night step's own caption — a frame, not a moment.
    const lingering = beat.findIndex((s) => s.caption !== lastNight.caption);
    if (lingering > 0) expect(beat[lingering]!.at - beat[0]!.at, "the night step's caption lingers a frame").toBeLessThan(500);
    for (const caption of new Set(beat.slice(Math.max(lingering, 0)).map((s) => s.caption))) {
      expect(caption, 'a caption during the beat').toMatch(/^$|засыпает\.$/);
    }
    const beatMs = news.at - beat[0]!.at;
    expect(beatMs).toBeGreaterThan(1500);

    // The news: the card turns over, the seat dims and shows its role, all in the same step; the
    // line that names the victim follows as the narrator starts it (captions write "№6 — Нина").
    const victim = news.killed![0]!;
    expect(news.deadSeats).toContain(String(victim));
    expect(news.tableRoles).toContain(String(victim));
    expect(news.victimRoles.length).toBe(news.killed!.length);
    let named: Seen | null = null;
    let shot = false;
    for (let i = 0; i < 150 && !(named && shot); i++) {
      const now = await seen(tv.page);
      if (!named && now.caption.includes(`№${victim}`)) named = now;
      if (!shot && now.at - news.at >= 1200) {
        shot = true; // the turn (DAWN.flipMs) has ended
        await tv.page.screenshot({ path: path.join(SHOTS, 'ru-720-3-news.png') });
      }
      await tv.page.waitForTimeout(40);
    }
    expect(named, 'a caption named the victim after the news').not.toBeNull();
    test.info().annotations.push({ type: 'dawn', description: `beat ${Math.round(beatMs)} ms; ${beat.length} reads; victim ${victim} named ${Math.round(named!.at - news.at)} ms after the news` });
    console.log(`  ⏱ dawn: beat ${Math.round(beatMs)} ms, read ${beat.length} times; the caption names seat ${victim} ${Math.round(named!.at - news.at)} ms after the news`);
    await tv.context.close();
  });
});
