import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../protocol/messages';
import { MAX_SHOW_WAIT_MS, SHOW_LEAD_MS } from '../protocol/moment';
import { quickSetup, MemoryTable } from './testkit';

/** A hello of the protocol before this one (v1 carried the name and the token itself). */
const hello = (name: string | null, token: string | null = null, v = PROTOCOL_VERSION) => ({ t: 'hello', v, name, token });

describe('Joining a room', () => {
  it('seats players in join order and makes the first one VIP', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const anna = await table.seat('Anna');
    const boris = await table.seat('Boris');
    expect(anna.snapshot.seat).toBe(1);
    expect(anna.snapshot.vip).toBe(true);
    expect(boris.snapshot.seat).toBe(2);
    expect(boris.snapshot.vip).toBe(false);
    expect(boris.snapshot.lobby?.players.map((p) => p.name)).toEqual(['Anna', 'Boris']);
    expect(table.hostSnapshot.seats.map((s) => s.name)).toEqual(['Anna', 'Boris']);
    expect(table.hostSnapshot.vipSeat).toBe(1);
  });

  it('cleans a name: trimmed, control characters stripped, 20 characters at most', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const phone = await table.seat('  Ан\u0000на\u202e Каренина из Санкт-Петербурга  ');
    expect(phone.snapshot.name).toBe('Анна Каренина из Сан');
  });

  it('a second "Anna" becomes "Anna 2", a third "anna" becomes "anna 3"', async () => {
    const table = new MemoryTable();
    await table.startHost();
    await table.seat('Anna');
    const second = await table.seat('Anna');
    const third = await table.seat('anna');
    expect(second.snapshot.name).toBe('Anna 2');
    expect(third.snapshot.name).toBe('anna 3');
  });

  it('an empty name is refused as badName and the player may try again', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const phone = await table.seat(' \u0007 ');
    expect(phone.snapshot.refused).toBe('badName');
    phone.session.join('Vera');
    await table.clock.advance(600);
    expect(phone.snapshot.seat).toBe(1);
    expect(phone.snapshot.refused).toBeNull();
  });

  it('a phone on another protocol version is told to reload', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const raw = await table.raw();
    raw.send(hello('Anna', null, PROTOCOL_VERSION + 1));
    await table.clock.advance(0);
    expect(raw.last('refused')?.reason).toBe('version');
    await table.clock.advance(1000);
    expect(raw.closed).toBe(true);
    expect(table.hostSnapshot.seats).toEqual([]);
  });

  it('a reloaded phone presents its token and gets its seat back', async () => {
    const table = new MemoryTable();
    await table.startHost();
    await table.seat('Anna');
    const boris = await table.seat('Boris');
    const token = [...boris.storage.entries.values()].find((value) => value.length >= 22);
    expect(token).toBeDefined();
    boris.session.stop();
    await table.clock.advance(0);
    const reloaded = table.phone({ storage: boris.storage });
    await table.clock.advance(0);
    expect(reloaded.snapshot.seat).toBe(2);
    expect(reloaded.snapshot.name).toBe('Boris');
    expect(table.hostSnapshot.seats).toHaveLength(2);
  });

  it('the token is a secret of at least 128 bits, never the peer ID or the name', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const raw = await table.rawSeated('Anna');
    const token = raw.last('welcome')!.token!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(token).not.toContain('Anna');
    expect(table.roomPeerId).not.toContain(token);
    expect(table.roomKey).not.toBe(token);
    const other = await table.raw();
    expect(await table.handshake(other, { token: 'A'.repeat(24) })).toEqual({ t: 'refused', reason: 'badToken' });
  });

  it('two connections for one seat: the newest wins, the old is told "replaced", and its late close evicts nobody', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const first = await table.rawSeated('Anna');
    const token = first.last('welcome')!.token!;
    const second = await table.raw();
    // The old channel's close is held back, as a dying WebRTC channel's often is.
    first.channel.onClose(() => undefined);
    await table.handshake(second, { token });
    await table.clock.advance(0);
    expect(first.last('refused')?.reason).toBe('replaced');
    expect(second.last('welcome')?.seat).toBe(1);
    await table.clock.advance(0);
    expect(table.hostSnapshot.seats[0]?.link).toBe('online');
    // The new channel still acts for the seat.
    second.send({ t: 'host', seq: null, action: { type: 'start' } });
    await table.clock.advance(0);
    expect(second.last('error')?.code).toBe('cannotStart');
  });

  it('after the start new names are refused with "started", while seated players still come back', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const anna = await table.seat('Anna');
    await table.startWithBots();
    expect(table.hostSnapshot.game).not.toBeNull();
    const late = await table.rawSeated('Late');
    expect(late.last('refused')?.reason).toBe('started');
    const reloaded = table.phone({ storage: anna.storage });
    anna.session.stop();
    await table.clock.advance(0);
    expect(reloaded.snapshot.view?.seat).toBe(1);
  });

  it('a removed player is told so, and a reload does not seat them again', async () => {
    const table = new MemoryTable();
    await table.startHost();
    await table.seat('Anna');
    const boris = await table.seat('Boris');
    table.host.removePlayer(2);
    await table.clock.advance(0);
    expect(boris.snapshot.refused).toBe('removed');
    // The reload claims the removed seat: refused.
    boris.session.stop();
    const reloaded = table.phone({ storage: boris.storage });
    await table.clock.advance(0);
    expect(reloaded.snapshot.refused).toBe('removed');
    // Joining afresh from the same phone, under another name: still out.
    reloaded.session.join('Boris the Second');
    await table.clock.advance(1000);
    expect(reloaded.snapshot.refused).toBe('removed');
    expect(table.hostSnapshot.seats.map((s) => s.name)).toEqual(['Anna']);
    // A new phone may join, and the same name is free again.
    await table.seat('Boris');
    expect(table.hostSnapshot.seats.map((s) => s.name)).toEqual(['Anna', 'Boris']);
  });

  it('the VIP passes to the next human when the VIP is removed', async () => {
    const table = new MemoryTable();
    await table.startHost();
    await table.seat('Anna');
    const boris = await table.seat('Boris');
    table.host.removePlayer(1);
    await table.clock.advance(0);
    expect(table.hostSnapshot.vipSeat).toBe(1);
    expect(boris.snapshot.seat).toBe(1);
    expect(boris.snapshot.vip).toBe(true);
  });
});

