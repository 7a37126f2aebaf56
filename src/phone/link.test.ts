import { describe, expect, it } from 'vitest';
import { FakeClock } from '../base/fake-clock';
import { ConnectError, type Channel, type ConnectFailure, type PhoneTransport } from '../net/transport';
import { seededRandom } from '../host/testkit';
import { QUICK_RETRY_MAX_MS, RELOAD_RETRY_MS, RELOAD_WINDOW_MS, TvLink, type LinkStatus } from './link';
import { memoryStorage, PhoneMemory } from './storage';

/** A line to a TV that every attempt fails to reach, the same way. */
function failingLink(failure: ConnectFailure) {
  const clock = new FakeClock();
  const starts: number[] = [];
  const transport: PhoneTransport = {
    connect: async () => {
      starts.push(clock.now());
      throw new ConnectError(failure);
    },
    dispose: () => undefined,
  };
  let status: LinkStatus = {};
  const link = new TvLink(transport, clock, seededRandom(3), new PhoneMemory(memoryStorage()), { peerId: 'citysleeps-0123456789abcdef0123456789abcdef', code: null }, true, {
    opened: () => undefined,
    message: () => undefined,
    roundTrip: () => undefined,
    status: (next) => (status = { ...status, ...next }),
    codeRefused: () => undefined,
  });
  link.start();
  return { clock, starts, get status() { return status; } };
}

describe('The phone’s line to the TV', () => {
  it('a WebRTC attempt that found no path is tried again within 1.5 s, and the phone counts its tries and keeps the reason', async () => {
    const line = failingLink('unreachable');
    await line.clock.advance(20_000);
    const gaps = line.starts.slice(1).map((at, i) => at - line.starts[i]!);
    expect(gaps.length).toBeGreaterThan(10);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(QUICK_RETRY_MAX_MS);
    expect(line.status).toMatchObject({ diagnostic: 'unreachable', attempts: line.starts.length, slow: true });
  });

  it('a TV that was there and is gone from the signaling server (reloading) is looked for again every 0.6 s, then on the backoff', async () => {
    const clock = new FakeClock();
    const starts: number[] = [];
    let close: () => void = () => undefined;
    const channel: Channel = {
      id: 'c1',
      send: () => true,
      close: () => undefined,
      onMessage: () => undefined,
      onClose: (handler) => (close = handler),
      binding: () => null,
    };
    const transport: PhoneTransport = {
      connect: async () => {
        starts.push(clock.now());
        if (starts.length === 1) return channel;
        throw new ConnectError('unavailable');
      },
      dispose: () => undefined,
    };
    const link = new TvLink(transport, clock, seededRandom(3), new PhoneMemory(memoryStorage()), { peerId: 'citysleeps-0123456789abcdef0123456789abcdef', code: null }, true, {
      opened: () => undefined,
      message: () => undefined,
      roundTrip: () => undefined,
      status: () => undefined,
      codeRefused: () => undefined,
    });
    link.start();
    await clock.advance(10);
    // The TV reloads: its end of the channel closes, and its room is not registered for a while.
    const lostAt = clock.now();
    close();
    await clock.advance(40_000);
    const tries = starts.slice(1);
    const gaps = tries.slice(1).map((at, i) => at - tries[i]!);
    const inWindow = gaps.filter((_, i) => tries[i + 1]! - lostAt < RELOAD_WINDOW_MS);
    expect(tries[0]! - lostAt).toBeLessThanOrEqual(625);
    expect(inWindow.length).toBeGreaterThan(15);
    expect(Math.max(...inWindow)).toBeLessThanOrEqual(RELOAD_RETRY_MS);
    // After the window, a room still gone is looked for on the backoff again.
    expect(Math.max(...gaps)).toBeGreaterThan(3000);
  });

  it('a signaling server that is away keeps the full backoff (up to ~5 s)', async () => {
    const line = failingLink('signaling');
    await line.clock.advance(40_000);
    const gaps = line.starts.slice(1).map((at, i) => at - line.starts[i]!);
    expect(Math.max(...gaps)).toBeGreaterThan(3000);
    expect(line.status.diagnostic).toBe('signaling');
  });
});
