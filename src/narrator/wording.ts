/**
 * Which wording a line takes (issue 28, "Lines vary as a host's do").
 *
 * The moments that come back all game — nightfall, a role's wake, dawn, a
 * vote's result, a speech turn — have two to four wordings in each language
 * (lines.ts), as a host does not say the same sentence every night. Which
 * one is said is chosen from public things only, so it tells nobody anything:
 *
 *   - the game's wording seed: random bytes the host draws at each deal,
 *     apart from the cards' seed (host/game-runner.ts). Never the cards' seed
 *     or anything made from it: that seed is 32 bits, so a few bits of wording
 *     per moment would let anyone with the code try every seed and find the deal;
 *   - the phase's `seq`, which every view shows;
 *   - the line's key.
 *
 * The host stamps each step's narrate effects with `wording` (`withWording`)
 * before the stage runs them; `wordingIndex` turns that and the key into the
 * wording. The line's other parameters (who died, who speaks) never enter.
 * So captions and speech, built from the same parameters, agree; lines said
 * again on Resume keep their seq and their words; and anyone who renders the
 * stage's trace again (the speech tests) gets what was said. A line without
 * `wording` (an engine test, a preview) takes its first wording.
 */
import type { Effect, NarrationKey } from '../engine/types';

/** The parameter that carries a step's public wording seed. */
export const WORDING = 'wording';

/** murmur3's finalizer over two 32-bit numbers: nearby inputs land far apart. */
function mix(a: number, b: number): number {
  let h = Math.imul((a ^ Math.imul(b, 0x9e3779b1)) | 0, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** FNV-1a of a key, so two lines of one step choose apart. */
function keyHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The seed of one moment: the game's public wording seed and the phase's seq. */
export function wordingSeed(gameWording: number, seq: number): number {
  return mix(gameWording, seq);
}

/**
 * The step's effects with every line stamped with the moment's seed. A line
 * that already has one keeps it (nothing the engine sends has one today).
 */
export function withWording(effects: readonly Effect[], seed: number): Effect[] {
  return effects.map((effect) =>
    effect.type === 'narrate' && effect.params?.[WORDING] === undefined ? { ...effect, params: { ...effect.params, [WORDING]: seed } } : effect,
  );
}

/** Which of `count` wordings the line takes: from its key and its `wording` alone; the first without one. */
export function wordingIndex(key: NarrationKey, params: Record<string, string | number>, count: number): number {
  const seed = Number(params[WORDING]);
  if (count <= 1 || params[WORDING] === undefined || params[WORDING] === '' || !Number.isFinite(seed)) return 0;
  return mix(seed >>> 0, keyHash(key)) % count;
}
