import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET } from '../protocol/messages';
import { cryptoRandom } from './clock';
import { codePeerId, newRoomCode, newRoomPeerId, newSeatToken, normalizeRoomCode } from './ids';

describe('Room IDs, codes and tokens', () => {
  it('a room peer ID is prefixed for this app and carries 128 random bits', () => {
    const id = newRoomPeerId(cryptoRandom);
    expect(id).toMatch(/^citysleeps-[0-9a-f]{32}$/);
    expect(newRoomPeerId(cryptoRandom)).not.toBe(id);
  });

  it('a room code is 5 letters of the unambiguous alphabet, uniformly drawn', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      const code = newRoomCode(cryptoRandom);
      expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{5}$`));
      for (const letter of code) counts.set(letter, (counts.get(letter) ?? 0) + 1);
    }
    expect(counts.size).toBe(16);
    for (const count of counts.values()) expect(count).toBeGreaterThan(10_000 / 16 / 2);
    expect(codePeerId('KMNPR')).toBe('citysleeps-code-KMNPR');
  });

  it('a seat token carries at least 128 random bits in URL-safe characters', () => {
    const token = newSeatToken(cryptoRandom);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(newSeatToken(cryptoRandom)).not.toBe(token);
  });

  it('a typed code is normalised, and anything that cannot be a code is rejected', () => {
    expect(normalizeRoomCode(' kmn-pr ')).toBe('KMNPR');
    expect(normalizeRoomCode('KMNP')).toBeNull();
    expect(normalizeRoomCode('KMNPB')).toBeNull();
    expect(normalizeRoomCode('KMN0R')).toBeNull();
  });
});
