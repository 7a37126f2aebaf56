/**
 * `<tv-app>`: the TV's whole screen. It renders the host session's snapshot,
 * calls its controls, and runs the narration and sound effects the host hands
 * it. It shows only `HostSnapshot` and `PublicView`: nothing secret.
 *
 * @property snapshot        HostSnapshot — the room, the seats and the game's public view
 * @property controls        HostControls — every host action goes through these
 * @property localSignaling  boolean — offer "this computer" as signaling server (served by `npm start`)
 * @property page            'home' | 'settings' | 'lobby' | 'setup' — the TV's own page while no game runs
 * @property updateOffer     UpdateOffer | null — a new app version waits; offered on home and lobby only
 * @property soundGate       boolean — show the "start sound" button until a gesture unlocks audio (default true)
 * @method   playEffects(effects, view) — narrate, play sounds and music for one engine step
 * @fires tv-new-game        (bubbles, composed) the host chose "New game"; the lobby shows next
 * @fires tv-signaling-change (bubbles, composed) detail: SignalingChoice — reopen the room with it
 * @fires tv-settings-change (bubbles, composed) detail: TvSettings — any TV setting changed (already saved)
 * @fires tv-narrated       (bubbles, composed) detail: { seq } — a step's lines have been said (or dropped);
 *                          the host starts that step's clock (HostSession.narrated)
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Effect, PublicView } from '../../engine/types';
import type { HostControls, HostSnapshot } from '../../host/snapshot';
import type { UpdateOffer } from '../../pwa';
import { Narrator, type NarrationRequest, type VoiceStatus } from '../../narrator/narrator';
import { SoundBoard } from '../../audio/sound-board';
import { ARROWS, arrowsForText, deepActiveElement, ensureFocus, focusFirst, moveFocus } from './focus-nav';
import { loadSettings, saveSettings, type TvSettings } from './settings';
import { t } from './strings';
import { tvControls, tvLayout, tvTokens } from './styles';
import { appStyles } from './tv-app.styles';
import { ScreenWakeLock } from './wake-lock';
import { remainingOf } from './tv-countdown';
import { renderGameScreen } from './game-screen';
import './tv-night';
import './tv-home';
import './tv-settings';
import './tv-lobby';
import './tv-setup';
import './tv-status';
import './tv-host-bar';
import './tv-pause';
import './tv-voice-notice';

export type TvPage = 'home' | 'settings' | 'lobby' | 'setup';

/** Phases whose last ten seconds tick aloud. */
const TICKING = new Set(['speech', 'justification', 'lastWord', 'discussion', 'vote', 'eliminateAll']);
const BACK_KEYS = new Set(['Escape', 'GoBack', 'BrowserBack', 'Back']);

const noControls: HostControls = {
  updateSetup: () => undefined,
  removePlayer: () => undefined,
  moveSeat: () => undefined,
  fillWithBots: () => undefined,
  startGame: () => undefined,
  host: () => undefined,
  playAgain: () => undefined,
  closeGame: () => undefined,
};

@customElement('tv-app')
export class TvApp extends LitElement {
  static override styles = [tvTokens, tvControls, tvLayout, appStyles];

  @property({ attribute: false }) snapshot: HostSnapshot | null = null;
  @property({ attribute: false }) controls: HostControls = noControls;
  @property({ type: Boolean }) localSignaling = false;
  @property() page: TvPage = 'home';
  /** Show the "start sound" button until a gesture unlocks audio. */
  @property({ type: Boolean }) soundGate = true;
  @property({ attribute: false }) updateOffer: UpdateOffer | null = null;
  @state() private settings: TvSettings = loadSettings();
  @state() private caption = '';
  @state() private soundReady = false;
  @state() private voiceStatus: VoiceStatus | null = null;

  private readonly board = new SoundBoard();
  private readonly narrator = new Narrator({
    caption: (text) => {
      this.caption = text;
    },
    chime: () => this.board.play('chime'),
    speaking: (on) => this.board.duck(on),
    narrated: (seq) => this.dispatchEvent(new CustomEvent('tv-narrated', { detail: { seq }, bubbles: true, composed: true })),
    status: (status) => {
      this.voiceStatus = status;
    },
  });
  private readonly wakeLock = new ScreenWakeLock();
  private returnPage: TvPage = 'home';
  private tickTimer: number | undefined;
  private lastTick = { seq: -1, second: -1 };

