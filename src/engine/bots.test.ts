import { describe, expect, it } from 'vitest';
import type { Aloud, Ballot, PhaseView, Role, Said, SeatView, Statement } from './types';
import { DECAY, W, emptyRecord, hearAloud, newMind, suspicion, viewMind } from './bot-mind';
import { botIntent } from './bots';
import { seedRng } from './rng';

/** A City seat's view with just what a bot reads: the seats, the ballots so far, the phase and its prompt. */
function view(seat: number, role: Role, o: { day?: number; dead?: number[]; votes?: { day: number; ballots: [number, number][] }[]; teammates?: number[]; candidates?: number[] }): SeatView {
  const players = 9;
  const dead = new Set(o.dead ?? []);
  const ballots = (pairs: [number, number][]): Ballot[] => pairs.map(([voter, target]) => ({ voter, target }));
  const candidates = o.candidates ?? [];
  return {
    seat,
    name: `P${seat}`,
    role,
    side: role === 'mafia' || role === 'don' ? 'mafia' : 'town',
    alive: true,
    phase: { name: 'vote', day: o.day ?? 2, nominees: candidates, speakerQueue: [], candidates } as unknown as PhaseView,
    seats: Array.from({ length: players }, (_, i) => ({ seat: i + 1, name: `P${i + 1}`, alive: !dead.has(i + 1), warnings: 0, revealedRole: null, exitCause: dead.has(i + 1) ? 'killed' : null })),
    teammates: (o.teammates ?? []).map((t) => ({ seat: t, role: 'mafia' as Role })),
    teamPicks: [],
    checks: [],
    freshCheck: null,
    prompt: { kind: 'vote', choices: candidates.map((c) => ({ seat: c, disabled: null })), picked: null },
    reveal: null,
    votes: (o.votes ?? []).map((v) => ({ kind: 'vote', day: v.day, candidates: [], ballots: ballots(v.ballots), eliminated: [], tie: false })),
  };
}

/** Share of 200 differently seeded bots (each its own personality) that vote for `target`. */
function share(v: SeatView, target: number, style: 'sensible' = 'sensible'): number {
  let hits = 0;
  for (let seed = 1; seed <= 200; seed++) {
    const rng = seedRng(seed);
    const intent = botIntent(v, rng, style, newMind(9, rng, emptyRecord()));
    if (intent?.type === 'vote' && intent.target === target) hits++;
  }
  return hits / 200;
}

describe('Sensible bots read the public record', () => {
  it('a night victim accused seat 5 the day before: the town votes 5 far more often than 6', () => {
    const base = { candidates: [5, 6], dead: [1] };
    const evidence = view(2, 'civilian', { ...base, votes: [{ day: 1, ballots: [[1, 5], [3, 6]] }] });
    expect(share(evidence, 5)).toBeGreaterThan(0.75);
    const none = view(2, 'civilian', base);
    expect(share(none, 5)).toBeGreaterThan(0.25);
    expect(share(none, 5)).toBeLessThan(0.75);
  });

  it('evidence fades: the same accusation two days older weighs DECAY² as much', () => {
    const accusation = (day: number) => view(2, 'civilian', { day, dead: [1], votes: [{ day: 1, ballots: [[1, 5]] }] });
    const fresh = suspicion(accusation(2), viewMind(accusation(2)))[5]!;
    const old = suspicion(accusation(4), viewMind(accusation(4)))[5]!;
    expect(fresh).toBeGreaterThan(0);
    expect(old / fresh).toBeCloseTo(DECAY ** 2, 5);
  });

  it('a checker votes the black player he found, whatever the record says', () => {
    const v = view(2, 'sheriff', { candidates: [5, 6], dead: [1], votes: [{ day: 1, ballots: [[1, 5]] }] });
    v.checks = [{ night: 2, target: 6, question: 'isMafia', answer: true }];
    expect(share(v, 6)).toBe(1);
  });

  it('the mafia vote together, mostly: the same red target, seldom a teammate', () => {
    const record = { candidates: [3, 5, 6, 8], dead: [1], votes: [{ day: 1, ballots: [[1, 3], [2, 6]] as [number, number][] }], teammates: [7, 8] };
    const a = view(7, 'mafia', { ...record, teammates: [7, 8, 9] });
    const b = view(9, 'don', { ...record, teammates: [7, 8, 9] });
    const targets = [a, b].map((v) => [3, 5, 6, 8].map((t) => share(v, t)));
    const favourite = targets[0]!.indexOf(Math.max(...targets[0]!));
    expect(targets[1]!.indexOf(Math.max(...targets[1]!))).toBe(favourite);
    expect(targets[0]![favourite]!).toBeGreaterThan(0.7);
    expect(targets[0]![3]!).toBeLessThan(0.1);
  });

  it('the mafia sometimes vote out a teammate the table has already condemned', () => {
    // Three night victims all accused seat 8: the town will vote him out anyway.
    const v = view(7, 'mafia', { candidates: [5, 8], dead: [1, 2, 3], teammates: [7, 8], votes: [{ day: 1, ballots: [[1, 8], [2, 8], [3, 8]] }] });
    const onMate = share(v, 8);
    expect(onMate).toBeGreaterThan(0.2);
    expect(onMate).toBeLessThan(0.8);
  });

  it('personalities differ: two minds of one game are not the same', () => {
    const rng = seedRng(3);
    const a = newMind(9, rng);
    const b = newMind(9, rng);
    expect(a.personality).not.toEqual(b.personality);
  });
});

