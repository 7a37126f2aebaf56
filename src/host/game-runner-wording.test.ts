import { describe, expect, it } from 'vitest';
import type { GameState } from '../engine';
import type { Effect, NarrateEffect } from '../engine/types';
import type { RandomBytes } from '../base/clock';
import { FakeClock } from '../base/fake-clock';
import { narrationText } from '../narrator/lines';
import { WORDING, wordingStamp } from '../narrator/wording';
import { GameRunner } from './game-runner';
import { realEngine } from './real-engine';
import { quickSetup, seededRandom } from './testkit';

const NAMES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

interface Said {
  seq: number;
  day: number;
  rounds: number;
  lines: NarrateEffect[];
}

/** A game dealt by the runner and moved on by the host (said, skip) for `steps` steps; every step's lines. */
function play(random: RandomBytes, steps = 160, between?: (runner: GameRunner<GameState>, said: Said[]) => void) {
  const clock = new FakeClock();
  const said: Said[] = [];
  const runner: GameRunner<GameState> = new GameRunner(realEngine, clock, random, (effects: Effect[]) => {
    const lines = effects.filter((e): e is NarrateEffect => e.type === 'narrate');
    const { phase, votes } = realEngine.publicView(runner.current!.state, clock.now());
    if (lines.length) said.push({ seq: phase.seq, day: phase.day, rounds: votes.length, lines });
  });
  runner.deal(quickSetup(NAMES.length), NAMES);
  for (let i = 0; i < steps && !runner.isOver(); i++) {
    between?.(runner, said);
    const view = realEngine.publicView(runner.current!.state, clock.now());
    runner.apply(view.phase.narrating ? { type: 'narrated', seq: view.phase.seq } : { type: 'skip' });
  }
  return { runner, said, lines: said.flatMap((s) => s.lines) };
}

/** Random bytes that start with `first`, then go on as `seededRandom(rest)`. */
function startingWith(first: number[], rest: number): RandomBytes {
  const more = seededRandom(rest);
  const queue = [...first];
  return (count) => Uint8Array.from({ length: count }, () => (queue.length ? queue.shift()! : more(1)[0]!));
}

const ru = (line: NarrateEffect, wording?: number) =>
  narrationText(line.line, line.params, { lang: 'ru', preset: 'classic', mode: 'speech', nameOf: (seat) => NAMES[seat - 1], ...(wording === undefined ? {} : { wording }) });
/** Which wording a line was said in. */
const wordingOf = (line: NarrateEffect): number => [0, 1, 2, 3].find((i) => ru(line, i) === ru(line)) ?? -1;

describe('The narrator’s wording is chosen from public things', () => {
  it('every line leaves the host with its moment’s stamp: the game’s wording, the day and the phase’s seq', () => {
    const { runner, said } = play(seededRandom(11));
    const game = runner.current!;
    expect(game.wording).toEqual(expect.any(Number));
    expect(said.length).toBeGreaterThan(20);
    for (const step of said) {
      for (const line of step.lines) expect(line.params?.[WORDING], line.line).toBe(wordingStamp(game.wording!, step));
    }
  });

  it('a moment is never worded the same on two nights in a row, nor a speech turn or a tie on two turns in a row', () => {
    const ONCE_A_NIGHT = ['nightFalls', 'mafiaWake', 'doctorWake', 'commissarWake', 'maniacWake', 'putanaWake'];
    let compared = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const { said } = play(seededRandom(seed), 400);
      const last = new Map<string, { day: number; seq: number; rounds: number; wording: number }>();
      for (const step of said) {
        for (const line of step.lines) {
          const before = last.get(line.line);
          const now = { day: step.day, seq: step.seq, rounds: step.rounds, wording: wordingOf(line) };
          const consecutive =
            line.line === 'speechTurn'
              ? before?.seq === step.seq - 1
              : line.line === 'voteTie'
                ? before?.rounds === step.rounds - 1
                : ONCE_A_NIGHT.includes(line.line) && before?.day === step.day - 1;
          if (before && consecutive) {
            compared += 1;
            expect(now.wording, `${line.line}, game ${seed}, day ${step.day}, seq ${step.seq}`).not.toBe(before.wording);
          }
          last.set(line.line, now);
        }
      }
    }
    expect(compared).toBeGreaterThan(60);
  });

  it('over a game the same moment is said in more than one wording', () => {
    const { lines } = play(seededRandom(11));
    for (const key of ['nightFalls', 'speechTurn'] as const) {
      const wordings = lines.filter((line) => line.line === key).map(wordingOf);
      expect(wordings.length, key).toBeGreaterThan(2);
      expect(new Set(wordings).size, key).toBeGreaterThan(1);
    }
  });

  it('the same game says the same words; another game chooses again', () => {
    const words = (seed: number) => play(seededRandom(seed)).lines.map((line) => ru(line));
    expect(words(11)).toEqual(words(11));
    expect(words(11)).not.toEqual(words(12));
  });

  it('the wording is drawn apart from the cards: the same deal may be worded otherwise, and the same words go with another deal', () => {
    const cards = [1, 2, 3, 4];
    const dealt = (first: number[]) => play(startingWith(first, 99), 40);
    const a = dealt([...cards, 5, 6, 7, 8]);
    const b = dealt([...cards, 8, 7, 6, 5]);
    expect(b.runner.current!.state.roles).toEqual(a.runner.current!.state.roles);
    expect(b.runner.current!.wording).not.toBe(a.runner.current!.wording);
    const c = dealt([9, 9, 9, 9, 5, 6, 7, 8]);
    expect(c.runner.current!.seed).not.toBe(a.runner.current!.seed);
    expect(c.runner.current!.wording).toBe(a.runner.current!.wording);
  });

  it('lines a pause cut are said again on Resume in the words they had', () => {
    let cutSeq: number | null = null;
    let again: NarrateEffect[] | null = null;
    const { said } = play(seededRandom(11), 160, (runner, heard) => {
      const state = runner.current!.state;
      if (cutSeq !== null || state.phase !== 'speech' || !state.narrating) return;
      cutSeq = runner.seq();
      runner.apply({ type: 'pause' });
      const before = heard.length;
      runner.apply({ type: 'resume' });
      again = heard.slice(before).flatMap((s) => s.lines).filter((line) => line.line !== 'resumed');
    });
    expect(cutSeq).not.toBeNull();
    const opened = said.find((s) => s.seq === cutSeq && s.lines.some((line) => line.line === 'speechTurn'))!;
    const first = opened.lines.find((line) => line.line === 'speechTurn')!;
    const resumed = again!.find((line) => line.line === 'speechTurn')!;
    expect(resumed.params?.[WORDING]).toBe(first.params?.[WORDING]);
    expect(ru(resumed)).toBe(ru(first));
  });
});
