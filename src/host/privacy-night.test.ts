/**
 * The night's traffic has one shape (docs/PROTOCOL.md «Ordering»). City, eight phones, over
 * the in-memory network and a fake clock. Night 2 is played with the mafia
 * killing a civilian, the Sheriff or one of their own; on night 3 the dead
 * player's phone is still at the table, the actors pick at once, at the last
 * moment, twice or never, and everyone else marks a suspicion at a moment of
 * its own. For every night step, every phone (living or dead, any role)
 * receives the same frames: as many, at the same moments after the step's
 * first, of the same size on the wire; and so does every phone whether the
 * step's role is alive or dead, and whether one mafia acts or two.
 */
import { describe, expect, it } from 'vitest';
import type { PhaseView, Role } from '../engine';
import { byteLength, parseHostMessage, type HostMessage } from '../protocol/messages';
import { coverText, NIGHT_BEAT_MS } from './outbox';
import { quickSetup, MemoryTable, type TestPhone } from './testkit';

const SEEDS = Number(process.env.SEEDS ?? 6);
const TICK = 50;
const SCALE = 0.1;
type Victim = 'civilian' | 'sheriff' | 'mafia';
type Behaviour = 'atOnce' | 'lastMoment' | 'twice' | 'never';
const BEHAVIOURS: Behaviour[] = ['atOnce', 'lastMoment', 'twice', 'never'];

interface Sent {
  at: number;
  seat: number;
  bytes: number;
  message: HostMessage;
}

/** What one phone received in one night step: each frame's moment after the step's first, and its size. */
type Shape = string;

const hash = (...values: number[]) => values.reduce((h, v) => Math.imul(h ^ v, 2654435761) >>> 0, 0x9e3779b9);

class Night {
  readonly table = new MemoryTable({ ...quickSetup(8, 'city'), timerScale: SCALE });
  readonly phones: TestPhone[] = [];
  readonly sent: Sent[] = [];
  roles: Role[] = [];
  private readonly seats = new Map<unknown, number>();
  /** Per phone, the night seq it last planned and the picks it still has to make then. */
  private readonly plans = new Map<number, { seq: number; moves: { at: number; target: number }[] }>();

  constructor(seed: number) {
    (this.table as unknown as { seed: number }).seed = seed;
  }

  async start(): Promise<void> {
    const { table } = this;
    await table.startHost();
    const sent = table.network.sent;
    const push = sent.push.bind(sent);
    sent.push = (...entries) => {
      for (const entry of entries) {
        if (entry.from !== 'host') continue;
        const parsed = parseHostMessage(entry.frame);
        if (!parsed.ok) continue;
        if (parsed.message.t === 'welcome') this.seats.set(entry.pair, parsed.message.seat);
        const seat = this.seats.get(entry.pair);
        if (seat !== undefined) this.sent.push({ at: table.clock.now(), seat, bytes: byteLength(entry.frame), message: parsed.message });
      }
      return push(...entries);
    };
    for (let i = 0; i < 8; i++) this.phones.push(await table.seat(`Игрок ${i + 1}`));
    this.phones[0]!.session.host({ type: 'start' });
    await table.clock.advance(0);
    await table.shown();
    this.roles = this.phones.map((phone) => phone.snapshot.view!.role);
  }

  get phase(): PhaseView {
    return this.table.hostSnapshot.game!.phase;
  }

  seatOf(role: Role, nth = 0): number {
    return this.roles.map((r, i) => (r === role ? i + 1 : 0)).filter(Boolean)[nth]!;
  }

  /**
   * Days pass at once (the host skips every timer); nights run their whole
   * time, unless `fast`: then each step ends (skipped) once its picks at 0 are in.
   */
  async until(done: () => boolean, pick: (seat: number, step: string, stepMs: number) => { at: number; target: number }[], fast = true): Promise<void> {
    const { table } = this;
    for (let i = 0; i < 20_000 && !done(); i++) {
      const phase = this.phase;
      if (phase.name === 'gameOver') throw new Error('the game ended');
      if (phase.deadline !== null && !phase.narrating) {
        if (phase.name !== 'night') table.host.host({ type: 'skip' });
        else if (this.act(phase, pick) >= 3 * TICK && fast) table.host.host({ type: 'skip' });
      }
      await table.clock.advance(TICK);
    }
    expect(done()).toBe(true);
  }