describe('A new room', () => {
  it('tells the seated phones, closes the old room and opens one with a new ID and code', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const anna = await table.seat('Anna');
    const old = { peerId: table.roomPeerId, code: table.hostSnapshot.room!.code };
    table.host.newRoom();
    await table.clock.advance(0);
    expect(anna.snapshot.refused).toBe('removed');
    expect(table.hostSnapshot.seats).toEqual([]);
    expect(table.roomPeerId).not.toBe(old.peerId);
    expect(table.hostSnapshot.room!.code).not.toBe(old.code);
    await table.clock.advance(1000);
    expect(table.network.isRegistered(old.peerId)).toBe(false);
    expect(table.network.isRegistered(table.roomPeerId)).toBe(true);
  });
});

describe('Typed room codes', () => {
  it('a phone with only the code finds the room and joins', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const phone = table.phone({ code: true });
    phone.session.join('Anna');
    await table.clock.advance(0);
    expect(phone.snapshot.seat).toBe(1);
    expect(phone.snapshot.roomCode).toBe(table.hostSnapshot.room?.code);
  });

  it("the code peer answers with the room's ID and key in any phase; mid-game the room itself says 'started'", async () => {
    const table = new MemoryTable();
    await table.startHost();
    await table.seat('Anna');
    table.host.fillWithBots();
    table.host.startGame();
    await table.clock.advance(0);
    const raw = await table.raw(`citysleeps-code-${table.hostSnapshot.room!.code}`);
    raw.send({ t: 'resolve', v: PROTOCOL_VERSION });
    await table.clock.advance(0);
    expect(raw.received).toEqual([{ t: 'room', peerId: table.roomPeerId, key: table.roomKey }]);
    const typed = table.phone({ code: true });
    typed.session.join('Late');
    await table.clock.advance(0);
    expect(typed.snapshot.refused).toBe('started');
  });

  it('a code another room holds is replaced by a new one', async () => {
    const table = new MemoryTable();
    const other = table.network.hostTransport();
    // Seeded: the first code this table's host draws. Occupy it first.
    const probe = new MemoryTable();
    await probe.startHost();
    const code = probe.hostSnapshot.room!.code;
    other.listen(`citysleeps-code-${code}`, { onChannel: () => undefined, onState: () => undefined, onTaken: () => undefined });
    await table.startHost();
    await table.clock.advance(0);
    expect(table.hostSnapshot.room!.code).not.toBe(code);
    expect(table.hostSnapshot.room!.joinUrl).toContain(`code=${table.hostSnapshot.room!.code}`);
    expect(table.network.isRegistered(`citysleeps-code-${table.hostSnapshot.room!.code}`)).toBe(true);
  });
});

