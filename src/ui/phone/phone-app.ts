/**
 * `<phone-app>`: the phone's whole UI — a private controller showing one
 * player's card and prompts. It renders a `PhoneSnapshot` and calls
 * `PhoneControls`; it keeps only what the screen itself needs to remember
 * (a tap not yet confirmed, a toast, the language).
 *
 * @property snapshot  the phone session's latest snapshot
 * @property controls  join / act / host
 * @fires phone-code   {detail: {code}} — a room code typed on the start page
 *                     (bubbles, composed); `controls.join(name)` follows at once
 *
 * Nothing here depends on the role at night: the same screens, the same
 * palette (`night` attribute) — the buzz on every night step comes from the TV, to every phone at once —
 * the same moves asked at every step (hold the card, tap, hold again: docs/PHONE.md),
 * and no sound at all. What only this player may know is on the card, shown while it is held.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { PhoneControls, PhoneSnapshot } from '../../phone/snapshot';
import type { Intent, VipAction } from '../../protocol/vocabulary';
import { initialLang, saveLang, type Lang, type Params } from '../shared/i18n';
import { eliminateAllScreen, isMyTurn, lastGuessScreen, revealCheckScreen, speechScreen, tableScreen, voteScreen } from './day';
import { errorKey, hostSheet } from './overlays';
import { lobbyScreen } from './lobby';
import { dealScreen } from './deal';
import { eyesClosedScreen, FRESH_NIGHT, nightKey, nightPromptScreen, outNightScreen, REFUSAL_MS, shownPick, type NightLocal } from './night';
import { ghostMarks, ghostStyles } from './ghost';
import { missedStyles } from './missed';
import { PlayerMemo } from './player-memo';
import { keptButton, keptSheet, notesIcon, notesSheet, notesStyles } from './notes-sheet';
import { makeCtx, type Ctx, type GameCtx } from './parts';
import { presetOf, rememberPreset } from './preset';
import { gameOverScreen, linkPanel, NAME_REFUSALS, outScreen, refusedScreen, waitingScreen } from './status';
import { hasLang, loadLang, t, type PhoneKey } from './strings';
import { phoneStyles } from './styles';
import './join';
import './role-card';
import { WakeLockController } from '../shared/wake-lock';

const TOAST_MS = 4000;

@customElement('phone-app')
export class PhoneApp extends LitElement {
  static override styles = [phoneStyles, notesStyles, ghostStyles, missedStyles];

  @property({ attribute: false }) snapshot: PhoneSnapshot | null = null;
  @property({ attribute: false }) controls: PhoneControls | null = null;
  /** Reflected so the night palette applies; derived from the snapshot. */
  @property({ type: Boolean, reflect: true }) night = false;

  @state() private uiLang: Lang = initialLang();
  @state() private now = Date.now();
  @state() private joining = false;
  /** A key, not text: the toast is worded at render time, so it follows the language once its strings load. */
  @state() private toast: { key: PhoneKey; params?: Params; warn: boolean; id: number } | null = null;
  @state() private vipOpen = false;
  @state() private notesOpen = false;
  /** The notes kept from earlier games (between games only). */
  @state() private keptOpen = false;

  private nightLocal: NightLocal = { key: '', ...FRESH_NIGHT };
  private votePending: { seq: number; seat: number } | null = null;
  private readonly wakeLock = new WakeLockController(this);
  private lastErrorId: number | null = null;
  private lastWarningId: number | null = null;
  private toastSeq = 0;
  /** The notes, a ghost's marks, what was missed while away. */
  private readonly memo = new PlayerMemo(this);

  override connectedCallback(): void {
    super.connectedCallback();
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
    this.memo.follow(snap);
    if (snap.view?.phase.name === 'gameOver') this.notesOpen = false;
    else if (snap.view) this.keptOpen = false;
    this.showNews(snap);
  }

  private missedPanel(ctx: Ctx): TemplateResult | typeof nothing {
    // Told by day: a panel lit on one phone at night would single it out.
    if (!this.memo.missed.length || this.night) return nothing;
    return html`<div class="banner missed" role="status" data-testid="missed">
      <strong>${ctx.t('missedTitle')}</strong>
      ${this.memo.missed.map((key) => html`<span>${ctx.t(key)}</span>`)}
      <button class="small" data-testid="missed-ok" @click=${() => this.memo.dismissMissed()}>${ctx.t('missedOk')}</button>
    </div>`;
  }

  protected override updated(): void {
    // Only when it changes: writing the page's lang, even the same one, restyles the whole page.
    const root = document.documentElement;
    if (root.lang !== this.uiLang) root.lang = this.uiLang;
  }

  /** Error and warning toasts. (A check's answer is on the card, never flashed: see role-card.ts.) */
  private showNews(snap: PhoneSnapshot): void {
    if (snap.error && snap.error.id !== this.lastErrorId) {
      this.lastErrorId = snap.error.id;
      // At night a toast on one phone would light it up alone. A refused pick
      // (late, or a final pick changed) just shows what the TV has for this phone.
      if (this.night) this.nightLocal = { ...this.nightLocal, pending: null, skipped: false };
      else {
        // A refused ballot: the screen shows the one the TV holds.
        this.votePending = null;
        this.showToast(errorKey(snap.error.code), { code: snap.error.code }, false);
      }
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
    return makeCtx(snap, this.uiLang, this.now, (intent: Intent) => this.controls?.act(intent));
  }

  private async toggleLang(): Promise<void> {
    const next: Lang = this.uiLang === 'ru' ? 'en' : 'ru';
    await loadLang(next);
    this.uiLang = next;
    saveLang(next);
  }

  private host(action: VipAction): void {
    this.controls?.host(action);
  }

  private join(name: string, code: string | null): void {
    this.joining = true;
    if (code !== null) this.dispatchEvent(new CustomEvent('phone-code', { detail: { code }, bubbles: true, composed: true }));
    this.controls?.join(name);
  }

  override render(): TemplateResult {
    const snap = this.snapshot;
    // The first paint waits for the language's strings (one small chunk).
    if (!hasLang(this.uiLang)) return html`<div class="app"></div>`;
    if (!snap) return html`<div class="app"><main><p class="muted">${t(this.uiLang, 'loading')}</p></main></div>`;
    const ctx = this.ctx(snap);
    return html`<div class="app">
      ${this.bar(ctx)}
      ${snap.link === 'reconnecting'
        ? html`<div class="banner" role="status" data-testid="reconnecting">${ctx.t('reconnecting')}</div>`
        : nothing}
      ${linkPanel(ctx, this.controls)}
      ${this.missedPanel(ctx)}
      ${this.body(ctx)}
      ${this.toast
        ? html`<div class="toast ${this.toast.warn ? 'warn' : ''}" role="alert" data-testid=${this.toast.warn ? 'warning' : 'error'}>
            ${ctx.t(this.toast.key, this.toast.params)}
          </div>`
        : nothing}
    </div>`;
  }

  private bar(ctx: Ctx): TemplateResult {
    const { snap } = ctx;
    const inGame = snap.view !== null && snap.view.phase.name !== 'gameOver';
    return html`<header class="bar">
      <span class="who">
        ${snap.seat !== null ? html`<span class="num" aria-label=${ctx.t('seat', { seat: snap.seat })}>${snap.seat}</span>` : nothing}
        <span class="me ${[...(snap.name ?? '')].length > 12 ? 'long' : ''}" data-testid="my-name">${snap.name ?? ctx.t('appTitle')}</span>
      </span>
      ${snap.vip && inGame
        ? html`<button class="small" data-testid="vip-menu" aria-expanded=${this.vipOpen ? 'true' : 'false'} @click=${() => (this.vipOpen = true)}>
            ${ctx.t('vipMenu')}
          </button>`
        : nothing}
      ${inGame
        ? html`<button
            class="small icon"
            data-testid="notes-open"
            aria-label=${ctx.t('notesOpen')}
            title=${ctx.t('notesOpen')}
            aria-expanded=${this.notesOpen ? 'true' : 'false'}
            @click=${() => (this.notesOpen = true)}
          >
            ${notesIcon()}
          </button>`
        : nothing}
      <!-- The button says the other language in that language: what it shows is what it is called. -->
      <button class="small" data-testid="lang" lang=${this.uiLang === 'ru' ? 'en' : 'ru'} @click=${this.toggleLang}>${ctx.t('langSwitch')}</button>
    </header>`;
  }

  private body(ctx: Ctx): TemplateResult {
    const { snap } = ctx;
    if (snap.refused && !NAME_REFUSALS.has(snap.refused)) return refusedScreen(ctx, snap.refused, this.controls);
    if (snap.waiting && snap.seat === null) return waitingScreen(ctx);
    if (!snap.view) {
      if (snap.seat === null) {
        return html`<phone-join .ctx=${ctx} ?joining=${this.joining} .onJoin=${(name: string, code: string | null) => this.join(name, code)}></phone-join>`;
      }
      return html`${lobbyScreen(ctx, () => this.host({ type: 'start' }))}${this.kept(ctx)}`;
    }
    const game: GameCtx = { ...ctx, view: snap.view, preset: presetOf(snap.view), notes: this.memo.notes };
    if (game.view.phase.name === 'gameOver') return html`${gameOverScreen(game, () => this.host({ type: 'start' }))}${this.kept(ctx)}`;
    const screen = this.play(game);
    return html`${screen}
      <div class="foot">
        <phone-role-card .ctx=${game} .choice=${this.cardChoice(game)} @card-peeked=${() => this.nightPeeked(game)}></phone-role-card>
      </div>
      ${this.vipOpen ? this.sheet(game) : nothing}
      ${this.notesOpen
        ? notesSheet(game, this.memo.notes, {
            set: (seat, note) => this.memo.setNote(seat, note),
            keeps: this.memo.keeps,
            setKeeps: (on) => this.memo.setKeeps(on),
            close: () => (this.notesOpen = false),
          })
        : nothing}`;
  }

  /** Between games: the notes kept from earlier games, on this phone only. */
  private kept(ctx: Ctx): TemplateResult {
    const kept = this.memo.kept;
    return html`${keptButton(ctx, kept, () => (this.keptOpen = true))}
    ${this.keptOpen && kept.length
      ? keptSheet(ctx, kept, { forget: (endedAt) => this.memo.forgetKept(endedAt), close: () => (this.keptOpen = false) })
      : nothing}`;
  }

  /** The screen for the prompt, else for the phase. */
  private play(ctx: GameCtx): TemplateResult {
    const { view } = ctx;
    const prompt = view.prompt;
    switch (prompt?.kind) {
      case 'nightPick':
        return nightPromptScreen(ctx, prompt, this.nightMemory(ctx), {
          pick: (seat) => this.nightPick(ctx, seat),
          skip: () => this.nightSkip(ctx),
          refuse: () => this.nightRefuse(),
        });
      case 'speech':
        return speechScreen(ctx, prompt);
      case 'vote': {
        const pending = this.votePending?.seq === view.phase.seq ? this.votePending.seat : null;
        return voteScreen(ctx, prompt, pending, (seat) => {
          this.votePending = { seq: view.phase.seq, seat };
          ctx.act({ type: 'vote', target: seat });
          this.requestUpdate();
        });
      }
      case 'eliminateAll':
        return eliminateAllScreen(ctx, prompt);
      case 'lastGuess':
        return lastGuessScreen(ctx, prompt);
      case 'revealCheck':
        return revealCheckScreen(ctx, prompt);
      case 'cardCheck':
        return dealScreen(ctx, prompt.seen);
    }
    if (isMyTurn(ctx)) return speechScreen(ctx, null);
    const step = view.phase.name === 'night' ? view.phase.nightStep : null;
    if (!view.alive && step !== null) {
      // The eliminated make the same moves at every step; their marks stay on this phone.
      return outNightScreen(ctx, step, this.nightMemory(ctx), {
        pick: (seat) => this.setNight({ pending: seat, skipped: false, checked: false }),
        skip: () => this.setNight({ pending: null, skipped: true, checked: false }),
        refuse: () => this.nightRefuse(),
      });
    }
    if (!view.alive) return outScreen(ctx, ghostMarks(ctx, this.memo.marked, (seat) => this.memo.toggleMark(seat, this.controls)));
    if (view.phase.name === 'night') return eyesClosedScreen(ctx);
    return tableScreen(ctx);
  }

  private nightMemory(ctx: GameCtx): NightLocal {
    const key = nightKey(ctx);
    if (this.nightLocal.key !== key) this.nightLocal = { key, ...FRESH_NIGHT };
    return this.nightLocal;
  }

  /** At a night step, what the grid shows as chosen: the card repeats it. */
  private cardChoice(ctx: GameCtx): { picked: number | null; skipped: boolean } | null {
    if (ctx.view.phase.name !== 'night' || ctx.view.phase.nightStep === null) return null;
    const local = this.nightMemory(ctx);
    const prompt = ctx.view.prompt?.kind === 'nightPick' ? ctx.view.prompt : { picked: null };
    return { picked: shownPick(prompt, local), skipped: local.skipped };
  }

  /** A full hold of the card at a night step: move ① wakes the grid, move ③ confirms the choice. */
  private nightPeeked(ctx: GameCtx): void {
    if (ctx.view.phase.name !== 'night' || ctx.view.phase.nightStep === null) return;
    const local = this.nightMemory(ctx);
    const chose = shownPick(ctx.view.prompt?.kind === 'nightPick' ? ctx.view.prompt : { picked: null }, local) !== null || local.skipped;
    this.setNight({ peeks: local.peeks + 1, checked: chose });
  }

  private setNight(patch: Partial<NightLocal>): void {
    this.nightLocal = { ...this.nightLocal, ...patch };
    this.requestUpdate();
  }

  /** A pick (or a changed one: every pick may change until the step ends). */
  private nightPick(ctx: GameCtx, seat: number): void {
    ctx.act({ type: 'nightPick', target: seat });
    this.setNight({ pending: seat, skipped: false, refusedAt: 0, checked: false });
  }

  /**
   * "Nobody" looks and behaves the same for everyone: it is sent and the list
   * shows no choice. The engine reads it as a declined shot (City mafia), a
   * cleared suspicion, or a cleared pick.
   */
  private nightSkip(ctx: GameCtx): void {
    ctx.act({ type: 'nightPick', target: null });
    this.setNight({ pending: null, skipped: true, refusedAt: 0, checked: false });
  }

  /** A tap on a row this player may not pick: one message for every role and reason, and nothing sent. */
  private nightRefuse(): void {
    this.now = Date.now();
    this.setNight({ refusedAt: this.now });
    setTimeout(() => {
      this.now = Date.now();
    }, REFUSAL_MS + 50);
  }

  private sheet(ctx: GameCtx): TemplateResult {
    return hostSheet(ctx, {
      host: (action) => this.host(action),
      close: () => {
        this.vipOpen = false;
      },
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-app': PhoneApp;
  }
}
