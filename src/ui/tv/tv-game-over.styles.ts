/**
 * The look of `<tv-game-over>`: the winner's banner, the card turning over,
 * the story's page and the buttons. Boxes marked `data-fit` shrink their
 * words through `--fit` (tv-game-over.ts `fit`) so a twenty-letter name or a
 * long vote stays whole inside the table's interior, never cut.
 */
import { css } from 'lit';

export const gameOverStyles = css`
  :host {
    justify-content: flex-start;
    gap: 1.4vmin;
  }
  .banner {
    padding: 0.8vmin 3vmin;
    border-radius: 2vmin;
    font-size: 5vmin;
    font-weight: 900;
    line-height: 1.1;
    margin: 0;
    flex: none;
  }
  .banner.big {
    font-size: 10vmin;
    padding: 3vmin 6vmin;
    margin-top: auto;
    animation: arrive 700ms ease both;
  }
  .banner.none,
  .winner-chip.none {
    background: var(--surface-2);
  }
  .skip {
    align-self: flex-end;
    font-size: var(--text-s);
    min-height: 5vmin;
    margin-top: auto;
    flex: none;
  }
  .card-box {
    --fit: 1;
    flex: 1;
    min-height: 0;
    width: 100%;
    display: grid;
    place-items: center;
    perspective: 120vmin;
  }
  .card {
    display: grid;
    gap: calc(var(--fit) * 1.6vmin);
    justify-items: center;
    max-width: 100%;
    box-sizing: border-box;
    padding: calc(var(--fit) * 2.2vmin) calc(var(--fit) * 4vmin);
    border-radius: 2.4vmin;
    /* The team's colour is the card's own background (teamStyles). */
    box-shadow: 0 1.5vmin 4vmin rgba(0, 0, 0, 0.5);
    animation: turn 650ms ease both;
    backface-visibility: hidden;
  }
  .card .who {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 1.4vmin;
  }
  .card .who .num {
    min-width: calc(var(--fit) * 6.4vmin);
    height: calc(var(--fit) * 6.4vmin);
    font-size: calc(var(--fit) * 4.2vmin);
  }
  .card-name {
    font-size: calc(var(--fit) * 6vmin);
    font-weight: 800;
    line-height: 1.1;
    text-align: center;
    overflow-wrap: anywhere;
  }
  .card-role {
    font-size: calc(var(--fit) * 7.5vmin);
    font-weight: 900;
    line-height: 1.1;
    text-align: center;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .foot {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 2vmin;
    width: 100%;
    flex: none;
  }
  .foot .skip {
    margin-top: 0;
  }
  .count {
    font-size: var(--text-s);
    font-weight: 700;
    color: var(--muted);
  }
  .story-top {
    display: flex;
    align-items: center;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: 1vmin 2vmin;
    width: 100%;
    flex: none;
  }
  .winner-chip {
    padding: 0.4vmin 2vmin;
    border-radius: 1.2vmin;
    font-size: 3vmin;
    font-weight: 900;
  }
  .page-no {
    font-size: 3vmin;
    font-weight: 800;
    color: var(--muted);
    white-space: nowrap;
  }
  .page {
    --fit: 1;
    flex: 1;
    min-height: 0;
    width: 100%;
    box-sizing: border-box;
    display: grid;
    align-content: center;
    gap: calc(var(--fit) * 1.4vmin);
    padding: 1vmin 2vmin;
    border-radius: 1.6vmin;
    background: rgba(10, 14, 32, 0.7);
    text-align: left;
  }
  .page h3 {
    margin: 0;
    font-size: calc(var(--fit) * 5vmin);
    color: var(--accent);
    text-align: center;
  }
  .rows {
    justify-self: center;
    display: grid;
    gap: calc(var(--fit) * 1.2vmin);
    justify-items: start;
    font-size: calc(var(--fit) * 3.8vmin);
    font-weight: 700;
  }
  .rows .said {
    justify-self: center;
    text-align: center;
  }
  .rows .said p {
    margin: 0;
  }
  .event {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4em 0.5em;
    animation: arrive 500ms ease both;
  }
  .event .num {
    min-width: 1.5em;
    height: 1.5em;
    font-size: 0.9em;
  }
  .event .chip {
    font-size: 1em;
  }
  /* A name here is shown whole: it wraps rather than ends in an ellipsis. */
  .event .chip .name {
    white-space: normal;
    overflow-wrap: anywhere;
    overflow: visible;
    text-overflow: clip;
    max-width: none;
  }
  .event .role-tag {
    padding: 0 0.4em;
  }
  .event .tally {
    display: inline-flex;
    align-items: center;
    gap: 0.15em;
  }
  .arrow,
  .times {
    color: var(--muted);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    /* Wide enough apart that one button's focus ring never covers the other. */
    gap: 1.2vmin 2.4vmin;
    flex: none;
  }
  .actions button {
    font-size: var(--text-s);
    min-height: 6vmin;
  }
  .actions .primary {
    font-size: calc(var(--text-s) * 1.25);
  }
  @keyframes arrive {
    from { opacity: 0; transform: translateY(1.5vmin); }
    to { opacity: 1; transform: none; }
  }
  @keyframes turn {
    from { transform: rotateY(90deg); opacity: 0.3; }
    to { transform: none; opacity: 1; }
  }
  @media (prefers-reduced-motion: reduce) {
    .banner.big,
    .card,
    .event {
      animation: none;
    }
  }
`;
