/** The notes' look (notes-sheet.ts): the buttons that open them, and their sheets. */
import { css } from 'lit';

/** The app's own: the header's notes button, and the kept notes' button between games. */
export const notesBarStyles = css`
  .small.icon {
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 44px;
    padding: 0;
  }
  .notes-icon {
    width: 26px;
    height: 26px;
    fill: currentColor;
  }
  .kept-open {
    margin-top: 12px;
  }
`;

/** The notes' sheets. */
export const notesStyles = css`
  ul.notes {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  ul.notes li {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  ul.notes li.gone .name {
    color: var(--muted);
    text-decoration: line-through;
  }
  .note-head {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .note-head .name {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  /* A row of its own in the sheet's column (which would shrink it), the box beside its words. */
  label.keep {
    flex: none;
    flex-direction: row;
    align-items: center;
    gap: 12px;
    min-height: 44px;
    margin: 12px 0;
    font-weight: 400;
  }
  label.keep input {
    flex: none;
    width: 24px;
    height: 24px;
    min-height: 0;
    padding: 0;
    margin: 0;
    accent-color: var(--accent);
  }
  .kept-game {
    flex: none;
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 10px 0;
    border-top: 1px solid var(--line);
  }
  ul.kept-notes {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  ul.kept-notes li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  ul.kept-notes .text {
    flex-basis: 100%;
    /* Under its seat's name, not under the number: it reads as that seat's. */
    padding-left: 52px;
    color: var(--muted);
    overflow-wrap: anywhere;
  }
  ul.notes input {
    min-height: 44px;
    padding: 8px 12px;
  }
  .mark-pick {
    flex: none;
    width: 44px;
    height: 44px;
    border-radius: 22px;
    border: 2px solid var(--line);
    background: var(--surface);
    font-weight: 800;
    font-size: 1.1rem;
  }
  .mark-pick[aria-pressed='true'] {
    border-color: var(--text);
    background: var(--mark);
    color: #0b0f1e;
  }
`;
