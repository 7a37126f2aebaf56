/**
 * After a vote: the count's beat (its ballots land on the TV), the verdict,
 * then a tie's justifications or a lot.
 */
import type { Ballot, Effect, VoteCount, VoteRound } from './types';
import { enter, isAlive, killSeat, livingSeats, seconds, setTimer, timerMs, editParting, editToday, editVoting, type AfterResult, type GameState } from './state';
import { pick } from './rng';
import { hasLastWord } from './last-word';
import type { Stage } from './stage';

/**
 * The count's beat: a moment to start, then each ballot cast lands in quick
 * succession on its candidate, capped so a full table does not wait long.
 * It is staging, not a player's turn, so a quick setup (timerScale < 1)
 * quickens it and a slow one does not slow it.
 */
export const COUNT_BEAT = { baseMs: 800, perBallotMs: 150, maxMs: 4000 } as const;

export function countBeatMs(s: GameState, ballots: readonly Ballot[]): number {
  const cast = ballots.filter((b) => b.target !== null).length;
  if (cast === 0) return 0;
  const ms = Math.min(COUNT_BEAT.baseMs + COUNT_BEAT.perBallotMs * cast, COUNT_BEAT.maxMs);
  return Math.round(ms * Math.min(1, s.setup.timerScale));
}

/**
 * Every round's result is shown before the next step (V10), staged as a
 * host counts: first the beat, in which the host says the vote is closed,
 * then the TV lands the ballots, and nothing is known yet in any view — no
 * verdict, every seat as it was; then the verdict, a step of its own (a new
 * seq), whose lines hold the result's clock. The beat's clock waits for its
 * line (the TV starts the ballots when it is said), so the landings are never
 * cut short. A round with no ballot to land has no beat and no such line.
 */
export function startVoteResult(s: GameState, now: number, fx: Effect[]): Stage | null {
  enter(s, 'voteResult');
  const counted = s.voting?.counted;
  if (counted && counted.beatMs > 0) {
    setTimer(s, counted.beatMs, now);
    fx.push({ type: 'narrate', line: 'voteClosed' });
    return null;
  }
  if (counted) tellVerdict(s, counted, fx);
  setTimer(s, timerMs(s, 'voteResult'), now);
  return null;
}

/** The beat is over: the verdict, on screen and aloud at once, and the result's own clock. */
function verdictStep(s: GameState, count: VoteCount, now: number, fx: Effect[]): null {
  tellVerdict(s, count, fx);
  enter(s, 'voteResult');
  setTimer(s, timerMs(s, 'voteResult'), now);
  return null;
}

/**
 * The most-voted candidates. A candidate who has left the table meanwhile (the
 * host removed him, during the round or the count's beat) keeps the votes cast
 * for him: if he leads, the town's choice has already left and nobody else
 * goes (V3: a bystander must not leave with the leader).
 */
function leadersOf(count: VoteCount): number[] {
  const tally = new Map<number, number>();
  for (const c of count.candidates) tally.set(c, 0);
  for (const b of count.ballots) if (b.target !== null && tally.has(b.target)) tally.set(b.target, tally.get(b.target)! + 1);
  const most = Math.max(0, ...tally.values());
  return [...tally].filter(([, votes]) => votes === most).map(([seat]) => seat);
}

/**
 * The verdict. Seed 000 rule 7: most votes is eliminated; a tie goes on (see
 * endVoteResult). Nobody is eliminated when no ballot named anyone in a first
 * vote (a tie of zeros is no verdict). City eliminate-all (V5): yes from
 * more than half of the living players eliminates every tied candidate.
 */
function tellVerdict(s: GameState, count: VoteCount, fx: Effect[]): void {
  editVoting(s).counted = undefined;
  const { kind, candidates, ballots } = count;
  if (kind === 'eliminateAll') {
    const yes = ballots.filter((b) => b.target === 1).length;
    const passed = yes * 2 > livingSeats(s).length;
    const eliminated = passed ? candidates.filter((c) => isAlive(s, c)) : [];
    concludeRound(s, { kind, candidates, ballots, eliminated, tie: false }, fx);
    return;
  }
  const cast = count.ballots.some((b) => b.target !== null);
  const leaders = cast || count.kind === 'revote' ? leadersOf(count) : [];
  const gone = leaders.some((seat) => !isAlive(s, seat));
  const tie = !gone && leaders.length > 1;
  const eliminated = gone || tie ? [] : leaders;
  concludeRound(s, { kind, candidates, ballots, eliminated, tie }, fx, tie ? leaders : []);
}

