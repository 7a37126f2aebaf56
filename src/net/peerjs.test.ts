// The PeerJS transport with a stand-in Peer: what it does with PeerJS's events.
import { describe, expect, it } from 'vitest';
import type { DataConnection, Peer, PeerOptions } from 'peerjs';
import { FakeClock } from '../base/fake-clock';
import { PeerJsHostTransport } from './peerjs';
import type { Channel, TroubleReport } from './transport';

type Handler = (...args: unknown[]) => void;
class Emitter {
  private readonly handlers = new Map<string, Handler[]>();
  on(event: string, handler: Handler): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off(event: string, handler: Handler): this {
    this.handlers.set(event, (this.handlers.get(event) ?? []).filter((h) => h !== handler));
    return this;
  }
  emit(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

class FakeConnection extends Emitter {
  serialization = 'raw';
  reliable = true;
  open = false;
  closed = false;
  constructor(readonly peer: string) {
    super();
  }
  close(): void {
    this.closed = true;
    this.emit('close');
  }
  send(): void {}
}

function host() {
  const clock = new FakeClock();
  const peer = new Emitter() as Emitter & { destroy(): void };
  peer.destroy = () => undefined;
  const transport = new PeerJsHostTransport({
    peerOptions: {} as PeerOptions,
    clock,
    createPeer: async () => peer as unknown as Peer,
  });
  const channels: Channel[] = [];
  transport.listen('citysleeps-room', { onChannel: (channel) => channels.push(channel), onState: () => undefined, onTaken: () => undefined });
  const reports: TroubleReport[] = [];
  transport.watchTrouble((report) => reports.push(report));
  return { clock, peer, channels, reports };
}

describe('PeerJS host transport', () => {
  it('takes a connection once, however many times its data channel reports open', async () => {
    const { clock, peer, channels } = host();
    await clock.advance(0);
    const connection = new FakeConnection('citysleeps-p-1');
    peer.emit('connection', connection as unknown as DataConnection);
    connection.open = true;
    connection.emit('open');
    connection.emit('open'); // seen under delay and loss, ~10 ms apart
    expect(channels).toHaveLength(1);
    const frames: unknown[] = [];
    channels[0]!.onMessage((frame) => frames.push(frame));
    connection.emit('data', '{"t":"hello"}');
    expect(frames).toEqual(['{"t":"hello"}']);
  });

  it('counts phones whose attempts fail until they get through, and forgets them after a while', async () => {
    const { clock, peer, reports } = host();
    await clock.advance(0);
    for (let attempt = 0; attempt < 2; attempt++) {
      for (const phone of ['citysleeps-p-1', 'citysleeps-p-2']) {
        peer.emit('connection', new FakeConnection(phone) as unknown as DataConnection);
      }
      await clock.advance(10_000); // never opened: closed by the TV
      // One failed attempt is a hiccup; a phone that cannot connect keeps trying.
      expect(reports.at(-1)).toMatchObject({ phones: attempt === 0 ? 0 : 2 });
    }
    const retry = new FakeConnection('citysleeps-p-1');
    peer.emit('connection', retry as unknown as DataConnection);
    retry.open = true;
    retry.emit('open');
    expect(reports.at(-1)).toMatchObject({ phones: 1 });
    await clock.advance(21_000);
    expect(reports.at(-1)).toEqual({ phones: 0, reason: null });
  });

  it("gives up a phone's last attempt as soon as it offers the next: a phone has one at a time", async () => {
    const { clock, peer, reports } = host();
    await clock.advance(0);
    const attempts = [0, 1, 2].map(() => new FakeConnection('citysleeps-p-1'));
    peer.emit('connection', attempts[0] as unknown as DataConnection);
    await clock.advance(3000); // the phone dropped it after its 2.5 s window, and tries again
    peer.emit('connection', attempts[1] as unknown as DataConnection);
    expect(attempts[0]!.closed).toBe(true);
    expect(reports.at(-1)).toMatchObject({ phones: 0 });
    await clock.advance(4500);
    peer.emit('connection', attempts[2] as unknown as DataConnection);
    expect(attempts[1]!.closed).toBe(true);
    expect(reports.at(-1)).toMatchObject({ phones: 1 });
    attempts[2]!.open = true;
    attempts[2]!.emit('open');
    expect(reports.at(-1)).toEqual({ phones: 0, reason: null });
  });

  describe('junk OFFERs (a flood at the room)', () => {
    it('a peer that offers faster than any phone retries has every channel closed at once and never shows as a phone in trouble', async () => {
      const { clock, peer, channels, reports } = host();
      await clock.advance(0);
      const junk: FakeConnection[] = [];
      for (let burst = 0; burst < 40; burst++) {
        for (let i = 0; i < 2; i++) {
          const connection = new FakeConnection('citysleeps-f-1');
          junk.push(connection);
          peer.emit('connection', connection as unknown as DataConnection);
        }
        await clock.advance(50);
      }
      // Nothing of it is left open on the TV: not one attempt waits for its 10 s.
      expect(junk.every((connection) => connection.closed)).toBe(true);
      // Later OFFERs at a phone's pace from the same peer still never make it a phone in trouble.
      for (let i = 0; i < 3; i++) {
        peer.emit('connection', new FakeConnection('citysleeps-f-1') as unknown as DataConnection);
        await clock.advance(10_000);
      }
      expect(reports.every((report) => report.phones === 0)).toBe(true);
      expect(channels).toHaveLength(0);
    });

    it('a flood of one OFFER per peer ID shows no trouble: each is one failed attempt, and a phone keeps trying', async () => {
      const { clock, peer, reports } = host();
      await clock.advance(0);
      for (let i = 0; i < 100; i++) {
        peer.emit('connection', new FakeConnection(`citysleeps-p-junk${i}`) as unknown as DataConnection);
        await clock.advance(100);
      }
      await clock.advance(10_000);
      expect(reports.every((report) => report.phones === 0)).toBe(true);
    });

    it('a real phone beside the flood still gets through and still shows when it cannot', async () => {
      const { clock, peer, channels, reports } = host();
      await clock.advance(0);
      for (let i = 0; i < 10; i++) peer.emit('connection', new FakeConnection('citysleeps-f-2') as unknown as DataConnection);
      for (let attempt = 0; attempt < 2; attempt++) {
        peer.emit('connection', new FakeConnection('citysleeps-p-anna') as unknown as DataConnection);
        await clock.advance(3000);
      }
      peer.emit('connection', new FakeConnection('citysleeps-p-anna') as unknown as DataConnection);
      expect(reports.at(-1)).toMatchObject({ phones: 1 });
      const through = new FakeConnection('citysleeps-p-anna');
      await clock.advance(1000);
      peer.emit('connection', through as unknown as DataConnection);
      through.open = true;
      through.emit('open');
      expect(channels).toHaveLength(1);
      expect(reports.at(-1)).toEqual({ phones: 0, reason: null });
    });
  });
});
