import { describe, expect, it } from 'vitest';
import { CITY_11, CLASSIC_ALL, CLASSIC_PLAIN, act, lines, passDay, playNight, refusal, run, start, until } from './testkit';
import { publicView, seatView } from './views';
import { viewBreaches } from './invariants';
import { speakerOf, type GameState } from './state';
import type { Statement } from './types';

// CITY_11: 1 Don, 2–3 Mafia, 4 Doctor, 5 Sheriff, 6–11 Civilians. CLASSIC_PLAIN: 1–2 Mafia, 3 Commissar, 4 Doctor, 5–10 Civilians.
const firstSpeech = (s: GameState): GameState => until(s, (x) => x.phase === 'speech');
const say = (seat: number, statement: Statement) => ({ type: 'say' as const, seat, statement });
const claim = (as: 'sheriff' | 'commissar', ...findings: [number, boolean][]): Statement => ({ kind: 'claim', as, findings: findings.map(([seat, black]) => ({ seat, black })) });

describe('Statements: what a speaker says in his turn', () => {
  it('the speaker says one statement; the TV shows it and the narrator reads it', () => {
    const s = firstSpeech(playNight(start('city', CITY_11)));
    expect(speakerOf(s)).toBe(1);
    // The Don lies: a claim is only a claim.
    const r = run(s, say(1, claim('sheriff', [5, true], [7, false])));
    expect(lines(r.effects)).toEqual(['statement']);
    expect(r.effects[0]).toMatchObject({ params: { seat: 1, kind: 'claim', black: '5', red: '7' } });
    const heard = [{ day: 1, seq: s.seq, seat: 1, statement: claim('sheriff', [5, true], [7, false]) }];
    expect(publicView(r.state, 0).said).toEqual(heard);
    // Phones are not sent them: the TV shows them and the narrator reads them.
    for (const seat of [1, 5, 9]) expect(seatView(r.state, seat, 0)).not.toHaveProperty('said');
    expect(viewBreaches(r.state, 0)).toEqual([]);
    expect(speakerOf(r.state)).toBe(1);
  });

  it('one statement a turn, only in one’s own turn; the next speaker has his own', () => {
    let s = firstSpeech(playNight(start('city', CITY_11)));
    expect(refusal(s, say(2, { kind: 'defend' }))).toBe('notYourTurn');
    s = act(s, say(1, { kind: 'suspect', seats: [4, 9] }));
    expect(refusal(s, say(1, { kind: 'defend' }))).toBe('alreadyVoted');
    s = act(s, { type: 'thankYou', seat: 1 });
    s = act(s, say(2, { kind: 'defend' }));
    expect(publicView(s, 0).said.map((x) => x.seat)).toEqual([1, 2]);
  });

  it('is refused outside a turn to speak: at night, in a vote', () => {
    const s = start('city', CITY_11);
    expect(refusal(s, say(1, { kind: 'defend' }))).toBe('wrongPhase');
  });

  it('names only real seats: no seat twice, never one’s own, a suspect among the living', () => {
    // Seat 5 voted out on day 1, seat 6 shot on night 2: seat 2 opens day 2.
    let s = firstSpeech(playNight(passDay(playNight(start('classic', CLASSIC_PLAIN)), 5, 6), { mafia: { 1: 6, 2: 6 } }));
    expect(speakerOf(s)).toBe(2);
    expect(refusal(s, say(2, { kind: 'suspect', seats: [2] }))).toBe('invalidTarget');
    expect(refusal(s, say(2, { kind: 'suspect', seats: [4, 4] }))).toBe('invalidTarget');
    expect(refusal(s, say(2, { kind: 'suspect', seats: [12] }))).toBe('unknownSeat');
    expect(refusal(s, say(2, { kind: 'suspect', seats: [6] }))).toBe('invalidTarget');
    // A finding may be about the dead: a check made before he died.
    s = act(s, say(2, claim('commissar', [6, false])));
    expect(publicView(s, 0).said).toHaveLength(1);
  });

  it('claims only the checker this game has', () => {
    const city = firstSpeech(playNight(start('city', CITY_11)));
    expect(refusal(city, say(1, claim('commissar', [5, true])))).toBe('invalidTarget');
    const noCommissar = firstSpeech(playNight(start('classic', ['mafia', 'mafia', 'doctor', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian'])));
    expect(refusal(noCommissar, say(speakerOf(noCommissar), claim('commissar', [5, true])))).toBe('invalidTarget');
    const all = firstSpeech(playNight(start('classic', CLASSIC_ALL)));
    expect(refusal(all, say(speakerOf(all), claim('sheriff', [5, true])))).toBe('invalidTarget');
  });

  it('a bad shape is malformed, whatever the phase', () => {
    const s = firstSpeech(playNight(start('city', CITY_11)));
    for (const statement of [null, 'hi', { kind: 'boast' }, { kind: 'suspect', seats: [] }, { kind: 'suspect', seats: [2, 3, 4, 6] }, { kind: 'suspect', seats: [2.5] }, { kind: 'claim', as: 'don', findings: [{ seat: 2, black: true }] }, { kind: 'claim', as: 'sheriff', findings: [] }, { kind: 'claim', as: 'sheriff', findings: [{ seat: 2, black: 'yes' }] }]) {
      expect(refusal(s, { type: 'say', seat: 1, statement })).toBe('malformed');
    }
  });

  it('keeps nothing the sender holds, and keeps only known fields', () => {
    const s = firstSpeech(playNight(start('city', CITY_11)));
    const statement = { kind: 'suspect', seats: [4], secret: 'x' } as unknown as Statement;
    const next = act(s, say(1, statement));
    (statement as { seats: number[] }).seats.push(9);
    expect(publicView(next, 0).said[0]!.statement).toEqual({ kind: 'suspect', seats: [4] });
  });

  it('a day’s statements are gone at nightfall: the table’s memory is the bots’ own', () => {
    let s = firstSpeech(playNight(start('classic', CLASSIC_PLAIN)));
    s = act(s, say(1, { kind: 'defend' }));
    s = until(s, (x) => x.phase === 'night');
    expect(publicView(s, 0).said).toEqual([]);
  });

});
