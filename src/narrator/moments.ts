/**
 * When each narration line is said, and the public parameters that show its
 * forms: what `scripts/narration-doc.ts` writes into docs/NARRATION.md.
 * `lines.test.ts` checks that every key of `narrationLines` is described here.
 */
import type { NarrationKey } from '../engine/types';

type Params = Record<string, string | number>;

export interface Moment {
  /** The moment in the game, as a host would name it (and the engine module that says it). */
  when: string;
  /** Examples of its public parameters; each one distinct form of the line. None: the line has no parameters. */
  examples?: Params[];
}

const night = (role: string, step: string): Moment => ({ when: `Night: the ${role} step ${step} (engine/night.ts).` });

export const narrationMoments: Partial<Record<NarrationKey, Moment>> = {
  gameStart: { when: 'The host pressed Start; the cards are dealt (engine/game.ts).' },
  cardCheck: { when: 'The deal: everyone looks at their card, on a clock (engine/deal.ts).', examples: [{ seconds: 60 }] },
  redealt: { when: 'During the deal: a card was seen, so the host deals again (seed 000 rule 5; engine/deal.ts).' },
  nightFalls: { when: 'Every night begins (engine/night.ts).' },
  acquaintanceWake: {
    when: 'Night 1: the black team opens their eyes to meet; `mafia` is how many black cards meet (engine/night.ts).',
    examples: [{ mafia: 2 }, { mafia: 1 }],
  },
  acquaintanceSleep: night('acquaintance', 'ends'),
  putanaWake: night('Lover’s (putana)', 'begins'),
  putanaSleep: night('Lover’s (putana)', 'ends'),
  mafiaWake: night('mafia’s', 'begins'),
  mafiaSleep: night('mafia’s', 'ends'),
  maniacWake: night('Maniac’s', 'begins'),
  maniacSleep: night('Maniac’s', 'ends'),
  doctorWake: night('Doctor’s', 'begins'),
  doctorSleep: night('Doctor’s', 'ends'),
  commissarWake: night('Commissar’s', 'begins'),
  commissarSleep: night('Commissar’s', 'ends'),
  sheriffWake: night('Sheriff’s (City)', 'begins'),
  sheriffSleep: night('Sheriff’s (City)', 'ends'),
  donWake: night('Don’s (City)', 'begins'),
  donSleep: night('Don’s (City)', 'ends'),
  morningKilled: { when: 'Dawn after a night in which one player died (engine/dawn.ts).', examples: [{ seat: 3 }] },
  morningKilledMany: { when: 'Dawn after a night in which several players died (engine/dawn.ts).', examples: [{ seats: '3, 7' }, { seats: '2, 3, 7' }] },
  morningPeaceful: { when: 'Dawn after a night in which nobody died (engine/dawn.ts).' },
  morningFirst: { when: 'Dawn after classic’s first night, which was only the acquaintance (engine/dawn.ts).' },
  morningAlibi: { when: 'Dawn: the Lover’s client of the night cannot be voted out today (engine/dawn.ts).', examples: [{ seat: 5 }] },
  speechTurn: { when: 'The day: a player’s speech begins, on the speech clock (engine/day.ts).', examples: [{ seat: 3, seconds: 60 }, { seat: 11, seconds: 45 }] },
  discussion: { when: 'The day: the free discussion (balagan) begins (engine/day.ts).', examples: [{ seconds: 120 }, { seconds: 90 }] },
  voteStart: { when: 'The vote begins (engine/vote.ts).', examples: [{ seconds: 15 }] },
  voteReminder: { when: 'The vote’s clock ran out with some ballots missing: a short grace follows (engine/vote.ts).', examples: [{ seats: '3', seconds: 21 }, { seats: '3, 7', seconds: 10 }] },
  voteClosed: { when: 'The ballots are in: the count’s beat begins, and the TV lands them once this is said (engine/vote-result.ts).' },
  voteEliminated: { when: 'The vote’s result: one or more players are voted out; in City also a lone nominee after day 1, who leaves without a vote (engine/vote.ts).', examples: [{ seat: 7, seats: '7' }, { seat: 2, seats: '2, 7' }] },
  voteTie: { when: 'The vote’s result: a tie, which leads to justifications and a revote (engine/vote.ts).', examples: [{ seats: '2, 7' }] },
  justificationTurn: { when: 'After a tie: a tied player’s defence speech (engine/vote-result.ts).', examples: [{ seat: 2, seconds: 30 }] },
  revoteStart: { when: 'After the defences: the revote between the tied players (engine/vote.ts).', examples: [{ seats: '2, 7', seconds: 15 }] },
  eliminateAllStart: { when: 'A second tie: the table votes on whether all the tied players leave (engine/vote.ts).', examples: [{ seats: '2, 7', seconds: 20 }] },
  eliminateAllYes: { when: 'The eliminate-all vote passed (engine/vote.ts).', examples: [{ seats: '2, 7' }] },
  eliminateAllNo: { when: 'The eliminate-all vote failed (engine/vote.ts).' },
  lotStart: { when: 'A second tie where the rules draw lots (engine/vote-result.ts).', examples: [{ seats: '2, 11' }] },
  lotResult: { when: 'The lot has chosen who leaves (engine/vote-result.ts).', examples: [{ seat: 7 }] },
  secondTieNone: { when: 'A second tie where the rules send nobody out (engine/vote.ts).', examples: [{ seats: '2, 7' }] },
  noNominees: { when: 'City: the speeches ended with nobody nominated (engine/vote.ts).' },
  singleNomineeFirstDay: { when: 'City, day 1: a single nominee is not voted on (engine/vote.ts).', examples: [{ seat: 5 }] },
  lastWord: { when: 'Classic: a player who leaves has a last word (engine/last-word.ts).', examples: [{ seat: 3, seconds: 60 }] },
  farewell: { when: 'City: a player who leaves has a farewell speech (engine/last-word.ts).', examples: [{ seat: 3, seconds: 30 }] },
  lastGuess: { when: 'Classic, during a last word: the departing player names whom they believe is mafia (seed 000 rule 9; engine/last-word.ts).', examples: [{ seat: 3, target: 7 }] },
  revealCheck: {
    when: 'During a last word: the departing Commissar opens one of their checks to the table (engine/last-word.ts).',
    examples: [{ seat: 3, target: 7, verdict: 'mafia' }, { seat: 3, target: 7, verdict: 'town' }],
  },
  statement: {
    when: 'A practice bot’s speech: what it says, read aloud and shown on the TV — a claim with its findings, a suspicion, or a defence (engine/statements.ts). True or not.',
    examples: [
      { seat: 3, kind: 'claim', black: 5, red: '7, 2' },
      { seat: 3, kind: 'suspect', seats: '4, 9' },
      { seat: 3, kind: 'defend' },
    ],
  },
  warning: { when: 'The host gave a player a warning; `count` is which one (engine/warnings.ts).', examples: [{ seat: 5, count: 1 }, { seat: 5, count: 2 }] },
  removedByWarnings: { when: 'A player’s last allowed warning removes them: said right after the second `warning` (engine/warnings.ts).', examples: [{ seat: 5 }] },
  removedByHost: { when: 'The host removed a player from the game (engine/warnings.ts).', examples: [{ seat: 3 }] },
  paused: { when: 'The host paused the game (engine/host.ts).' },
  resumed: { when: 'The host resumed the game (engine/host.ts).' },
  extended: { when: 'The host gave the running clock more time (engine/host.ts).', examples: [{ seconds: 30 }, { seconds: 60 }] },
  winTown: { when: 'The game is over: the town (red team) won (engine/win.ts).' },
  winMafia: { when: 'The game is over: the mafia (black team) won (engine/win.ts).' },
  winManiac: { when: 'The game is over: the Maniac won (engine/win.ts).' },
  gameEnded: { when: 'The host ended the game early (engine/win.ts).' },
};
