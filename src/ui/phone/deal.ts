/** Before night 1: look at your card. The same screen for every role; holding the card tells the TV. */
import { html, type TemplateResult } from 'lit';
import type { GameCtx } from './parts';

export function dealScreen(ctx: GameCtx, seen: boolean): TemplateResult {
  return html`<main class="middle">
    <h1>${ctx.t('dealTitle')}</h1>
    <p class="panel" data-testid="deal">${ctx.t(seen ? 'dealSeen' : 'dealHint')}</p>
  </main>`;
}
