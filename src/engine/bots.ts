/**
 * Practice bots. `botIntent` reads only a SeatView — what a human on that
 * phone would see — and returns the bot's next intent, or null when it has
 * nothing to do now. Call it again after each accepted step; it never repeats
 * a made choice. The TV's practice mode and the simulator both use it.
 *
 * Styles: 'random' picks any legal choice (and sends idle suspicions at
 * night); 'sensible' plays by a mind (bot-mind.ts: a personality and a
 * suspicion of every seat drawn from the public record), as bot-sensible.ts
 * says. Without a mind (the TV) a sensible bot reasons from the view alone,
 * with a middling personality.
 */
import type { Choice, Prompt, SeatAction, SeatView } from './types';
import { random, type RngState } from './rng';
import { viewMind, type BotMind } from './bot-mind';
import { sensibleEliminateAll, sensibleGuess, sensibleNight, sensibleNomination, sensibleVote } from './bot-sensible';
import { sensibleStatement } from './bot-speech';

export type BotStyle = 'random' | 'sensible';

type NightPrompt = Extract<Prompt, { kind: 'nightPick' }>;

function any<T>(rng: RngState, items: readonly T[]): T | undefined {
  return items.length ? items[Math.floor(random(rng) * items.length)] : undefined;
}

const open = (choices: Choice[]): number[] => choices.filter((c) => c.disabled === null).map((c) => c.seat);

/** `any(rng, open(choices))` without building the list: random bots ask this at every night step. */
function anyOpen(rng: RngState, choices: Choice[]): number | undefined {
  let count = 0;
  for (const c of choices) if (c.disabled === null) count++;
  if (!count) return undefined;
  let k = Math.floor(random(rng) * count);
  for (const c of choices) if (c.disabled === null && k-- === 0) return c.seat;
  return undefined;
}

function isBlackSide(view: SeatView): boolean {
  return view.side === 'mafia';
}

/** Seats this bot would rather not hurt: its team if black, the players it checked red. */
function friends(view: SeatView): Set<number> {
  const set = new Set<number>(view.teammates.map((t) => t.seat));
  for (const c of view.checks) if (c.question === 'isMafia' && !c.answer) set.add(c.target);
  return set;
}

/** A black seat this bot knows of, if it is among the choices. */
function foundBlack(view: SeatView, seats: number[]): number | undefined {
  return view.checks.find((c) => c.question === 'isMafia' && c.answer && seats.includes(c.target))?.target;
}

/** Sensible choice: a found black seat, else anyone but friends, else anyone. */
function aim(view: SeatView, seats: number[], rng: RngState): number | undefined {
  const found = foundBlack(view, seats);
  if (found !== undefined && !isBlackSide(view)) return found;
  const strangers = seats.filter((s) => !friends(view).has(s) && s !== view.seat);
  return any(rng, strangers.length ? strangers : seats);
}

function mafiaIntent(view: SeatView, p: NightPrompt, rng: RngState, mind: BotMind | null): SeatAction | null {
  const style: BotStyle = mind ? 'sensible' : 'random';
  const seat = view.seat;
  const others = view.teamPicks.filter((t) => t.seat !== seat && (t.target !== null || t.declined));
  const don = view.teammates.find((t) => t.role === 'don')?.seat;
  const lead = others.find((t) => t.seat === don) ?? others[0];
  if (view.role === 'don' || lead === undefined || (style === 'random' && random(rng) < 0.3)) {
    if (p.picked !== null || p.declined) return null;
    if (p.canDecline && !mind && random(rng) < 0.05) return { type: 'nightPick', seat, target: null };
    const target = mind ? sensibleNight(view, p, mind, rng) : anyOpen(rng, p.choices);
    return target === undefined ? null : { type: 'nightPick', seat, target };
  }
  if (lead.declined) return p.declined ? null : { type: 'nightPick', seat, target: null };
  if (p.picked === lead.target) return null;
  return open(p.choices).includes(lead.target!) ? { type: 'nightPick', seat, target: lead.target } : null;
}

