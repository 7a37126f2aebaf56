/**
 * Statements: what a speaker says aloud in his turn, in a shape the TV can
 * show and the narrator read in either language (a practice bot's speech).
 * The rules say only who may speak and when; what is said may be a lie.
 */
import type { Effect, Rejection, Setup, Statement } from './types';
import { editToday, isAlive, noteAloud, seatCount, type GameState } from './state';
import { isInt } from './is-int';

/** The most findings one claim names, and the most seats one suspicion does. */
export const MAX_FINDINGS = 4;
export const MAX_SUSPECTS = 3;

const reject = (code: Rejection['code'], detail: string): Rejection => ({ code, detail });

/** Shape only (step.ts `malformed`): the fields and their types, never the rules. */
export function malformedStatement(value: unknown): Rejection | null {
  if (typeof value !== 'object' || value === null) return reject('malformed', 'a statement is an object');
  const st = value as Record<string, unknown>;
  switch (st.kind) {
    case 'defend':
      return null;
    case 'suspect': {
      const seats = st.seats;
      if (!Array.isArray(seats) || seats.length < 1 || seats.length > MAX_SUSPECTS || !seats.every(isInt)) return reject('malformed', `seats: 1 to ${MAX_SUSPECTS} integers`);
      return null;
    }
    case 'claim': {
      if (st.as !== 'sheriff' && st.as !== 'commissar') return reject('malformed', "as: 'sheriff' or 'commissar'");
      const findings = st.findings;
      if (!Array.isArray(findings) || findings.length < 1 || findings.length > MAX_FINDINGS) return reject('malformed', `findings: 1 to ${MAX_FINDINGS}`);
      const good = findings.every((f: unknown) => typeof f === 'object' && f !== null && isInt((f as { seat?: unknown }).seat) && typeof (f as { black?: unknown }).black === 'boolean');
      return good ? null : reject('malformed', 'a finding is { seat: integer, black: boolean }');
    }
    default:
      return reject('malformed', 'unknown statement kind');
  }
}

/** The checker a claim may name: the game's own (City's Sheriff; classic's Commissar, when dealt). Public with the setup. */
export function checkerOf(setup: Setup): 'sheriff' | 'commissar' | null {
  if (setup.preset === 'city') return 'sheriff';
  return setup.optionalRoles.includes('commissar') ? 'commissar' : null;
}

function seatsRule(s: GameState, seat: number, seats: number[], living: boolean): Rejection | null {
  if (new Set(seats).size !== seats.length) return reject('invalidTarget', 'a seat named twice');
  for (const target of seats) {
    if (target < 1 || target > seatCount(s)) return reject('unknownSeat', 'no such seat');
    if (target === seat) return reject('invalidTarget', 'self');
    if (living && !isAlive(s, target)) return reject('invalidTarget', 'that player has left the table');
  }
  return null;
}

/** The statement's public parameters for the narrator: seats as comma lists (see narrator/lines.ts). */
function params(seat: number, st: Statement): Record<string, string | number> {
  const p: Record<string, string | number> = { seat, kind: st.kind };
  if (st.kind === 'suspect') p.seats = st.seats.join(',');
  if (st.kind === 'claim') {
    const black = st.findings.filter((f) => f.black).map((f) => f.seat);
    const red = st.findings.filter((f) => !f.black).map((f) => f.seat);
    if (black.length) p.black = black.join(',');
    if (red.length) p.red = red.join(',');
  }
  return p;
}

/** The speaker says one statement in his turn (speech, justification or last word). */
export function say(s: GameState, seat: number, statement: Statement, fx: Effect[]): Rejection | null {
  const turn = s.phase === 'speech' || s.phase === 'justification' || s.phase === 'lastWord';
  if (!turn) return reject('wrongPhase', 'statements are made in one’s own turn to speak');
  const today = s.today!;
  if (today.speaker !== seat) return reject('notYourTurn', 'only the speaker speaks');
  if (today.saidSeq === s.seq) return reject('alreadyVoted', 'one statement a turn');
  let rule: Rejection | null = null;
  if (statement.kind === 'suspect') rule = seatsRule(s, seat, statement.seats, true);
  if (statement.kind === 'claim') {
    if (statement.as !== checkerOf(s.setup)) return reject('invalidTarget', 'no such card in this game');
    rule = seatsRule(s, seat, statement.findings.map((f) => f.seat), false);
  }
  if (rule) return rule;
  // Copied field by field: nothing the sender holds is kept.
  const kept: Statement =
    statement.kind === 'claim'
      ? { kind: 'claim', as: statement.as, findings: statement.findings.map((f) => ({ seat: f.seat, black: f.black })) }
      : statement.kind === 'suspect'
        ? { kind: 'suspect', seats: [...statement.seats] }
        : { kind: 'defend' };
  const said = { day: s.day, seq: s.seq, seat, statement: kept };
  const next = editToday(s);
  next.said = [...today.said, said];
  noteAloud(s, 'said', said);
  next.saidSeq = s.seq;
  fx.push({ type: 'narrate', line: 'statement', params: params(seat, kept) });
  return null;
}
