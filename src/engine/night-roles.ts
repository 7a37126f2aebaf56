/**
 * Night picks and what each role's step does. A pick by a seat that does not
 * act in the step is an anonymous suspicion; every living phone sends picks
 * the same way, and every pick may be changed until the step's time is up,
 * when the step's action takes effect. So nobody can tell who acts from how
 * the phones behave or when the clock moves.
 */
import type { CheckResult, Choice, NightEvent, NightStepName, Rejection } from './types';
import { isBlack, livingWithRole, roleAt, seatCount, setAt, editDark, type GameState, type Tonight } from './state';
import { actsIn, stepActors } from './night';

const reject = (code: Rejection['code'], detail: string): Rejection => ({ code, detail });

/**
 * Doctor. Classic (N7): not the same player two nights in a row; himself at
 * most once a game. City (seed 003 «Доктор»): not the same player (himself
 * included) two nights in a row; himself at most twice a game.
 */
function doctorBlock(s: GameState, doctor: number, target: number): Choice['disabled'] {
  if (target === s.lastHeal?.seat && s.lastHeal.night === s.night - 1) {
    return target === doctor ? 'selfHealTwiceInRow' : 'sameAsLastNight';
  }
  const selfLimit = s.setup.preset === 'city' ? 2 : 1;
  if (target === doctor && s.selfHeals >= selfLimit) return 'selfHealUsed';
  return null;
}

/** Putana (N9): not herself, not the same client two nights in a row. */
function putanaBlock(s: GameState, putana: number, target: number): Choice['disabled'] {
  if (target === putana) return 'self';
  return target === s.lastClient?.seat && s.lastClient.night === s.night - 1 ? 'sameAsLastNight' : null;
}

/** Why `seat` may not pick `target` in this step (personal: only this seat's prompt holds it). */
export function pickBlock(s: GameState, seat: number, step: NightStepName, target: number): Choice['disabled'] {
  if (step === 'doctor' && actsIn(s, seat, step)) return doctorBlock(s, seat, target);
  if (step === 'putana' && actsIn(s, seat, step)) return putanaBlock(s, seat, target);
  return target === seat ? 'self' : null;
}

/** City lets the mafia hold fire (seed 003 «Мафия»); classic has no such choice. */
export function canDecline(s: GameState, step: NightStepName): boolean {
  return s.setup.preset === 'city' && step === 'mafia';
}

/** A pick, a changed pick, or `null` (no one; the City mafia's decline). It acts only when the step ends. */
export function nightPick(s: GameState, seat: number, target: number | null): Rejection | null {
  const dark = s.dark;
  if (s.phase !== 'night' || dark === undefined) return reject('wrongPhase', 'no night step is running');
  const step = dark.nightStep;
  if (target !== null) {
    if (target < 1 || target > seatCount(s)) return reject('unknownSeat', 'no such seat');
    if (!s.alive[target - 1]) return reject('invalidTarget', 'that player has left the table');
    const block = pickBlock(s, seat, step, target);
    if (block) return reject('invalidTarget', block);
  }
  const i = seat - 1;
  const pick = target ?? 0;
  // The same pick again changes nothing (and so sends and saves nothing): the same part.
  const picks = dark.picks[i] !== pick ? setAt(dark.picks, i, pick) : dark.picks;
  if (!actsIn(s, seat, step)) {
    const suspicion = dark.suspicion[i] !== pick ? setAt(dark.suspicion, i, pick) : dark.suspicion;
    if (picks !== dark.picks || suspicion !== dark.suspicion) {
      const next = editDark(s);
      next.picks = picks;
      next.suspicion = suspicion;
    }
    return null;
  }
  const isDeclined = target === null && canDecline(s, step);
  const declined = dark.declined[i] !== isDeclined ? setAt(dark.declined, i, isDeclined) : dark.declined;
  if (picks !== dark.picks || declined !== dark.declined) {
    const next = editDark(s);
    next.picks = picks;
    next.declined = declined;
  }
  return null;
}

/**
 * The check answers when the checker's step ends (never mid-step, so the
 * checker's phone changes when everyone's does); a visited checker learns nothing.
 */
