/**
 * `<unsupported-screen>`: what a phone or TV shows instead of the game when
 * its browser lacks what the game needs (browser-support.ts): which features,
 * what to do, and the page's link to copy into another browser. Nothing
 * connects behind it, and nothing retries: another browser is the way out.
 *
 * @property device   'phone' or 'tv': the title and the advice
 * @property missing  the features the browser lacks
 * @property language the reader's language
 * @property link     the page's address, to open elsewhere
 * @property inApp    the app whose built-in browser this is ('' unnamed), or null
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Device, Feature } from './browser-support';
import { translate, type Lang, type Params } from './i18n';
import { unsupportedStrings, type UnsupportedKey } from './unsupported-strings';

@customElement('unsupported-screen')
export class UnsupportedScreen extends LitElement {
  static override styles = css`
    :host {
      display: block;
      min-height: 100dvh;
      background: #0b0f1e;
      color: #f2f4ff;
      font: 17px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;
      color-scheme: dark;
    }
    :host([device='tv']) {
      font-size: clamp(18px, 1.7vw, 30px);
    }
    main {
      max-width: 36em;
      margin: 0 auto;
      padding: 24px 16px;
      display: flex;
      flex-direction: column;
      gap: 14px;
    }
    :host([device='tv']) main {
      padding: 6vh 4vw;
    }
    h1 {
      font-size: 1.5em;
      line-height: 1.2;
      margin: 0;
    }
    p,
    ul {
      margin: 0;
    }
    ul {
      padding-left: 1.2em;
      display: flex;
      flex-direction: column;
      gap: 6px;
    }
    .do {
      font-weight: 600;
      color: #ffc46b;
    }
    .muted {
      color: #a9b0cc;
    }
    label {
      color: #a9b0cc;
      font-size: 0.9em;
    }
    input {
      width: 100%;
      box-sizing: border-box;
      font: inherit;
      font-size: 0.9em;
      padding: 10px 12px;
      border-radius: 10px;
      border: 1px solid #2c3558;
      background: #161c33;
      color: inherit;
    }
    button {
      font: inherit;
      font-weight: 600;
      min-height: 52px;
      padding: 10px 18px;
      border-radius: 14px;
      border: 0;
      background: #ffc46b;
      color: #1a1204;
      cursor: pointer;
    }
    button:focus-visible,
    input:focus-visible {
      outline: 3px solid #f2f4ff;
      outline-offset: 2px;
    }
  `;

  @property({ reflect: true }) device: Device = 'phone';
  @property({ attribute: false }) missing: Feature[] = [];
  @property() language: Lang = 'en';
  @property() link = '';
  @property({ attribute: false }) inApp: string | null = null;
  @state() private copyState: 'idle' | 'copied' | 'failed' = 'idle';

  private t(key: UnsupportedKey, params?: Params): string {
    return translate(unsupportedStrings, this.language, key, params);
  }

  override render() {
    const phone = this.device === 'phone';
    const storageOnly = this.missing.every((feature) => feature === 'localstorage' || feature === 'indexeddb');
    return html`
      <main data-testid="unsupported" lang=${this.language}>
        <h1>${this.t(phone ? 'titlePhone' : 'titleTv')}</h1>
        <p>${this.t('lead')}</p>
        <ul>
          ${this.missing.map((feature) => html`<li data-testid="unsupported-feature" data-feature=${feature}>${this.t(feature)}</li>`)}
        </ul>
        ${phone && this.inApp !== null
          ? html`<p class="do" data-testid="unsupported-advice">${this.inApp ? this.t('inAppNamed', { app: this.inApp }) : this.t('inApp')}</p>`
          : html`<p class="do" data-testid="unsupported-advice">${this.t(phone ? 'doPhone' : 'doTv')}</p>`}
        ${storageOnly ? html`<p class="muted">${this.t('storageHint')}</p>` : nothing}
        <label for="link">${this.t('linkLabel')}</label>
        <input id="link" data-testid="unsupported-link" readonly .value=${this.link} @focus=${this.selectLink} />
        <button type="button" data-testid="unsupported-copy" @click=${this.copy}>
          ${this.copyState === 'copied' ? this.t('copied') : this.t('copy')}
        </button>
        ${this.copyState === 'failed' ? html`<p class="muted" role="status">${this.t('copyFailed')}</p>` : nothing}
      </main>
    `;
  }

  private selectLink(event: Event): void {
    (event.target as HTMLInputElement).select();
  }

  private async copy(): Promise<void> {
    const input = this.renderRoot.querySelector('input');
    try {
      // The async clipboard exists only in secure contexts; a plain-http LAN page falls back to the selection.
      if (navigator.clipboard?.writeText) await navigator.clipboard.writeText(this.link);
      else {
        input?.select();
        if (!document.execCommand('copy')) throw new Error('copy refused');
      }
      this.copyState = 'copied';
    } catch {
      input?.select();
      this.copyState = 'failed';
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'unsupported-screen': UnsupportedScreen;
  }
}