describe('Sensible bots where cards are shown (classic)', () => {
  /** A classic mafioso's view: seat 1 was voted out and shown red, so every ballot is read against the cards. */
  function classic(seat: number, prompt: SeatView['prompt'], votes: { day: number; ballots: [number, number][] }[]): SeatView {
    const v = view(seat, 'mafia', { dead: [1], teammates: [7, 8], votes });
    v.seats[0]!.revealedRole = 'civilian';
    v.seats[0]!.exitCause = 'voted';
    v.prompt = prompt;
    return v;
  }

  it('the mafia spare who voted against them and shoot one who went after a red', () => {
    const choices = [2, 3, 4, 5, 6, 9].map((s) => ({ seat: s, disabled: null }));
    const prompt = { kind: 'nightPick', step: 'mafia', acting: true, canDecline: false, choices, picked: null } as unknown as SeatView['prompt'];
    // Seats 2 and 3 voted for the mafia (8), seats 4 and 5 for reds.
    const v = classic(7, prompt, [{ day: 1, ballots: [[2, 8], [3, 8], [4, 1], [5, 6], [6, 1], [9, 1]] }]);
    let accusers = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const rng = seedRng(seed);
      const intent = botIntent(v, rng, 'sensible', newMind(9, rng, emptyRecord()));
      if (intent?.type === 'nightPick' && (intent.target === 2 || intent.target === 3)) accusers++;
    }
    expect(accusers / 200).toBeLessThan(0.1);
  });

  it('a mafioso now and then votes for a teammate in no danger, mostly for a red', () => {
    const prompt = { kind: 'vote', choices: [2, 3, 4, 8].map((s) => ({ seat: s, disabled: null })), picked: null } as SeatView['prompt'];
    const v = classic(7, prompt, []);
    const onMate = share(v, 8);
    expect(onMate).toBeGreaterThan(0.05);
    expect(onMate).toBeLessThan(0.45);
  });
});

