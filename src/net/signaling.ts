/**
 * Which PeerJS signaling server the room uses, and how the join link carries
 * that choice to the phones.
 *
 *  - `npm start` serves `./signaling.json` beside the app: the embedded `peer`
 *    server on the same origin, path "/peerjs". host/port omitted there mean
 *    "the page's own", so a TV opened on localhost and phones opened on the LAN
 *    address both reach the same server.
 *  - Deployed (no signaling.json): the PeerJS cloud.
 *  - A self-hosted PeerServer entered on the TV.
 *
 * `npm start` is for a party network that may have no internet, so its config
 * is marked `lan`: PeerJS then gets the party server's own STUN/TURN
 * (server/ice-server.ts, listed in signaling.json; TURN credentials are the
 * room's, made from the room key: net/ice-room.ts) instead of its default
 * internet STUN/TURN (Google's STUN,
 * PeerJS's TURN), which a closed LAN cannot reach and which tests must not try
 * to reach. Host candidates alone are not enough: browsers hide them behind
 * mDNS names that many access points never let resolve, and gather none on a
 * network without a default route; STUN on the laptop gives the real LAN
 * address, and TURN through it carries a guest Wi-Fi that isolates devices.
 * The flag travels in the join link, so the phones do the same, reading the
 * same signaling.json and making their TURN credentials from the link's key.
 */
import * as v from 'valibot';
import type { PeerOptions } from 'peerjs';
import { CODE_LENGTH, PEER_PREFIX, ROOM_KEY_PATTERN } from '../protocol/messages';
import { normalizeRoomCode } from './ids';

export type SignalingConfig =
  | { kind: 'cloud' }
  | {
      kind: 'custom';
      /** null: the page's own host name. */
      host: string | null;
      /** null: the page's own port. */
      port: number | null;
      path: string;
      key: string;
      /** TLS (wss). null: as the page (https → wss). */
      secure: boolean | null;
      /** The party's own LAN server (`npm start`): no internet STUN/TURN servers. */
      lan?: true;
    };

/** Where the page itself is, for "same as the page" settings. */
export interface PageLocation {
  hostname: string;
  port: string;
  protocol: string;
}

export const CLOUD: SignalingConfig = { kind: 'cloud' };

const customSchema = v.object({
  kind: v.literal('custom'),
  host: v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9.:[\]-]{1,253}$/))),
  port: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535))),
  path: v.pipe(v.string(), v.regex(/^\/[A-Za-z0-9._~/-]{0,200}$/)),
  key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{1,100}$/)),
  secure: v.nullable(v.boolean()),
  lan: v.optional(v.literal(true)),
});

/**
 * The `sig` URL parameter: "cloud", or base64url of the custom settings as a
 * JSON array `[host, port, path, key, secure]`, with a sixth element `true`
 * for a LAN server. Links without it (made before the flag) still decode.
 */
