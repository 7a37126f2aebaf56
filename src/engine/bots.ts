/**
 * Practice bots. `botIntent` reads only a SeatView — what a human on that
 * phone would see — and returns the bot's next intent, or null when it has
 * nothing to do now. Call it again after each accepted step; it never repeats
 * a made choice. The TV's practice mode and the simulator both use it.
 *
 * Styles: 'random' picks any legal choice (and sends idle suspicions at
 * night); 'sensible' plays a little: the mafia agree on one outsider and never
 * vote for each other, checkers vote for the black players they found.
 */
import type { Choice, Prompt, SeatAction, SeatView } from './types';
import { random, type RngState } from './rng';

export type BotStyle = 'random' | 'sensible';

type NightPrompt = Extract<Prompt, { kind: 'nightPick' }>;

function any<T>(rng: RngState, items: readonly T[]): T | undefined {
  return items.length ? items[Math.floor(random(rng) * items.length)] : undefined;
}

const open = (choices: Choice[]): number[] => choices.filter((c) => c.disabled === null).map((c) => c.seat);

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

function mafiaIntent(view: SeatView, p: NightPrompt, rng: RngState, style: BotStyle): SeatAction | null {
  const seat = view.seat;
  const others = view.teamPicks.filter((t) => t.seat !== seat && (t.target !== null || t.declined));
  const don = view.teammates.find((t) => t.role === 'don')?.seat;
  const lead = others.find((t) => t.seat === don) ?? others[0];
  if (view.role === 'don' || lead === undefined || (style === 'random' && random(rng) < 0.3)) {
    if (p.picked !== null || p.declined) return null;
    if (p.canDecline && random(rng) < 0.05) return { type: 'nightPick', seat, target: null };
    const target = style === 'sensible' ? aim(view, open(p.choices), rng) : any(rng, open(p.choices));
    return target === undefined ? null : { type: 'nightPick', seat, target };
  }
  if (lead.declined) return p.declined ? null : { type: 'nightPick', seat, target: null };
  if (p.picked === lead.target) return null;
  return open(p.choices).includes(lead.target!) ? { type: 'nightPick', seat, target: lead.target } : null;
}

function nightIntent(view: SeatView, p: NightPrompt, rng: RngState, style: BotStyle): SeatAction | null {
  const seat = view.seat;
  if (!p.acting) {
    if (style !== 'random' || p.picked !== null || random(rng) < 0.7) return null;
    const target = any(rng, open(p.choices));
    return target === undefined ? null : { type: 'nightPick', seat, target };
  }
  if (p.step === 'mafia') return mafiaIntent(view, p, rng, style);
  if (p.picked !== null) return null;
  let seats = open(p.choices);
  if (style === 'sensible' && p.step !== 'doctor') {
    const checked = new Set(view.checks.map((c) => c.target));
    const fresh = seats.filter((s) => !checked.has(s) && !friends(view).has(s));
    if (fresh.length) seats = fresh;
  }
  const target = any(rng, seats);
  return target === undefined ? null : { type: 'nightPick', seat, target };
}

function speechIntent(view: SeatView, p: Extract<Prompt, { kind: 'speech' }>, rng: RngState, style: BotStyle): SeatAction {
  const seat = view.seat;
  if (p.canNominate && p.nominated === null && p.choices.length && random(rng) < 0.5) {
    const seats = open(p.choices);
    const target = style === 'sensible' ? aim(view, seats, rng) : any(rng, seats);
    if (target !== undefined) return { type: 'nominate', seat, target };
  }
  return { type: 'thankYou', seat };
}

function eliminateAllIntent(view: SeatView, candidates: number[], rng: RngState, style: BotStyle): boolean {
  if (style === 'random') return random(rng) < 0.5;
  const hitsFriend = candidates.some((c) => friends(view).has(c));
  if (isBlackSide(view)) return !hitsFriend;
  return foundBlack(view, candidates) !== undefined || (!hitsFriend && random(rng) < 0.5);
}

function turnIntent(view: SeatView, p: Prompt, rng: RngState, style: BotStyle): SeatAction | null {
  const seat = view.seat;
  if (p.kind === 'lastGuess') {
    const target = p.picked === null && random(rng) < 0.8 ? aim(view, open(p.choices), rng) : undefined;
    return target === undefined ? { type: 'thankYou', seat } : { type: 'lastGuess', seat, target };
  }
  if (p.kind === 'revealCheck') {
    const pickFrom = p.checks.filter((c) => c.answer || style === 'random');
    const check = p.picked === null ? pickFrom[0] ?? p.checks[0] : undefined;
    return check ? { type: 'revealCheck', seat, target: check.target } : { type: 'thankYou', seat };
  }
  return speechIntent(view, p as Extract<Prompt, { kind: 'speech' }>, rng, style);
}

/** The bot's next intent for this view, or null when it has nothing to do now. */
export function botIntent(view: SeatView, rng: RngState, style: BotStyle = 'sensible'): SeatAction | null {
  const p = view.prompt;
  const seat = view.seat;
  if (p === null) {
    // A bot has nothing to say in the balagan: it is done at once, so only the humans' talk holds the table.
    if (view.phase.name === 'discussion') return view.alive && !view.phase.doneTalking.includes(seat) ? { type: 'thankYou', seat } : null;
    const turn = view.phase.name === 'justification' || view.phase.name === 'lastWord';
    return turn && view.phase.speaker === seat ? { type: 'thankYou', seat } : null;
  }
  switch (p.kind) {
    case 'cardCheck':
      return p.seen ? null : { type: 'cardSeen', seat };
    case 'nightPick':
      return nightIntent(view, p, rng, style);
    case 'vote': {
      if (p.picked !== null) return null;
      const seats = open(p.choices);
      const target = style === 'sensible' ? aim(view, seats, rng) : any(rng, seats);
      return target === undefined ? null : { type: 'vote', seat, target };
    }
    case 'eliminateAll':
      return p.picked !== null ? null : { type: 'eliminateAllVote', seat, yes: eliminateAllIntent(view, p.candidates, rng, style) };
    default:
      return turnIntent(view, p, rng, style);
  }
}
