/**
 * What the setup screens say about a setup: the cards it deals, whether the
 * lobby may start, and the player range of each preset. The rules themselves
 * (defaults, the suggested mafia count, playability) come from the engine.
 */
import { checkSetup, defaultSetup, suggestedMafia, PLAYER_RANGE as ENGINE_RANGE } from '../../engine/index';
import type { Preset, Role, Setup } from '../../engine/types';
import { roleCount } from '../shared/roles-text';
import { t } from './strings';
import type { Lang } from '../shared/i18n';

export { checkSetup, defaultSetup, suggestedMafia };

/** Seats each preset allows, from the engine. */
export const PLAYER_RANGE: Record<Preset, { min: number; max: number }> = {
  classic: { min: ENGINE_RANGE.classic[0], max: ENGINE_RANGE.classic[1] },
  city: { min: ENGINE_RANGE.city[0], max: ENGINE_RANGE.city[1] },
};

/** The deck a setup deals, as role → count, in the order the TV lists them. */
export function deckOf(setup: Setup): [Role, number][] {
  const deck: [Role, number][] = [];
  let special = 0;
  if (setup.preset === 'city') {
    deck.push(['don', 1]);
    if (setup.mafia > 1) deck.push(['mafia', setup.mafia - 1]);
    deck.push(['doctor', 1], ['sheriff', 1]);
    special = 2;
  } else {
    deck.push(['mafia', setup.mafia]);
    for (const role of ['commissar', 'doctor', 'maniac', 'putana'] as const) {
      if (setup.optionalRoles.includes(role)) {
        deck.push([role, 1]);
        special += 1;
      }
    }
  }
  const civilians = setup.players - setup.mafia - special;
  if (civilians > 0) deck.push(['civilian', civilians]);
  return deck;
}

/** "3 Mafia, Commissar, Doctor, 4 Civilians" / «3 мафиози, комиссар, доктор, 4 мирных жителя». */
export function deckText(setup: Setup, lang: Lang): string {
  return deckOf(setup)
    .map(([role, count], i) => {
      const text = roleCount(role, count, lang);
      // A Russian list: only its first word is capitalised.
      return lang === 'ru' && i > 0 ? text.charAt(0).toLowerCase() + text.slice(1) : text;
    })
    .join(', ');
}

/**
 * The rules in force that change how a game ends or what the table learns:
 * whether cards are shown on leaving (RULES L5), City's win condition
 * (RULES W6), and whether the morning publishes the night's suspicions
 * (`showSuspicion`).
 */
export function rulesFacts(setup: Setup, lang: Lang): string[] {
  const facts = [t(lang, setup.revealOnDeath ? 'facts.reveal' : 'facts.hidden')];
  if (setup.preset === 'city') facts.push(t(lang, setup.cityWin === 'wipeout' ? 'facts.wipeout' : 'facts.parity'));
  facts.push(t(lang, setup.showSuspicion ? 'facts.suspicion' : 'facts.noSuspicion'));
  return facts;
}

/** The engine's verdict, or a note that the engine is not there (a build where it failed to load). */
export function setupProblem(setup: Setup): string | null {
  try {
    return checkSetup(setup)?.detail ?? null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The same setup with another player count, the mafia count re-suggested. */
export function withPlayers(setup: Setup, players: number): Setup {
  const range = PLAYER_RANGE[setup.preset];
  const count = Math.min(range.max, Math.max(range.min, players));
  return { ...setup, players: count, mafia: suggestedMafia(setup.preset, count) };
}