describe('What a bot hears at the table', () => {
  it('a record hears the table’s log as it is, and its evidence reads on as the log grows', () => {
    const v = view(2, 'civilian', { day: 2 });
    const early: Aloud = { said: [heard(1, 3, { kind: 'suspect', seats: [6] })], nominations: [{ day: 1, by: 4, target: 6 }], lastGuesses: [], revealedChecks: [] };
    const later: Aloud = { ...early, nominations: [...early.nominations, { day: 2, by: 2, target: 6 }], revealedChecks: [{ by: 5, target: 8, isMafia: true }] };
    const record = emptyRecord();
    hearAloud(record, early);
    expect([record.said, record.nominations]).toEqual([early.said, early.nominations]);
    const before = suspicion(v, { ...viewMind(v), record });
    hearAloud(record, later);
    const after = suspicion(v, { ...viewMind(v), record });
    expect(after[6]!).toBeGreaterThan(before[6]!);
    expect(after[8]!).toBeGreaterThan(before[8]!);
    // Read on from where it stopped, it sums what a record that heard it all at once does.
    const whole = emptyRecord();
    hearAloud(whole, later);
    const once = suspicion(v, { ...viewMind(v), record: whole });
    for (let seat = 1; seat <= 9; seat++) expect(after[seat]!).toBeCloseTo(once[seat]!, 9);
  });

  it('a shared first impression brings first-day town ballots together', () => {
    const v = view(2, 'civilian', { day: 1, candidates: [3, 4, 5, 6, 7, 8, 9] });
    const together = (impression?: number[]): number => {
      const counts = new Map<number, number>();
      for (let seed = 1; seed <= 200; seed++) {
        const rng = seedRng(seed);
        const record = emptyRecord();
        if (impression) record.impression = impression;
        const intent = botIntent(v, rng, 'sensible', newMind(9, rng, record));
        if (intent?.type === 'vote') counts.set(intent.target, (counts.get(intent.target) ?? 0) + 1);
      }
      return Math.max(...counts.values()) / 200;
    };
    expect(together([0, 0, 0, 0, 0, 0, 0, 1, 0, -1])).toBeGreaterThan(together() + 0.15);
  });
});

/** A statement as the table heard it (day, seat; `seq` only tells turns apart). */
const heard = (day: number, seat: number, statement: Statement, seq = day * 100 + seat): Said => ({ day, seq, seat, statement });
const claimOf = (day: number, seat: number, ...findings: [number, boolean][]): Said => heard(day, seat, { kind: 'claim', as: 'sheriff', findings: findings.map(([s, black]) => ({ seat: s, black })) });

/** Share of 200 differently seeded bots, each having heard `said`, that vote for `target`. */
function shareHeard(v: SeatView, target: number, said: Said[]): number {
  let hits = 0;
  for (let seed = 1; seed <= 200; seed++) {
    const rng = seedRng(seed);
    const record = emptyRecord();
    record.said = said;
    const intent = botIntent(v, rng, 'sensible', newMind(9, rng, record));
    if (intent?.type === 'vote' && intent.target === target) hits++;
  }
  return hits / 200;
}

describe('Sensible bots weigh what is said', () => {
  it('a lone Sheriff’s claim is believed: the town votes the black he named', () => {
    const v = view(2, 'civilian', { candidates: [6, 7] });
    expect(shareHeard(v, 7, [])).toBeLessThan(0.75);
    expect(shareHeard(v, 7, [claimOf(2, 5, [7, true])])).toBeGreaterThan(0.95);
    // And his red finding is trusted.
    expect(shareHeard(v, 6, [claimOf(2, 5, [6, false])])).toBeLessThan(0.1);
  });

  it('counter-claims: one of two lies, so neither is believed until the mafia shoot one of them', () => {
    const said = [claimOf(2, 5, [7, true]), claimOf(2, 6, [5, true])];
    const open = view(2, 'civilian', { candidates: [5, 7] });
    // Alone, 5's claim sent nearly every ballot to 7; challenged, the claimers themselves draw the doubt.
    expect(shareHeard(open, 7, said)).toBeLessThan(0.5);
    // The mafia shot seat 6 in the night: he was the real Sheriff, and 5, who named him black, lied.
    const after = view(2, 'civilian', { candidates: [5, 7], dead: [6] });
    expect(shareHeard(after, 5, said)).toBeGreaterThan(0.9);
  });

  it('the real Sheriff knows a rival claim is a lie', () => {
    const v = view(2, 'sheriff', { candidates: [6, 7] });
    expect(shareHeard(v, 6, [claimOf(2, 6, [7, true])])).toBeGreaterThan(0.95);
  });

  it('a claim against a card already shown is a lie', () => {
    const v = view(2, 'civilian', { candidates: [5, 6], dead: [1] });
    v.seats[0]!.revealedRole = 'civilian';
    v.seats[0]!.exitCause = 'voted';
    // Seat 5 called the red seat 1 black.
    expect(shareHeard(v, 5, [claimOf(2, 5, [1, true])])).toBeGreaterThan(0.9);
  });

  it('a suspicion said aloud moves ballots, and fades by DECAY a day', () => {
    const mind = (day: number, said: Said[]): number => {
      const v = view(2, 'civilian', { day, dead: [1] });
      const record = emptyRecord();
      record.said = said;
      return suspicion(v, { ...viewMind(v), record })[5]!;
    };
    // Seat 1, shot in the night, had named seat 5.
    const fresh = mind(2, [heard(1, 1, { kind: 'suspect', seats: [5] })]) - mind(2, []);
    const old = mind(4, [heard(1, 1, { kind: 'suspect', seats: [5] })]) - mind(4, []);
    expect(fresh).toBeGreaterThan(0);
    expect(old / fresh).toBeCloseTo(DECAY ** 2, 5);
  });

  it('a player who keeps quiet in his speeches draws suspicion', () => {
    const v = view(2, 'civilian', { day: 3 });
    const said = [3, 4, 6, 7, 8, 9].flatMap((seat) => [heard(1, seat, { kind: 'defend' }), heard(2, seat, { kind: 'defend' })]);
    const record = emptyRecord();
    record.said = said;
    const sus = suspicion(v, { ...viewMind(v), record });
    expect(sus[5]! - sus[6]!).toBeCloseTo(W.silence * (DECAY + DECAY ** 2), 5);
  });
});

