/**
 * `<phone-app>`: the phone's whole UI — a private controller showing one
 * player's card and prompts. It renders a `PhoneSnapshot` and calls
 * `PhoneControls`; it keeps only what the screen itself needs to remember
 * (a toast, the language; the play keeps the taps not yet confirmed).
 *
 * @property snapshot  the phone session's latest snapshot
 * @property controls  join / act / host
 * @fires phone-code   {detail: {code}} — a room code typed on the start page
 *                     (bubbles, composed); `controls.join(name)` follows at once
 *
 * This module is what a phone loads before its first screen: the header, the
 * join form, refusals and the link's diagnostics. Every screen after the join
 * is the play (play.ts), a chunk of its own, fetched as soon as the first
 * screen has painted.
 *
 * Nothing here depends on the role at night: the same screens, the same
 * palette (`night` attribute) — the buzz on every night step comes from the TV, to every phone at once —
 * the same moves asked at every step (hold the card, tap, hold again: docs/PHONE.md),
 * and no sound at all. What only this player may know is on the card, shown while it is held.
 */
import { LitElement, adoptStyles, html, nothing, supportsAdoptingStyleSheets, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { PhoneControls, PhoneSnapshot } from '../../phone/snapshot';
import { initialLang, saveLang, type Lang, type Params } from '../shared/i18n';
import { makeCtx, type Ctx } from './ctx';
import { errorKey } from './overlays';
import type * as playModule from './play';
import type { PhonePlay, PlayHost } from './play';
import { rememberPreset } from './preset';
import type { JoinAsk } from './events';
import { NAME_REFUSALS, takeWay, type Way } from './status';
import { hasLang, loadLang, t, type PhoneKey } from './strings';
import { phoneStyles } from './styles';
import './join';
import { WakeLockController } from '../shared/wake-lock';

const TOAST_MS = 4000;

type PlayChunk = typeof playModule;
let playChunk: Promise<PlayChunk> | null = null;
/** The play's chunk once it is here: an app that connects after it renders the play at once. */
let playLoaded: PlayChunk | null = null;

/** Fetches the play's chunk, once per page (again after a failed fetch). */
export function loadPlay(): Promise<PlayChunk> {
  playChunk ??= import('./play').then(
    (chunk) => (playLoaded = chunk),
    (error: unknown) => {
      playChunk = null;
      throw error;
    },
  );
  return playChunk;
}

/** After the next frame has been painted (a task after the frame's rendering). */
const afterPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

@customElement('phone-app')
export class PhoneApp extends LitElement implements PlayHost {
  static override styles = phoneStyles;

  @property({ attribute: false }) snapshot: PhoneSnapshot | null = null;
  @property({ attribute: false }) controls: PhoneControls | null = null;
  /** Reflected so the night palette applies; derived from the snapshot. */
  @property({ type: Boolean, reflect: true }) night = false;

  @state() private uiLang: Lang = initialLang();
  @state() private now = Date.now();
  @state() private joining = false;
  /** A key, not text: the toast is worded at render time, so it follows the language once its strings load. */
  @state() private toast: { key: PhoneKey; params?: Params; warn: boolean; id: number } | null = null;
  /** Every screen after the join (play.ts), once its chunk is here. */
  @state() private play: PhonePlay | null = null;

  private readonly wakeLock = new WakeLockController(this);
  private lastErrorId: number | null = null;
  private lastWarningId: number | null = null;
  private toastSeq = 0;
  /** The play's chunk was asked for, or will be after the first paint. */
  private playAsked = false;

  override connectedCallback(): void {
    super.connectedCallback();
    if (playLoaded) this.usePlay(playLoaded);
    void loadLang(this.uiLang).then(() => this.requestUpdate());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('snapshot') || !this.snapshot) return;
    const snap = this.snapshot;
    const view = snap.view;
    this.now = Date.now();
    this.night = view?.phase.name === 'night';
    this.wakeLock.set(view !== null || snap.lobby !== null);
    if (snap.seat !== null || snap.refused !== null || snap.waiting) this.joining = false;
    if (snap.lobby) rememberPreset(snap.lobby.preset);
    // Seated before the play's chunk came (a phone taking its seat back at once): fetch it now.
    if (seated(snap)) this.askPlay();
    this.play?.follow(snap);
    this.showNews(snap);
  }

  protected override updated(): void {
    // Only when it changes: writing the page's lang, even the same one, restyles the whole page.
    const root = document.documentElement;
    if (root.lang !== this.uiLang) root.lang = this.uiLang;
    // The first screen is on its way to the glass: the play's chunk follows once it is painted.
    // A page in a background tab paints no frames: it asks at once.
    if (hasLang(this.uiLang) && !this.playAsked) {
      this.playAsked = true;
      if (document.visibilityState === 'visible') void afterPaint().then(() => this.askPlay());
      else this.askPlay();
    }
  }

  /** The play, from its chunk (fetched once); a failed fetch (the network gone) is asked again after the next render. */
  private askPlay(): void {
    if (this.play) return;
    loadPlay().then(
      (chunk) => this.usePlay(chunk),
      (error: unknown) => {
        console.warn('The game screens did not load', error);
        this.playAsked = false;
      },
    );
  }

  private usePlay({ PhonePlay }: PlayChunk): void {
    if (this.play) return;
    // Lit adopts `static styles` once, as the element first connects: the play's are added to them
    // (where adoptedStyleSheets is missing, Lit appends <style> elements instead, so only the new ones).
    const own = (this.constructor as typeof PhoneApp).elementStyles;
    adoptStyles(this.renderRoot as ShadowRoot, supportsAdoptingStyleSheets ? [...own, ...PhonePlay.styles] : PhonePlay.styles);
    const play = new PhonePlay(this);
    if (this.snapshot) play.follow(this.snapshot);
    this.play = play;
  }

  /** PlayHost: the clock read again, and a render with it. */
  tick(): number {
    this.now = Date.now();
    return this.now;
  }

  /** Error and warning toasts. (A check's answer is on the card, never flashed: see role-card.ts.) */
  private showNews(snap: PhoneSnapshot): void {
    if (snap.error && snap.error.id !== this.lastErrorId) {
      this.lastErrorId = snap.error.id;
      this.play?.refused(this.night);
      // At night a toast on one phone would light it up alone.
      if (!this.night) this.showToast(errorKey(snap.error.code), { code: snap.error.code }, false);
    }
    if (snap.warning && snap.warning.id !== this.lastWarningId) {
      this.lastWarningId = snap.warning.id;
      // The second warning removes the player (RULES L6): "two and you are out" would come too late.
      this.showToast(snap.warning.count >= 2 ? 'warningOut' : 'warning', { count: snap.warning.count }, true);
    }
  }

  private showToast(key: PhoneKey, params: Params, warn: boolean): void {
    const id = ++this.toastSeq;
    this.toast = { key, params, warn, id };
    setTimeout(() => {
      if (this.toast?.id === id) this.toast = null;
    }, TOAST_MS);
  }

  private ctx(snap: PhoneSnapshot): Ctx {
    return makeCtx(snap, this.uiLang, this.now);
  }

  private async toggleLang(): Promise<void> {
    const next: Lang = this.uiLang === 'ru' ? 'en' : 'ru';
    await loadLang(next);
    this.uiLang = next;
    saveLang(next);
  }

  /** The join form's `phone-join`. */
  private readonly onJoin = ({ detail: { name, code } }: CustomEvent<JoinAsk>): void => {
    this.joining = true;
    if (code !== null) this.dispatchEvent(new CustomEvent('phone-code', { detail: { code }, bubbles: true, composed: true }));
    this.controls?.join(name);
  };

  /** A refusal's or the link panel's `phone-way`, taken with the session's controls. */
  private readonly onWay = ({ detail: way }: CustomEvent<Way>): void => {
    if (this.snapshot) takeWay(way, this.snapshot, this.controls);
  };

  override render(): TemplateResult {
    const snap = this.snapshot;
    // The first paint waits for the language's strings (one small chunk).
    if (!hasLang(this.uiLang)) return html`<div class="app"></div>`;
    if (!snap) return this.loading();
    const ctx = this.ctx(snap);
    return html`<div class="app">
      ${this.bar(ctx)}
      ${snap.link === 'reconnecting'
        ? html`<div class="banner" role="status" data-testid="reconnecting">${ctx.t('reconnecting')}</div>`
        : nothing}
      <phone-link-status ?night=${this.night} .uiLang=${this.uiLang} .status=${snap} @phone-way=${this.onWay}></phone-link-status>
      ${this.play?.missedPanel(ctx) ?? nothing}
      ${this.body(ctx)}
      ${this.toast
        ? html`<div class="toast ${this.toast.warn ? 'warn' : ''}" role="alert" data-testid=${this.toast.warn ? 'warning' : 'error'}>
            ${ctx.t(this.toast.key, this.toast.params)}
          </div>`
        : nothing}
    </div>`;
  }

  private loading(): TemplateResult {
    return html`<div class="app"><main><p class="muted">${t(this.uiLang, 'loading')}</p></main></div>`;
  }

  private bar(ctx: Ctx): TemplateResult {
    const { snap } = ctx;
    return html`<header class="bar">
      <span class="who">
        ${snap.seat !== null ? html`<span class="num" aria-label=${ctx.t('seat', { seat: snap.seat })}>${snap.seat}</span>` : nothing}
        <span class="me ${[...(snap.name ?? '')].length > 12 ? 'long' : ''}" data-testid="my-name">${snap.name ?? ctx.t('appTitle')}</span>
      </span>
      ${this.play?.barButtons(ctx) ?? nothing}
      <!-- The button says the other language in that language: what it shows is what it is called. -->
      <button class="small" data-testid="lang" lang=${this.uiLang === 'ru' ? 'en' : 'ru'} @click=${this.toggleLang}>${ctx.t('langSwitch')}</button>
    </header>`;
  }

  private body(ctx: Ctx): TemplateResult {
    const { snap } = ctx;
    if (snap.refused && !NAME_REFUSALS.has(snap.refused)) {
      return html`<phone-refused .uiLang=${this.uiLang} .reason=${snap.refused} .via=${snap.via} @phone-way=${this.onWay}></phone-refused>`;
    }
    if (snap.waiting && snap.seat === null) return html`<phone-waiting .uiLang=${this.uiLang} ?next=${snap.waiting.next}></phone-waiting>`;
    if (!seated(snap)) {
      return html`<phone-join
        .uiLang=${this.uiLang}
        .roomCode=${snap.roomCode}
        .suggestedName=${snap.suggestedName ?? null}
        .refused=${snap.refused}
        .link=${snap.link}
        ?joining=${this.joining}
        @phone-join=${this.onJoin}
      ></phone-join>`;
    }
    if (!this.play) return html`<main><p class="muted" data-testid="play-loading">${ctx.t('loading')}</p></main>`;
    return this.play.seated(ctx);
  }
}

/** A seat, or a game to show: the play's screens from here on. */
function seated(snap: PhoneSnapshot): boolean {
  return snap.view !== null || snap.seat !== null;
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-app': PhoneApp;
  }
}
