/** Day votes: opening a round, ballots, and counting. */
import type { Ballot, Effect, Rejection, VoteRound } from './types';
import { enter, isAlive, killSeat, livingSeats, seatCount, setTimer, timerMs, type GameState, type Round } from './state';
import { checkWin } from './win';
import { addWarning } from './warnings';
import { startPeaceful } from './day';

const reject = (code: Rejection['code'], detail: string): Rejection => ({ code, detail });

/**
 * Classic (seed 000 rule 8): every living player votes for one other living
 * player; the Putana's client has an alibi and cannot be voted out (issue).
 * City (issue): the vote runs among the nominees.
 */
export function startVote(s: GameState, now: number, fx: Effect[]): void {
  if (s.setup.preset === 'city') return startCityVote(s, now, fx);
  s.alibiShown = true;
  const alibi = s.alibi && isAlive(s, s.alibi) ? s.alibi : 0;
  const candidates = livingSeats(s).filter((seat) => seat !== alibi);
  const voters = livingSeats(s).filter((voter) => candidates.some((c) => c !== voter));
  if (alibi) fx.push({ type: 'narrate', line: 'voteAlibi', params: { seat: alibi } });
  beginRound(s, 'vote', candidates, voters, now, fx);
}

/**
 * City (issue): no nominees — no vote; one nominee — no vote on day 1, and on
 * later days he is eliminated without one.
 */
function startCityVote(s: GameState, now: number, fx: Effect[]): void {
  const nominees = s.nominees.filter((seat) => isAlive(s, seat));
  if (nominees.length === 0) {
    fx.push({ type: 'narrate', line: 'noNominees' });
    return startPeaceful(s, now, fx);
  }
  if (nominees.length === 1 && s.day === 1) {
    fx.push({ type: 'narrate', line: 'singleNomineeFirstDay', params: { seat: nominees[0]! } });
    return startPeaceful(s, now, fx);
  }
  if (nominees.length === 1) {
    const record: VoteRound = { kind: 'vote', candidates: nominees, ballots: [], eliminated: nominees, tie: false };
    return concludeRound(s, record, now, fx);
  }
  beginRound(s, 'vote', nominees, livingSeats(s), now, fx);
}

const START_LINE = { vote: 'voteStart', revote: 'revoteStart', eliminateAll: 'eliminateAllStart' } as const;

export function beginRound(
  s: GameState,
  kind: Round['kind'],
  candidates: readonly number[],
  voters: readonly number[],
  now: number,
  fx: Effect[],
): void {
  s.round = { kind, candidates, voters, ballots: new Array<number>(seatCount(s)).fill(0) };
  s.speaker = 0;
  enter(s, kind === 'eliminateAll' ? 'eliminateAll' : 'vote');
  setTimer(s, timerMs(s, 'vote'), now);
  fx.push({ type: 'sound', name: 'vote' });
  fx.push({ type: 'narrate', line: START_LINE[kind], params: { seats: candidates.join(', ') } });
  if (voters.length === 0) resolveRound(s, now, fx);
}

function allVoted(s: GameState, round: Round): boolean {
  return round.voters.every((v) => !isAlive(s, v) || round.ballots[v - 1] !== 0);
}

function ballotGuard(s: GameState, seat: number, kind: 'vote' | 'eliminateAll'): Rejection | null {
  const round = s.round;
  if (s.phase !== kind || round === null) return reject('wrongPhase', `no ${kind} round is running`);
  if (!round.voters.includes(seat)) return reject('notYourTurn', 'not a voter in this round');
  if (round.ballots[seat - 1] !== 0) return reject('alreadyVoted', 'one ballot per round');
  return null;
}

function record(s: GameState, seat: number, ballot: number, now: number, fx: Effect[]): void {
  const round = s.round!;
  const ballots = round.ballots.slice();
  ballots[seat - 1] = ballot;
  s.round = { ...round, ballots };
  if (allVoted(s, s.round)) resolveRound(s, now, fx);
}

/** Seed 000 rule 8: one candidate per ballot, one ballot per round; classic: never oneself. */
export function castBallot(s: GameState, seat: number, target: number, now: number, fx: Effect[]): Rejection | null {
  const guard = ballotGuard(s, seat, 'vote');
  if (guard) return guard;
  if (target < 1 || target > seatCount(s)) return reject('unknownSeat', 'no such seat');
  if (!s.round!.candidates.includes(target) || !isAlive(s, target)) return reject('invalidTarget', 'not a candidate');
  if (s.setup.preset === 'classic' && target === seat) return reject('invalidTarget', 'self');
  record(s, seat, target, now, fx);
  return null;
}

