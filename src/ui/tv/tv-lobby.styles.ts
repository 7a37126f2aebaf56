/** The look of `<tv-lobby>`: the join panel, the seats (and their edit mode), the setup line and the actions. */
import { css } from 'lit';

export const lobbyStyles = css`
  :host {
    display: grid;
    grid-template-columns: 54vmin minmax(0, 1fr);
    gap: 4vmin;
    padding: 0 4vmin 2.4vmin;
    box-sizing: border-box;
  }
  .join {
    display: flex;
    flex-direction: column;
    gap: 1.6vmin;
    align-items: center;
    text-align: center;
  }
  .qr {
    width: 50vmin;
    height: 50vmin;
    background: #fff;
    border-radius: 2vmin;
    padding: 1.6vmin;
    box-sizing: border-box;
    display: grid;
    place-items: center;
    color: #222;
  }
  .qr img {
    width: 100%;
    height: 100%;
    image-rendering: pixelated;
  }
  .code {
    font-size: 7vmin;
    font-weight: 800;
    letter-spacing: 0.12em;
    color: var(--accent);
    line-height: 1;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .taken {
    border: 0.3vmin solid var(--danger);
    border-radius: var(--radius);
    padding: 1vmin 1.6vmin;
    font-size: var(--text-s);
    font-weight: 700;
    display: grid;
    gap: 1vmin;
    justify-items: center;
  }
  .lock {
    white-space: nowrap;
    /* As tall as the title's line: the seats below keep their room. */
    min-height: 0;
    padding: 0.5vmin 1.8vmin;
    font-size: var(--text-s);
  }
  .lock[aria-pressed='true'] {
    border-color: var(--accent);
  }
  .requests {
    list-style: none;
    margin: 0;
    padding: 1vmin 1.4vmin;
    display: grid;
    gap: 0.8vmin;
    border: 0.3vmin solid var(--accent);
    border-radius: var(--radius);
  }
  .requests h3 {
    margin: 0;
  }
  .requests-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1.4vmin;
  }
  .request {
    display: flex;
    align-items: center;
    gap: 1.4vmin;
  }
  .request .name {
    font-weight: 800;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .request .kind {
    flex: 1;
    font-size: var(--text-s);
  }
  .link {
    font-size: var(--text-m);
    font-weight: 700;
    word-break: break-all;
  }
  .scan {
    font-size: var(--text-s);
  }
  .table {
    display: grid;
    grid-template-rows: auto minmax(0, 1fr) auto auto;
    gap: 1.4vmin;
    min-height: 0;
    min-width: 0;
  }
  .table.asking {
    grid-template-rows: auto auto minmax(0, 1fr) auto auto;
  }
  .title {
    display: flex;
    align-items: center;
    gap: 2.4vmin;
    white-space: nowrap;
    min-width: 0;
  }
  /* Why Start waits, or in edit mode what the keys do: wraps to a second small line rather than being cut. */
  .title .reason {
    flex: 1;
    min-width: 0;
    white-space: normal;
    line-height: 1.2;
  }
  /* The edit mode's keys, in smaller words: one line, so the seats keep their room. */
  .title .reason.hint {
    font-size: var(--text-s);
  }
  .title .edit {
    white-space: nowrap;
    min-height: 0;
    padding: 0.5vmin 1.8vmin;
    font-size: var(--text-s);
  }
  /* In columns, seat order down the first and on down the second: ↑ and ↓ move a held seat one place. */
  .seats {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-rows: repeat(var(--rows, 9), min-content);
    grid-auto-flow: column;
    gap: 0.6vmin 2vmin;
    align-content: start;
    overflow: auto;
    min-height: 0;
  }
  .seat {
    display: flex;
    align-items: center;
    gap: 1vmin;
    padding: 0.4vmin 0.8vmin;
    background: var(--surface);
    border-radius: var(--radius);
    border: 0.2vmin solid var(--line);
    min-height: 4.7vmin;
    box-sizing: border-box;
    min-width: 0;
  }
  .badge.vip {
    background: var(--accent);
    color: var(--accent-ink);
  }
  .vip-legend {
    color: var(--text);
  }
  /* A name of twenty letters shows whole: it wraps rather than ends in an ellipsis. */
  .seat .name {
    flex: 1;
    min-width: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
    line-height: 1.15;
  }
  .seat.empty {
    border-style: dashed;
    color: var(--muted);
    font-size: var(--text-s);
    justify-content: center;
  }
  /* Edit mode: each seat is one button to pick it up; the seats' box says it is being edited. */
  .seats.editing {
    outline: 0.3vmin dashed var(--accent);
    outline-offset: 0.6vmin;
    border-radius: var(--radius);
  }
  .seat.editing {
    padding: 0;
    gap: 0.6vmin;
  }
  .seat .pick {
    flex: 1;
    min-width: 0;
    min-height: 4.3vmin;
    justify-content: flex-start;
    gap: 1vmin;
    padding: 0.4vmin 0.8vmin;
    background: transparent;
    border: 0;
    font-size: inherit;
    text-align: left;
  }
  .seat .pick[aria-pressed='true'] {
    background: var(--accent);
    color: var(--accent-ink);
  }
  .seat.held {
    border-color: var(--accent);
  }
  .seat .remove {
    flex: none;
    min-height: 3.9vmin;
    padding: 0.2vmin 1.4vmin;
    font-size: var(--text-s);
    margin-right: 0.4vmin;
  }
  .seat .badge {
    flex: none;
  }
  .setup {
    display: flex;
    align-items: center;
    gap: 2vmin;
  }
  .setup {
    padding: 1.4vmin 2vmin;
  }
  .setup .summary {
    flex: 1;
    min-width: 0;
    display: grid;
    gap: 0.4vmin;
    font-size: var(--text-s);
  }
  .setup .facts {
    color: var(--muted);
  }
  .actions {
    display: flex;
    align-items: center;
    gap: 2vmin;
    flex-wrap: wrap;
  }
  .actions .primary {
    font-size: var(--text-l);
    min-height: 8vmin;
    padding: 0 4vmin;
  }
  .back {
    margin-left: auto;
  }
  .reason {
    color: var(--accent);
    font-weight: 700;
    font-size: var(--text-m);
  }
`;
