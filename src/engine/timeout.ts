/** What happens when the running timer ends (a timeout or the host's skip). */
import type { Effect } from './types';
import type { GameState } from './state';
import { nightTimeout } from './night';
import { endMorning, endPeaceful, nextSpeech } from './day';
import { startVote, resolveRound } from './vote';
import { afterResult, endLot, nextJustification } from './vote-result';
import { nextLastWord } from './last-word';

export function runTimeout(s: GameState, now: number, fx: Effect[]): void {
  switch (s.phase) {
    case 'night':
      return nightTimeout(s, now, fx);
    case 'morning':
      return endMorning(s, now, fx);
    case 'speech':
      return nextSpeech(s, now, fx);
    case 'discussion':
      return startVote(s, now, fx);
    case 'vote':
    case 'eliminateAll':
      return resolveRound(s, now, fx);
    case 'voteResult':
      return afterResult(s, now, fx);
    case 'justification':
      return nextJustification(s, now, fx);
    case 'lot':
      return endLot(s, now, fx);
    case 'lastWord':
      return nextLastWord(s, now, fx);
    case 'peacefulPause':
      return endPeaceful(s, now, fx);
    case 'gameOver':
      return;
  }
}