export function castEliminateAll(s: GameState, seat: number, yes: boolean, now: number, fx: Effect[]): Rejection | null {
  const guard = ballotGuard(s, seat, 'eliminateAll');
  if (guard) return guard;
  record(s, seat, yes ? 1 : -1, now, fx);
  return null;
}

/** Classic (seed 000 rule 8, abstaining forbidden; issue): no ballot at the deadline earns a warning. */
function warnAbstainers(s: GameState, round: Round, fx: Effect[]): boolean {
  if (s.setup.preset !== 'classic') return false;
  let removed = false;
  for (const voter of round.voters) {
    if (isAlive(s, voter) && round.ballots[voter - 1] === 0) removed = addWarning(s, voter, fx) || removed;
  }
  return removed && checkWin(s, fx);
}

function leadersOf(s: GameState, round: Round): number[] {
  const tally = new Map<number, number>();
  for (const c of round.candidates) if (isAlive(s, c)) tally.set(c, 0);
  for (const voter of round.voters) {
    const target = round.ballots[voter - 1]!;
    if (tally.has(target)) tally.set(target, tally.get(target)! + 1);
  }
  const most = Math.max(...tally.values());
  return [...tally].filter(([, votes]) => votes === most).map(([seat]) => seat);
}

/**
 * The count. Seed 000 rule 7: most votes is eliminated; a tie goes on (see
 * vote-result.ts). City eliminate-all (issue): yes from more than half of
 * the living players eliminates every tied candidate.
 */
export function resolveRound(s: GameState, now: number, fx: Effect[]): void {
  const round = s.round!;
  if (warnAbstainers(s, round, fx)) return;
  const ballots: Ballot[] = round.voters.map((voter) => {
    const b = round.ballots[voter - 1]!;
    return { voter, target: b === 0 ? null : round.kind === 'eliminateAll' ? (b > 0 ? 1 : 0) : b };
  });
  const base = { kind: round.kind, candidates: round.candidates.slice(), ballots };
  if (round.kind === 'eliminateAll') {
    const yes = ballots.filter((b) => b.target === 1).length;
    const passed = yes * 2 > livingSeats(s).length;
    const eliminated = passed ? round.candidates.filter((c) => isAlive(s, c)) : [];
    return concludeRound(s, { ...base, eliminated, tie: false }, now, fx);
  }
  const leaders = round.candidates.some((c) => isAlive(s, c)) ? leadersOf(s, round) : [];
  const tie = leaders.length > 1;
  concludeRound(s, { ...base, eliminated: tie ? [] : leaders, tie }, now, fx, tie ? leaders : []);
}

function resultLine(record: VoteRound, fx: Effect[]): void {
  const seats = record.eliminated.join(', ');
  if (record.kind === 'eliminateAll') {
    fx.push({ type: 'narrate', line: record.eliminated.length ? 'eliminateAllYes' : 'eliminateAllNo', params: { seats } });
  } else if (record.tie) {
    fx.push({ type: 'narrate', line: 'voteTie' });
  } else if (record.eliminated.length) {
    fx.push({ type: 'narrate', line: 'voteEliminated', params: { seat: record.eliminated[0]!, seats } });
  }
}

/** What the tie or result leads to; see vote-result.ts. */
function afterOf(s: GameState, record: VoteRound): GameState['after'] {
  if (record.eliminated.length) return 'lastWord';
  if (!record.tie) return 'peaceful';
  if (record.kind === 'vote') return s.setup.preset === 'city' ? 'justification' : 'revote';
  return s.setup.preset === 'city' && s.setup.secondTie === 'eliminateAll' ? 'eliminateAll' : 'lot';
}

function concludeRound(s: GameState, record: VoteRound, now: number, fx: Effect[], tied: number[] = []): void {
  s.round = null;
  s.lastRound = record;
  s.votes = [...s.votes, { ...record, day: s.day }];
  for (const seat of record.eliminated) killSeat(s, seat, 'voted');
  resultLine(record, fx);
  if (record.eliminated.length && checkWin(s, fx)) return;
  s.tied = tied;
  s.after = afterOf(s, record);
  enter(s, 'voteResult');
  setTimer(s, timerMs(s, 'voteResult'), now);
}

/** A player removed by warnings mid-round: his ballot and candidacy no longer count. */
export function dropFromRound(s: GameState, seat: number, now: number, fx: Effect[]): void {
  const round = s.round!;
  s.round = { ...round, candidates: round.candidates.filter((c) => c !== seat), voters: round.voters.filter((v) => v !== seat) };
  if (allVoted(s, s.round)) resolveRound(s, now, fx);
}
