/**
 * The join handshake's decisions (docs/PROTOCOL.md, "The join handshake"):
 * which key the TV proves itself with, what a proven phone gets, and what a
 * new name gets. Pure: the gate (gate.ts) runs the messages and the session
 * applies the outcome (binding, welcome, persistence).
 */
import type { RefusalReason } from '../protocol/vocabulary';
import { addPlayer, byCredential, cleanName, isFull, isRevoked, nameProblem, removedToken, type Lobby, type Player } from './lobby';

/**
 * The key of a challenge: the claimed seat's token, or — no such seat — the
 * room's key. A removed seat's claim is challenged with its own dead token
 * (`playerId` null): the TV proves it is the TV that seated that phone, then
 * refuses it 'removed', which the phone believes only from such a TV.
 */
export type ChallengeKey =
  | { by: 'seat'; key: string; playerId: string | null; prior: boolean }
  | { by: 'room'; key: string };

export function challengeKey(lobby: Lobby, credential: string | null, roomKey: string): ChallengeKey {
  const claimed = credential === null ? null : byCredential(lobby, credential);
  const removed = credential !== null && !claimed ? removedToken(lobby, credential) : null;
  if (removed) return { by: 'seat', key: removed, playerId: null, prior: false };
  if (!claimed) return { by: 'room', key: roomKey };
  return { by: 'seat', key: claimed.token, playerId: claimed.player.id, prior: claimed.token !== claimed.player.token };
}

/**
 * A phone proved the room key: why its claim fails, or null — no claim, a
 * guest who may join or ask. A revoked token (or a removed phone's claim):
 * 'removed' (it may ask to come back). A seat the TV does not hold: mid-game
 * 'started' (it may wait for the next game), else 'badToken' (it may join
 * with a name).
 */
export function claimRefusal(lobby: Lobby, credential: string | null, device: string, gameExists: boolean): RefusalReason | null {
  // A removed phone without a claim may still ask to come back: its name is refused as 'removed' at `join`.
  if (credential === null) return null;
  if (isRevoked(lobby, credential, device)) return 'removed';
  return gameExists ? 'started' : 'badToken';
}

export type NameAdmission =
  | { kind: 'refused'; reason: RefusalReason }
  /** The table is locked: the cleaned name waits for the host's OK. */
  | { kind: 'wait'; name: string }
  | { kind: 'seated'; lobby: Lobby; player: Player };

export interface TableState {
  /** A game exists (running or over, until the TV closes it). */
  gameExists: boolean;
}

/** A name that may sit at the table, or why not. */
export function checkName(typed: string): { ok: true; name: string } | { ok: false; reason: RefusalReason } {
  const name = cleanName(typed);
  const problem = nameProblem(name);
  return problem ? { ok: false, reason: problem } : { ok: true, name };
}

/**
 * A new name from a proven phone. In order: a removed phone stays out, a
 * game in progress takes nobody, the name must be readable and nobody's bot,
 * 17 seats at most, and a locked table waits for the host.
 */
export function admitName(
  lobby: Lobby,
  typed: string,
  device: string,
  table: TableState,
  fresh: () => { id: string; token: string },
): NameAdmission {
  if (isRevoked(lobby, null, device)) return { kind: 'refused', reason: 'removed' };
  if (table.gameExists) return { kind: 'refused', reason: 'started' };
  const checked = checkName(typed);
  if (!checked.ok) return { kind: 'refused', reason: checked.reason };
  if (isFull(lobby)) return { kind: 'refused', reason: 'full' };
  if (lobby.locked) return { kind: 'wait', name: checked.name };
  return seatNew(lobby, checked.name, device, fresh);
}

/** Seats a new player at the end (the name made unique there); the first human becomes the VIP. */
export function seatNew(lobby: Lobby, name: string, device: string, fresh: () => { id: string; token: string }): NameAdmission {
  if (isFull(lobby)) return { kind: 'refused', reason: 'full' };
  const next = addPlayer(lobby, { ...fresh(), name, bot: false, device, prior: null });
  const player = next.players[next.players.length - 1] as Player;
  return { kind: 'seated', lobby: next, player };
}
