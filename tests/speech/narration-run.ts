// A practice game on a TV page with every utterance recorded against the
// game's phases, and the narrator's checks (H4). Shared by the speech
// tests (tests/speech/*.spec.ts) and `npm run bench` (bench/bench-narrator.ts).
//
// What is recorded, in the TV page's own clock (performance.now()):
//   utterances  the browser voice's own start/end/error events (speechSynthesis.speak is wrapped
//               to listen), or the built-in voice's `citysleeps-speech` events
//   batches     every engine step the TV's stage ran (its `citysleeps-stage` events), with its seq and lines
//   phases      the TV's public phase: seq, paused, narrating, whether its clock runs (polled every 20 ms)
//   narrated    every step's "said" the stage handed the host session (`citysleeps-stage` events)
//   captions    the TV's caption, each time it changed (polled every 20 ms)
import type { Browser, Page } from '@playwright/test';
import type { NarrationKey, Preset } from '../../src/engine/types';
import type { HostSnapshot } from '../../src/host/snapshot';
import type { Lang } from '../../src/base/lang';
import { narrationText } from '../../src/narrator/lines';
import { RECORD_LINES } from '../../src/narrator/narrator';
import { splitUtterances } from '../../src/narrator/utterances';
import { configure, fillWithBots, lobbyRoom, shortTimers, startGame, TV_VIEWPORT } from '../support/party';

export interface Utterance { text: string; lang: string; voice: 'browser' | 'builtin'; queued: number; start: number | null; end: number | null; error?: string }
export interface Batch { t: number; seq: number; name: string; paused: boolean; preset: Preset; lines: { key: NarrationKey; params: Record<string, string | number> }[]; names: Record<number, string> }
export interface PhaseMark { t: number; seq: number; name: string; day: number; paused: boolean; narrating: boolean | null; running: boolean }
export interface Recording { utterances: Utterance[]; batches: Batch[]; phases: PhaseMark[]; narrated: { t: number; seq: number }[]; pauses: { t: number; text: string | null }[]; cancels: number[]; captions: { t: number; text: string }[] }

/** Runs in the TV page before the app: the recorder. */
function recorder(): void {
  const rec: Recording = { utterances: [], batches: [], phases: [], narrated: [], pauses: [], cancels: [], captions: [] };
  (window as unknown as { __narration: Recording }).__narration = rec;
  const now = () => performance.now();
  const synth = window.speechSynthesis;
  if (synth) {
    const speak = synth.speak.bind(synth);
    const cancel = synth.cancel.bind(synth);
    synth.cancel = () => {
      rec.cancels.push(now());
      cancel();
    };
    synth.speak = (utterance: SpeechSynthesisUtterance) => {
      if (utterance.text.trim()) {
        const entry: Utterance = { text: utterance.text, lang: utterance.lang, voice: 'browser', queued: now(), start: null, end: null };
        rec.utterances.push(entry);
        utterance.addEventListener('start', () => (entry.start = now()));
        utterance.addEventListener('end', () => (entry.end ??= now()));
        utterance.addEventListener('error', (event) => {
          entry.end ??= now();
          entry.error = event.error;
        });
      }
      speak(utterance);
    };
  }
  addEventListener('citysleeps-speech', (event) => {
    const detail = (event as CustomEvent<{ text: string; lang: string; state: 'start' | 'end' }>).detail;
    if (detail.state === 'start') rec.utterances.push({ text: detail.text, lang: detail.lang, voice: 'builtin', queued: now(), start: now(), end: null });
    else {
      const open = [...rec.utterances].reverse().find((u) => u.text === detail.text && u.end === null);
      if (open) open.end = now();
    }
  });
  // The stage (src/host/stage.ts) reports each step it runs and each "said" it hands the session.
  type Narrate = { type: string; line?: string; params?: Record<string, string | number> };
  type StageView = { phase: { seq: number; name: string; paused: boolean }; preset: Preset; seats: { seat: number; name: string }[] };
  addEventListener('citysleeps-stage', (event) => {
    const detail = (event as CustomEvent<{ kind: 'effects'; effects: Narrate[]; view: StageView } | { kind: 'narrated'; seq: number }>).detail;
    if (detail.kind === 'narrated') {
      rec.narrated.push({ t: now(), seq: detail.seq });
      return;
    }
    const { effects, view } = detail;
    rec.batches.push({
      t: now(), seq: view.phase.seq, name: view.phase.name, paused: view.phase.paused, preset: view.preset,
      lines: effects.filter((e) => e.type === 'narrate').map((e) => ({ key: e.line as NarrationKey, params: e.params ?? {} })),
      names: Object.fromEntries(view.seats.map((s) => [s.seat, s.name])),
    });
  });
  let last = '';
  let lastCaption = '';
  setInterval(() => {
    const app = document.querySelector('tv-app') as unknown as { snapshot?: HostSnapshot; caption?: string } | null;
    const caption = app?.caption ?? '';
    if (caption !== lastCaption) {
      lastCaption = caption;
      rec.captions.push({ t: now(), text: caption });
    }
    const phase = app?.snapshot?.game?.phase as (HostSnapshot['game'] & object)['phase'] & { narrating?: boolean } | undefined;
    if (!phase) return;
    const running = phase.deadline !== null;
    const key = `${phase.seq}|${phase.paused}|${phase.narrating}|${running}`;
    if (key === last) return;
    last = key;
    rec.phases.push({ t: now(), seq: phase.seq, name: phase.name, day: phase.day, paused: phase.paused, narrating: phase.narrating ?? null, running });
  }, 20);
}

