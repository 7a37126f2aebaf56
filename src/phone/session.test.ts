import { describe, expect, it } from 'vitest';
import { FakeClock } from '../base/fake-clock';
import { newNonce } from '../net/ids';
import { MemoryNetwork, type MemoryHostTransport } from '../net/memory';
import type { Channel } from '../net/transport';
import { seededRandom, MemoryTable, type TestPhone } from '../host/testkit';
import { tvProof } from '../protocol/auth';
import type { HostMessage } from '../protocol/messages';
import type { RefusalReason } from '../protocol/vocabulary';
import { PhoneSession } from './session';
import type { PhoneSnapshot } from './snapshot';
import { memoryStorage } from './storage';

async function started(names: string[]) {
  const table = new MemoryTable();
  await table.startHost();
  const phones = [];
  for (const name of names) phones.push(await table.seat(name));
  table.host.fillWithBots();
  phones[0]!.session.host({ type: 'start' });
  await table.shown();
  return { table, phones };
}

function lonePhone(room: { peerId: string | null; code: string | null }) {
  const clock = new FakeClock();
  const network = new MemoryNetwork();
  const transport = network.phoneTransport();
  let attempts = 0;
  const connect = transport.connect.bind(transport);
  transport.connect = (peerId) => {
    attempts++;
    return connect(peerId);
  };
  const session = new PhoneSession({ transport, room, storage: memoryStorage(), clock, random: seededRandom(5), onWake: () => () => undefined });
  let snapshot!: PhoneSnapshot;
  session.subscribe((next) => (snapshot = next));
  session.start();
  return { clock, session, get snapshot() { return snapshot; }, get attempts() { return attempts; } };
}

