/**
 * `<tv-voice-notice>`: tells the host when the narrator cannot use the
 * browser's own voice — in plain words, with what to do. Two shapes: `compact`
 * is one line in the header of home and lobby that opens Settings (it takes
 * none of the page's room); the full one, on the Settings page, says why and
 * how to get a better voice. Renders nothing when a local browser voice speaks.
 *
 * @property locale   Lang
 * @property status   VoiceStatus — from the Narrator
 * @property compact  boolean — the header's one line
 * @fires tv-navigate  'settings', when the compact line is pressed
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { VoiceStatus } from '../../narrator/narrator';
import { pillStyles, tvTokens } from './styles';
import { t, type TvKey } from './strings';

/** What the notice says for a status, or null when there is nothing to say. */
export function voiceNotice(status: VoiceStatus): { say: TvKey; fix: TvKey; short: TvKey } | null {
  if (status.kind === 'browser') return status.needsInternet ? { say: 'notice.needsInternet', fix: 'notice.fixInternet', short: 'notice.short.needsInternet' } : null;
  if (status.kind === 'none') return { say: 'notice.builtinFailed', fix: 'notice.fixSound', short: 'notice.short.none' };
  // The host chose the built-in voice: nothing to report.
  if (!status.problem) return null;
  const say: TvKey = status.problem === 'noSpeechApi' ? 'notice.noSpeechApi' : status.problem === 'voiceFailed' ? 'notice.voiceFailed' : 'notice.noVoiceForLang';
  const loading = status.kind === 'loading';
  return { say, fix: loading ? 'notice.loading' : 'notice.fixVoice', short: loading ? 'notice.short.loading' : 'notice.short.builtin' };
}

@customElement('tv-voice-notice')
export class TvVoiceNotice extends LitElement {
  static override styles = [
    tvTokens,
    pillStyles,
    css`
      :host {
        display: block;
      }
      button.pill {
        border-color: var(--info);
        color: inherit;
        font-family: inherit;
        white-space: nowrap;
        cursor: pointer;
      }
      .dot {
        background: var(--info);
      }
      .more {
        font-weight: 600;
        color: var(--muted, inherit);
      }
      button:focus-visible {
        outline: 0.5vmin solid var(--focus, var(--accent));
        outline-offset: 0.3vmin;
      }
      p {
        margin: 0;
        padding: 1.2vmin 2.4vmin;
        border-radius: var(--radius);
        background: rgba(5, 8, 20, 0.85);
        border-left: 0.8vmin solid var(--info);
        font-size: var(--text-s);
      }
      strong {
        display: block;
        font-size: var(--text-m);
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) status: VoiceStatus | null = null;
  @property({ type: Boolean }) compact = false;

  override render() {
    const notice = this.status ? voiceNotice(this.status) : null;
    if (!notice || !this.status) return nothing;
    if (this.compact) {
      return html`<button class="pill" role="status" data-testid="voice-notice" data-voice=${this.status.kind} title=${t(this.locale, notice.say)}
        @click=${() => this.dispatchEvent(new CustomEvent('tv-navigate', { detail: 'settings', bubbles: true, composed: true }))}>
        <span class="dot" aria-hidden="true"></span>${t(this.locale, notice.short)}<span class="more">· ${t(this.locale, 'app.settings')} ›</span>
      </button>`;
    }
    return html`<p role="status" data-testid="voice-notice" data-voice=${this.status.kind}>
      <strong>${t(this.locale, notice.say, { name: this.status.name ?? '' })}</strong>
      ${t(this.locale, notice.fix)}
    </p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-voice-notice': TvVoiceNotice;
  }
}
