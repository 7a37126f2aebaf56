/**
 * The timing of the TV's staged moments, in one place: the dawn's beat of
 * suspense before the victim's card turns over, the count's flying marks,
 * the coin. CSS animations carry them (so reduced motion and the screenshot
 * tests see the final state at once); these numbers keep the screens in step.
 */

/** Dawn: the shot rings out, a beat of suspense, then the card turns over. */
export const DAWN = { beatMs: 2200, flipMs: 1100 };

/** The count: every voter's mark takes off at once, then the tallies pop up. */
export const FLIGHT = { delayMs: 500, flyMs: 1100 };

/** The coin spins this long before it lands on the chosen side. */
export const LOT_SPIN_MS = 3200;
