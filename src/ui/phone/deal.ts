/**
 * Before night 1: look at your card. The same screen for every role; holding
 * the card tells the TV. It also says how the night works, once, before it
 * starts: everyone holds the phone and marks someone at every step.
 */
import { html, type TemplateResult } from 'lit';
import type { GameCtx } from './parts';

export function dealScreen(ctx: GameCtx, seen: boolean): TemplateResult {
  return html`<main class="bottom">
    <h1>${ctx.t('dealTitle')}</h1>
    <p class="panel" data-testid="deal">${ctx.t(seen ? 'dealSeen' : 'dealHint')}</p>
    <p class="instruction">${ctx.t('dealNight')}</p>
    <p class="arrow-down" aria-hidden="true">↓</p>
  </main>`;
}
