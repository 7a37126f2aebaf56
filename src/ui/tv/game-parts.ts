/**
 * Pieces the game screens share: a seat's public name and chip, who may vote
 * now, who has looked at their card, a card in its team's colour, and the
 * layout of the table's interior, where every game screen draws its content
 * (the seats themselves are `<tv-table>`'s).
 */
import { html, css, type TemplateResult } from 'lit';
import type { PublicView, Role, SeatPublic } from '../../engine/types';
import type { Lang } from '../shared/i18n';
import { roleName, teamColour } from '../shared/roles-text';
import { seatChip, seatChipStyles } from './seat-chip';
import { seatLabel } from './strings';
import { teamStyles } from './styles';

export function seatOf(view: PublicView, seat: number): SeatPublic | undefined {
  return view.seats.find((s) => s.seat === seat);
}

export function nameOf(view: PublicView, seat: number): string {
  return seatOf(view, seat)?.name ?? '';
}

/** "№3 Anna" for a seat of this game. */
export function who(lang: Lang, view: PublicView, seat: number): string {
  return seatLabel(lang, seat, nameOf(view, seat));
}

/** A seat's chip; `focus` keeps a departed player undimmed when the screen is about them. */
export function chipFor(view: PublicView, seat: number, options: { big?: boolean; focus?: boolean; suffix?: string | TemplateResult } = {}): TemplateResult {
  const s = seatOf(view, seat);
  return seatChip(seat, s?.name ?? '', { ...options, dead: s && !options.focus ? !s.alive : false });
}

/** A card's name on its team's colour. */
export function roleTag(role: Role, lang: Lang, testid = 'role'): TemplateResult {
  return html`<span class="role-tag team-${teamColour(role)}" data-testid=${testid}>${roleName(role, lang)}</span>`;
}

/** Who may vote now: the living, less the tied candidates of a classic revote (seed 000, rule 8). */
export function voteEligible(view: PublicView): number[] {
  const phase = view.phase;
  const living = view.seats.filter((s) => s.alive).map((s) => s.seat);
  const revote = view.preset === 'classic' && phase.name === 'vote' && !!phase.lastRound?.tie;
  return revote ? living.filter((seat) => !phase.candidates.includes(seat)) : living;
}

/** How many have looked at their card in the deal. */
export function dealSeen(view: PublicView): number {
  return view.phase.name === 'deal' ? view.phase.seenCount : 0;
}

/**
 * The interior's layout: every game screen is one centred column that
 * shrinks to fit. Headlines never wrap into the seats: they sit inside this
 * box, which the frame places between the rows of the table.
 */
export const gameStyles = [
  seatChipStyles,
  teamStyles,
  css`
    :host {
      display: flex;
      flex-direction: column;
      align-items: center;
      /* Content that does not fit overflows downwards, never up under the header. */
      justify-content: safe center;
      gap: 2vmin;
      padding: 1.6vmin 3vmin;
      box-sizing: border-box;
      text-align: center;
      overflow: hidden;
    }
    p {
      margin: 0;
    }
    /* The seat that has the floor (a speech, a justification, a last word). */
    .speaker .chip.big {
      font-size: 6.4vmin;
    }
    /* A first name and a surname: smaller, on up to two lines, so the clock keeps its room. */
    .speaker .chip.big.long {
      font-size: 4.6vmin;
    }
    .speaker .chip.big .num {
      min-width: 9vmin;
      height: 9vmin;
      font-size: 5.4vmin;
    }
    .role-tag {
      display: inline-block;
      padding: 0.3vmin 1.4vmin;
      border-radius: 1vmin;
      font-weight: 800;
    }
    .headline {
      font-size: var(--text-xl);
      font-weight: 800;
      line-height: 1.1;
      margin: 0;
    }
    .label {
      font-size: var(--text-l);
      color: var(--muted);
      font-weight: 700;
    }
    .hint {
      font-size: var(--text-m);
      color: var(--muted);
    }
    .list {
      list-style: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: 1vmin;
    }
    .one-line {
      white-space: nowrap;
    }
  `,
];