export interface GameOptions {
  lang: Lang;
  /** Removes speechSynthesis from the page, as Android TV's WebView has none. */
  noSpeechApi?: boolean;
  /** The voice the narrator must have chosen before the game starts. */
  voice: 'browser' | 'builtin';
  /** Play until this day's first speech (or game over). */
  untilDay: number;
  /** Pause during the first speech's line and resume, measuring the silence. */
  pauseCheck?: boolean;
  /**
   * The seed of the TV's game randomness (src/host/index.ts, `__csGameSeed`):
   * the deal, the wording and the practice bots, so the game is the same every run.
   */
  gameSeed?: number;
  timeoutMs: number;
}

export interface GameResult {
  recording: Recording;
  /** The notice the host saw on home and lobby (empty when none). */
  notices: { home: string; lobby: string };
  reachedDay: number;
  over: boolean;
}

/** A practice game with bots on a TV page of `browser`, recorded. */
export async function playRecordedGame(browser: Browser, baseUrl: string, options: GameOptions): Promise<GameResult> {
  const context = await browser.newContext({ viewport: TV_VIEWPORT, locale: options.lang === 'ru' ? 'ru-RU' : 'en-US' });
  try {
    const page = await context.newPage();
    if (options.noSpeechApi) {
      await page.addInitScript(() => {
        delete (window as { speechSynthesis?: unknown }).speechSynthesis;
        Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
      });
    }
    // Run under tsx (npm run bench), esbuild keeps function names by wrapping them in __name(),
    // a helper the page does not have; Playwright's own runner does not. Give the page a no-op one.
    await page.addInitScript('globalThis.__name ??= (target) => target;');
    await page.addInitScript(recorder);
    if (options.gameSeed !== undefined) {
      await page.addInitScript((seed) => {
        (globalThis as { __csGameSeed?: number }).__csGameSeed = seed;
      }, options.gameSeed);
    }
    await page.goto(new URL('/', baseUrl).href);
    // The host's first key on the remote starts the sound; the voice's line takes the gate's place in the header.
    const gate = page.getByRole('button', { name: /Звук выключен|Sound is off/ });
    await gate.waitFor();
    await page.keyboard.press('ArrowDown');
    await gate.waitFor({ state: 'detached' });
    const notices = { home: await noticeText(page, options.voice), lobby: '' };
    await page.getByTestId('new-game').click();
    await lobbyRoom(page);
    notices.lobby = await noticeText(page, options.voice);
    const tv = { page };
    // Short timers for the game's own clocks; the speech is real and the engine waits for it.
    await configure(tv, { preset: 'classic', players: 7, mafia: 2, optionalRoles: ['doctor', 'commissar'], timers: shortTimers({ speech: 3, vote: 4 }), timerScale: 0.5 });
    await fillWithBots(tv);
    await startGame(tv);
    const end = Date.now() + options.timeoutMs;
    let paused = !options.pauseCheck;
    for (;;) {
      const phase = await page.evaluate(() => (document.querySelector('tv-app') as unknown as { snapshot: HostSnapshot }).snapshot.game?.phase ?? null);
      if (!phase || phase.name === 'gameOver') break;
      if (phase.day >= options.untilDay && phase.name === 'speech') break;
      if (Date.now() > end) throw new Error(`the game did not reach day ${options.untilDay} in ${options.timeoutMs} ms (at ${phase.name}, day ${phase.day})`);
      if (!paused && phase.name === 'speech') {
        paused = await pauseDuringSpeech(page);
      }
      await page.waitForTimeout(200);
    }
    // Let the last step's lines finish (its clock starts once they are said), then take the record.
    await page.waitForFunction(() => {
      const phase = (document.querySelector('tv-app') as unknown as { snapshot: HostSnapshot }).snapshot.game?.phase as { name: string; narrating?: boolean } | undefined;
      return !phase || phase.name === 'gameOver' || phase.narrating === false;
    }, null, { timeout: 20_000 });
    await page.waitForTimeout(300);
    const recording = await page.evaluate(() => (window as unknown as { __narration: Recording }).__narration);
    const last = recording.phases.at(-1);
    return { recording, notices, reachedDay: last?.day ?? 0, over: last?.name === 'gameOver' };
  } finally {
    await context.close();
  }
}

