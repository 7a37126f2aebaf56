/**
 * Night picks and what each role's step does. A pick by a seat that does not
 * act in the step is an anonymous suspicion; every living phone sends picks
 * the same way, so nobody can tell who acts from how the phones behave.
 */
import type { CheckResult, Choice, NightEvent, NightStepName, Rejection } from './types';
import { isBlack, livingWithRole, roleAt, seatCount, setAt, type GameState } from './state';
import { actsIn, settle, stepActors } from './night';

const reject = (code: Rejection['code'], detail: string): Rejection => ({ code, detail });

/**
 * Doctor. Classic (issue): not the same player two nights in a row; himself at
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

/** Putana (issue): not herself, not the same client two nights in a row. */
function putanaBlock(s: GameState, putana: number, target: number): Choice['disabled'] {
  if (target === putana) return 'self';
  return target === s.clientLast && s.clientLastNight === s.night - 1 ? 'sameAsLastNight' : null;
}

/** Why `seat` may not pick `target` in this step (personal: only this seat's prompt shows it). */
export function pickBlock(s: GameState, seat: number, step: NightStepName, target: number): Choice['disabled'] {
  if (step === 'doctor' && actsIn(s, seat, step)) return doctorBlock(s, seat, target);
  if (step === 'putana' && actsIn(s, seat, step)) return putanaBlock(s, seat, target);
  return target === seat ? 'self' : null;
}

/** City lets the mafia hold fire (seed 003 «Мафия»); classic has no such choice. */
export function canDecline(s: GameState, step: NightStepName): boolean {
  return s.setup.preset === 'city' && step === 'mafia';
}

export function nightPick(s: GameState, seat: number, target: number | null, now: number): Rejection | null {
  if (s.phase !== 'night' || s.nightStep === null) return reject('wrongPhase', 'no night step is running');
  const step = s.nightStep;
  if (target !== null) {
    if (target < 1 || target > seatCount(s)) return reject('unknownSeat', 'no such seat');
    if (!s.alive[target - 1]) return reject('invalidTarget', 'that player has left the table');
    const block = pickBlock(s, seat, step, target);
    if (block) return reject('invalidTarget', block);
  }
  const i = seat - 1;
  if (!actsIn(s, seat, step)) {
    s.picks = setAt(s.picks, i, target ?? 0);
    s.suspicion = setAt(s.suspicion, i, target ?? 0);
    return null;
  }
  if (step === 'mafia') {
    s.picks = setAt(s.picks, i, target ?? 0);
    s.declined = setAt(s.declined, i, target === null && canDecline(s, step));
    if (mafiaDecided(s)) settle(s, now);
    return null;
  }
  if (s.picks[i] !== 0) return reject('alreadyVoted', 'a night pick is final');
  if (target === null) return null;
  s.picks = setAt(s.picks, i, target);
  if (step === 'commissar' || step === 'sheriff' || step === 'don') giveCheck(s, seat, step, target);
  settle(s, now);
  return null;
}

/** Classic: all living mafia on one target. City: the Don has spoken, or the mafia agree. */
function mafiaDecided(s: GameState): boolean {
  const team = stepActors(s, 'mafia');
  const don = team.find((seat) => roleAt(s, seat) === 'don');
  if (don !== undefined) return s.picks[don - 1]! > 0 || s.declined[don - 1]!;
  if (team.every((seat) => s.declined[seat - 1])) return team.length > 0;
  const first = s.picks[team[0]! - 1]!;
  return first > 0 && team.every((seat) => s.picks[seat - 1] === first);
}

/** The check answers at once and flashes for the rest of the step; a blocked checker learns nothing. */
function giveCheck(s: GameState, seat: number, step: NightStepName, target: number): void {
  if (s.tonight.client === seat) return;
  const role = roleAt(s, target);
  const result: CheckResult =
    step === 'don'
      ? { night: s.night, target, question: 'isSheriff', answer: role === 'sheriff' }
      : { night: s.night, target, question: 'isMafia', answer: isBlack(role) };
  s.checks = setAt(s.checks, seat - 1, [...s.checks[seat - 1]!, result]);
  s.freshCheck = seat;
}

function log(s: GameState, step: NightStepName, actor: number, target: number, outcome: string): void {
  const event: NightEvent = { night: s.night, step, actor, target: target || null, outcome };
  s.nightLog = [...s.nightLog, event];
}

/**
 * The mafia's shot. Classic (issue, seed 000 rule 6): a kill only if every
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

function checkOutcome(s: GameState, actor: number): string {
  const check = s.freshCheck === actor ? s.checks[actor - 1]!.at(-1) : undefined;
  if (!check) return 'blocked';
  if (check.question === 'isSheriff') return check.answer ? 'checkedSheriff' : 'checkedNotSheriff';
  return check.answer ? 'checkedMafia' : 'checkedTown';
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
  log(s, step, actor, target, checkOutcome(s, actor));
}
