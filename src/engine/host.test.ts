import { describe, expect, it } from 'vitest';
import { speakerOf } from './state';
import { CITY_11, CLASSIC_PLAIN, act, castVotes, deal, everyoneVotes, lines, passDay, playNight, refusal, run, start, tick, toVote, until } from './testkit';
import { nextDeadline } from './game';
import { publicView, seatView } from './views';

// CITY_11: 1 Don, 2–3 Mafia, 4 Doctor, 5 Sheriff, 6–11 Civilians.

const speaking = () => until(playNight(start('city', CITY_11)), (x) => x.phase === 'speech');

describe('Host controls (H1–H3)', () => {
  it('pause freezes the timer and resume restores it', () => {
    const s = speaking();
    const left = s.deadline! - 1000;
    const paused = act(s, { type: 'pause' }, 1000);
    expect(paused.deadline).toBeNull();
    expect(nextDeadline(paused)).toBeNull();
    expect(publicView(paused, 99_999).phase).toMatchObject({ paused: true, remainingMs: left });
    const resumed = act(paused, { type: 'resume' }, 500_000);
    expect(resumed.deadline).toBe(500_000 + left);
  });

  it('refuses seat actions while paused', () => {
    const s = act(speaking(), { type: 'pause' }, 1000);
    expect(refusal(s, { type: 'thankYou', seat: 1 }, 1000)).toBe('paused');
    expect(refusal(s, { type: 'timeout' }, 10_000_000)).toBe('paused');
    expect(refusal(s, { type: 'pause' }, 1000)).toBe('paused');
  });

  it('refuses resume when not paused', () => {
    expect(refusal(speaking(), { type: 'resume' })).toBe('notPaused');
  });

  it('extends the running timer by 30 s', () => {
    const s = speaking();
    const { state, effects } = run(s, { type: 'extend', seconds: 30 });
    expect(state.deadline).toBe(s.deadline! + 30_000);
    expect(lines(effects)).toContain('extended');
    const paused = act(s, { type: 'pause' }, 0);
    expect(act(paused, { type: 'extend', seconds: 30 }, 0).remainingMs).toBe(paused.remainingMs! + 30_000);
  });

  it('skips a timer as if it had run out', () => {
    const s = speaking();
    expect(speakerOf(act(s, { type: 'skip' }, 0))).toBe(2);
  });

  it('a skip while paused starts the next phase paused', () => {
    const s = act(act(speaking(), { type: 'pause' }, 0), { type: 'skip' }, 0);
    expect(s.paused).toBe(true);
    expect(s.remainingMs).toBe(60_000);
  });

  it('gives warnings; the second removes the player and shows his card (seed 000 rules 11, 17)', () => {
    let s = until(playNight(start('classic', CLASSIC_PLAIN)), (x) => x.phase === 'speech');
    const first = run(s, { type: 'warn', seat: 9 });
    expect(lines(first.effects)).toEqual(['sound:warning', 'warning']);
    expect(first.effects).toContainEqual({ type: 'narrate', line: 'warning', params: { seat: 9, count: 1 } });
    s = act(first.state, { type: 'warn', seat: 9 });
    expect(s.alive[8]).toBe(false);
    expect(s.exitCause[8]).toBe('warnings');
    expect(publicView(s, 0).seats[8]).toMatchObject({ warnings: 2, revealedRole: 'civilian', alive: false });
    expect(refusal(s, { type: 'warn', seat: 9 })).toBe('deadActor');
  });

  it('hidden cards stay hidden however a player leaves: warnings, removal (L5)', () => {
    let s = speaking();
    expect(s.setup.revealOnDeath).toBe(false);
    s = act(act(s, { type: 'warn', seat: 2 }), { type: 'warn', seat: 2 });
    s = act(s, { type: 'remove', seat: 3 });
    expect(publicView(s, 0).seats[1]).toMatchObject({ alive: false, revealedRole: null, exitCause: 'warnings' });
    expect(publicView(s, 0).seats[2]).toMatchObject({ alive: false, revealedRole: null, exitCause: 'removed' });
  });

  it('the host removes a player at once: no last word, the turn passes (seed 000 rules 5′, 15, 16)', () => {
    let s = until(playNight(start('classic', CLASSIC_PLAIN)), (x) => x.phase === 'speech');
    const out = run(s, { type: 'remove', seat: 1 });
    expect(out.effects).toContainEqual({ type: 'narrate', line: 'removedByHost', params: { seat: 1 } });
    s = out.state;
    expect(s.phase).toBe('speech');
    expect(speakerOf(s)).toBe(2);
    expect(publicView(s, 0).seats[0]).toMatchObject({ alive: false, exitCause: 'removed', revealedRole: 'mafia' });
    expect(refusal(s, { type: 'remove', seat: 1 })).toBe('deadActor');
  });

  it('a removed speaker\'s turn ends and the removed leave the queue', () => {
    let s = act(speaking(), { type: 'warn', seat: 1 });
    s = act(s, { type: 'warn', seat: 1 });
    expect(speakerOf(s)).toBe(2);
    s = act(act(s, { type: 'warn', seat: 5 }), { type: 'warn', seat: 5 });
    expect(s.today!.queue).not.toContain(5);
  });

  it('removal by warnings during a vote drops the ballot; nobody can vote for the removed', () => {
    let s = toVote(playNight(start('classic', CLASSIC_PLAIN)));
    s = act(act(s, { type: 'warn', seat: 7 }), { type: 'warn', seat: 7 });
    expect(s.voting?.round?.voters).not.toContain(7);
    expect(refusal(s, { type: 'vote', seat: 3, target: 7 })).toBe('invalidTarget');
    s = castVotes(s, everyoneVotes(s, 8, 9));
    expect(s.voting?.lastRound?.eliminated).toEqual([8]);
  });

  it('ends the game: no winner, every card shown', () => {
    const { state, effects } = run(speaking(), { type: 'endGame' });
    expect(state.phase).toBe('gameOver');
    expect(state.winner).toBeNull();
    expect(lines(effects)).toContain('gameEnded');
    expect(seatView(state, 6, 0).reveal?.roles).toHaveLength(11);
    expect(refusal(state, { type: 'timeout' }, 1e12)).toBe('gameOver');
  });

  it('a saved game (JSON) goes on exactly as the original', () => {
    const s = playNight(passDay(playNight(start('city', CITY_11)), 0, 0), { mafia: { 1: 8 } });
    const loaded = JSON.parse(JSON.stringify(s)) as typeof s;
    const a = until(s, (x) => x.phase === 'night');
    const b = until(loaded, (x) => x.phase === 'night');
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(publicView(b, 0)).toEqual(publicView(a, 0));
  });

  it('deals again before night 1, the deal starting over (seed 000 rule 5: a card was seen)', () => {
    let s = deal('classic', CLASSIC_PLAIN, {}, 7);
    s = act(s, { type: 'cardSeen', seat: 3 });
    const again = run(s, { type: 'redeal' });
    expect(again.state.phase).toBe('deal');
    expect(again.state.seen.every((seen) => !seen)).toBe(true);
    expect(again.state.seq).toBeGreaterThan(s.seq);
    expect(lines(again.effects)).toEqual(['redealt', 'cardCheck']);
    expect([...again.state.roles].sort()).toEqual([...CLASSIC_PLAIN].sort());
    expect(refusal(start('classic', CLASSIC_PLAIN), { type: 'redeal' })).toBe('wrongPhase');
  });

  it('scales every timer by timerScale (rehearsal and tests)', () => {
    const s = start('city', CITY_11, { timerScale: 0.1 });
    expect(s.deadline).toBe(3_000);
    const morning = playNight(s);
    expect(tick(morning).deadline! - morning.deadline!).toBe(6_000);
  });
});

