/**
 * The sizes of the table's seats for a number of players, as the custom
 * properties the frame, `<tv-table>` and the interior share. Up to 12 players
 * (five to a row) the seats are a little larger; at 13–17 (six to a row) they
 * still fit a ten-letter name at a size read from the sofa, and six of them
 * fit the width of a 16:9 screen (narrower screens shrink them to fit).
 */
import { bandCounts, MAX_ROW } from './table-layout';

export function tableVars(players: number): string {
  const row = Math.max(bandCounts(players).top, bandCounts(players).bottom);
  const wide = row < MAX_ROW;
  const width = wide ? 31 : 27.6;
  // Never wider than a full row allows on this screen's width.
  const fit = `calc((100vw - 2 * var(--ring-pad) - ${row - 1} * var(--ring-gap)) / ${row})`;
  return [
    `--seat-w: min(${width}vmin, ${fit})`,
    `--seat-h: ${wide ? 10.8 : 10.4}vmin`,
    `--seat-name: ${wide ? 3.4 : 3}vmin`,
  ].join(';');
}
