/**
 * Reading the TV's saved record (store.ts) of any version this one knows:
 * today's as it is, version 2's and 3's with their game state migrated
 * (engine/migrate.ts). Anything else — another version, a record that is not
 * what its version says — is refused whole, with the reason for the host's
 * log, and the TV opens a fresh room.
 */
import type { GameState } from '../engine';
import { stateFromV2, stateFromV3, stateProblem, v2Problem, v3Problem } from '../engine/migrate';
import { RECORD_VERSION, type HostRecord, type StoredRead } from './store';

export type SaveRead = { record: HostRecord<GameState> } | { refused: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why the record's envelope (room, lobby, setup, game) cannot be read, or null. */
function envelopeProblem(raw: Record<string, unknown>): string | null {
  if (typeof raw.savedAt !== 'number') return 'no time of saving';
  const room = raw.room;
  if (!isObject(room) || typeof room.peerId !== 'string' || typeof room.code !== 'string') return 'no room';
  const lobby = raw.lobby;
  if (!isObject(lobby) || !Array.isArray(lobby.players)) return 'no lobby';
  if (!isObject(raw.setup)) return 'no setup';
  const game = raw.game;
  if (game === null) return null;
  if (!isObject(game) || typeof game.seed !== 'number' || typeof game.at !== 'number') return 'a game without its seed or time';
  return null;
}

export function readSave(raw: unknown): SaveRead {
  if (!isObject(raw)) return { refused: 'the saved record is not an object' };
  const version = raw.version;
  if (version !== RECORD_VERSION && version !== 2 && version !== 3) return { refused: `the saved game is of version ${String(version)}; this TV reads versions 2 to ${RECORD_VERSION}` };
  const envelope = envelopeProblem(raw);
  if (envelope) return { refused: `the saved record of version ${version} has ${envelope}` };
  const record = raw as unknown as HostRecord<GameState>;
  const game = record.game;
  if (game === null) return { record: { ...record, version: RECORD_VERSION } };
  if (version === RECORD_VERSION) {
    const problem = stateProblem(game.state);
    return problem ? { refused: problem } : { record };
  }
  const state = version === 2 ? stateFromV2(game.state) : stateFromV3(game.state);
  const why = version === 2 ? v2Problem : v3Problem;
  if (state === null) return { refused: why(game.state) ?? `the version ${version} game state cannot be read` };
  return { record: { ...record, version: RECORD_VERSION, game: { ...game, state } } };
}

/** The store's reader: nothing stored, the record, or why not (a fresh room; the TV says so), also in the host's log. */
export function readStored(raw: unknown): StoredRead<GameState> {
  if (raw === undefined) return null;
  const read = readSave(raw);
  if ('refused' in read) console.warn(`The saved game was not restored (a new room opens): ${read.refused}.`);
  return read;
}
