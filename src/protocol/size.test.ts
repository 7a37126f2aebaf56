/**
 * PeerJS refuses JSON frames of 16,300 bytes or more (its chunkedMTU), and we
 * keep our raw frames under the same ceiling. The largest frame is one seat's
 * view late in a 17-player game: measured here, with the longest names and a
 * full vote history, so a bigger view shape fails this test before a party.
 */
import { describe, expect, it } from 'vitest';
import type { Ballot, CheckResult, NightEvent, PhaseView, Role, SeatView, VoteRound } from '../engine/types';
import { Parts } from '../phone/parts';
import { byteLength, encodeFrame, MAX_FRAME_BYTES, MAX_NAME_LENGTH, parseHostMessage, toFrames } from './messages';

const SEATS = 17;
// 20 Cyrillic letters, two UTF-8 bytes each: the longest name a Russian table types.
const longName = (seat: number) => `Александра-Великая${String(seat).padStart(2, '0')}`.slice(0, MAX_NAME_LENGTH);
const all = Array.from({ length: SEATS }, (_, i) => i + 1);

function round(kind: VoteRound['kind'], voters: number[], candidates: number[], day: number): VoteRound & { day: number } {
  const ballots: Ballot[] = voters.map((voter, i) => ({ voter, target: kind === 'eliminateAll' ? i % 2 : (candidates[i % candidates.length] ?? null) }));
  return { kind, candidates, ballots, eliminated: kind === 'eliminateAll' ? candidates : [], tie: kind !== 'eliminateAll', day };
}

/**
 * The longest plausible history: one death every night, and every day the
 * slowest path to an elimination — a vote with all 17 nominated, a tied
 * revote and an eliminate-all round — until three players are left.
 */
function history(): (VoteRound & { day: number })[] {
  const rounds: (VoteRound & { day: number })[] = [];
  let alive = all.slice();
  for (let day = 1; alive.length > 3; day++) {
    alive = alive.slice(1); // the night's victim
    rounds.push(round('vote', alive, alive, day));
    rounds.push(round('revote', alive, alive.slice(0, 4), day));
    rounds.push(round('eliminateAll', alive, alive.slice(0, 4).slice(0, 2), day));
    alive = alive.slice(2);
  }
  return rounds;
}

function phase(votes: VoteRound[]): PhaseView {
  return {
    name: 'vote', seq: 123_456, day: 8, night: 8, nightStep: null, deadline: 1_767_225_600_000, remainingMs: 15_000,
    paused: false, narrating: false, seenCount: 17, doneTalking: [], speaker: 17, speakerQueue: all, nominees: all, candidates: all, voted: all, alibi: 17,
    lastRound: votes.at(-1) ?? null,
    morning: { killed: [16, 17], suspicion: all.map((seat) => ({ seat, count: 16 })) },
    lot: { between: all, chosen: 17 }, lastGuess: 17, revealedCheck: { target: 17, isMafia: true }, winner: null,
  };
}

/** Every field at its fullest at once, which no real moment reaches: an upper bound. */
function fullestView(): SeatView {
  const votes = history();
  const roles: Role[] = ['don', 'mafia', 'mafia', 'mafia', 'commissar', 'doctor', 'maniac', 'putana', ...Array<Role>(9).fill('civilian')];
  const checks: CheckResult[] = Array.from({ length: 8 }, (_, i) => ({ night: i + 1, target: i + 2, question: 'isMafia', answer: i % 2 === 0 }));
  const nights: NightEvent[] = [];
  for (let night = 1; night <= 8; night++) {
    for (const step of ['putana', 'mafia', 'maniac', 'doctor', 'commissar', 'don'] as const) nights.push({ night, step, actor: 17, target: 16, outcome: 'checkedMafia' });
  }
  return {
    seat: 1, name: longName(1), role: 'don', side: 'mafia', alive: true, phase: phase(votes),
    seats: all.map((seat) => ({ seat, name: longName(seat), alive: seat % 2 === 0, warnings: 3, revealedRole: 'commissar', exitCause: 'putanaClient' })),
    teammates: [2, 3, 4].map((seat) => ({ seat, role: 'mafia' })),
    teamPicks: [1, 2, 3, 4].map((seat) => ({ seat, target: 17, declined: false })),
    checks, freshCheck: checks.at(-1) ?? null,
    prompt: { kind: 'vote', choices: all.map((seat) => ({ seat, disabled: 'sameAsLastNight' })), picked: 17 },
    reveal: { roles: roles.map((role, i) => ({ seat: i + 1, role })), nights },
    votes,
  };
}

describe('Frame size', () => {
  it('a 17-player seat view with long names and a full vote history fits one PeerJS frame', () => {
    const view = fullestView();
    const frame = encodeFrame({ t: 'view', view, now: 1_767_225_600_000, vip: false });
    const bytes = byteLength(JSON.stringify({ t: 'view', view, now: 1_767_225_600_000, vip: false }));
    console.info(`17-player view frame: ${bytes} bytes of ${MAX_FRAME_BYTES} (${view.votes.length} vote rounds)`);
    expect(view.votes.length).toBe(15);
    expect(bytes).toBeLessThan(MAX_FRAME_BYTES);
    expect(frame).not.toBeNull();
  });

  it('a view beyond that estimate (a marathon game) travels in parts, each under the ceiling, and joins back exactly', () => {
    const view = fullestView();
    const marathon = { ...view, votes: [...view.votes, ...view.votes, ...view.votes, ...view.votes] };
    const message = { t: 'view', view: marathon, now: 0, vip: false } as const;
    expect(encodeFrame(message)).toBeNull();
    const frames = toFrames(message, 7);
    expect(frames.length).toBeGreaterThan(1);
    const parts = new Parts();
    let whole: string | null = null;
    for (const frame of frames) {
      expect(byteLength(frame)).toBeLessThan(MAX_FRAME_BYTES);
      const parsed = parseHostMessage(frame);
      if (!parsed.ok || parsed.message.t !== 'part') throw new Error('not a part');
      whole = parts.add(parsed.message);
    }
    expect(whole).not.toBeNull();
    expect(JSON.parse(whole!)).toEqual(message);
  });

  it('a part out of order drops the message rather than joining garbage', () => {
    const parts = new Parts();
    expect(parts.add({ t: 'part', id: 1, n: 0, of: 3, data: '{"t":' })).toBeNull();
    expect(parts.add({ t: 'part', id: 1, n: 2, of: 3, data: '}' })).toBeNull();
    expect(parts.add({ t: 'part', id: 1, n: 1, of: 3, data: '"buzz"' })).toBeNull();
  });
});
