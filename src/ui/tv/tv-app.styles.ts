/** The frame of `<tv-app>`: header, screen, caption, host bar, and the scenes behind them. */
import { css } from 'lit';

export const appStyles = css`
  :host {
    display: block;
    position: fixed;
    inset: 0;
    background: radial-gradient(ellipse at top, #17214a 0%, var(--bg) 60%);
    overflow: hidden;
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
    grid-template-rows: auto 1fr auto auto;
  }
  header {
    display: flex;
    align-items: center;
    gap: var(--gap);
    padding: 1.4vmin 3vmin;
    min-height: 7vmin;
  }
  header .brand {
    font-weight: 800;
    font-size: var(--text-m);
    color: var(--muted);
    flex: 1;
  }
  .gate {
    background: var(--accent);
    color: var(--accent-ink);
    border-color: var(--accent);
  }
  main {
    position: relative;
    min-height: 0;
    overflow: hidden;
  }
  main > * {
    position: absolute;
    inset: 0;
  }
  .caption {
    margin: 0 3vmin 1vmin;
    padding: 1vmin 2.4vmin;
    border-radius: var(--radius);
    background: rgba(5, 8, 20, 0.85);
    border-left: 0.8vmin solid var(--accent);
    font-size: var(--text-l);
    font-weight: 700;
    display: flex;
    align-items: baseline;
    gap: 2vmin;
  }
  .caption .who {
    font-size: var(--text-s);
    color: var(--muted);
    text-transform: uppercase;
    letter-spacing: 0.08em;
    flex: none;
  }
`;
