// Reloads mid-game, over the real network: the TV tab (the authority) and a
// phone. The TV keeps its room, game and remaining time in IndexedDB; phones
// keep their seat token in localStorage and take their seats back by themselves.
import { expect, test, type Page } from '../support/lan';
import {
  closeAll,
  configure,
  fillWithBots,
  holdCard,
  joinPhone,
  openTv,
  phoneState,
  shortTimers,
  shownRole,
  shownSeat,
  startGame,
  timing,
  tvHost,
  tvState,
  waitForPhase,
  type Phone,
} from '../support/party';

/** "m:ss" on a countdown → milliseconds. */
function clockMs(text: string): number {
  const [minutes, seconds] = text.trim().split(':').map(Number);
  return ((minutes ?? 0) * 60 + (seconds ?? 0)) * 1000;
}

/** Every phone's seat and card as its own screen shows them. */
async function seatsAndCards(phones: Phone[]): Promise<{ seat: number; role: string }[]> {
  const shown = [];
  for (const phone of phones) shown.push({ seat: await shownSeat(phone.page), role: await shownRole(phone.page) });
  return shown;
}

/** The pick list a phone shows at night: the seat numbers it offers. */
async function offeredSeats(page: Page): Promise<string[]> {
  const rows = page.locator('[data-testid^="choice-"]');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-testid') ?? ''));
}

test('@reliability the TV reloads during a night: same room and phase, paused with the time it had; every phone back in its seat with its card', async ({ lan }) => {
  const tv = await openTv(lan);
  const phones: Phone[] = [];
  for (const name of ['Anna', 'Boris', 'Vera', 'Gleb']) phones.push(await joinPhone(lan, tv.joinUrl, name));
  // A long acquaintance so the night outlasts the reload; the rest stays short.
  await configure(tv, { preset: 'classic', players: 6, timers: shortTimers({ acquaintance: 60 }) });
  await fillWithBots(tv);
  await startGame(tv);
  // The night's clock runs once the narrator has said its lines.
  const before = await waitForPhase(tv, (game) => game.phase.name === 'night' && game.phase.deadline !== null);
  const roomBefore = (await tvState(tv.page)).room;
  for (const phone of phones) await expect.poll(async () => (await phoneState(phone.page)).view?.phase.seq).toBe(before.phase.seq);
  const cardsBefore = await seatsAndCards(phones);
  const rolesBefore = await Promise.all(phones.map(async (phone) => (await phoneState(phone.page)).view?.role));
  const stepMs = before.setup.timers.acquaintance * 1000 * before.setup.timerScale;

  const reloadedAt = Date.now();
  await tv.page.reload();

  // The same room and the same night step, paused with the time it had when last saved (H6):
  // nothing ran out while the TV was away, and nobody lost a turn to the reload.
  await expect.poll(async () => (await tvState(tv.page)).game?.phase.seq ?? null, { timeout: 15_000 }).toBe(before.phase.seq);
  const after = await tvState(tv.page);
  expect(after.room).toEqual(roomBefore);
  expect(after.game!.phase).toMatchObject({ name: 'night', nightStep: before.phase.nightStep, day: before.phase.day, night: before.phase.night, paused: true, deadline: null });
  expect(after.game!.seats).toEqual(before.seats);
  const kept = after.game!.phase.remainingMs!;
  expect(kept).toBeGreaterThanOrEqual(before.phase.deadline! - reloadedAt);
  expect(kept).toBeLessThanOrEqual(stepMs);
  // The pause screen shows that time, to the second.
  const timer = tv.page.getByRole('timer').first();
  await expect(timer).toBeVisible();
  expect(Math.abs(clockMs((await timer.textContent()) ?? '') - kept)).toBeLessThanOrEqual(1_000);

  // Every phone is back, by itself, in the same seat with the same card.
  await expect(tv.page.getByTestId('phones-status')).toContainText('6/6', { timeout: 20_000 });
  const backAfter = Date.now() - reloadedAt;
  for (const phone of phones) {
    await expect(phone.page.getByTestId('reconnecting')).toBeHidden();
    await expect.poll(async () => (await phoneState(phone.page)).link).toBe('online');
  }
  expect(await seatsAndCards(phones)).toEqual(cardsBefore);
  expect(await Promise.all(phones.map(async (phone) => (await phoneState(phone.page)).view?.role))).toEqual(rolesBefore);
  timing('TV reload → all phones seated again', backAfter);

  // The host resumes: the step goes on from the time it had, the same step on every phone.
  const resumedAt = Date.now();
  await tvHost(tv, { type: 'resume' });
  const running = await waitForPhase(tv, (game) => !game.phase.paused);
  expect(running.phase.seq).toBe(before.phase.seq);
  expect(running.phase.deadline! - resumedAt).toBeGreaterThan(kept - 2_000);
  expect(running.phase.deadline! - resumedAt).toBeLessThanOrEqual(kept + 2_000);
  for (const phone of phones) await expect.poll(async () => (await phoneState(phone.page)).view?.phase.paused).toBe(false);

  await closeAll(tv.context, ...phones.map((phone) => phone.context));
});

