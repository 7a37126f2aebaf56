/** The look of `<tv-table>`: the felt, the seats and their marks, the flying ballots. */
import { css } from 'lit';
import { DAWN, LOT_SPIN_MS } from './staging';
import { srOnly } from './styles';

export const tableStyles = css`
  :host {
    display: block;
    position: absolute;
    inset: 0;
    pointer-events: none;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .felt {
    position: absolute;
    left: calc(var(--ring-pad) + var(--seat-w) + var(--ring-gap) * 0.5);
    right: calc(var(--ring-pad) + var(--seat-w) + var(--ring-gap) * 0.5);
    top: calc(var(--ring-pad) + var(--seat-h) + var(--ring-gap) * 0.5);
    bottom: calc(var(--ring-pad) + var(--seat-h) + var(--ring-gap) * 0.5);
    border-radius: 999vmin;
    background: radial-gradient(ellipse at 50% 40%, #222d54, #0e1430 70%);
    box-shadow: 0 0 0 0.5vmin rgba(90, 106, 160, 0.35), 0 2vmin 6vmin rgba(0, 0, 0, 0.45);
  }
  .seat {
    position: absolute;
    width: var(--seat-w);
    height: var(--seat-h);
    box-sizing: border-box;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-rows: auto minmax(0, 1fr);
    column-gap: 0.8vmin;
    row-gap: 0.3vmin;
    align-items: center;
    padding: 0.6vmin;
    border-radius: 1.6vmin;
    background: #1b2443;
    border: 0.3vmin solid #3a4670;
    transform: translate(-50%, -50%);
    transition: transform 300ms ease, opacity 300ms ease;
  }
  .num {
    display: grid;
    place-items: center;
    width: 4.8vmin;
    height: 4.8vmin;
    border-radius: 50%;
    color: #10131c;
    font-weight: 800;
    font-size: 3vmin;
    font-variant-numeric: tabular-nums;
  }
  .seat-label {
    min-width: 0;
    display: flex;
  }
  ${srOnly}
  .name {
    min-width: 0;
    font-size: var(--seat-name);
    font-weight: 800;
    line-height: 1.1;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* A long name wraps to two smaller lines, whole: never an ellipsis. */
  .name.long {
    white-space: normal;
    overflow-wrap: anywhere;
    font-size: calc(var(--seat-name) * 0.78);
    line-height: 1.05;
  }
  /* The line under the name: what the moment says of the seat, then its warnings (never over the name). */
  .sub {
    grid-column: 1 / -1;
    align-self: center;
    display: flex;
    align-items: center;
    gap: 1vmin;
    min-width: 0;
    padding-left: 0.4vmin;
    font-size: 2.4vmin;
    font-weight: 700;
    color: var(--muted);
    line-height: 1.25;
  }
  .sub-text {
    min-width: 0;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .role {
    display: inline-block;
    padding: 0.1vmin 1vmin;
    border-radius: 0.8vmin;
    font-weight: 800;
  }
  /* The departed: dimmed, on a card that stays opaque over the night sky. */
  .seat.dead {
    background: #121729;
    border-color: #262e4c;
  }
  .seat.dead .name,
  .seat.dead .sub {
    color: #9aa3bd;
  }
  .seat.dead .num {
    background: #59617d !important;
    color: #eef0f7;
  }
  .seat.dead .role {
    filter: saturate(0.6) brightness(0.85);
  }
  /* A departed player whose moment it is (a last word, a farewell) is not dimmed. */
  .seat.dead.speaker .name {
    color: var(--text);
  }
  .seat.speaker {
    border-color: var(--accent);
    background: #3a3212;
    box-shadow: 0 0 0 0.5vmin rgba(255, 207, 90, 0.35), 0 0 4vmin rgba(255, 207, 90, 0.45);
    transform: translate(-50%, -50%) scale(1.06);
    opacity: 1;
    z-index: 2;
  }
  .seat.speaker .sub {
    color: var(--accent);
  }
  .seat.next .sub {
    color: var(--text);
  }
  .seat.nominee {
    border-color: var(--info);
  }
  .seat.nominee .sub {
    color: var(--info);
  }
  .seat.voted {
    border-color: var(--ok);
  }
  /* The victim's seat changes once the big card has turned, never before it. */
  .seat.victim {
    opacity: 1;
    animation: victim 500ms ease ${DAWN.flipMs}ms both;
  }
  .seat.victim .sub {
    animation: late 400ms ease ${DAWN.flipMs}ms both;
  }
  .seat.out {
    border-color: var(--danger);
    background: #3d1620;
    opacity: 1;
  }
  .seat.chosen {
    animation: chosen 500ms ease ${LOT_SPIN_MS}ms both;
  }
  .seat.mark {
    border-color: var(--accent);
    opacity: 1;
  }
  .tick {
    position: absolute;
    right: -1.2vmin;
    top: -1.4vmin;
    width: 4.6vmin;
    height: 4.6vmin;
    border-radius: 50%;
    display: grid;
    place-items: center;
    background: var(--ok);
    color: #04210f;
    font-weight: 900;
    font-size: 3vmin;
  }
  .tally {
    position: absolute;
    right: -1.4vmin;
    top: -1.8vmin;
    min-width: 5.6vmin;
    height: 5.6vmin;
    padding: 0 1vmin;
    box-sizing: border-box;
    border-radius: 99vmin;
    display: grid;
    place-items: center;
    background: var(--accent);
    color: var(--accent-ink);
    font-weight: 900;
    font-size: 3.4vmin;
  }
  /* The count: every number stacked in one cell, each over the one before as its ballot lands. */
  .tally.counting {
    grid-template-areas: 'n';
    padding: 0;
  }
  .tally.counting > span {
    grid-area: n;
    align-self: stretch;
    justify-self: stretch;
    display: grid;
    place-items: center;
    padding: 0 1vmin;
    border-radius: 99vmin;
    background: var(--accent);
  }
  .tally.counting > span + span {
    animation: land 300ms ease both;
  }
  /* No vote yet: grey, so the eye finds the tallies that count. */
  .tally.zero,
  .tally.counting > span:first-child {
    background: var(--surface-2);
    color: var(--muted);
  }
  .warn {
    flex: none;
    display: flex;
    gap: 0.5vmin;
  }
  .warn i {
    display: block;
    width: 1.9vmin;
    height: 2.6vmin;
    border-radius: 0.4vmin;
    background: #ffd21f;
    box-shadow: 0 0.3vmin 0.8vmin rgba(0, 0, 0, 0.6);
    transform: rotate(-8deg);
  }
  /* A phone that stopped answering: said on the seat's free line, else a red dot on its number. */
  .away {
    padding: 0.1vmin 1vmin;
    border-radius: 0.8vmin;
    background: var(--danger-bg);
    color: #ffdede;
    font-weight: 800;
  }
  .away-dot {
    position: absolute;
    left: 0.2vmin;
    top: 0.2vmin;
    width: 1.8vmin;
    height: 1.8vmin;
    border-radius: 50%;
    background: var(--danger);
    box-shadow: 0 0 0 0.3vmin #1b2443;
  }
  .flyer {
    position: absolute;
    width: 4.2vmin;
    height: 4.2vmin;
    margin: -2.1vmin 0 0 -2.1vmin;
    border-radius: 50%;
    display: grid;
    place-items: center;
    color: #10131c;
    font-weight: 900;
    font-size: 2.4vmin;
    box-shadow: 0 0.4vmin 1.4vmin rgba(0, 0, 0, 0.6);
    z-index: 3;
    opacity: 0;
    /* Its length and moment are the count's (staging.ts), set on each mark. */
    animation: fly 500ms cubic-bezier(0.5, 0, 0.3, 1) both;
  }
  /* Unseen until it takes off, so the seats wait with nothing in hand. */
  @keyframes fly {
    0% { left: var(--from-x); top: var(--from-y); opacity: 0; transform: scale(0.6); }
    12% { opacity: 1; transform: scale(1.1); }
    85% { opacity: 1; transform: scale(1.15); }
    100% { left: var(--to-x); top: var(--to-y); opacity: 0; transform: scale(0.6); }
  }
  @keyframes land {
    from { opacity: 0; transform: scale(1.6); }
    to { opacity: 1; transform: scale(1); }
  }
  @keyframes victim {
    to { border-color: var(--danger); box-shadow: 0 0 3vmin rgba(255, 90, 90, 0.45); }
  }
  @keyframes late {
    from { opacity: 0; }
    to { opacity: 1; }
  }
  @keyframes chosen {
    from { box-shadow: none; }
    to { border-color: var(--accent); box-shadow: 0 0 4vmin rgba(255, 207, 90, 0.6); }
  }
  @media (prefers-reduced-motion: reduce) {
    .flyer, .tally, .tally > span, .seat.chosen, .seat.victim, .seat.victim .sub {
      animation-duration: 1ms !important;
      animation-delay: 0ms !important;
    }
  }
`;