describe('Starting and ending games', () => {
  it('a start the setup does not allow is refused, and the TV shows why', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const anna = await table.seat('Anna');
    anna.session.host({ type: 'start' });
    await table.clock.advance(0);
    expect(anna.snapshot.error?.code).toBe('cannotStart');
    table.host.startGame();
    expect(table.hostSnapshot.notice?.code).toBe('cannotStart');
    expect(table.hostSnapshot.game).toBeNull();
  });

  it('closing the game brings every phone back to the lobby, with the same seats', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const anna = await table.seat('Anna');
    await table.startWithBots();
    expect(anna.snapshot.view).not.toBeNull();
    table.host.closeGame();
    await table.clock.advance(0);
    expect(anna.snapshot.view).toBeNull();
    expect(anna.snapshot.lobby?.players).toHaveLength(6);
    expect(anna.snapshot.seat).toBe(1);
  });

  it('the TV shows a change at once; it is saved after the paint, and the phones hear only once it is durable', async () => {
    const table = new MemoryTable();
    const gate = holdSaves(table);
    await table.startHost();
    const anna = await table.seat('Anna');
    table.host.fillWithBots();
    await table.clock.advance(0);
    gate.release();
    await table.clock.advance(0);
    const saves = table.store.saves;
    gate.hold();
    table.host.startGame();
    // Synchronously: the TV's screen has it; nothing is saved or sent yet.
    expect(table.hostSnapshot.game?.phase.name).toBe('deal');
    expect(table.store.saves).toBe(saves);
    await table.clock.advance(0);
    // After the paint: saving, not yet durable, and no phone has seen it.
    expect(table.store.saves).toBeGreaterThan(saves);
    expect(anna.snapshot.view).toBeNull();
    gate.release();
    await table.shown();
    expect(anna.snapshot.view?.phase.name).toBe('deal');
  });

  it('a change the seats do not show (a pause) gives the screens the same seats; one they show, new ones', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const anna = await table.seat('Anna');
    await table.startWithBots();
    const before = table.hostSnapshot.seats;
    anna.session.host({ type: 'pause' });
    await table.clock.advance(0);
    expect(table.hostSnapshot.game?.phase.paused).toBe(true);
    // The same array: an element that draws the seats has nothing to update.
    expect(table.hostSnapshot.seats).toBe(before);
    // Anna's phone stops answering: her seat shows it.
    for (const pair of table.network.openPairs(table.roomPeerId)) pair.silent = true;
    await table.clock.advance(6000);
    expect(table.hostSnapshot.seats).not.toBe(before);
    expect(table.hostSnapshot.seats[0]!.link).toBe('away');
  });

  it('the deadline and the bots follow a change after the paint, and not at all once the session has stopped', async () => {
    // No narrator: each step's clock is the narrator's limit, then the step's own (engine/host.ts).
    const run = async (stopAtOnce: boolean) => {
      const table = new MemoryTable(quickSetup(6), 'none');
      const host = await table.startHost();
      host.fillWithBots();
      await table.clock.advance(0);
      host.startGame();
      const seq = table.hostSnapshot.game!.phase.seq;
      // The TV reopens its room elsewhere within the frame: this session's game is over for this TV.
      if (stopAtOnce) host.stop();
      await table.clock.advance(120_000);
      return table.hostSnapshot.game!.phase.seq - seq;
    };
    expect(await run(true)).toBe(0);
    expect(await run(false)).toBeGreaterThan(0);
  });
});

