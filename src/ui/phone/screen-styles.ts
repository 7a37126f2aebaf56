/**
 * A screen element's styles. A module of its own so they come with the play's
 * lazy chunk, not the join screen's first one (styles.ts is in that); the
 * game over's colours too, as only `<phone-game-over>` shows them.
 */
import { css } from 'lit';
import { base } from './styles';

/**
 * A screen element's own: the shared blocks, and a host that lays out no box
 * of its own (`display: contents`), so its `main` and foot sit in the app's
 * column exactly as they did when the app rendered them itself.
 */
export const screenStyles = [
  base,
  css`
    :host {
      display: contents;
    }
  `,
];

/** Game over: the whole screen in the winning team's colour; each card in its own. */
export const overStyles = css`
  main.over {
    justify-content: flex-start;
    gap: 10px;
  }
  main.over.team-red {
    background: #8e1b1b;
    color: #fff;
  }
  main.over.team-black {
    background: #000;
    color: #fff;
  }
  main.over.team-maniac {
    background: #3f2470;
    color: #fff;
  }
  .over-kicker {
    text-transform: uppercase;
    letter-spacing: 0.08em;
    font-size: 0.85rem;
    font-weight: 700;
  }
  .over-you {
    font-size: 2.6rem;
    font-weight: 900;
    line-height: 1.05;
  }
  .over-side {
    font-size: 1.4rem;
    font-weight: 700;
  }
  main.over .player {
    background: rgba(0, 0, 0, 0.35);
    color: #fff;
  }
  main.over .muted {
    color: #e6e6ee;
  }
  .role-tag {
    padding: 2px 8px;
    border-radius: 8px;
    white-space: nowrap;
  }
  .role-tag.team-red {
    background: #c62828;
    color: #fff;
  }
  .role-tag.team-black {
    background: #050507;
    color: #fff;
    box-shadow: inset 0 0 0 1px #8d95b0;
  }
  .role-tag.team-maniac {
    background: #6a3fb8;
    color: #fff;
  }
`;
