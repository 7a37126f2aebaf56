/**
 * The TV's wiring in one call: signaling settings, PeerJS, IndexedDB, the
 * real engine and its practice bot. src/main-tv.ts:
 *
 *   const session = await createTvSession();
 *   session.subscribe(render);          // HostSnapshot → the TV's screens
 *   session.onEffects(runEffects);      // narration, sounds, music
 *   await session.start();              // opens or restores the room
 */
import type { GameState, Setup } from '../engine';
import { random, seedRng } from '../engine/rng';
import type { RandomBytes } from '../base/clock';
import { PeerJsHostTransport } from '../net/peerjs';
import { TableTurn } from '../net/ice-room';
import { joinLink, loadLocalSignaling, peerOptions, type SignalingConfig } from '../net/signaling';
import { realEngine, sensibleBot } from './real-engine';
import { HostSession } from './session';
import { IndexedDbStore } from './store';
import { readStored } from './migrate-save';

export { HostSession } from './session';
export type { HostSessionOptions } from './session';

export interface TvSessionOptions {
  /** A self-hosted PeerServer chosen on the TV; default: `./signaling.json` (npm start) or the PeerJS cloud. */
  signaling?: SignalingConfig;
  initialSetup?: Setup;
}

/**
 * A test page's seed for the game's randomness (the deals, the wording, the
 * practice bots), or null: a real TV draws every game afresh. The speech
 * tests set it, so their practice game is the same every run and always has
 * a last guess to hear.
 */
function requestedGameSeed(): number | null {
  const seed = (globalThis as { __csGameSeed?: unknown }).__csGameSeed;
  return typeof seed === 'number' && Number.isInteger(seed) ? seed : null;
}

/** Bytes from a seed (mulberry32, the engine's own generator). */
function seededBytes(seed: number): RandomBytes {
  const state = seedRng(seed);
  return (count) => Uint8Array.from({ length: count }, () => Math.floor(random(state) * 256));
}

export async function createTvSession(options: TvSessionOptions = {}): Promise<HostSession<GameState>> {
  const local = await loadLocalSignaling();
  const config = options.signaling ?? local.config;
  // Phones must reach the page the link names: in npm start mode the LAN address, not the TV's localhost.
  const base = `${local.publicOrigin ?? location.origin}${location.pathname}`;
  // The party server's STUN/TURN only for the party server itself (a server chosen on the TV keeps PeerJS's).
  // Its TURN is the room's: credentials from the room key once the room is known, and the room registered.
  const table = config === local.config ? new TableTurn(local.iceServers, local.turnUrls) : null;
  const peer = peerOptions(config, location, local.iceServers);
  if (table && peer.config) peer.config = table.config;
  const gameSeed = requestedGameSeed();
  return new HostSession<GameState>({
    transport: new PeerJsHostTransport({ peerOptions: peer }),
    store: new IndexedDbStore<GameState>(indexedDB, readStored),
    engine: realEngine,
    bot: sensibleBot,
    // Asked whenever the room (re)opens: the moment the TV knows its room's ID and key.
    joinUrl: (room) => {
      table?.open(room);
      return joinLink(base, room, config);
    },
    ...(options.initialSetup ? { initialSetup: options.initialSetup } : {}),
    ...(gameSeed !== null ? { gameRandom: seededBytes(gameSeed) } : {}),
  });
}
