/**
 * What the phone session shows the phone's screens. The phone UI renders a
 * `PhoneSnapshot` and calls `PhoneControls`.
 */
import type { SeatView } from '../engine/types';
import type { Intent, LobbyPlayer, RefusalReason, VipAction } from '../protocol/vocabulary';
import type { ConnectFailure } from '../net/transport';

export type PhoneLink =
  /** Looking for the TV (first connection). */
  | 'connecting'
  /** Connected and seated or in the lobby. */
  | 'online'
  /** Lost the TV; retrying with backoff. */
  | 'reconnecting';

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
   * 'noAnswer' — the TV did not answer (its tab closed or asleep);
   * 'noAddress' — a device found no network address to offer;
   * 'unresolved' — only mDNS names, which this Wi-Fi does not resolve (it drops multicast);
   * 'unreachable' — real addresses, no path: the Wi-Fi keeps devices apart (a guest network) or a firewall;
   * 'slow' / 'timeout' — a path, but the connection did not finish in time;
   * 'impostor' — something answered on the room's address but could not prove it is the TV.
   */
  diagnostic?: ConnectFailure | 'impostor' | null;
  /** Attempts to reach the TV that failed in a row (0 once connected): the phone says it is still trying. */
  attempts?: number;
  /** The name this phone used last, to prefill the join form. */
  suggestedName?: string | null;
  /**
   * A seat request the TV holds: `next` — this phone is seated by itself when
   * the next game is dealt; otherwise it waits for the host's OK.
   */
  waiting?: { next: boolean } | null;
  /** How this phone found the room: the QR link, or a code typed on it. The diagnostics differ. */
  via?: 'link' | 'code';
}

export interface PhoneControls {
  /** Joins with a name (the session keeps the seat token itself). */
  join(name: string): void;
  act(intent: Intent): void;
  /** VIP only: host actions and starting the game. */
  host(action: VipAction): void;
  /** An eliminated player's marks of the seats it believes black (the ghosts' game): the whole list. */
  predict?(marked: number[]): void;
  /** A seat request with the last name: for the next game (`next`), or the host's OK now. */
  ask?(next: boolean): void;
  /** Back to the join form with the room code field (the link led nowhere, or has no key). */
  typeCode?(): void;
  /** After 'badToken': join as a new player; the phone stops offering its old seat. */
  joinAfresh?(): void;
  /** Tries to reach the TV again now. */
  retryNow?(): void;
}

export type PhoneListener = (snapshot: PhoneSnapshot) => void;
