import { describe, expect, it } from 'vitest';
import { seededRandom } from '../host/testkit';
import { Backoff } from './backoff';
import { TokenBucket } from './rate-limit';

describe('Backoff', () => {
  it('starts at 0.5 s, doubles, stops at 5 s, each within ±25 % jitter', () => {
    const backoff = new Backoff(seededRandom(3));
    const delays = Array.from({ length: 8 }, () => backoff.next());
    const bases = [500, 1000, 2000, 4000, 5000, 5000, 5000, 5000];
    delays.forEach((delay, i) => {
      expect(delay).toBeGreaterThanOrEqual(bases[i]! * 0.75);
      expect(delay).toBeLessThanOrEqual(bases[i]! * 1.25);
    });
  });

  it('jitter spreads phones that lost the TV at the same moment', () => {
    const first = Array.from({ length: 20 }, (_, i) => new Backoff(seededRandom(i + 1)).next());
    expect(new Set(first).size).toBeGreaterThan(10);
  });

  it('starts over after a success', () => {
    const backoff = new Backoff(seededRandom(3));
    for (let i = 0; i < 6; i++) backoff.next();
    backoff.reset();
    expect(backoff.next()).toBeLessThanOrEqual(625);
  });
});

describe('Token bucket', () => {
  it('lets a burst of 40 through, then 20 a second', () => {
    const bucket = new TokenBucket(0);
    let passed = 0;
    for (let i = 0; i < 100; i++) if (bucket.take(0)) passed++;
    expect(passed).toBe(40);
    expect(bucket.take(10)).toBe(false);
    expect(bucket.take(50)).toBe(true);
    let later = 0;
    for (let i = 0; i < 100; i++) if (bucket.take(1050)) later++;
    expect(later).toBe(20);
  });
});
