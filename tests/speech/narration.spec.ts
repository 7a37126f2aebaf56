// The narrator heard for real: a practice game with bots, Russian
// then English, through Chromium's real speech voices (speech-dispatcher and
// eSpeak NG on a PulseAudio null sink), every utterance recorded against the
// game's phases; then the same game on a TV with no speechSynthesis at all,
// which must speak through the built-in voice and tell the host.
//
// The games use short timers for the game's own clocks (shortTimers, timer
// scale 0.5); the speech is real and the engine waits for it. The Russian
// game is played until the first speech of day 2 (night 1, a whole day with
// a pause mid-announcement and its vote, night 2 with the Doctor and the
// Commissar, the second morning), or game over if that comes first. The
// English game and the built-in voice's prove their voice and its pacing
// over night 1 and the first morning, until day 1's first speech: the rules
// the recording is checked against do not depend on the language or voice.
import { writeFileSync } from 'node:fs';
import { chromium, expect, test, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { analyse, playRecordedGame } from './narration-run';
import { realVoicesMissing, startRealVoices, type RealVoices } from './voices-env';

/** The Russian game's length; the others stop at day 1's first speech. */
const UNTIL_DAY = 2;
/**
 * The Russian game's seed (the deal, the wording, the bots: `__csGameSeed`):
 * with it, day 1's vote sends a civilian away, whose last word names a mafia.
 * If the bots or the deal change and this game has no last guess any more,
 * the test says so: find another seed by playing the same setup through
 * HostSession with `gameRandom` over a fake clock, a line taking 2.5 s (each
 * step's lines, at least one, held by the narrator that long). Seeds 3 and 41
 * do, and reach day 2 the soonest of those that do: 95 s there, since the
 * count's beat waits for «Голосование окончено» (92.5 s before).
 */
const LAST_GUESS_SEED = 41;
const GAME_TIMEOUT_MS = 150_000;

const missing = realVoicesMissing();
// Without the voices, one skipped line that says why (npm test must pass on any machine);
// CI installs them (.ci/run), so there a missing voice fails instead.
if (missing !== null && process.env.CI) throw new Error(`CI: real voices are needed and ${missing}`);
if (missing !== null) test.skip(`the narrator with real voices: skipped, ${missing}`, () => undefined);

if (missing === null) test.describe('the narrator with real voices', () => {
  test.describe.configure({ timeout: 200_000 });

  let voices: RealVoices | null = null;
  let browser: Browser | null = null;
  test.beforeAll(async () => {
    voices = await startRealVoices();
    if (!voices.ok) return;
    browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs, '--enable-speech-dispatcher'], env: voices.env });
  });
  test.afterAll(async () => {
    await browser?.close();
    if (voices?.ok) await voices.stop();
  });

  for (const lang of ['ru', 'en'] as const) {
    test(`a practice game in ${lang === 'ru' ? 'Russian' : 'English'}: every line in its own phase, never late, never overlapping, and the clocks wait for it`, async ({ baseURL }) => {
      expect(voices?.ok, voices && !voices.ok ? voices.reason : '').toBe(true);
      const whole = lang === 'ru';
      const untilDay = whole ? UNTIL_DAY : 1;
      const game = await playRecordedGame(browser!, baseURL!, { lang, voice: 'browser', untilDay, pauseCheck: whole, timeoutMs: GAME_TIMEOUT_MS, ...(whole ? { gameSeed: LAST_GUESS_SEED } : {}) });
      writeFileSync(test.info().outputPath('recording.json'), JSON.stringify(game.recording, null, 1));
      const result = analyse(game.recording, lang, { paced: true });
      console.log(summary(lang, result));
      expect(result.problems, result.problems.join('\n')).toEqual([]);
      expect(game.reachedDay >= untilDay || game.over).toBe(true);
      expect(result.spoken.length).toBeGreaterThan(whole ? 15 : 6);
      expect(result.spoken.filter((u) => u.voice !== 'browser').map((u) => u.text)).toEqual([]);
      expect(result.langs).toEqual([lang]);
      expect(result.pauseSilenceMs.length).toBe(whole ? 1 : 0);
      // A last guess is said whole before the next phase's lines (each one heard is checked above).
      if (whole) expect(result.lastGuesses, `seed ${LAST_GUESS_SEED} no longer leads to a last guess: choose another`).toBeGreaterThan(0);
      // A local voice speaks: the host is told nothing.
      expect(game.notices.home).toBe('');
    });
  }
});

/** One line for the log: what was said, how late, and how a pause silenced it (when the run paused). */
function summary(label: string, result: ReturnType<typeof analyse>): string {
  const pause = result.pauseSilenceMs.length ? `pause silenced in ${result.pauseSilenceMs.join(', ')} ms (cancelled after ${result.pauseCancelMs.join(', ')} ms)` : 'no pause in this run';
  return `  ${label}: ${result.spoken.length} utterances, worst lag ${result.worstLagMs} ms, worst start ${result.worstStartMs} ms, ${pause}, ${result.recordsHeard} last guesses or checks heard whole`;
}

test('with no speechSynthesis at all the TV speaks through the built-in voice and tells the host', async ({ browser, baseURL }) => {
  test.setTimeout(200_000);
  const game = await playRecordedGame(browser, baseURL!, { lang: 'ru', noSpeechApi: true, voice: 'builtin', untilDay: 1, timeoutMs: GAME_TIMEOUT_MS });
  writeFileSync(test.info().outputPath('recording.json'), JSON.stringify(game.recording, null, 1));
  const result = analyse(game.recording, 'ru', { paced: true });
  console.log(summary('built-in', result));
  expect(game.notices.home).toContain('встроенным голосом');
  expect(game.notices.lobby).toContain('встроенным голосом');
  expect(result.spoken.length).toBeGreaterThan(6);
  expect(result.spoken.every((u) => u.voice === 'builtin')).toBe(true);
  expect(result.problems, result.problems.join('\n')).toEqual([]);
});
