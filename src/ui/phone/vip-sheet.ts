/**
 * `<phone-vip-sheet>`: the VIP's controls during the game, laid over the
 * screen: what a table lets one player do for everyone — pause or resume,
 * and 30 s more (H5). Skips, warnings and ending the game are the TV's alone.
 *
 * Properties: `uiLang`, `paused` (the phase's), `night` (the app's palette
 * attribute, passed down). Events: `phone-vip` for each control,
 * `phone-sheet-close` for Close, a tap beside the sheet or Escape.
 */
import { html, LitElement, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import { askClose, askVip } from './events';
import { screenStyles } from './screen-styles';
import { t } from './strings';

@customElement('phone-vip-sheet')
export class PhoneVipSheet extends LitElement {
  static override styles = screenStyles;

  @property({ type: Boolean, reflect: true }) night = false;
  @property({ attribute: false }) uiLang: Lang = 'ru';
  @property({ type: Boolean }) paused = false;

  private readonly close = (): void => askClose(this);

  override render(): TemplateResult {
    const { paused } = this;
    const tr = t.bind(null, this.uiLang);
    return html`<div class="sheet" @click=${(e: Event) => e.target === e.currentTarget && this.close()} @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && this.close()}>
      <div role="dialog" aria-modal="true" aria-labelledby="sheet-title">
        <h2 id="sheet-title">${tr('vipMenu')}</h2>
        <div class="row2">
          <button class="btn" data-testid=${paused ? 'vip-resume' : 'vip-pause'} @click=${() => askVip(this, { type: paused ? 'resume' : 'pause' })}>
            ${tr(paused ? 'vipResume' : 'vipPause')}
          </button>
          <button class="btn" data-testid="vip-extend" @click=${() => askVip(this, { type: 'extend', seconds: 30 })}>${tr('vipExtend')}</button>
        </div>
        <button class="btn" @click=${this.close}>${tr('close')}</button>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-vip-sheet': PhoneVipSheet;
  }
}
