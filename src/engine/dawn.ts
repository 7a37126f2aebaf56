/** The dawn: the night's shots land, the morning announces them. */
import type { Effect, ExitCause, NightEvent, NightStepName } from './types';
import { enter, isAlive, killSeat, setTimer, timerMs, type Dark, type GameState } from './state';
import { hasLastWord } from './last-word';
import { winnerOf } from './win';
import type { Stage } from './stage';

interface Victim {
  seat: number;
  cause: ExitCause;
  /** The step whose action killed him, for the night timeline. */
  by: NightStepName;
}

/**
 * Shots of the mafia and the maniac kill unless the Doctor healed that player
 * (N6: the heal saves from the maniac too; seed 003 «Доктор»). With
 * putanaClientDies (N11, classic), a killed Putana takes her client of the
 * night with her; it is no shot, so the Doctor cannot stop it.
 */
function nightVictims(s: GameState, dark: Dark): Victim[] {
  const { mafia, maniac, heal, client } = dark.tonight;
  const victims: Victim[] = [];
  const shots: [NightStepName, number | undefined][] = [['mafia', mafia], ['maniac', maniac]];
  for (const [by, target] of shots) {
    if (!target || !isAlive(s, target) || victims.some((v) => v.seat === target)) continue;
    if (target === heal) logDawn(s, 'doctor', target, 'saved');
    else victims.push({ seat: target, cause: 'killed', by });
  }
  const putana = s.roles.indexOf('putana') + 1;
  const putanaDies = putana > 0 && victims.some((v) => v.seat === putana);
  if (s.setup.putanaClientDies && putanaDies && client && !victims.some((v) => v.seat === client)) {
    victims.push({ seat: client, cause: 'putanaClient', by: 'putana' });
  }
  return victims;
}

/** A dawn event of the timeline; `actor: 0` as it is the night's outcome, not anyone's act. */
function logDawn(s: GameState, step: NightStepName, seat: number, outcome: string): void {
  const event: NightEvent = { night: s.night, step, actor: 0, target: seat, outcome };
  s.nightLog = [...s.nightLog, event];
}

/** Anonymous suspicions: how many seats suspected each player, never who. */
function suspicionCounts(dark: Dark): { seat: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const target of dark.suspicion) if (target) counts.set(target, (counts.get(target) ?? 0) + 1);
  return [...counts].map(([seat, count]) => ({ seat, count })).sort((a, b) => b.count - a.count || a.seat - b.seat);
}

function announce(dark: Dark, killed: number[], fx: Effect[]): void {
  if (killed.length === 0) {
    // Classic's night 1 is only the acquaintance: nobody could have died, so do not say nobody did.
    const first = dark.plan.length === 1 && dark.plan[0] === 'acquaintance';
    fx.push({ type: 'sound', name: 'dawnPeace' }, { type: 'narrate', line: first ? 'morningFirst' : 'morningPeaceful' });
    return;
  }
  fx.push({ type: 'sound', name: 'dawnShot' });
  if (killed.length === 1) fx.push({ type: 'narrate', line: 'morningKilled', params: { seat: killed[0]! } });
  else fx.push({ type: 'narrate', line: 'morningKilledMany', params: { seats: killed.join(', ') } });
}

/**
 * The beat between the city waking and the news, in real time (it is the
 * table's suspense, not a player's turn, so timerScale does not apply). The
 * night music fades; the TV says "The city wakes up…"; nobody has died yet in
 * any view, so no seat, caption, sound or phone tells anything before the news.
 */
export const DAWN_BEAT_MS = 2000;

/**
 * Morning, in two steps, as a host stages it: first the beat (no day yet,
 * every seat as it was), then the news (`tellDawn`), a step of its own.
 */
export function startMorning(s: GameState, now: number, fx: Effect[]): Stage | null {
  s.day = s.night;
  enter(s, 'morning');
  setTimer(s, DAWN_BEAT_MS, now);
  fx.push({ type: 'music', play: false });
  return null;
}

/**
 * The news. Seed 003 «Мирные жители»: the host announces who was killed; the
 * night's dead have no last word, except the classic Commissar (D2), who
 * speaks after the announcement (and, while cards are hidden, every player
 * killed that night, so that speaking names nobody; see last-word.ts). The
 * Putana's client has an alibi for the day, announced now, before anyone speaks.
 * A new seq: the TV turns the cards and phones learn their fate in the same
 * view, and the morning's own clock waits until the news has been said.
 */
function tellDawn(s: GameState, now: number, fx: Effect[]): void {
  const dark = s.dark!;
  const victims = nightVictims(s, dark);
  for (const v of victims) {
    killSeat(s, v.seat, v.cause);
    logDawn(s, v.by, v.seat, v.cause === 'killed' ? 'killed' : 'diedWithPutana');
  }
  const killed = victims.map((v) => v.seat).sort((a, b) => a - b);
  const morning = { killed, suspicion: s.setup.showSuspicion ? suspicionCounts(dark) : [] };
  const client = dark.tonight.client;
  const alibi = s.setup.preset === 'classic' && client && isAlive(s, client) ? client : undefined;
  // The day begins with its news; the night, read, is over.
  s.today = { morning, alibi, speaker: undefined, queue: [], nominees: [], nominated: undefined, doneTalking: undefined, said: [], saidSeq: undefined };
  s.dark = undefined;
  enter(s, 'morning');
  setTimer(s, timerMs(s, 'morning'), now);
  announce(dark, killed, fx);
  // A dawn that ends the game goes straight to the win: an alibi for a day that never comes is not said.
  if (alibi && winnerOf(s) === null) fx.push({ type: 'narrate', line: 'morningAlibi', params: { seat: alibi } });
  const words = killed.filter((seat) => hasLastWord(s, seat, false));
  s.parting = words.length ? { queue: words, then: 'day', guess: undefined, revealedCheck: undefined } : undefined;
}

/** The beat's end tells the news; after the news, the night's last words, if any, then the speeches. */
export function endMorning(s: GameState, now: number, fx: Effect[]): Stage | null {
  if (s.today === undefined) {
    tellDawn(s, now, fx);
    return null;
  }
  return s.parting?.queue.length ? 'lastWord' : 'day';
}
