/**
 * The ghosts' game on an eliminated player's phone (engine/ghosts.ts):
 * by day, under "You are out", a grid of the other seats to mark those the
 * ghost believes are black. Each change sends the whole list to the TV, which
 * answers nothing and shows nothing until the game over, when it scores every
 * ghost. Not offered at night (the ghost's phone does what every phone does
 * then: night.ts), nor when the dead see every card (nothing to guess).
 * Shown by `<phone-out>` (out.ts), with these styles.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { GameCtx } from './parts';

/** Whether this phone offers the marks now: a ghost, by day, not seeing every card. */
export function offersMarks(game: GameCtx): boolean {
  const { view } = game;
  return !view.alive && view.reveal === null && view.phase.name !== 'night' && view.phase.name !== 'gameOver';
}

export function ghostMarks(game: GameCtx, marked: readonly number[], toggle: (seat: number) => void): TemplateResult | typeof nothing {
  if (!offersMarks(game)) return nothing;
  const others = game.view.seats.filter((s) => s.seat !== game.view.seat);
  return html`<section class="ghost" data-testid="ghost-marks">
    <h2>${game.t('ghostTitle')}</h2>
    <p class="muted">${game.t('ghostHint')}</p>
    <ul class="grid">
      ${others.map(
        (s) => html`<li>
          <button class="tile ${marked.includes(s.seat) ? 'black' : ''}" data-testid="ghost-${s.seat}" aria-pressed=${marked.includes(s.seat) ? 'true' : 'false'} @click=${() => toggle(s.seat)}>
            <span class="n">${s.seat}</span>
            <span class="nm">${s.name}</span>
          </button>
        </li>`,
      )}
    </ul>
    <p class="status" role="status" data-testid="ghost-count">${game.t('ghostMarked', { n: marked.length })}</p>
  </section>`;
}

export const ghostStyles = css`
  section.ghost {
    display: flex;
    flex-direction: column;
    gap: 8px;
    width: 100%;
  }
  /* A seat marked black: black, as the cards are. */
  .tile.black {
    background: #000;
    color: #fff;
    border-color: #8d95b0;
  }
`;
