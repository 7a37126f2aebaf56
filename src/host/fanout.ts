/**
 * What goes out after a change: every bound phone gets its own state — the
 * lobby (names, seats, link status) before a game, its own seat view during
 * one — and nothing else. The TV's PublicView is never among it.
 */
import type { Setup } from '../engine/types';
import type { EngineApi } from './engine';
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

export function vipSeat(lobby: Lobby): number | null {
  return lobby.vip ? seatOf(lobby, lobby.vip) : null;
}

/** Sends each bound phone its state; a phone whose state has not changed gets nothing. */
export function fanOut<S>(lobby: Lobby, links: Links, setup: Setup, engine: EngineApi<S>, state: S | null, now: number): void {
  const players = lobbySeats(lobby, links).map(({ seat, name, link }) => ({ seat, name, link }));
  const vip = vipSeat(lobby);
  lobby.players.forEach((player, index) => {
    const link = links.linkOf(player.id);
    if (!link) return;
    const seat = index + 1;
    if (state !== null) {
      const view = engine.seatView(state, seat, now);
      links.sendState(link, { t: 'view', view, now }, JSON.stringify(view));
    } else {
      const message = { t: 'lobby', seat, players, needed: setup.players, preset: setup.preset, vip } as const;
      links.sendState(link, message, JSON.stringify(message));
    }
  });
}

/** Sends one message to every bound phone. */
export function broadcast(lobby: Lobby, links: Links, message: Parameters<Links['send']>[1]): void {
  for (const player of lobby.players) {
    const link = links.linkOf(player.id);
    if (link) links.send(link, message);
  }
}
