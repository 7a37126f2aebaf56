/**
 * The seats as the TV and the lobby show them, and who holds the VIP's
 * controls. What goes out to phones is outbox.ts.
 */
import type { Links } from './links';
import { seatOf, type Lobby } from './lobby';
import type { LobbySeat } from './snapshot';

/** Seats as the TV shows them: bots are always online; a phone is online while it answers. */
export function lobbySeats(lobby: Lobby, links: Links): LobbySeat[] {
  return lobby.players.map((player, index) => ({
    seat: index + 1,
    name: player.name,
    link: player.bot || links.isOnline(player.id) ? 'online' : 'away',
    bot: player.bot,
  }));
}

/** Whether two lists show the same seats alike (the screens keep the older list then). */
export function sameSeats(a: readonly LobbySeat[], b: readonly LobbySeat[]): boolean {
  return a.length === b.length && a.every((seat, i) => {
    const other = b[i]!;
    return seat.seat === other.seat && seat.name === other.name && seat.link === other.link && seat.bot === other.bot;
  });
}

/**
 * Who holds the VIP's controls now: the first human to join — or, once he has
 * left the table, the next living human after him in seat order (H5: a
 * player out of the game keeps no say over it). `alive` is null outside a game.
 */
export function vipPlayer(lobby: Lobby, alive: ((seat: number) => boolean) | null): string | null {
  if (!lobby.vip || !alive) return lobby.vip;
  const start = seatOf(lobby, lobby.vip);
  if (start === null) return null;
  const n = lobby.players.length;
  for (let k = 0; k < n; k++) {
    const seat = ((start - 1 + k) % n) + 1;
    const player = lobby.players[seat - 1]!;
    if (!player.bot && alive(seat)) return player.id;
  }
  return null;
}
