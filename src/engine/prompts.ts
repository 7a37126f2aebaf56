/** What each phone is asked to do now. Built per seat; holds only that seat's own picks. */
import type { Choice, Prompt } from './types';
import { isAlive, livingSeats, speakerOf, type GameState, type Round } from './state';
import { actsIn } from './night';
import { canDecline, pickBlock } from './night-roles';
import { lastWordKind } from './last-word';

/**
 * Every living seat gets the same list (all living players) at every night
 * step; a `disabled` mark is personal (self, or the Doctor's and Putana's own
 * limits in their own step): the phone shows it only in the private layer, so
 * comparing phones tells nothing.
 */
/**
 * One read-only object per seat and mark, shared by every prompt that lists
 * it: every phone's list at every night step holds the same choices, and
 * building them afresh for each view was most of what the views cost.
 */
const PLAIN: Choice[] = [];
const MARKED = new Map<Choice['disabled'], Choice[]>();

function choice(seat: number, disabled: Choice['disabled']): Choice {
  // Unmarked choices are nearly all of them: a plain array, not a Map lookup, finds them.
  let row = PLAIN;
  if (disabled !== null) {
    row = MARKED.get(disabled)!;
    if (!row) MARKED.set(disabled, (row = []));
  }
  return (row[seat] ??= Object.freeze({ seat, disabled }) as Choice);
}

/**
 * A night list with no mark but 'self' (`pickBlock` for every seat but a
 * Doctor or a Putana in their own step) depends only on who is alive: one
 * list per seat for each `alive` array, shared by every prompt that shows it.
 * Read-only, but not frozen: V8 walks a frozen array's `for…of` the slow way,
 * an iterator object a step, and every bot walks these lists.
 */
const nightLists = new WeakMap<GameState['alive'], Choice[][]>();

function plainNightList(s: GameState, seat: number): Choice[] {
  let bySeat = nightLists.get(s.alive);
  if (!bySeat) nightLists.set(s.alive, (bySeat = []));
  let choices = bySeat[seat];
  if (!choices) {
    choices = [];
    for (let i = 0; i < s.alive.length; i++) if (s.alive[i]) choices.push(choice(i + 1, i + 1 === seat ? 'self' : null));
    bySeat[seat] = choices;
  }
  return choices;
}

function nightPrompt(s: GameState, seat: number): Prompt {
  const dark = s.dark!;
  const step = dark.nightStep;
  const acting = actsIn(s, seat, step);
  let choices: Choice[];
  if (acting && (step === 'doctor' || step === 'putana')) {
    choices = [];
    for (let i = 0; i < s.alive.length; i++) if (s.alive[i]) choices.push(choice(i + 1, pickBlock(s, seat, step, i + 1)));
  } else choices = plainNightList(s, seat);
  const decline = canDecline(s, step);
  const picked = dark.picks[seat - 1] || null;
  const declined = dark.declined[seat - 1]!;
  // Most asks at night find the seat's prompt as it was (another seat picked): the same object again.
  const was = lastNight[seat];
  if (was && was.choices === choices && was.step === step && was.acting === acting && was.canDecline === decline && was.picked === picked && was.declined === declined) return was;
  return (lastNight[seat] = { kind: 'nightPick', step, acting, choices, canDecline: decline, picked, declined });
}

/** Each seat's last night prompt (read-only, like every view). */
const lastNight: Extract<Prompt, { kind: 'nightPick' }>[] = [];

/** City: the speaker may nominate once (final), anyone living but himself who is not on the list yet. */
function speechPrompt(s: GameState, seat: number): Prompt {
  const today = s.today!;
  const own = today.nominated![seat - 1]!;
  const canNominate = s.setup.preset === 'city' && own === 0;
  const choices: Choice[] = [];
  if (canNominate) for (let c = 1; c <= s.alive.length; c++) if (s.alive[c - 1] && c !== seat && !today.nominees.includes(c)) choices.push(choice(c, null));
  return { kind: 'speech', canNominate, choices, nominated: own || null };
}

/** Classic shows the alibi and oneself greyed out; City may vote for anyone nominated. */
function votePrompt(s: GameState, seat: number, round: Round): Prompt {
  const classic = s.setup.preset === 'classic';
  const choices: Choice[] = [];
  for (const c of round.candidates) if (isAlive(s, c)) choices.push(choice(c, classic && c === seat ? 'self' : null));
  const alibi = s.today?.alibi;
  if (classic && round.kind === 'vote' && alibi && isAlive(s, alibi)) {
    choices.push(choice(alibi, 'alibi'));
    choices.sort((a, b) => a.seat - b.seat);
  }
  return { kind: 'vote', choices, picked: round.ballots[seat - 1] || null };
}

function lastWordPrompt(s: GameState, seat: number): Prompt | null {
  const kind = lastWordKind(s, seat);
  if (kind === 'check') {
    const checks = s.checks[seat - 1]!.filter((c) => c.question === 'isMafia');
    return { kind: 'revealCheck', checks, picked: s.parting?.revealedCheck?.target ?? null };
  }
  if (kind === 'plain') return null;
  const choices: Choice[] = livingSeats(s).map((c) => choice(c, null));
  return { kind: 'lastGuess', choices, picked: s.parting?.guess ?? null };
}

export function promptFor(s: GameState, seat: number): Prompt | null {
  if (s.phase === 'lastWord') return speakerOf(s) === seat ? lastWordPrompt(s, seat) : null;
  if (!isAlive(s, seat)) return null;
  switch (s.phase) {
    case 'deal':
      return { kind: 'cardCheck', seen: s.seen[seat - 1]! };
    case 'night':
      return nightPrompt(s, seat);
    case 'speech':
      return speakerOf(s) === seat ? speechPrompt(s, seat) : null;
    case 'vote': {
      const round = s.voting!.round!;
      return round.voters.includes(seat) ? votePrompt(s, seat, round) : null;
    }
    case 'eliminateAll': {
      const round = s.voting!.round!;
      if (!round.voters.includes(seat)) return null;
      const ballot = round.ballots[seat - 1]!;
      return { kind: 'eliminateAll', candidates: round.candidates.slice(), picked: ballot === 0 ? null : ballot > 0 };
    }
    default:
      return null;
  }
}