async function noticeText(page: Page, voice: 'browser' | 'builtin'): Promise<string> {
  // The notice follows the voice choice. Chrome loads its voice list asynchronously — with
  // speech-dispatcher's 13,000 voices on a busy machine that can take many seconds (meanwhile the
  // built-in voice speaks) — and the built-in voice takes a moment to load.
  await page.waitForFunction(
    (kind) => (document.querySelector('tv-app') as unknown as { narrator?: { status: { kind: string } } } | null)?.narrator?.status.kind === kind,
    voice,
    { timeout: 45_000 },
  );
  await page.evaluate(async () => {
    const app = document.querySelector('tv-app') as unknown as { updateComplete: Promise<unknown>; shadowRoot: ShadowRoot };
    await app.updateComplete;
    await (app.shadowRoot.querySelector('tv-voice-notice') as unknown as { updateComplete?: Promise<unknown> } | null)?.updateComplete;
  });
  const notice = page.getByTestId('voice-notice');
  return (await notice.count()) ? ((await notice.textContent()) ?? '').replace(/\s+/g, ' ').trim() : '';
}

/** Pauses while a line is being said, waits, resumes. True once done. */
async function pauseDuringSpeech(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const rec = (window as unknown as { __narration: Recording }).__narration;
    const app = document.querySelector('tv-app') as unknown as { controls: { host(action: { type: string }): void } };
    for (let i = 0; i < 200; i++) {
      const u = rec.utterances.at(-1);
      if (u && u.start !== null && u.end === null) {
        rec.pauses.push({ t: performance.now(), text: u.text });
        app.controls.host({ type: 'pause' });
        await new Promise((resolve) => setTimeout(resolve, 1500));
        app.controls.host({ type: 'resume' });
        return true;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  });
}

/**
 * A pause in the middle of a step's lines («Слово получает номер 3…») loses none of
 * them. Resume says them again after «Продолжаем.», each heard whole; the clock starts only after
 * they end; and the caption then names whose turn it is, not «Продолжаем.».
 */
function resumeProblems(recording: Recording, lang: Lang, spoken: Utterance[]): string[] {
  const { batches, phases, pauses, captions } = recording;
  const problems: string[] = [];
  for (const pause of pauses) {
    const then = [...phases].reverse().find((p) => p.t <= pause.t);
    if (!then?.narrating) continue; // its lines had been said: only «Продолжаем.» follows
    const resume = batches.find((b) => b.t > pause.t && !b.paused && b.lines[0]?.key === 'resumed');
    if (!resume) {
      problems.push('Resume after a pause mid-announcement never reached the stage');
      continue;
    }
    const again = resume.lines.slice(1);
    if (again.length === 0) {
      problems.push(`seq ${resume.seq}: Resume did not say again the lines the pause cut`);
      continue;
    }
    const textOf = (line: Batch['lines'][number], mode: 'speech' | 'caption') =>
      narrationText(line.key, line.params, { lang, preset: resume.preset, mode, nameOf: (seat) => resume.names[seat] });
    let from = resume.t;
    let end = 0;
    for (const part of again.flatMap((line) => splitUtterances(textOf(line, 'speech')))) {
      const heard = spoken.find((u) => u.text === part && u.start! >= from && !u.error);
      if (!heard) {
        problems.push(`after Resume, "${part}" was not heard whole`);
        break;
      }
      from = heard.start!;
      end = heard.end!;
    }
    const clock = phases.find((p) => p.t > resume.t && p.seq === resume.seq && p.running && !p.paused && p.narrating === false);
    if (!clock) problems.push(`seq ${resume.seq}: the clock never started after Resume`);
    else if (end && clock.t < end - 60) problems.push(`after Resume the clock started ${Math.round(end - clock.t)} ms before the step's lines ended`);
    const shown = [...captions].reverse().find((c) => c.t <= (clock?.t ?? Infinity))?.text;
    const turn = textOf(again.at(-1)!, 'caption');
    if (shown !== turn) problems.push(`after Resume the caption read "${shown}", not "${turn}"`);
  }
  return problems;
}