  /** The picks due by now; returns how long the step's clock has run. */
  private act(phase: PhaseView, pick: (seat: number, step: string, stepMs: number) => { at: number; target: number }[]): number {
    const now = this.table.clock.now();
    const setup = this.table.hostSnapshot.game!.setup;
    const stepMs = 1000 * setup.timerScale * (phase.nightStep === 'mafia' ? setup.timers.mafia : setup.timers.nightRole);
    const begun = phase.deadline! - stepMs;
    for (const [i, phone] of this.phones.entries()) {
      const seat = i + 1;
      const view = phone.snapshot.view;
      if (!view?.alive || view.phase.seq !== phase.seq || view.prompt?.kind !== 'nightPick') continue;
      let plan = this.plans.get(seat);
      if (plan?.seq !== phase.seq) {
        plan = { seq: phase.seq, moves: pick(seat, phase.nightStep!, stepMs).map((move) => ({ ...move, at: begun + move.at })) };
        this.plans.set(seat, plan);
      }
      while (plan.moves[0] && plan.moves[0].at <= now) phone.session.act({ type: 'nightPick', target: plan.moves.shift()!.target });
    }
    return now - begun;
  }

  /** Each phone's frames in each step of night `night`, by step name. */
  shapes(night: number): Map<string, Map<number, Shape>> {
    const bySeat = new Map<number, Sent[]>();
    for (const frame of this.sent) bySeat.set(frame.seat, [...(bySeat.get(frame.seat) ?? []), frame]);
    const steps = new Map<string, Map<number, Shape>>();
    for (const [seat, frames] of bySeat) {
      let step: string | null = null;
      const mine = new Map<string, Sent[]>();
      for (const frame of frames) {
        const m = frame.message;
        if (m.t === 'pong') continue; // the echo of this phone's own ping
        if (m.t === 'view') step = m.view.phase.name === 'night' && m.view.phase.night === night ? `${m.view.phase.seq}:${m.view.phase.nightStep}` : null;
        if (step) mine.set(step, [...(mine.get(step) ?? []), frame]);
      }
      for (const [name, list] of mine) {
        const first = list[0]!.at;
        const shape = list.map((f) => `${f.at - first}/${f.bytes}`).join(' ');
        steps.set(name, (steps.get(name) ?? new Map()).set(seat, shape));
      }
    }
    return steps;
  }
}

/** Plays nights 2 and 3: the mafia kill `victim` on night 2; on night 3 everyone picks by `behaviour`. */
async function play(seed: number, victim: Victim, behaviour: Behaviour): Promise<Night> {
  const game = new Night(seed);
  await game.start();
  const { roles } = game;
  const mafia = roles.flatMap((role, i) => (role === 'mafia' || role === 'don' ? [i + 1] : []));
  expect(mafia.length, 'two black cards').toBe(2);
  const doctor = game.seatOf('doctor');
  const sheriff = game.seatOf('sheriff');
  const civilians = roles.flatMap((role, i) => (role === 'civilian' ? [i + 1] : []));
  const target = victim === 'sheriff' ? sheriff : victim === 'mafia' ? mafia[1]! : civilians[0]!;
  const other = (seat: number, salt: number) => {
    const living = game.table.hostSnapshot.game!.seats.filter((s) => s.alive && s.seat !== seat).map((s) => s.seat);
    return living[hash(seed, seat, salt) % living.length]!;
  };
  // A suspicion mark at a moment of the player's own, as the instructions ask.
  const suspicion = (seat: number, step: string, stepMs: number) => [{ at: Math.floor((hash(seed, seat, step.length, game.phase.seq) % 1000) / 1000 * stepMs), target: other(seat, 1) }];
  const actor = (seat: number, step: string) =>
    step === 'mafia' ? mafia.includes(seat) : step === roles[seat - 1];

  // Night 2: the mafia kill the victim; the Doctor heals somebody else.
  await game.until(() => game.phase.name === 'night' && game.phase.night === 2, () => []);
  await game.until(
    () => game.phase.name !== 'night',
    (seat, step, stepMs) => {
      if (!actor(seat, step)) return suspicion(seat, step, stepMs);
      if (step === 'mafia') return [{ at: 0, target }];
      if (step === 'doctor') return [{ at: 0, target: [...civilians, doctor].find((s) => s !== target)! }];
      return [{ at: 0, target: other(seat, 2) }];
    },
  );

  // Night 3: the dead player's phone stays; the actors pick by `behaviour`, everyone else marks at random.
  await game.until(() => game.phase.name === 'night' && game.phase.night === 3, () => []);
  expect(game.table.hostSnapshot.game!.seats.filter((s) => !s.alive).map((s) => s.seat), `night 2 killed seat ${target} (${victim})`).toEqual([target]);
  await game.until(
    () => game.phase.name !== 'night',
    (seat, step, stepMs) => {
      if (!actor(seat, step)) return suspicion(seat, step, stepMs);
      const first = other(seat, 3);
      if (behaviour === 'never') return [];
      if (behaviour === 'atOnce') return [{ at: 0, target: first }];
      if (behaviour === 'lastMoment') return [{ at: stepMs - 2 * TICK, target: first }];
      return [{ at: 0, target: first }, { at: Math.floor(stepMs / 2), target: other(seat, 4) }];
    },
    false,
  );
  return game;
}

