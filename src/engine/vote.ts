/** Day votes: opening a round, ballots, a reminder for missing ones, and the count. */
import type { Ballot, Effect, Rejection } from './types';
import { enter, isAlive, livingSeats, seatCount, seconds, setTimer, timerMs, editToday, editVoting, type GameState, type Round } from './state';
import type { Stage } from './stage';
import { concludeRound, countBeatMs } from './vote-result';

const reject = (code: Rejection['code'], detail: string): Rejection => ({ code, detail });

/**
 * The day's first vote. Classic (seed 000 rule 8): every living player votes for
 * one other living player; the Putana's client has an alibi and cannot be voted
 * out (D5). City (V7): the vote runs among the nominees: none — no vote
 * and the quiet pause; one — not voted on day 1, eliminated without a vote later.
 */
export function startVote(s: GameState, now: number, fx: Effect[]): Stage | null {
  if (s.setup.preset === 'city') return startCityVote(s, now, fx);
  const alibi = s.today?.alibi;
  const candidates = livingSeats(s).filter((seat) => seat !== alibi);
  const voters = livingSeats(s).filter((voter) => candidates.some((c) => c !== voter));
  return beginRound(s, 'vote', candidates, voters, now, fx);
}

function startCityVote(s: GameState, now: number, fx: Effect[]): Stage | null {
  const nominees = (s.today?.nominees ?? []).filter((seat) => isAlive(s, seat));
  if (nominees.length === 0) {
    fx.push({ type: 'narrate', line: 'noNominees' });
    return 'peacefulPause';
  }
  if (nominees.length === 1 && s.day === 1) {
    fx.push({ type: 'narrate', line: 'singleNomineeFirstDay', params: { seat: nominees[0]! } });
    return 'peacefulPause';
  }
  if (nominees.length === 1) {
    concludeRound(s, { kind: 'vote', candidates: nominees, ballots: [], eliminated: nominees, tie: false }, fx);
    return 'voteResult';
  }
  return beginRound(s, 'vote', nominees, livingSeats(s), now, fx);
}

/** Seed 000 rule 8: the revote is among the tied only, and the tied do not vote (City: everyone votes). */
export function startRevote(s: GameState, now: number, fx: Effect[]): Stage | null {
  const tied = s.voting!.tied.filter((seat) => isAlive(s, seat));
  const voters = livingSeats(s).filter((seat) => s.setup.preset === 'city' || !tied.includes(seat));
  return beginRound(s, 'revote', tied, voters, now, fx);
}

export function startEliminateAll(s: GameState, now: number, fx: Effect[]): Stage | null {
  return beginRound(s, 'eliminateAll', s.voting!.tied.filter((seat) => isAlive(s, seat)), livingSeats(s), now, fx);
}

const START_LINE = { vote: 'voteStart', revote: 'revoteStart', eliminateAll: 'eliminateAllStart' } as const;

function beginRound(s: GameState, kind: Round['kind'], candidates: readonly number[], voters: readonly number[], now: number, fx: Effect[]): Stage | null {
  const round: Round = { kind, candidates, voters, ballots: new Array<number>(seatCount(s)).fill(0), reminded: false };
  editVoting(s).round = round;
  if (s.today?.speaker !== undefined) editToday(s).speaker = undefined;
  enter(s, kind === 'eliminateAll' ? 'eliminateAll' : 'vote');
  const ms = timerMs(s, 'vote');
  setTimer(s, ms, now);
  fx.push({ type: 'sound', name: 'vote' });
  fx.push({ type: 'narrate', line: START_LINE[kind], params: { seats: candidates.join(', '), seconds: seconds(ms) } });
  return voters.length === 0 ? count(s) : null;
}

/**
 * True when every living voter has cast a ballot: the count then comes at
 * once, so the round's clock ends there (V1: until then any ballot may
 * change, and each voter's last one is counted).
 */
