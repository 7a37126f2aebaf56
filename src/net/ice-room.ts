/**
 * TURN for the table only (docs/PROTOCOL.md, "Threat model: the party
 * server"). The party server hands nobody a TURN credential: every device of a
 * room makes its own from the room's key, which the TV made and the phones
 * read from the QR link's fragment, so TURN reaches exactly as far as the QR
 * link does.
 *
 *  - The room's TURN key is a MAC of the room key: one-way, so the server (and
 *    anyone who reads the registration off a plain-http Wi-Fi) learns nothing
 *    that would open the room's door.
 *  - The TV, while it holds the room's peer ID on signaling, registers that
 *    TURN key (`POST ./turn-room`), and again every REGISTER_EVERY_MS, so a
 *    restarted party server learns it again. The server forgets a room whose
 *    ID nobody has held for a minute, and ends its allocations.
 *  - A credential is `<room peer ID>:<device nonce>` with the password
 *    HMAC-SHA-256(TURN key, username), as server/ice-server.ts checks it.
 *
 * @noble/hashes, not `crypto.subtle`: the phone's page is plain http on the
 * LAN address, not a secure context (see protocol/auth.ts).
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { cryptoRandom, systemClock, type Clock, type RandomBytes, type TimerId } from '../base/clock';
import { base64url } from '../protocol/base64url';
import type { IceServer } from './signaling';

const DOMAIN = 'citysleeps/turn';
const encoder = new TextEncoder();
/** While the TV's ID is not yet held (its Peer is still opening), it asks again this soon. */
export const RETRY_MS = 500;
/** A registration is repeated this often, so a party server that restarted learns the room again. */
export const REGISTER_EVERY_MS = 20_000;
/** Quick retries in a row before the TV asks only every REGISTER_EVERY_MS (its ID is held elsewhere, or by another server). */
const QUICK_TRIES = 60;

/** The room's TURN key: what the TV registers with the party server. */
export function roomTurnKey(roomKey: string): string {
  return base64url(hmac(sha256, encoder.encode(roomKey), encoder.encode(DOMAIN)));
}

/** A TURN credential's password (server/ice-server.ts turnPassword does the same sum). */
export function turnPassword(turnKey: string, username: string): string {
  return base64url(hmac(sha256, encoder.encode(turnKey), encoder.encode(username)));
}

/**
 * This device's ICE servers for a room: the party server's STUN, and its TURN
 * with a credential made here (a nonce of this device's own, so its
 * allocations count as its own credential's). No TURN address: STUN only.
 */
export function tableIceServers(stun: IceServer[], turnUrls: string[], room: { peerId: string; key: string }, random: RandomBytes = cryptoRandom): IceServer[] {
  if (turnUrls.length === 0) return stun;
  const username = `${room.peerId}:${base64url(random(12))}`;
  return [...stun, { urls: turnUrls, username, credential: turnPassword(roomTurnKey(room.key), username) }];
}

/** What `POST ./turn-room` answered: 204 registered, 409 not held (yet) or taken, others refused. */
export type Register = (room: string, turnKey: string) => Promise<number>;

const postRegistration: Register = async (room, turnKey) => {
  try {
    const response = await fetch('./turn-room', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ room, key: turnKey }),
      cache: 'no-store',
    });
    return response.status;
  } catch {
    return 0;
  }
};

/**
 * The TV's side: ICE servers that PeerJS reads at every new RTCPeerConnection
 * (`config`, handed to PeerJS once and filled in when the room is known), and
 * the room's registration with the party server.
 */
export class TableTurn {
  /** PeerJS keeps this object and passes it to each RTCPeerConnection it makes: its servers may change. */
  readonly config: { iceServers: IceServer[] };
  private room: string | null = null;
  private timer: TimerId | null = null;

  constructor(
    private readonly stun: IceServer[],
    private readonly turnUrls: string[],
    private readonly register: Register = postRegistration,
    private readonly clock: Clock = systemClock,
    private readonly random: RandomBytes = cryptoRandom,
  ) {
    this.config = { iceServers: stun };
  }

  /** The TV's room is `room`: its own credentials from now on, and the room registered while it lasts. */
  open(room: { peerId: string; key: string }): void {
    if (this.room === room.peerId || this.turnUrls.length === 0 || !room.key) return;
    this.stop();
    this.room = room.peerId;
    this.config.iceServers = tableIceServers(this.stun, this.turnUrls, room, this.random);
    const turnKey = roomTurnKey(room.key);
    let refused = 0;
    const attempt = async (): Promise<void> => {
      this.timer = null;
      const status = await this.register(room.peerId, turnKey);
      if (this.room !== room.peerId) return;
      refused = status === 204 ? 0 : refused + 1;
      // 409 at first: the room's ID is not held until the TV's Peer has opened.
      const quick = status !== 204 && refused <= QUICK_TRIES;
      this.timer = this.clock.setTimeout(() => void attempt(), quick ? RETRY_MS : REGISTER_EVERY_MS);
    };
    void attempt();
  }

  stop(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.room = null;
  }
}
