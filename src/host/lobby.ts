/**
 * The players at the table, before and between games: names, seat order,
 * seat tokens, bots, the VIP, who was removed and whether the table is
 * locked. Pure functions over plain data, so the host session stays small and
 * the rules of joining are tested on their own.
 *
 * A player's seat is their position in `players` (1-based). Tokens are the
 * secrets that give a seat back to a reloaded phone; each is sent once, to the
 * phone that owns it, and afterwards only proven (protocol/auth.ts). They
 * rotate with every new game.
 */
import { MAX_SEATS } from '../protocol/messages';
import { credentialOf } from '../protocol/auth';
import { uniqueName } from './names';

export { cleanName, nameProblem, uniqueName } from './names';

export interface Player {
  /** Internal and stable across seat moves; never sent. */
  id: string;
  name: string;
  token: string;
  /**
   * The token before the last rotation, while the phone has not confirmed
   * the new one (it was away when the game was dealt): it still proves this
   * seat, once, and is answered with the new token.
   */
  prior?: string | null;
  /** The phone's device tag in this room (protocol/auth.ts deviceTag), to keep a removed phone out. */
  device?: string | null;
  bot: boolean;
}

export interface Lobby {
  players: Player[];
  /** The VIP's player id: the first human to join. */
  vip: string | null;
  /** Credentials (credentialOf) of removed players' tokens: such a phone is told 'removed', not seated again. */
  revoked: string[];
  /**
   * Removed players' tokens themselves, dead: they open no seat, but the TV
   * proves one (bound to the channel) before it tells a removed phone so, and
   * nobody who knows only the room key can tell a seated phone it was removed
   * (docs/PROTOCOL.md, "Threat model"). Absent in saves from before.
   */
  removedTokens?: string[];
  /** Device tags of removed phones: a new name from the same phone is 'removed' too, until the host lets it back. */
  banned?: string[];
  /** Locked by the host: a new name waits for the TV's OK. */
  locked?: boolean;
}

export const emptyLobby = (): Lobby => ({ players: [], vip: null, revoked: [], banned: [], locked: false });

export function seatOf(lobby: Lobby, playerId: string): number | null {
  const index = lobby.players.findIndex((player) => player.id === playerId);
  return index === -1 ? null : index + 1;
}

export function playerAt(lobby: Lobby, seat: number): Player | null {
  return lobby.players[seat - 1] ?? null;
}

/**
 * The human player whose current or prior token has this credential, and the
 * token it names. Bots' seats are never claimed.
 */
export function byCredential(lobby: Lobby, credential: string): { player: Player; token: string } | null {
  for (const player of lobby.players) {
    if (player.bot) continue;
    if (credentialOf(player.token) === credential) return { player, token: player.token };
    if (player.prior && credentialOf(player.prior) === credential) return { player, token: player.prior };
  }
  return null;
}

export function isRevoked(lobby: Lobby, credential: string | null, device: string | null): boolean {
  return (credential !== null && lobby.revoked.includes(credential)) || (device !== null && (lobby.banned ?? []).includes(device));
}

export function isFull(lobby: Lobby): boolean {
  return lobby.players.length >= MAX_SEATS;
}

/** Adds a player at the end; the first human becomes the VIP. */
export function addPlayer(lobby: Lobby, player: Player): Lobby {
  const name = uniqueName(player.name, lobby.players.map((other) => other.name));
  const players = [...lobby.players, { ...player, name }];
  const vip = lobby.vip ?? (player.bot ? null : player.id);
  return { ...lobby, players, vip };
}

/**
 * Removes the player at a seat; their tokens are revoked, their phone is kept
 * out of this room, and the VIP passes to the next human in seat order.
 */
export function removeAt(lobby: Lobby, seat: number): Lobby {
  const leaving = playerAt(lobby, seat);
  if (!leaving) return lobby;
  const players = lobby.players.filter((player) => player !== leaving);
  const vip = lobby.vip === leaving.id ? (players.find((player) => !player.bot)?.id ?? null) : lobby.vip;
  if (leaving.bot) return { ...lobby, players, vip };
  const tokens = [leaving.token, ...(leaving.prior ? [leaving.prior] : [])];
  const revoked = [...lobby.revoked, ...tokens.map(credentialOf)];
  const removedTokens = [...(lobby.removedTokens ?? []), ...tokens];
  const banned = leaving.device ? [...(lobby.banned ?? []), leaving.device] : (lobby.banned ?? []);
  return { ...lobby, players, vip, revoked, removedTokens, banned };
}

/** The removed player's token this credential names, if it names one. */
export function removedToken(lobby: Lobby, credential: string): string | null {
  return (lobby.removedTokens ?? []).find((token) => credentialOf(token) === credential) ?? null;
}

/** The host let a removed phone back in: its device may join again (its old tokens stay revoked). */
export function allowBack(lobby: Lobby, device: string): Lobby {
  return { ...lobby, banned: (lobby.banned ?? []).filter((tag) => tag !== device) };
}

/**
 * A new game: every human gets a new token. The one a phone holds now stays
 * good as `prior` until that phone confirms the new one, so a phone that
 * sleeps through the deal still finds its seat; once confirmed (`confirmToken`)
 * a token of a finished game opens nothing.
 */
export function rotateTokens(lobby: Lobby, fresh: () => string): Lobby {
  const players = lobby.players.map((player) =>
    player.bot ? player : { ...player, prior: player.prior ?? player.token, token: fresh() },
  );
  return { ...lobby, players };
}

/** The phone proved or stored its current token: the prior one is retired. */
export function confirmToken(lobby: Lobby, playerId: string): Lobby {
  if (!lobby.players.some((player) => player.id === playerId && player.prior)) return lobby;
  return { ...lobby, players: lobby.players.map((player) => (player.id === playerId ? { ...player, prior: null } : player)) };
}

/** Records the phone a player sits at (the latest one to prove the seat). */
export function withDevice(lobby: Lobby, playerId: string, device: string): Lobby {
  if (lobby.players.some((player) => player.id === playerId && player.device === device)) return lobby;
  return { ...lobby, players: lobby.players.map((player) => (player.id === playerId ? { ...player, device } : player)) };
}

/** Moves the player at `from` to position `to`, shifting the others. */
export function move(lobby: Lobby, from: number, to: number): Lobby {
  const count = lobby.players.length;
  if (from < 1 || from > count || to < 1 || to > count || from === to) return lobby;
  const players = lobby.players.slice();
  const [moving] = players.splice(from - 1, 1);
  if (!moving) return lobby;
  players.splice(to - 1, 0, moving);
  return { ...lobby, players };
}