export function allVoted(s: GameState): boolean {
  const round = s.voting?.round;
  return round !== undefined && round.voters.every((v) => !isAlive(s, v) || round.ballots[v - 1] !== 0);
}

function ballotGuard(s: GameState, seat: number, kind: 'vote' | 'eliminateAll'): Rejection | null {
  const round = s.voting?.round;
  if (s.phase !== kind || round === undefined) return reject('wrongPhase', `no ${kind} round is running`);
  if (!round.voters.includes(seat)) return reject('notYourTurn', 'not a voter in this round');
  return null;
}

function record(s: GameState, seat: number, ballot: number): void {
  const voting = editVoting(s);
  const round = voting.round!;
  const ballots = round.ballots.slice();
  ballots[seat - 1] = ballot;
  // Field by field: V8 builds this literal far faster than a spread (a ballot is a hot step).
  voting.round = { kind: round.kind, candidates: round.candidates, voters: round.voters, ballots, reminded: round.reminded };
}

/**
 * Seed 000 rule 8: one candidate per ballot, one ballot per round; classic:
 * never oneself. A ballot cast again replaces the voter's earlier one (V1:
 * a mis-tap is mended before the count, and the last choice counts).
 */
export function castBallot(s: GameState, seat: number, target: number): Rejection | null {
  const guard = ballotGuard(s, seat, 'vote');
  if (guard) return guard;
  if (target < 1 || target > seatCount(s)) return reject('unknownSeat', 'no such seat');
  if (!s.voting!.round!.candidates.includes(target) || !isAlive(s, target)) return reject('invalidTarget', 'not a candidate');
  if (s.setup.preset === 'classic' && target === seat) return reject('invalidTarget', 'self');
  record(s, seat, target);
  return null;
}

export function castEliminateAll(s: GameState, seat: number, yes: boolean): Rejection | null {
  const guard = ballotGuard(s, seat, 'eliminateAll');
  if (guard) return guard;
  record(s, seat, yes ? 1 : -1);
  return null;
}

/** Living voters with no ballot yet. */
function missing(s: GameState, round: Round): number[] {
  return round.voters.filter((v) => isAlive(s, v) && round.ballots[v - 1] === 0);
}

/**
 * The round's time is up. Ballots still missing are reminded once and given a
 * little more time (V2: a phone asleep during a vote is no offence; seed
 * 000 rules 13–17 make warnings the host's own call); then the count.
 */
export function endVote(s: GameState, now: number, fx: Effect[]): Stage | null {
  const round = s.voting!.round!;
  const absent = missing(s, round);
  if (absent.length > 0 && !round.reminded) {
    editVoting(s).round = { ...round, reminded: true };
    const ms = timerMs(s, 'voteGrace');
    setTimer(s, ms, now);
    fx.push({ type: 'narrate', line: 'voteReminder', params: { seats: absent.join(', '), seconds: seconds(ms) } });
    return null;
  }
  return count(s);
}

function ballotsOf(round: Round): Ballot[] {
  return round.voters.map((voter) => {
    const b = round.ballots[voter - 1]!;
    return { voter, target: b === 0 ? null : round.kind === 'eliminateAll' ? (b > 0 ? 1 : 0) : b };
  });
}

/**
 * The count: the round closes and its ballots go to the TV, which lands them
 * one by one on their candidates before anyone hears the verdict (the
 * verdict is vote-result.ts's).
 */
function count(s: GameState): Stage {
  const voting = editVoting(s);
  const round = voting.round!;
  const ballots = ballotsOf(round);
  voting.counted = { kind: round.kind, candidates: round.candidates.slice(), ballots, beatMs: countBeatMs(s, ballots) };
  voting.round = undefined;
  return 'voteResult';
}

/** A player who left mid-round (warnings, removal): his ballot no longer counts; his candidacy keeps its votes. */
export function dropFromRound(s: GameState, seat: number): void {
  const voting = editVoting(s);
  const round = voting.round!;
  voting.round = { ...round, voters: round.voters.filter((v) => v !== seat) };
}