describe('The effects of a step', () => {
  it('follow the paint; a pause silences in the next task, after the steps still waiting, and never waits for a paint', async () => {
    const table = new MemoryTable();
    await table.startHost();
    await table.seat('Anna');
    table.host.fillWithBots();
    await table.startWithBots();
    const played: { lines: string[]; paused: boolean }[] = [];
    table.host.onEffects((effects, view) => {
      played.push({ lines: effects.flatMap((e) => (e.type === 'narrate' ? [e.line] : [])), paused: view.phase.paused });
    });
    // A busy TV: no paint comes.
    table.holdPaints = true;
    table.host.host({ type: 'warn', seat: 2 });
    expect(played).toEqual([]); // waits for the paint
    table.host.host({ type: 'pause' });
    // The pause's own task holds up nothing the screen shows: nothing is played within it.
    expect(played).toEqual([]);
    expect(table.hostSnapshot.game?.phase.paused).toBe(true);
    await table.clock.advance(0);
    // Still no paint: the warning's step plays first, then the pause.
    expect(played.map((p) => p.paused)).toEqual([false, true]);
    expect(played[1]!.lines).toEqual(['paused']);
    table.holdPaints = false;
    table.paint();
    await table.clock.advance(0);
    expect(played).toHaveLength(2); // nothing played twice
    table.host.host({ type: 'resume' });
    expect(played).toHaveLength(2);
    await table.clock.advance(0);
    expect(played[2]!.lines[0]).toBe('resumed');
  });
});

describe('Every phone changes together', () => {
  it('a new phase shows on every phone at one moment, the one its frames carry; a change within the phase shows at once', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const phones = [await table.seat('Anna'), await table.seat('Boris'), await table.seat('Vera')];
    table.host.fillWithBots();
    await table.clock.advance(0);
    const sentBefore = table.network.sent.length;
    table.host.startGame();
    const shownAt = phones.map(() => 0);
    for (let waited = 0; waited <= SHOW_LEAD_MS + 20; waited += 1) {
      phones.forEach((phone, index) => {
        if (phone.snapshot.view && !shownAt[index]) shownAt[index] = table.clock.now();
      });
      await table.clock.advance(1);
    }
    const views = table
      .hostFrames<{ t: string; now: number; at?: number }>(sentBefore, 'view')
      .filter((frame, _, all) => frame.now === all[0]!.now);
    // The deal's views, and (the narrator done at once here) those with its clock started: each pass to every phone.
    expect(views.length % phones.length).toBe(0);
    const at = views[0]!.at!;
    expect(at).toBe(views[0]!.now + SHOW_LEAD_MS);
    expect(views.every((frame) => frame.at === at)).toBe(true);
    expect(shownAt).toEqual(phones.map(() => at));

    // Anna looks at her card: her own view changes, the phase does not — no waiting.
    const before = table.network.sent.length;
    phones[0]!.session.act({ type: 'cardSeen' });
    await table.clock.advance(0);
    const mine = table.hostFrames<{ t: string; at?: number }>(before, 'view');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((frame) => frame.at === undefined)).toBe(true);
    expect(phones[0]!.snapshot.view?.prompt).toMatchObject({ kind: 'cardCheck', seen: true });
  });

  it('what comes after a new phase waits behind it: a warning never shows before the screen it belongs to', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const anna = await table.seat('Anna');
    table.host.fillWithBots();
    await table.clock.advance(0);
    table.host.startGame();
    await table.clock.advance(0);
    table.host.host({ type: 'warn', seat: 1 });
    await table.clock.advance(SHOW_LEAD_MS / 2);
    expect(anna.snapshot.view).toBeNull();
    expect(anna.snapshot.warning).toBeNull();
    await table.clock.advance(SHOW_LEAD_MS / 2);
    expect(anna.snapshot.view?.phase.name).toBe('deal');
    expect(anna.snapshot.warning?.count).toBe(1);
  });

  it('a moment far ahead is waited for 250 ms from when its frame came, not longer, though the phone wakes before it', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const anna = await table.seat('Anna');
    await table.startWithBots();
    const sent = table.network.sent.filter((entry) => entry.from === 'host' && entry.frame.startsWith('{"t":"view"')).at(-1)!;
    const frame = JSON.parse(sent.frame) as { now: number; at?: number; view: { phase: { paused: boolean } } };
    // A TV clock 10 s ahead of everything the phone has heard (a forged or confused frame): not believed.
    frame.at = frame.now + 10_000;
    frame.view.phase.paused = !frame.view.phase.paused;
    const before = anna.snapshot.view!.phase.paused;
    sent.pair.phone.injectFromRemote(JSON.stringify(frame));
    await table.clock.advance(MAX_SHOW_WAIT_MS - 1);
    expect(anna.snapshot.view!.phase.paused).toBe(before);
    await table.clock.advance(1);
    expect(anna.snapshot.view!.phase.paused).toBe(!before);
  });
});

