import { describe, expect, it } from 'vitest';
import { defaultSetup, type Aloud, type GameState, type SeatView, type Statement } from '../engine';
import { CITY_11, act, passDay, playNight, start, until } from '../engine/testkit';
import { realEngine } from './real-engine';
import { readSave } from './migrate-save';
import { RECORD_VERSION } from './store';
import { FakeClock } from '../base/fake-clock';
import type { BotMind } from '../engine/bot-mind';
import { BotDriver } from './bots';
import { quickSetup, seededRandom, MemoryTable } from './testkit';

/** A view with just what the driver reads: the phase's seq, clock and flags. */
function stubView(seat: number, phase: Partial<SeatView['phase']> = {}): SeatView {
  const base = { seq: 1, day: 1, deadline: null, narrating: false, paused: false, speaker: null, nominees: [], lastGuess: null, revealedCheck: null };
  return { seat, seats: [1, 2, 3, 4, 5].map((s) => ({ seat: s })), phase: { ...base, ...phase } } as SeatView;
}

describe('Practice bots', () => {
  it('a bot whose speech was paused speaks after Resume, not when the clock runs out', async () => {
    // All bots, so the first speaker is a bot; every timer at a twentieth (a 3 s speech).
    const table = new MemoryTable(quickSetup(7, 'city'));
    await table.startHost();
    await table.startWithBots();
    for (let waited = 0; waited < 60_000 && table.hostSnapshot.game?.phase.name !== 'speech'; waited += 100) await table.clock.advance(100);
    const turn = table.hostSnapshot.game!.phase;
    expect(turn.name).toBe('speech');
    // The bot's pause before it acts is 0.7-1.8 s here: pause before it is over, and hold the pause past it.
    table.host.host({ type: 'pause' });
    await table.clock.advance(10_000);
    expect(table.hostSnapshot.game!.phase.seq).toBe(turn.seq);
    table.host.host({ type: 'resume' });
    await table.clock.advance(2_000);
    // Within its pause before acting it spoke: a statement (the floor held while it is read), or its «спасибо» that ends the turn.
    const game = table.hostSnapshot.game!;
    expect(game.phase.seq !== turn.seq || game.said.some((said) => said.seat === turn.speaker)).toBe(true);
  });

  it('a refused intent is tried again after another pause, and counts as made once the engine takes it', async () => {
    const clock = new FakeClock();
    const answers: (string | null)[] = ['late', null];
    const acts: number[] = [];
    const driver = new BotDriver(clock, seededRandom(3), () => ({ type: 'thankYou', seat: 2 }), {
      view: (seat) => stubView(seat),
      act: () => {
        acts.push(clock.now());
        return answers.shift() ?? null;
      },
    });
    driver.update([2]);
    await clock.advance(10_000);
    expect(acts).toHaveLength(2);
    // Accepted: the same view asks nothing more of it.
    driver.update([2]);
    await clock.advance(10_000);
    expect(acts).toHaveLength(2);
  });

  it('an intent the engine keeps refusing is given up after three tries in that phase', async () => {
    const clock = new FakeClock();
    let acts = 0;
    const driver = new BotDriver(clock, seededRandom(5), () => ({ type: 'thankYou', seat: 2 }), {
      view: (seat) => stubView(seat),
      act: () => {
        acts++;
        return 'notYourTurn';
      },
    });
    driver.update([2]);
    await clock.advance(30_000);
    driver.update([2]);
    await clock.advance(30_000);
    expect(acts).toBe(3);
  });

  it('a bot does nothing while the game is paused or the narrator speaks', async () => {
    const clock = new FakeClock();
    let acts = 0;
    let phase: Partial<SeatView['phase']> = { paused: true };
    const driver = new BotDriver(clock, seededRandom(7), () => ({ type: 'thankYou', seat: 2 }), {
      view: (seat) => stubView(seat, phase),
      act: () => {
        acts++;
        return null;
      },
    });
    driver.update([2]);
    await clock.advance(10_000);
    phase = { narrating: true };
    driver.update([2]);
    await clock.advance(10_000);
    expect(acts).toBe(0);
    phase = {};
    driver.update([2]);
    await clock.advance(10_000);
    expect(acts).toBe(1);
  });
});

