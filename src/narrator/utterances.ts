/**
 * How a line becomes utterances, and how long it takes to say.
 *
 * Chrome stops an utterance after about 14–15 s (network voices, and some
 * local ones), so a line is said sentence by sentence, and a sentence that is
 * still long is cut at a comma or colon. The estimate is what paces the game
 * where nothing is heard (no voice, or muted): it must be close to what a
 * voice takes, so a TV without a voice runs the same clock as one with.
 */

/** No utterance is longer than this many characters (about 8 s at the default rate). */
export const MAX_CHARS = 110;

/** Characters a voice says per second at rate 1 (espeak-ng and Google voices both land near 13–15). */
const CHARS_PER_SECOND = 14;
/** Every utterance has a start-up and a closing silence of its own. */
const UTTERANCE_OVERHEAD_MS = 250;

/** The sentences of a line, each at most `max` characters where a comma, colon or dash allows. */
export function splitUtterances(text: string, max = MAX_CHARS): string[] {
  const sentences = text
    .split(/(?<=[.!?…])\s+/u)
    .map((s) => s.trim())
    .filter(Boolean);
  return sentences.flatMap((sentence) => cut(sentence, max));
}

function cut(sentence: string, max: number): string[] {
  if (sentence.length <= max) return [sentence];
  // The last comfortable break before the limit: a comma or colon, else a dash, else a space.
  for (const mark of [/[,;:](?=\s)/gu, /\s[—–-](?=\s)/gu, /\s/gu]) {
    let at = -1;
    for (const match of sentence.matchAll(mark)) {
      const end = match.index + (match[0].trim() ? match[0].length : 0);
      if (end > 0 && end <= max) at = end;
    }
    if (at > max / 3) return [sentence.slice(0, at).trim(), ...cut(sentence.slice(at).trim(), max)];
  }
  return [sentence];
}

/** How long a voice takes to say `text` at `rate` (1 = normal). */
export function estimateMs(text: string, rate = 1): number {
  const chars = text.replace(/\s+/gu, ' ').trim().length;
  if (chars === 0) return 0;
  return Math.round(UTTERANCE_OVERHEAD_MS + (chars * 1000) / (CHARS_PER_SECOND * Math.max(0.3, rate)));
}

/** The estimate of a whole line as it will be said, utterance by utterance. */
export function estimateLineMs(text: string, rate = 1): number {
  return splitUtterances(text).reduce((sum, part) => sum + estimateMs(part, rate), 0);
}
