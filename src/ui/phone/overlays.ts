/** Things laid over a screen: the VIP's host controls, and the words of error toasts. */
import { html, type TemplateResult } from 'lit';
import type { VipAction } from '../../protocol/vocabulary';
import type { GameCtx } from './ctx';
import type { PhoneKey } from './strings';

const ERRORS: Record<string, PhoneKey> = {
  notYourTurn: 'errNotYourTurn',
  late: 'errLate',
  alreadyVoted: 'errAlreadyVoted',
  invalidTarget: 'errInvalidTarget',
  paused: 'errPaused',
  offline: 'errOffline',
};

export function errorKey(code: string): PhoneKey {
  return ERRORS[code] ?? 'errOther';
}

export interface SheetHandlers {
  host(action: VipAction): void;
  close(): void;
}

/**
 * The VIP's controls during the game: what a table lets one player do for
 * everyone — pause or resume, and 30 s more (H5). Skips, warnings and
 * ending the game are the TV's alone.
 */
export function hostSheet(ctx: GameCtx, on: SheetHandlers): TemplateResult {
  const paused = ctx.view.phase.paused;
  return html`<div class="sheet" @click=${(e: Event) => e.target === e.currentTarget && on.close()} @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && on.close()}>
    <div role="dialog" aria-modal="true" aria-labelledby="sheet-title">
      <h2 id="sheet-title">${ctx.t('vipMenu')}</h2>
      <div class="row2">
        <button
          class="btn"
          data-testid=${paused ? 'vip-resume' : 'vip-pause'}
          @click=${() => on.host({ type: paused ? 'resume' : 'pause' })}
        >
          ${ctx.t(paused ? 'vipResume' : 'vipPause')}
        </button>
        <button class="btn" data-testid="vip-extend" @click=${() => on.host({ type: 'extend', seconds: 30 })}>${ctx.t('vipExtend')}</button>
      </div>
      <button class="btn" @click=${on.close}>${ctx.t('close')}</button>
    </div>
  </div>`;
}
