/** The weights a sensible bot's suspicion is made of (bot-mind.ts, bot-evidence.ts). */

/** Evidence keeps this share of its weight for each day since. */
export const DECAY = 0.6;

const DECAYS = Array.from({ length: 64 }, (_, days) => DECAY ** days);
/** `DECAY ** days`, from a table: the bots' hottest arithmetic. */
export const decay = (days: number): number => DECAYS[days] ?? DECAY ** days;

/** Weights of the evidence, in suspicion points. */
export const W = {
  /** The spread of first impressions, times the bot's noise. */
  gut: 0.35,
  /** How much a town ballot is stirred, times (0.3 + noise). */
  voteNoise: 0.25,
  /** The table's shared impression of a seat (`TableRecord.impression`), at its strongest. */
  impression: 0.2,
  /** How far a prime suspect must stand out, for a middling bot, to be nominated. */
  nerve: 0.3,
  /** Our own certainty: a checked or revealed card, a teammate. */
  known: 6,
  /** A ballot against a known good player. */
  againstGood: 0.6,
  /** A ballot against a known bad player (clears the voter). */
  againstBad: 0.8,
  /** A known good player's ballot, per unit of how sure we are he is good. */
  goodOpinion: 0.45,
  /** A known bad player's ballot (clears its target). */
  badOpinion: 0.9,
  /** Voting for the same target as a known bad player. */
  withBad: 0.6,
  /** A nomination weighs this much of a ballot. */
  nomination: 0.8,
  /** A night victim's opinion counts this many times more: he was killed for it. */
  victim: 2.2,
  /** Today's nominees: someone thought them worth a vote. */
  nominee: 0.25,
  /** A suspicion said aloud weighs this much of a ballot. */
  statement: 0.3,
  /** A past day a living player said nothing in his speech: a quiet player hides something. */
  silence: 0.5,
  /** How sure a table is of a lone checker's claim (times the bot's 0.7 + 0.3 × sway). */
  claimTrust: 0.8,
  /** Two who claim one card: at least one lies. How bad each looks until it is settled. */
  counterClaim: 0.35,
};
