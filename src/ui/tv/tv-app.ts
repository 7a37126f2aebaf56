/**
 * `<tv-app>`: the TV's whole screen, a router. It renders the host session's
 * snapshot and the stage's caption, calls the session's controls when a
 * screen asks with a `tv-control` event (control.ts), and sends
 * out what the host side runs (host/stage.ts: the narrator, sounds, ticks,
 * the wake lock; main-tv.ts: saving settings). It runs no effect and no game
 * timer itself; the remote's keys, focus and the host bar's fade are
 * remote.ts's. It shows only `HostSnapshot` and `PublicView`: nothing secret.
 *
 * @property snapshot        HostSnapshot — the room, the seats and the game's public view
 * @property controls        HostControls — every host action goes through these
 * @property settings        TvSettings — the TV's own settings (main-tv.ts loads and saves them)
 * @property caption         string — the narrator's line on screen
 * @property voiceStatus     VoiceStatus | null — which voice speaks (the notices and the settings page)
 * @property narrator        Narrator | null — the settings page lists its voices and tests one
 * @property localSignaling  boolean — offer "this computer" as signaling server (served by `npm start`)
 * @property page            'home' | 'settings' | 'lobby' | 'setup' | 'setups' | 'history' — the TV's own page while no game runs
 * @property memory          TableMemoryView — the saved setups and the game history (the host's TableMemory)
 * @property updateOffer     UpdateOffer | null — a new app version waits; offered on home and lobby only
 * @property soundGate       boolean — show the "start sound" button until a gesture unlocks audio (default true)
 * @property gameOverStart   'winner' | 'cards' | 'final' | page — where the game-over sequence starts (the preview)
 * @property told            number — the id of the last line a screen told that the narrator has said (the stage's)
 * @fires tv-new-game        (bubbles, composed) the host chose "New game"; the lobby shows next
 * @fires tv-sound-unlock    (bubbles, composed) the first key or click: a gesture, so speech and sound may start now
 * @fires tv-signaling-change (bubbles, composed) detail: SignalingChoice — reopen the room with it
 * @fires tv-settings-change (bubbles, composed) detail: TvSettings — any TV setting changed (shown at once; save it)
 * @fires tv-cue             (bubbles, composed) detail: SoundName — a screen's own sound (the count's flying marks)
 * @fires tv-narrate         (bubbles, composed) detail: ToldLine — a line a screen tells (game over), said back through `told`
 * @fires tv-setup-save      (bubbles, composed) detail: { name, setup } — remember a setup (from `<tv-setups>`)
 * @fires tv-setup-forget    (bubbles, composed) detail: name — forget a saved setup
 * @fires tv-story-delete    (bubbles, composed) detail: id — delete a game from the history
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { PublicView } from '../../engine/types';
import type { HostControls, HostSnapshot } from '../../host/snapshot';
import type { TableMemoryView } from '../../host/table-memory';
import type { UpdateOffer } from '../../pwa';
import type { Narrator, VoiceStatus } from '../../narrator/narrator';
import { deepActiveElement } from './focus-nav';
import { TvRemote } from './remote';
import { callControl, offersOf, type ControlOffers } from './control';
import { defaultSettings, type TvSettings } from './settings';
import { t, type TvKey } from './strings';
import { tvControls, tvLayout, tvTokens } from './styles';
import { appStyles } from './tv-app.styles';
import { gameTitle, renderGameScreen } from './game-screen';
import type { GameOverStage } from './tv-game-over';
import { tableVars } from './frame';
import './tv-table';
import './tv-night';
import './tv-home';
import './tv-settings';
import './tv-lobby';
import './tv-setup';
import './tv-setups';
import './tv-history';
import './tv-status';
import './tv-host-bar';
import './tv-pause';
import './tv-voice-notice';

export type TvPage = 'home' | 'settings' | 'lobby' | 'setup' | 'setups' | 'history';

/**
 * The host notices the TV puts into words, on the home page, the lobby and game over: a
 * save it could not read, a deal the setup refused (from the lobby, a saved
 * setup's one step, or Play again). A refused step in a game (a key pressed as
 * the phase moved on) says nothing: the screen already shows what happened.
 */
