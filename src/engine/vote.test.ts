import { describe, expect, it } from 'vitest';
import { speakerOf } from './state';
import { CITY_11, CLASSIC_PLAIN, act, before, castVotes, everyoneVotes, lines, passCount, playNight, refusal, run, start, tick, toVote, until } from './testkit';
import { publicView, seatView } from './views';
import { countBeatMs } from './vote-result';
import { step } from './step';
import type { GameState } from './state';

// CLASSIC_PLAIN (10): 1–2 Mafia, 3 Commissar, 4 Doctor, 5–10 Civilians.
// CITY_11: 1 Don, 2–3 Mafia, 4 Doctor, 5 Sheriff, 6–11 Civilians.

const classicDay1 = (change = {}): GameState => toVote(playNight(start('classic', CLASSIC_PLAIN, change)));
const cityDay1 = (nominations: Record<number, number>, change = {}): GameState =>
  toVote(playNight(start('city', CITY_11, change)), nominations);

/** The round's time runs out, the reminder's extra time too; then the count's beat. */
const runOut = (s: GameState): GameState => passCount(until(s, (x) => x.phase !== 'vote' && x.phase !== 'eliminateAll'));

/** Ballots from a list of [voter, target] pairs. */
const ballots = (pairs: [number, number][]): Record<number, number> => Object.fromEntries(pairs);

