/**
 * How a 'sensible' bot decides, given its mind (bot-mind.ts). The town votes
 * and nominates by its suspicion, so shared evidence brings its ballots
 * together; a checker goes by its own checks first. The mafia read what the
 * table thinks and push the red player it suspects most, together, mostly —
 * one strays now and then, and a teammate the table has already condemned is
 * sometimes voted out by his own. The Don hunts the Sheriff; the mafia shoot
 * whoever is onto them.
 */
import type { SeatAction, SeatView } from './types';
import { random, type RngState } from './rng';
import { W, claimsHeard, decay, ourSide, suspicion, teamOf as mates, type BotMind } from './bot-mind';
import { zeros } from './bot-evidence';

type Prompted<K extends string> = Extract<NonNullable<SeatView['prompt']>, { kind: K }>;

/** A whim: a number in about [-1, 1], peaked at 0. */
const whim = (rng: RngState): number => random(rng) + random(rng) - 1;

/** The best seat by score, each score stirred by `noise`. */
export function best(seats: readonly number[], score: (seat: number) => number, rng: RngState, noise: number): number | undefined {
  let top: number | undefined;
  let topScore = -Infinity;
  for (const seat of seats) {
    const value = score(seat) + whim(rng) * noise;
    if (value > topScore) [top, topScore] = [seat, value];
  }
  return top;
}

/** The same small number for every teammate on the same day, so the team agrees without talking. */
function sharedTieBreak(seat: number, day: number): number {
  const h = Math.imul(seat * 2654435761 + day * 40503, 0x9e3779b1) >>> 0;
  return (h / 4294967296) * 0.3;
}

const isTown = (view: SeatView): boolean => view.side === 'town';

/** For the black team (and the Maniac): how much each seat has gone after us, and how much the table listens to him. */
function threat(view: SeatView, mind: BotMind): number[] {
  const ours = ourSide(view);
  const score = zeros(view.seats.length + 1);
  const today = view.phase.day;
  for (const round of view.votes) {
    const w = decay(today - round.day);
    for (const b of round.ballots) if (b.target !== null && ours.has(b.target) && round.kind !== 'eliminateAll') score[b.voter]! += w;
  }
  for (const n of mind.record?.nominations ?? []) if (ours.has(n.target)) score[n.by]! += 0.8 * decay(today - n.day);
  const table = suspicion(view, mind, false);
  for (let seat = 1; seat < score.length; seat++) score[seat]! -= 0.15 * table[seat]!;
  return score;
}

/** The red seat the team will push today: the one the table suspects most (the same for every teammate). */
function teamTarget(view: SeatView, mind: BotMind, seats: number[]): number | undefined {
  const ours = mates(view);
  const table = suspicion(view, mind, false);
  const day = view.phase.day;
  const reds = seats.filter((s) => !ours.has(s) && s !== view.seat);
  return best(reds, (s) => table[s]! + sharedTieBreak(s, day), { rng: 0 }, 0);
}

/** Cards are shown on death (classic): every ballot will be read against the voter's card. */
function cardsShown(view: SeatView, choices: { disabled: string | null }[]): boolean {
  return choices.some((c) => c.disabled === 'self') || view.seats.some((s) => !s.alive && s.revealedRole !== null);
}

/** A mafioso's chance to cast a ballot on a teammate in no danger: this much, plus COVER_BOLD times his boldness. */
const COVER_BASE = 0.12;
const COVER_BOLD = 0.24;

/**
 * Where cards are shown on death (classic), a bloc would be read off the cards,
 * and so would a team that never votes for its own: each mafioso votes out a
 * teammate the table has condemned (more often than not), now and then casts a
 * ballot on a teammate in no danger (the bolder, the more often: a ballot
 * against a player later shown black clears its voter), and otherwise goes with
 * the table's prime red suspect, as a townsman would.
 */
function shownBlackVote(view: SeatView, mind: BotMind, seats: number[], reds: number[], rng: RngState): number | undefined {
  const ours = mates(view);
  const table = suspicion(view, mind, false);
  const top = teamTarget(view, mind, seats)!;
  const doomed = seats.find((s) => ours.has(s) && table[s]! > table[top]! + 1.2);
  if (doomed !== undefined && random(rng) < 0.6) return doomed;
  const safe = seats.find((s) => ours.has(s) && table[s]! < table[top]! + 0.5);
  if (safe !== undefined && random(rng) < COVER_BASE + COVER_BOLD * mind.personality.boldness) return safe;
  return best(reds, (s) => table[s]! + (mind.gut[s] ?? 0) * 0.3, rng, 0.3);
}

function blackVote(view: SeatView, mind: BotMind, seats: number[], rng: RngState, shown: boolean): number | undefined {
  const ours = mates(view);
  const reds = seats.filter((s) => !ours.has(s) && s !== view.seat);
  if (!reds.length) return seats.find((s) => s !== view.seat) ?? seats[0];
  if (shown) return shownBlackVote(view, mind, seats, reds, rng);
  if (random(rng) < 0.05 + 0.15 * mind.personality.noise) return reds[Math.floor(random(rng) * reds.length)];
  const target = teamTarget(view, mind, seats)!;
  const table = suspicion(view, mind, false);
  // A teammate the table has condemned goes anyway: a ballot against him buys trust (and the team is not seen never to vote for its own).
  const doomed = seats.find((s) => ours.has(s) && table[s]! > table[target]! + 1.2);
  if (doomed !== undefined && random(rng) < 0.5) return doomed;
  return target;
}

