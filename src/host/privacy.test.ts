/**
 * Raw state never leaves the host (STYLE habit 3). A whole game is played by
 * bot-driven phones over the in-memory network; every frame each phone
 * receives is recorded and checked against the true deal.
 */
import { describe, expect, it } from 'vitest';
import { botIntent, type GameState, type Role, type SeatView, type Setup } from '../engine';
import type { MemoryPair } from '../net/memory';
import { byteLength } from '../protocol/messages';
import type { Intent } from '../protocol/vocabulary';
import { quickSetup, MemoryTable, type TestPhone } from './testkit';

const BLACK: Role[] = ['mafia', 'don'];

/** Each phone plays its own prompts with the engine's bot, as a human would, from its own view only. */
function drive(phones: TestPhone[], sent: Map<TestPhone, string>): void {
  for (const phone of phones) {
    const view = phone.snapshot.view;
    if (!view) continue;
    const rng = { rng: view.phase.seq * 31 + view.seat };
    const action = botIntent(view, rng, 'sensible');
    if (!action) continue;
    const { seat: _seat, ...intent } = action;
    const key = `${view.phase.seq}:${JSON.stringify(intent)}`;
    if (sent.get(phone) === key) continue;
    sent.set(phone, key);
    phone.session.act(intent as Intent);
  }
}

async function playWholeGame(preset: 'classic' | 'city', players: number, change: Partial<Setup> = {}) {
  const table = new MemoryTable({ ...quickSetup(players, preset), ...change });
  await table.startHost();
  const phones: TestPhone[] = [];
  for (let i = 0; i < players; i++) phones.push(await table.seat(`Игрок номер ${i + 1} длинный`));
  phones[0]!.session.host({ type: 'start' });
  await table.clock.advance(0);
  const sent = new Map<TestPhone, string>();
  for (let i = 0; i < 20_000 && table.hostSnapshot.game?.phase.name !== 'gameOver'; i++) {
    drive(phones, sent);
    await table.clock.advance(250);
  }
  await table.shown();
  return { table, phones };
}

function framesTo(table: MemoryTable, pair: MemoryPair): unknown[] {
  return table.network.sent.filter((entry) => entry.pair === pair && entry.from === 'host').map((entry) => JSON.parse(entry.frame));
}

function checkView(view: SeatView, seat: number, state: GameState): void {
  const roles = state.roles;
  const own = roles[seat - 1]!;
  expect(view.seat).toBe(seat);
  expect(view.role).toBe(own);
  expect(view.reveal).toBeNull();
  const black = roles.flatMap((role, i) => (BLACK.includes(role) && i + 1 !== seat ? [i + 1] : []));
  if (BLACK.includes(own)) expect(view.teammates.map((t) => t.seat).sort()).toEqual(black.sort());
  else {
    expect(view.teammates).toEqual([]);
    expect(view.teamPicks).toEqual([]);
  }
  if (!['commissar', 'sheriff', 'don'].includes(own)) expect(view.checks).toEqual([]);
  // Only this seat's own checks, never another checker's.
  for (const check of view.checks) expect(state.checks[seat - 1]).toContainEqual(check);
  // Live mafia picks go to black seats only, and name black seats only.
  for (const pick of view.teamPicks) expect(BLACK).toContain(roles[pick.seat - 1]);
  for (const other of view.seats) {
    // A card shows only once its owner has left the table (reveal on death).
    if (other.revealedRole !== null) {
      expect(other.alive).toBe(false);
      expect(other.revealedRole).toBe(roles[other.seat - 1]);
    }
  }
  if (view.prompt?.kind === 'nightPick' && view.prompt.acting) {
    const step = view.prompt.step;
    const acts = step === 'mafia' ? BLACK.includes(own) : step === own;
    expect(acts).toBe(true);
  }
}

