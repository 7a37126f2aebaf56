/**
 * The frame of `<tv-app>`: five regions that never overlap — the header
 * (the screen's title and the connection status), the stage (in a game: the
 * table's ring of seats around the interior, where the screen draws), the
 * narrator's caption and the host bar — and the scenes behind them. Each
 * region has a fixed height; only the stage's interior shrinks to fit.
 */
import { css } from 'lit';

export const appStyles = css`
  :host {
    display: block;
    position: fixed;
    inset: 0;
    background: radial-gradient(ellipse at top, #17214a 0%, var(--bg) 60%);
    overflow: hidden;
    --header-h: 9vmin;
    --caption-h: 9.5vmin;
    --bar-h: 7.5vmin;
    --ring-pad: 1.2vmin;
    --ring-gap: 1.4vmin;
    --seat-w: 27.6vmin;
    --seat-h: 10.4vmin;
    --seat-name: 3vmin;
  }
  .scene {
    position: absolute;
    inset: 0;
  }
  .scene.morning {
    background: linear-gradient(180deg, #241d4a 0%, #5e3a5c 50%, #b86a55 100%);
  }
  .sun {
    position: absolute;
    right: 10%;
    bottom: -14vmin;
    width: 38vmin;
    height: 38vmin;
    border-radius: 50%;
    background: radial-gradient(circle, #ffe9a8, #ffb861 70%);
    box-shadow: 0 0 12vmin rgba(255, 190, 110, 0.5);
  }
  .frame {
    position: absolute;
    inset: 0;
    display: grid;
    grid-template-rows: var(--header-h) minmax(0, 1fr);
  }
  .frame.in-game {
    grid-template-rows: var(--header-h) minmax(0, 1fr) var(--caption-h) var(--bar-h);
  }
  header {
    display: flex;
    align-items: center;
    gap: 2vmin;
    padding: 0 3vmin;
    min-width: 0;
    overflow: hidden;
  }
  header .brand {
    font-weight: 800;
    font-size: var(--text-m);
    color: var(--muted);
  }
  header .title {
    font-size: 5.6vmin;
    line-height: 1;
    margin: 0;
    white-space: nowrap;
    text-shadow: 0 0.3vmin 1vmin rgba(0, 0, 0, 0.6);
  }
  header .sub {
    font-size: var(--text-l);
    font-weight: 700;
    color: var(--muted);
    white-space: nowrap;
  }
  header .spacer {
    flex: 1;
  }
  .gate {
    background: var(--accent);
    color: var(--accent-ink);
    border-color: var(--accent);
  }
  .stage {
    position: relative;
    min-height: 0;
    overflow: hidden;
  }
  /* A host notice over home or game over: above the page, taking none of its room (the lobby says it in its join panel). */
  .host-notice {
    position: absolute;
    z-index: 5;
    top: 1.5vmin;
    left: 50%;
    transform: translateX(-50%);
    width: max-content;
    max-width: 86%;
    margin: 0;
    display: flex;
    align-items: center;
    gap: 2.4vmin;
    padding: 1.4vmin 2.4vmin;
    border-radius: var(--radius);
    background: rgba(5, 8, 20, 0.94);
    border-left: 0.8vmin solid var(--accent);
    font-size: var(--text-m);
    font-weight: 700;
  }
  main {
    position: absolute;
    inset: 0;
    overflow: hidden;
  }
  main > * {
    position: absolute;
    inset: 0;
  }
  /* The interior: the rectangle inside the ring of seats. */
  main.interior {
    inset: calc(var(--ring-pad) + var(--seat-h) + var(--ring-gap)) calc(var(--ring-pad) + var(--seat-w) + var(--ring-gap));
  }
  .caption-region {
    padding: 0.6vmin 3vmin;
    min-height: 0;
  }
  /* Solid: the caption is read over the lit skyline and the dawn alike. */
  .caption {
    height: 100%;
    box-sizing: border-box;
    padding: 0 2.4vmin;
    border-radius: var(--radius);
    background: #05081a;
    border: 0.2vmin solid #2c3658;
    border-left: 0.8vmin solid var(--accent);
    display: flex;
    align-items: center;
    gap: 2vmin;
    overflow: hidden;
  }
  .caption .who {
    font-size: var(--text-s);
    color: var(--muted);
    text-transform: uppercase;
    letter-spacing: 0.08em;
    font-weight: 700;
    flex: none;
  }
  .caption .text {
    font-size: 3.3vmin;
    font-weight: 700;
    line-height: 1.2;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .bar-region {
    min-height: 0;
    transition: opacity 600ms ease;
  }
  .bar-region.faded {
    opacity: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    .bar-region {
      transition: none;
    }
  }
`;
