/**
 * Phone → host messages, untrusted: a valibot schema for each, and the
 * parsers the TV runs on every frame before any logic (links.ts, room.ts).
 * Only the TV needs these, so they live apart from messages.ts and the phone's
 * bundle never carries them. See docs/PROTOCOL.md.
 */
import * as v from 'valibot';
import type { Intent, VipAction } from './vocabulary';
import { base64urlSchema, decode, keyedVariant, MAX_INBOUND_BYTES, MAX_SEATS, NONCE_CHARS, PROOF_CHARS, PROTOCOL_VERSION, TAG_CHARS, type Decoded } from './messages';

export const PhoneKind = {
  hello: 'hello',
  prove: 'prove',
  join: 'join',
  ask: 'ask',
  ack: 'ack',
  intent: 'intent',
  host: 'host',
  predict: 'predict',
  ping: 'ping',
  pong: 'pong',
} as const;
export type PhoneKind = (typeof PhoneKind)[keyof typeof PhoneKind];

const seatNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SEATS));
const counter = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
const nonceSchema = base64urlSchema(NONCE_CHARS);
const proofSchema = base64urlSchema(PROOF_CHARS);
const tagSchema = base64urlSchema(TAG_CHARS);
/** What a player typed: the host cleans it (src/host/names.ts); the bound only keeps frames small. */
const typedName = v.pipe(v.string(), v.maxLength(200));

/**
 * A seat's intent without the seat: the host binds the seat from the
 * connection. Strict objects, so an intent that names a `seat` is refused
 * rather than silently rebound.
 */
export const intentSchema = keyedVariant('type', [
  v.strictObject({ type: v.literal('nightPick'), target: v.nullable(seatNumber) }),
  v.strictObject({ type: v.literal('thankYou') }),
  v.strictObject({ type: v.literal('cardSeen') }),
  v.strictObject({ type: v.literal('nominate'), target: seatNumber }),
  v.strictObject({ type: v.literal('vote'), target: seatNumber }),
  v.strictObject({ type: v.literal('eliminateAllVote'), yes: v.boolean() }),
  v.strictObject({ type: v.literal('lastGuess'), target: seatNumber }),
  v.strictObject({ type: v.literal('revealCheck'), target: seatNumber }),
]);

/**
 * Host actions a VIP phone may send: only what a table would agree a player may
 * do for everyone (H5) — start, pause, resume, more time. Skipping a night
 * step, warnings, removals, a redeal and ending the game are the TV's alone: a
 * player holding them could steer the night or silence a rival. `timeout` and
 * `narrated` are the TV's own clock and narrator.
 */
export const phoneHostActionSchema = keyedVariant('type', [
  v.strictObject({ type: v.literal('start') }),
  v.strictObject({ type: v.literal('pause') }),
  v.strictObject({ type: v.literal('resume') }),
  v.strictObject({ type: v.literal('extend'), seconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(300)) }),
]);

export const phoneMessageSchema = keyedVariant('t', [
  /**
   * The first message on every channel. `nonce` is the phone's fresh challenge;
   * `cred` names the seat it claims (`credentialOf(token)`), or null for a phone
   * without one. Another version's hello, whatever its fields, still gets a clean
   * 'version' refusal (see parsePhoneMessage).
   */
  v.strictObject({ t: v.literal(PhoneKind.hello), v: counter, nonce: nonceSchema, cred: v.nullable(tagSchema) }),
  /** The answer to the TV's challenge: `phoneProof` with the key the TV proved, and the phone's device tag for this room. */
  v.strictObject({ t: v.literal(PhoneKind.prove), proof: proofSchema, device: tagSchema }),
  /** A new player's name, once the handshake is through. */
  v.strictObject({ t: v.literal(PhoneKind.join), name: typedName }),
  /** A seat request: `next` — seat me for the next game; otherwise — ask the TV now (a prompt the host answers). */
  v.strictObject({ t: v.literal(PhoneKind.ask), name: typedName, next: v.boolean() }),
  /** The token of the last welcome or rekey is stored: the TV forgets the one before it. */
  v.strictObject({ t: v.literal(PhoneKind.ack), cred: tagSchema }),
  /** `seq` echoes the PhaseView.seq the player saw; another seq is refused as stale. */
  v.strictObject({ t: v.literal(PhoneKind.intent), seq: counter, intent: intentSchema }),
  /** `seq` is null for 'start' (the lobby has no phase); otherwise the phase seen, so a double-tapped +30 s adds once. */
  v.strictObject({ t: v.literal(PhoneKind.host), seq: v.nullable(counter), action: phoneHostActionSchema }),
  /**
   * A ghost's marks (engine/ghosts.ts): the seats it believes are black, the whole list each time.
   * No seq: it may change them any time by day. The TV takes it silently, answers nothing, and sends no one anything.
   */
  v.strictObject({ t: v.literal(PhoneKind.predict), marked: v.pipe(v.array(seatNumber), v.maxLength(MAX_SEATS)) }),
  v.strictObject({ t: v.literal(PhoneKind.ping), n: counter }),
  v.strictObject({ t: v.literal(PhoneKind.pong), n: counter }),
]);

export type PhoneMessage = v.InferOutput<typeof phoneMessageSchema>;
export type PhoneHostAction = v.InferOutput<typeof phoneHostActionSchema>;

// The schemas must accept exactly the intents and host actions the engine knows.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const intentsMatch: Same<v.InferOutput<typeof intentSchema>, Intent> = true;
const hostActionsMatch: Same<PhoneHostAction, VipAction> = true;
void intentsMatch;
void hostActionsMatch;

/** The phone asks the code peer which room it stands for. */
export const resolveSchema = v.strictObject({ t: v.literal('resolve'), v: counter });
export type ResolveRequest = v.InferOutput<typeof resolveSchema>;

/** Any hello with a version number: how a phone of another version is recognised whatever else it sends. */
const anyHelloSchema = v.looseObject({ t: v.literal(PhoneKind.hello), v: counter });

export function parsePhoneMessage(frame: unknown): Decoded<PhoneMessage> {
  const decoded = decode(phoneMessageSchema, frame, MAX_INBOUND_BYTES);
  if (decoded.ok || decoded.code === 'tooBig') return decoded;
  // Another version's hello has other fields, so the strict schema refuses it; it still deserves 'version', not 'malformed'.
  const other = decode(anyHelloSchema, frame, MAX_INBOUND_BYTES);
  if (other.ok && other.message.v !== PROTOCOL_VERSION) return { ok: true, message: { t: 'hello', v: other.message.v, nonce: '', cred: null } };
  return decoded;
}

export function parseResolveRequest(frame: unknown): Decoded<ResolveRequest> {
  return decode(resolveSchema, frame, MAX_INBOUND_BYTES);
}
