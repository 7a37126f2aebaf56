/**
 * The proofs of the join handshake (docs/PROTOCOL.md, "The join handshake"):
 * HMAC-SHA-256 over the room's peer ID and a fresh nonce from each side.
 *
 * A secret never crosses the wire after the message that first hands it out:
 * the phone and the TV show each other that they hold the same seat token
 * (or, for a phone without a seat, the room's key) by MACs that are worthless
 * anywhere else — bound to this room, to both nonces of this one channel,
 * to the channel itself (its binding: both ends' DTLS certificate
 * fingerprints, net/binding.ts), and to the side that computed them (the TV's
 * proof is never a phone's). The binding is what defeats a relay: a device in
 * the middle holds two DTLS sessions, so what the phone sees of its channel
 * is not what the TV sees of its own, and neither side's proof checks at the
 * other end (docs/PROTOCOL.md, "Channel binding").
 *
 * @noble/hashes, not `crypto.subtle`: the phone page of `npm start` is plain
 * http on a LAN address, which is not a secure context, and there WebCrypto's
 * `subtle` does not exist. noble is audited, dependency-free and tree-shakes
 * to SHA-256 and HMAC alone.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64url } from './base64url';
import { TAG_CHARS } from './messages';

export { NONCE_CHARS, PROOF_CHARS, TAG_CHARS } from './messages';

/** Separates this protocol's MACs from any other use of the same secret. */
const DOMAIN = 'citysleeps/3';
const encoder = new TextEncoder();

/**
 * Every part is base64url, a peer ID (validated at the boundary) or a channel
 * binding (hex, ':', '=', ';' and an algorithm's name), so '|' cannot occur
 * inside one and the joined transcript reads one way only.
 */
function mac(key: string, parts: string[]): string {
  return base64url(hmac(sha256, encoder.encode(key), encoder.encode([DOMAIN, ...parts].join('|'))));
}

/**
 * The public name of a seat token: the phone says which seat it claims
 * without showing the token. One-way, so whoever answers on the room's ID
 * learns nothing it could use.
 */
export function credentialOf(token: string): string {
  return mac(token, ['seat']).slice(0, TAG_CHARS);
}

/** What one handshake's proofs are bound to: this room, both nonces, and the channel they crossed. */
export interface Transcript {
  roomPeerId: string;
  phoneNonce: string;
  tvNonce: string;
  /** The channel's binding as this end reads it (Channel.binding()). */
  binding: string;
}

const parts = (side: 'tv' | 'phone', t: Transcript) => [side, t.roomPeerId, t.phoneNonce, t.tvNonce, t.binding];

/** The TV's proof that it holds `key` (a seat token, or the room key): answers the phone's nonce. */
export function tvProof(key: string, transcript: Transcript): string {
  return mac(key, parts('tv', transcript));
}

/** The phone's proof that it holds the same `key`: answers the TV's nonce. */
export function phoneProof(key: string, transcript: Transcript): string {
  return mac(key, parts('phone', transcript));
}

/**
 * What a phone calls itself in one room: a MAC of the phone's own lasting
 * device key and the room's ID. Stable across reloads and new names, so a
 * removed player stays out; different in every room, so no two TVs can match
 * up a phone.
 */
export function deviceTag(deviceKey: string, roomPeerId: string): string {
  return mac(deviceKey, ['device', roomPeerId]).slice(0, TAG_CHARS);
}

/** Compares two proofs without stopping at the first difference. */
export function sameProof(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
