/**
 * A seat as the TV shows it everywhere: the number on the seat's colour, then
 * the name. Colours are light so the dark number on them stays readable.
 */
import { html, css, type TemplateResult } from 'lit';

const PALETTE = [
  '#ff9f9f', '#ffc48a', '#ffe27a', '#c8f07e', '#8eeaa0', '#7fe8d6', '#86d4ff', '#a9bcff', '#c7a6ff',
  '#f2a6ff', '#ff9fd0', '#e6cfa8', '#b8e0ff', '#dcff9f', '#ffc9dc', '#a0f0ff', '#f0f0a0',
];

export function seatColor(seat: number): string {
  return PALETTE[(seat - 1 + PALETTE.length) % PALETTE.length];
}

/** A name longer than a short first name (a first name and a surname): chips show it smaller, wrapped, never cut. */
export function isLongName(name: string): boolean {
  return name.length > 12;
}

export interface ChipOptions {
  dead?: boolean;
  big?: boolean;
  /** Extra text after the name, e.g. a vote count. */
  suffix?: string | TemplateResult;
}

/** The seat's number on its colour; grey once the player is out. */
export function seatNumber(seat: number, out = false): TemplateResult {
  return html`<span class="num" style="background:${out ? '#9aa3bd' : seatColor(seat)}">${seat}</span>`;
}

export function seatChip(seat: number, name: string, options: ChipOptions = {}): TemplateResult {
  const classes = ['chip', options.dead ? 'dead' : '', options.big ? 'big' : '', isLongName(name) ? 'long' : ''].join(' ');
  return html`<span class=${classes}>${seatNumber(seat, options.dead)}<span class="name">${name}</span>${options.suffix ?? ''}</span>`;
}

export const seatChipStyles = css`
  .num {
    display: inline-grid;
    place-items: center;
    min-width: 4.6vmin;
    height: 4.6vmin;
    padding: 0 0.6vmin;
    box-sizing: border-box;
    border-radius: 99vmin;
    color: #10131c;
    font-weight: 800;
    font-size: var(--text-m);
    flex: none;
  }
  .chip.big {
    font-size: var(--text-l);
    padding-right: 2.4vmin;
  }
  .chip.big .num {
    min-width: 7vmin;
    height: 7vmin;
    font-size: var(--text-l);
  }
  /* A name shows whole, however long (twenty letters): past its width it wraps, never an ellipsis. */
  .chip .name {
    max-width: 40vmin;
    white-space: normal;
    overflow-wrap: break-word;
    line-height: 1.1;
    text-align: left;
  }
`;
