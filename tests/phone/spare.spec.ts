// A moment's view whose reliable copy never comes (src/phone/spare.ts): over
// real WebRTC, one phone's app channel swallows every frame that carries a
// moment, as a lost packet still waiting for its resend would hold it. The
// TV's spare copy, on the stream beside the channel, is what that phone shows,
// at the moment, with the phone beside it; and once the channel carries frames
// again, the views after it come as ever.
import { expect, test } from '@playwright/test';
import { configure, fillWithBots, joinPhone, openTv, phoneState, shortTimers, startGame, tvHost, tvState } from '../support/party';
import { receivedTimed, setHold } from '../support/wire';

test('a moment’s view held back on the channel comes by its spare copy, on time, and what follows comes as ever', async ({ browser }) => {
  const tv = await openTv(browser);
  const anna = await joinPhone(browser, tv.joinUrl, 'Anna', { tap: true });
  const boris = await joinPhone(browser, tv.joinUrl, 'Boris', { tap: true });
  await configure(tv, { preset: 'classic', players: 6, timers: shortTimers({ acquaintance: 120 }) });
  await fillWithBots(tv);
  await startGame(tv);
  const paused = async (page: typeof anna.page) => (await phoneState(page)).view?.phase.paused;

  // Every frame to Anna's app channel that carries a moment is lost from here on.
  await setHold(anna.page, (frame) => frame.includes('"at":'));
  const mark = (await receivedTimed(anna.page)).length;
  await tvHost(tv, { type: 'pause' });
  await expect.poll(() => paused(anna.page)).toBe(true);
  await expect.poll(() => paused(boris.page)).toBe(true);
  const spares = (await receivedTimed(anna.page)).slice(mark).filter((f) => f.spare && (f.frame as { t?: string }).t === 'view');
  expect(spares.length, 'the pause came to Anna by its spare copy').toBeGreaterThan(0);
  await tvHost(tv, { type: 'resume' });
  await expect.poll(() => paused(anna.page)).toBe(false);

  // The channel carries everything again, and the views after the spares come: more time on the clock.
  await setHold(anna.page, null);
  const remaining = async (page: typeof anna.page) => (await phoneState(page)).view?.phase.remainingMs;
  const annaBefore = await remaining(anna.page);
  await tvHost(tv, { type: 'extend', seconds: 30 });
  // Read together each time: the narrator may start the night's clock meanwhile, and the phones follow it too.
  const inStep = async (page: typeof anna.page) => {
    const [phone, onTv] = [await remaining(page), (await tvState(tv.page)).game!.phase.remainingMs];
    return phone === onTv && phone !== annaBefore;
  };
  await expect.poll(() => inStep(anna.page)).toBe(true);
  await expect.poll(() => inStep(boris.page)).toBe(true);
  await Promise.all([tv.context.close(), anna.context.close(), boris.context.close()]);
});