function nightIntent(view: SeatView, p: NightPrompt, rng: RngState, mind: BotMind | null): SeatAction | null {
  const seat = view.seat;
  if (!p.acting) {
    if (mind || p.picked !== null || random(rng) < 0.7) return null;
    const target = anyOpen(rng, p.choices);
    return target === undefined ? null : { type: 'nightPick', seat, target };
  }
  if (p.step === 'mafia') return mafiaIntent(view, p, rng, mind);
  if (p.picked !== null) return null;
  const target = mind ? sensibleNight(view, p, mind, rng) : anyOpen(rng, p.choices);
  return target === undefined ? null : { type: 'nightPick', seat, target };
}

function speechIntent(view: SeatView, p: Extract<Prompt, { kind: 'speech' }>, rng: RngState, mind: BotMind | null): SeatAction {
  const seat = view.seat;
  if (mind) return sensibleNomination(view, p, mind, rng) ?? { type: 'thankYou', seat };
  if (p.canNominate && p.nominated === null && p.choices.length && random(rng) < 0.5) {
    const target = anyOpen(rng, p.choices);
    if (target !== undefined) return { type: 'nominate', seat, target };
  }
  return { type: 'thankYou', seat };
}

/** A sensible bot's statement, said first thing in its turn to speak (bot-speech.ts). */
function statementIntent(view: SeatView, rng: RngState, mind: BotMind | null): SeatAction | null {
  const statement = mind ? sensibleStatement(view, mind, rng) : null;
  return statement ? { type: 'say', seat: view.seat, statement } : null;
}

function turnIntent(view: SeatView, p: Prompt, rng: RngState, mind: BotMind | null): SeatAction | null {
  const seat = view.seat;
  const said = statementIntent(view, rng, mind);
  if (said) return said;
  if (p.kind === 'lastGuess') {
    const seats = open(p.choices);
    const target = p.picked === null && random(rng) < 0.8 ? (mind && !isBlackSide(view) ? sensibleGuess(view, seats, mind, rng) : aim(view, seats, rng)) : undefined;
    return target === undefined ? { type: 'thankYou', seat } : { type: 'lastGuess', seat, target };
  }
  if (p.kind === 'revealCheck') {
    const pickFrom = p.checks.filter((c) => c.answer || !mind);
    const check = p.picked === null ? pickFrom[0] ?? p.checks[0] : undefined;
    return check ? { type: 'revealCheck', seat, target: check.target } : { type: 'thankYou', seat };
  }
  return speechIntent(view, p as Extract<Prompt, { kind: 'speech' }>, rng, mind);
}

/**
 * The bot's next intent for this view, or null when it has nothing to do now.
 * `mind` (sensible only) carries the bot's personality and memory through a
 * game; without one a sensible bot reasons from this view alone.
 */
export function botIntent(view: SeatView, rng: RngState, style: BotStyle = 'sensible', mind?: BotMind): SeatAction | null {
  const p = view.prompt;
  const seat = view.seat;
  const sense = style === 'sensible' ? mind ?? (p === null ? null : viewMind(view)) : null;
  if (p === null) {
    // A bot has nothing to say in the balagan: it is done at once, so only the humans' talk holds the table.
    if (view.phase.name === 'discussion') return view.alive && !view.phase.doneTalking.includes(seat) ? { type: 'thankYou', seat } : null;
    const turn = view.phase.name === 'justification' || view.phase.name === 'lastWord';
    if (!turn || view.phase.speaker !== seat) return null;
    return statementIntent(view, rng, sense) ?? { type: 'thankYou', seat };
  }
  switch (p.kind) {
    case 'cardCheck':
      return p.seen ? null : { type: 'cardSeen', seat };
    case 'nightPick':
      return nightIntent(view, p, rng, sense);
    case 'vote': {
      if (sense) return sensibleVote(view, p, sense, rng);
      if (p.picked !== null) return null;
      const target = anyOpen(rng, p.choices);
      return target === undefined ? null : { type: 'vote', seat, target };
    }
    case 'eliminateAll': {
      if (p.picked !== null) return null;
      const yes = sense ? sensibleEliminateAll(view, p.candidates, sense, rng) : random(rng) < 0.5;
      return { type: 'eliminateAllVote', seat, yes };
    }
    default:
      return turnIntent(view, p, rng, sense);
  }
}
