/**
 * Room IDs, room codes and seat tokens, from injected random bytes.
 * PeerJS IDs allow letters, digits, '-' and '_' inside, and must start and end
 * with a letter or digit, so IDs use hex (no base64url '-'/'_' at the ends).
 */
import type { RandomBytes } from '../base/clock';
import { base64url } from '../protocol/base64url';
import { CODE_ALPHABET, CODE_LENGTH, CODE_PEER_PREFIX, PEER_PREFIX } from '../protocol/messages';

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The TV's peer ID: 128 random bits, so nobody finds a room by guessing. */
export function newRoomPeerId(random: RandomBytes): string {
  return `${PEER_PREFIX}${hex(random(16))}`;
}

/** A phone's own peer ID (the signaling server needs one; it means nothing to the host). */
export function newPhonePeerId(random: RandomBytes): string {
  return `${PEER_PREFIX}p-${hex(random(12))}`;
}

/**
 * Eight letters from a 16-letter alphabet: 4 random bits each, unbiased, 32
 * bits in all — too many to enumerate through a signaling server, few enough
 * to read off a TV as two groups of four (see `formatRoomCode`).
 */
export function newRoomCode(random: RandomBytes): string {
  return Array.from(random(CODE_LENGTH), (byte) => CODE_ALPHABET[byte & 15]).join('');
}

export function codePeerId(code: string): string {
  return `${CODE_PEER_PREFIX}${code}`;
}

/** "ACDEFHJK" → "ACDE FHJK": how the TV shows a code and how people read it out. A short one stays whole. */
export function formatRoomCode(code: string): string {
  if (code.length < 6) return code;
  const half = Math.ceil(code.length / 2);
  return `${code.slice(0, half)} ${code.slice(half)}`;
}

/** Normalises what a player typed: case, spaces, and the letters people mistype for ours. Null when it cannot be a code. */
export function normalizeRoomCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((letter) => CODE_ALPHABET.includes(letter)) ? code : null;
}

/** A seat token: 144 random bits, URL-safe, 24 characters. */
export function newSeatToken(random: RandomBytes): string {
  return base64url(random(18));
}

/**
 * The room's key: 128 random bits the TV makes with the room. It travels in
 * the QR link's fragment (never sent to a web server) and from the code peer,
 * and proves in the join handshake that a phone and the TV share the room.
 */
export function newRoomKey(random: RandomBytes): string {
  return base64url(random(16));
}

/** A handshake nonce: 128 fresh random bits, one per channel and side. */
export function newNonce(random: RandomBytes): string {
  return base64url(random(16));
}

/** An opaque internal ID (players, channels). */
export function newOpaqueId(random: RandomBytes): string {
  return hex(random(8));
}