describe('Practice bots have minds', () => {
  it('each bot decides with its own mind, which remembers who nominated whom as the table heard it', async () => {
    const clock = new FakeClock();
    const minds = new Map<number, BotMind>();
    let phase: Partial<SeatView['phase']> = { name: 'speech', speaker: 3, nominees: [] } as Partial<SeatView['phase']>;
    let aloud: Aloud = { said: [], nominations: [], lastGuesses: [], revealedChecks: [] };
    const driver = new BotDriver(
      clock,
      seededRandom(9),
      (view, _rng, mind) => {
        minds.set(view.seat, mind!);
        return null;
      },
      { view: (seat) => stubView(seat, phase), act: () => null, aloud: () => aloud },
    );
    driver.update([2, 4]);
    phase = { ...phase, nominees: [5], seq: 2 };
    aloud = { ...aloud, nominations: [{ day: 1, by: 3, target: 5 }] };
    driver.update([2, 4]);
    phase = { ...phase, speaker: 4, nominees: [5, 1], seq: 3 };
    aloud = { ...aloud, nominations: [...aloud.nominations, { day: 1, by: 4, target: 1 }] };
    driver.update([2, 4]);
    expect(minds.get(2)!.record!.nominations).toEqual([
      { day: 1, by: 3, target: 5 },
      { day: 1, by: 4, target: 1 },
    ]);
    // One mind per seat: the record is each bot's own, and so is its personality.
    expect(minds.get(4)).not.toBe(minds.get(2));
    expect(minds.get(4)!.personality).not.toEqual(minds.get(2)!.personality);
    // The table's first impression is one for all its bots.
    expect(minds.get(4)!.record!.impression).toEqual(minds.get(2)!.record!.impression);
    // A new game forgets the last one.
    driver.clear();
    phase = { name: 'speech', speaker: null, nominees: [], seq: 1 } as Partial<SeatView['phase']>;
    aloud = { said: [], nominations: [], lastGuesses: [], revealedChecks: [] };
    driver.update([2]);
    expect(minds.get(2)!.record!.nominations).toEqual([]);
  });

  it('a driver built anew after a TV reload, from the saved game, remembers every earlier day and is the same bots as the one before it', () => {
    // City, day 1: two statements and two nominations; then the night, and day 2's first speech.
    const say = (seat: number, statement: Statement) => ({ type: 'say' as const, seat, statement });
    let s = until(playNight(start('city', CITY_11)), (x) => x.phase === 'speech');
    s = act(s, say(1, { kind: 'suspect', seats: [4] }));
    s = act(s, { type: 'nominate', seat: 1, target: 4 });
    s = act(s, { type: 'thankYou', seat: 1 });
    s = act(s, say(2, { kind: 'claim', as: 'sheriff', findings: [{ seat: 9, black: true }] }));
    s = act(s, { type: 'nominate', seat: 2, target: 9 });
    const dayOne = s;
    s = until(playNight(passDay(s, 0, 0)), (x) => x.phase === 'speech');
    expect(s.day).toBe(2);
    const bots = s.alive.flatMap((alive, i) => (alive ? [i + 1] : []));

    /** A driver over a game whose state is `now()` and whose own salt is `gameSalt`, as the host session makes one; its bots' minds. */
    const driverOver = (now: () => GameState, salt: number, gameSalt: number): { driver: BotDriver; minds: Map<number, BotMind> } => {
      const minds = new Map<number, BotMind>();
      const driver = new BotDriver(
        new FakeClock(),
        seededRandom(salt),
        (view, _rng, mind) => {
          minds.set(view.seat, mind!);
          return null;
        },
        { view: (seat) => realEngine.seatView(now(), seat, 0), act: () => null, setup: () => now().setup, aloud: () => realEngine.aloud(now()), salt: () => gameSalt },
      );
      return { driver, minds };
    };
    // Before the reload the driver lived through day 1.
    let live = dayOne;
    const before = driverOver(() => live, 1, 77);
    before.driver.update(bots);
    live = s;
    before.driver.update(bots);
    // The TV reloads: the game comes back from its saved record, and a new driver knows only that.
    const saved = JSON.parse(JSON.stringify({ version: RECORD_VERSION, savedAt: 0, room: { peerId: 'p', code: 'c' }, lobby: { players: [] }, setup: s.setup, game: { state: s, seed: 1, wording: 77, at: 0 } })) as unknown;
    const read = readSave(saved);
    if (!('record' in read)) throw new Error(read.refused);
    const restored = read.record.game!.state;
    const after = driverOver(() => restored, 2, read.record.game!.wording!);
    after.driver.update(bots);
    for (const seat of bots) {
      const record = after.minds.get(seat)!.record!;
      expect(record.said.map((x) => [x.day, x.seat, x.statement.kind])).toEqual([
        [1, 1, 'suspect'],
        [1, 2, 'claim'],
      ]);
      expect(record.nominations).toEqual([
        { day: 1, by: 1, target: 4 },
        { day: 1, by: 2, target: 9 },
      ]);
      const heard = before.minds.get(seat)!.record!;
      // The same bot: its personality, and the table's first impressions, survive the reload.
      expect(after.minds.get(seat)!.personality).toEqual(before.minds.get(seat)!.personality);
      expect(record.impression).toEqual(heard.impression);
      expect([record.said, record.nominations, record.lastGuesses, record.revealedChecks]).toEqual([heard.said, heard.nominations, heard.lastGuesses, heard.revealedChecks]);
    }
    // Today's statements, all the TV's view keeps, hold none of it.
    expect(realEngine.publicView(restored, 0).said).toEqual([]);
  });
  it('a statement the engine refuses is not tried again: the bot thanks and its turn ends', async () => {
    const clock = new FakeClock();
    const acts: string[] = [];
    const driver = new BotDriver(clock, seededRandom(6), (view) => ({ type: 'say', seat: view.seat, statement: { kind: 'defend' } }), {
      view: (seat) => stubView(seat, { name: 'speech', speaker: 3 }),
      act: (_seat, intent) => {
        acts.push(intent.type);
        return intent.type === 'say' ? 'invalidTarget' : null;
      },
    });
    driver.update([3]);
    await clock.advance(20_000);
    expect(acts).toEqual(['say', 'thankYou']);
  });

  it('a bot holds the floor while its statement is read, then thanks; it hears what the table said and which checker it may claim', async () => {
    const clock = new FakeClock();
    const acts: { at: number; type: string }[] = [];
    const said = [{ day: 1, seq: 1, seat: 3, statement: { kind: 'suspect' as const, seats: [4] } }];
    let heard: BotMind | undefined;
    let spoke = false;
    const driver = new BotDriver(
      clock,
      seededRandom(4),
      (view, _rng, mind) => {
        heard = mind;
        return spoke ? { type: 'thankYou', seat: view.seat } : { type: 'say', seat: view.seat, statement: { kind: 'claim', as: 'sheriff', findings: [{ seat: 4, black: true }] } };
      },
      {
        view: (seat) => stubView(seat, { name: 'speech', speaker: 3 }),
        act: (_seat, intent) => {
          acts.push({ at: clock.now(), type: intent.type });
          if (intent.type === 'say') spoke = true;
          // The engine took it: the host re-plans every bot at once, inside the act.
          driver.update([3]);
          return null;
        },
        setup: () => defaultSetup('city', 9),
        aloud: () => ({ said, nominations: [], lastGuesses: [], revealedChecks: [] }),
      },
    );
    driver.update([3]);
    await clock.advance(20_000);
    expect(acts.map((a) => a.type)).toEqual(['say', 'thankYou']);
    expect(acts[1]!.at - acts[0]!.at).toBeGreaterThanOrEqual(6_500);
    expect(heard!.record!.said).toEqual(said);
    expect(heard!.record!.checker).toBe('sheriff');
  });
});

describe('The balagan with bots (D7)', () => {
  it('a table of bots ends the two-minute discussion within a few seconds', async () => {
    const table = new MemoryTable({ ...defaultSetup('city', 7), timerScale: 1 });
    await table.startHost();
    await table.startWithBots();
    for (let waited = 0; waited < 900_000 && table.hostSnapshot.game?.phase.name !== 'discussion'; waited += 1000) await table.clock.advance(1000);
    expect(table.hostSnapshot.game!.phase.name).toBe('discussion');
    await table.clock.advance(5_000);
    expect(table.hostSnapshot.game!.phase.name).not.toBe('discussion');
  });
});
