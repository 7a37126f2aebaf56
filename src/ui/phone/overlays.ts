/** Things laid over a screen: the private check result, the VIP's host controls, error texts. */
import { html, type TemplateResult } from 'lit';
import type { CheckResult } from '../../engine/types';
import type { VipAction } from '../../phone/snapshot';
import { checkAnswer, checkIsUp, thumb, type GameCtx } from './parts';
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

/**
 * The Sheriff's / Commissar's / Don's answer, as the seed's silent sign
 * (seed 003: black — thumb down, red — thumb up). Shown a few seconds in the
 * night palette, then kept in the card's history. A tap hides it sooner.
 */
export function checkFlash(ctx: GameCtx, check: CheckResult, dismiss: () => void): TemplateResult {
  const up = checkIsUp(check);
  return html`<div class="flash" role="alert" data-testid="check-result" @click=${dismiss}>
    <strong>${ctx.t('checkTitle', { who: ctx.who(check.target) })}</strong>
    ${thumb(up)}
    <strong style="font-size:1.6rem">${checkAnswer(ctx, ctx.preset, check)}</strong>
  </div>`;
}

export interface SheetHandlers {
  host(action: VipAction): void;
  close(): void;
}

/**
 * The VIP's controls during the game: what a table lets one player do for
 * everyone — pause or resume, and 30 s more (issue 10). Skips, warnings and
 * ending the game are the TV's alone.
 */
export function hostSheet(ctx: GameCtx, on: SheetHandlers): TemplateResult {
  const paused = ctx.view.phase.paused;
  return html`<div class="sheet" @click=${(e: Event) => e.target === e.currentTarget && on.close()}>
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