function resultLine(s: GameState, record: VoteRound, tied: number[], fx: Effect[]): void {
  const seats = record.eliminated.join(', ');
  if (record.kind === 'eliminateAll') {
    fx.push({ type: 'narrate', line: record.eliminated.length ? 'eliminateAllYes' : 'eliminateAllNo', params: { seats } });
  } else if (record.tie) {
    const final = record.kind === 'revote' && s.setup.secondTie === 'none';
    fx.push({ type: 'narrate', line: final ? 'secondTieNone' : 'voteTie', params: { seats: tied.join(', ') } });
  } else if (record.eliminated.length) {
    fx.push({ type: 'narrate', line: 'voteEliminated', params: { seat: record.eliminated[0]!, seats } });
  }
}

/**
 * What the result leads to; see endVoteResult. A first tie: classic revotes
 * (seed 000 rule 8), City hears the tied first (V8). A second tie: the
 * setup's `secondTie` — eliminate-all vote, a lot, or nobody leaves today.
 */
function afterOf(s: GameState, record: VoteRound): AfterResult {
  if (record.eliminated.length) return 'lastWord';
  if (!record.tie) return 'peaceful';
  if (record.kind === 'vote') return s.setup.preset === 'city' ? 'justification' : 'revote';
  if (s.setup.secondTie === 'none') return 'peaceful';
  return s.setup.secondTie;
}

/** The verdict stands: the round is recorded, those voted out leave, the narrator says it. */
export function concludeRound(s: GameState, record: VoteRound, fx: Effect[], tied: number[] = []): void {
  s.votes = [...s.votes, { ...record, day: s.day }];
  for (const seat of record.eliminated) killSeat(s, seat, 'voted');
  resultLine(s, record, tied, fx);
  const voting = editVoting(s);
  voting.round = undefined;
  voting.lastRound = record;
  voting.tied = tied;
  voting.after = afterOf(s, record);
}

/**
 * The beat's end tells the verdict; the verdict's end leads on: the departing
 * players' last words, a tie's justifications (City), a revote (classic, seed
 * 000 rule 8), an eliminate-all vote or a lot after a second tie, or — nobody
 * out today — the quiet pause before night.
 */
export function endVoteResult(s: GameState, now: number, fx: Effect[]): Stage | null {
  const voting = s.voting;
  if (voting?.counted) return verdictStep(s, voting.counted, now, fx);
  switch (voting?.after) {
    case 'lastWord':
      partingWords(s, (voting.lastRound?.eliminated ?? []).filter((seat) => hasLastWord(s, seat, true)));
      return 'lastWord';
    case 'justification':
      editToday(s).queue = voting.tied.filter((seat) => isAlive(s, seat));
      return 'justification';
    case 'revote':
      return 'revote';
    case 'eliminateAll':
      return 'eliminateAll';
    case 'lot':
      return 'lot';
    default:
      return 'peacefulPause';
  }
}

/** Seed 003 «Временные ограничения»: 15 s each, 10 s when four or more are tied. */
export function nextJustification(s: GameState, now: number, fx: Effect[]): Stage | null {
  const today = editToday(s);
  const next = today.queue[0];
  today.queue = today.queue.slice(1);
  if (next === undefined) return 'revote';
  today.speaker = next;
  const tied = s.voting!.tied.filter((seat) => isAlive(s, seat));
  enter(s, 'justification');
  const ms = timerMs(s, tied.length >= 4 ? 'justificationMany' : 'justification');
  setTimer(s, ms, now);
  fx.push({ type: 'narrate', line: 'justificationTurn', params: { seat: next, seconds: seconds(ms) } });
  return null;
}

/** Seed 000 rule 8: the coin decides between the tied, uniformly (seeded). */
export function startLot(s: GameState, now: number, fx: Effect[]): Stage | null {
  const between = s.voting!.tied.filter((seat) => isAlive(s, seat));
  if (between.length === 0) return 'peacefulPause';
  editVoting(s).lot = { between, chosen: pick(s, between) };
  enter(s, 'lot');
  setTimer(s, timerMs(s, 'lot'), now);
  fx.push({ type: 'sound', name: 'coin' }, { type: 'narrate', line: 'lotStart', params: { seats: between.join(', ') } });
  return null;
}

/** The coin lands. If the chosen player left meanwhile (the host removed him), nobody else goes. */
export function endLot(s: GameState, _now: number, fx: Effect[]): Stage {
  const chosen = s.voting!.lot!.chosen;
  if (!isAlive(s, chosen)) return 'peacefulPause';
  killSeat(s, chosen, 'voted');
  fx.push({ type: 'narrate', line: 'lotResult', params: { seat: chosen } });
  partingWords(s, hasLastWord(s, chosen, true) ? [chosen] : []);
  return 'lastWord';
}

/** Those voted out queue their last words; night follows them. A guess made this morning stays shown. */
function partingWords(s: GameState, queue: number[]): void {
  const parting = editParting(s);
  parting.queue = queue;
  parting.then = 'night';
}
