/**
 * `<phone-deal>`: before night 1, look at your card. The same screen for
 * every role; holding the card tells the TV. It also says how the night
 * works, once, before it starts: everyone holds the phone and marks someone
 * at every step.
 *
 * Properties: `uiLang`, `seen` (the TV has this player's look). No events: the
 * card below (`<phone-role-card>`) tells the TV.
 */
import { html, LitElement, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import { t } from './strings';
import { screenStyles } from './screen-styles';

@customElement('phone-deal')
export class PhoneDeal extends LitElement {
  static override styles = screenStyles;

  @property({ attribute: false }) uiLang: Lang = 'ru';
  @property({ type: Boolean }) seen = false;

  override render(): TemplateResult {
    return html`<main class="bottom">
      <h1>${t(this.uiLang, 'dealTitle')}</h1>
      <p class="panel" data-testid="deal">${t(this.uiLang, this.seen ? 'dealSeen' : 'dealHint')}</p>
      <p class="instruction">${t(this.uiLang, 'dealNight')}</p>
      <p class="arrow-down" aria-hidden="true">↓</p>
    </main>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-deal': PhoneDeal;
  }
}
