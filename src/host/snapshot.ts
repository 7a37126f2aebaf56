/**
 * What the host session shows the TV's own screens. The TV UI renders a
 * `HostSnapshot` and calls `HostControls`; it never touches the engine state.
 */
import type { GhostScore } from '../engine/ghosts';
import type { HostAction, PublicView, Setup, Effect } from '../engine/types';
import type { TroubleReport } from '../net/transport';
import type { Lang } from '../base/lang';

export type LinkStatus = 'online' | 'away';
export type SignalingStatus = 'connecting' | 'online' | 'reconnecting' | 'offline';

export interface LobbySeat {
  seat: number;
  name: string;
  /** A phone connected and answering heartbeats; `away` after 5 s of silence. Bots are always online. */
  link: LinkStatus;
  bot: boolean;
}

/** A phone waiting for a seat, as the TV's lobby shows it. */
export interface SeatRequestView {
  id: string;
  name: string;
  /** 'ask': asks for a seat (the table is locked, or full); 'next': waits for the next game; 'back': was removed and asks to return. */
  kind: 'ask' | 'next' | 'back';
  /** The host said yes; it is seated as soon as the table can take it. */
  approved: boolean;
}

export interface RoomInfo {
  /** Short code for typing by hand, e.g. "KMNPRTWX" (shown as "KMNP RTWX"). */
  code: string;
  /** The full join link the QR code carries (signaling settings included). */
  joinUrl: string;
}

export interface HostSnapshot {
  room: RoomInfo | null;
  signaling: SignalingStatus;
  /** Players in seat order (before the game: the lobby; during: the seated players). */
  seats: LobbySeat[];
  vipSeat: number | null;
  setup: Setup;
  /** The running or finished game, or null in the lobby. */
  game: PublicView | null;
  /** At game over only: the ghosts' marks, scored (engine/ghosts.ts); never during the game. */
  ghosts?: GhostScore[];
  /**
   * The last refused TV or VIP command, to show briefly (e.g. 'cannotStart' with
   * the engine's setup problem in `detail`). `id` grows so the same code twice still shows.
   */
  notice?: { id: number; code: string; detail?: string } | null;
  /** The host locked the table: new names wait for the TV's OK. */
  locked?: boolean;
  /** Phones waiting for a seat, oldest first. */
  requests?: SeatRequestView[];
  /** Another device holds this room's ID on the signaling server (for more than a few seconds): phones cannot reach the TV. */
  roomTaken?: boolean;
  /** Phones that try to connect and cannot, with the likeliest reason (absent: the transport cannot tell). */
  trouble?: TroubleReport | null;
}

export interface HostControls {
  updateSetup(setup: Setup): void;
  removePlayer(seat: number): void;
  /** Moves the player at `from` to position `to` (1-based), shifting the others. */
  moveSeat(from: number, to: number): void;
  /** Practice mode: bots fill the empty seats up to the setup's player count, named in the table's language. */
  fillWithBots(lang?: Lang): void;
  startGame(): void;
  host(action: HostAction): void;
  /** After game over: a new deal with the same players; `newSeats`: seated anew, shuffled by the host. */
  playAgain(newSeats?: boolean): void;
  /** Between games (the lobby): same players, new seats — the host shuffles the seating. */
  newSeats?(): void;
  /** At game over, every card has been turned on the TV: the phones may show them all. */
  cardsTurned?(): void;
  /** Back to the lobby, ending any game. */
  closeGame(): void;
  /** Locks (new names wait for the TV's OK) or opens the table. */
  lockTable?(locked: boolean): void;
  /** The host's answer to a seat request. */
  answerRequest?(id: string, accept: boolean): void;
  /** Turns away every shown seat request at once (a queue of fakes). */
  declineAllRequests?(): void;
  /** Ends every game and seat and opens a room with a new ID, code and key (e.g. when another device holds this one). */
  newRoom?(): void;
}

export type SnapshotListener = (snapshot: HostSnapshot) => void;
export type EffectsListener = (effects: Effect[], view: PublicView) => void;
