import { describe, expect, it } from 'vitest';
import { settle } from '../base/fake-clock';
import { MemoryNetwork } from './memory';
import { ConnectError, type Channel } from './transport';

function listen(network: MemoryNetwork, id: string) {
  const channels: Channel[] = [];
  const states: string[] = [];
  let taken = 0;
  const listener = network.hostTransport().listen(id, {
    onChannel: (channel) => channels.push(channel),
    onState: (state) => states.push(state),
    onTaken: () => taken++,
  });
  return { listener, channels, states, get taken() { return taken; } };
}

describe('In-memory transport', () => {
  it('delivers frames asynchronously, in order, both ways', async () => {
    const network = new MemoryNetwork();
    const host = listen(network, 'citysleeps-room');
    await settle();
    const phone = await network.phoneTransport().connect('citysleeps-room');
    const atHost: unknown[] = [];
    const atPhone: unknown[] = [];
    host.channels[0]!.onMessage((frame) => atHost.push(frame));
    phone.onMessage((frame) => atPhone.push(frame));
    phone.send('a');
    phone.send('b');
    host.channels[0]!.send('c');
    expect(atHost).toEqual([]);
    await settle();
    expect(atHost).toEqual(['a', 'b']);
    expect(atPhone).toEqual(['c']);
  });

  it('closing one end closes both, once each', async () => {
    const network = new MemoryNetwork();
    const host = listen(network, 'citysleeps-room');
    await settle();
    const phone = await network.phoneTransport().connect('citysleeps-room');
    let closes = 0;
    phone.onClose(() => closes++);
    host.channels[0]!.onClose(() => closes++);
    host.channels[0]!.close();
    phone.close();
    await settle();
    expect(closes).toBe(2);
    expect(phone.send('x')).toBe(false);
  });

  it('an unknown peer is unavailable; a dead signaling server fails connects but not open channels', async () => {
    const network = new MemoryNetwork();
    const host = listen(network, 'citysleeps-room');
    await settle();
    await expect(network.phoneTransport().connect('citysleeps-nobody')).rejects.toEqual(new ConnectError('unavailable'));
    const phone = await network.phoneTransport().connect('citysleeps-room');
    network.setSignaling(false);
    await expect(network.phoneTransport().connect('citysleeps-room')).rejects.toEqual(new ConnectError('signaling'));
    const got: unknown[] = [];
    host.channels[0]!.onMessage((frame) => got.push(frame));
    phone.send('still here');
    await settle();
    expect(got).toEqual(['still here']);
    expect(host.states.at(-1)).toBe('reconnecting');
  });

  it('an ID still held after a crash is reported taken until the server lets it go', async () => {
    const network = new MemoryNetwork();
    const transport = network.hostTransport();
    transport.listen('citysleeps-room', { onChannel: () => undefined, onState: () => undefined, onTaken: () => undefined });
    await settle();
    transport.crash(true);
    const again = listen(network, 'citysleeps-room');
    await settle();
    expect(again.taken).toBe(1);
    expect(network.isRegistered('citysleeps-room')).toBe(false);
    network.release('citysleeps-room');
    await settle();
    expect(again.states.at(-1)).toBe('online');
  });
});
