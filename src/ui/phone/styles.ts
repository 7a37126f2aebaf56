/**
 * The phone's look: dark for a dark room, and at night dimmer still and the
 * same for every role. Colours are custom properties so `:host([night])` can
 * swap the whole palette at once.
 */
import { css } from 'lit';

/** The palette and the page: only the app's own host sets them; inner elements inherit. */
export const palette = css`
  :host {
    --bg: #0b0f1e;
    --surface: #161c33;
    --line: #2c3558;
    --text: #f2f4ff;
    --muted: #a9b0cc;
    --accent: #ffc46b;
    --on-accent: #1a1204;
    --danger: #ff7b7b;
    --good: #7fe0a0;
    display: block;
    min-height: 100dvh;
    background: var(--bg);
    color: var(--text);
    font: 17px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;
    -webkit-tap-highlight-color: transparent;
    color-scheme: dark;
  }
  /* Night: near black, dim grey text, no bright accent — every phone the same. */
  :host([night]) {
    --bg: #000;
    --surface: #101016;
    --line: #24242e;
    --text: #8a8a99;
    --muted: #80808f;
    --accent: #24242e;
    --on-accent: #9a9aa8;
    --danger: #8a8a99;
    --good: #8a8a99;
  }
`;

/** Shared building blocks; safe to adopt in inner elements (no palette of their own). */
export const base = css`
  * {
    box-sizing: border-box;
  }
  .app {
    display: flex;
    flex-direction: column;
    min-height: 100dvh;
    max-width: 560px;
    margin: 0 auto;
    /* The card bar's height: the thumb's actions sit just above it. */
    --foot-h: 81px;
  }
  header.bar {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 8px 12px;
    min-height: 56px;
    border-bottom: 1px solid var(--line);
  }
  .who {
    flex: 1;
    min-width: 0;
    display: flex;
    align-items: center;
    gap: 10px;
    font-weight: 600;
  }
  /* The player's own name, whole: it wraps (and a long one is set smaller), never cut. */
  .who .me {
    min-width: 0;
    line-height: 1.15;
    overflow-wrap: anywhere;
  }
  .who .me.long {
    font-size: 0.92rem;
  }
  .counter {
    align-self: flex-end;
    margin-top: -10px;
    font-weight: 400;
    font-size: 0.9rem;
    font-variant-numeric: tabular-nums;
    color: var(--muted);
  }
  .counter.over {
    color: var(--danger);
    font-weight: 700;
  }
  main.middle {
    justify-content: center;
  }
  /* Content that asks for a tap sits low, near the thumb. */
  main.bottom {
    justify-content: flex-end;
  }
  main {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 14px;
    padding: 16px 14px 20px;
  }
  h1 {
    font-size: 1.5rem;
    line-height: 1.2;
    margin: 0;
  }
  h2 {
    font-size: 1.1rem;
    margin: 8px 0 0;
  }
  p {
    margin: 0;
  }
  .muted {
    color: var(--muted);
  }
  .center {
    text-align: center;
  }
  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
  .btn {
    min-height: 52px;
    padding: 10px 18px;
    border-radius: 14px;
    border: 1px solid var(--line);
    background: var(--surface);
    font-weight: 600;
    width: 100%;
  }
  .btn.primary {
    background: var(--accent);
    border-color: var(--accent);
    color: var(--on-accent);
  }
  .btn.danger {
    background: #b3261e;
    border-color: #e0584f;
    color: #fff;
  }
  .btn[aria-pressed='true'] {
    outline: 3px solid var(--text);
    outline-offset: 2px;
  }
  /* The thumb's zone: the screen's buttons, just above the card bar. */
  .actions {
    position: sticky;
    bottom: calc(var(--foot-h) + env(safe-area-inset-bottom));
    z-index: 2;
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 10px 14px;
    background: var(--bg);
  }
  .actions.row2 {
    display: grid;
  }
  .instruction {
    font-size: 1rem;
    line-height: 1.35;
  }
  .status {
    text-align: center;
    font-weight: 600;
    min-height: 1.4em;
  }
  .arrow-down {
    text-align: center;
    font-size: 2rem;
    color: var(--muted);
  }
  .btn:disabled {
    opacity: 0.55;
    cursor: default;
  }
  .small {
    min-height: 44px;
    min-width: 44px;
    padding: 6px 12px;
    border-radius: 12px;
    border: 1px solid var(--line);
    background: var(--surface);
    font-weight: 600;
    font-size: 0.95rem;
  }
  .row2 {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 10px;
  }
  .num {
    display: inline-grid;
    place-items: center;
    flex: none;
    min-width: 34px;
    height: 34px;
    padding: 0 6px;
    border-radius: 17px;
    background: var(--line);
    color: var(--text);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  ul.list {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .pick {
    position: relative;
    display: flex;
    align-items: center;
    gap: 12px;
    width: 100%;
    min-height: 56px;
    padding: 8px 14px;
    border-radius: 14px;
    border: 2px solid var(--line);
    background: var(--surface);
    text-align: left;
  }
  .pick .name {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The current choice: a bright frame and a filled row, seen at a glance (a ballot may still change). */
  .pick[aria-pressed='true'] {
    border-color: var(--accent);
    background: var(--line);
    font-weight: 700;
  }
  .pick[aria-pressed='true'] .tick {
    color: var(--accent);
    font-size: 1.3rem;
  }
  .pick:disabled {
    cursor: default;
  }
  .pick.off .name {
    text-decoration: line-through;
  }
  .why {
    font-size: 0.8rem;
    color: var(--muted);
    text-align: right;
    max-width: 45%;
  }
  /* The night: heading and clock on one line, then the grid; 17 seats and "Nobody" fit 360×740 unscrolled. */
  main.night {
    gap: 8px;
    padding-top: 10px;
    padding-bottom: 10px;
  }
  .night-head {
    display: flex;
    align-items: center;
    gap: 12px;
  }
  .night-head phone-clock {
    display: block;
    flex: 1;
  }
  .night-head .clock {
    block-size: calc(1.7rem * 1.3);
    font-size: 1.7rem;
    line-height: 1.3;
    text-align: right;
  }
  ul.grid {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 6px;
  }
  .tile {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 100%;
    min-height: 56px;
    padding: 4px 3px;
    border-radius: 12px;
    border: 2px solid var(--line);
    background: var(--surface);
    text-align: center;
    line-height: 1.1;
  }
  .tile .n {
    font-size: 1.35rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  /* A long name wraps to two lines in small type: the number is what the thumb aims at. */
  .tile .nm {
    font-size: 0.66rem;
    max-width: 100%;
    overflow-wrap: break-word;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  .tile.skip {
    font-weight: 700;
  }
  .tile[aria-pressed='true'] {
    border-color: var(--text);
    border-width: 3px;
    background: var(--line);
  }
  .grid.asleep .tile {
    opacity: 0.45;
  }
  .tick {
    font-weight: 700;
    min-width: 1em;
    text-align: center;
  }
  /* The digits change every second and the pause mark comes and goes, on every phone at once:
     sized by itself (contain: strict), the clock alone is laid out again, not the whole screen. */
  .clock {
    contain: strict;
    block-size: calc(2.6rem * 1.4);
    font-size: 2.6rem;
    line-height: 1.4;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: center;
    white-space: nowrap;
  }
  .clock.big {
    block-size: 4.5rem;
    font-size: 4.5rem;
    line-height: 1;
  }
  .paused-mark {
    display: inline-block;
    vertical-align: middle;
    margin-left: 0.5rem;
    padding: 4px 10px;
    border-radius: 999px;
    background: var(--line);
    color: var(--text);
    font-size: 1rem;
    font-weight: 700;
    line-height: 1.2;
  }
  .panel {
    border: 1px solid var(--line);
    background: var(--surface);
    border-radius: 16px;
    padding: 14px;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .banner {
    padding: 10px 14px;
    background: #3a2a00;
    color: #ffe3a3;
    font-weight: 600;
    text-align: center;
  }
  :host([night]) .banner {
    background: #101016;
    color: #8a8a99;
  }
  .toast {
    position: fixed;
    left: 12px;
    right: 12px;
    bottom: 90px;
    z-index: 5;
    margin: 0 auto;
    max-width: 520px;
    padding: 14px 16px;
    border-radius: 14px;
    background: #3b1111;
    color: #ffd9d9;
    border: 1px solid #7a2a2a;
    font-weight: 600;
    text-align: center;
  }
  .toast.warn {
    background: #3a2a00;
    color: #ffe3a3;
    border-color: #7a5a10;
  }
  :host([night]) .toast {
    background: var(--surface);
    color: var(--text);
    border-color: var(--line);
  }
  input {
    font: inherit;
    width: 100%;
    min-height: 52px;
    padding: 10px 14px;
    border-radius: 14px;
    border: 2px solid var(--line);
    background: var(--surface);
    color: var(--text);
  }
  input:focus {
    outline: none;
    border-color: var(--accent);
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 6px;
    font-weight: 600;
  }
  .code {
    text-transform: uppercase;
    letter-spacing: 0.4em;
    font-size: 1.6rem;
    text-align: center;
    font-family: ui-monospace, monospace;
  }
  :focus-visible {
    outline: 3px solid var(--accent);
    outline-offset: 2px;
  }
  :host([night]) :focus-visible {
    outline-color: var(--text);
  }
  .foot {
    position: sticky;
    bottom: 0;
    z-index: 3;
    box-sizing: border-box;
    min-height: calc(var(--foot-h) + env(safe-area-inset-bottom));
    padding: 10px 14px calc(10px + env(safe-area-inset-bottom));
    background: var(--bg);
    border-top: 1px solid var(--line);
  }
  .foot .muted {
    margin-bottom: 8px;
  }
  .sheet {
    position: fixed;
    inset: 0;
    z-index: 6;
    background: rgba(0, 0, 0, 0.7);
    display: flex;
    align-items: flex-end;
  }
  .sheet > div {
    width: 100%;
    max-width: 560px;
    margin: 0 auto;
    max-height: 90dvh;
    overflow: auto;
    background: var(--bg);
    border-top: 1px solid var(--line);
    border-radius: 20px 20px 0 0;
    padding: 16px 14px calc(16px + env(safe-area-inset-bottom));
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  .thumb {
    width: 120px;
    height: 120px;
    fill: currentColor;
  }
  .thumb.down {
    transform: rotate(180deg);
  }
  .thumb.sm {
    width: 22px;
    height: 22px;
    vertical-align: middle;
  }
  .good {
    color: var(--good);
  }
  .bad {
    color: var(--danger);
  }
  .seatno {
    font-size: 5.5rem;
    font-weight: 800;
    line-height: 1;
    font-variant-numeric: tabular-nums;
  }
  li.player {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 48px;
    padding: 6px 12px;
    border-radius: 12px;
    background: var(--surface);
  }
  li.player .name {
    flex: 1;
    min-width: 0;
  }
  li.player.gone .name {
    color: var(--muted);
  }
  .seats {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .small[aria-pressed='true'] {
    background: var(--accent);
    color: var(--on-accent);
    border-color: var(--accent);
  }
`;

/**
 * An inner element's host that lays out no box of its own (`display:
 * contents`), so its markup sits in the app's column exactly as the app's
 * own did.
 */
export const contents = css`
  :host {
    display: contents;
  }
`;

export const phoneStyles = [palette, base];
