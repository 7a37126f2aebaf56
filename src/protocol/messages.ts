/**
 * The wire between the TV (the host) and the phones, and between a phone and
 * the room-code peer. See docs/PROTOCOL.md for the flows.
 *
 * Phone → host messages are untrusted: each has a valibot schema (inbound.ts),
 * and the host parses every frame with `parsePhoneMessage` before any logic
 * runs. The types of those messages are derived from the schemas, so the two
 * cannot drift. Host → phone messages are typed by hand here and parsed
 * shallowly by the phone.
 */
import * as v from 'valibot';
import type { RejectionCode, SeatView } from '../engine/types';
import { REFUSAL_REASONS, type LobbyPlayer, type RefusalReason } from './vocabulary';
import type { PhoneMessage, ResolveRequest } from './inbound';

/** Bumped on any incompatible change; a phone on another version is refused with 'version'. 2: the proven handshake; 3: its proofs bound to the channel. */
export const PROTOCOL_VERSION = 3;

/** Every peer ID of this app starts with this, so a stray PeerJS peer on the cloud is never mistaken for a room. */
export const PEER_PREFIX = 'citysleeps-';
/** The room-code peer: `citysleeps-code-<CODE>` answers a typed code with the room's peer ID. */
export const CODE_PEER_PREFIX = `${PEER_PREFIX}code-`;

/** Room codes use letters no one confuses when reading a TV across the room (no B/8, O/0, I/1, S/5, G/6, U/V, Z/2). */
export const CODE_ALPHABET = 'ACDEFHJKMNPRTWXY';
/** 8 letters of 16: 32 bits, shown as two groups of four. */
export const CODE_LENGTH = 8;

/** The largest frame a phone may send (bytes of UTF-8 JSON). A join with a 20-character name is about 100. */
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

// The phone → host schemas and their parsers live in inbound.ts: only the TV
// reads phones' frames, so the phone's bundle does not carry them.
export type { PhoneHostAction, PhoneKind, PhoneMessage, ResolveRequest } from './inbound';