const HOST_NOTICES: Partial<Record<string, TvKey>> = { saveRefused: 'hostNotice.saveRefused', cannotStart: 'hostNotice.cannotStart' };

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
  /** Where the game-over sequence starts (the fixture preview shows each stage). */
  @property({ attribute: false }) gameOverStart: GameOverStage = 'winner';
  @property({ attribute: false }) settings: TvSettings = defaultSettings();
  @property({ attribute: false }) caption = '';
  @property({ attribute: false }) told = -1;
  @property({ attribute: false }) voiceStatus: VoiceStatus | null = null;
  @property({ attribute: false }) narrator: Narrator | null = null;
  @property({ attribute: false }) memory: TableMemoryView = { setups: [], stories: [] };
  @state() private soundReady = false;
  /** The host notice the host has closed (its id). */
  @state() private closedNotice = 0;
  /** The host bar shows after any key or pointer move and fades after BAR_IDLE_MS without one. */
  /** Seats a screen points at on the table (the game-over walk-through). */
  @state() private highlight: Map<number, string> | null = null;
  /** At game over, the seats whose cards the table shows so far (the reveal); null: all. */
  @state() private turned: ReadonlySet<number> | null = null;
  private tableView: { game: PublicView; turned: ReadonlySet<number> | null; view: PublicView } | null = null;

  private returnPage: TvPage = 'home';
  /** The controls' optional ones, worked out once per `controls`. */
  private offered: { controls: HostControls; offers: ControlOffers } | null = null;

  constructor() {
    super();
    // Every screen asks for a host action with a `tv-control` event; only the router holds the controls.
    this.addEventListener('tv-control', (event) => callControl(this.controls, event.detail));
  }

  private offers(): ControlOffers {
    if (this.offered?.controls !== this.controls) this.offered = { controls: this.controls, offers: offersOf(this.controls) };
    return this.offered.offers;
  }

  /** The remote: focus, Back, the host bar's fade and the first gesture (remote.ts). */
  private readonly remote = new TvRemote(this, {
    root: () => this.shadowRoot,
    inGame: () => this.inGame,
    paused: () => !!this.game?.phase.paused,
    dialogOpen: () => this.shadowRoot?.querySelector('tv-host-bar')?.dialogOpen ?? false,
    screenKey: (key, act) => this.screenKey(key, act),
    back: () => this.back(),
    gesture: () => this.unlockSound(),
  });

  private get game(): PublicView | null {
    return this.snapshot?.game ?? null;
  }

  /** The first gesture: the host side may start speech and sound now (Chrome refuses them before one). */
  private unlockSound(): void {
    if (this.soundReady) return;
    this.soundReady = true;
    this.dispatchEvent(new CustomEvent('tv-sound-unlock', { bubbles: true, composed: true }));
  }

  /** A setting shows at once; the event goes on up to be saved and applied (main-tv.ts). */
  private onSettings(event: CustomEvent<TvSettings>): void {
    this.settings = event.detail;
  }

  private navigate(page: TvPage): void {
    if (page === 'settings' && this.page !== 'settings') this.returnPage = this.page;
    this.page = page;
  }

  /** The host session's notice in words (HOST_NOTICES), until the host closes it; null when none. */
  private noticeLine(): string | null {
    const notice = this.snapshot?.notice;
    const key = notice && notice.id !== this.closedNotice ? HOST_NOTICES[notice.code] : undefined;
    return key ? t(this.settings.lang, key) : null;
  }

  private closeNotice(): void {
    this.closedNotice = this.snapshot?.notice?.id ?? this.closedNotice;
  }

  /** The notice over the home page or game over, until closed (the lobby says it in its join panel). */
  private renderNotice() {
    const line = this.noticeLine();
    if (!line) return nothing;
    return html`<p class="host-notice" role="alert" data-testid="host-notice">
      <span>${line}</span>
      <button data-testid="host-notice-ok" @click=${() => this.closeNotice()}>${t(this.settings.lang, 'hostNotice.ok')}</button>
    </p>`;
  }

  /** Whether the running game's screen shows (the host bar fades only there). */
  private get inGame(): boolean {
    return !!this.game && this.page !== 'settings';
  }

  /**
   * The game-over screen's own remote keys (Left/Right page the story, OK
   * skips the reveal), while focus rests on nothing that takes them itself:
   * parked, or on the story. `act: false` only asks.
   */
  private screenKey(key: string, act: boolean): boolean {
    if (!this.inGame) return false;
    const over = this.shadowRoot?.querySelector('tv-game-over');
    const active = deepActiveElement();
    const free = !active || active.hasAttribute('data-focus-park') || active.hasAttribute('data-pager');
    return !!over && free && over.remoteKey(key, act);
  }

  /** Escape / Back: close the open dialog, else go one page up, else reach the host controls. */
  private back(): void {
    const bar = this.shadowRoot?.querySelector('tv-host-bar');
    if (bar?.closeDialog()) return;
    if (this.page === 'settings') this.page = this.returnPage;
    else if (this.game) bar?.focusFirst();
    else if (this.page === 'setup' || this.page === 'setups') this.page = 'lobby';
    else if (this.page === 'history') this.page = 'home';
    else if (this.page === 'lobby') this.page = 'home';
  }

  override updated(): void {
    this.remote.checkFocus(() => this.focusContext());
  }

  /** What decides where focus belongs in a game; null off a game (checked after every change). */
  private focusContext(): string | null {
    const phase = this.inGame ? this.game!.phase : null;
    if (!phase) return null;
    const dialog = this.shadowRoot?.querySelector('tv-host-bar')?.dialogOpen ?? false;
    return `${phase.seq} ${phase.name} ${phase.paused} ${dialog}`;
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('settings')) document.documentElement.lang = this.settings.lang;
    if (this.game?.phase.name !== 'gameOver') {
      if (this.highlight) this.highlight = null;
      if (this.turned) this.turned = null;
    }
    if (changed.has('page') && this.shadowRoot) this.remote.pageChanged();
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
    if (game && snapshot) return renderGameScreen(lang, game, {
        gameOverStart: this.gameOverStart,
        told: this.told,
        ghosts: snapshot.ghosts ?? [],
        away: snapshot.seats.filter((s) => s.link === 'away' && !s.bot).map((s) => s.seat),
      });
    if (this.page === 'lobby' && snapshot) {
      return html`<tv-lobby
        .locale=${lang}
        .snapshot=${snapshot}
        .offers=${this.offers()}
        .notice=${this.noticeLine()}
        @tv-notice-ok=${() => this.closeNotice()}
        @tv-navigate=${(e: CustomEvent<TvPage>) => this.navigate(e.detail)}
      ></tv-lobby>`;
    }
    if (this.page === 'setup' && snapshot) {
      return html`<tv-setup .locale=${lang} .setup=${snapshot.setup} @tv-navigate=${(e: CustomEvent<TvPage>) => this.navigate(e.detail)}></tv-setup>`;
    }
    if (this.page === 'setups' && snapshot) {
      return html`<tv-setups .locale=${lang} .snapshot=${snapshot} .offers=${this.offers()} .setups=${this.memory.setups} @tv-navigate=${(e: CustomEvent<TvPage>) => this.navigate(e.detail)}></tv-setups>`;
    }
    if (this.page === 'history') {
      return html`<tv-history .locale=${lang} .stories=${this.memory.stories} @tv-navigate=${(e: CustomEvent<TvPage>) => this.navigate(e.detail)}></tv-history>`;
    }
    return html`<tv-home
      .locale=${lang}
      @tv-new-game=${() => this.navigate('lobby')}
      @tv-navigate=${(e: CustomEvent<TvPage>) => this.navigate(e.detail)}
    ></tv-home>`;
  }

  /** The game as the table shows it: at game over, only the cards turned so far face up. */
  private viewForTable(game: PublicView): PublicView {
    const turned = this.turned;
    if (game.phase.name !== 'gameOver' || !turned || !game.reveal) return game;
    if (this.tableView?.game === game && this.tableView.turned === turned) return this.tableView.view;
    const view: PublicView = {
      ...game,
      reveal: { ...game.reveal, roles: game.reveal.roles.filter((r) => turned.has(r.seat)) },
      seats: game.seats.map((s) => (turned.has(s.seat) ? s : { ...s, revealedRole: null })),
    };
    this.tableView = { game, turned, view };
    return view;
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
          ${this.snapshot
            ? html`<tv-status
                .locale=${lang}
                .seats=${this.snapshot.seats}
                .signaling=${this.snapshot.signaling}
                .roomTaken=${this.snapshot.roomTaken ?? false}
                .trouble=${this.snapshot.trouble}
              ></tv-status>`
            : nothing}
        </header>
        <div class="stage" style=${inGame ? tableVars(game.seats.length) : ''}>
          ${(!game && this.page === 'home') || game?.phase.name === 'gameOver' ? this.renderNotice() : nothing}
          ${inGame
            ? html`<tv-table .locale=${lang} .view=${this.viewForTable(game)} .links=${this.snapshot?.seats ?? []} .highlight=${this.highlight}></tv-table>`
            : nothing}
          <main
            class=${inGame ? 'interior' : ''}
            @tv-highlight=${(e: CustomEvent<Map<number, string> | null>) => (this.highlight = e.detail)}
            @tv-turned=${(e: CustomEvent<number[] | null>) => (this.turned = e.detail ? new Set(e.detail) : null)}
            @tv-cards-turned=${() => this.controls.cardsTurned?.()}
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
          ? html`<div class="bar-region ${this.remote.barShown ? '' : 'faded'}">
              <tv-host-bar
                .locale=${lang}
                .game=${game}
                @tv-navigate=${(e: CustomEvent<TvPage>) => this.navigate(e.detail)}
              ></tv-host-bar>
            </div>`
          : nothing}
      </div>
      ${inGame ? html`<tv-pause ?open=${paused} .locale=${lang} .phase=${game.phase}></tv-pause>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-app': TvApp;
  }
}
