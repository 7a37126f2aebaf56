/**
 * "Same players, new seats": the next game's seating, shuffled by the host
 * (Fisher–Yates on the engine's seeded generator), never by a screen. The
 * seed comes from the host's random bytes, so a test can hand it one.
 */
import { seedRng, shuffle } from '../engine/rng';
import type { Lobby } from './lobby';

/** The lobby with its players in a new seat order; names, tokens, bots and the VIP go with each player. */
export function reseated(lobby: Lobby, seed: number): Lobby {
  if (lobby.players.length < 2) return lobby;
  const rng = seedRng(seed);
  let players = shuffle(rng, lobby.players.slice());
  // With a few players a shuffle often leaves the order as it was: a new seating should look new.
  for (let tries = 0; tries < 8 && players.every((player, i) => player === lobby.players[i]); tries++) players = shuffle(rng, players);
  return { ...lobby, players };
}
