/**
 * The wire between the TV (the host) and the phones, and between a phone and
 * the room-code peer. See docs/PROTOCOL.md for the flows.
 *
 * Phone → host messages are untrusted: each has a valibot schema here, and the
 * host parses every frame with `parsePhoneMessage` before any logic runs. The
 * types of those messages are derived from the schemas, so the two cannot drift.
 * Host → phone messages are typed by hand and parsed shallowly by the phone.
 */
import * as v from 'valibot';
import type { RejectionCode, SeatView } from '../engine/types';
import type { Intent, LobbyPlayer, RefusalReason, VipAction } from '../phone/snapshot';

/** Bumped on any incompatible change; a phone on another version is refused with 'version'. */
export const PROTOCOL_VERSION = 1;

/** Every peer ID of this app starts with this, so a stray PeerJS peer on the cloud is never mistaken for a room. */
export const PEER_PREFIX = 'citysleeps-';
/** The room-code peer: `citysleeps-code-<CODE>` answers a typed code with the room's peer ID. */
export const CODE_PEER_PREFIX = `${PEER_PREFIX}code-`;

/** Room codes use letters no one confuses when reading a TV across the room (no B/8, O/0, I/1, S/5, G/6, U/V, Z/2). */
export const CODE_ALPHABET = 'ACDEFHJKMNPRTWXY';
export const CODE_LENGTH = 5;

/** The largest frame a phone may send (bytes of UTF-8 JSON). A hello with a 20-character name is about 150. */
export const MAX_INBOUND_BYTES = 2048;
/**
 * The largest frame anyone sends. PeerJS's JSON channel refuses frames of
 * 16,300 bytes or more (its `chunkedMTU`, set so Firefox → Chrome messages are
 * not cut at 16 KiB); we send raw strings but keep the same ceiling.
 */
export const MAX_FRAME_BYTES = 16_300;

/** A host message larger than one frame travels in parts (see `toFrames`); reassembled, it may be this large. */
export const MAX_MESSAGE_BYTES = 512 * 1024;
/** UTF-16 units of JSON text per part: at most 3 UTF-8 bytes each, so a part stays well under MAX_FRAME_BYTES. */
const PART_UNITS = 5000;

/** Names are trimmed, stripped of control characters and cut to this many characters. */
export const MAX_NAME_LENGTH = 20;
/** Classic allows 17 players; no seat number is ever larger. */
export const MAX_SEATS = 17;

// ---------------------------------------------------------------------------
// Phone → host

export const PhoneKind = {
  hello: 'hello',
  intent: 'intent',
  host: 'host',
  ping: 'ping',
  pong: 'pong',
} as const;
export type PhoneKind = (typeof PhoneKind)[keyof typeof PhoneKind];

const seatNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SEATS));
const counter = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
/** A seat token: 22+ URL-safe characters (128 random bits or more). */
export const SEAT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
const tokenSchema = v.pipe(v.string(), v.regex(SEAT_TOKEN_PATTERN));

/**
 * A seat's intent without the seat: the host binds the seat from the
 * connection. Strict objects, so an intent that names a `seat` is refused
 * rather than silently rebound.
 */
