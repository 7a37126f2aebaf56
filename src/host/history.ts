/**
 * The TV's game history: each finished game's story — when it ended, who
 * played, every card, the winner and the timeline — kept in this TV's
 * IndexedDB, listed newest first and deletable one by one. A player's record
 * (games, wins, roles) is read across the stories by name; practice bots keep
 * no record.
 *
 * A story is the game's final public view: at game over every card, night
 * and vote is public, so nothing is kept that the table did not see, and the
 * TV's recap (ui/tv/recap.ts) tells the timeline from it again.
 */
import { sideOf } from '../engine/state';
import type { PublicView, Role, Side } from '../engine/types';
import type { LobbySeat } from './snapshot';
import { cleanName } from './names';

export interface GameStory {
  /** The same game gives the same id (a reload at game over records it once). */
  id: string;
  /** Epoch ms the TV first saw the game over. */
  endedAt: number;
  /** Seats of practice bots: they keep no record. */
  bots: number[];
  /** The game's final public view. */
  view: PublicView;
}

export interface StoryPlayer {
  seat: number;
  name: string;
  role: Role;
  bot: boolean;
  won: boolean;
}

/** A player's games on this TV. */
export interface PlayerRecord {
  name: string;
  games: number;
  wins: number;
  /** How often each card came to the player, most often first. */
  roles: { role: Role; count: number }[];
}

/** Two FNV-1a hashes of the game's content (forwards and backwards), 64 bits in hex: another game gives another id. */
function contentId(text: string): string {
  let forward = 0x811c9dc5;
  let backward = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    forward = Math.imul(forward ^ text.charCodeAt(i), 16777619);
    backward = Math.imul(backward ^ text.charCodeAt(text.length - 1 - i), 16777619);
  }
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return hex(forward) + hex(backward);
}

/** A finished game's story, or null while the game is not over. */
export function storyOf(view: PublicView, seats: readonly LobbySeat[], now: number): GameStory | null {
  if (view.phase.name !== 'gameOver' || !view.reveal) return null;
  const content = JSON.stringify([view.setup, view.seats.map((s) => s.name), view.reveal, view.votes, view.phase.winner]);
  return {
    id: contentId(content),
    endedAt: now,
    bots: seats.filter((seat) => seat.bot).map((seat) => seat.seat),
    view,
  };
}

/** Every player of a story with the card and whether the side won. */
export function storyPlayers(story: GameStory): StoryPlayer[] {
  const winner: Side | null = story.view.phase.winner;
  return story.view.seats.map((seat) => {
    const role = story.view.reveal?.roles.find((r) => r.seat === seat.seat)?.role ?? seat.revealedRole ?? 'civilian';
    return { seat: seat.seat, name: seat.name, role, bot: story.bots.includes(seat.seat), won: winner !== null && sideOf(role) === winner };
  });
}

/** Names as the table tells people apart: cleaned, case aside. */
export function nameKey(name: string): string {
  return cleanName(name).toLocaleLowerCase();
}

/** A player's record across the stories on this TV (bots have none). */
export function playerRecord(stories: readonly GameStory[], name: string): PlayerRecord {
  const key = nameKey(name);
  const roles = new Map<Role, number>();
  let games = 0;
  let wins = 0;
  for (const story of stories) {
    const player = storyPlayers(story).find((p) => !p.bot && nameKey(p.name) === key);
    if (!player) continue;
    games++;
    if (player.won) wins++;
    roles.set(player.role, (roles.get(player.role) ?? 0) + 1);
  }
  const list = [...roles].map(([role, count]) => ({ role, count })).sort((a, b) => b.count - a.count || a.role.localeCompare(b.role));
  return { name: cleanName(name), games, wins, roles: list };
}
