/** Things laid over a screen: the private check result, the VIP's host controls, error texts. */
import { html, nothing, type TemplateResult } from 'lit';
import type { CheckResult, HostAction } from '../../engine/types';
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
  host(action: HostAction): void;
  pickWarn(seat: number): void;
  close(): void;
}

/** The VIP's controls during the game: pause/resume, +30 s, skip, a warning for one seat. */
export function hostSheet(ctx: GameCtx, warnSeat: number | null, on: SheetHandlers): TemplateResult {
  const paused = ctx.view.phase.paused;
  const alive = ctx.view.seats.filter((s) => s.alive);
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
      <button class="btn" data-testid="vip-skip" @click=${() => on.host({ type: 'skip' })}>${ctx.t('vipSkip')}</button>
      <p class="muted">${ctx.t('vipWarnPick')}</p>
      <div class="seats">
        ${alive.map(
          (s) => html`<button
            class="small"
            data-testid="vip-warn-${s.seat}"
            aria-pressed=${warnSeat === s.seat ? 'true' : 'false'}
            aria-label=${ctx.who(s.seat)}
            @click=${() => on.pickWarn(s.seat)}
          >
            ${s.seat}
          </button>`,
        )}
      </div>
      ${warnSeat !== null
        ? html`<button
            class="btn primary"
            data-testid="vip-warn"
            @click=${() => {
              on.host({ type: 'warn', seat: warnSeat });
              on.close();
            }}
          >
            ${ctx.t('vipWarn', { who: ctx.who(warnSeat) })}
          </button>`
        : nothing}
      <button class="btn" @click=${on.close}>${ctx.t('close')}</button>
    </div>
  </div>`;
}
