/**
 * `<tv-settings>`: the TV's own settings — language, the narrator's voice,
 * volumes and mute, and the signaling server.
 *
 * @property settings        TvSettings (the page edits a copy and reports it)
 * @property localSignaling  offer "this computer" (the app was served by `npm start`)
 * @property signaling       the server's current SignalingStatus, shown beside the choice
 * @property narrator        the Narrator, to list voices and test one
 * @property voiceStatus     VoiceStatus | null — which voice speaks now
 * @fires tv-settings-change  (bubbles, composed) detail: TvSettings
 * @fires tv-signaling-change (bubbles, composed) detail: SignalingChoice — when "Reconnect" is pressed
 * @fires tv-close            Back
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { SignalingStatus } from '../../host/snapshot';
import { BUILTIN_VOICE, type Narrator, type VoiceStatus } from '../../narrator/narrator';
import { customServerProblem, RATE_MAX, RATE_MIN, type SignalingChoice, type TvSettings } from './settings';
import { languageName, t, type TvKey } from './strings';
import { tvControls, tvLayout, tvTokens } from './styles';
import { choices, formStyles, stepper, toggle } from './form-parts';
import './tv-voice-notice';

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
        grid-template-columns: 1fr 1.1fr 1fr;
        grid-template-rows: auto 1fr;
        gap: 2vmin 4vmin;
        padding: 0 5vmin 3vmin;
        box-sizing: border-box;
      }
      h2 {
        grid-column: 1 / -1;
      }
      .about {
        margin: 0;
        font-size: var(--text-s);
      }
      .about a {
        color: var(--info);
      }
      .panel {
        display: grid;
        gap: 1.6vmin;
        align-content: start;
      }
      .voices {
        display: grid;
        gap: 1vmin;
        max-height: 52vmin;
        overflow-y: auto;
        padding: 0.6vmin;
      }
      .voices .group {
        display: flex;
        flex-wrap: wrap;
        gap: 1vmin;
        align-items: center;
      }
      .voices .group-name {
        flex-basis: 100%;
        font-size: var(--text-s);
        color: var(--muted);
      }
      .voices button {
        font-size: var(--text-s);
        min-height: 5.5vmin;
      }
      .voices .muted {
        font-size: var(--text-s);
      }
      .voices .tag {
        font-weight: 400;
        color: var(--info);
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
  @property({ attribute: false }) voiceStatus: VoiceStatus | null = null;
  @state() private server: SignalingChoice = { kind: 'cloud' };
  @state() private applied = false;
  @state() private voiceCount = 0;

  private readonly onVoices = (): void => {
    this.voiceCount = window.speechSynthesis?.getVoices().length ?? 0;
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

  /**
   * The voice picker: "best available", the built-in voice, then the
   * browser's voices grouped by language tag, the exact language and local
   * voices first, variants counted rather than listed — a remote's arrows
   * reach every choice in a few presses.
   */
  private renderVoice() {
    const lang = this.settings.lang;
    const groups = this.narrator?.voiceGroups() ?? [];
    const chosen = this.settings.voice;
    const option = (value: string, label: string, note?: string) =>
      html`<button data-testid="voice-option" data-voice=${value} aria-pressed=${chosen === value ? 'true' : 'false'} @click=${() => this.report({ voice: value })}>
        ${label}${note ? html` <span class="tag">· ${note}</span>` : nothing}
      </button>`;
    const status = this.voiceStatus;
    const now = !status || status.kind === 'loading' ? t(lang, 'voice.nowLoading')
      : status.kind === 'browser' ? t(lang, 'voice.now', { name: status.name ?? '' })
      : status.kind === 'builtin' ? t(lang, 'voice.nowBuiltin') : t(lang, 'voice.nowNone');
    return html`
      <span class="label" id="voice-label">${t(lang, 'settings.voice')}</span>
      <span class="muted" data-testid="voice-now">${now}</span>
      <tv-voice-notice .locale=${lang} .status=${status}></tv-voice-notice>
      <div class="voices" role="group" aria-labelledby="voice-label">
        <div class="group">${option('', t(lang, 'voice.auto'))} ${option(BUILTIN_VOICE, t(lang, 'voice.builtin'))}</div>
        ${groups.map(
          (group) => html`<div class="group">
            <span class="group-name">${languageName(lang, group.tag)} · ${group.tag}${group.needsInternet ? ` · ${t(lang, 'voice.needsInternet')}` : ''}</span>
            ${group.voices.map((v) => option(v.voiceURI, v.name, v.localService ? undefined : t(lang, 'voice.needsInternet')))}
            ${group.variants ? html`<span class="muted">${t(lang, 'voice.variants', { n: group.variants })}</span>` : nothing}
          </div>`,
        )}
        ${groups.length === 0 && this.voiceCount >= 0 ? html`<p class="note">${t(lang, 'voice.none')}</p>` : nothing}
      </div>
      <button data-testid="test-voice" @click=${() => this.narrator?.test(t(lang, 'voice.testLine'))}>${t(lang, 'voice.test')}</button>
    `;
  }

  private rate() {
    const lang = this.settings.lang;
    const tenths = Math.round(this.settings.rate * 10);
    return stepper({
      id: 'rate', label: t(lang, 'voice.rate'), value: t(lang, 'settings.percent', { n: tenths * 10 }),
      lessLabel: t(lang, 'settings.less'), moreLabel: t(lang, 'settings.more'),
      canLess: tenths > RATE_MIN * 10, canMore: tenths < RATE_MAX * 10,
      onLess: () => this.report({ rate: Math.max(RATE_MIN * 10, tenths - 1) / 10 }),
      onMore: () => this.report({ rate: Math.min(RATE_MAX * 10, tenths + 1) / 10 }),
    });
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
        ${this.volume('master', 'settings.master', s.master, (master) => this.report({ master }))}
        ${this.volume('music', 'settings.music', s.music, (music) => this.report({ music }))}
        ${this.volume('voiceVolume', 'settings.voiceVolume', s.voiceVolume, (voiceVolume) => this.report({ voiceVolume }))}
        ${this.rate()}
        ${toggle('mute', t(lang, 'settings.mute'), s.muted, { on: t(lang, 'setup.on'), off: t(lang, 'setup.off') }, (muted) => this.report({ muted }))}
        <button class="back" data-autofocus @click=${() => this.dispatchEvent(new CustomEvent('tv-close'))}>${t(lang, 'app.back')}</button>
        <p class="muted about">${t(lang, 'settings.about')}
          <!-- Written by the build (scripts/licence-notice.mjs); relative, so it works from a sub-path too. -->
          <a href="./third-party-licences.txt" data-testid="licences">${t(lang, 'settings.licences')}</a></p>
      </section>
      <section class="panel">${this.renderVoice()}</section>
      ${this.renderServer()}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-settings': TvSettingsPage;
  }
}