test('@reliability a phone reloads mid-game: its seat, card and pending prompt come back', async ({ lan }) => {
  const tv = await openTv(lan);
  const phones: Phone[] = [];
  for (const name of ['Anna', 'Boris', 'Vera']) phones.push(await joinPhone(lan, tv.joinUrl, name));
  await configure(tv, { preset: 'classic', players: 6, timers: shortTimers({ acquaintance: 60 }) });
  await fillWithBots(tv);
  await startGame(tv);
  const night = await waitForPhase(tv, (game) => game.phase.name === 'night');
  const phone = phones[1]!;

  // Pending: the night's pick list, nothing chosen yet.
  const offered = await offeredSeats(phone.page);
  const seat = await shownSeat(phone.page);
  const role = await shownRole(phone.page);
  const storedToken = await phone.page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('citysleeps.seat.')));
  expect(storedToken).toHaveLength(1);

  const reloadedAt = Date.now();
  await phone.page.reload();
  expect(await offeredSeats(phone.page)).toEqual(offered);
  timing('phone reload → its prompt back', Date.now() - reloadedAt);
  expect(await shownSeat(phone.page)).toBe(seat);
  expect(await shownRole(phone.page)).toBe(role);
  await expect(phone.page.getByTestId('refused')).toBeHidden();
  await expect(tv.page.getByTestId('phones-status')).toContainText('6/6');
  // Still one seat for this player: the reload reclaimed, it did not join again.
  expect((await tvState(tv.page)).seats.filter((s) => s.name === 'Boris')).toHaveLength(1);

  // Answered, with the moves every phone asks for (hold, tap, hold again: docs/PHONE.md):
  // the choice is the TV's, so a reload shows it kept.
  const target = offered.find((id) => id !== `choice-${seat}`)!;
  const choice = phone.page.getByTestId('night-choice');
  await holdCard(phone.page);
  await phone.page.getByTestId(target).click();
  await holdCard(phone.page);
  await expect(choice).toHaveText(/^Your choice: \d+ · \S+\. You can change it until the step ends$/);
  const chosenText = await choice.textContent();
  await expect.poll(async () => (await phoneState(phone.page)).view?.prompt).toMatchObject({ picked: Number(target.split('-')[1]) });
  await phone.page.reload();
  // The reloaded phone asks for the hold again, as at the start of any step; the grid already marks the kept choice.
  await expect(phone.page.getByTestId(target)).toHaveAttribute('aria-pressed', 'true');
  await expect(choice).toHaveText('Hold the card first');
  await holdCard(phone.page);
  await expect(choice).toHaveText(chosenText!);
  expect(await shownSeat(phone.page)).toBe(seat);
  // All of it within the same night step.
  expect((await tvState(tv.page)).game!.phase.seq).toBe(night.phase.seq);

  await closeAll(tv.context, ...phones.map((p) => p.context));
});
