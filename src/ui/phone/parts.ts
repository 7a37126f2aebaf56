/**
 * Pieces the game's screens are built from: the countdown, the list of
 * players to pick from, the thumb icon. Each takes only the words and names
 * it needs (`Words`, ctx.ts), never a way to act: a list says what was
 * picked through its `onPick`.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { CheckResult, Choice, Preset, SeatView } from '../../engine/types';
import type { Words } from './ctx';
import type { PhoneKey } from './strings';
import { noteMark } from './notes-sheet';
import './phone-clock';

export type { Ctx, GameCtx, Words } from './ctx';

export function whoList(words: Words, seats: number[]): string {
  return seats.map(words.who).join(', ');
}

/** The phase's countdown: it ticks by itself (phone-clock.ts). */
export function clock(game: Words & { view: SeatView }, big = false): TemplateResult {
  const phase = game.view.phase;
  return html`<phone-clock
    .deadline=${phase.deadline}
    .remainingMs=${phase.remainingMs}
    .paused=${phase.paused}
    .pausedLabel=${game.t('paused')}
    ?big=${big}
  ></phone-clock>`;
}

/** Why a choice is greyed out, in the phone's words (the night list and the card's private layer). */
export const WHY: Record<NonNullable<Choice['disabled']>, PhoneKey> = {
  sameAsLastNight: 'whySameAsLastNight',
  selfHealUsed: 'whySelfHealUsed',
  selfHealTwiceInRow: 'whySelfHealTwiceInRow',
  self: 'whySelf',
  dead: 'whyDead',
  alibi: 'whyAlibi',
};

export interface PickListOptions {
  choices: Choice[];
  /** Test id prefix: each row is `<testid>-<seat>`. */
  testid: string;
  picked: number | null;
  /** After a final choice (a ballot) the list stays visible but no longer answers. */
  locked?: boolean;
  onPick(seat: number): void;
}

/**
 * The list of players to choose from by day, one big row each (a ballot, a
 * nomination, a last guess): a row that may not be picked is greyed with its
 * reason, which by day is public. The night list is night.ts's own: alike on
 * every phone.
 */
export function pickList(words: Words, o: PickListOptions): TemplateResult {
  return html`<ul class="list">
    ${o.choices.map((c) => {
      const chosen = o.picked === c.seat;
      return html`<li>
        <button
          class="pick ${c.disabled !== null ? 'off' : ''}"
          data-testid="${o.testid}-${c.seat}"
          aria-pressed=${chosen ? 'true' : 'false'}
          ?disabled=${c.disabled !== null || (o.locked === true && !chosen)}
          @click=${() => o.onPick(c.seat)}
        >
          <span class="num">${c.seat}</span>
          <span class="name">${words.name(c.seat)}</span>
          ${noteMark(words, words.notes, c.seat)}
          ${c.disabled !== null
            ? html`<span class="why">${words.t(WHY[c.disabled])}</span>`
            : chosen
              ? html`<span class="tick" aria-hidden="true">✓</span>`
              : nothing}
        </button>
      </li>`;
    })}
  </ul>`;
}

// Thumb icon after Material Icons "thumb_up" (Apache 2.0); the seed's signal: red = up, black = down.
const THUMB =
  'M1 21h4V9H1v12zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2z';

export function thumb(up: boolean, small = false): TemplateResult {
  return html`<svg class="thumb ${up ? 'up' : 'down'} ${small ? 'sm' : ''}" viewBox="0 0 24 24" aria-hidden="true">
    ${svg`<path d=${THUMB} />`}
  </svg>`;
}

/** A check's thumb: for the Sheriff/Commissar black is down; for the Don finding the Sheriff is up. */
export function checkIsUp(check: CheckResult): boolean {
  return check.question === 'isSheriff' ? check.answer : !check.answer;
}

export function checkAnswer(words: Words, preset: Preset, check: CheckResult): string {
  if (check.question === 'isSheriff') return words.t(check.answer ? 'answerSheriff' : 'answerNotSheriff');
  if (preset === 'classic') return words.t(check.answer ? 'answerMafia' : 'answerTown');
  return words.t(check.answer ? 'answerBlack' : 'answerRed');
}