describe('Phone session', () => {
  it("an intent carries the phase seq of the phone's latest view", async () => {
    const { table, phones } = await started(['Anna', 'Boris']);
    const seq = phones[1]!.snapshot.view!.phase.seq;
    phones[1]!.session.act({ type: 'thankYou' });
    await table.clock.advance(0);
    const frame = table.network.sent.filter((s) => s.from === 'phone' && s.frame.includes('"intent"')).at(-1)!.frame;
    expect(JSON.parse(frame)).toEqual({ t: 'intent', seq, intent: { type: 'thankYou' } });
  });

  it("shows a refused intent's code, and the same code twice still shows twice", async () => {
    const { table, phones } = await started(['Anna', 'Boris']);
    phones[1]!.session.act({ type: 'thankYou' });
    await table.clock.advance(0);
    const first = phones[1]!.snapshot.error;
    phones[1]!.session.act({ type: 'thankYou' });
    await table.clock.advance(0);
    const second = phones[1]!.snapshot.error;
    expect(first?.code).toBeTruthy();
    expect(second?.code).toBe(first?.code);
    expect(second?.id).toBeGreaterThan(first!.id);
  });

  it("every ping is answered with the TV's clock, for the phone to learn the TV's time", async () => {
    const { table } = await started(['Anna']);
    const before = table.network.sent.length;
    await table.clock.advance(3000);
    const pongs = table.hostFrames<{ t: string; now?: number }>(before, 'pong');
    expect(pongs.length).toBeGreaterThanOrEqual(2);
    for (const pong of pongs) expect(typeof pong.now).toBe('number');
  });

  it('shows a warning the host gave this seat', async () => {
    const { table, phones } = await started(['Anna', 'Boris']);
    table.host.host({ type: 'warn', seat: 2 });
    await table.clock.advance(0);
    expect(phones[1]!.snapshot.warning?.count).toBe(1);
    expect(phones[0]!.snapshot.warning).toBeNull();
  });

  it("moves the TV's deadline into the phone's own clock", async () => {
    const { table, phones } = await started(['Anna']);
    // Anna's seat, taken over by a device whose clock runs 30 s ahead of the TV's.
    const skewed = new FakeClock(table.clock.now() + 30_000);
    const session = new PhoneSession({
      transport: table.network.phoneTransport(),
      room: { peerId: table.roomPeerId, code: null },
      storage: phones[0]!.storage,
      clock: skewed,
      random: seededRandom(9),
      onWake: () => () => undefined,
    });
    let snapshot!: PhoneSnapshot;
    session.subscribe((next) => (snapshot = next));
    session.start();
    await skewed.advance(0);
    const hostDeadline = table.hostSnapshot.game!.phase.deadline!;
    expect(snapshot.view?.seat).toBe(1);
    expect(snapshot.view?.phase.deadline).toBe(hostDeadline + 30_000);
  });

  it('two tabs on one seat: the older is told "replaced" and stops retrying until its player joins again', async () => {
    const { table, phones } = await started(['Anna', 'Boris']);
    const second = table.phone({ storage: phones[1]!.storage });
    await table.clock.advance(0);
    expect(second.snapshot.view?.seat).toBe(2);
    expect(phones[1]!.snapshot.refused).toBe('replaced');
    await table.clock.advance(20_000);
    expect(phones[1]!.snapshot.refused).toBe('replaced');
    expect(second.snapshot.view?.seat).toBe(2);
    phones[1]!.session.join('Boris');
    await table.clock.advance(1000);
    expect(phones[1]!.snapshot.view?.seat).toBe(2);
    expect(second.snapshot.refused).toBe('replaced');
  });

  it('a token the room does not know: the player is offered to join with a name, and the new seat replaces it', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const storage = memoryStorage();
    const key = `citysleeps.seat.${table.roomPeerId}`;
    storage.setItem(key, 'Z'.repeat(24));
    const phone = table.phone({ storage });
    await table.clock.advance(0);
    expect(phone.snapshot.refused).toBe('badToken');
    // Kept: a TV that proved only the room key may be an impostor's word, and the real TV may know it.
    expect(storage.getItem(key)).toBe('Z'.repeat(24));
    phone.session.joinAfresh();
    phone.session.join('Anna');
    await table.clock.advance(1000);
    expect(phone.snapshot.seat).toBe(1);
    expect(phone.snapshot.refused).toBeNull();
    expect(storage.getItem(key)).not.toBe('Z'.repeat(24));
  });

  it('a stored token of the wrong shape is no token: the player still joins with a name', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const storage = memoryStorage();
    storage.setItem(`citysleeps.seat.${table.roomPeerId}`, '../../admin');
    const phone = table.phone({ storage });
    await table.clock.advance(0);
    expect(phone.snapshot.refused).toBeNull();
    expect(phone.snapshot.error).toBeNull();
    phone.session.join('Anna');
    await table.clock.advance(1000);
    expect(phone.snapshot.seat).toBe(1);
    expect(phone.snapshot.error).toBeNull();
  });

  it('a phone that typed a code finds its room again after a reload mid-game, when the code no longer answers', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const phone = table.phone({ code: true });
    phone.session.join('Anna');
    await table.clock.advance(0);
    table.host.fillWithBots();
    table.host.startGame();
    await table.clock.advance(0);
    phone.session.stop();
    const reloaded = table.phone({ code: true, storage: phone.storage });
    await table.clock.advance(0);
    expect(reloaded.snapshot.refused).toBeNull();
    expect(reloaded.snapshot.view?.seat).toBe(1);
  });

  it('a link without the room key cannot vouch for the TV: the phone says so and joins by the typed code instead', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const phone = table.phone({ room: { peerId: table.roomPeerId, code: null } });
    await table.clock.advance(0);
    expect(phone.snapshot.refused).toBe('badKey');
    expect(table.network.sent.some((sent) => sent.from === 'phone' && sent.frame.includes('"prove"'))).toBe(false);
    phone.session.typeCode();
    expect(phone.snapshot.roomCode).toBeNull();
    expect(phone.session.enterCode(table.hostSnapshot.room!.code)).toBe(true);
    phone.session.join('Anna');
    await table.clock.advance(0);
    expect(phone.snapshot.seat).toBe(1);
    expect(phone.snapshot.via).toBe('code');
  });

  it('opened without a link or code, it waits for a typed code and then joins', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const phone = table.phone({ room: { peerId: null, code: null } });
    await table.clock.advance(30_000);
    expect(table.network.pairs).toHaveLength(0);
    expect(phone.snapshot.slow).toBe(false);
    expect(phone.session.enterCode('B0O')).toBe(false);
    const code = table.hostSnapshot.room!.code;
    expect(phone.session.enterCode(` ${code.toLowerCase()} `)).toBe(true);
    phone.session.join('Anna');
    await table.clock.advance(0);
    expect(phone.snapshot.seat).toBe(1);
    expect(phone.snapshot.roomCode).toBe(code);
  });

  it('cannot reach the TV: retries with backoff (0.5 s doubling to 5 s) and shows the diagnostics after 10 s', async () => {
    const phone = lonePhone({ peerId: 'citysleeps-0123456789abcdef0123456789abcdef', code: null });
    await phone.clock.advance(9000);
    expect(phone.snapshot.slow).toBe(false);
    expect(phone.snapshot.link).toBe('connecting');
    await phone.clock.advance(1500);
    expect(phone.snapshot.slow).toBe(true);
    expect(phone.snapshot.diagnostic).toBe('unavailable');
    const early = phone.attempts;
    // 0, ~0.5, ~1.5, ~3.5, ~7.5 s: five attempts in the first 10 s, then one every ~5 s.
    expect(early).toBeGreaterThanOrEqual(4);
    expect(early).toBeLessThanOrEqual(6);
    await phone.clock.advance(30_000);
    expect(phone.attempts - early).toBeGreaterThanOrEqual(4);
    expect(phone.attempts - early).toBeLessThanOrEqual(9);
  });
});

