/**
 * The game's flow in one place: which phase follows which. Each
 * phase's module starts its phase and says, when the phase's time is up, either
 * that it goes on by itself (the next speaker, the next night step) or which
 * stage follows; modules never call one another, this table does.
 *
 *   deal ─────────▶ night ──▶ morning ──▶ lastWord (night's dead who speak) ──▶ day
 *   day (speeches) ──▶ discussion (City) ──▶ vote      day ──▶ vote (classic)
 *   vote ──▶ voteResult (the count's beat, then the verdict: vote-result.ts)
 *   vote (City: no nominee / one on day 1) ──▶ peacefulPause
 *   voteResult ──▶ lastWord │ justification │ revote │ eliminateAll │ lot │ peacefulPause
 *   justification ──▶ revote       revote, eliminateAll ──▶ voteResult
 *   lot ──▶ lastWord │ peacefulPause        lastWord ──▶ day (after the morning) │ night
 *   peacefulPause ──▶ night
 *   any death ──▶ gameOver as soon as a side has won (win.ts)
 */
import type { Effect, PhaseName } from './types';
import type { GameState } from './state';
import type { Stage } from './stage';
import { endDeal, startDeal } from './deal';
import { endNightStep, startNight } from './night';
import { endMorning, startMorning } from './dawn';
import { endDiscussion, endPeaceful, nextSpeech, startDay, startDiscussion, startPeaceful } from './day';
import { endVote, startEliminateAll, startRevote, startVote } from './vote';
import { endLot, endVoteResult, nextJustification, startLot, startVoteResult } from './vote-result';
import { nextLastWord, startLastWords } from './last-word';
import { checkWin } from './win';

type Start = (s: GameState, now: number, fx: Effect[]) => Stage | null;
type End = (s: GameState, now: number, fx: Effect[]) => Stage | null;

/** Starting a stage; a stage with nothing to do (no nominees, no last words) names the one that follows instead. */
const START: Record<Stage, Start> = {
  deal: startDeal,
  night: startNight,
  morning: startMorning,
  day: startDay,
  discussion: startDiscussion,
  vote: startVote,
  revote: startRevote,
  eliminateAll: startEliminateAll,
  voteResult: startVoteResult,
  justification: nextJustification,
  lot: startLot,
  lastWord: startLastWords,
  peacefulPause: startPeaceful,
};

/** A phase's time is up (a timeout, the host's skip, or every player has done his part). */
const END: Record<PhaseName, End> = {
  deal: endDeal,
  night: endNightStep,
  morning: endMorning,
  speech: nextSpeech,
  discussion: endDiscussion,
  vote: endVote,
  eliminateAll: endVote,
  voteResult: endVoteResult,
  justification: nextJustification,
  lot: endLot,
  lastWord: nextLastWord,
  peacefulPause: endPeaceful,
  gameOver: () => null,
};

/** Goes to `next` (and on, while stages pass straight through), stopping as soon as a side has won. */
export function go(s: GameState, next: Stage | null, now: number, fx: Effect[]): void {
  if (checkWin(s, fx)) return;
  for (let hops = 0; next !== null; hops++) {
    if (hops > 20) throw new Error(`flow: no phase settles after ${next}`);
    next = START[next](s, now, fx);
    if (checkWin(s, fx)) return;
  }
}

/** The running phase is over: what follows it. */
export function endPhase(s: GameState, now: number, fx: Effect[]): void {
  if (s.phase === 'gameOver') return;
  go(s, END[s.phase](s, now, fx), now, fx);
}
