import { describe, expect, it } from 'vitest';
import { act, CLASSIC_ALL, lines, passDay, playNight, refusal, run, start, tick, toStep, until } from './testkit';
import { DAWN_BEAT_MS } from './dawn';
import { seatView } from './views';
import type { GameState } from './state';

/** Past night 1 (the acquaintance) to the start of night 2's first step. */
function night2(change = {}): GameState {
  return passDay(playNight(start('classic', CLASSIC_ALL, change)), 11, 10);
}

/** The next night, voting `victim` out by day. */
const next = (s: GameState, victim = 10): GameState => passDay(s, victim, 7);

const killed = (s: GameState): number[] => s.today?.morning.killed ?? [];

describe('Classic night', () => {
  it('night 1 is the mafia\'s acquaintance only (N1)', () => {
    const s = start('classic', CLASSIC_ALL);
    expect(s.dark!.plan).toEqual(['acquaintance']);
    expect(seatView(s, 1, 0).prompt).toMatchObject({ kind: 'nightPick', step: 'acquaintance', acting: false });
    expect(seatView(s, 1, 0).teammates).toEqual([{ seat: 2, role: 'mafia' }]);
  });

  it('with night1Actions, night 1 has the action steps too (setting)', () => {
    const s = start('classic', CLASSIC_ALL, { night1Actions: true });
    expect(s.dark!.plan).toEqual(['acquaintance', 'putana', 'mafia', 'maniac', 'doctor', 'commissar']);
  });

  it('wakes Putana, Mafia, Maniac, Doctor, Commissar in that order (N2)', () => {
    expect(night2().dark!.plan).toEqual(['putana', 'mafia', 'maniac', 'doctor', 'commissar']);
  });

  it('skips optional roles that were not dealt, since the setup is public', () => {
    const s = start('classic', ['mafia', 'commissar', 'civilian', 'civilian', 'civilian', 'civilian']);
    expect(playNight(s).phase).toBe('morning');
    expect(passDay(playNight(s), 6, 5).dark!.plan).toEqual(['mafia', 'commissar']);
  });

  it('kills only when every living mafia picks the same target (seed 000 rule 6)', () => {
    expect(killed(playNight(night2(), { mafia: { 1: 7, 2: 8 } }))).toEqual([]);
    expect(killed(playNight(night2(), { mafia: { 1: 7, 2: 7 } }))).toEqual([7]);
  });

  it('shows the mafia each other\'s picks live, and nobody else', () => {
    let s = toStep(night2(), 'mafia');
    s = act(s, { type: 'nightPick', seat: 1, target: 9 });
    expect(seatView(s, 2, 0).teamPicks).toEqual([
      { seat: 1, target: 9, declined: false },
      { seat: 2, target: null, declined: false },
    ]);
    expect(seatView(s, 3, 0).teamPicks).toEqual([]);
  });

  it('tells the Commissar mafia or not mafia, and the Maniac reads not mafia (N5)', () => {
    let s = toStep(night2(), 'commissar');
    s = tick(act(s, { type: 'nightPick', seat: 3, target: 1 }));
    expect(seatView(s, 3, 0).checks.at(-1)).toMatchObject({ target: 1, question: 'isMafia', answer: true });
    s = toStep(next(playNight(s)), 'commissar');
    s = tick(act(s, { type: 'nightPick', seat: 3, target: 5 }));
    expect(seatView(s, 3, 0).checks.at(-1)).toMatchObject({ target: 5, answer: false });
  });

  it('a healed victim survives, from the mafia and from the maniac (N6)', () => {
    expect(killed(playNight(night2(), { mafia: { 1: 7, 2: 7 }, doctor: { 4: 7 } }))).toEqual([]);
    expect(killed(playNight(night2(), { maniac: { 5: 8 }, doctor: { 4: 8 } }))).toEqual([]);
    expect(killed(playNight(night2(), { mafia: { 1: 7, 2: 7 }, maniac: { 5: 8 } }))).toEqual([7, 8]);
  });

  it('the Doctor may not heal the same player two nights in a row (N7)', () => {
    let s = next(playNight(night2(), { doctor: { 4: 7 } }));
    s = toStep(s, 'doctor');
    expect(seatView(s, 4, 0).prompt).toMatchObject({ kind: 'nightPick' });
    const prompt = seatView(s, 4, 0).prompt as { choices: { seat: number; disabled: string | null }[] };
    expect(prompt.choices.find((c) => c.seat === 7)?.disabled).toBe('sameAsLastNight');
    expect(refusal(s, { type: 'nightPick', seat: 4, target: 7 })).toBe('invalidTarget');
  });

  it('the Doctor heals himself at most once a game (N7)', () => {
    let s = next(playNight(night2(), { doctor: { 4: 4 } }), 10);
    s = next(playNight(s, { doctor: { 4: 7 } }), 9);
    s = toStep(s, 'doctor');
    expect(s.alive[3]).toBe(true);
    expect(refusal(s, { type: 'nightPick', seat: 4, target: 4 })).toBe('invalidTarget');
  });

  it('the Maniac kills one player a night (N8)', () => {
    expect(killed(playNight(night2(), { maniac: { 5: 9 } }))).toEqual([9]);
  });

  it('the Putana cancels her client\'s night action (N9, N10)', () => {
    expect(killed(playNight(night2(), { putana: { 6: 5 }, maniac: { 5: 9 } }))).toEqual([]);
    expect(killed(playNight(night2(), { putana: { 6: 4 }, mafia: { 1: 7, 2: 7 }, doctor: { 4: 7 } }))).toEqual([7]);
  });

  it('a mafioso visited by the Putana has no say in the kill (variant)', () => {
    expect(killed(playNight(night2(), { putana: { 6: 1 }, mafia: { 1: 8, 2: 9 } }))).toEqual([9]);
  });

  it('the mafia step logs nothing once no mafioso is alive, like any dead role', () => {
    const s = night2();
    const noMafia: GameState = { ...s, alive: s.alive.map((alive, i) => alive && i > 1) };
    const after = playNight(noMafia, { maniac: { 5: 9 } });
    expect(after.nightLog.filter((e) => e.night === 2 && e.step === 'mafia')).toEqual([]);
  });

  it("the mafia's step is 'blocked' when the Putana visited every living mafioso", () => {
    const s = night2();
    const oneMafioso: GameState = { ...s, alive: s.alive.map((alive, i) => alive && i !== 1) };
    const after = playNight(oneMafioso, { putana: { 6: 1 }, mafia: { 1: 8 } });
    expect(after.nightLog.filter((e) => e.night === 2 && e.step === 'mafia')).toEqual([{ night: 2, step: 'mafia', actor: 1, target: null, outcome: 'blocked' }]);
    expect(killed(after)).toEqual([]);
  });

  it('the mafia may change their picks until the step ends; agreement is what counts at the end', () => {
    let s = toStep(night2(), 'mafia');
    s = act(s, { type: 'nightPick', seat: 1, target: 7 });
    s = act(s, { type: 'nightPick', seat: 1, target: 8 });
    s = act(s, { type: 'nightPick', seat: 2, target: 8 });
    expect(killed(playNight(s))).toEqual([8]);
  });

  it('nobody picks himself at night, except the Doctor in his own step', () => {
    let s = toStep(night2(), 'mafia');
    expect(refusal(s, { type: 'nightPick', seat: 1, target: 1 })).toBe('invalidTarget');
    expect(refusal(s, { type: 'nightPick', seat: 9, target: 9 })).toBe('invalidTarget');
    expect(refusal(s, { type: 'nightPick', seat: 4, target: 4 })).toBe('invalidTarget');
    s = toStep(s, 'doctor');
    expect(act(s, { type: 'nightPick', seat: 4, target: 4 }).dark!.picks[3]).toBe(4);
  });

  it('a blocked Commissar learns nothing that night', () => {
    let s = playNight(night2(), { putana: { 6: 3 } });
    expect(s.checks[2]).toEqual([]);
    s = night2();
    s = playNight(s, { putana: { 6: 3 }, commissar: { 3: 1 } });
    expect(s.checks[2]).toEqual([]);
  });

  it('the Putana may not visit herself nor the same client two nights in a row (N9)', () => {
    let s = toStep(night2(), 'putana');
    expect(refusal(s, { type: 'nightPick', seat: 6, target: 6 })).toBe('invalidTarget');
    s = toStep(next(playNight(s, { putana: { 6: 9 } })), 'putana');
    expect(refusal(s, { type: 'nightPick', seat: 6, target: 9 })).toBe('invalidTarget');
    expect(refusal(s, { type: 'nightPick', seat: 6, target: 8 }, s.deadline!)).toBe('late');
  });

  it('a killed Putana takes her client with her only with putanaClientDies (setting)', () => {
    const picks = { putana: { 6: 9 }, mafia: { 1: 6, 2: 6 } };
    expect(killed(playNight(night2(), picks))).toEqual([6]);
    const s = playNight(night2({ putanaClientDies: true }), picks);
    expect(killed(s)).toEqual([6, 9]);
    expect(s.exitCause[8]).toBe('putanaClient');
  });

  it('announces the dead in the morning with sound and narration, music off', () => {
    let s = toStep(night2(), 'commissar');
    const beat = run(s, { type: 'timeout' }, s.deadline!);
    expect(lines(beat.effects)).toEqual(['commissarSleep']);
    const quiet = run(beat.state, { type: 'timeout' }, beat.state.deadline!);
    expect(lines(quiet.effects)).toEqual(['sound:dawnPeace', 'morningPeaceful']);
    s = playNight(night2(), { maniac: { 5: 9 } });
    expect(s.phase).toBe('morning');
    expect(s.today?.morning.killed).toEqual([9]);
  });

  it('dawn: a beat in which nothing tells who died, then the news as a step of its own', () => {
    const s = toStep(night2(), 'maniac');
    const picked = act(s, { type: 'nightPick', seat: 5, target: 9 });
    const lastStep = until(picked, (x) => x.phase === 'night' && x.dark!.stepIndex === x.dark!.plan.length - 1);
    const fall = run(lastStep, { type: 'timeout' }, lastStep.deadline!);
    const dawn = fall.state;
    expect(dawn.phase).toBe('morning');
    expect(dawn.today).toBeUndefined();
    expect(dawn.deadline! - lastStep.deadline!).toBe(DAWN_BEAT_MS);
    expect(fall.effects.filter((e) => e.type === 'sound' || e.type === 'narrate').map((e) => e.type === 'sound' ? e.name : e.line)).not.toContain('dawnShot');
    for (const seat of [1, 9]) {
      const view = seatView(dawn, seat, 0);
      expect(view.alive).toBe(true);
      expect(view.phase.morning).toBeNull();
      expect(view.seats).toEqual(seatView(lastStep, seat, 0).seats);
    }
    const news = run(dawn, { type: 'timeout' }, dawn.deadline!);
    expect(news.state.seq).toBe(dawn.seq + 1);
    expect(news.state.today?.morning.killed).toEqual([9]);
    expect(seatView(news.state, 9, 0).alive).toBe(false);
    expect(lines(news.effects)).toEqual(['sound:dawnShot', 'morningKilled']);
  });

  it('no alibi is announced at a dawn that ends the game: the win follows the news', () => {
    // Six seats; seat 6 voted out by day. At night the Putana visits 4 and the mafia kill 5: two mafia against two.
    let s = passDay(playNight(start('classic', ['mafia', 'mafia', 'putana', 'civilian', 'civilian', 'civilian'])), 6, 5);
    s = act(toStep(s, 'putana'), { type: 'nightPick', seat: 3, target: 4 });
    s = toStep(s, 'mafia');
    for (const seat of [1, 2]) s = act(s, { type: 'nightPick', seat, target: 5 });
    const dawn = until(s, (x) => x.phase === 'morning');
    const news = run(dawn, { type: 'timeout' }, dawn.deadline!);
    expect(news.state.phase).toBe('gameOver');
    expect(news.state.winner).toBe('mafia');
    expect(lines(news.effects)).not.toContain('morningAlibi');
    expect(lines(news.effects)).toContain('morningKilled');
    expect(lines(news.effects)).toContain('winMafia');
  });
});
