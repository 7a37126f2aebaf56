/**
 * The narrator paces the game (H4). A phase that opens with lines to say
 * holds its clock until the TV has said them (`narrated`), so no line eats a
 * player's time; the engine stays pure and learns it by an action.
 */
import { speakerOf } from './state';
import { describe, expect, it } from 'vitest';
import { CITY_11, playNight, refusal, start, until } from './testkit';
import { step } from './step';
import { publicView } from './views';
import { NARRATION_LIMIT_MS } from './host';
import { newGame } from './game';
import { defaultSetup } from './setup';
import type { GameState } from './state';
import type { Action } from './types';

/** One action, with no instant narrator behind it (testkit's `act` says every line at once). */
function raw(s: GameState, action: Action, now: number): GameState {
  const r = step(s, action, now);
  if (!r.ok) throw new Error(`${action.type} refused: ${r.rejection.code}`);
  return r.state;
}

/** A speech whose clock waits for "the floor goes to…": the step that opened it, unsaid. */
function openingSpeech(): { s: GameState; at: number } {
  const day = until(playNight(start('city', CITY_11)), (x) => x.phase === 'speech');
  const at = day.deadline! - 1;
  const r = step(day, { type: 'thankYou', seat: speakerOf(day) }, at);
  if (!r.ok) throw new Error('refused');
  return { s: r.state, at };
}

