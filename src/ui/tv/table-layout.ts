/**
 * Where each seat sits around the TV's table: a ring in seat order, seat 1 at
 * the top left, clockwise — along the top, down the right, back along the
 * bottom and up the left, as the players sit round an oval table. The seats
 * fill four bands (top, bottom, left, right) of fixed size, so the screen's
 * own content (the interior) is one rectangle no seat ever covers, whatever
 * the number of players (6–17).
 *
 * Positions are CSS lengths relative to the table's box (`%`) and the seat
 * size custom properties `--seat-w` / `--seat-h` / `--ring-pad`, which the
 * TV's frame sets once for all screens.
 */

export type Band = 'top' | 'right' | 'bottom' | 'left';

export interface SeatSpot {
  seat: number;
  band: Band;
  /** The seat's centre, as CSS lengths from the table box's top left corner. */
  x: string;
  y: string;
}

/** How many seats each band holds for `n` players: the long sides take most, as at an oval table. */
export function bandCounts(n: number): Record<Band, number> {
  const side = n <= 10 ? 1 : n <= 14 ? 2 : 3;
  const rest = Math.max(0, n - 2 * side);
  return { top: Math.ceil(rest / 2), right: side, bottom: Math.floor(rest / 2), left: side };
}

/** The most seats any top or bottom band holds: 6, for 17 players. */
export const MAX_ROW = 6;

function along(fraction: number, axis: 'x' | 'y'): string {
  const size = axis === 'x' ? 'var(--seat-w)' : 'var(--seat-h)';
  // Top and bottom rows run the full width; the side columns run between the rows.
  return axis === 'x'
    ? `calc(var(--ring-pad) + (100% - 2 * var(--ring-pad)) * ${fraction.toFixed(4)})`
    : `calc(var(--ring-pad) + ${size} + var(--ring-gap) + (100% - 2 * (var(--ring-pad) + ${size} + var(--ring-gap))) * ${fraction.toFixed(4)})`;
}

const TOP_Y = 'calc(var(--ring-pad) + var(--seat-h) / 2)';
const BOTTOM_Y = 'calc(100% - var(--ring-pad) - var(--seat-h) / 2)';
const LEFT_X = 'calc(var(--ring-pad) + var(--seat-w) / 2)';
const RIGHT_X = 'calc(100% - var(--ring-pad) - var(--seat-w) / 2)';

/** Every seat's spot, in seat order (1..n). */
export function ringSpots(n: number): SeatSpot[] {
  const counts = bandCounts(n);
  const spots: SeatSpot[] = [];
  const place = (band: Band, count: number, reverse: boolean) => {
    for (let i = 0; i < count; i++) {
      const k = reverse ? count - 1 - i : i;
      const fraction = (k + 0.5) / count;
      const seat = spots.length + 1;
      if (band === 'top') spots.push({ seat, band, x: along(fraction, 'x'), y: TOP_Y });
      else if (band === 'bottom') spots.push({ seat, band, x: along(fraction, 'x'), y: BOTTOM_Y });
      else if (band === 'right') spots.push({ seat, band, x: RIGHT_X, y: along(fraction, 'y') });
      else spots.push({ seat, band, x: LEFT_X, y: along(fraction, 'y') });
    }
  };
  place('top', counts.top, false);
  place('right', counts.right, false);
  place('bottom', counts.bottom, true);
  place('left', counts.left, true);
  return spots;
}
