/**
 * Role and team names and the role cards' plain-words texts; the words
 * themselves are one catalogue per language (roles-ru.ts, roles-en.ts).
 * Shared by the TV (names, the reveal, the winner) and the phone (the secret
 * card). Wording follows the seeds: 000 (classic) and 003 (City), and the win
 * rules of docs/RULES.md (W2–W6). English says "the Lover" for the Putana:
 * the Russian word means nothing to an English table.
 */
import { sideOf } from '../../engine/index';
import type { Preset, Role, Setup, Side } from '../../engine/types';
import type { Lang } from './i18n';
import { rolesEN } from './roles-en';
import { rolesRU } from './roles-ru';

export interface RoleCardText {
  name: string;
  team: string;
  goal: string;
  ability: string;
}

/** The rule settings a card or a summary has to state (RULES W6, L5). */
export type CardRules = Partial<Pick<Setup, 'cityWin'>>;

/** One language's words for the roles, type-checked whole: roles-ru.ts, roles-en.ts. */
export interface RolesText {
  names: Record<Role, string>;
  /** A card dealt more than once, where the plain "Name ×n" would read wrong. */
  counted: Partial<Record<Role, (n: number) => string>>;
  wins: Record<Preset, Record<Side, string>>;
  cityTeams: Record<Side, string>;
  classicTeams: Record<Side, string>;
  goals: { classic: Record<Side, string>; city: { town: string; parity: string; wipeout: string } };
  abilities: Record<Role, string>;
  cityDoctor: string;
  cityMafia: string;
}

const TEXT: Record<Lang, RolesText> = { ru: rolesRU, en: rolesEN };

export function roleName(role: Role, lang: Lang): string {
  return TEXT[lang].names[role];
}

/** A card dealt `count` times, as a setup lists it: "6 мирных жителей", "Doctor". */
export function roleCount(role: Role, count: number, lang: Lang): string {
  const counted = TEXT[lang].counted[role];
  if (count > 1 && counted) return counted(count);
  return count > 1 ? `${roleName(role, lang)} ×${count}` : roleName(role, lang);
}

/** The game-over headline: "Победили красные", "The mafia wins". */
export function winnerLine(side: Side, lang: Lang, preset: Preset): string {
  return TEXT[lang].wins[preset][side];
}

/** Which team a role plays for: the engine's rule (state.ts), named for the screens. */
export const roleSide = sideOf;

/** The colour class of a role or side everywhere it is shown: `red`, `black` or `maniac`. */
export function teamColour(of: Role | Side): 'red' | 'black' | 'maniac' {
  const side = of === 'town' || of === 'mafia' || of === 'maniac' ? of : roleSide(of);
  return side === 'town' ? 'red' : side === 'mafia' ? 'black' : 'maniac';
}

function goal(role: Role, preset: Preset, lang: Lang, rules: CardRules): string {
  const side = roleSide(role);
  if (preset === 'classic') return TEXT[lang].goals.classic[side];
  if (side === 'mafia') return TEXT[lang].goals.city[rules.cityWin === 'wipeout' ? 'wipeout' : 'parity'];
  return side === 'town' ? TEXT[lang].goals.city.town : TEXT[lang].goals.classic.maniac;
}

function ability(role: Role, preset: Preset, lang: Lang): string {
  if (preset === 'city' && role === 'doctor') return TEXT[lang].cityDoctor;
  if (preset === 'city' && role === 'mafia') return TEXT[lang].cityMafia;
  return TEXT[lang].abilities[role];
}

/**
 * The secret card's text: name, team, goal and night ability in plain words.
 * `rules.cityWin` picks the City mafia's goal (the engine's default, parity, when unknown).
 */
export function roleCard(role: Role, preset: Preset, lang: Lang, rules: CardRules = {}): RoleCardText {
  const text = TEXT[lang];
  const teams = preset === 'city' ? text.cityTeams : text.classicTeams;
  return { name: roleName(role, lang), team: teams[roleSide(role)], goal: goal(role, preset, lang, rules), ability: ability(role, preset, lang) };
}
