/**
 * The TV's shared look. Sizes are in vmin so 1920×1080 and 1280×720 show the
 * same layout, and body text stays ≥ 2.6vmin (28 px on a 1080p set): readable
 * from a sofa three metres away. Colours keep at least 7:1 against the
 * background for text.
 */
import { css } from 'lit';

export const tvTokens = css`
  :host {
    --bg: #0a0f1f;
    --surface: #161e36;
    --surface-2: #212b4a;
    --line: #3a4670;
    --text: #f4f5fb;
    --muted: #c3cae0;
    --accent: #ffcf5a;
    --accent-ink: #1a1200;
    --danger: #ff8a8a;
    --danger-bg: #5a1620;
    --ok: #6ee7a8;
    --info: #8cc4ff;
    --focus: #ffe36b;
    --radius: 1.2vmin;
    --gap: 2vmin;
    --text-s: 2.2vmin;
    --text-m: 2.8vmin;
    --text-l: 4vmin;
    --text-xl: 6vmin;
    /* Team colours, wherever a card is shown: red (the town), black (the mafia), the Maniac's own. */
    --team-red: #c62828;
    --team-black: #050507;
    --team-maniac: #6a3fb8;
    color: var(--text);
    font-family: 'Liberation Sans', 'DejaVu Sans', system-ui, sans-serif;
    font-size: var(--text-m);
    line-height: 1.3;
  }
`;

/** Buttons, toggles and the focus ring every screen shares. */
/** Visually hidden, read by screen readers. */
export const srOnly = css`
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/** The header's small rounded labels (connection, phones, voice): `.pill` with a `.dot`. */
export const pillStyles = css`
  .pill {
    display: inline-flex;
    align-items: center;
    gap: 0.8vmin;
    padding: 0.6vmin 1.4vmin;
    border-radius: 99vmin;
    background: var(--surface);
    border: 0.2vmin solid var(--line);
    font-size: var(--text-s);
    font-weight: 700;
  }
  .dot {
    width: 1.6vmin;
    height: 1.6vmin;
    border-radius: 50%;
    background: var(--ok);
  }
`;

export const tvControls = css`
  button,
  a.button {
    font: inherit;
    font-weight: 700;
    font-size: var(--text-m);
    color: var(--text);
    background: var(--surface-2);
    border: 0.3vmin solid var(--line);
    border-radius: var(--radius);
    padding: 1.2vmin 2.6vmin;
    min-height: 6.5vmin;
    cursor: pointer;
    text-decoration: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 1vmin;
    transition: transform 120ms ease, background 120ms ease;
  }
  button.primary {
    background: var(--accent);
    color: var(--accent-ink);
    border-color: var(--accent);
  }
  button.danger {
    background: var(--danger-bg);
    border-color: var(--danger);
  }
  button[aria-pressed='true'] {
    background: var(--info);
    color: #061222;
    border-color: var(--info);
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  button.icon {
    min-width: 6.5vmin;
    padding: 1vmin;
  }
  button:hover:not(:disabled) {
    border-color: var(--muted);
  }
  :is(button, a, input, [tabindex]):focus-visible {
    outline: 0.6vmin solid #ffffff;
    outline-offset: 0.5vmin;
    box-shadow: 0 0 0 1.5vmin rgba(255, 227, 107, 0.45);
    transform: scale(1.04);
    z-index: 1;
  }
  input[type='text'],
  input[type='number'] {
    font: inherit;
    color: var(--text);
    background: var(--bg);
    border: 0.3vmin solid var(--line);
    border-radius: var(--radius);
    padding: 1vmin 1.6vmin;
    min-height: 5.5vmin;
  }
  ${srOnly}
  @media (prefers-reduced-motion: reduce) {
    * {
      transition: none !important;
    }
  }
`;

/** Panels, headings and the seat chip. */
export const tvLayout = css`
  h1,
  h2,
  h3 {
    margin: 0;
    line-height: 1.15;
  }
  h1 {
    font-size: var(--text-xl);
  }
  h2 {
    font-size: var(--text-l);
  }
  h3 {
    font-size: var(--text-m);
    color: var(--muted);
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  .panel {
    background: var(--surface);
    border: 0.2vmin solid var(--line);
    border-radius: calc(var(--radius) * 1.5);
    padding: 2.4vmin;
  }
  .muted {
    color: var(--muted);
  }
  .row {
    display: flex;
    gap: var(--gap);
    align-items: center;
    flex-wrap: wrap;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 0.8vmin;
    padding: 0.5vmin 1.4vmin 0.5vmin 0.5vmin;
    border-radius: 99vmin;
    background: var(--surface-2);
    font-weight: 700;
    white-space: nowrap;
  }
  /* The departed are dimmed, never struck out or outlined. */
  .chip.dead {
    opacity: 0.6;
  }
  .badge {
    display: inline-block;
    padding: 0.2vmin 1vmin;
    border-radius: 0.8vmin;
    font-size: var(--text-s);
    font-weight: 700;
    background: var(--surface-2);
    color: var(--text);
  }
  .badge.away {
    background: var(--danger-bg);
    color: #ffdede;
  }
  .badge.bot {
    background: #20406a;
  }
`;

/** A card's team colour: `team-red`, `team-black`, `team-maniac` (see roles-text `teamColour`). */
export const teamStyles = css`
  .team-red {
    background: var(--team-red);
    color: #fff;
  }
  .team-black {
    background: var(--team-black);
    color: #fff;
    box-shadow: inset 0 0 0 0.25vmin #8d95b0;
  }
  .team-maniac {
    background: var(--team-maniac);
    color: #fff;
  }
`;
