import { describe, expect, it } from 'vitest';
import { FakeClock } from '../net/fake-clock';
import { MemoryNetwork } from '../net/memory';
import { seededRandom, Table } from '../host/test-kit';
import { PhoneSession } from './session';
import type { PhoneSnapshot } from './snapshot';
import { memoryStorage } from './storage';

async function started(names: string[]) {
  const table = new Table();
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
    const table = new Table();
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
    const table = new Table();
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
    const table = new Table();
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
    const table = new Table();
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
    const table = new Table();
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
