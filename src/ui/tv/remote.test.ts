import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../base/fake-clock';
import { BAR_IDLE_MS, TvRemote, type RemoteScreen } from './remote';

/** A key or pointer event as the window delivers it, without a browser. */
function press(events: EventTarget, type: 'keydown' | 'pointermove' | 'pointerdown', key = ''): Event {
  const event = Object.assign(new Event(type, { cancelable: true }), { key });
  events.dispatchEvent(event);
  return event;
}

function setUp(over: Partial<RemoteScreen> & { inGame?: () => boolean } = {}) {
  const clock = new FakeClock();
  const events = new EventTarget();
  const frames: Array<() => void> = [];
  const log: string[] = [];
  let updates = 0;
  const host = { addController: () => undefined, removeController: () => undefined, requestUpdate: () => void updates++, updateComplete: Promise.resolve(true) };
  const state = { inGame: true, paused: false, dialog: false };
  const screen: RemoteScreen = {
    root: () => null,
    inGame: () => state.inGame,
    paused: () => state.paused,
    dialogOpen: () => state.dialog,
    screenKey: () => false,
    back: () => log.push('back'),
    gesture: () => log.push('gesture'),
    ...over,
  };
  const remote = new TvRemote(host, screen, { events, clock, frame: (run) => frames.push(run), active: () => null });
  remote.hostConnected();
  return { clock, events, remote, state, log, frames, updates: () => updates };
}

describe('the TV remote', () => {
  it('fades the host bar after the idle time of a game, and any input brings it back', async () => {
    const { clock, events, remote, updates } = setUp();
    remote.hostUpdate(); // a game on screen: the idle clock starts, input or not
    await clock.advance(BAR_IDLE_MS - 1);
    expect(remote.barShown).toBe(true);
    await clock.advance(1);
    expect(remote.barShown).toBe(false);
    expect(updates()).toBe(1);
    press(events, 'pointermove');
    expect(remote.barShown).toBe(true);
    await clock.advance(BAR_IDLE_MS);
    expect(remote.barShown).toBe(false);
  });

  it('keeps the bar while the game is paused or a dialog is open, and off a game never fades it', async () => {
    const { clock, remote, state } = setUp();
    state.paused = true;
    remote.hostUpdate();
    await clock.advance(BAR_IDLE_MS * 3);
    expect(remote.barShown).toBe(true);
    state.paused = false;
    state.dialog = true;
    await clock.advance(BAR_IDLE_MS * 2);
    expect(remote.barShown).toBe(true);
    state.dialog = false;
    await clock.advance(BAR_IDLE_MS);
    expect(remote.barShown).toBe(false);

    const off = setUp();
    off.state.inGame = false;
    off.remote.hostUpdate();
    press(off.events, 'keydown', 'ArrowDown');
    await off.clock.advance(BAR_IDLE_MS * 2);
    expect(off.remote.barShown).toBe(true);
    expect(off.clock.pending).toBe(0);
  });

  it('the key that wakes a faded bar presses nothing else, but Back and the screen’s own keys work at once', async () => {
    let pages = 0;
    const { clock, events, remote, log } = setUp({ screenKey: (key, act) => key === 'ArrowRight' && (act ? ++pages > 0 : true) });
    remote.hostUpdate();
    await clock.advance(BAR_IDLE_MS);
    expect(press(events, 'keydown', 'Enter').defaultPrevented).toBe(true); // swallowed: OK only wakes the bar

    await clock.advance(BAR_IDLE_MS);
    const right = press(events, 'keydown', 'ArrowRight'); // game over pages its story at the first press
    expect(pages).toBe(1);
    expect(right.defaultPrevented).toBe(true);

    await clock.advance(BAR_IDLE_MS);
    press(events, 'keydown', 'Escape');
    expect(log.filter((l) => l === 'back')).toHaveLength(1);
  });

  it('Back and Backspace go back; every first key or press is a gesture', () => {
    const { events, log } = setUp();
    press(events, 'keydown', 'Backspace');
    press(events, 'keydown', 'GoBack');
    press(events, 'pointerdown');
    expect(log.filter((l) => l === 'back')).toHaveLength(2);
    expect(log.filter((l) => l === 'gesture')).toHaveLength(3);
  });

  it('checks focus once a frame, however many renders came before it', () => {
    const { remote, frames } = setUp();
    remote.checkFocus(() => null);
    remote.checkFocus(() => null);
    expect(frames).toHaveLength(1);
    frames.shift()!();
    remote.checkFocus(() => null);
    expect(frames).toHaveLength(1);
  });

  it('stops listening and its timer when the screen goes', async () => {
    const { clock, events, remote, log } = setUp();
    remote.hostUpdate();
    remote.hostDisconnected();
    expect(clock.pending).toBe(0);
    press(events, 'keydown', 'Escape');
    expect(log).toEqual([]);
  });
});