const tokenOf = (table: MemoryTable, phone: TestPhone) => phone.storage.getItem(`citysleeps.seat.${table.roomPeerId}`);

/** The TV's tab reloads: its channels drop and the signaling server lets its ID go. */
function reload(table: MemoryTable): void {
  const transport = (table.host as unknown as { options: { transport: MemoryHostTransport } }).options.transport;
  transport.crash(false);
  table.host.stop();
}

/**
 * A device that took the room's ID while the TV reloads, run by a guest who
 * saw the QR code: it proves the room key on each channel (bound to that
 * channel, as a real TV's proof is) and then answers each phone's proof with
 * `say(n)` for its n-th channel. Records every message kind phones send it.
 */
function fakeTv(table: MemoryTable, say: (n: number) => HostMessage) {
  const heard: string[] = [];
  let channels = 0;
  const { roomPeerId, roomKey } = table;
  const listener = table.network.hostTransport().listen(roomPeerId, {
    onChannel: (channel: Channel) => {
      const n = channels++;
      let tvNonce = '';
      channel.onMessage((frame) => {
        const message = JSON.parse(String(frame)) as { t: string; nonce?: string };
        heard.push(message.t);
        if (message.t === 'hello') {
          tvNonce = newNonce(seededRandom(100 + n));
          const transcript = { roomPeerId, phoneNonce: String(message.nonce), tvNonce, binding: channel.binding()! };
          channel.send(JSON.stringify({ t: 'challenge', nonce: tvNonce, proof: tvProof(roomKey, transcript), by: 'room' }));
        }
        if (message.t === 'prove') channel.send(JSON.stringify(say(n)));
      });
    },
    onState: () => undefined,
    onTaken: () => undefined,
  });
  return { heard, listener };
}

