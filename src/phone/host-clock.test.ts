import { describe, expect, it } from 'vitest';
import { HostClock } from './host-clock';

describe('HostClock', () => {
  it('takes the quickest trip of recent frames as the offset', () => {
    const clock = new HostClock();
    // The phone runs 5 s ahead of the TV; trips of 12, 3 and 40 ms.
    clock.observe(1000, 6012);
    clock.observe(2000, 7003);
    clock.observe(3000, 8040);
    expect(clock.toLocal(4000)).toBe(9003);
  });

  it('follows a phone clock set back at once, and one set forward after a jump', () => {
    const clock = new HostClock();
    clock.observe(1000, 1005);
    clock.observe(2000, 1500); // set back by 505 ms
    expect(clock.toLocal(3000)).toBe(2500);
    clock.observe(4000, 9000); // set forward by seconds
    expect(clock.toLocal(5000)).toBe(10_000);
  });

  it('forgets samples beyond its window, so the clocks may drift apart', () => {
    const clock = new HostClock();
    clock.observe(0, 2);
    for (let i = 1; i <= 16; i++) clock.observe(i * 1000, i * 1000 + 10);
    expect(clock.toLocal(20_000)).toBe(20_010);
  });
});
