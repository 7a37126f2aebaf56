/** Who has won, checked after every death; and the end of the game. */
import type { Effect, Side } from './types';
import { editToday, editVoting, enter, isBlack, type GameState } from './state';

/**
 * Classic (W2–W4, club: seed 000 is cut off before its win rules): the Maniac wins as
 * one of the last two alive; the town when no Mafia and no Maniac remain; the
 * Mafia when the Maniac is gone and they are at least as many as the rest.
 * City (seed 003 «Окончание игры»): red only when every black player is gone;
 * black at parity (default) or, with cityWin 'wipeout', when red is gone.
 */
export function winnerOf(s: GameState): Side | null {
  let black = 0;
  let maniac = 0;
  let living = 0;
  for (let i = 0; i < s.roles.length; i++) {
    if (!s.alive[i]) continue;
    living++;
    const role = s.roles[i]!;
    if (isBlack(role)) black++;
    else if (role === 'maniac') maniac++;
  }
  const others = living - black;
  if (s.setup.preset === 'city') {
    if (black === 0) return 'town';
    if (s.setup.cityWin === 'wipeout') return others === 0 ? 'mafia' : null;
    return black >= others ? 'mafia' : null;
  }
  if (maniac > 0 && living <= 2) return 'maniac';
  if (black === 0 && maniac === 0) return 'town';
  if (maniac === 0 && black >= others) return 'mafia';
  return null;
}

const WIN_LINE = { town: 'winTown', mafia: 'winMafia', maniac: 'winManiac' } as const;

/** Game over: every card shows in the views; `winner: null` when the host ended it. */
export function finish(s: GameState, winner: Side | null, fx: Effect[]): void {
  enter(s, 'gameOver');
  s.winner = winner;
  s.deadline = null;
  s.remainingMs = null;
  s.narrating = false;
  s.cueMs = 0;
  s.paused = false;
  // The parts stay as the table last saw them (the morning, the last verdict, the lot),
  // but nobody speaks and no round runs any more; the night is over.
  if (s.today) {
    const today = editToday(s);
    today.speaker = undefined;
    today.queue = [];
  }
  if (s.voting?.round) editVoting(s).round = undefined;
  s.dark = undefined;
  fx.push({ type: 'music', play: false });
  if (winner === null) {
    fx.push({ type: 'narrate', line: 'gameEnded' });
    return;
  }
  fx.push({ type: 'sound', name: 'win' }, { type: 'narrate', line: WIN_LINE[winner] });
}

/** After a death: ends the game if a side has won. */
export function checkWin(s: GameState, fx: Effect[]): boolean {
  if (s.phase === 'gameOver') return true;
  const winner = winnerOf(s);
  if (winner === null) return false;
  finish(s, winner, fx);
  return true;
}