/** A seat token: 22+ URL-safe characters (128 random bits or more). It never travels from a phone. */
export const SEAT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
/** base64url lengths on the wire (src/protocol/auth.ts): 16 random bytes → 22 characters, a full SHA-256 MAC → 43. */
export const NONCE_CHARS = 22;
export const PROOF_CHARS = 43;
/** A credential ID and a device tag are MACs cut to 132 bits: plenty to tell seats or banned phones apart, never reversible. */
export const TAG_CHARS = 22;
/** The room's key (src/net/ids.ts newRoomKey), as the join link and the code peer carry it. */
export const ROOM_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** A schema for a base64url string of exactly `chars` characters. */
export const base64urlSchema = (chars: number) => v.pipe(v.string(), v.regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}$`)));
const nonceSchema = base64urlSchema(NONCE_CHARS);
const proofSchema = base64urlSchema(PROOF_CHARS);

// ---------------------------------------------------------------------------
// Host → phone

export const HostKind = {
  challenge: 'challenge',
  verified: 'verified',
  welcome: 'welcome',
  rekey: 'rekey',
  waiting: 'waiting',
  refused: 'refused',
  lobby: 'lobby',
  view: 'view',
  error: 'error',
  warning: 'warning',
  buzz: 'buzz',
  cover: 'cover',
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
  /** An intent or host action before a successful hello, or a join before the handshake. */
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
  /**
   * The TV's answer to a hello: its own nonce, and `tvProof` keyed by the
   * claimed seat's token (`by: 'seat'`) or, for a phone without a known seat,
   * by the room key (`by: 'room'`). The phone answers with `prove` under the same key.
   */
  | { t: 'challenge'; nonce: string; proof: string; by: 'seat' | 'room' }
  /** The phone proved the room key and claimed no seat: it may now `join` or `ask`. */
  | { t: 'verified' }
  /**
   * Seated: this phone holds `seat`. `token` is a seat token handed out for
   * the first time (a new player, or one rotated while the phone was away);
   * null when the phone proved the one it has.
   */
  | { t: 'welcome'; seat: number; name: string; token: string | null; vip: boolean; roomCode: string }
  /** A new game: the seat's new token. The phone stores it and answers `ack`; the old one stops working. */
  | { t: 'rekey'; token: string }
  /** A seat request is held: for the TV's OK (`next: false`), or until the next game (`next: true`). */
  | { t: 'waiting'; next: boolean }
  /** The hello failed, or the seat was taken over / removed; the host closes the channel after it. */
  | { t: 'refused'; reason: RefusalReason }
  /** Before the game: names, seats and link status only. `seat` is the receiving phone's own. */
  | { t: 'lobby'; seat: number; players: LobbyPlayer[]; needed: number; preset: 'classic' | 'city'; vip: number | null }
  /**
   * During and after a game: this seat's own view. `now` is the host's clock, to
   * correct the phone's skew; `vip` whether this player holds the VIP's controls
   * now (it passes on when the VIP leaves the table); `pad` only fills the frame
   * to the night's one size. `at` (the host's clock), on a view that changes
   * what the whole table sees: every phone shows it at that moment, not as it
   * arrives (protocol/moment.ts SHOW_LEAD_MS); without it, at once.
   */
  | { t: 'view'; view: SeatView; now: number; at?: number; vip: boolean; pad?: string }
  /** The last message was refused; nothing changed. */
  | { t: 'error'; code: ErrorCode }
  | { t: 'warning'; count: number }
  /** A night step starts: every phone buzzes at once, so a buzz never singles anybody out. */
  | { t: 'buzz' }
  /** At night, a phone whose view has not changed since its last frame gets this on the beat, of the step's one size; it means nothing (docs/PROTOCOL.md, Ordering 4). */
  | { t: 'cover'; pad: string }
  /**
   * One part of a message too large for one frame (a very long game's view):
   * the phone joins `data` of parts 0..of-1 of the same `id` and parses the result.
   */
  | { t: 'part'; id: number; n: number; of: number; data: string }
  | { t: 'ping'; n: number }
  /** `now`: the TV's clock as it answered a phone's ping, for the phone to learn the TV's time (phone/host-clock.ts). */
  | { t: 'pong'; n: number; now?: number };

/**
 * `v.variant` that goes straight to the option its key names. valibot's own
 * tries the options in order and builds a whole issue (message text and all)
 * for each one it passes over: 7 for every view a phone gets, 12 for every
 * night cover, 8 for every ping the TV gets. That was a third of what the TV
 * allocated in a game (a heap profile of `npm run bench`'s taps), and so of
 * its garbage collections. Same verdicts: a key no option names, or a frame
 * that is no object, goes through valibot's variant for its issue.
 */
export function keyedVariant<const K extends string, const O extends v.VariantOptions<K>>(key: K, options: O): v.VariantSchema<K, O, undefined> {
  const schema = v.variant(key, options);
  const byValue = new Map<unknown, O[number]>();
  for (const option of options) {
    const discriminator = option.type === 'variant' ? undefined : (option.entries[key] as v.GenericSchema | undefined);
    if (discriminator?.type !== 'literal') throw new Error(`keyedVariant: every option needs a literal "${key}"`);
    const value = (discriminator as v.LiteralSchema<v.Literal, undefined>).literal;
    if (byValue.has(value)) throw new Error(`keyedVariant: two options for "${String(value)}"`);
    byValue.set(value, option);
  }
  type Run = (typeof schema)['~run'];
  const run: Run = schema['~run'];
  const keyed: Run = function (this: typeof schema, dataset, config) {
    const input: unknown = dataset.value;
    const option = input && typeof input === 'object' && Object.hasOwn(input, key) ? byValue.get((input as Record<string, unknown>)[key]) : undefined;
    return option ? (option['~run']({ value: input }, config) as ReturnType<Run>) : run.call(this, dataset, config);
  };
  // Our own schema object, made just above: valibot's standard `validate` reads `~run` from it too.
  (schema as { '~run': Run })['~run'] = keyed;
  return schema;
}

// Shallow schemas: the phone trusts the host's content but not the shape of a
// frame, so a garbled frame is dropped instead of crashing the UI.
const lobbyPlayerSchema = v.object({ seat: v.number(), name: v.string(), link: v.picklist(['online', 'away']) });
const refusalSchema = v.picklist(REFUSAL_REASONS);
const hostMessageSchema = keyedVariant('t', [
  v.object({ t: v.literal('challenge'), nonce: nonceSchema, proof: proofSchema, by: v.picklist(['seat', 'room']) }),
  v.object({ t: v.literal('verified') }),
  v.object({
    t: v.literal('welcome'),
    seat: v.number(),
    name: v.string(),
    token: v.nullable(v.pipe(v.string(), v.regex(SEAT_TOKEN_PATTERN))),
    vip: v.boolean(),
    roomCode: v.string(),
  }),
  v.object({ t: v.literal('rekey'), token: v.pipe(v.string(), v.regex(SEAT_TOKEN_PATTERN)) }),
  v.object({ t: v.literal('waiting'), next: v.boolean() }),
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
    at: v.optional(v.number()),
    vip: v.optional(v.boolean(), false),
  }),
  v.object({ t: v.literal('error'), code: v.string() }),
  v.object({ t: v.literal('warning'), count: v.number() }),
  v.object({ t: v.literal('buzz') }),
  v.object({ t: v.literal('cover'), pad: v.string() }),
  v.object({
    t: v.literal('part'),
    id: v.number(),
    n: v.pipe(v.number(), v.integer(), v.minValue(0)),
    of: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Math.ceil(MAX_MESSAGE_BYTES / PART_UNITS))),
    data: v.string(),
  }),
  v.object({ t: v.literal('ping'), n: v.number() }),
  v.object({ t: v.literal('pong'), n: v.number(), now: v.optional(v.number()) }),
]);

// ---------------------------------------------------------------------------
// Phone ↔ room-code peer


/**
 * The room behind a code: its peer ID and its key (what the QR link carries),
 * in any phase — a phone that typed the code mid-game is told 'started' by the
 * room itself, and may wait there for the next game.
 */
export type ResolveReply =
  | { t: 'room'; peerId: string; key: string }
  | { t: 'refused'; reason: 'version' };

const resolveReplySchema = keyedVariant('t', [
  v.object({
    t: v.literal('room'),
    peerId: v.pipe(v.string(), v.startsWith(PEER_PREFIX), v.maxLength(100)),
    key: v.pipe(v.string(), v.regex(ROOM_KEY_PATTERN)),
  }),
  v.object({ t: v.literal('refused'), reason: v.picklist(['version']) }),
]);

// ---------------------------------------------------------------------------
// Frames

export type Decoded<T> = { ok: true; message: T } | { ok: false; code: 'malformed' | 'tooBig' };

const encoder = new TextEncoder();

/** A scratch buffer for byteLength, grown as needed: counting a frame allocates nothing. */
let scratch = new Uint8Array(16 * 1024);

/** UTF-8 length: PeerJS and the data channel count bytes, and a Cyrillic name takes two per letter. */
export function byteLength(text: string): number {
  // One UTF-16 unit is at most three UTF-8 bytes.
  if (scratch.length < text.length * 3) scratch = new Uint8Array(text.length * 3);
  return encoder.encodeInto(text, scratch).written;
}

/** Whether `text` is over `maxBytes` of UTF-8, counted only when it could be (a UTF-16 unit is one to three bytes). */
function overBytes(text: string, maxBytes: number): boolean {
  return text.length > maxBytes || (text.length * 3 > maxBytes && byteLength(text) > maxBytes);
}

/** Size first (before JSON.parse spends time on a huge frame), then JSON, then the schema. */
export function decode<T>(schema: v.GenericSchema<unknown, T>, frame: unknown, maxBytes: number): Decoded<T> {
  if (typeof frame !== 'string') return { ok: false, code: 'malformed' };
  // Every view is far below: no count on the hot path.
  if (overBytes(frame, maxBytes)) return { ok: false, code: 'tooBig' };
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    return { ok: false, code: 'malformed' };
  }
  const result = v.safeParse(schema, json);
  return result.success ? { ok: true, message: result.output } : { ok: false, code: 'malformed' };
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
  if (!overBytes(text, MAX_FRAME_BYTES - 1)) return [text];
  if (overBytes(text, MAX_MESSAGE_BYTES)) return [];
  const of = Math.ceil(text.length / PART_UNITS);
  return Array.from({ length: of }, (_, n) =>
    JSON.stringify({ t: 'part', id, n, of, data: text.slice(n * PART_UNITS, (n + 1) * PART_UNITS) } satisfies HostMessage),
  );
}

/**
 * A view frame's text, built from the view's JSON (made once per change and
 * shared by every send of it) and padded with spaces to `size` bytes when
 * given: at night every phone's frame is one size, whatever its role holds.
 * A frame already larger is left as it is. `at`: when to show it
 * (see the message's type).
 */
export function viewText(viewJson: string, now: number, vip: boolean, size = 0, at?: number): string {
  const head = `{"t":"view","now":${now},${at === undefined ? '' : `"at":${at},`}"vip":${vip},"view":${viewJson}`;
  if (size <= 0) return `${head}}`;
  const room = size - byteLength(head) - ',"pad":""}'.length;
  return room > 0 ? `${head},"pad":"${' '.repeat(room)}"}` : `${head}}`;
}
