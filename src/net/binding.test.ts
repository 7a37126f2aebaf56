import { describe, expect, it } from 'vitest';
import { bindingFromDescriptions, fingerprintsOf } from './binding';
import { MemoryNetwork } from './memory';

/** Two lines of what Chromium puts in a data channel's SDP, with one certificate's fingerprint. */
const sdp = (fingerprint: string) =>
  ['v=0', 'o=- 1 2 IN IP4 127.0.0.1', 'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', `a=fingerprint:sha-256 ${fingerprint}`, 'a=setup:actpass', ''].join('\r\n');
const PHONE = Array.from({ length: 32 }, (_, i) => (i + 16).toString(16).toUpperCase()).join(':');
const TV = Array.from({ length: 32 }, (_, i) => (255 - i).toString(16).toUpperCase()).join(':');
const RELAY = Array.from({ length: 32 }, (_, i) => (i * 7 + 16).toString(16).toUpperCase()).join(':');

describe('Channel binding', () => {
  it("both ends of an honest channel read the same binding: each one's local certificate is the other's remote", () => {
    const atPhone = bindingFromDescriptions('phone', sdp(PHONE), sdp(TV));
    const atTv = bindingFromDescriptions('tv', sdp(TV), sdp(PHONE));
    expect(atPhone).toBe(`tv=sha-256:${TV};phone=sha-256:${PHONE}`);
    expect(atTv).toBe(atPhone);
  });

  it("the two ends of a relay read different bindings, whatever certificate the relay shows each side", () => {
    // The relay cannot show the TV's certificate to the phone: it lacks the TV's private key.
    for (const shown of [RELAY, PHONE]) {
      const atPhone = bindingFromDescriptions('phone', sdp(PHONE), sdp(shown));
      const atTv = bindingFromDescriptions('tv', sdp(TV), sdp(shown));
      expect(atPhone).not.toBe(atTv);
    }
  });

  it('a description without a fingerprint, or none at all, gives no binding', () => {
    expect(fingerprintsOf('v=0\r\na=setup:actpass\r\n')).toBeNull();
    expect(bindingFromDescriptions('tv', sdp(TV), undefined)).toBeNull();
    expect(bindingFromDescriptions('phone', null, sdp(TV))).toBeNull();
  });

  it('fingerprints are read in one form: the algorithm in lower case, the hex in upper, sorted and once each', () => {
    const lower = TV.toLowerCase();
    const two = `${sdp(lower)}a=fingerprint:SHA-256 ${TV}\r\na=fingerprint:sha-1 AB:CD\r\n`;
    expect(fingerprintsOf(two)).toBe(`sha-1:AB:CD,sha-256:${TV}`);
  });

  it('the in-memory network gives both ends of a pair one binding and every pair its own', async () => {
    const network = new MemoryNetwork();
    network.hostTransport().listen('room', { onChannel: () => undefined, onState: () => undefined, onTaken: () => undefined });
    await Promise.resolve();
    const phone = network.phoneTransport();
    const first = await phone.connect('room');
    const second = await phone.connect('room');
    const [a, b] = network.openPairs('room');
    expect(a!.host.binding()).toBe(first.binding());
    expect(b!.host.binding()).toBe(second.binding());
    expect(first.binding()).not.toBe(second.binding());
    expect(first.binding()).toMatch(/^tv=sha-256:[0-9A-F:]+;phone=sha-256:[0-9A-F:]+$/);
  });
});