export function sensibleVote(view: SeatView, p: Prompted<'vote'>, mind: BotMind, rng: RngState): SeatAction | null {
  if (p.picked !== null) return null;
  // The open choices but oneself (oneself only if there is nobody else), listed in one pass: every voter asks this.
  const seats: number[] = [];
  let self = false;
  for (const c of p.choices) {
    if (c.disabled !== null) continue;
    if (c.seat === view.seat) self = true;
    else seats.push(c.seat);
  }
  if (!seats.length && self) seats.push(view.seat);
  let target: number | undefined;
  if (isTown(view)) {
    const sus = suspicion(view, mind);
    target = best(seats, (s) => sus[s]!, rng, (0.3 + mind.personality.noise) * W.voteNoise);
  } else target = blackVote(view, mind, seats, rng, cardsShown(view, p.choices));
  return target === undefined ? null : { type: 'vote', seat: view.seat, target };
}

/**
 * Whether to add a name: when the bot's prime suspect stands out from those
 * already listed by more than its nerve asks, or on a whim — often while the
 * list is empty, rarely once two are on it.
 */
function wantsToNominate(view: SeatView, mind: BotMind, standsOut: number, rng: RngState): boolean {
  const listed = view.phase.nominees.length;
  const bold = mind.personality.boldness;
  if (listed === 0 && view.phase.speakerQueue.length === 0) return true;
  if (standsOut > W.nerve * (1.5 - bold) + 0.3 * listed) return true;
  const whimChance = listed === 0 ? 0.08 + 0.2 * bold : listed === 1 ? 0.05 + 0.1 * bold : listed === 2 ? 0.01 + 0.04 * bold : 0;
  return random(rng) < whimChance;
}

export function sensibleNomination(view: SeatView, p: Prompted<'speech'>, mind: BotMind, rng: RngState): SeatAction | null {
  const seat = view.seat;
  if (!p.canNominate || p.nominated !== null || !p.choices.length) return null;
  const seats: number[] = [];
  for (const c of p.choices) if (c.disabled === null) seats.push(c.seat);
  const listed = view.phase.nominees;
  let target: number | undefined;
  if (isTown(view)) {
    const sus = suspicion(view, mind);
    target = best(seats, (s) => sus[s]!, rng, 0.3 + mind.personality.noise * 0.5);
    if (target === undefined) return null;
    const lead = listed.reduce((m, s) => Math.max(m, sus[s]!), -Infinity);
    // One name alone on a later day goes without a vote: a second name gives the table its say.
    const alone = listed.length === 1 && view.phase.day > 1 && sus[listed[0]!]! < sus[target]! - 0.5;
    if (!alone && !wantsToNominate(view, mind, sus[target]! - (listed.length ? lead : 0), rng)) return null;
  } else {
    const ours = mates(view);
    target = teamTarget(view, mind, seats);
    if (target === undefined) return null;
    const ourOneAlone = listed.length === 1 && ours.has(listed[0]!);
    if (!ourOneAlone && !wantsToNominate(view, mind, -Infinity, rng)) return null;
  }
  return { type: 'nominate', seat, target };
}

export function sensibleEliminateAll(view: SeatView, candidates: number[], mind: BotMind, rng: RngState): boolean {
  if (!isTown(view)) {
    const ours = mates(view);
    return !candidates.some((c) => c === view.seat || ours.has(c)) && random(rng) > 0.1;
  }
  const sus = suspicion(view, mind);
  if (candidates.some((c) => c === view.seat || sus[c]! < -2)) return false;
  const living = view.seats.filter((s) => s.alive && s.seat !== view.seat).map((s) => sus[s.seat]!).sort((a, b) => b - a);
  const bar = living[Math.min(living.length - 1, 2)] ?? 0;
  return candidates.some((c) => sus[c]! >= bar) && random(rng) > 0.15 * mind.personality.noise;
}

type NightPrompt = Prompted<'nightPick'>;

const openNight = (view: SeatView, p: NightPrompt): number[] => p.choices.filter((c) => c.disabled === null && c.seat !== view.seat).map((c) => c.seat);

/**
 * Where the victim's card is shown (classic), the town reads his ballots: a shot
 * at whoever went after us would point at us, and a Commissar shot reveals what
 * he found. So the team shoots a red who has gone after other reds (his
 * ballots then frame them) and spares whoever has voted against the team.
 */
