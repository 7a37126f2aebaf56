/**
 * Every inbound message passes rate, size and schema checks, then the seat
 * bound to its channel, the phase sequence and the VIP rule, then the engine.
 * A refused message changes nothing and is answered with its code only.
 */
import { describe, expect, it } from 'vitest';
import type { SeatView } from '../engine';
import { NIGHT_BEAT_MS } from './outbox';
import { MemoryTable, type RawPhone } from './testkit';

async function seated(table: MemoryTable, name: string): Promise<RawPhone> {
  return table.rawSeated(name);
}

/** A table with a VIP (raw) and a second raw player, bots in the other seats, the game started. */
async function gameTable() {
  const table = new MemoryTable();
  await table.startHost();
  const vip = await seated(table, 'Vera');
  const other = await seated(table, 'Oleg');
  table.host.fillWithBots();
  vip.send({ t: 'host', seq: null, action: { type: 'start' } });
  await table.clock.advance(0);
  return { table, vip, other };
}

const latestView = (raw: RawPhone): SeatView => raw.last('view')!.view;

/** Nothing changed: the TV's view of the game and the saved record are as before. */
function unchanged(table: MemoryTable) {
  const before = { game: JSON.stringify(table.host.snapshot().game), saves: table.store.saves };
  return () => {
    expect(JSON.stringify(table.host.snapshot().game)).toBe(before.game);
    expect(table.store.saves).toBe(before.saves);
  };
}

describe('Validation at the boundary', () => {
  it('refuses a frame that is not JSON as malformed', async () => {
    const { table, other } = await gameTable();
    const check = unchanged(table);
    other.send('{"t":"intent",');
    await table.clock.advance(0);
    expect(other.last('error')).toEqual({ t: 'error', code: 'malformed' });
    check();
  });

  it('refuses a frame that is not text (binary junk from a hostile peer) as malformed', async () => {
    const { table, other } = await gameTable();
    const pair = table.network.openPairs(table.roomPeerId).find((p) => p.phone === other.channel)!;
    pair.host.injectFromRemote(new Uint8Array([1, 2, 3]));
    await table.clock.advance(0);
    expect(other.last('error')?.code).toBe('malformed');
  });

  it('refuses unknown kinds, unknown intents and out-of-range seats as malformed', async () => {
    const { table, other } = await gameTable();
    const seq = latestView(other).phase.seq;
    for (const message of [
      { t: 'sudo' },
      { t: 'intent', seq, intent: { type: 'revealAll' } },
      { t: 'intent', seq, intent: { type: 'vote', target: 18 } },
      { t: 'intent', seq, intent: { type: 'vote', target: '3' } },
      { t: 'host', seq, action: { type: 'timeout' } },
    ]) {
      other.received.length = 0;
      other.send(message);
      await table.clock.advance(0);
      expect(other.last('error')?.code).toBe('malformed');
    }
  });

  it('refuses a frame over 2 KB as tooBig, before parsing it', async () => {
    const { table, other } = await gameTable();
    const check = unchanged(table);
    other.send(JSON.stringify({ t: 'ping', n: 1, pad: 'я'.repeat(1100) }));
    await table.clock.advance(0);
    expect(other.last('error')?.code).toBe('tooBig');
    check();
  });

  it('rate-limits a flood: 40 at once pass, then one rateLimited reply, then silence; a second later it passes again', async () => {
    const { table, other } = await gameTable();
    await table.clock.advance(2000); // a full bucket
    other.received.length = 0;
    for (let n = 1; n <= 60; n++) other.send({ t: 'ping', n });
    await table.clock.advance(0);
    expect(other.received.filter((m) => m.t === 'pong')).toHaveLength(40);
    expect(other.received.filter((m) => m.t === 'error')).toEqual([{ t: 'error', code: 'rateLimited' }]);
    await table.clock.advance(1000);
    other.received.length = 0;
    other.send({ t: 'ping', n: 61 });
    await table.clock.advance(0);
    expect(other.last('pong')?.n).toBe(61);
  });

  it('refuses intents before a hello as notSeated', async () => {
    const { table } = await gameTable();
    const stranger = await table.raw();
    stranger.send({ t: 'intent', seq: 1, intent: { type: 'thankYou' } });
    await table.clock.advance(0);
    expect(stranger.last('error')?.code).toBe('notSeated');
  });

  it('refuses an intent that names a seat: the seat comes from the connection, never the message', async () => {
    const { table, other } = await gameTable();
    const check = unchanged(table);
    const seq = latestView(other).phase.seq;
    other.send({ t: 'intent', seq, intent: { type: 'nightPick', seat: 1, target: 3 } });
    await table.clock.advance(0);
    expect(other.last('error')?.code).toBe('malformed');
    check();
  });

  it('refuses an intent for a past phase as stale', async () => {
    const { table, other } = await gameTable();
    const check = unchanged(table);
    const seq = latestView(other).phase.seq;
    other.send({ t: 'intent', seq: seq - 1, intent: { type: 'thankYou' } });
    await table.clock.advance(0);
    expect(other.last('error')?.code).toBe('stale');
    check();
  });

  it('refuses intents in the lobby as noGame', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const raw = await seated(table, 'Vera');
    raw.send({ t: 'intent', seq: 0, intent: { type: 'thankYou' } });
    await table.clock.advance(0);
    expect(raw.last('error')?.code).toBe('noGame');
  });

  it('refuses host actions from anyone but the VIP', async () => {
    const { table, other, vip } = await gameTable();
    const check = unchanged(table);
    const seq = latestView(other).phase.seq;
    other.send({ t: 'host', seq, action: { type: 'pause' } });
    other.send({ t: 'host', seq: null, action: { type: 'start' } });
    await table.clock.advance(0);
    expect(other.received.filter((m) => m.t === 'error')).toEqual([
      { t: 'error', code: 'notVip' },
      { t: 'error', code: 'notVip' },
    ]);
    check();
    vip.send({ t: 'host', seq, action: { type: 'pause' } });
    await table.clock.advance(0);
    expect(table.host.snapshot().game?.phase.paused).toBe(true);
  });

  it("passes on the engine's rejection code only, never its detail", async () => {
    const { table, other } = await gameTable();
    const check = unchanged(table);
    const view = latestView(other);
    // Nobody is speaking while the cards are dealt: "thank you" is the engine's to refuse.
    expect(view.phase.name).toBe('deal');
    other.send({ t: 'intent', seq: view.phase.seq, intent: { type: 'thankYou' } });
    await table.clock.advance(0);
    const error = other.last('error')!;
    expect(Object.keys(error).sort()).toEqual(['code', 't']);
    expect(['wrongPhase', 'notYourTurn']).toContain(error.code);
    check();
  });

  it('a valid intent reaches the engine for the bound seat', async () => {
    const { table, other } = await gameTable();
    for (let i = 0; i < 400; i++) {
      const prompt = latestView(other).prompt;
      if (prompt?.kind === 'nightPick' && prompt.choices.some((c) => c.disabled === null)) break;
      await table.clock.advance(250);
    }
    const view = latestView(other);
    const prompt = view.prompt;
    if (prompt?.kind !== 'nightPick') throw new Error('no night prompt reached');
    const target = prompt.choices.find((c) => c.disabled === null)!.seat;
    other.send({ t: 'intent', seq: view.phase.seq, intent: { type: 'nightPick', target } });
    // A pick at night is sent to every phone on the next beat (outbox.ts).
    await table.clock.advance(NIGHT_BEAT_MS);
    const after = latestView(other).prompt;
    expect(after?.kind === 'nightPick' ? after.picked : null).toBe(target);
  });
});
