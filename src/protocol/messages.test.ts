import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { intentSchema, parsePhoneMessage, phoneMessageSchema } from './inbound';
import { keyedVariant, parseHostMessage, PROTOCOL_VERSION } from './messages';

const ok = (message: unknown) => parsePhoneMessage(JSON.stringify(message)).ok;
const NONCE = 'n'.repeat(22);
const TAG = 't'.repeat(22);
const PROOF = 'p'.repeat(43);

describe('Phone messages', () => {
  it('accepts each kind in its exact shape', () => {
    expect(ok({ t: 'hello', v: PROTOCOL_VERSION, nonce: NONCE, cred: null })).toBe(true);
    expect(ok({ t: 'hello', v: PROTOCOL_VERSION, nonce: NONCE, cred: TAG })).toBe(true);
    expect(ok({ t: 'prove', proof: PROOF, device: TAG })).toBe(true);
    expect(ok({ t: 'join', name: 'Anna' })).toBe(true);
    expect(ok({ t: 'ask', name: 'Anna', next: true })).toBe(true);
    expect(ok({ t: 'ack', cred: TAG })).toBe(true);
    expect(ok({ t: 'intent', seq: 4, intent: { type: 'nightPick', target: null } })).toBe(true);
    expect(ok({ t: 'intent', seq: 4, intent: { type: 'eliminateAllVote', yes: false } })).toBe(true);
    expect(ok({ t: 'host', seq: 4, action: { type: 'extend', seconds: 30 } })).toBe(true);
    expect(ok({ t: 'host', seq: null, action: { type: 'start' } })).toBe(true);
    expect(ok({ t: 'ping', n: 1 })).toBe(true);
  });

  it('refuses extra keys, wrong types, impossible seats, fractional or negative numbers', () => {
    expect(ok({ t: 'hello', v: PROTOCOL_VERSION, nonce: NONCE, cred: null, admin: true })).toBe(false);
    expect(ok({ t: 'hello', v: PROTOCOL_VERSION, nonce: 'short', cred: null })).toBe(false);
    // A seat token itself is never a field of any phone message.
    expect(ok({ t: 'hello', v: PROTOCOL_VERSION, nonce: NONCE, cred: null, token: 'abcdefghijklmnopqrstuvwx' })).toBe(false);
    expect(ok({ t: 'prove', proof: PROOF.slice(1), device: TAG })).toBe(false);
    expect(ok({ t: 'join', name: 'Anna', token: 'abcdefghijklmnopqrstuvwx' })).toBe(false);
    expect(ok({ t: 'intent', seq: 4, intent: { type: 'vote', target: 0 } })).toBe(false);
    expect(ok({ t: 'intent', seq: 4, intent: { type: 'vote', target: 2.5 } })).toBe(false);
    expect(ok({ t: 'intent', seq: -1, intent: { type: 'thankYou' } })).toBe(false);
    expect(ok({ t: 'host', seq: 4, action: { type: 'extend', seconds: 100_000 } })).toBe(false);
    expect(ok({ t: 'host', seq: 4, action: { type: 'timeout' } })).toBe(false);
    expect(ok(['hello'])).toBe(false);
    expect(ok(null)).toBe(false);
  });

  it("another version's hello, whatever its fields, is read as a hello of that version (for a clean 'version' refusal)", () => {
    const old = parsePhoneMessage(JSON.stringify({ t: 'hello', v: 1, name: 'Anna', token: null }));
    expect(old).toEqual({ ok: true, message: { t: 'hello', v: 1, nonce: '', cred: null } });
    // This version's hello must have its exact shape.
    expect(parsePhoneMessage(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, name: 'Anna', token: null })).ok).toBe(false);
  });

  it('measures size in UTF-8 bytes before parsing', () => {
    expect(parsePhoneMessage(JSON.stringify({ t: 'join', name: 'я'.repeat(199) }))).toMatchObject({ ok: true });
    expect(parsePhoneMessage('"' + 'я'.repeat(1100) + '"')).toEqual({ ok: false, code: 'tooBig' });
    expect(parsePhoneMessage({ t: 'ping', n: 1 })).toEqual({ ok: false, code: 'malformed' });
  });
});

