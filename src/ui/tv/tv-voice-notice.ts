/**
 * `<tv-voice-notice>`: tells the host, on home and lobby, when the narrator
 * cannot use the browser's own voice — in plain words, with what to do.
 * Renders nothing when a local browser voice speaks.
 *
 * @property locale  Lang
 * @property status  VoiceStatus — from the Narrator
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { VoiceStatus } from '../../narrator/narrator';
import { tvTokens } from './styles';
import { tv, type VoiceKey } from './voice-strings';

/** What the notice says for a status, or null when there is nothing to say. */
export function voiceNotice(status: VoiceStatus): { say: VoiceKey; fix: VoiceKey } | null {
  if (status.kind === 'browser') return status.needsInternet ? { say: 'notice.needsInternet', fix: 'notice.fixInternet' } : null;
  if (status.kind === 'none') return { say: 'notice.builtinFailed', fix: 'notice.fixSound' };
  // The host chose the built-in voice: nothing to report.
  if (!status.problem) return null;
  const say: VoiceKey = status.problem === 'noSpeechApi' ? 'notice.noSpeechApi' : status.problem === 'voiceFailed' ? 'notice.voiceFailed' : 'notice.noVoiceForLang';
  return { say, fix: status.kind === 'loading' ? 'notice.loading' : 'notice.fixVoice' };
}

@customElement('tv-voice-notice')
export class TvVoiceNotice extends LitElement {
  static override styles = [
    tvTokens,
    css`
      :host {
        display: block;
        margin: 0 3vmin 2vmin;
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

  override render() {
    const notice = this.status ? voiceNotice(this.status) : null;
    if (!notice || !this.status) return nothing;
    return html`<p role="status" data-testid="voice-notice" data-voice=${this.status.kind}>
      <strong>${tv(this.locale, notice.say, { name: this.status.name ?? '' })}</strong>
      ${tv(this.locale, notice.fix)}
    </p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-voice-notice': TvVoiceNotice;
  }
}
