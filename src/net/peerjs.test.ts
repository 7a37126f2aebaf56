// The PeerJS transport with a stand-in Peer: what it does with PeerJS's events.
import { describe, expect, it } from 'vitest';
import type { DataConnection, Peer, PeerOptions } from 'peerjs';
import { FakeClock } from './fake-clock';
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
    for (const phone of ['citysleeps-p-1', 'citysleeps-p-2']) {
      peer.emit('connection', new FakeConnection(phone) as unknown as DataConnection);
    }
    await clock.advance(10_000); // never opened: closed by the TV
    expect(reports.at(-1)).toMatchObject({ phones: 2 });
    const retry = new FakeConnection('citysleeps-p-1');
    peer.emit('connection', retry as unknown as DataConnection);
    retry.open = true;
    retry.emit('open');
    expect(reports.at(-1)).toMatchObject({ phones: 1 });
    await clock.advance(21_000);
    expect(reports.at(-1)).toEqual({ phones: 0, reason: null });
  });
});
