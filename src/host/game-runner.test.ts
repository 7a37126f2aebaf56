import { describe, expect, it } from 'vitest';
import type { GameState } from '../engine';
import { FakeClock } from '../base/fake-clock';
import { ARRIVAL_GRACE_MS, GameRunner } from './game-runner';
import { realEngine } from './real-engine';
import { quickSetup, seededRandom } from './testkit';

/** A runner whose game has reached a classic vote with its clock running. */
function atVote(): { runner: GameRunner<GameState>; clock: FakeClock } {
  const clock = new FakeClock();
  const runner: GameRunner<GameState> = new GameRunner(realEngine, clock, seededRandom(3), () => runner.schedule());
  runner.deal(quickSetup(6), ['A', 'B', 'C', 'D', 'E', 'F']);
  for (let i = 0; i < 200; i++) {
    const view = realEngine.publicView(runner.current!.state, clock.now());
    if (view.phase.name === 'vote' && !view.phase.narrating) break;
    if (view.phase.narrating) runner.apply({ type: 'narrated', seq: view.phase.seq });
    else runner.apply({ type: 'skip' });
  }
  expect(realEngine.publicView(runner.current!.state, clock.now()).phase).toMatchObject({ name: 'vote', narrating: false });
  return { runner, clock };
}

describe('Lateness is judged by arrival (N18)', () => {
  it('a ballot that reached the TV as the deadline came, handled while the timeout is still due, counts', () => {
    const { runner, clock } = atVote();
    const deadline = realEngine.nextDeadline(runner.current!.state)!;
    // The TV was busy: the clock has passed the deadline, its timer has not run yet.
    clock.jump(deadline - clock.now() + 40);
    expect(runner.apply({ type: 'vote', seat: 1, target: 2 }, deadline + 40)).toBeNull();
    expect(runner.current!.state.voting?.round?.ballots[0]).toBe(2);
  });

  it('a frame that arrived well after the deadline is late, busy TV or not', () => {
    const { runner, clock } = atVote();
    const deadline = realEngine.nextDeadline(runner.current!.state)!;
    clock.jump(deadline - clock.now() + ARRIVAL_GRACE_MS + 1);
    expect(runner.apply({ type: 'vote', seat: 1, target: 2 }, deadline + ARRIVAL_GRACE_MS + 1)).toBe('late');
  });

  it('when the deadline comes, frames already waiting go first: the timeout waits one turn', async () => {
    const { runner, clock } = atVote();
    // The reminder's extra time is used up first: at its end, the count does not wait again.
    const first = realEngine.nextDeadline(runner.current!.state)!;
    clock.jump(first - clock.now());
    runner.apply({ type: 'timeout' });
    const seq = runner.seq();
    const deadline = realEngine.nextDeadline(runner.current!.state)!;
    expect(deadline).toBeGreaterThan(first);
    // The due timer fires at the deadline; a ballot handled in that same moment, before the timeout's turn, counts.
    clock.setTimeout(() => runner.apply({ type: 'vote', seat: 1, target: 2 }, clock.now()), deadline - clock.now());
    await clock.advance(deadline - clock.now());
    // Counted, its verdict held for the count's beat (vote-result.ts).
    const round = runner.current!.state.voting?.counted ?? runner.current!.state.votes.at(-1) ?? null;
    const stillOpen = runner.seq() === seq;
    const ballot = stillOpen ? runner.current!.state.voting?.round?.ballots[0] : round?.ballots.find((b) => b.voter === 1)?.target;
    expect(ballot).toBe(2);
  });
});
