/**
 * A player away at its own moment: when the phone comes back after
 * its link was lost (a dropped Wi-Fi, a phone gone to sleep), it says what
 * went on without it — its speech passed, the vote ended without its ballot,
 * the night went on. The game itself goes on by the rules (the engine: a
 * missed speech passes at its clock, a missed ballot is no ballot, a missed
 * night pick is void).
 *
 * The night is said the same way for every role: "the night went on" — never
 * "your step passed", which would tell a neighbour who glances that this
 * player had a step.
 */
import { css } from 'lit';
import type { SeatView } from '../../engine/types';
import type { PhoneKey } from './strings';

function speaksOrWill(view: SeatView): boolean {
  const { name, speaker, speakerQueue } = view.phase;
  const turn = name === 'speech' || name === 'justification' || name === 'lastWord';
  return turn && (speaker === view.seat || speakerQueue.includes(view.seat));
}

/** What the player missed between the last view before the link was lost and the first after; in the order it happened. */
export function missedWhileAway(before: SeatView, after: SeatView): PhoneKey[] {
  if (before.seat !== after.seat || after.phase.seq === before.phase.seq) return [];
  const missed: PhoneKey[] = [];
  if (before.phase.name === 'night' && (after.phase.name !== 'night' || after.phase.night !== before.phase.night)) missed.push('missedNight');
  if (before.alive && speaksOrWill(before) && !speaksOrWill(after)) missed.push('missedSpeech');
  const ballot = before.prompt?.kind === 'vote' || before.prompt?.kind === 'eliminateAll';
  const cast = before.prompt?.kind === 'vote' || before.prompt?.kind === 'eliminateAll' ? before.prompt.picked !== null : false;
  if (ballot && !cast && after.prompt?.kind !== before.prompt?.kind) missed.push('missedVote');
  if (before.alive && !after.alive) missed.push('missedOut');
  return missed;
}

export const missedStyles = css`
  .banner.missed {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    font-weight: 400;
  }
`;
