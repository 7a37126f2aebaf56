/**
 * The timing of the TV's staged moments, in one place: the dawn's beat of
 * suspense before the victim's card turns over, the count's landing ballots,
 * the coin. CSS animations carry them (so reduced motion and the screenshot
 * tests see the final state at once); these numbers keep the screens in step.
 */
import type { VoteCount } from '../../engine/types';

/**
 * Dawn: the beat of suspense is the engine's own step (`DAWN_BEAT_MS` in
 * engine/dawn.ts: nothing of the night is in any view yet); at the news the
 * shot rings out and the card turns over in this long.
 */
export const DAWN = { flipMs: 1100 };

/**
 * The count, as a host counts hands: candidate by candidate, each ballot
 * flies from its voter's seat and lands on its candidate, one after another,
 * and the tallies go up as they land. The engine's beat (`VoteCount.beatMs`,
 * engine/vote-result.ts: 800 ms and 150 ms a ballot) holds the verdict until
 * the last has landed; these are its unhurried proportions, squeezed when a
 * quick setup shortens the beat. `afterMs` is left between the last landing
 * and the verdict, so the last tally is seen going up.
 */
export const COUNT = { leadMs: 250, gapMs: 150, flyMs: 500, afterMs: 100 };

/** One ballot of the count: when it takes off and lands, and which of its candidate's votes it is (1-based). */
export interface Landing {
  voter: number;
  /** The candidate, or for an eliminate-all round 1 (yes) / 0 (no). */
  target: number;
  takeoffMs: number;
  landMs: number;
  nth: number;
}

/**
 * Every ballot cast, in the order the count lands them (the candidates in
 * their order, an eliminate-all round's yes before its no; each candidate's
 * voters in seat order), timed from the beat's start. A ballot not cast
 * does not fly.
 */
export function countLandings(count: VoteCount): { landings: Landing[]; flyMs: number } {
  const order = count.kind === 'eliminateAll' ? [1, 0] : count.candidates;
  const cast = order.flatMap((target) =>
    count.ballots.filter((b) => b.target === target).map((b) => b.voter).sort((a, b) => a - b).map((voter, i) => ({ voter, target, nth: i + 1 })),
  );
  const unhurried = COUNT.leadMs + Math.max(0, cast.length - 1) * COUNT.gapMs + COUNT.flyMs + COUNT.afterMs;
  const f = Math.min(1, count.beatMs / unhurried);
  const flyMs = Math.round(COUNT.flyMs * f);
  const landings = cast.map((b, i) => {
    const takeoffMs = Math.round((COUNT.leadMs + i * COUNT.gapMs) * f);
    return { ...b, takeoffMs, landMs: takeoffMs + flyMs };
  });
  return { landings, flyMs };
}

/** The coin spins this long before it lands on the chosen side. */
export const LOT_SPIN_MS = 3200;
