/**
 * `<tv-settings>`: the TV's own settings — language, the narrator's voice,
 * volumes and mute, and the signaling server.
 *
 * @property settings        TvSettings (the page edits a copy and reports it)
 * @property localSignaling  offer "this computer" (the app was served by `npm start`)
 * @property signaling       the server's current SignalingStatus, shown beside the choice
 * @property narrator        the Narrator, to list voices and test one
 * @fires tv-settings-change  (bubbles, composed) detail: TvSettings
 * @fires tv-signaling-change (bubbles, composed) detail: SignalingChoice — when "Reconnect" is pressed
 * @fires tv-close            Back
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { SignalingStatus } from '../../host/snapshot';
import { voicesFor, type Narrator } from '../../narrator/narrator';
import { customServerProblem, type SignalingChoice, type TvSettings } from './settings';
import { t, type TvKey } from './strings';
import { tvControls, tvLayout, tvTokens } from './styles';
import { choices, formStyles, stepper, toggle } from './form-parts';

type CustomServer = Extract<SignalingChoice, { kind: 'custom' }>;
const BLANK_SERVER: CustomServer = { kind: 'custom', host: '', port: 443, path: '/', key: 'peerjs', secure: true };
const STATUS: Record<SignalingStatus, TvKey> = {
  connecting: 'status.connecting',
  online: 'status.online',
  reconnecting: 'status.reconnecting',
  offline: 'status.offline',
};

@customElement('tv-settings')
export class TvSettingsPage extends LitElement {
  static override styles = [
    tvTokens,
    tvControls,
    tvLayout,
    formStyles,
    css`
      :host {
        display: grid;
        grid-template-columns: 1fr 1fr;
        grid-template-rows: auto 1fr;
        gap: 2vmin 4vmin;
        padding: 0 5vmin 3vmin;
        box-sizing: border-box;
      }
      h2 {
        grid-column: 1 / -1;
      }
      .panel {
        display: grid;
        gap: 1.6vmin;
        align-content: start;
      }
      .voice {
        display: grid;
        grid-template-columns: auto 1fr auto;
        gap: 1vmin;
        align-items: center;
      }
      .voice output {
        text-align: center;
        font-weight: 700;
        font-size: var(--text-s);
      }
      label {
        display: grid;
        grid-template-columns: 12vmin 1fr;
        align-items: center;
        gap: 1.4vmin;
        font-size: var(--text-s);
        font-weight: 700;
      }
      .label {
        font-size: var(--text-s);
        font-weight: 700;
      }
      .note {
        font-size: var(--text-s);
        color: var(--accent);
      }
      .back {
        justify-self: start;
      }
    `,
  ];

  @property({ attribute: false }) settings!: TvSettings;
  @property({ type: Boolean }) localSignaling = false;
  @property() signaling: SignalingStatus = 'offline';
  @property({ attribute: false }) narrator: Narrator | null = null;
  @state() private server: SignalingChoice = { kind: 'cloud' };
  @state() private applied = false;
  @state() private voiceCount = 0;

  private readonly onVoices = (): void => {
    this.voiceCount = voicesFor(this.settings.lang).length;
  };

  override connectedCallback(): void {
    super.connectedCallback();
    this.server = this.settings.signaling ?? { kind: this.localSignaling ? 'local' : 'cloud' };
    window.speechSynthesis?.addEventListener?.('voiceschanged', this.onVoices);
    this.onVoices();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.speechSynthesis?.removeEventListener?.('voiceschanged', this.onVoices);
  }

  private report(patch: Partial<TvSettings>): void {
    const settings = { ...this.settings, ...patch };
    this.dispatchEvent(new CustomEvent('tv-settings-change', { detail: settings, bubbles: true, composed: true }));
  }

  private applyServer(): void {
    const server = this.server;
    this.report({ signaling: server });
    this.dispatchEvent(new CustomEvent('tv-signaling-change', { detail: server, bubbles: true, composed: true }));
    this.applied = true;
  }

  private editServer(patch: Partial<CustomServer>): void {
    const base = this.server.kind === 'custom' ? this.server : BLANK_SERVER;
    this.server = { ...base, ...patch };
    this.applied = false;
  }

  private renderVoice() {
    const lang = this.settings.lang;
    const voices = voicesFor(lang);
    const index = voices.findIndex((v) => v.voiceURI === this.settings.voice);
    const label = index >= 0 ? voices[index].name : t(lang, 'settings.voiceAuto');
    // Index -1 is "automatic"; the arrows cycle through it and every voice.
    const pick = (step: number) => {
      const next = ((index + 1 + step + voices.length + 1) % (voices.length + 1)) - 1;
      this.report({ voice: next < 0 ? '' : voices[next].voiceURI });
    };
    return html`
      <span class="label">${t(lang, 'settings.voice')}</span>
      ${voices.length === 0 && this.voiceCount === 0
        ? html`<p class="note">${t(lang, 'settings.noVoice')}</p>`
        : html`<div class="voice" role="group" aria-label=${t(lang, 'settings.voice')}>
            <button class="icon" aria-label=${t(lang, 'settings.prev')} @click=${() => pick(-1)}>‹</button>
            <output aria-live="polite">${label}</output>
            <button class="icon" aria-label=${t(lang, 'settings.next')} @click=${() => pick(1)}>›</button>
          </div>`}
      <button @click=${() => this.narrator?.speak(t(lang, 'settings.testLine'))}>${t(lang, 'settings.testVoice')}</button>
    `;
  }

  private volume(id: string, label: TvKey, value: number, apply: (v: number) => void) {
    const lang = this.settings.lang;
    const pct = Math.round(value * 100);
    return stepper({
      id, label: t(lang, label), value: t(lang, 'settings.percent', { n: pct }),
      lessLabel: t(lang, 'settings.less'), moreLabel: t(lang, 'settings.more'),
      canLess: pct > 0, canMore: pct < 100,
      onLess: () => apply(Math.max(0, pct - 10) / 100),
      onMore: () => apply(Math.min(100, pct + 10) / 100),
    });
  }

  private renderServer() {
    const lang = this.settings.lang;
    const server = this.server;
    const options = [
      { value: 'cloud' as const, label: t(lang, 'settings.cloud') },
      ...(this.localSignaling || server.kind === 'local' ? [{ value: 'local' as const, label: t(lang, 'settings.local') }] : []),
      { value: 'custom' as const, label: t(lang, 'settings.custom') },
    ];
    const pickKind = (kind: SignalingChoice['kind']) => {
      this.server = kind === 'custom' ? (server.kind === 'custom' ? server : BLANK_SERVER) : { kind };
      this.applied = false;
    };
    const invalid = server.kind === 'custom' && customServerProblem(server) !== null;
    const field = (key: 'host' | 'path' | 'key', label: TvKey) =>
      html`<label>${t(lang, label)}<input type="text" .value=${server.kind === 'custom' ? server[key] : ''} @input=${(e: Event) => this.editServer({ [key]: (e.target as HTMLInputElement).value })} /></label>`;
    return html`<section class="panel">
      ${choices('server', t(lang, 'settings.signaling'), options, server.kind, pickKind)}
      <span class="muted">${t(lang, 'settings.status', { status: t(lang, STATUS[this.signaling]) })}</span>
      ${server.kind === 'custom'
        ? html`${field('host', 'settings.host')}
            <label>${t(lang, 'settings.port')}<input type="text" inputmode="numeric" .value=${String(server.port)}
              @input=${(e: Event) => this.editServer({ port: Number((e.target as HTMLInputElement).value) || 443 })} /></label>
            ${field('path', 'settings.path')} ${field('key', 'settings.key')}
            ${toggle('secure', t(lang, 'settings.secure'), server.secure, { on: t(lang, 'setup.on'), off: t(lang, 'setup.off') }, (secure) => this.editServer({ secure }))}`
        : nothing}
      <button class="primary" data-testid="apply-server" ?disabled=${invalid} @click=${this.applyServer}>${t(lang, 'settings.apply')}</button>
      ${this.applied ? html`<span class="note" role="status">${t(lang, 'settings.applied')}</span>` : nothing}
    </section>`;
  }

  override render() {
    const s = this.settings;
    const lang = s.lang;
    return html`
      <h2>${t(lang, 'settings.title')}</h2>
      <section class="panel">
        ${choices('lang', t(lang, 'settings.language'), [
          { value: 'ru' as const, label: t(lang, 'settings.langRu') },
          { value: 'en' as const, label: t(lang, 'settings.langEn') },
        ], s.lang, (l) => this.report({ lang: l, voice: '' }))}
        ${this.renderVoice()}
        ${this.volume('master', 'settings.master', s.master, (master) => this.report({ master }))}
        ${this.volume('music', 'settings.music', s.music, (music) => this.report({ music }))}
        ${this.volume('voiceVolume', 'settings.voiceVolume', s.voiceVolume, (voiceVolume) => this.report({ voiceVolume }))}
        ${toggle('mute', t(lang, 'settings.mute'), s.muted, { on: t(lang, 'setup.on'), off: t(lang, 'setup.off') }, (muted) => this.report({ muted }))}
        <button class="back" data-autofocus @click=${() => this.dispatchEvent(new CustomEvent('tv-close'))}>${t(lang, 'app.back')}</button>
      </section>
      ${this.renderServer()}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-settings': TvSettingsPage;
  }
}
