import { describe, expect, it } from 'vitest';
import { countCandidate, diagnose, NO_CANDIDATES } from './ice-diagnosis';

const line = (address: string, type: string) => `candidate:1 1 udp 2122260223 ${address} 50000 typ ${type} generation 0`;
const count = (...lines: string[]) => lines.reduce(countCandidate, NO_CANDIDATES);

describe('ICE diagnosis', () => {
  it('counts candidates by kind, an mDNS name apart from a plain address', () => {
    expect(
      count(line('0b3c6d1e-7f00-4c1e-9a1b-2c3d4e5f6a7b.local', 'host'), line('10.0.0.5', 'host'), line('10.0.0.5', 'srflx'), line('10.0.0.1', 'relay'), 'garbage'),
    ).toEqual({ host: 1, mdns: 1, srflx: 1, relay: 1 });
  });

  it('tells each failure from what one side saw', () => {
    const mdns = count(line('a.local', 'host'));
    const real = count(line('a.local', 'host'), line('10.0.0.5', 'srflx'));
    const base = { answered: true, iceConnected: false };
    expect(diagnose({ ...base, answered: false, local: real, remote: NO_CANDIDATES })).toBe('noAnswer');
    expect(diagnose({ ...base, local: NO_CANDIDATES, remote: real })).toBe('noAddress');
    expect(diagnose({ ...base, local: real, remote: NO_CANDIDATES })).toBe('noAddress');
    // Only names on both sides, and they did not resolve: multicast does not pass.
    expect(diagnose({ ...base, local: mdns, remote: mdns })).toBe('unresolved');
    // One real address is enough for ICE to find the other (peer-reflexive): still no path is isolation.
    expect(diagnose({ ...base, local: mdns, remote: real })).toBe('unreachable');
    expect(diagnose({ ...base, local: real, remote: real })).toBe('unreachable');
    expect(diagnose({ ...base, iceConnected: true, local: real, remote: real })).toBe('slow');
  });
});
