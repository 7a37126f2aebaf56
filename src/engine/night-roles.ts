/**
 * Night picks and what each role's step does. A pick by a seat that does not
 * act in the step is an anonymous suspicion; every living phone sends picks
 * the same way, and every pick may be changed until the step's time is up,
 * when the step's action takes effect. So nobody can tell who acts from how
 * the phones behave or when the clock moves.
 */
import type { CheckResult, Choice, NightEvent, NightStepName, Rejection } from './types';
import { isBlack, livingWithRole, roleAt, seatCount, setAt, type GameState } from './state';
import { actsIn, stepActors } from './night';

const reject = (code: Rejection['code'], detail: string): Rejection => ({ code, detail });

/**
 * Doctor. Classic (N7): not the same player two nights in a row; himself at
 * most once a game. City (seed 003 «Доктор»): not the same player (himself
 * included) two nights in a row; himself at most twice a game.
 */
function doctorBlock(s: GameState, doctor: number, target: number): Choice['disabled'] {
  if (target === s.healLast && s.healLastNight === s.night - 1) {
    return target === doctor ? 'selfHealTwiceInRow' : 'sameAsLastNight';
  }
  const selfLimit = s.setup.preset === 'city' ? 2 : 1;
  if (target === doctor && s.selfHeals >= selfLimit) return 'selfHealUsed';
  return null;
}

/** Putana (N9): not herself, not the same client two nights in a row. */
function putanaBlock(s: GameState, putana: number, target: number): Choice['disabled'] {
  if (target === putana) return 'self';
  return target === s.clientLast && s.clientLastNight === s.night - 1 ? 'sameAsLastNight' : null;
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
  if (s.phase !== 'night' || s.nightStep === null) return reject('wrongPhase', 'no night step is running');
  const step = s.nightStep;
  if (target !== null) {
    if (target < 1 || target > seatCount(s)) return reject('unknownSeat', 'no such seat');
    if (!s.alive[target - 1]) return reject('invalidTarget', 'that player has left the table');
    const block = pickBlock(s, seat, step, target);
    if (block) return reject('invalidTarget', block);
  }
  const i = seat - 1;
  const pick = target ?? 0;
  // The same pick again changes nothing (and so sends and saves nothing).
  if (s.picks[i] !== pick) s.picks = setAt(s.picks, i, pick);
  if (!actsIn(s, seat, step)) {
    if (s.suspicion[i] !== pick) s.suspicion = setAt(s.suspicion, i, pick);
    return null;
  }
  const declined = target === null && canDecline(s, step);
  if (s.declined[i] !== declined) s.declined = setAt(s.declined, i, declined);
  return null;
}

/**
 * The check answers when the checker's step ends (never mid-step, so the
 * checker's phone changes when everyone's does); a visited checker learns nothing.
 */
function giveCheck(s: GameState, seat: number, step: NightStepName, target: number): CheckResult | null {
  if (s.tonight.client === seat) return null;
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
function mafiaShot(s: GameState): void {
  const living = stepActors(s, 'mafia');
  // No mafia left: like any dead role's step, nothing happened to log.
  if (living.length === 0) return;
  const team = living.filter((seat) => seat !== s.tonight.client);
  const don = team.find((seat) => roleAt(s, seat) === 'don');
  if (don !== undefined && (s.picks[don - 1]! > 0 || s.declined[don - 1])) {
    const target = s.picks[don - 1]!;
    s.tonight = { ...s.tonight, mafia: target };
    return log(s, 'mafia', don, target, target ? 'shot' : 'declined');
  }
  const voters = team.filter((seat) => seat !== don);
  // 'blocked' only when the Putana visited every living mafioso (then there was one: her client).
  if (voters.length === 0) return log(s, 'mafia', don ?? s.tonight.client!, 0, team.length ? 'noDecision' : 'blocked');
  if (voters.some((seat) => s.declined[seat - 1])) return log(s, 'mafia', voters[0]!, 0, 'declined');
  const target = s.picks[voters[0]! - 1]!;
  const agreed = target > 0 && voters.every((seat) => s.picks[seat - 1] === target);
  if (agreed) s.tonight = { ...s.tonight, mafia: target };
  log(s, 'mafia', voters[0]!, agreed ? target : 0, agreed ? 'shot' : 'noAgreement');
}

function doctorHeal(s: GameState, doctor: number, target: number): void {
  s.healLast = target;
  s.healLastNight = s.night;
  if (target === doctor) s.selfHeals++;
  if (s.tonight.client === doctor) return log(s, 'doctor', doctor, target, 'blocked');
  s.tonight = { ...s.tonight, heal: target };
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
  const target = actor ? s.picks[actor - 1]! : 0;
  if (!target) return;
  if (step === 'putana') {
    s.tonight = { ...s.tonight, client: target };
    s.clientLast = target;
    s.clientLastNight = s.night;
    return log(s, step, actor, target, 'visited');
  }
  if (step === 'doctor') return doctorHeal(s, actor, target);
  if (step === 'maniac') {
    const blocked = s.tonight.client === actor;
    if (!blocked) s.tonight = { ...s.tonight, maniac: target };
    return log(s, step, actor, target, blocked ? 'blocked' : 'shot');
  }
  check(s, step, actor, target);
}
