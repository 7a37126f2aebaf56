/**
 * The ghosts' game on the host (engine/ghosts.ts): a ghost's marks
 * are kept beside the game and saved, and reach no one — no frame to any
 * phone, living or dead, by day or at night — until the TV scores them at
 * game over. Over the in-memory network and a fake clock.
 */
import { describe, expect, it } from 'vitest';
import { isBlack } from '../engine';
import { MemoryTable, type TestPhone } from './testkit';

/** Two people and four bots, the deal skipped; the TV removes Anna at the first day, so her phone is a ghost's. */
async function ghostTable(): Promise<{ table: MemoryTable; ghost: TestPhone; living: TestPhone }> {
  const table = new MemoryTable();
  await table.startHost();
  const ghost = await table.seat('Anna');
  const living = await table.seat('Boris');
  await table.startWithBots();
  for (let i = 0; i < 40 && table.hostSnapshot.game?.phase.name !== 'morning'; i++) {
    table.host.host({ type: 'skip' });
    await table.clock.advance(0);
  }
  table.host.host({ type: 'remove', seat: 1 });
  await table.shown();
  expect(ghost.snapshot.view?.alive).toBe(false);
  return { table, ghost, living };
}

/** What the TV sent to anyone from frame `since` on, pings aside. */
function framesSince(table: MemoryTable, since: number): string[] {
  return table.network.sent
    .slice(since)
    .filter((entry) => entry.from === 'host')
    .map((entry) => entry.frame)
    .filter((frame) => !/^\{"t":"p[io]ng"/.test(frame));
}

describe("The ghosts' game on the host", () => {
  it('a ghost marks by day: saved, answered with nothing, no frame to any phone, nothing on the TV until game over', async () => {
    const { table, ghost } = await ghostTable();
    // What the TV shows, but for the clock's remaining time (the view is built as of now).
    const shown = () => JSON.stringify({ ...table.hostSnapshot.game, phase: { ...table.hostSnapshot.game!.phase, remainingMs: 0 } });
    const game = shown();
    const saves = table.store.saves;
    const since = table.network.sent.length;
    ghost.session.predict([2, 3]);
    await table.clock.advance(0);
    expect(framesSince(table, since)).toEqual([]);
    expect(table.store.saves).toBe(saves + 1);
    expect(table.store.record?.game?.ghosts).toEqual([{ seat: 1, marked: [2, 3], day: table.hostSnapshot.game!.phase.day }]);
    expect(shown()).toBe(game);
    expect(table.hostSnapshot.ghosts).toEqual([]);
  });

  it('a living player cannot mark, and at night a ghost\'s marks are not taken: nothing saved, nothing sent', async () => {
    const { table, ghost, living } = await ghostTable();
    const saves = table.store.saves;
    living.session.predict([3]); // the phone itself sends nothing for the living
    (living.session as unknown as { sendSeated(m: unknown): boolean }).sendSeated({ t: 'predict', marked: [3] });
    await table.clock.advance(0);
    expect(table.store.saves).toBe(saves);
    for (let i = 0; i < 40 && table.hostSnapshot.game?.phase.name !== 'night'; i++) {
      table.host.host({ type: 'skip' });
      await table.clock.advance(0);
    }
    expect(table.hostSnapshot.game?.phase.name).toBe('night');
    await table.shown();
    const atNight = table.store.saves;
    ghost.session.predict([4]);
    await table.clock.advance(0);
    expect(table.store.saves).toBe(atNight);
    expect(table.store.record?.game?.ghosts ?? []).toEqual([]);
  });

  it('at game over the TV scores each ghost from the revealed cards; a reloaded TV keeps the marks', async () => {
    const { table, ghost } = await ghostTable();
    ghost.session.predict([2, 3, 4]);
    await table.clock.advance(0);
    await table.startHost(); // the TV reloads mid-game: the record holds the marks
    await table.clock.advance(0);
    table.host.host({ type: 'endGame' });
    await table.clock.advance(0);
    const view = table.hostSnapshot.game!;
    expect(view.phase.name).toBe('gameOver');
    const black = view.reveal!.roles.filter((r) => isBlack(r.role)).map((r) => r.seat);
    const right = [2, 3, 4].filter((s) => black.includes(s)).length;
    expect(table.hostSnapshot.ghosts).toEqual([{ seat: 1, marked: [2, 3, 4], day: 1, right, wrong: 3 - right, black: black.length }]);
  });
});
