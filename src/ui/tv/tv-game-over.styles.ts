/** The look of `<tv-game-over>`: the winner's banner, the walk-through's steps, the story's list and the buttons. */
import { css } from 'lit';

export const gameOverStyles = css`
  :host {
    justify-content: flex-start;
    gap: 1.6vmin;
  }
  .banner {
    padding: 1vmin 4vmin;
    border-radius: 2vmin;
    font-size: 7vmin;
    font-weight: 900;
    line-height: 1.1;
    margin: 0;
  }
  .banner.big {
    font-size: 10vmin;
    padding: 3vmin 6vmin;
    margin-top: auto;
  }
  .banner.none {
    background: var(--surface-2);
  }
  .after-banner {
    margin-bottom: auto;
  }
  .step {
    display: grid;
    gap: 1.4vmin;
    justify-items: center;
    width: 100%;
    flex: 1;
    align-content: center;
    min-height: 0;
  }
  .step h2 {
    font-size: 6vmin;
  }
  .lines {
    display: grid;
    gap: 1.2vmin;
    font-size: 4.2vmin;
    font-weight: 700;
    max-width: 100%;
  }
  .lines p {
    animation: arrive 500ms ease both;
  }
  .dots {
    display: flex;
    gap: 1vmin;
  }
  .dots i {
    width: 1.6vmin;
    height: 1.6vmin;
    border-radius: 50%;
    background: var(--line);
  }
  .dots i.on {
    background: var(--accent);
  }
  .final {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 3vmin;
    width: 100%;
    flex: 1;
    min-height: 0;
  }
  .timeline-wrap {
    position: relative;
    min-height: 0;
    display: grid;
  }
  .timeline {
    overflow: auto;
    min-height: 0;
    font-size: var(--text-s);
    display: grid;
    gap: 0.9vmin;
    align-content: start;
    text-align: left;
    padding: 1.6vmin 2vmin 4vmin;
    border-radius: 1.6vmin;
    background: rgba(10, 14, 32, 0.7);
    scrollbar-width: thin;
  }
  .timeline h3 {
    margin-top: 0.6vmin;
    font-size: var(--text-s);
  }
  .more {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: 6vmin;
    padding-bottom: 0.6vmin;
    box-sizing: border-box;
    border-radius: 0 0 1.6vmin 1.6vmin;
    background: linear-gradient(rgba(10, 14, 32, 0), #0a0e20 55%);
    display: grid;
    place-items: end center;
    color: var(--muted);
    font-size: var(--text-s);
    font-weight: 700;
    pointer-events: none;
  }
  .event {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.8vmin;
  }
  .event .num {
    min-width: 3.6vmin;
    height: 3.6vmin;
    font-size: var(--text-s);
  }
  .event .what {
    font-weight: 700;
  }
  .event .role-tag {
    padding: 0 1vmin;
  }
  .arrow {
    color: var(--muted);
  }
  .times {
    color: var(--muted);
    margin-right: 1vmin;
  }
  .actions {
    display: flex;
    flex-direction: column;
    justify-content: center;
    /* Wide enough apart that one button's focus ring never covers the other. */
    gap: 4vmin;
    padding: 2vmin;
  }
  .actions .primary {
    font-size: var(--text-l);
    min-height: 9vmin;
  }
  .skip {
    align-self: flex-end;
    font-size: var(--text-s);
    min-height: 5vmin;
  }
  @keyframes arrive {
    from { opacity: 0; transform: translateY(1.5vmin); }
    to { opacity: 1; transform: none; }
  }
  @media (prefers-reduced-motion: reduce) {
    .lines p {
      animation: none;
    }
  }
`;