describe('What a sensible bot says', () => {
  /** Seat `seat`'s own turn to speak on day 2 (City). */
  function turn(seat: number, role: Role, name: 'speech' | 'justification' = 'speech', teammates: number[] = []): SeatView {
    const v = view(seat, role, { teammates });
    v.phase = { ...v.phase, name, speaker: seat, seq: 40 } as PhaseView;
    v.prompt = name === 'speech' ? { kind: 'speech', canNominate: true, choices: [], nominated: null } : null;
    return v;
  }
  const says = (v: SeatView, said: Said[] = [], seed = 1): Statement | null => {
    const rng = seedRng(seed);
    const record = emptyRecord();
    record.said = said;
    record.checker = 'sheriff';
    const intent = botIntent(v, rng, 'sensible', newMind(9, rng, record));
    return intent?.type === 'say' ? intent.statement : null;
  };

  it('the Sheriff opens his checks once he has found a black card', () => {
    const v = turn(5, 'sheriff');
    v.checks = [{ night: 1, target: 3, question: 'isMafia', answer: false }];
    expect(says(v)?.kind).not.toBe('claim');
    v.checks = [...v.checks, { night: 2, target: 7, question: 'isMafia', answer: true }];
    expect(says(v)).toEqual({ kind: 'claim', as: 'sheriff', findings: [{ seat: 3, black: false }, { seat: 7, black: true }] });
  });

  it('a seat checked twice is named once, with its latest answer', () => {
    const v = turn(5, 'sheriff');
    v.checks = [
      { night: 1, target: 7, question: 'isMafia', answer: true },
      { night: 2, target: 3, question: 'isMafia', answer: false },
      { night: 3, target: 7, question: 'isMafia', answer: true },
    ];
    expect(says(v)).toEqual({ kind: 'claim', as: 'sheriff', findings: [{ seat: 3, black: false }, { seat: 7, black: true }] });
  });

  it('every card defends itself the same way on the block', () => {
    for (const role of ['civilian', 'doctor', 'mafia', 'don'] as Role[]) expect(says(turn(4, role, 'justification', role === 'mafia' || role === 'don' ? [4, 8] : []))).toEqual({ kind: 'defend' });
  });

  it('a mafioso named by a claimer often claims the card back and names him black', () => {
    const said = [claimOf(2, 5, [8, true])];
    let counter = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const st = says(turn(8, 'mafia', 'speech', [8, 9]), said, seed);
      if (st?.kind === 'claim' && st.findings.some((f) => f.seat === 5 && f.black)) counter++;
    }
    expect(counter).toBeGreaterThan(25);
    expect(counter).toBeLessThan(95);
  });

  it('one statement a turn', () => {
    const v = turn(3, 'civilian', 'justification');
    expect(says(v, [heard(2, 3, { kind: 'defend' }, 40)])).toBeNull();
    expect(says(v, [heard(2, 3, { kind: 'defend' }, 39)])).toEqual({ kind: 'defend' });
  });
});