function framingShot(view: SeatView, seats: number[], mind: BotMind, rng: RngState): number | undefined {
  const ours = ourSide(view);
  const score = zeros(view.seats.length + 1);
  const today = view.phase.day;
  for (const round of view.votes) {
    if (round.kind === 'eliminateAll') continue;
    const w = decay(today - round.day);
    for (const b of round.ballots) if (b.target !== null) score[b.voter]! += ours.has(b.target) ? -2 * w : w;
  }
  return best(seats, (s) => score[s]!, rng, 0.5 + mind.personality.noise);
}

/** Living players who claimed the checker's card, outside our team; `named`: he named one of us black. */
function checkerClaimers(view: SeatView, mind: BotMind): { seat: number; named: boolean }[] {
  const record = mind.record;
  if (!record?.said.length) return [];
  const ours = ourSide(view);
  const out: { seat: number; named: boolean }[] = [];
  for (const [seat, claim] of claimsHeard(record)) {
    if (ours.has(seat) || view.seats[seat - 1]?.alive !== true) continue;
    let named = false;
    for (const [target, black] of claim.findings) if (black && ours.has(target)) named = true;
    out.push({ seat, named });
  }
  return out;
}

/** The black team's (or the Maniac's) shot: the Sheriff if found; else, cards hidden, whoever is most onto us. */
function shot(view: SeatView, p: NightPrompt, mind: BotMind, rng: RngState): number | undefined {
  const ours = mates(view);
  const seats = openNight(view, p).filter((s) => !ours.has(s));
  const sheriff = view.checks.find((c) => c.question === 'isSheriff' && c.answer && seats.includes(c.target));
  if (sheriff) return sheriff.target;
  // The Don hunts the checker: a claimer the town may believe goes tonight, the one who named one of us first.
  // Not where the victim's card is shown: the card would prove him and every finding he made.
  const shown = view.seats.some((s) => !s.alive && s.revealedRole !== null);
  const claimers = shown ? [] : checkerClaimers(view, mind).filter((c) => seats.includes(c.seat));
  const hunted = claimers.find((c) => c.named) ?? claimers[0];
  if (hunted && random(rng) < 0.85) return hunted.seat;
  if (shown) return framingShot(view, seats, mind, rng);
  const danger = threat(view, mind);
  return best(seats, (s) => danger[s]!, rng, 0.3 + mind.personality.noise * 0.4);
}

/** Whom to check tonight: the Sheriff/Commissar its prime suspect, the Don whoever goes after the team. */
function check(view: SeatView, p: NightPrompt, mind: BotMind, rng: RngState): number | undefined {
  const checked = new Set(view.checks.map((c) => c.target));
  const ours = mates(view);
  const seats = openNight(view, p).filter((s) => !checked.has(s) && !ours.has(s));
  if (!seats.length) return openNight(view, p)[0];
  if (p.step === 'don') {
    const claimer = checkerClaimers(view, mind).find((c) => seats.includes(c.seat));
    if (claimer) return claimer.seat;
  }
  const score = p.step === 'don' ? threat(view, mind) : suspicion(view, mind);
  return best(seats, (s) => score[s]!, rng, 0.5 + mind.personality.noise * 0.5);
}

/** The Doctor guards whom the mafia would shoot: a trusted player who goes after his suspects; now and then himself. */
function heal(view: SeatView, p: NightPrompt, mind: BotMind, rng: RngState): number | undefined {
  const open = p.choices.filter((c) => c.disabled === null).map((c) => c.seat);
  if (open.includes(view.seat) && random(rng) < 0.25) return view.seat;
  const sus = suspicion(view, mind);
  // A checker the town believes is the mafia's first target.
  const believed = checkerClaimers(view, mind).find((c) => c.seat !== view.seat && open.includes(c.seat) && sus[c.seat]! < 0);
  if (believed && random(rng) < 0.7) return believed.seat;
  const zeal = zeros(sus.length);
  const today = view.phase.day;
  for (const round of view.votes) {
    const w = decay(today - round.day);
    for (const b of round.ballots) if (b.target !== null && round.kind !== 'eliminateAll') zeal[b.voter]! += w * Math.max(0, sus[b.target]!);
  }
  const others = open.filter((s) => s !== view.seat);
  return best(others.length ? others : open, (s) => zeal[s]! * 0.5 - sus[s]! * 0.5, rng, 0.4 + mind.personality.noise * 0.6);
}

export function sensibleNight(view: SeatView, p: NightPrompt, mind: BotMind, rng: RngState): number | undefined {
  switch (p.step) {
    case 'mafia':
    case 'maniac':
      return shot(view, p, mind, rng);
    case 'doctor':
      return heal(view, p, mind, rng);
    case 'sheriff':
    case 'commissar':
    case 'don':
      return check(view, p, mind, rng);
    default: {
      // The Putana keeps her prime suspect busy for the night.
      const sus = suspicion(view, mind);
      return best(openNight(view, p), (s) => sus[s]!, rng, 0.5 + mind.personality.noise);
    }
  }
}

/** A departing town player's last guess: his prime suspect. */
export function sensibleGuess(view: SeatView, seats: number[], mind: BotMind, rng: RngState): number | undefined {
  const sus = suspicion(view, mind);
  return best(seats.filter((s) => s !== view.seat), (s) => sus[s]!, rng, 0.3);
}