export function encodeSignaling(config: SignalingConfig): string {
  if (config.kind === 'cloud') return 'cloud';
  const fields: unknown[] = [config.host, config.port, config.path, config.key, config.secure];
  if (config.lan) fields.push(true);
  const json = JSON.stringify(fields);
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Null when absent or not one of ours (the link is untrusted input too). */
export function decodeSignaling(param: string | null): SignalingConfig | null {
  if (!param) return null;
  if (param === 'cloud') return CLOUD;
  try {
    const binary = atob(param.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed) || (parsed.length !== 5 && parsed.length !== 6)) return null;
    const [host, port, path, key, secure, lan] = parsed as unknown[];
    if (parsed.length === 6 && lan !== true) return null;
    const result = v.safeParse(customSchema, { kind: 'custom', host, port, path, key, secure, ...(lan === true ? { lan } : {}) });
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/** A STUN or TURN server as RTCPeerConnection takes it. */
export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/**
 * Options for `new Peer(id, options)`. A LAN server gets only the party's own
 * ICE servers (none if it has none): nothing outside the party's network is asked.
 */
export function peerOptions(config: SignalingConfig, page: PageLocation = globalThis.location, lanIce: IceServer[] = []): PeerOptions {
  if (config.kind === 'cloud') return { debug: 1 };
  const secure = config.secure ?? page.protocol === 'https:';
  const pagePort = page.port ? Number(page.port) : secure ? 443 : 80;
  return {
    host: config.host ?? page.hostname,
    port: config.port ?? pagePort,
    path: config.path,
    key: config.key,
    secure,
    debug: 1,
    ...(config.lan ? { config: { iceServers: lanIce } } : {}),
  };
}

const iceUrl = v.pipe(v.string(), v.regex(/^(stun|turn):[A-Za-z0-9.:[\]-]{1,253}(\?transport=(udp|tcp))?$/));
const iceSchema = v.pipe(
  v.array(
    v.object({
      urls: v.pipe(v.array(iceUrl), v.minLength(1), v.maxLength(4)),
      username: v.optional(v.pipe(v.string(), v.maxLength(200))),
      credential: v.optional(v.pipe(v.string(), v.maxLength(200))),
    }),
  ),
  v.maxLength(4),
);

const turnUrl = v.pipe(v.string(), v.regex(/^turn:[A-Za-z0-9.:[\]-]{1,253}(\?transport=(udp|tcp))?$/));

const localFileSchema = v.object({
  host: v.optional(v.nullable(v.string())),
  port: v.optional(v.nullable(v.number())),
  path: v.string(),
  key: v.string(),
  secure: v.optional(v.nullable(v.boolean())),
  publicOrigin: v.optional(v.nullable(v.string())),
  ice: v.optional(iceSchema),
  turn: v.optional(v.pipe(v.array(turnUrl), v.maxLength(4))),
});

export interface LocalSignaling {
  config: SignalingConfig;
  /** Where phones reach this app (the LAN address in `npm start` mode); null: the page's own origin. */
  publicOrigin: string | null;
  /** The party server's STUN (and any server it lists with credentials); empty when it serves none. */
  iceServers: IceServer[];
  /** The party server's TURN addresses, for credentials made from the room key (net/ice-room.ts); empty when none. */
  turnUrls: string[];
}

/**
 * Reads `./signaling.json` (served by `npm start`). Absent, unreadable or
 * invalid → the PeerJS cloud. A dev server answers unknown paths with
 * index.html, which fails JSON parsing and also means "cloud". A server found
 * this way is the party's own, on its LAN: marked `lan`.
 */
export async function loadLocalSignaling(fetchFile: typeof fetch = fetch): Promise<LocalSignaling> {
  const cloud: LocalSignaling = { config: CLOUD, publicOrigin: null, iceServers: [], turnUrls: [] };
  try {
    const response = await fetchFile('./signaling.json', { cache: 'no-store' });
    if (!response.ok) return cloud;
    const parsed = v.safeParse(localFileSchema, await response.json());
    if (!parsed.success) return cloud;
    const file = parsed.output;
    const config = v.safeParse(customSchema, {
      kind: 'custom',
      host: file.host ?? null,
      port: file.port ?? null,
      path: file.path,
      key: file.key,
      secure: file.secure ?? null,
      lan: true,
    });
    if (!config.success) return cloud;
    return { config: config.output, publicOrigin: file.publicOrigin ?? null, iceServers: file.ice ?? [], turnUrls: file.turn ?? [] };
  } catch {
    return cloud;
  }
}

/**
 * `${base}?join=<peerId>&sig=<encoded>#code=<CODE>&k=<room key>`; `base` is
 * origin + pathname. The code and the key ride in the fragment, which a
 * browser never sends to a web server: a plain-http page load on the party's
 * Wi-Fi does not show them to anyone listening.
 */
export function joinLink(base: string, room: { peerId: string; code: string; key: string }, config: SignalingConfig): string {
  const params = new URLSearchParams({ join: room.peerId, sig: encodeSignaling(config) });
  const secret = new URLSearchParams({ code: room.code, k: room.key });
  return `${base}?${params.toString()}#${secret.toString()}`;
}

export interface JoinParams {
  /** The room's peer ID, when the link carried a valid one. */
  join: string | null;
  /** A valid room code (normalised), when present. */
  code: string | null;
  sig: SignalingConfig | null;
  /** The room's key from the link's fragment, when present and well-formed. */
  key: string | null;
}

const peerIdPattern = new RegExp(`^${PEER_PREFIX}[A-Za-z0-9_-]{8,80}$`);

/** Reads and checks the join parameters of a page URL's search string and fragment (`#code=…&k=…`; `?code=` also works). */
export function readJoinParams(search: string, hash = ''): JoinParams {
  const params = new URLSearchParams(search);
  const secret = new URLSearchParams(hash.replace(/^#/, ''));
  const join = params.get('join');
  const code = secret.get('code') ?? params.get('code');
  const key = secret.get('k');
  return {
    join: join && peerIdPattern.test(join) ? join : null,
    code: code && code.length <= CODE_LENGTH * 2 ? normalizeRoomCode(code) : null,
    sig: decodeSignaling(params.get('sig')),
    key: key && ROOM_KEY_PATTERN.test(key) ? key : null,
  };
}