/** Makes the table's store hold each save until released, as a slow disk would. */
function holdSaves(table: MemoryTable): { hold(): void; release(): void } {
  let held = false;
  const waiting: (() => void)[] = [];
  const save = table.store.save.bind(table.store);
  table.store.save = (record) => {
    void save(record);
    if (!held) return Promise.resolve();
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  return {
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

describe('Night buzz', () => {
  it('every seated phone vibrates once when a night step starts, whatever its role', async () => {
    const table = new MemoryTable();
    await table.startHost();
    const buzzes: number[] = [0, 0, 0];
    const phones = [0, 1, 2].map((index) => table.phone({ vibrate: () => void buzzes[index]!++ }));
    phones.forEach((phone, index) => phone.session.join(`P${index + 1}`));
    await table.clock.advance(0);
    await table.startWithBots();
    expect(table.hostSnapshot.game?.phase.name).toBe('deal');
    expect(buzzes).toEqual([0, 0, 0]);
    for (const phone of phones) phone.session.act({ type: 'cardSeen' });
    // The bots look at their cards after a human-like pause (its length follows the seeded random bytes).
    for (let waited = 0; waited < 5000 && table.hostSnapshot.game?.phase.name === 'deal'; waited += 100) await table.clock.advance(100);
    expect(table.hostSnapshot.game?.phase.nightStep).toBe('acquaintance');
    // The buzz comes with the step's first view, at the moment every phone shows it.
    await table.shown();
    expect(buzzes).toEqual([1, 1, 1]);
  });
});

describe('Host powers stay with the host (H5)', () => {
  it('a VIP who leaves the table passes the VIP to the next living player after him; his phone loses the controls', async () => {
    const table = new MemoryTable(quickSetup(6));
    await table.startHost();
    const anna = await table.seat('Anna');
    const boris = await table.seat('Boris');
    await table.startWithBots();
    expect(table.hostSnapshot.vipSeat).toBe(1);
    expect(anna.snapshot.vip).toBe(true);
    table.host.host({ type: 'remove', seat: 1 });
    await table.clock.advance(0);
    expect(table.hostSnapshot.vipSeat).toBe(2);
    expect(boris.snapshot.vip).toBe(true);
    expect(anna.snapshot.vip).toBe(false);
    // The old VIP's phone is refused; the new one's pause goes through.
    anna.session.host({ type: 'pause' });
    await table.clock.advance(0);
    expect(anna.snapshot.error?.code).toBe('notVip');
    boris.session.host({ type: 'pause' });
    await table.clock.advance(0);
    expect(table.hostSnapshot.game?.phase.paused).toBe(true);
  });
});
