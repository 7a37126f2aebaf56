import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, CODE_LENGTH } from '../protocol/messages';
import { cryptoRandom } from '../base/clock';
import { codePeerId, formatRoomCode, newNonce, newRoomCode, newRoomKey, newRoomPeerId, newSeatToken, normalizeRoomCode } from './ids';

describe('Room IDs, codes and tokens', () => {
  it('a room peer ID is prefixed for this app and carries 128 random bits', () => {
    const id = newRoomPeerId(cryptoRandom);
    expect(id).toMatch(/^citysleeps-[0-9a-f]{32}$/);
    expect(newRoomPeerId(cryptoRandom)).not.toBe(id);
  });

  it('a room code is 8 letters of the unambiguous alphabet, uniformly drawn: 32 bits, too many to try them all', () => {
    expect(CODE_LENGTH * Math.log2(CODE_ALPHABET.length)).toBeGreaterThanOrEqual(30);
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      const code = newRoomCode(cryptoRandom);
      expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
      for (const letter of code) counts.set(letter, (counts.get(letter) ?? 0) + 1);
    }
    expect(counts.size).toBe(16);
    for (const count of counts.values()) expect(count).toBeGreaterThan(16_000 / 16 / 2);
    expect(codePeerId('KMNPRTWX')).toBe('citysleeps-code-KMNPRTWX');
    expect(formatRoomCode('KMNPRTWX')).toBe('KMNP RTWX');
  });

  it('room keys and nonces carry 128 random bits each', () => {
    expect(newRoomKey(cryptoRandom)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newNonce(cryptoRandom)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newNonce(cryptoRandom)).not.toBe(newNonce(cryptoRandom));
  });

  it('a seat token carries at least 128 random bits in URL-safe characters', () => {
    const token = newSeatToken(cryptoRandom);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(newSeatToken(cryptoRandom)).not.toBe(token);
  });

  it('a typed code is normalised, and anything that cannot be a code is rejected', () => {
    expect(normalizeRoomCode(' kmnp-rtwx ')).toBe('KMNPRTWX');
    expect(normalizeRoomCode('KMNP RTWX')).toBe('KMNPRTWX');
    expect(normalizeRoomCode('KMNPRTW')).toBeNull();
    expect(normalizeRoomCode('KMNPRTWB')).toBeNull();
    expect(normalizeRoomCode('KMN0RTWX')).toBeNull();
  });
});
