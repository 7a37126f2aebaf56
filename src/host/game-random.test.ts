// The TV's game randomness apart from its secrets (a test replays
// a practice game by its seed, src/host/index.ts `__csGameSeed`): the deal,
// the wording and the bots follow `gameRandom`; the room's key, code and
// tokens never do.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../engine';
import { FakeClock } from '../base/fake-clock';
import { MemoryNetwork } from '../net/memory';
import type { RandomBytes } from '../base/clock';
import { realEngine, sensibleBot } from './real-engine';
import { HostSession } from './session';
import { MemoryStore } from './store';
import { quickSetup, seededRandom } from './testkit';

/** A practice game of bots, dealt and played for a while; what the table saw. */
async function practice(random: RandomBytes, gameRandom?: RandomBytes) {
  const clock = new FakeClock();
  const network = new MemoryNetwork();
  const host = new HostSession<GameState>({
    transport: network.hostTransport(),
    store: new MemoryStore<GameState>(),
    engine: realEngine,
    bot: sensibleBot,
    joinUrl: (room) => `http://tv.test/?join=${room.peerId}#k=${room.key}`,
    clock,
    random,
    ...(gameRandom ? { gameRandom } : {}),
    initialSetup: quickSetup(7),
    afterPaint: (run) => clock.setTimeout(run, 0),
  });
  const said: string[] = [];
  host.onEffects((effects, view) => {
    for (const effect of effects) if (effect.type === 'narrate') said.push(`${view.phase.seq} ${effect.line} ${JSON.stringify(effect.params ?? {})}`);
    if (view.phase.narrating) clock.setTimeout(() => host.narrated(view.phase.seq), 500);
  });
  await host.start();
  await clock.advance(0);
  host.fillWithBots('ru');
  host.startGame();
  await clock.advance(0);
  host.host({ type: 'skip' });
  await clock.advance(60_000);
  const snapshot = host.snapshot();
  return { said, joinUrl: snapshot.room!.joinUrl, code: snapshot.room!.code };
}

describe('the game’s randomness apart from the room’s secrets', () => {
  it('one game seed plays one practice game: the same deal, the same lines, the same bot choices', async () => {
    const a = await practice(seededRandom(1), seededRandom(42));
    const b = await practice(seededRandom(2), seededRandom(42));
    expect(a.said.length).toBeGreaterThan(20);
    expect(b.said).toEqual(a.said);
    // The room's ID, key and code still come from `random`.
    expect(b.joinUrl).not.toBe(a.joinUrl);
    expect(b.code).not.toBe(a.code);
  });

  it('another game seed plays another game', async () => {
    const a = await practice(seededRandom(1), seededRandom(42));
    const c = await practice(seededRandom(1), seededRandom(43));
    expect(c.said).not.toEqual(a.said);
  });
});
