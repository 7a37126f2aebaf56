/**
 * The timing of the TV's staged moments, in one place: the dawn's beat of
 * suspense before the victim's card turns over, the count's flying marks,
 * the coin. CSS animations carry them (so reduced motion and the screenshot
 * tests see the final state at once); these numbers keep the screens in step.
 */

/**
 * Dawn: the beat of suspense is the engine's own step (`DAWN_BEAT_MS` in
 * engine/dawn.ts: nothing of the night is in any view yet); at the news the
 * shot rings out and the card turns over in this long.
 */
export const DAWN = { flipMs: 1100 };

/** The count: every voter's mark takes off at once, then the tallies pop up. */
export const FLIGHT = { delayMs: 500, flyMs: 1100 };

/** The coin spins this long before it lands on the chosen side. */
export const LOT_SPIN_MS = 3200;