export const intentSchema = v.variant('type', [
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
 * do for everyone (issue 10) — start, pause, resume, more time. Skipping a night
 * step, warnings, removals, a redeal and ending the game are the TV's alone: a
 * player holding them could steer the night or silence a rival. `timeout` and
 * `narrated` are the TV's own clock and narrator.
 */
export const phoneHostActionSchema = v.variant('type', [
  v.strictObject({ type: v.literal('start') }),
  v.strictObject({ type: v.literal('pause') }),
  v.strictObject({ type: v.literal('resume') }),
  v.strictObject({ type: v.literal('extend'), seconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(300)) }),
]);

export const phoneMessageSchema = v.variant('t', [
  v.strictObject({
    t: v.literal(PhoneKind.hello),
    /** Checked before anything else in the hello, so any later change of this schema still yields a clean 'version' refusal. */
    v: counter,
    name: v.nullable(v.pipe(v.string(), v.maxLength(200))),
    token: v.nullable(tokenSchema),
  }),
  /** `seq` echoes the PhaseView.seq the player saw; another seq is refused as stale. */
  v.strictObject({ t: v.literal(PhoneKind.intent), seq: counter, intent: intentSchema }),
  /** `seq` is null for 'start' (the lobby has no phase); otherwise the phase seen, so a double-tapped +30 s adds once. */
  v.strictObject({ t: v.literal(PhoneKind.host), seq: v.nullable(counter), action: phoneHostActionSchema }),
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

// ---------------------------------------------------------------------------
// Host → phone

export const HostKind = {
  welcome: 'welcome',
  refused: 'refused',
  lobby: 'lobby',
  view: 'view',
  error: 'error',
  warning: 'warning',
  buzz: 'buzz',
  ping: 'ping',
  pong: 'pong',
} as const;
export type HostKind = (typeof HostKind)[keyof typeof HostKind];

/** Refusals at the boundary, before the engine sees anything. */
export type BoundaryCode =
  /** Not JSON, or not one of the schemas. */
  | 'malformed'
  /** Larger than MAX_INBOUND_BYTES. */
  | 'tooBig'
  /** Over the rate limit (20 a second, bursts of 40). */
  | 'rateLimited'
  /** An intent or host action before a successful hello. */
  | 'notSeated'
  /** The intent answers a phase that has passed (PhaseView.seq differs). */
  | 'stale'
  /** A host action from a phone that is not the VIP's. */
  | 'notVip'
  /** An intent while no game runs. */
  | 'noGame'
  /** 'start' refused: the setup does not fit the seated players. */
  | 'cannotStart';

export type ErrorCode = BoundaryCode | RejectionCode;

export type HostMessage =
  /** The hello succeeded: this phone holds `seat` and must keep `token` to get it back. */
  | { t: 'welcome'; seat: number; name: string; token: string; vip: boolean; roomCode: string }
  /** The hello failed, or the seat was taken over / removed; the host closes the channel after it. */
  | { t: 'refused'; reason: RefusalReason }
  /** Before the game: names, seats and link status only. `seat` is the receiving phone's own. */
  | { t: 'lobby'; seat: number; players: LobbyPlayer[]; needed: number; preset: 'classic' | 'city'; vip: number | null }
  /**
   * During and after a game: this seat's own view. `now` is the host's clock, to
   * correct the phone's skew; `vip` whether this player holds the VIP's controls
   * now (it passes on when the VIP leaves the table); `pad` only fills the frame
   * to the night's one size.
   */
  | { t: 'view'; view: SeatView; now: number; vip: boolean; pad?: string }
  /** The last message was refused; nothing changed. */
  | { t: 'error'; code: ErrorCode }
  | { t: 'warning'; count: number }
  /** A night step starts: every phone buzzes at once, so a buzz never singles anybody out. */
  | { t: 'buzz' }
  /**
   * One part of a message too large for one frame (a very long game's view):
   * the phone joins `data` of parts 0..of-1 of the same `id` and parses the result.
   */
  | { t: 'part'; id: number; n: number; of: number; data: string }
  | { t: 'ping'; n: number }
  | { t: 'pong'; n: number };

// Shallow schemas: the phone trusts the host's content but not the shape of a
// frame, so a garbled frame is dropped instead of crashing the UI.
const lobbyPlayerSchema = v.object({ seat: v.number(), name: v.string(), link: v.picklist(['online', 'away']) });
const refusalSchema = v.picklist(['version', 'started', 'full', 'badToken', 'badName', 'removed', 'replaced']);
const hostMessageSchema = v.variant('t', [
  v.object({ t: v.literal('welcome'), seat: v.number(), name: v.string(), token: v.string(), vip: v.boolean(), roomCode: v.string() }),
  v.object({ t: v.literal('refused'), reason: refusalSchema }),
  v.object({
    t: v.literal('lobby'),
    seat: v.number(),
    players: v.array(lobbyPlayerSchema),
    needed: v.number(),
    preset: v.picklist(['classic', 'city']),
    vip: v.nullable(v.number()),
  }),
  v.object({
    t: v.literal('view'),
    view: v.looseObject({ seat: v.number(), phase: v.looseObject({ seq: v.number() }), seats: v.array(v.unknown()) }),
    now: v.number(),
    vip: v.optional(v.boolean(), false),
  }),
  v.object({ t: v.literal('error'), code: v.string() }),
  v.object({ t: v.literal('warning'), count: v.number() }),
  v.object({ t: v.literal('buzz') }),
  v.object({
    t: v.literal('part'),
    id: v.number(),
    n: v.pipe(v.number(), v.integer(), v.minValue(0)),
    of: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Math.ceil(MAX_MESSAGE_BYTES / PART_UNITS))),
    data: v.string(),
  }),
  v.object({ t: v.literal('ping'), n: v.number() }),
  v.object({ t: v.literal('pong'), n: v.number() }),
]);

// ---------------------------------------------------------------------------
// Phone ↔ room-code peer

/** The phone asks the code peer which room it stands for. */
export const resolveSchema = v.strictObject({ t: v.literal('resolve'), v: counter });
export type ResolveRequest = v.InferOutput<typeof resolveSchema>;

export type ResolveReply =
  | { t: 'room'; peerId: string }
  | { t: 'refused'; reason: 'version' | 'started' };

const resolveReplySchema = v.variant('t', [
  v.object({ t: v.literal('room'), peerId: v.pipe(v.string(), v.startsWith(PEER_PREFIX), v.maxLength(100)) }),
  v.object({ t: v.literal('refused'), reason: v.picklist(['version', 'started']) }),
]);

// ---------------------------------------------------------------------------
// Frames

export type Decoded<T> = { ok: true; message: T } | { ok: false; code: 'malformed' | 'tooBig' };

const encoder = new TextEncoder();

/** UTF-8 length: PeerJS and the data channel count bytes, and a Cyrillic name takes two per letter. */
export function byteLength(text: string): number {
  return encoder.encode(text).byteLength;
}

/** Size first (before JSON.parse spends time on a huge frame), then JSON, then the schema. */
function decode<T>(schema: v.GenericSchema<unknown, T>, frame: unknown, maxBytes: number): Decoded<T> {
  if (typeof frame !== 'string') return { ok: false, code: 'malformed' };
  // A UTF-8 byte is at least a UTF-16 unit / 3: skip the encoder for obviously huge frames.
  if (frame.length > maxBytes || byteLength(frame) > maxBytes) return { ok: false, code: 'tooBig' };
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    return { ok: false, code: 'malformed' };
  }
  const result = v.safeParse(schema, json);
  return result.success ? { ok: true, message: result.output } : { ok: false, code: 'malformed' };
}