describe('Host messages, as the phone reads them', () => {
  it('drops a garbled frame instead of passing it to the screens', () => {
    expect(parseHostMessage(JSON.stringify({ t: 'view', view: { seat: 'one' }, now: 1 })).ok).toBe(false);
    expect(parseHostMessage(JSON.stringify({ t: 'refused', reason: 'because' })).ok).toBe(false);
    expect(parseHostMessage(JSON.stringify({ t: 'welcome', seat: 1, name: 'A', token: 'x', vip: true, roomCode: 'KMNPRTWX' })).ok).toBe(false);
    expect(parseHostMessage(JSON.stringify({ t: 'welcome', seat: 1, name: 'A', token: null, vip: true, roomCode: 'KMNPRTWX' })).ok).toBe(true);
    expect(parseHostMessage(JSON.stringify({ t: 'challenge', nonce: NONCE, proof: PROOF, by: 'seat' })).ok).toBe(true);
    expect(parseHostMessage(JSON.stringify({ t: 'challenge', nonce: NONCE, proof: PROOF, by: 'anyone' })).ok).toBe(false);
  });
});

describe('keyedVariant', () => {
  // The phone messages' own options, read by valibot's variant and by ours.
  const plain = v.variant('t', phoneMessageSchema.options);
  const frames: unknown[] = [
    { t: 'hello', v: PROTOCOL_VERSION, nonce: NONCE, cred: null },
    { t: 'hello', v: PROTOCOL_VERSION, nonce: NONCE, cred: null, admin: true },
    { t: 'prove', proof: PROOF, device: TAG },
    { t: 'intent', seq: 4, intent: { type: 'vote', target: 3 } },
    { t: 'intent', seq: 4, intent: { type: 'vote', target: 0 } },
    { t: 'intent', seq: 4, intent: { type: 'veto', target: 3 } },
    { t: 'host', seq: null, action: { type: 'start' } },
    { t: 'host', seq: 4, action: { type: 'timeout' } },
    { t: 'ping', n: 1 },
    { t: 'ping', n: -1 },
    { t: 'shout', n: 1 },
    { t: 7, n: 1 },
    { t: null },
    { n: 1 },
    JSON.parse('{"__proto__": {"t": "ping"}, "n": 1}'),
    { t: 'constructor' },
    { t: 'toString', n: 1 },
    ['ping'],
    'ping',
    null,
    42,
  ];

  it('gives what valibot’s variant gives, output and issues alike, for any frame', () => {
    for (const frame of frames) {
      const ours = v.safeParse(phoneMessageSchema, frame);
      const theirs = v.safeParse(plain, frame);
      expect({ frame, success: ours.success, output: ours.output }).toEqual({ frame, success: theirs.success, output: theirs.output });
      expect(ours.issues?.map((issue) => issue.message)).toEqual(theirs.issues?.map((issue) => issue.message));
    }
  });

  it('builds no issue for the options it passes over', () => {
    // Every schema issue valibot builds asks for its message text.
    let built = 0;
    v.setSchemaMessage(() => String(++built));
    try {
      // The last options: valibot's variant builds an issue for each option before them.
      expect(v.safeParse(phoneMessageSchema, { t: 'pong', n: 1 }).success).toBe(true);
      expect(v.safeParse(intentSchema, { type: 'revealCheck', target: 2 }).success).toBe(true);
      expect(built).toBe(0);
      expect(v.safeParse(plain, { t: 'pong', n: 1 }).success).toBe(true);
      expect(built).toBe(phoneMessageSchema.options.length - 1);
    } finally {
      v.deleteSchemaMessage();
    }
  });

  it('refuses options it cannot key', () => {
    expect(() => keyedVariant('t', [v.object({ t: v.string() })])).toThrow(/literal/);
    expect(() => keyedVariant('t', [v.object({ t: v.literal('a') }), v.object({ t: v.literal('a'), n: v.number() })])).toThrow(/two options/);
  });
});
