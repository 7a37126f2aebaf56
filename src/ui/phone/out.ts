/**
 * `<phone-out>`: out of the game, a screen of the play (status.ts has those
 * before a seat; game-over.ts the end). By day a ghost also marks the seats
 * it believes are black (ghost.ts).
 *
 * Properties: `game` (plain data: its `act` unused), `marked` (the ghost's
 * marks), `night` (the app's palette attribute, passed down). Events:
 * `phone-ghost-mark` (a seat) for each tap on the ghosts' grid.
 */
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ExitCause } from '../../engine/types';
import type { GameCtx } from './ctx';
import { askGhostMark } from './events';
import { ghostMarks, ghostStyles } from './ghost';
import { screenStyles } from './screen-styles';
import type { PhoneKey } from './strings';

const EXITS: Record<ExitCause, PhoneKey> = {
  killed: 'outKilled',
  voted: 'outVoted',
  warnings: 'outWarnings',
  removed: 'outRemoved',
  putanaClient: 'outPutanaClient',
};

/**
 * Out of the game. At night every eliminated phone shows exactly this, the
 * same for every card and whether or not the dead see all (that shows only
 * while the card is held); by day it adds why and who is speaking.
 */
@customElement('phone-out')
export class PhoneOut extends LitElement {
  static override styles = [...screenStyles, ghostStyles];

  @property({ type: Boolean, reflect: true }) night = false;
  @property({ attribute: false }) game!: GameCtx;
  @property({ attribute: false }) marked: readonly number[] = [];

  override render(): TemplateResult {
    const { game } = this;
    const { view } = game;
    const me = view.seats.find((s) => s.seat === view.seat);
    const speaker = view.phase.speaker;
    const night = view.phase.name === 'night';
    return html`<main class="middle">
      <h1 data-testid="out">${game.t('outTitle')}</h1>
      ${!night && me?.exitCause ? html`<p>${game.t(EXITS[me.exitCause])}</p>` : nothing}
      <p class="muted">${game.t(night ? 'outNight' : 'outHint')}</p>
      ${speaker !== null && !night ? html`<p class="panel">${game.t('speaking', { who: game.who(speaker) })}</p>` : nothing}
      ${ghostMarks(game, this.marked, (seat) => askGhostMark(this, seat))}
    </main>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-out': PhoneOut;
  }
}