describe('The phone believes no word on its seat that the TV has not proved', () => {
  it("a fake TV with the room key says 'removed', 'replaced' or 'wrong key': seated phones keep their seats and tokens, ask for nothing, and sit again when the TV is back", async () => {
    const { table, phones } = await started(['Anna', 'Boris', 'Vera']);
    // Vera's phone reloads too while the TV is away: it has not sat in its seat since it loaded.
    phones[2]!.session.stop();
    const tokens = phones.map((phone) => tokenOf(table, phone));
    const views = phones.map((phone) => JSON.stringify(phone.snapshot.view?.role));
    reload(table);
    const reasons: RefusalReason[] = ['removed', 'replaced', 'badKey'];
    const fake = fakeTv(table, (n) => ({ t: 'refused', reason: reasons[n % reasons.length]! }));
    const vera = table.phone({ storage: phones[2]!.storage });
    const all = [phones[0]!, phones[1]!, vera];
    await table.clock.advance(20_000);

    // Every phone met the fake TV, proved its seat's claim to it (the room key), and heard each lie in turn.
    expect(fake.heard.filter((kind) => kind === 'prove').length).toBeGreaterThanOrEqual(3 * reasons.length);
    expect(fake.heard).not.toContain('ask');
    expect(fake.heard).not.toContain('join');
    for (const [index, phone] of all.entries()) {
      expect(phone.snapshot.refused).toBeNull();
      expect(phone.snapshot.diagnostic).toBe('impostor');
      expect(tokenOf(table, phone)).toBe(tokens[index]);
    }

    // The TV is back: every phone takes its own seat again, with its own card.
    fake.listener.close();
    await table.startHost();
    await table.clock.advance(10_000);
    for (const [index, phone] of all.entries()) {
      expect(phone.snapshot.link).toBe('online');
      expect(phone.snapshot.view?.seat).toBe(index + 1);
      expect(JSON.stringify(phone.snapshot.view?.role)).toBe(views[index]);
      expect(phone.snapshot.refused).toBeNull();
    }
  });

  it("a phone that reloaded keeps its token through a fake TV's 'this seat is not known', and takes its seat from the real one", async () => {
    const { table, phones } = await started(['Anna', 'Boris']);
    phones[1]!.session.stop();
    const token = tokenOf(table, phones[1]!);
    reload(table);
    const fake = fakeTv(table, () => ({ t: 'refused', reason: 'started' }));
    const boris = table.phone({ storage: phones[1]!.storage });
    await table.clock.advance(3000);
    // Said by a TV that proved only the room key: shown, but the token stays and is claimed on every try.
    expect(boris.snapshot.refused).toBe('started');
    expect(tokenOf(table, boris)).toBe(token);
    fake.listener.close();
    await table.startHost();
    await table.clock.advance(10_000);
    expect(fake.heard).not.toContain('ask');
    expect(boris.snapshot.view?.seat).toBe(2);
    expect(boris.snapshot.refused).toBeNull();
  });

  it("the real TV's word is believed: it proves the removed seat's own token before it says so, and the player may ask to come back", async () => {
    const table = new MemoryTable();
    await table.startHost();
    await table.seat('Anna');
    const boris = await table.seat('Boris');
    const token = tokenOf(table, boris);
    boris.session.stop();
    await table.clock.advance(0);
    table.host.removePlayer(2);
    await table.clock.advance(0);
    // Boris's phone comes back later, still holding the removed seat's token.
    const back = table.phone({ storage: boris.storage });
    await table.clock.advance(1000);
    const challenges = table.network.sent.filter((sent) => sent.from === 'host' && sent.frame.includes('"challenge"'));
    expect(JSON.parse(challenges.at(-1)!.frame).by).toBe('seat');
    expect(back.snapshot.refused).toBe('removed');
    expect(tokenOf(table, back)).toBe(token);
    // The dead token opens nothing: only the host's OK brings Boris back.
    back.session.ask(false);
    await table.clock.advance(1000);
    expect(back.snapshot.waiting).toEqual({ next: false });
    expect(table.hostSnapshot.requests).toMatchObject([{ name: 'Boris', kind: 'back' }]);
    expect(table.hostSnapshot.seats.map((seat) => seat.name)).toEqual(['Anna']);
  });
});
