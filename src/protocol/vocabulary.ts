/**
 * The wire's vocabulary: what a phone may ask (an intent, a VIP's action),
 * why the TV may refuse it, and how the lobby lists a player. The messages
 * (messages.ts), their checks (inbound.ts), the host and the phone all speak it.
 */
import type { HostAction, SeatAction } from '../engine/types';

/** What a seat may do, without the seat (the host binds it). Distributive Omit, so each keeps its own fields. */
export type SeatIntent = SeatAction extends infer A ? (A extends SeatAction ? Omit<A, 'seat'> : never) : never;

/**
 * What a phone may ask. A statement (`say`) is a practice bot's speech, made
 * on the TV; a person says his own aloud, so no phone sends one.
 */
export type Intent = Exclude<SeatIntent, { type: 'say' }>;

/** What a VIP's phone may ask of the TV (see protocol/messages.ts): start, pause, resume, more time. */
export type VipAction = { type: 'start' } | Extract<HostAction, { type: 'pause' | 'resume' | 'extend' }>;

/** Why the TV refused this phone; each has a message in both languages and, where one helps, a way on. */
export const REFUSAL_REASONS = [
  'version', // another protocol version: reload the page
  'started', // the game has started: join the next game, or ask the TV for a seat
  'full', // every seat is taken: ask the TV for a seat, or join the next game
  'badToken', // the TV does not know this phone's seat: join with a name
  'badName', // no letter or digit in the name
  'reservedName', // the name is a practice bot's ("Bot 1", «Бот 1»)
  'removed', // the host removed this player (or this phone): ask to come back
  'replaced', // the same seat connected from another tab / device
  'declined', // the host said no to a seat request
  'badKey', // the link does not carry this room's key: scan the QR code again, or type the code
  'busy', // the TV holds too many seat requests: try again later
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export interface LobbyPlayer {
  seat: number;
  name: string;
  link: 'online' | 'away';
}
