/**
 * A screen element's styles. A module of its own so they come with the play's
 * lazy chunk, not the join screen's first one (styles.ts is in that); the
 * game over's colours too, as only `<phone-game-over>` shows them.
 */
import { css } from 'lit';
import { base, contents } from './styles';

/**
 * A note's mark beside a seat (noteMark), wherever a list shows one: in the
 * screen elements and the notes sheet. At night (the `night` attribute) every
 * colour is grey.
 */
export const markStyles = css`
  .mark-trust {
    --mark: #7fe0a0;
  }
  .mark-suspect {
    --mark: #ff9e6b;
  }
  .mark-unsure {
    --mark: #c9c3ff;
  }
  /* At night every colour is the palette's grey: the sign tells them apart. */
  :host([night]) .mark-trust,
  :host([night]) .mark-suspect,
  :host([night]) .mark-unsure {
    --mark: #8a8a99;
  }
  .mark {
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 22px;
    height: 22px;
    border-radius: 11px;
    background: var(--mark);
    color: #0b0f1e;
    font-size: 0.8rem;
    font-weight: 800;
    line-height: 1;
  }
  .tile {
    position: relative;
  }
  .tile .mark {
    position: absolute;
    top: 3px;
    right: 3px;
    width: 18px;
    height: 18px;
    font-size: 0.7rem;
  }
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/**
 * A screen element's own: the shared blocks, and a host that lays out no box
 * of its own (`display: contents`), so its `main` and foot sit in the app's
 * column exactly as they did when the app rendered them itself; and the
 * notes' marks its lists may show beside a seat.
 */
export const screenStyles = [base, contents, markStyles];

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
