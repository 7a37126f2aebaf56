// Liveness over the real network: a phone that goes silent without closing
// anything (asleep, out of Wi-Fi range), the signaling server dying mid-game,
// and a phone that is opened before the TV.
import { expect, test } from '../support/lan';
import {
  closeAll,
  configure,
  fillWithBots,
  joinPhone,
  lobbyRoom,
  openPhone,
  openTv,
  phoneState,
  shortTimers,
  startGame,
  timing,
  tvState,
  typeNameAndJoin,
  waitForPhase,
  type Phone,
} from '../support/party';
import { channelCount, setDrop } from '../support/wire';

test('@reliability @everyone a phone gone silent shows away within 5 s, the game goes on, the TV says its speech is away, and back it says what it missed', async ({ lan }) => {
  const tv = await openTv(lan);
  const phones: Phone[] = [];
  for (const name of ['Anna', 'Boris', 'Vera']) phones.push(await joinPhone(lan, tv.joinUrl, name, { tap: true }));
  // Speeches of 8 s: the day moves on, past the phone's own speech, while the phone is gone.
  await configure(tv, { preset: 'classic', players: 6, timers: shortTimers({ acquaintance: 4, speech: 16 }) });
  await fillWithBots(tv);
  await startGame(tv);
  await waitForPhase(tv, (game) => game.phase.name === 'speech');
  const sleeper = phones[2]!;
  const seat = (await phoneState(sleeper.page)).seat!;
  const status = tv.page.getByTestId('phones-status');
  await expect(status).toContainText('6/6');

  const channelsAtDrop = (await channelCount(sleeper.page)).total;
  await setDrop(sleeper.page, true);
  const droppedAt = Date.now();
  const seqAtDrop = (await tvState(tv.page)).game!.phase.seq;
  // The heartbeat design: silent 4 s, marked away at the next 1 s check. A second of slack for the render.
  await expect(status).toContainText('5/6', { timeout: 6_500 });
  const awayAfter = Date.now() - droppedAt;
  timing('silent phone → away on the TV', awayAfter);
  expect(awayAfter).toBeLessThanOrEqual(6_000);
  expect((await tvState(tv.page)).seats.find((s) => s.seat === seat)?.link).toBe('away');

  // The game does not wait for it: timers run, phases advance.
  await expect.poll(async () => (await tvState(tv.page)).game!.phase.seq, { timeout: 10_000 }).toBeGreaterThan(seqAtDrop);
  // And the phone itself noticed the TV's silence.
  await expect(sleeper.page.getByTestId('reconnecting')).toBeVisible({ timeout: 10_000 });
  // Its speech comes while it is away: the TV says so, and its clock runs on.
  await waitForPhase(tv, (game) => game.phase.speaker === seat);
  await expect(tv.page.getByTestId('speaker-away')).toBeVisible();
  await waitForPhase(tv, (game) => game.phase.speaker !== seat);
  // The worst moment to wake up: the phone has opened a new channel meanwhile and its hello on it was lost,
  // while pings would flow again as soon as the traffic does.
  await expect
    .poll(async () => {
      const channels = await channelCount(sleeper.page);
      return channels.total > channelsAtDrop && channels.newestOpen;
    }, { timeout: 15_000 })
    .toBe(true);

  await setDrop(sleeper.page, false);
  const wokeAt = Date.now();
  await expect(status).toContainText('6/6', { timeout: 20_000 });
  timing('phone traffic back → online on the TV', Date.now() - wokeAt);
  expect((await tvState(tv.page)).seats.find((s) => s.seat === seat)?.link).toBe('online');
  await expect(sleeper.page.getByTestId('reconnecting')).toBeHidden();
  // Caught up: the phone shows the phase the TV is in.
  await expect
    .poll(async () => (await phoneState(sleeper.page)).view?.phase.seq === (await tvState(tv.page)).game?.phase.seq, { timeout: 5_000 })
    .toBe(true);
  expect((await phoneState(sleeper.page)).seat).toBe(seat);
  // By day the phone says what went on without it.
  await expect(sleeper.page.getByTestId('missed')).toContainText('Your speech passed.');

  await closeAll(tv.context, ...phones.map((phone) => phone.context));
});

