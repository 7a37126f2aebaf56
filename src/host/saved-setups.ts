/**
 * Saved setups: the TV remembers the last setups by name — the rules, the
 * cards, the options and every timer (so the pace too) — and a new game starts
 * from one in one step. Kept in this TV's localStorage; what is read back is
 * checked at this boundary (a valibot schema, then the engine's `checkSetup`),
 * so a damaged or an old entry is dropped, never played.
 */
import * as v from 'valibot';
import { checkSetup, OPTIONAL_ROLES, PLAYER_RANGE, suggestedMafia } from '../engine/setup';
import { paceTimers } from '../engine/pace';
import type { Setup, Timers } from '../engine/types';

export interface SavedSetup {
  /** The host's name for it, or the TV's own («Город · 11 · клубный темп»); unique, case aside. */
  name: string;
  setup: Setup;
  /** Epoch ms of the last save or start. */
  savedAt: number;
}

/** The most the TV keeps: older ones drop off the end. */
export const MAX_SAVED_SETUPS = 8;
export const MAX_SETUP_NAME = 40;
const STORAGE_KEY = 'citysleeps.tv.setups';

const seconds = v.pipe(v.number(), v.finite(), v.minValue(1), v.maxValue(3600));
const timerKeys = Object.keys(paceTimers('city', 'club')) as (keyof Timers)[];
const timersSchema = v.object(Object.fromEntries(timerKeys.map((key) => [key, seconds])) as Record<keyof Timers, typeof seconds>);

const setupSchema = v.object({
  preset: v.picklist(['classic', 'city']),
  players: v.pipe(v.number(), v.integer()),
  mafia: v.pipe(v.number(), v.integer()),
  optionalRoles: v.pipe(v.array(v.picklist(OPTIONAL_ROLES)), v.maxLength(OPTIONAL_ROLES.length)),
  timers: timersSchema,
  timerScale: v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(10)),
  revealOnDeath: v.boolean(),
  showSuspicion: v.boolean(),
  night1Actions: v.boolean(),
  putanaClientDies: v.boolean(),
  secondTie: v.picklist(['eliminateAll', 'lot', 'none']),
  cityWin: v.picklist(['parity', 'wipeout']),
  deadSeeAll: v.boolean(),
});

const savedSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_SETUP_NAME)),
  setup: setupSchema,
  savedAt: v.pipe(v.number(), v.finite()),
});

/** One entry as stored, or null when it is not a playable setup. */
export function readSavedSetup(raw: unknown): SavedSetup | null {
  const parsed = v.safeParse(savedSchema, raw);
  if (!parsed.success) return null;
  const entry = parsed.output as SavedSetup;
  return checkSetup(entry.setup) ? null : entry;
}

/** The stored list, each entry checked; newest first, at most MAX_SAVED_SETUPS. */
export function readSavedSetups(raw: unknown): SavedSetup[] {
  if (!Array.isArray(raw)) return [];
  const list: SavedSetup[] = [];
  for (const item of raw) {
    const entry = readSavedSetup(item);
    if (entry && !list.some((other) => sameName(other.name, entry.name))) list.push(entry);
  }
  return list.sort((a, b) => b.savedAt - a.savedAt).slice(0, MAX_SAVED_SETUPS);
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/**
 * The list with `entry` first. A setup of the same name is replaced; the same
 * setup under another name is kept once, under the new name. The oldest drop off.
 */
export function rememberSetup(list: readonly SavedSetup[], entry: SavedSetup): SavedSetup[] {
  const same = JSON.stringify(entry.setup);
  const rest = list.filter((other) => !sameName(other.name, entry.name) && JSON.stringify(other.setup) !== same);
  return [{ ...entry, name: entry.name.trim().slice(0, MAX_SETUP_NAME) }, ...rest].slice(0, MAX_SAVED_SETUPS);
}

export function forgetSetup(list: readonly SavedSetup[], name: string): SavedSetup[] {
  return list.filter((other) => !sameName(other.name, name));
}

type Shelf = Pick<Storage, 'getItem' | 'setItem'>;

/** Reads the TV's saved setups; an unreadable store gives none. */
export function loadSavedSetups(storage: Shelf = localStorage): SavedSetup[] {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    return raw ? readSavedSetups(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

export function storeSavedSetups(list: readonly SavedSetup[], storage: Shelf = localStorage): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage blocked or full: the list still holds until the page closes.
  }
}

/**
 * A saved setup for the players seated now, so it starts in one step: the
 * same rules, options and timers; the seat count follows the table (within
 * the preset's range) and the mafia count follows it when it was the
 * suggested one, or no longer fits.
 */
export function setupForTable(saved: Setup, seated: number): Setup {
  const [min, max] = PLAYER_RANGE[saved.preset];
  const players = Math.min(max, Math.max(min, seated));
  if (players === saved.players) return saved;
  const wasSuggested = saved.mafia === suggestedMafia(saved.preset, saved.players);
  const adapted = { ...saved, players, mafia: wasSuggested ? suggestedMafia(saved.preset, players) : saved.mafia };
  return checkSetup(adapted) ? { ...adapted, mafia: suggestedMafia(saved.preset, players) } : adapted;
}