describe('Refused actions leave the game untouched', () => {
  const s = speaking();

  it('an unknown seat', () => {
    expect(refusal(s, { type: 'thankYou', seat: 12 })).toBe('unknownSeat');
    expect(refusal(s, { type: 'warn', seat: 0 })).toBe('unknownSeat');
  });

  it('the wrong phase', () => {
    expect(refusal(s, { type: 'vote', seat: 1, target: 2 })).toBe('wrongPhase');
    expect(refusal(s, { type: 'nightPick', seat: 1, target: 2 })).toBe('wrongPhase');
    expect(refusal(s, { type: 'eliminateAllVote', seat: 1, yes: true })).toBe('wrongPhase');
    expect(refusal(s, { type: 'lastGuess', seat: 1, target: 2 })).toBe('wrongPhase');
  });

  it('a dead actor (seed 000 rule 12: the eliminated leave the table)', () => {
    const later = playNight(passDay(playNight(start('classic', CLASSIC_PLAIN)), 7, 8));
    expect(refusal(later, { type: 'nightPick', seat: 7, target: 1 })).toBe('deadActor');
    expect(seatView(later, 7, 0).prompt).toBeNull();
  });

  it('a choice after the time is up (seed 003 «Временные ограничения»)', () => {
    expect(refusal(s, { type: 'thankYou', seat: 1 }, s.deadline!)).toBe('late');
  });

  it('an early timeout', () => {
    expect(refusal(s, { type: 'timeout' }, s.deadline! - 1)).toBe('early');
  });

  it('malformed data', () => {
    for (const bad of [
      null,
      'vote',
      {},
      { type: 'dance', seat: 1 },
      { type: 'vote', seat: 1.5, target: 2 },
      { type: 'vote', seat: '1', target: 2 },
      { type: 'vote', seat: 1 },
      { type: 'nightPick', seat: 1, target: 'x' },
      { type: 'eliminateAllVote', seat: 1, yes: 'yes' },
      { type: 'extend', seconds: -5 },
      { type: 'extend', seconds: Infinity },
      { type: 'warn' },
    ]) {
      expect(refusal(s, bad), JSON.stringify(bad)).toBe('malformed');
    }
    expect(refusal(s, { type: 'timeout' }, Number.NaN)).toBe('malformed');
  });
});
