/**
 * What the phone session shows the phone's screens. The phone UI renders a
 * `PhoneSnapshot` and calls `PhoneControls`.
 */
import type { HostAction, SeatAction, SeatView } from '../engine/types';

/** Distributive Omit, so each intent keeps its own fields. */
export type Intent = SeatAction extends infer A ? (A extends SeatAction ? Omit<A, 'seat'> : never) : never;

/** What a VIP's phone may ask of the TV (see protocol/messages.ts): start, pause, resume, more time. */
export type VipAction = { type: 'start' } | Extract<HostAction, { type: 'pause' | 'resume' | 'extend' }>;

export type PhoneLink =
  /** Looking for the TV (first connection). */
  | 'connecting'
  /** Connected and seated or in the lobby. */
  | 'online'
  /** Lost the TV; retrying with backoff. */
  | 'reconnecting';

/** Why the TV refused this phone; each has a message in both languages. */
export type RefusalReason =
  | 'version' // another protocol version: reload the page
  | 'started' // the game has started; new names cannot join
  | 'full' // every seat is taken
  | 'badToken' // the stored seat token is not valid here
  | 'badName' // empty name
  | 'removed' // the host removed this player
  | 'replaced'; // the same seat connected from another tab / device

export interface LobbyPlayer {
  seat: number;
  name: string;
  link: 'online' | 'away';
}

export interface PhoneSnapshot {
  link: PhoneLink;
  /** Set after 10 s without the TV: show the diagnostics (TV closed, other Wi-Fi, guest network isolation). */
  slow: boolean;
  refused: RefusalReason | null;
  roomCode: string | null;
  seat: number | null;
  name: string | null;
  vip: boolean;
  /** Before the game: who is in the lobby, how many are needed. */
  lobby: { players: LobbyPlayer[]; needed: number; preset: 'classic' | 'city' } | null;
  /** During and after the game: this seat's view. */
  view: SeatView | null;
  /** The last refused intent, to show briefly. `id` grows so the same code twice still shows. */
  error: { id: number; code: string } | null;
  /** The host warned this seat; `count` is the total. */
  warning: { id: number; count: number } | null;
  /**
   * Why the last attempt to reach the TV failed, for the diagnostics shown with `slow`:
   * 'unavailable' — no room under that link/code (a wrong code, or the TV tab is closed);
   * 'signaling' — the signaling server cannot be reached (no internet, or `npm start` stopped);
   * 'timeout' — the TV did not answer (often: different Wi-Fi, or a guest network isolating devices).
   */
  diagnostic?: 'unavailable' | 'signaling' | 'timeout' | null;
  /** The name this phone used last, to prefill the join form. */
  suggestedName?: string | null;
}

export interface PhoneControls {
  /** Joins with a name (the session keeps the seat token itself). */
  join(name: string): void;
  act(intent: Intent): void;
  /** VIP only: host actions and starting the game. */
  host(action: VipAction): void;
}

export type PhoneListener = (snapshot: PhoneSnapshot) => void;