export function parsePhoneMessage(frame: unknown): Decoded<PhoneMessage> {
  return decode(phoneMessageSchema, frame, MAX_INBOUND_BYTES);
}

export function parseResolveRequest(frame: unknown): Decoded<ResolveRequest> {
  return decode(resolveSchema, frame, MAX_INBOUND_BYTES);
}

export function parseHostMessage(frame: unknown, maxBytes = MAX_FRAME_BYTES): Decoded<HostMessage> {
  return decode(hostMessageSchema as unknown as v.GenericSchema<unknown, HostMessage>, frame, maxBytes);
}

export function parseResolveReply(frame: unknown): Decoded<ResolveReply> {
  return decode(resolveReplySchema, frame, MAX_FRAME_BYTES);
}

/** JSON text of a message, or null when it would exceed one frame. */
export function encodeFrame(message: HostMessage | PhoneMessage | ResolveRequest | ResolveReply): string | null {
  const text = JSON.stringify(message);
  return byteLength(text) < MAX_FRAME_BYTES ? text : null;
}

/**
 * The frames that carry a host message: one, or for a message over the frame
 * ceiling, parts. A 17-player view fits one frame (see size.test.ts); parts
 * are the safety net for a game long beyond that estimate, so no view is ever
 * dropped. Empty when even parts cannot carry it.
 */
export function toFrames(message: HostMessage, id: number): string[] {
  return textFrames(JSON.stringify(message), id);
}

/** The frames for a message already encoded as JSON text (see `toFrames`). */
export function textFrames(text: string, id: number): string[] {
  const bytes = byteLength(text);
  if (bytes < MAX_FRAME_BYTES) return [text];
  if (bytes > MAX_MESSAGE_BYTES) return [];
  const of = Math.ceil(text.length / PART_UNITS);
  return Array.from({ length: of }, (_, n) =>
    JSON.stringify({ t: 'part', id, n, of, data: text.slice(n * PART_UNITS, (n + 1) * PART_UNITS) } satisfies HostMessage),
  );
}

/**
 * A view frame's text, built from the view's JSON (made once per change and
 * shared by every send of it) and padded with spaces to `size` bytes when
 * given: at night every phone's frame is one size, whatever its role holds
 * (issue 10). A frame already larger is left as it is.
 */
export function viewText(viewJson: string, now: number, vip: boolean, size = 0): string {
  const head = `{"t":"view","now":${now},"vip":${vip},"view":${viewJson}`;
  if (size <= 0) return `${head}}`;
  const room = size - byteLength(head) - ',"pad":""}'.length;
  return room > 0 ? `${head},"pad":"${' '.repeat(room)}"}` : `${head}}`;
}