export interface Analysis {
  spoken: Utterance[];
  /** Each broken rule, in words. */
  problems: string[];
  /** The worst time a line was still heard after its phase had ended (ms; 0 when none). */
  worstLagMs: number;
  /** The longest a batch waited from arriving to its first line being heard (ms). */
  worstStartMs: number;
  /** From Pause until the line in progress stopped (ms), per pause. */
  pauseSilenceMs: number[];
  /** From Pause until the TV called speechSynthesis.cancel() (ms), per pause. */
  pauseCancelMs: number[];
  langs: string[];
  /** Last guesses and revealed checks heard whole (each one is checked; how many come depends on the game's seed). */
  recordsHeard: number;
  /** Last guesses said in the game (each must be heard whole: a problem otherwise). */
  lastGuesses: number;
}

/** Checks a recording against the narrator's rules (H4). */
export function analyse(recording: Recording, lang: Lang, options: { paced: boolean }): Analysis {
  const { batches, phases, narrated, pauses } = recording;
  const spoken = recording.utterances.filter((u) => u.start !== null && u.end !== null);
  const problems: string[] = [];
  // When each seq began and ended, from the steps the TV was handed (the exact moments of phase changes).
  const seqStart = new Map<number, number>();
  const seqEnd = new Map<number, number>();
  let previous: number | null = null;
  for (const batch of batches) {
    if (!seqStart.has(batch.seq)) seqStart.set(batch.seq, batch.t);
    if (previous !== null && previous !== batch.seq && !seqEnd.has(previous)) seqEnd.set(previous, batch.t);
    previous = batch.seq;
  }
  const parts = new Map<number, Set<string>>();
  // The table's record (a last guess, a revealed check): said whole even when its phase ends first.
  const recordParts = new Set<string>();
  for (const batch of batches) {
    const set = parts.get(batch.seq) ?? new Set<string>();
    parts.set(batch.seq, set);
    for (const line of batch.lines) {
      const text = narrationText(line.key, line.params, { lang, preset: batch.preset, mode: 'speech', nameOf: (seat) => batch.names[seat] });
      for (const part of splitUtterances(text)) {
        set.add(part);
        if (RECORD_LINES.has(line.key)) recordParts.add(part);
      }
    }
  }
  const seqAt = (t: number): number | null => [...batches].reverse().find((b) => b.t <= t)?.seq ?? null;
  let worstLagMs = 0;
  const lastEnd = new Map<number, number>();
  // speech-dispatcher on a busy machine can report the start of an utterance after the TV had
  // already cancelled it (then its end at once): such a line belongs to the phase it was asked in.
  const cutBeforeStart = (u: Utterance): boolean => recording.cancels.some((t) => t > u.queued && t < u.start!);
  for (const u of spoken) {
    if (recordParts.has(u.text)) {
      // Said whole, though the next step may have begun: the next step's lines wait behind it.
      if (u.error) problems.push(`"${u.text}" (the table's record) was cut: ${u.error}`);
      continue;
    }
    const seq = seqAt(cutBeforeStart(u) ? u.queued : u.start!);
    if (seq === null || !parts.get(seq)?.has(u.text)) {
      problems.push(`"${u.text}" started outside its own phase (seq ${seq})`);
      continue;
    }
    lastEnd.set(seq, Math.max(lastEnd.get(seq) ?? 0, u.end!));
    const ended = seqEnd.get(seq);
    if (ended !== undefined && u.end! > ended) worstLagMs = Math.max(worstLagMs, u.end! - ended);
    if (ended !== undefined && u.end! > ended + 1000) problems.push(`"${u.text}" ended ${Math.round(u.end! - ended)} ms after its phase (seq ${seq})`);
  }
  const ordered = [...spoken].sort((a, b) => a.start! - b.start!);
  for (let i = 1; i < ordered.length; i++) {
    if (ordered[i]!.start! < ordered[i - 1]!.end! - 20) problems.push(`"${ordered[i]!.text}" overlaps "${ordered[i - 1]!.text}"`);
  }
  let worstStartMs = 0;
  for (const [seq, start] of seqStart) {
    const first = ordered.find((u) => seqAt(u.start!) === seq);
    if (first) worstStartMs = Math.max(worstStartMs, first.start! - start);
  }
  if (options.paced) {
    // The lines that opened each phase (its first batch) hold its clock; a later batch of the
    // same phase (a warning, "+30 s", the resume after a pause) is said while the clock runs.
    const opening = new Map<number, number>();
    for (const u of spoken) {
      const seq = seqAt(u.start!);
      const first = batches.find((b) => b.seq === seq);
      const second = batches.find((b) => b.seq === seq && b !== first);
      if (seq === null || !first || (second && u.start! >= second.t)) continue;
      if (first.lines.some((line) => splitUtterances(narrationText(line.key, line.params, { lang, preset: first.preset, mode: 'speech', nameOf: (seat) => first.names[seat] })).includes(u.text))) {
        opening.set(seq, Math.max(opening.get(seq) ?? 0, u.end!));
      }
    }
    for (const [seq, end] of opening) {
      const paused = phases.find((p) => p.seq === seq && p.paused);
      if (paused && paused.t < end) continue; // Pause cut the lines; the clock resumes with the host.
      const tick = phases.find((p) => p.seq === seq && p.running && !p.paused && p.narrating === false);
      // The poll runs every 20 ms: a clock seen running 60 ms before the voice ended started before it did.
      if (tick && tick.t < end - 60) problems.push(`seq ${seq}: the clock started ${Math.round(end - tick.t)} ms before its lines ended`);
      const told = narrated.find((n) => n.seq === seq && n.t >= (seqStart.get(seq) ?? 0));
      if (!told) problems.push(`seq ${seq}: never reported narrated`);
    }
    if (!phases.some((p) => p.narrating === true)) problems.push('the engine never held a clock for the narrator (PhaseView.narrating)');
  }
  const pauseSilenceMs = pauses.map((pause) => {
    const cut = recording.utterances.find((u) => u.text === pause.text && u.start !== null && u.start <= pause.t && (u.end ?? Infinity) >= pause.t);
    return cut?.end != null ? Math.round(cut.end - pause.t) : Infinity;
  });
  // The split: how long the TV took to cancel the line, then how long the speech engine took to stop it.
  const pauseCancelMs = pauses.map((pause) => {
    const cancel = recording.cancels.find((t) => t >= pause.t);
    return cancel === undefined ? Infinity : Math.round(cancel - pause.t);
  });
  pauseSilenceMs.forEach((ms, i) => {
    if (ms > 200) problems.push(`Pause took ${ms} ms to silence the voice (the TV cancelled it after ${pauseCancelMs[i]} ms)`);
  });
  problems.push(...resumeProblems(recording, lang, spoken));
  // A last guess (or a revealed check) is heard whole, each part in order, none cut.
  let recordsHeard = 0;
  const lastGuesses = batches.flatMap((batch) => batch.lines).filter((line) => line.key === 'lastGuess').length;
  for (const batch of batches) {
    for (const line of batch.lines.filter((l) => RECORD_LINES.has(l.key))) {
      let from = batch.t;
      const text = narrationText(line.key, line.params, { lang, preset: batch.preset, mode: 'speech', nameOf: (seat) => batch.names[seat] });
      const whole = splitUtterances(text).every((part) => {
        const heard = spoken.find((u) => u.text === part && u.start! >= from && !u.error);
        if (heard) from = heard.start!;
        return heard !== undefined;
      });
      if (whole) recordsHeard++;
      else problems.push(`${line.key} "${text}" was not heard whole`);
    }
  }
  const langs = [...new Set(spoken.map((u) => u.lang.slice(0, 2).toLowerCase()))];
  return { spoken, problems, worstLagMs: Math.round(worstLagMs), worstStartMs: Math.round(worstStartMs), pauseSilenceMs, pauseCancelMs, langs, recordsHeard, lastGuesses };
}