  private readonly onKey = (event: KeyboardEvent): void => this.handleKey(event);
  private readonly onGesture = (): void => {
    void this.unlockSound();
  };

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('keydown', this.onKey);
    window.addEventListener('pointerdown', this.onGesture, true);
    window.addEventListener('keydown', this.onGesture, true);
    this.wakeLock.connect();
    this.applySettings();
    this.tickTimer = window.setInterval(() => this.tick(), 250);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('keydown', this.onKey);
    window.removeEventListener('pointerdown', this.onGesture, true);
    window.removeEventListener('keydown', this.onGesture, true);
    window.clearInterval(this.tickTimer);
    this.wakeLock.disconnect();
    this.narrator.stop();
  }

  /**
   * Runs one engine step's effects: its lines as one narration batch keyed by
   * the phase's seq (a newer seq cuts the old; pause and game over cut all),
   * sounds, the night music. `silent` shows the captions only (the fixture preview).
   */
  playEffects(effects: Effect[], view: PublicView, options: { silent?: boolean } = {}): void {
    const nameOf = (seat: number) => view.seats.find((s) => s.seat === seat)?.name;
    const lines: NarrationRequest[] = effects.flatMap((e) => (e.type === 'narrate' ? [{ key: e.line, params: e.params }] : []));
    const { paused, name, seq } = view.phase;
    this.narrator.play(seq, lines, { preset: view.preset, nameOf }, { cut: paused || name === 'gameOver', silent: paused || options.silent });
    for (const effect of effects) {
      if (effect.type === 'narrate' || options.silent) continue;
      else if (effect.type === 'sound') this.board.play(effect.name);
      else if (effect.type === 'music') this.board.setMusic(effect.play);
      // vibrateAll is for the phones.
    }
  }

  private get game(): PublicView | null {
    return this.snapshot?.game ?? null;
  }

  private async unlockSound(): Promise<void> {
    if (this.soundReady) return;
    this.soundReady = true;
    this.narrator.unlock();
    await this.board.unlock();
  }

  private applySettings(): void {
    const s = this.settings;
    this.board.setVolumes({ master: s.master, music: s.music, muted: s.muted });
    this.narrator.configure({ lang: s.lang, voice: s.voice, volume: s.master * s.voiceVolume, rate: s.rate, muted: s.muted });
    document.documentElement.lang = s.lang;
  }

  private onSettings(event: CustomEvent<TvSettings>): void {
    this.settings = event.detail;
    saveSettings(this.settings);
    this.applySettings();
  }

  private navigate(page: TvPage): void {
    if (page === 'settings' && this.page !== 'settings') this.returnPage = this.page;
    this.page = page;
  }

  /** The tick of a speech's last ten seconds, heard once per second. */
  private tick(): void {
    const phase = this.game?.phase;
    const running = !!phase && phase.name !== 'gameOver';
    this.wakeLock.set(running);
    if (!phase || phase.paused || !TICKING.has(phase.name)) return;
    const left = remainingOf(phase);
    if (left === null) return;
    const second = Math.ceil(left / 1000);
    if (second >= 1 && second <= 10 && (second !== this.lastTick.second || phase.seq !== this.lastTick.seq)) {
      this.board.play('tick');
    }
    this.lastTick = { seq: phase.seq, second };
  }

  private handleKey(event: KeyboardEvent): void {
    const root = this.shadowRoot;
    if (!root || event.defaultPrevented) return;
    const direction = ARROWS[event.key];
    if (direction) {
      if (arrowsForText(deepActiveElement(), direction)) return;
      if (moveFocus(root, direction)) event.preventDefault();
      return;
    }
    const active = deepActiveElement();
    const typing = active instanceof HTMLInputElement && active.type === 'text';
    if (BACK_KEYS.has(event.key) || (event.key === 'Backspace' && !typing)) {
      event.preventDefault();
      this.back();
    }
  }

  /** Escape / Back: close the open dialog, else go one page up, else reach the host controls. */
  private back(): void {
    const bar = this.shadowRoot?.querySelector('tv-host-bar');
    if (bar?.closeDialog()) return;
    if (this.page === 'settings') this.page = this.returnPage;
    else if (this.game) bar?.focusFirst();
    else if (this.page === 'setup') this.page = 'lobby';
    else if (this.page === 'lobby') this.page = 'home';
  }

  override updated(): void {
    // A screen change can remove the focused control; a remote needs focus somewhere.
    requestAnimationFrame(() => {
      if (this.shadowRoot) ensureFocus(this.shadowRoot);
    });
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('page') && this.shadowRoot) {
      requestAnimationFrame(() => this.shadowRoot && focusFirst(this.shadowRoot));
    }
  }

  private renderPage() {
    const lang = this.settings.lang;
    const snapshot = this.snapshot;
    const game = this.game;
    if (this.page === 'settings') {
      return html`<tv-settings
        .settings=${this.settings}
        .localSignaling=${this.localSignaling}
        .signaling=${snapshot?.signaling ?? 'offline'}
        .narrator=${this.narrator}
        .voiceStatus=${this.voiceStatus}
        @tv-settings-change=${this.onSettings}
        @tv-close=${() => this.back()}
      ></tv-settings>`;
    }
    if (game && snapshot) return renderGameScreen(lang, snapshot, game, this.controls);
    if (this.page === 'lobby' && snapshot) {
      return html`<tv-lobby .locale=${lang} .snapshot=${snapshot} .controls=${this.controls} @tv-navigate=${(e: CustomEvent<TvPage>) => this.navigate(e.detail)}></tv-lobby>`;
    }
    if (this.page === 'setup' && snapshot) {
      return html`<tv-setup .locale=${lang} .setup=${snapshot.setup} .controls=${this.controls} @tv-navigate=${(e: CustomEvent<TvPage>) => this.navigate(e.detail)}></tv-setup>`;
    }
    return html`<tv-home
      .locale=${lang}
      @tv-new-game=${() => this.navigate('lobby')}
      @tv-navigate=${(e: CustomEvent<TvPage>) => this.navigate(e.detail)}
    ></tv-home>`;
  }

  override render() {
    const lang = this.settings.lang;
    const game = this.game;
    const inGame = !!game && this.page !== 'settings';
    const paused = inGame && game.phase.paused;
    const scene = inGame ? game.phase.name : '';
    return html`
      ${scene === 'night' ? html`<tv-night-sky class="scene"></tv-night-sky>` : nothing}
      ${scene === 'morning' ? html`<div class="scene morning" aria-hidden="true"><div class="sun"></div></div>` : nothing}
      <div class="frame" ?inert=${paused}>
        <header>
          <span class="brand">${t(lang, 'app.title')}</span>
          ${this.updateOffer?.available && !game && (this.page === 'home' || this.page === 'lobby')
            ? html`<button data-testid="update" @click=${() => void this.updateOffer?.apply()}>${t(lang, 'app.update')}</button>`
            : nothing}
          ${this.soundGate && !this.soundReady
            ? html`<button class="gate" @click=${() => this.unlockSound()}>${t(lang, 'sound.gate')}</button>`
            : nothing}
          <tv-status .locale=${lang} .snapshot=${this.snapshot}></tv-status>
        </header>
        <main>${this.renderPage()}</main>
        ${inGame && this.caption
          ? html`<div class="caption" data-testid="caption" aria-live="polite"><span class="who">${t(lang, 'caption.label')}</span>${this.caption}</div>`
          : !game && (this.page === 'home' || this.page === 'lobby')
            ? html`<tv-voice-notice .locale=${lang} .status=${this.voiceStatus}></tv-voice-notice>`
            : html`<div></div>`}
        ${inGame
          ? html`<tv-host-bar
              .locale=${lang}
              .game=${game}
              .controls=${this.controls}
              @tv-navigate=${(e: CustomEvent<TvPage>) => this.navigate(e.detail)}
            ></tv-host-bar>`
          : html`<div></div>`}
      </div>
      ${paused ? html`<tv-pause .locale=${lang} .phase=${game.phase} .controls=${this.controls}></tv-pause>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-app': TvApp;
  }
}