describe('Privacy over a whole bot-driven game', () => {
  for (const [preset, players] of [['classic', 9], ['city', 10]] as const) {
    it(`${preset}, ${players} players: each phone receives only its own seat's secrets until game over`, async () => {
      const { table, phones } = await playWholeGame(preset, players);
      expect(table.hostSnapshot.game?.phase.name).toBe('gameOver');
      const state = table.store.record!.game!.state as GameState;
      // Game over: no phone has another's card before the TV has turned them all (a neighbour's phone would spoil it).
      for (const [index, phone] of phones.entries()) {
        const view = phone.snapshot.view!;
        expect(view.phase.name).toBe('gameOver');
        expect(view.phase.winner).not.toBeNull();
        expect(view.reveal).toBeNull();
        for (const other of view.seats) {
          if (other.revealedRole !== null && other.seat !== index + 1) expect(state.revealed[other.seat - 1]).toBe(true);
        }
      }
      table.host.cardsTurned();
      await table.clock.advance(0);
      await table.shown();
      let views = 0;
      phones.forEach((phone, index) => {
        const seat = index + 1;
        const pairs = table.network.pairs.filter((pair) => pair.peerId === table.roomPeerId);
        const frames = pairs.flatMap((pair) => framesTo(table, pair)) as { t: string; view?: SeatView; seat?: number }[];
        const mine = frames.filter((frame) => (frame.t === 'view' ? frame.view!.seat === seat : false));
        for (const frame of mine) {
          if (frame.view!.phase.name === 'gameOver') continue;
          checkView(frame.view!, seat, state);
          views++;
        }
        expect(phone.snapshot.view?.reveal).not.toBeNull();
      });
      expect(views).toBeGreaterThan(players * 5);
      // Every view went only to the channel seated at that seat by its welcome.
      for (const pair of table.network.pairs) {
        const frames = framesTo(table, pair) as { t: string; seat?: number; view?: SeatView }[];
        const welcome = frames.find((frame) => frame.t === 'welcome');
        for (const frame of frames) if (frame.t === 'view') expect(frame.view!.seat).toBe(welcome?.seat);
      }
      // The raw state never went out; the full reveal only once the game was over.
      for (const entry of table.network.sent) {
        expect(entry.frame).not.toContain('"nightLog"');
        expect(entry.frame).not.toContain('"rng"');
        if (!entry.frame.includes('"name":"gameOver"')) expect(entry.frame).not.toContain('"reveal":{');
      }
    }, 60_000);
  }

  // Anyone on the Wi-Fi sees each frame's size (DTLS hides only the content): by day a mafia's view
  // is longer by its team, a checker's by its checks. Every frame is as long as its public part says.
  it('by day every view is as long as its public part says, whatever the card (city, 10, the dead see all)', async () => {
    const { table } = await playWholeGame('city', 10, { deadSeeAll: true });
    const state = table.store.record!.game!.state as GameState;
    const bySeat = new Map<MemoryPair, number>();
    const groups = new Map<string, { bytes: Set<number>; raw: Set<number>; black: boolean[] }>();
    for (const entry of table.network.sent) {
      if (entry.from !== 'host') continue;
      const frame = JSON.parse(entry.frame) as { t: string; seat?: number; view?: SeatView };
      if (frame.t === 'welcome') bySeat.set(entry.pair, frame.seat!);
      if (frame.t !== 'view' || frame.view!.phase.name === 'night') continue;
      const { phase, seats, votes, reveal } = frame.view!;
      const key = JSON.stringify({ phase, seats, votes, reveal });
      const group = groups.get(key) ?? { bytes: new Set(), raw: new Set(), black: [] };
      group.bytes.add(byteLength(entry.frame));
      group.raw.add(byteLength(JSON.stringify(frame.view)) - byteLength(frame.view!.name));
      group.black.push(BLACK.includes(state.roles[bySeat.get(entry.pair)! - 1]!));
      groups.set(key, group);
    }
    const shared = [...groups.values()].filter((group) => group.black.includes(true) && group.black.includes(false));
    expect(shared.length).toBeGreaterThan(10);
    // Unpadded, the views of one public moment differ by their private parts: the test can fail.
    expect(shared.some((group) => group.raw.size > 1)).toBe(true);
    for (const group of groups.values()) expect([...group.bytes]).toHaveLength(1);
    // The dead saw every card, in frames of a size of their own.
    expect([...groups.keys()].some((key) => key.includes('"reveal":{') && !key.includes('"gameOver"'))).toBe(true);
  }, 60_000);
});
