/**
 * A screen element's styles. A module of its own so they come with the play's
 * lazy chunk, not the join screen's first one (styles.ts is in that).
 */
import { css } from 'lit';
import { base, overStyles } from './styles';

/**
 * A screen element's own: the shared blocks, and a host that lays out no box
 * of its own (`display: contents`), so its `main` and foot sit in the app's
 * column exactly as they did when the app rendered them itself.
 */
export const screenStyles = [
  base,
  overStyles,
  css`
    :host {
      display: contents;
    }
  `,
];