describe('Classic vote', () => {
  it('every living player votes for one other player (seed 000 rule 8)', () => {
    const s = classicDay1();
    expect(s.phase).toBe('vote');
    expect(s.voting?.round?.candidates).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(refusal(s, { type: 'vote', seat: 3, target: 3 })).toBe('invalidTarget');
    const prompt = seatView(s, 3, 0).prompt as { choices: { seat: number; disabled: string | null }[] };
    expect(prompt.choices.find((c) => c.seat === 3)?.disabled).toBe('self');
  });

  it('one ballot per player per round (seed 000 rule 8), changed until the count: the last one counts (V1)', () => {
    let s = act(classicDay1(), { type: 'vote', seat: 3, target: 1 });
    s = act(s, { type: 'vote', seat: 3, target: 2 });
    expect(seatView(s, 5, 0).phase.voted).toEqual([3]);
    expect(seatView(s, 3, 0).prompt).toMatchObject({ kind: 'vote', picked: 2 });
    const rest = everyoneVotes(s, 7, 8);
    delete rest[3];
    s = castVotes(s, rest);
    expect(s.voting?.lastRound?.ballots.find((b) => b.voter === 3)?.target).toBe(2);
    expect(s.voting?.lastRound?.ballots.filter((b) => b.voter === 3)).toHaveLength(1);
  });

  it('a changed ballot moves the vote: the count reads each voter\'s last ballot only (V1)', () => {
    // Eight for 7 and one for 8; five of them change to 8 before the last ballot: 8 goes, 7 against 3.
    let s = classicDay1();
    const all = everyoneVotes(s, 7, 8);
    delete all[10];
    for (const [voter, target] of Object.entries(all)) s = act(s, { type: 'vote', seat: Number(voter), target });
    for (const voter of [1, 2, 3, 4, 5]) s = act(s, { type: 'vote', seat: voter, target: 8 });
    s = castVotes(s, { 10: 8 });
    expect(s.voting?.lastRound).toMatchObject({ eliminated: [8], tie: false });
  });

  it('a ballot cannot change once every living voter has voted: that is the count (V1)', () => {
    const s = castVotes(classicDay1(), everyoneVotes(classicDay1(), 7, 8));
    expect(refusal(s, { type: 'vote', seat: 3, target: 2 })).toBe('wrongPhase');
  });

  it('most votes is eliminated (seed 000 rule 7)', () => {
    const s = castVotes(classicDay1(), everyoneVotes(classicDay1(), 7, 8));
    expect(s.phase).toBe('voteResult');
    expect(s.voting?.lastRound).toMatchObject({ eliminated: [7], tie: false });
    expect(s.alive[6]).toBe(false);
  });

  it('a missing ballot is reminded once with extra time and never punished (V2; warnings are the host\'s, seed 000 rules 13–17)', () => {
    const all = everyoneVotes(classicDay1(), 7, 8);
    delete all[9];
    let s = classicDay1();
    for (const [voter, target] of Object.entries(all)) s = act(s, { type: 'vote', seat: Number(voter), target });
    const due = s.deadline!;
    const reminded = run(s, { type: 'timeout' }, due);
    expect(reminded.state.phase).toBe('vote');
    expect(reminded.state.deadline! - due).toBe(10_000);
    expect(reminded.effects).toContainEqual({ type: 'narrate', line: 'voteReminder', params: { seats: '9', seconds: 10 } });
    s = passCount(tick(reminded.state));
    expect(s.phase).toBe('voteResult');
    expect(s.warnings.every((w) => w === 0)).toBe(true);
    expect(s.voting?.lastRound?.ballots.find((b) => b.voter === 9)?.target).toBeNull();
    expect(s.voting?.lastRound?.eliminated).toEqual([7]);
  });

  it('a ballot cast in the reminder\'s extra time counts', () => {
    let s = classicDay1();
    s = tick(s);
    expect(s.phase).toBe('vote');
    s = castVotes(s, everyoneVotes(s, 7, 8));
    expect(s.voting?.lastRound?.eliminated).toEqual([7]);
    expect(s.voting?.lastRound?.ballots.every((b) => b.target !== null)).toBe(true);
  });

  it('nobody leaves when no ballot names anyone (V3: no lot among everyone)', () => {
    const s = castVotes(classicDay1(), {});
    expect(s.voting?.lastRound).toMatchObject({ eliminated: [], tie: false });
    expect(s.alive.every(Boolean)).toBe(true);
    expect(tick(s).phase).toBe('peacefulPause');
  });

  it('a leader the host removes during the vote takes nobody with him (V3; seed 000 rules 7, 17)', () => {
    let s = classicDay1();
    // Six ballots for seat 7, three for seat 10; then the host removes seat 7 (seed 000 rule 15).
    for (const voter of [1, 2, 3, 4, 5, 6]) s = act(s, { type: 'vote', seat: voter, target: 7 });
    for (const voter of [7, 8, 9]) s = act(s, { type: 'vote', seat: voter, target: 10 });
    s = runOut(act(s, { type: 'remove', seat: 7 }));
    expect(s.phase).toBe('voteResult');
    expect(s.voting?.lastRound?.eliminated).toEqual([]);
    expect(s.alive[9]).toBe(true);
    expect(s.exitCause[6]).toBe('removed');
    expect(tick(s).phase).toBe('peacefulPause');
  });

  it('a tie goes to a revote among the tied only, and the tied do not vote (seed 000 rule 8)', () => {
    let s = classicDay1();
    s = castVotes(s, ballots([[1, 7], [2, 7], [3, 7], [4, 7], [5, 8], [6, 8], [7, 8], [8, 7], [9, 8], [10, 8]]));
    expect(s.voting?.lastRound).toMatchObject({ tie: true, eliminated: [] });
    s = tick(s);
    expect(s.phase).toBe('vote');
    expect(s.voting?.round).toMatchObject({ kind: 'revote', candidates: [7, 8] });
    expect(s.voting?.round?.voters).not.toContain(7);
    expect(refusal(s, { type: 'vote', seat: 7, target: 8 })).toBe('notYourTurn');
    expect(refusal(s, { type: 'vote', seat: 3, target: 5 })).toBe('invalidTarget');
  });

  it('a second tie is settled by a lot between the tied (seed 000 rule 8)', () => {
    let s = classicDay1();
    s = castVotes(s, ballots([[1, 7], [2, 7], [3, 7], [4, 7], [5, 8], [6, 8], [7, 8], [8, 7], [9, 8], [10, 8]]));
    s = tick(s);
    s = castVotes(s, ballots([[1, 7], [2, 7], [3, 7], [4, 8], [5, 8], [6, 8], [9, 7], [10, 8]]));
    expect(s.voting?.lastRound).toMatchObject({ kind: 'revote', tie: true });
    const toss = run(s, { type: 'timeout' }, s.deadline!);
    expect(toss.state.phase).toBe('lot');
    expect(toss.state.voting?.lot?.between).toEqual([7, 8]);
    expect(lines(toss.effects)).toContain('sound:coin');
    const chosen = toss.state.voting!.lot!.chosen;
    const after = tick(toss.state);
    expect(after.alive[chosen - 1]).toBe(false);
  });

  it('the lot is uniform between the tied (seeded)', () => {
    const chosen = new Map<number, number>();
    for (let seed = 1; seed <= 200; seed++) {
      let s = toVote(playNight(start('classic', CLASSIC_PLAIN, {}, seed)));
      s = castVotes(s, ballots([[1, 7], [2, 7], [3, 7], [4, 7], [5, 8], [6, 8], [7, 8], [8, 7], [9, 8], [10, 8]]));
      s = castVotes(tick(s), ballots([[1, 7], [2, 7], [3, 7], [4, 8], [5, 8], [6, 8], [9, 7], [10, 8]]));
      s = tick(s);
      chosen.set(s.voting!.lot!.chosen, (chosen.get(s.voting!.lot!.chosen) ?? 0) + 1);
    }
    expect(chosen.get(7)! > 70 && chosen.get(8)! > 70).toBe(true);
  });

  it('the Putana\'s client has an alibi, announced at dawn, and cannot be voted out that day (D5)', () => {
    const roles = ['mafia', 'putana', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian'] as const;
    let s = playNight(start('classic', [...roles], { night1Actions: true }), { putana: { 2: 5 } });
    expect(s.phase).toBe('morning');
    expect(seatView(s, 3, 0).phase.alibi).toBe(5);
    s = toVote(s);
    expect(s.phase).toBe('vote');
    expect(s.voting?.round?.candidates).not.toContain(5);
    expect(refusal(s, { type: 'vote', seat: 3, target: 5 })).toBe('invalidTarget');
  });

  it('the alibi is announced at dawn, before anyone speaks (D5)', () => {
    const roles = ['mafia', 'putana', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian'] as const;
    let s = until(start('classic', [...roles], { night1Actions: true }), (x) => x.dark?.nightStep === 'putana');
    s = act(s, { type: 'nightPick', seat: 2, target: 5 });
    s = until(s, (x) => x.phase === 'night' && x.dark!.stepIndex === x.dark!.plan.length - 1);
    const beat = run(s, { type: 'timeout' }, s.deadline!).state;
    expect(beat.today).toBeUndefined();
    const dawn = run(beat, { type: 'timeout' }, beat.deadline!);
    expect(dawn.state.phase).toBe('morning');
    expect(lines(dawn.effects)).toContain('morningAlibi');
    expect(dawn.effects).toContainEqual({ type: 'narrate', line: 'morningAlibi', params: { seat: 5 } });
  });

  it('with secondTie \'none\' a second tie sends nobody out (seed 000 rule 8: the lot is the host\'s choice)', () => {
    let s = classicDay1({ secondTie: 'none' });
    s = castVotes(s, ballots([[1, 7], [2, 7], [3, 7], [4, 7], [5, 8], [6, 8], [7, 8], [8, 7], [9, 8], [10, 8]]));
    s = tick(s);
    const result = run(s, { type: 'vote', seat: 10, target: 8 });
    s = castVotes(result.state, ballots([[1, 7], [2, 7], [3, 7], [4, 8], [5, 8], [6, 8], [9, 7]]));
    expect(s.voting?.lastRound).toMatchObject({ kind: 'revote', tie: true, eliminated: [] });
    expect(s.alive.every(Boolean)).toBe(true);
    expect(tick(s).phase).toBe('peacefulPause');
  });

  it('the classic default settles a second tie by lot; City\'s by an eliminate-all vote', () => {
    expect(start('classic', CLASSIC_PLAIN).setup.secondTie).toBe('lot');
    expect(start('city', CITY_11).setup.secondTie).toBe('eliminateAll');
  });
});

describe('City vote', () => {
  it('the vote runs among the nominees, one ballot each, 15 s (V6, S9)', () => {
    const s = cityDay1({ 1: 7, 2: 8 });
    expect(s.phase).toBe('vote');
    expect(s.voting?.round?.candidates).toEqual([7, 8]);
    expect(s.voting?.round?.voters).toHaveLength(11);
    expect(refusal(s, { type: 'vote', seat: 3, target: 9 })).toBe('invalidTarget');
    let d = until(playNight(start('city', CITY_11)), (x) => x.phase === 'speech');
    d = act(d, { type: 'nominate', seat: 1, target: 9 });
    d = act(d, { type: 'thankYou', seat: 1 });
    d = act(d, { type: 'nominate', seat: 2, target: 10 });
    d = until(d, (x) => x.phase === 'discussion');
    const opened = d.deadline!;
    expect(tick(d).deadline! - opened).toBe(15_000);
  });

  it('the vote opens by reading out the nominees and its time (V10)', () => {
    let d = until(playNight(start('city', CITY_11)), (x) => x.phase === 'speech');
    d = act(d, { type: 'nominate', seat: 1, target: 9 });
    d = act(d, { type: 'thankYou', seat: 1 });
    d = act(d, { type: 'nominate', seat: 2, target: 10 });
    d = until(d, (x) => x.phase === 'discussion');
    const opened = run(d, { type: 'timeout' }, d.deadline!);
    expect(opened.effects).toContainEqual({ type: 'narrate', line: 'voteStart', params: { seats: '9, 10', seconds: 15 } });
  });

  it('a missing City ballot is not counted and earns no warning (variant)', () => {
    const s = castVotes(cityDay1({ 1: 7, 2: 8 }), ballots([[1, 7], [2, 7], [3, 8]]));
    expect(s.voting?.lastRound).toMatchObject({ eliminated: [7] });
    expect(s.warnings.every((w) => w === 0)).toBe(true);
  });

  it('a player may vote for himself when nominated', () => {
    const s = act(cityDay1({ 1: 7, 2: 8 }), { type: 'vote', seat: 7, target: 7 });
    expect(s.voting?.round?.ballots[6]).toBe(7);
  });

  it('no nominees: no vote, a 10-second pause, then night (seed 003 «Временные ограничения»)', () => {
    const s = cityDay1({});
    expect(s.phase).toBe('peacefulPause');
    expect(tick(s).phase).toBe('night');
  });

  it('one nominee on day 1: no vote (V7)', () => {
    const s = cityDay1({ 1: 7 });
    expect(s.phase).toBe('peacefulPause');
    expect(s.alive[6]).toBe(true);
  });

  it('one nominee on a later day is eliminated without a vote (V7)', () => {
    let s = until(cityDay1({}), (x) => x.phase === 'night');
    s = toVote(playNight(s), { 2: 7 });
    expect(s.phase).toBe('voteResult');
    expect(s.alive[6]).toBe(false);
    expect(tick(s).phase).toBe('lastWord');
  });

  it('a tie gives each tied candidate a 15 s justification, then a revote among them (seed 003)', () => {
    let s = cityDay1({ 1: 7, 2: 8 });
    s = castVotes(s, ballots([[1, 7], [2, 7], [3, 7], [4, 7], [5, 7], [6, 8], [7, 8], [8, 8], [9, 8], [10, 8], [11, 9]].filter(([, t]) => t !== 9) as [number, number][]));
    expect(s.voting?.lastRound?.tie).toBe(true);
    const shown = s.deadline!;
    s = tick(s);
    expect(s.phase).toBe('justification');
    expect(speakerOf(s)).toBe(7);
    expect(s.deadline! - shown).toBe(15_000);
    s = act(s, { type: 'thankYou', seat: 7 });
    expect(speakerOf(s)).toBe(8);
    s = act(s, { type: 'thankYou', seat: 8 });
    expect(s.voting?.round).toMatchObject({ kind: 'revote', candidates: [7, 8] });
    expect(s.voting?.round?.voters).toContain(7);
  });

  it('justifications shrink to 10 s when four or more are tied (seed 003)', () => {
    let s = cityDay1({ 1: 6, 2: 7, 3: 8, 4: 9 });
    s = castVotes(s, ballots([[1, 6], [2, 6], [3, 7], [4, 7], [5, 8], [6, 8], [7, 9], [8, 9]]));
    const shown = s.deadline!;
    s = tick(s);
    expect(s.phase).toBe('justification');
    expect(s.deadline! - shown).toBe(10_000);
  });

  it('a second tie asks whether to eliminate all tied (V5)', () => {
    let s = cityDay1({ 1: 7, 2: 8 });
    const even = ballots([[1, 7], [2, 7], [3, 7], [4, 7], [5, 7], [6, 8], [7, 8], [8, 8], [9, 8], [10, 8]]);
    s = castVotes(s, even);
    s = tick(s);
    s = act(act(s, { type: 'thankYou', seat: 7 }), { type: 'thankYou', seat: 8 });
    s = castVotes(s, even);
    s = tick(s);
    expect(s.phase).toBe('eliminateAll');
    expect(seatView(s, 9, 0).prompt).toEqual({ kind: 'eliminateAll', candidates: [7, 8], picked: null });
    for (let v = 1; v <= 6; v++) s = act(s, { type: 'eliminateAllVote', seat: v, yes: true });
    s = runOut(s);
    expect(s.voting?.lastRound).toMatchObject({ kind: 'eliminateAll', eliminated: [7, 8] });
    expect(s.alive[6] || s.alive[7]).toBe(false);
  });

  it('eliminating all needs more than half of the living players', () => {
    let s = cityDay1({ 1: 7, 2: 8 });
    const even = ballots([[1, 7], [2, 7], [3, 7], [4, 7], [5, 7], [6, 8], [7, 8], [8, 8], [9, 8], [10, 8]]);
    s = castVotes(s, even);
    s = act(act(tick(s), { type: 'thankYou', seat: 7 }), { type: 'thankYou', seat: 8 });
    s = tick(castVotes(s, even));
    for (let v = 1; v <= 5; v++) s = act(s, { type: 'eliminateAllVote', seat: v, yes: true });
    s = runOut(s);
    expect(s.voting?.lastRound).toMatchObject({ kind: 'eliminateAll', eliminated: [] });
    expect(tick(s).phase).toBe('peacefulPause');
  });

  it('with secondTie \'lot\' a second tie tosses a coin as classic does (setting)', () => {
    let s = cityDay1({ 1: 7, 2: 8 }, { secondTie: 'lot' });
    const even = ballots([[1, 7], [2, 7], [3, 7], [4, 7], [5, 7], [6, 8], [7, 8], [8, 8], [9, 8], [10, 8]]);
    s = castVotes(s, even);
    s = act(act(tick(s), { type: 'thankYou', seat: 7 }), { type: 'thankYou', seat: 8 });
    s = tick(castVotes(s, even));
    expect(s.phase).toBe('lot');
  });
});

describe('The count, staged as a host counts (V10)', () => {
  /** Classic day 1: nine ballots for 7, seat 7's for 8; the last ballot ends the round. */
  const lastBallot = (change = {}) => {
    let s = classicDay1(change);
    const all = everyoneVotes(s, 7, 8);
    delete all[10];
    for (const [voter, target] of Object.entries(all)) s = act(s, { type: 'vote', seat: Number(voter), target });
    return { before: s, ...run(s, { type: 'vote', seat: 10, target: 7 }) };
  };

  it('the last ballot opens a beat in which no view, line or seat tells the verdict: only that the vote is closed', () => {
    const { before, state: beat, effects } = lastBallot({ revealOnDeath: true });
    expect(beat.phase).toBe('voteResult');
    expect(lines(effects)).toEqual(['voteClosed']);
    expect(effects.find((e) => e.type === 'narrate')).toEqual({ type: 'narrate', line: 'voteClosed' });
    const tv = publicView(beat, 0);
    expect(tv.phase.lastRound).toBeNull();
    expect(tv.count).toMatchObject({ kind: 'vote', candidates: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(tv.count!.ballots.filter((b) => b.target === 7)).toHaveLength(9);
    expect(tv.seats).toEqual(publicView(before, 0).seats);
    for (const seat of [3, 7]) {
      const phone = seatView(beat, seat, 0);
      expect(phone.alive).toBe(true);
      expect(phone.phase.lastRound).toBeNull();
      expect(phone.votes).toEqual([]);
      expect(JSON.stringify(phone)).not.toContain('ballots');
    }
  });

  it('the beat\'s clock waits for its line: the ballots land after the vote is said to be closed', () => {
    let s = classicDay1();
    const all = everyoneVotes(s, 7, 8);
    for (const [voter, target] of Object.entries(all)) {
      const r = step(s, { type: 'vote', seat: Number(voter), target }, before(s));
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
    }
    expect(s.phase).toBe('voteResult');
    expect(publicView(s, 0).phase).toMatchObject({ narrating: true, deadline: null, remainingMs: 800 + 150 * 10 });
    const said = step(s, { type: 'narrated', seq: s.seq }, 5_000);
    expect(said.ok && said.state.deadline).toBe(5_000 + 800 + 150 * 10);
  });

  it('the beat lasts 800 ms and 150 ms a ballot, at most 4 s; a quick setup quickens it, a slow one does not slow it', () => {
    const beatOf = (change = {}) => {
      const ballot = lastBallot(change);
      return ballot.state.deadline! - before(ballot.before);
    };
    expect(beatOf()).toBe(800 + 150 * 10);
    expect(publicView(lastBallot().state, 0).count?.beatMs).toBe(2300);
    expect(beatOf({ timerScale: 0.5 })).toBe(1150);
    expect(beatOf({ timerScale: 2 })).toBe(2300);
    expect(countBeatMs(lastBallot().state, Array.from({ length: 40 }, (_, i) => ({ voter: i + 1, target: 1 })))).toBe(4000);
    expect(countBeatMs(lastBallot().state, [{ voter: 1, target: null }])).toBe(0);
  });

  it('the verdict is a step of its own: the line, the departure and the card at once, and the result\'s clock waits for the line', () => {
    const { state: beat } = lastBallot({ revealOnDeath: true });
    const verdict = run(beat, { type: 'timeout' }, beat.deadline!);
    expect(verdict.state.seq).toBe(beat.seq + 1);
    expect(lines(verdict.effects)).toEqual(['voteEliminated']);
    const tv = publicView(verdict.state, 0);
    expect(tv.count).toBeNull();
    expect(tv.phase.lastRound).toMatchObject({ eliminated: [7], tie: false });
    expect(tv.seats[6]).toMatchObject({ alive: false, revealedRole: 'civilian' });
    expect(seatView(verdict.state, 7, 0).alive).toBe(false);
    expect(step(beat, { type: 'timeout' }, beat.deadline!)).toMatchObject({ ok: true, state: { narrating: true } });
  });

  it('a revote\'s beat does not show the first round\'s tie as its result', () => {
    let s = classicDay1();
    s = castVotes(s, ballots([[1, 7], [2, 7], [3, 7], [4, 7], [5, 8], [6, 8], [7, 8], [8, 7], [9, 8], [10, 8]]));
    s = tick(s);
    const revote = ballots([[1, 7], [2, 7], [3, 7], [4, 7], [5, 8], [6, 8], [9, 7], [10, 8]]);
    for (const [voter, target] of Object.entries(revote)) s = act(s, { type: 'vote', seat: Number(voter), target });
    expect(s.phase).toBe('voteResult');
    expect(s.voting?.lastRound?.kind).toBe('vote');
    expect(seatView(s, 3, 0).phase.lastRound).toBeNull();
    expect(publicView(s, 0).count?.kind).toBe('revote');
  });

  it('a leader the host removes during the beat takes nobody with him (V3)', () => {
    const { state: beat } = lastBallot();
    const removed = act(beat, { type: 'remove', seat: 7 });
    expect(removed.voting?.counted).toBeDefined();
    const verdict = tick(removed);
    expect(verdict.voting?.lastRound).toMatchObject({ eliminated: [], tie: false });
    expect(verdict.alive[7]).toBe(true);
  });

  it('a round in which nobody voted has nothing to land: the verdict at once', () => {
    const s = castVotes(classicDay1(), {});
    expect(s.voting?.counted).toBeUndefined();
    expect(s.voting?.lastRound).toMatchObject({ eliminated: [], tie: false });
  });
});
