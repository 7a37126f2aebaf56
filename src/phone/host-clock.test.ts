import { describe, expect, it } from 'vitest';
import { HostClock } from './host-clock';

describe('HostClock', () => {
  it('from views alone, takes the quickest trip of recent frames as the offset', () => {
    const clock = new HostClock();
    // The phone runs 5 s ahead of the TV; trips of 12, 3 and 40 ms.
    clock.observe(1000, 6012);
    clock.observe(2000, 7003);
    clock.observe(3000, 8040);
    expect(clock.toLocal(4000)).toBe(9003);
  });

  it('with pings answered, finds the offset itself, whatever the trip: two phones with different trips agree', () => {
    // Both phones run 5 s ahead of the TV; one is 5 ms away, the other 40 ms.
    const near = new HostClock();
    const far = new HostClock();
    for (let i = 0; i < 10; i++) {
      const host = 10_000 * (i + 1);
      near.observe(host, host + 5000 + 5);
      far.observe(host, host + 5000 + 40 + i);
      near.observeRoundTrip(host + 5000 - 5, host, host + 5000 + 5);
      // The far phone's round trips: the four quickest lopsided either way by as much (they average out),
      // the slower ones lopsided one way (they are not believed).
      const lopsided = [[-40, 44], [-44, 40], [-42, 46], [-46, 42]][i];
      if (lopsided) far.observeRoundTrip(host + 5000 + lopsided[0]!, host, host + 5000 + lopsided[1]!);
      else far.observeRoundTrip(host + 5000 - 40, host, host + 5000 + 140);
    }
    expect(near.toLocal(50_000)).toBe(55_000);
    expect(far.toLocal(50_000)).toBe(55_000);
  });

  it('never believes a round trip beyond what a view proves: the offset is at most arrival − now', () => {
    const clock = new HostClock();
    clock.observe(1000, 1010); // offset ≤ 10
    clock.observeRoundTrip(1995, 2000, 2300); // offset ≥ -5, and a slow way back
    expect(clock.toLocal(3000)).toBe(3002.5);
  });

  it('a TV busy when the ping comes does not make the phone early: the quickest trip each way is taken, not the quickest round trip', () => {
    // The phone's clock is the TV's. Every ping waits 20–30 ms at the TV before it is read
    // (the TV is busy), and its answer comes straight back; one lone ping found the TV idle
    // but its answer was slow. Each round trip's own middle says the phone is 10–15 ms behind.
    const clock = new HostClock();
    for (let i = 0; i < 20; i++) {
      const sent = 10_000 + i * 1000;
      const wait = 20 + (i % 10);
      clock.observeRoundTrip(sent, sent + 1 + wait, sent + 2 + wait);
    }
    clock.observeRoundTrip(40_000, 40_001, 40_040);
    expect(Math.abs(clock.toLocal(50_000) - 50_000)).toBeLessThanOrEqual(0.5);
  });

  it('before any ping, a late frame moves nothing: only a quicker one does', () => {
    const clock = new HostClock();
    clock.observe(1000, 1004);
    clock.observe(2000, 2030);
    expect(clock.offset).toBe(4);
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
    for (let i = 1; i <= 60; i++) clock.observe(i * 1000, i * 1000 + 10);
    expect(clock.toLocal(20_000)).toBe(20_010);
  });
});
