/**
 * Setups: the two presets' defaults (the club pace, pace.ts), the suggested mafia count, the
 * playability check and the deck a setup deals.
 */
import type { OptionalRole, Preset, Rejection, Role, Setup, Timers } from './types';
import { paceTimers } from './pace';
import { isInt } from './is-int';

export const PLAYER_RANGE: Record<Preset, [number, number]> = { classic: [6, 17], city: [7, 13] };
export const OPTIONAL_ROLES: readonly OptionalRole[] = ['commissar', 'doctor', 'maniac', 'putana'];

/**
 * Classic (seed 000 rule 3): Civilians 3–4 times as many as Mafia. Picks the
 * count whose ratio lies in [3, 4] or nearest to it; a tie goes to fewer mafia.
 * City: Don + 1 at 7–8 players, Don + 2 at 9–11 (seed 003 is 11), Don + 3 at 12–13.
 */
export function suggestedMafia(preset: Preset, players: number): number {
  if (preset === 'city') return players <= 8 ? 2 : players <= 11 ? 3 : 4;
  let best = 1;
  let bestDistance = Infinity;
  for (let m = 1; m * 2 < players; m++) {
    const ratio = (players - m) / m;
    const distance = ratio < 3 ? 3 - ratio : ratio > 4 ? ratio - 4 : 0;
    if (distance < bestDistance) {
      best = m;
      bestDistance = distance;
    }
  }
  return best;
}

export function defaultSetup(preset: Preset, players: number): Setup {
  return {
    preset,
    players,
    mafia: suggestedMafia(preset, players),
    optionalRoles: preset === 'classic' ? ['commissar', 'doctor'] : [],
    timers: paceTimers(preset, 'club'),
    timerScale: 1,
    // City keeps every card hidden until the end: the farewell minute «помочь своей красной или
    // черной команде» (seed 003 «День») only makes sense so. Classic turns the card (seed 000 rule 11).
    revealOnDeath: preset === 'classic',
    // The morning's anonymous counts let the mafia frame someone unseen; City clubs do without them.
    showSuspicion: preset === 'classic',
    night1Actions: false,
    putanaClientDies: false,
    secondTie: preset === 'city' ? 'eliminateAll' : 'lot',
    cityWin: 'parity',
    deadSeeAll: false,
  };
}

function bad(detail: string): Rejection {
  return { code: 'malformed', detail };
}

/** The timers every setup carries: worked out once, not for every new game's check. */
let timerKeys: (keyof Timers)[] | null = null;

function checkTimers(timers: unknown): Rejection | null {
  if (typeof timers !== 'object' || timers === null) return bad('timers missing');
  for (const key of (timerKeys ??= Object.keys(paceTimers('city', 'club')) as (keyof Timers)[])) {
    const t = (timers as Record<string, unknown>)[key];
    if (typeof t !== 'number' || !Number.isFinite(t) || t <= 0 || t > 3600) return bad(`timer ${key} must be 0 < t <= 3600 s`);
  }
  return null;
}

function checkDeck(setup: Setup): Rejection | null {
  const { preset, players, mafia } = setup;
  if (!isInt(mafia) || mafia < 1) return bad('at least one mafia card');
  if (mafia * 2 >= players) return bad('mafia must be fewer than the other players');
  if (preset === 'city') return mafia + 2 <= players ? null : bad('no room for Doctor and Sheriff');
  const roles = setup.optionalRoles;
  if (!Array.isArray(roles) || roles.some((r) => !OPTIONAL_ROLES.includes(r))) return bad('unknown optional role');
  if (new Set(roles).size !== roles.length) return bad('an optional role is listed twice');
  // Seed 000 rule 2: Civilians always play; a deck of only special cards is another game.
  return mafia + roles.length < players ? null : bad('no card left for a civilian');
}

function checkFlags(setup: Setup): Rejection | null {
  const flags = [setup.revealOnDeath, setup.showSuspicion, setup.night1Actions, setup.putanaClientDies, setup.deadSeeAll];
  if (flags.some((f) => typeof f !== 'boolean')) return bad('flags must be booleans');
  if (!['eliminateAll', 'lot', 'none'].includes(setup.secondTie)) return bad('secondTie must be eliminateAll, lot or none');
  if (setup.cityWin !== 'parity' && setup.cityWin !== 'wipeout') return bad('cityWin must be parity or wipeout');
  const scale = setup.timerScale;
  if (typeof scale !== 'number' || !Number.isFinite(scale) || scale <= 0 || scale > 10) return bad('timerScale must be 0 < x <= 10');
  return null;
}

/** Is this setup playable? A rejection with code 'malformed' says why not. */
export function checkSetup(setup: Setup): Rejection | null {
  if (typeof setup !== 'object' || setup === null) return bad('setup missing');
  if (setup.preset !== 'classic' && setup.preset !== 'city') return bad('unknown preset');
  const [min, max] = PLAYER_RANGE[setup.preset];
  if (!isInt(setup.players) || setup.players < min || setup.players > max) {
    return bad(`${setup.preset} takes ${min}–${max} players`);
  }
  return checkDeck(setup) ?? checkFlags(setup) ?? checkTimers(setup.timers);
}

/** The cards of a setup, before shuffling. */
export function deck(setup: Setup): Role[] {
  const cards: Role[] = [];
  if (setup.preset === 'city') {
    cards.push('don', 'doctor', 'sheriff');
    for (let i = 1; i < setup.mafia; i++) cards.push('mafia');
  } else {
    for (let i = 0; i < setup.mafia; i++) cards.push('mafia');
    cards.push(...setup.optionalRoles);
  }
  while (cards.length < setup.players) cards.push('civilian');
  return cards;
}