function giveCheck(s: GameState, seat: number, step: NightStepName, target: number): CheckResult | null {
  if (s.dark!.tonight.client === seat) return null;
  const role = roleAt(s, target);
  const result: CheckResult =
    step === 'don'
      ? { night: s.night, target, question: 'isSheriff', answer: role === 'sheriff' }
      : { night: s.night, target, question: 'isMafia', answer: isBlack(role) };
  s.checks = setAt(s.checks, seat - 1, [...s.checks[seat - 1]!, result]);
  return result;
}

function log(s: GameState, step: NightStepName, actor: number, target: number, outcome: string): void {
  const event: NightEvent = { night: s.night, step, actor, target: target || null, outcome };
  s.nightLog = [...s.nightLog, event];
}

/**
 * The mafia's shot. Classic (N4, seed 000 rule 6): a kill only if every
 * living mafia picked the same target. City (seed 003): the Don's word is
 * final, a decline holds fire; without the Don's word the living mafia must
 * agree. A mafioso visited by the Putana has no say.
 */
/** Tonight's record with one more act. */
function resolve(s: GameState, act: Tonight): void {
  const dark = editDark(s);
  dark.tonight = { ...dark.tonight, ...act };
}

function mafiaShot(s: GameState): void {
  const living = stepActors(s, 'mafia');
  // No mafia left: like any dead role's step, nothing happened to log.
  if (living.length === 0) return;
  const { picks, declined, tonight } = s.dark!;
  const team = living.filter((seat) => seat !== tonight.client);
  const don = team.find((seat) => roleAt(s, seat) === 'don');
  if (don !== undefined && (picks[don - 1]! > 0 || declined[don - 1])) {
    const target = picks[don - 1]!;
    // A decline is recorded as no shot (as it always was: the dawn reads no target).
    resolve(s, { mafia: target || undefined });
    return log(s, 'mafia', don, target, target ? 'shot' : 'declined');
  }
  const voters = team.filter((seat) => seat !== don);
  // 'blocked' only when the Putana visited every living mafioso (then there was one: her client).
  if (voters.length === 0) return log(s, 'mafia', don ?? tonight.client!, 0, team.length ? 'noDecision' : 'blocked');
  if (voters.some((seat) => declined[seat - 1])) return log(s, 'mafia', voters[0]!, 0, 'declined');
  const target = picks[voters[0]! - 1]!;
  const agreed = target > 0 && voters.every((seat) => picks[seat - 1] === target);
  if (agreed) resolve(s, { mafia: target });
  log(s, 'mafia', voters[0]!, agreed ? target : 0, agreed ? 'shot' : 'noAgreement');
}

function doctorHeal(s: GameState, doctor: number, target: number): void {
  s.lastHeal = { seat: target, night: s.night };
  if (target === doctor) s.selfHeals++;
  if (s.dark!.tonight.client === doctor) return log(s, 'doctor', doctor, target, 'blocked');
  resolve(s, { heal: target });
  log(s, 'doctor', doctor, target, 'healed');
}

function check(s: GameState, step: NightStepName, actor: number, target: number): void {
  const result = giveCheck(s, actor, step, target);
  if (!result) return log(s, step, actor, target, 'blocked');
  if (result.question === 'isSheriff') return log(s, step, actor, target, result.answer ? 'checkedSheriff' : 'checkedNotSheriff');
  log(s, step, actor, target, result.answer ? 'checkedMafia' : 'checkedTown');
}

/** The step is over: its action takes effect (kills wait for the dawn). */
export function applyStep(s: GameState, step: NightStepName): void {
  if (step === 'acquaintance') return;
  if (step === 'mafia') return mafiaShot(s);
  const actor = livingWithRole(s, step);
  const target = actor ? s.dark!.picks[actor - 1]! : 0;
  if (!target) return;
  if (step === 'putana') {
    resolve(s, { client: target });
    s.lastClient = { seat: target, night: s.night };
    return log(s, step, actor, target, 'visited');
  }
  if (step === 'doctor') return doctorHeal(s, actor, target);
  if (step === 'maniac') {
    const blocked = s.dark!.tonight.client === actor;
    if (!blocked) resolve(s, { maniac: target });
    return log(s, step, actor, target, blocked ? 'blocked' : 'shot');
  }
  check(s, step, actor, target);
}
