// npm run bench, the narrator's share: how far the voice falls behind the
// game (target <= 1 s). A practice game in Russian until day 2,
// recorded utterance by utterance (tests/speech/narration-run.ts), once with
// the machine's real voices when it has them (speech-dispatcher + eSpeak NG,
// as .ci/run installs) and once with the built-in voice (no speechSynthesis).
//
//   narratorWorstLagMs    the longest a line was still heard after its phase had ended
//   narratorWorstStartMs  the longest from a step reaching the TV to its first line being heard
//   narratorPauseMs       from Pause until the voice stopped
//   narratorProblems      how many of the speech tests' rules the game broke
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium';
import { analyse, playRecordedGame } from '../tests/speech/narration-run';
import { startRealVoices } from '../tests/speech/voices-env';

type Figures = Record<string, number | string | null>;

async function measure(origin: string, label: string, launch: { env?: NodeJS.ProcessEnv; flags: string[] }, noSpeechApi: boolean): Promise<Figures> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs, ...launch.flags], env: launch.env });
  try {
    const game = await playRecordedGame(browser, origin, { lang: 'ru', noSpeechApi, voice: noSpeechApi ? 'builtin' : 'browser', untilDay: 2, pauseCheck: true, timeoutMs: 240_000 });
    const result = analyse(game.recording, 'ru', { paced: true });
    return {
      [`narrator${label}WorstLagMs`]: result.worstLagMs,
      [`narrator${label}WorstStartMs`]: result.worstStartMs,
      [`narrator${label}PauseMs`]: result.pauseSilenceMs[0] ?? null,
      [`narrator${label}Utterances`]: result.spoken.length,
      [`narrator${label}Problems`]: result.problems.length,
      // Which rules, so a problem seen once in a bench can be read, not guessed at.
      ...(result.problems.length ? { [`narrator${label}ProblemList`]: result.problems.slice(0, 3).join(' | ') } : {}),
    };
  } finally {
    await browser.close();
  }
}

export async function benchNarrator(origin: string, log: (message: string) => void): Promise<Figures> {
  const figures: Figures = {};
  const voices = await startRealVoices();
  if (voices.ok) {
    try {
      log('narrator lag, real voices');
      Object.assign(figures, await measure(origin, 'RealVoice', { env: voices.env, flags: ['--enable-speech-dispatcher'] }, false));
    } finally {
      await voices.stop();
    }
  } else {
    log(`narrator lag, real voices: skipped (${voices.reason})`);
    figures.narratorRealVoiceWorstLagMs = null;
  }
  log('narrator lag, built-in voice');
  Object.assign(figures, await measure(origin, 'Builtin', { flags: [] }, true));
  return figures;
}