describe('Night traffic has one shape', () => {
  it('a cover is exactly the size asked for, and the phone takes it for nothing', () => {
    for (const bytes of [1024, 4096, 5120]) {
      const text = coverText(bytes);
      expect(byteLength(text)).toBe(bytes);
      const parsed = parseHostMessage(text);
      expect(parsed.ok && parsed.message.t).toBe('cover');
    }
  });

  it(`every phone, living or dead, gets the same frames at every step whoever acts, is dead, or shares the step (${SEEDS} seeds)`, async () => {
    const nights: { seed: number; victim: Victim; behaviour: Behaviour; shapes: Map<string, Map<number, Shape>> }[] = [];
    let covers = 0;
    // The games run side by side: each has its own clock, network and TV; a fake clock's turns wait on real ones.
    const runs = Array.from({ length: SEEDS }, (_, i) => i + 1).flatMap((seed) =>
      (['civilian', 'sheriff', 'mafia'] as const).map((victim, v) => ({ seed, victim, behaviour: BEHAVIOURS[(seed + v) % BEHAVIOURS.length]! })),
    );
    const games = await Promise.all(runs.map(({ seed, victim, behaviour }) => play(seed, victim, behaviour)));
    for (const [i, { seed, victim, behaviour }] of runs.entries()) {
      {
        const game = games[i]!;
        covers += game.sent.filter((f) => f.message.t === 'cover').length;
        const shapes = game.shapes(3);
        expect([...shapes.keys()].map((k) => k.split(':')[1]), `seed ${seed}: night 3's steps`).toEqual(['mafia', 'doctor', 'sheriff', 'don']);
        for (const [step, bySeat] of shapes) {
          // All eight phones, the dead player's too.
          expect([...bySeat.keys()].sort((a, b) => a - b), `seed ${seed} ${victim}: ${step} reached every phone`).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
          const reference = bySeat.get(1)!;
          for (const [seat, shape] of bySeat) expect(shape, `seed ${seed} ${victim} ${behaviour}: ${step}, seat ${seat} (${game.roles[seat - 1]}) against seat 1`).toBe(reference);
          // Between the step's public moments the beats go on: more frames than the clock's start and end.
          const stepMs = 1000 * SCALE * (step.endsWith('mafia') ? 20 : 10);
          expect(reference.split(' ').length, `seed ${seed}: ${step} beats`).toBeGreaterThanOrEqual(stepMs / NIGHT_BEAT_MS);
        }
        nights.push({ seed, victim, behaviour, shapes });
      }
    }
    expect(covers).toBeGreaterThan(0);
    // Across games: the same step, alive or dead, one mafia or two, any picks, has one shape.
    const byStep = (shapes: Map<string, Map<number, Shape>>) => new Map([...shapes].map(([step, bySeat]) => [step.split(':')[1]!, bySeat.get(1)!]));
    const reference = byStep(nights[0]!.shapes);
    for (const night of nights) {
      for (const [step, shape] of byStep(night.shapes)) {
        expect(shape, `seed ${night.seed}, ${night.victim} dead, ${night.behaviour}: ${step} against seed 1 (civilian dead)`).toBe(reference.get(step));
      }
    }
  }, 120_000);
});