describe('Narration paces the game (H4)', () => {
  it('a phase opened with lines waits for them: no deadline, the whole time frozen', () => {
    const { s, at } = openingSpeech();
    const phase = publicView(s, at + 5_000).phase;
    expect(phase).toMatchObject({ name: 'speech', narrating: true, deadline: null, remainingMs: 60_000 });
    expect(s.deadline).toBe(at + NARRATION_LIMIT_MS);
  });

  it('the clock starts when the TV has said the lines', () => {
    const { s, at } = openingSpeech();
    const said = raw(s, { type: 'narrated', seq: s.seq }, at + 4_200);
    expect(said.narrating).toBe(false);
    expect(said.deadline).toBe(at + 4_200 + 60_000);
    expect(publicView(said, at + 4_200).phase).toMatchObject({ narrating: false, deadline: at + 64_200, remainingMs: 60_000 });
  });

  it('lines for a phase that has passed are no cue: refused, nothing changes', () => {
    const { s, at } = openingSpeech();
    expect(refusal(s, { type: 'narrated', seq: s.seq - 1 }, at + 100)).toBe('wrongPhase');
    const said = raw(s, { type: 'narrated', seq: s.seq }, at + 100);
    expect(refusal(said, { type: 'narrated', seq: said.seq }, at + 200)).toBe('wrongPhase');
  });

  it('a TV that never says them: the clock starts anyway at the narrator\'s limit', () => {
    const { s, at } = openingSpeech();
    expect(refusal(s, { type: 'timeout' }, at + NARRATION_LIMIT_MS - 1)).toBe('early');
    const late = raw(s, { type: 'timeout' }, at + NARRATION_LIMIT_MS);
    expect(late.phase).toBe('speech');
    expect(speakerOf(late)).toBe(speakerOf(s));
    expect(late.deadline).toBe(at + NARRATION_LIMIT_MS + 60_000);
  });

  it('pause while the lines are said keeps the whole time; +30 s adds to it', () => {
    const { s, at } = openingSpeech();
    const paused = raw(s, { type: 'pause' }, at + 2_000);
    expect(publicView(paused, at + 2_000).phase).toMatchObject({ paused: true, narrating: true, deadline: null, remainingMs: 60_000 });
    const more = raw(paused, { type: 'extend', seconds: 30 }, at + 3_000);
    const resumed = raw(more, { type: 'resume' }, at + 9_000);
    expect(raw(resumed, { type: 'narrated', seq: resumed.seq }, at + 12_000).deadline).toBe(at + 12_000 + 90_000);
  });

  it('a pause cuts the lines: what the TV reports of them is refused, the clock does not start', () => {
    const { s, at } = openingSpeech();
    const paused = raw(s, { type: 'pause' }, at + 2_000);
    expect(refusal(paused, { type: 'narrated', seq: paused.seq }, at + 2_001)).toBe('paused');
  });

  it('Resume says the cut lines again after «Продолжаем.», and the clock waits for them', () => {
    const { s, at } = openingSpeech();
    const opening = step(s, { type: 'pause' }, at + 2_000);
    if (!opening.ok) throw new Error('refused');
    const r = step(opening.state, { type: 'resume' }, at + 9_000);
    if (!r.ok) throw new Error('refused');
    expect(r.effects.filter((e) => e.type === 'narrate').map((e) => e.type === 'narrate' && e.line)).toEqual(['resumed', ...s.cueLines.map((l) => l.line)]);
    expect(s.cueLines.map((l) => l.line)).toContain('speechTurn');
    expect(r.effects).toEqual(expect.arrayContaining(s.cueLines.map((l) => expect.objectContaining(l))));
    expect(r.state).toMatchObject({ narrating: true, deadline: at + 9_000 + NARRATION_LIMIT_MS, seq: s.seq });
    expect(publicView(r.state, at + 10_000).phase).toMatchObject({ narrating: true, deadline: null, remainingMs: 60_000 });
    const said = raw(r.state, { type: 'narrated', seq: r.state.seq }, at + 13_000);
    expect(said.deadline).toBe(at + 13_000 + 60_000);
  });

  it('Resume after the lines were said: only «Продолжаем.», and the clock runs on at once', () => {
    const { s, at } = openingSpeech();
    const running = raw(s, { type: 'narrated', seq: s.seq }, at + 4_000);
    const paused = raw(running, { type: 'pause' }, at + 14_000);
    const r = step(paused, { type: 'resume' }, at + 20_000);
    if (!r.ok) throw new Error('refused');
    expect(r.effects).toEqual([{ type: 'narrate', line: 'resumed' }]);
    expect(r.state).toMatchObject({ narrating: false, deadline: at + 20_000 + 50_000 });
  });

  it('a turn skipped while paused waits in the pause, its lines said on Resume', () => {
    const { s, at } = openingSpeech();
    const said = raw(s, { type: 'narrated', seq: s.seq }, at + 4_000);
    const skipped = step(raw(said, { type: 'pause' }, at + 5_000), { type: 'skip' }, at + 6_000);
    if (!skipped.ok) throw new Error('refused');
    expect(skipped.state).toMatchObject({ paused: true, narrating: true, remainingMs: 60_000, deadline: null });
    const r = step(skipped.state, { type: 'resume' }, at + 8_000);
    if (!r.ok) throw new Error('refused');
    expect(r.effects.map((e) => e.type === 'narrate' && e.line)).toEqual(['resumed', ...skipped.effects.filter((e) => e.type === 'narrate').map((e) => e.type === 'narrate' && e.line)]);
    expect(speakerOf(r.state)).toBe(speakerOf(skipped.state));
    expect(raw(r.state, { type: 'narrated', seq: r.state.seq }, at + 11_000).deadline).toBe(at + 71_000);
  });

  it('players may act while the lines are said (a quick "thank you" moves on)', () => {
    const { s, at } = openingSpeech();
    const next = raw(s, { type: 'thankYou', seat: speakerOf(s) }, at + 500);
    expect(speakerOf(next)).not.toBe(speakerOf(s));
    expect(next.narrating).toBe(true);
  });

  it('a line inside a running phase (a warning) does not stop its clock', () => {
    const { s, at } = openingSpeech();
    const running = raw(s, { type: 'narrated', seq: s.seq }, at + 1_000);
    const warned = raw(running, { type: 'warn', seat: 9 }, at + 5_000);
    expect(warned.narrating).toBe(false);
    expect(warned.deadline).toBe(running.deadline);
  });

  it('the game opens with the deal, its lines said before its clock runs', () => {
    const { state, effects } = newGame(defaultSetup('city', 11), CITY_11.map((_, i) => `P${i + 1}`), 1, 1_000);
    expect(state.phase).toBe('deal');
    expect(state.narrating).toBe(true);
    expect(effects).toContainEqual({ type: 'narrate', line: 'cardCheck', params: { seconds: 60 } });
  });

  it('night steps wait for their wake line the same way, for every role alive or dead', () => {
    let s = until(playNight(start('city', CITY_11)), (x) => x.phase === 'peacefulPause' || x.phase === 'speech');
    s = until(s, (x) => x.phase === 'peacefulPause' || x.phase === 'discussion');
    s = until(s, (x) => x.phase === 'peacefulPause');
    const r = step(s, { type: 'timeout' }, s.deadline!);
    if (!r.ok) throw new Error('refused');
    expect(r.state).toMatchObject({ phase: 'night', dark: { nightStep: 'mafia' }, narrating: true, cueMs: 20_000 });
  });
});
