/**
 * Room IDs, room codes and seat tokens, from injected random bytes.
 * PeerJS IDs allow letters, digits, '-' and '_' inside, and must start and end
 * with a letter or digit, so IDs use hex (no base64url '-'/'_' at the ends).
 */
import type { RandomBytes } from './clock';
import { CODE_ALPHABET, CODE_LENGTH, CODE_PEER_PREFIX, PEER_PREFIX } from '../protocol/messages';

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function base64url(bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += alphabet[(buffer >> bits) & 63];
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += alphabet[(buffer << (6 - bits)) & 63];
  return out;
}

/** The TV's peer ID: 128 random bits, so nobody finds a room by guessing. */
export function newRoomPeerId(random: RandomBytes): string {
  return `${PEER_PREFIX}${hex(random(16))}`;
}

/** A phone's own peer ID (the signaling server needs one; it means nothing to the host). */
export function newPhonePeerId(random: RandomBytes): string {
  return `${PEER_PREFIX}p-${hex(random(12))}`;
}

/** Five letters from a 16-letter alphabet: 4 random bits each, unbiased. */
export function newRoomCode(random: RandomBytes): string {
  return Array.from(random(CODE_LENGTH), (byte) => CODE_ALPHABET[byte & 15]).join('');
}

export function codePeerId(code: string): string {
  return `${CODE_PEER_PREFIX}${code}`;
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

/** An opaque internal ID (players, channels). */
export function newOpaqueId(random: RandomBytes): string {
  return hex(random(8));
}
