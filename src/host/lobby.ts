/**
 * The players at the table, before and between games: names, seat order,
 * seat tokens, bots and the VIP. Pure functions over plain data, so the host
 * session stays small and the rules of joining are tested on their own.
 *
 * A player's seat is their position in `players` (1-based). Tokens are the
 * secrets that give a seat back to a reloaded phone; they never leave the host
 * except in the one `welcome` to the phone that owns them.
 */
import { MAX_NAME_LENGTH, MAX_SEATS } from '../protocol/messages';

export interface Player {
  /** Internal and stable across seat moves; never sent. */
  id: string;
  name: string;
  token: string;
  bot: boolean;
}

export interface Lobby {
  players: Player[];
  /** The VIP's player id: the first human to join. */
  vip: string | null;
  /** Tokens of removed players: a removed phone that reloads is told 'removed', not seated again. */
  revoked: string[];
}

export const emptyLobby = (): Lobby => ({ players: [], vip: null, revoked: [] });

// Control characters (C0, C1) and invisible format characters (bidi overrides, zero-widths) would let a name hide or reorder others on the TV.
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** Trimmed, control and format characters stripped, spaces collapsed, at most 20 characters. Empty when nothing is left. */
export function cleanName(raw: string): string {
  // Whitespace first (a tab or newline becomes a space), then whatever else is hidden goes.
  const collapsed = raw.replace(/\s+/g, ' ').replace(HIDDEN, '').replace(/ +/g, ' ').trim();
  return Array.from(collapsed).slice(0, MAX_NAME_LENGTH).join('').trim();
}

/** "Anna" → "Anna 2" when an Anna sits already (case-insensitive), still within 20 characters. */
export function uniqueName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map((other) => other.toLocaleLowerCase()));
  if (!used.has(name.toLocaleLowerCase())) return name;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const base = Array.from(name).slice(0, MAX_NAME_LENGTH - suffix.length).join('').trimEnd();
    const candidate = `${base}${suffix}`;
    if (!used.has(candidate.toLocaleLowerCase())) return candidate;
  }
}

export function seatOf(lobby: Lobby, playerId: string): number | null {
  const index = lobby.players.findIndex((player) => player.id === playerId);
  return index === -1 ? null : index + 1;
}

export function playerAt(lobby: Lobby, seat: number): Player | null {
  return lobby.players[seat - 1] ?? null;
}

export function byToken(lobby: Lobby, token: string): Player | null {
  return lobby.players.find((player) => player.token === token) ?? null;
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

/** Removes the player at a seat; their token is revoked and the VIP passes to the next human in seat order. */
export function removeAt(lobby: Lobby, seat: number): Lobby {
  const leaving = playerAt(lobby, seat);
  if (!leaving) return lobby;
  const players = lobby.players.filter((player) => player !== leaving);
  const vip = lobby.vip === leaving.id ? (players.find((player) => !player.bot)?.id ?? null) : lobby.vip;
  const revoked = leaving.bot ? lobby.revoked : [...lobby.revoked, leaving.token];
  return { players, vip, revoked };
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
