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
 * @property quiet           boolean — no sound or speech at all, captions only (the fixture preview)
 * @property gameOverStart   'winner' | 'final' | step — where the game-over sequence starts (the preview)
 * @method   playEffects(effects, view) — narrate, play sounds and music for one engine step
 * @method   setLanguage(lang), clearCaption() — the fixture preview switches screens in place
 * @fires tv-new-game        (bubbles, composed) the host chose "New game"; the lobby shows next
 * @fires tv-signaling-change (bubbles, composed) detail: SignalingChoice — reopen the room with it
 * @fires tv-settings-change (bubbles, composed) detail: TvSettings — any TV setting changed (already saved)
 * @fires tv-narrated       (bubbles, composed) detail: { seq } — a step's lines have been said (or dropped);
 *                          the host starts that step's clock (HostSession.narrated)
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Effect, PublicView, SoundName } from '../../engine/types';
import type { HostControls, HostSnapshot } from '../../host/snapshot';
import type { UpdateOffer } from '../../pwa';
import { Narrator, type NarrationRequest, type VoiceStatus } from '../../narrator/narrator';
import { requestedPace } from '../../narrator/paced-voice';
import { systemClock } from '../../net/clock';
import { SoundBoard } from '../../audio/sound-board';
import { ARROWS, arrowsForText, deepActiveElement, ensureFocus, focusFirst, moveFocus, parkFocus } from './focus-nav';
import { loadSettings, saveSettings, type TvSettings } from './settings';
import { t } from './strings';
import { tvControls, tvLayout, tvTokens } from './styles';
import { appStyles } from './tv-app.styles';
import { ScreenWakeLock } from './wake-lock';
import { remainingOf } from '../shared/countdown';
import { gameTitle, renderGameScreen } from './game-screen';
import type { GameOverStage } from './tv-game-over';
import { tableVars } from './frame';
import './tv-table';
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
/** The host bar fades after this long without a key or a pointer move. */
const BAR_IDLE_MS = 5000;

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
  /** No sound and no speech at all: the screens' own cues and lines show as captions only (the fixture preview). */
  @property({ type: Boolean }) quiet = false;
  /** Where the game-over sequence starts (the fixture preview shows each stage). */
  @property({ attribute: false }) gameOverStart: GameOverStage = 'winner';
  @state() private settings: TvSettings = loadSettings();
  @state() private caption = '';
  @state() private soundReady = false;
  /** The host bar shows after any key or pointer move and fades after BAR_IDLE_MS without one. */
  @state() private barShown = true;
  /** Seats a screen points at on the table (the game-over walk-through). */
  @state() private highlight: Map<number, string> | null = null;
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
  }, systemClock, { pace: requestedPace() });
  private readonly wakeLock = new ScreenWakeLock();
  private returnPage: TvPage = 'home';
  /** Focus moves made by arrow keys: a page's default focus never overrides a newer one. */
  private keyMoves = 0;
  private tickTimer: number | undefined;
  private lastTick = { seq: -1, second: -1 };
  private barTimer: number | undefined;
  /** The pending once-a-frame focus check, and the game context it last settled. */
  private focusCheck = 0;
  private focusChecked: string | null = null;

  private readonly onKey = (event: KeyboardEvent): void => this.handleKey(event);
  private readonly onWake = (event: Event): void => this.wakeBar(event);
  private readonly onGesture = (): void => {
    void this.unlockSound();
  };

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('keydown', this.onKey);
    window.addEventListener('pointerdown', this.onGesture, true);
    window.addEventListener('keydown', this.onGesture, true);
    window.addEventListener('keydown', this.onWake, true);
    window.addEventListener('pointermove', this.onWake, true);
    window.addEventListener('pointerdown', this.onWake, true);
    this.wakeLock.connect();
    this.applySettings();
    this.tickTimer = window.setInterval(() => this.tick(), 250);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('keydown', this.onKey);
    window.removeEventListener('pointerdown', this.onGesture, true);
    window.removeEventListener('keydown', this.onGesture, true);
    window.removeEventListener('keydown', this.onWake, true);
    window.removeEventListener('pointermove', this.onWake, true);
    window.removeEventListener('pointerdown', this.onWake, true);
    window.clearInterval(this.tickTimer);
    window.clearTimeout(this.barTimer);
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

  /** A staged moment's own sound (the count's flying marks). */
  private onCue(event: CustomEvent<SoundName>): void {
    if (!this.quiet) this.board.play(event.detail);
  }

  /** A line a screen tells in its own words (the game-over walk-through): shown and read aloud. */
  private onNarrate(event: CustomEvent<string>): void {
    if (this.quiet) this.caption = event.detail;
    else this.narrator.tell(event.detail);
  }

  /** Shows the TV in this language now (the preview switches fixtures in place); null keeps it. */
  setLanguage(lang: TvSettings['lang'] | null): void {
    if (!lang || lang === this.settings.lang) return;
    this.settings = { ...this.settings, lang };
    this.applySettings();
  }

  /** Drops the caption on screen (the preview, between fixtures). */
  clearCaption(): void {
    this.caption = '';
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

  /** Whether the running game's screen shows (the host bar fades only there). */
  private get inGame(): boolean {
    return !!this.game && this.page !== 'settings';
  }

  /**
   * Any key or pointer brings the faded host bar back. The key that does it
   * does nothing else: a stray OK on the remote must not press whatever
   * control was focused before the bar faded (pause, skip, play again).
   */
  private wakeBar(event: Event): void {
    const fadedNow = this.inGame && !this.barShown && !this.game!.phase.paused;
    this.barShown = true;
    window.clearTimeout(this.barTimer);
    this.barTimer = window.setTimeout(() => this.fadeBar(), BAR_IDLE_MS);
    if (fadedNow && event instanceof KeyboardEvent && !BACK_KEYS.has(event.key)) {
      event.preventDefault();
      event.stopPropagation();
    }
  }

  private fadeBar(): void {
    const bar = this.shadowRoot?.querySelector('tv-host-bar');
    if (!this.inGame) {
      this.barTimer = undefined;
      return;
    }
    if (this.game!.phase.paused || bar?.dialogOpen) {
      this.barTimer = window.setTimeout(() => this.fadeBar(), BAR_IDLE_MS);
      return;
    }
    this.barShown = false;
    this.barTimer = undefined;
    if (this.shadowRoot) parkFocus(this.shadowRoot);
  }

  private handleKey(event: KeyboardEvent): void {
    const root = this.shadowRoot;
    if (!root || event.defaultPrevented) return;
    const direction = ARROWS[event.key];
    if (direction) {
      if (arrowsForText(deepActiveElement(), direction)) return;
      if (moveFocus(root, direction)) {
        event.preventDefault();
        this.keyMoves++;
      }
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
    // In a game nothing is focused until an arrow is pressed: the first focus is harmless.
    // Once per frame, and in a game only when the screen, the pause or a dialog changed or
    // focus was lost: a tick of the clock or a vote does not walk the whole page (issue 13).
    if (this.focusCheck) return;
    this.focusCheck = requestAnimationFrame(() => {
      this.focusCheck = 0;
      const root = this.shadowRoot;
      if (!root) return;
      const context = this.focusContext();
      if (context !== null && context === this.focusChecked && deepActiveElement()) return;
      this.focusChecked = context;
      ensureFocus(root, this.inGame);
    });
  }

  /** What decides where focus belongs in a game; null off a game (checked after every change). */
  private focusContext(): string | null {
    const phase = this.inGame ? this.game!.phase : null;
    if (!phase) return null;
    const dialog = this.shadowRoot?.querySelector('tv-host-bar')?.dialogOpen ?? false;
    return `${phase.seq} ${phase.name} ${phase.paused} ${dialog}`;
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (this.highlight && this.game?.phase.name !== 'gameOver') this.highlight = null;
    // A game on screen starts the host bar's idle clock, input or not.
    if (this.inGame && this.barShown && this.barTimer === undefined) this.barTimer = window.setTimeout(() => this.fadeBar(), BAR_IDLE_MS);
    if (changed.has('page') && this.shadowRoot) {
      // A new page focuses its first control; a game's screen leaves focus parked —
      // unless a key already moved focus before that frame (the remote's press wins).
      const moves = this.keyMoves;
      requestAnimationFrame(() => {
        if (!this.shadowRoot || this.keyMoves !== moves) return;
        if (this.inGame) parkFocus(this.shadowRoot);
        else focusFirst(this.shadowRoot);
      });
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
    if (game && snapshot) return renderGameScreen(lang, game, this.controls, { gameOverStart: this.gameOverStart });
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
    const inGame = this.inGame && !!game;
    const paused = inGame && game.phase.paused;
    const scene = inGame ? game.phase.name : '';
    const title = inGame ? gameTitle(lang, game) : null;
    return html`
      ${scene === 'night' ? html`<tv-night-sky class="scene" ?paused=${paused}></tv-night-sky>` : nothing}
      ${scene === 'morning' ? html`<div class="scene morning" aria-hidden="true"><div class="sun"></div></div>` : nothing}
      <div class="frame ${inGame ? 'in-game' : ''}" ?inert=${paused}>
        <header>
          ${title
            ? html`<h1 class="title" data-testid="screen-title">${title.title}</h1>${title.sub ? html`<span class="sub">${title.sub}</span>` : nothing}`
            : html`<span class="brand">${t(lang, 'app.title')}</span>`}
          <span class="spacer"></span>
          ${this.updateOffer?.available && !game && (this.page === 'home' || this.page === 'lobby')
            ? html`<button data-testid="update" @click=${() => void this.updateOffer?.apply()}>${t(lang, 'app.update')}</button>`
            : nothing}
          ${this.soundGate && !this.soundReady
            ? html`<button class="gate" @click=${() => this.unlockSound()}>${t(lang, 'sound.gate')}</button>`
            : !game && (this.page === 'home' || this.page === 'lobby')
              ? html`<tv-voice-notice compact .locale=${lang} .status=${this.voiceStatus} @tv-navigate=${(e: CustomEvent<TvPage>) => this.navigate(e.detail)}></tv-voice-notice>`
              : nothing}
          <tv-status .locale=${lang} .snapshot=${this.snapshot}></tv-status>
        </header>
        <div class="stage" style=${inGame ? tableVars(game.seats.length) : ''}>
          ${inGame ? html`<tv-table .locale=${lang} .view=${game} .links=${this.snapshot?.seats ?? []} .highlight=${this.highlight}></tv-table>` : nothing}
          <main
            class=${inGame ? 'interior' : ''}
            @tv-highlight=${(e: CustomEvent<Map<number, string> | null>) => (this.highlight = e.detail)}
            @tv-cue=${this.onCue}
            @tv-narrate=${this.onNarrate}
          >
            ${this.renderPage()}
          </main>
        </div>
        ${inGame
          ? html`<div class="caption-region">
              ${this.caption
                ? html`<div class="caption" data-testid="caption" aria-live="polite"><span class="who">${t(lang, 'caption.label')}</span><span class="text">${this.caption}</span></div>`
                : nothing}
            </div>`
          : nothing}
        ${inGame
          ? html`<div class="bar-region ${this.barShown ? '' : 'faded'}">
              <tv-host-bar
                .locale=${lang}
                .game=${game}
                .controls=${this.controls}
                @tv-navigate=${(e: CustomEvent<TvPage>) => this.navigate(e.detail)}
              ></tv-host-bar>
            </div>`
          : nothing}
      </div>
      ${inGame ? html`<tv-pause ?open=${paused} .locale=${lang} .phase=${game.phase} .controls=${this.controls}></tv-pause>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-app': TvApp;
  }
}