test('@reliability the signaling server dies mid-game: the game goes on over the open channels, and the TV is back online when it returns', async ({ lan }) => {
  // The LAN's party server runs in a process of its own on the laptop: killing it kills signaling and STUN/TURN at once.
  const tv = await openTv(lan);
  expect(new URL(tv.joinUrl).origin).toBe(lan.origin);
  const phones: Phone[] = [];
  for (const name of ['Anna', 'Boris', 'Vera']) phones.push(await joinPhone(lan, tv.joinUrl, name));
  await configure(tv, { preset: 'classic', players: 6, timers: shortTimers({ acquaintance: 4, speech: 12 }) });
  await fillWithBots(tv);
  await startGame(tv);
  await waitForPhase(tv, (game) => game.phase.name === 'speech');
  const signaling = tv.page.getByTestId('signaling-status');
  await expect(signaling).toContainText('online');

  await lan.killServer();
  const killedAt = Date.now();
  await expect(signaling).toContainText('reconnecting', { timeout: 10_000 });
  timing('server killed → the TV shows reconnecting', Date.now() - killedAt);

  // The TV's own timers go on, and a phone's action still reaches the TV over its open channel.
  const seqAtKill = (await tvState(tv.page)).game!.phase.seq;
  // The speech lasts the narrator's lines (its clock waits for them: H4) and then its own 6 s.
  await expect.poll(async () => (await tvState(tv.page)).game!.phase.seq, { timeout: 20_000 }).toBeGreaterThan(seqAtKill);
  const vip = phones[0]!.page;
  await vip.getByTestId('vip-menu').click();
  await vip.getByTestId('vip-pause').click();
  await expect(tv.page.getByTestId('pause-resume')).toBeVisible();
  expect((await tvState(tv.page)).game!.phase.paused).toBe(true);
  await expect(vip.getByTestId('vip-resume')).toBeVisible();
  await vip.getByTestId('vip-resume').click();
  await expect(tv.page.getByTestId('pause-resume')).toBeHidden();
  expect((await tvState(tv.page)).game!.phase.paused).toBe(false);
  await expect(tv.page.getByTestId('phones-status')).toContainText('6/6');
  expect((await tvState(tv.page)).signaling).toBe('reconnecting');

  // The server comes back on the same port: the TV re-registers by itself (backoff up to 5 s).
  await lan.startServer();
  const restartedAt = Date.now();
  await expect(signaling).toContainText('online', { timeout: 15_000 });
  timing('server restarted → the TV online again', Date.now() - restartedAt);
  // Signaling really works again: a phone that reloads now finds the room and its seat through it.
  const seat = (await phoneState(phones[1]!.page)).seat;
  await phones[1]!.page.reload();
  await expect.poll(async () => (await phoneState(phones[1]!.page)).view?.seat ?? null, { timeout: 20_000 }).toBe(seat);
  await expect(tv.page.getByTestId('phones-status')).toContainText('6/6');

  await closeAll(tv.context, ...phones.map((phone) => phone.context));
});

test('@reliability a phone opened before the TV keeps trying, explains after 10 s, and joins once the TV reopens the same room', async ({ lan }) => {
  const tv = await openTv(lan);
  // The TV tab is closed; its context (and IndexedDB, with the room) stays.
  await tv.page.close();

  // The phone starts looking for the TV as its page loads, before a name is typed: its 10 s count from there.
  const openedAt = Date.now();
  const phone = await openPhone(lan, tv.joinUrl);
  await typeNameAndJoin(phone.page, 'Anna');
  const diagnostics = phone.page.getByTestId('diagnostics');
  await expect(diagnostics).toBeVisible({ timeout: 16_000 });
  const explainedAfter = Date.now() - openedAt;
  timing('no TV → diagnostics on the phone', explainedAfter);
  expect(explainedAfter).toBeGreaterThanOrEqual(10_000);
  await expect(diagnostics).toContainText('Is the game still open on the TV?');
  expect((await phoneState(phone.page)).seat).toBeNull();

  // The TV comes back in the same browser: the saved room, the same code and link.
  const page = await tv.context.newPage();
  const reopenedAt = Date.now();
  await page.goto('/');
  // Home, unless the phone was seated fast enough for the TV to go straight to its lobby.
  const newGame = page.getByTestId('new-game');
  await expect(newGame.or(page.getByTestId('room-code'))).toBeVisible();
  if (await newGame.isVisible()) await newGame.click();
  const room = await lobbyRoom(page);
  expect(room).toEqual({ joinUrl: tv.joinUrl, roomCode: tv.roomCode });

  // The phone finds it by itself and takes the seat it asked for.
  await expect(phone.page.getByTestId('seat-number')).toHaveText('1', { timeout: 20_000 });
  timing('TV reopened → the waiting phone seated', Date.now() - reopenedAt);
  await expect(diagnostics).toBeHidden();
  await expect(page.getByTestId('seat')).toHaveCount(1);
  await expect(page.getByTestId('seat').first()).toContainText('Anna');

  await closeAll(tv.context, phone.context);
});
