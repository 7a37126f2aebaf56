/**
 * Pieces the game screens share: a seat's public name, the strip of every
 * seat (alive or out, warnings, phone link), and the screens' common layout.
 */
import { html, css, nothing, type TemplateResult } from 'lit';
import type { PublicView, SeatPublic } from '../../engine/types';
import type { LobbySeat } from '../../host/snapshot';
import type { Lang } from '../shared/i18n';
import { seatChip, seatChipStyles } from './seat-chip';
import { seatLabel, t } from './strings';
import { roleName } from '../shared/roles-text';

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

/** A seat's chip; `focus` drops the struck-out look of a departed player when the screen is about them. */
export function chipFor(view: PublicView, seat: number, options: { big?: boolean; focus?: boolean; suffix?: string | TemplateResult } = {}): TemplateResult {
  const s = seatOf(view, seat);
  return seatChip(seat, s?.name ?? '', { ...options, dead: s && !options.focus ? !s.alive : false });
}

/** A vote's marks on the strip: who has cast a ballot, who still may. */
export interface StripMarks {
  done: number[];
  waiting: number[];
}

/** A departed seat's card as a small label, when it has been shown to all (RULES L5, L6). */
export function revealedCard(lang: Lang, s: SeatPublic): TemplateResult | typeof nothing {
  return !s.alive && s.revealedRole ? html`<span class="role" data-testid="revealed-role">${roleName(s.revealedRole, lang)}</span>` : nothing;
}

/** Every seat in table order, with warnings, a departed seat's shown card, the phone's away badge and the vote's marks. */
export function seatStrip(lang: Lang, view: PublicView, links: LobbySeat[], marks: StripMarks | null = null): TemplateResult {
  const away = new Set(links.filter((l) => l.link === 'away' && !l.bot).map((l) => l.seat));
  return html`<ol class="strip" aria-label=${t(lang, 'day.table')}>
    ${view.seats.map((s) => {
      const done = marks?.done.includes(s.seat) ?? false;
      const waiting = !done && (marks?.waiting.includes(s.seat) ?? false);
      const suffix = html`${revealedCard(lang, s)}${s.warnings > 0 ? html`<span class="warn" aria-label=${t(lang, 'host.warnings', { n: s.warnings })}>${'!'.repeat(s.warnings)}</span>` : nothing}
        ${away.has(s.seat) ? html`<span class="badge away">${t(lang, 'status.away')}</span>` : nothing}`;
      return html`<li class=${done ? 'done' : waiting ? 'waiting' : ''} data-seat=${s.seat}>
        ${seatChip(s.seat, s.name, { dead: !s.alive, suffix })}
        ${done ? html`<span class="tick" aria-hidden="true">✓</span>` : nothing}
      </li>`;
    })}
  </ol>`;
}

export const gameStyles = [
  seatChipStyles,
  css`
    :host {
      display: grid;
      grid-template-rows: auto 1fr auto;
      gap: 2vmin;
      padding: 0 3vmin 1vmin;
      box-sizing: border-box;
    }
    .phase {
      display: flex;
      align-items: baseline;
      gap: 2vmin;
    }
    .phase .sub {
      font-size: var(--text-m);
      color: var(--muted);
      font-weight: 700;
    }
    .strip {
      list-style: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 1vmin;
      font-size: var(--text-s);
    }
    .strip li {
      display: inline-flex;
      align-items: center;
      gap: 0.4vmin;
      border-radius: 99vmin;
      border: 0.25vmin solid transparent;
    }
    .strip .num {
      min-width: 3.8vmin;
      height: 3.8vmin;
      font-size: var(--text-s);
    }
    .strip li.waiting {
      border-color: var(--line);
    }
    .strip li.done {
      border-color: var(--ok);
    }
    .strip .tick {
      color: var(--ok);
      font-weight: 800;
      padding-right: 1vmin;
    }
    .strip .role {
      color: var(--accent);
      font-weight: 800;
    }
    .strip .warn {
      color: var(--accent);
      font-weight: 800;
    }
    .center {
      display: grid;
      place-items: center;
      text-align: center;
      min-height: 0;
    }
  `,
];
