/**
 * What the host session shows the TV's own screens. The TV UI renders a
 * `HostSnapshot` and calls `HostControls`; it never touches the engine state.
 */
import type { HostAction, PublicView, Setup, Effect } from '../engine/types';
import type { TroubleReport } from '../net/transport';

export type LinkStatus = 'online' | 'away';
export type SignalingStatus = 'connecting' | 'online' | 'reconnecting' | 'offline';

export interface LobbySeat {
  seat: number;
  name: string;
  /** A phone connected and answering heartbeats; `away` after 5 s of silence. Bots are always online. */
  link: LinkStatus;
  bot: boolean;
}

export interface RoomInfo {
  /** Short code for typing by hand, e.g. "KM4Q". */
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
  /**
   * The last refused TV or VIP command, to show briefly (e.g. 'cannotStart' with
   * the engine's setup problem in `detail`). `id` grows so the same code twice still shows.
   */
  notice?: { id: number; code: string; detail?: string } | null;
  /** Phones that try to connect and cannot, with the likeliest reason (absent: the transport cannot tell). */
  trouble?: TroubleReport | null;
}

export interface HostControls {
  updateSetup(setup: Setup): void;
  removePlayer(seat: number): void;
  /** Moves the player at `from` to position `to` (1-based), shifting the others. */
  moveSeat(from: number, to: number): void;
  /** Practice mode: bots fill the empty seats up to the setup's player count. */
  fillWithBots(): void;
  startGame(): void;
  host(action: HostAction): void;
  /** After game over: a new deal with the same players. */
  playAgain(): void;
  /** Back to the lobby, ending any game. */
  closeGame(): void;
}

export type SnapshotListener = (snapshot: HostSnapshot) => void;
export type EffectsListener = (effects: Effect[], view: PublicView) => void;
