/**
 * Who are we waiting for: by day, once a vote's clock runs low,
 * the TV names the seats that have not voted yet. A ballot is public in these
 * rules (seed 000, rule 7: hands are raised; the TV ticks each voter already),
 * so this only says it where the table looks. Never at night: there the TV
 * shows the step's fixed clock and nothing of who has acted. The deal counts
 * who has looked at their card, never names them (tv-deal.ts).
 */
import type { PublicView } from '../../engine/types';
import { voteEligible } from './game-parts';

/** The longest stretch at a vote's end during which the missing voters are named. */
export const WAITING_MS = 5000;

/** When this vote's missing voters start to be named (epoch ms), or null: not a running vote's clock. */
export function waitingFrom(view: PublicView): number | null {
  const { phase, setup } = view;
  if (phase.name !== 'vote' && phase.name !== 'eliminateAll') return null;
  if (phase.deadline === null || phase.paused || phase.narrating) return null;
  // A short vote (a quick pace, a test) names them in its last third, not from its start.
  const voteMs = setup.timers.vote * setup.timerScale * 1000;
  return phase.deadline - Math.min(WAITING_MS, voteMs / 3);
}

/** The seats still to vote, once the clock runs low; null before then, and in any other phase. */
export function stillToVote(view: PublicView, now: number): number[] | null {
  const from = waitingFrom(view);
  if (from === null || now < from) return null;
  const voted = new Set(view.phase.voted);
  return voteEligible(view).filter((seat) => !voted.has(seat));
}
