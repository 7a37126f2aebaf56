/**
 * The phone's half of the join handshake (docs/PROTOCOL.md): a fresh nonce
 * and the seat it claims, then the TV's proof checked before anything the TV
 * says is believed, and the phone's own proof under the same key.
 *
 * The TV proves the seat's token when the phone claims a seat it holds, so
 * nobody who merely knows the room (a guest who saw the QR code) can pass for
 * the TV to a seated phone; a phone without a seat can only check the room key.
 */
import type { RandomBytes } from '../base/clock';
import { newNonce } from '../net/ids';
import { credentialOf, deviceTag, phoneProof, sameProof, tvProof } from '../protocol/auth';
import { PROTOCOL_VERSION, type HostMessage, type PhoneMessage } from '../protocol/messages';

export interface Opening {
  nonce: string;
  /** The token whose seat the hello claims, if any. */
  token: string | null;
  hello: Extract<PhoneMessage, { t: 'hello' }>;
}

/** The hello of a new channel. */
export function opening(random: RandomBytes, token: string | null): Opening {
  const nonce = newNonce(random);
  return { nonce, token, hello: { t: 'hello', v: PROTOCOL_VERSION, nonce, cred: token ? credentialOf(token) : null } };
}

export type Answer =
  | { ok: true; by: 'seat' | 'room'; prove: Extract<PhoneMessage, { t: 'prove' }> }
  /** 'impostor': the proof is wrong (or claims a seat we did not name); 'noKey': we cannot check a room proof without the room's key. */
  | { ok: false; why: 'impostor' | 'noKey' };

/**
 * Checks the TV's challenge; the answer to send when it holds. `binding` is
 * the channel's as this phone reads it (net/binding.ts): a challenge relayed
 * from another channel was computed over another binding and fails here, and
 * without one the phone cannot tell, so it answers nothing.
 */
export function answer(
  open: Opening,
  challenge: Extract<HostMessage, { t: 'challenge' }>,
  room: { peerId: string; key: string | null; binding: string | null },
  deviceKey: string,
): Answer {
  const key = challenge.by === 'seat' ? open.token : room.key;
  if (key === null) return { ok: false, why: challenge.by === 'seat' ? 'impostor' : 'noKey' };
  if (room.binding === null) return { ok: false, why: 'impostor' };
  const transcript = { roomPeerId: room.peerId, phoneNonce: open.nonce, tvNonce: challenge.nonce, binding: room.binding };
  if (!sameProof(challenge.proof, tvProof(key, transcript))) return { ok: false, why: 'impostor' };
  return {
    ok: true,
    by: challenge.by,
    prove: { t: 'prove', proof: phoneProof(key, transcript), device: deviceTag(deviceKey, room.peerId) },
  };
}
