/**
 * `<tv-host-bar>`: the host's buttons under every game screen — pause or
 * resume, +30 s, skip, a warning for a seat, end the game, settings and full
 * screen — with the two small dialogs they need (pick a seat, confirm the end).
 *
 * @property lang
 * @property game      PublicView
 * @fires tv-control   (bubbles, composed) every action a `host` control (control.ts)
 * @method closeDialog() closes an open dialog; returns whether one was open
 * @method focusFirst()  puts focus on the first button (the Back key in a game)
 * @property dialogOpen  whether a dialog is open (the bar does not fade then)
 *
 * The bar itself is where focus rests in a game (`data-focus-park`): OK there
 * presses nothing, and the first arrow reaches the buttons.
 * @fires tv-navigate detail: 'settings'
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { PublicView } from '../../engine/types';
import { control } from './control';
import { t } from './strings';
import { tvControls, tvLayout, tvTokens } from './styles';
import { seatChipStyles, seatNumber } from './seat-chip';
import { toggleFullscreen } from './fullscreen';
import { focusFirst } from './focus-nav';

type Dialog = 'warn' | 'end' | null;

@customElement('tv-host-bar')
export class TvHostBar extends LitElement {
  static override styles = [
    tvTokens,
    tvControls,
    tvLayout,
    seatChipStyles,
    css`
      :host {
        display: block;
        height: 100%;
      }
      nav {
        display: flex;
        gap: 1.4vmin;
        padding: 0 3vmin;
        height: 100%;
        box-sizing: border-box;
        align-items: center;
      }
      /* Where focus rests in a game: nothing to see, nothing to press. */
      nav[data-focus-park]:focus,
      nav[data-focus-park]:focus-visible {
        outline: none;
        box-shadow: none;
        transform: none;
      }
      nav button {
        font-size: var(--text-s);
        min-height: 5.5vmin;
        background: rgba(33, 43, 74, 0.85);
      }
      .spacer {
        flex: 1;
      }
      .scrim {
        position: fixed;
        inset: 0;
        background: rgba(3, 5, 12, 0.8);
        display: grid;
        place-items: center;
        z-index: 10;
      }
      .dialog {
        background: var(--surface);
        border: 0.3vmin solid var(--line);
        border-radius: 2vmin;
        padding: 4vmin;
        display: grid;
        gap: 2.4vmin;
        min-width: 60vmin;
        max-width: 90vw;
      }
      .seats {
        display: grid;
        grid-template-columns: repeat(4, 1fr);
        gap: 1.4vmin;
      }
      .seats button {
        justify-content: flex-start;
        flex-direction: column;
        align-items: flex-start;
        gap: 0.4vmin;
      }
      .seats .count {
        font-size: var(--text-s);
        color: var(--muted);
        font-weight: 400;
      }
      .seats button .top {
        display: flex;
        gap: 1vmin;
        align-items: center;
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) game!: PublicView;
  @state() private dialog: Dialog = null;

  get dialogOpen(): boolean {
    return this.dialog !== null;
  }

  closeDialog(): boolean {
    if (!this.dialog) return false;
    this.dialog = null;
    return true;
  }

  focusFirst(): void {
    if (this.shadowRoot) focusFirst(this.shadowRoot);
  }

  private open(dialog: Dialog): void {
    this.dialog = dialog;
    void this.updateComplete.then(() => this.shadowRoot && focusFirst(this.shadowRoot.querySelector('.dialog') ?? this.shadowRoot));
  }

  private warn(seat: number): void {
    control(this, 'host', { type: 'warn', seat });
    this.dialog = null;
  }

  private renderDialog() {
    const lang = this.locale;
    if (this.dialog === 'end') {
      return html`<div class="scrim" data-focus-scope>
        <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="end-title">
          <h2 id="end-title">${t(lang, 'host.endTitle')}</h2>
          <div class="row">
            <button data-autofocus @click=${() => (this.dialog = null)}>${t(lang, 'app.cancel')}</button>
            <button class="danger" data-testid="end-confirm" @click=${() => { control(this, 'host', { type: 'endGame' }); this.dialog = null; }}>
              ${t(lang, 'host.endConfirm')}
            </button>
          </div>
        </div>
      </div>`;
    }
    if (this.dialog === 'warn') {
      const living = this.game.seats.filter((s) => s.alive);
      return html`<div class="scrim" data-focus-scope>
        <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="warn-title">
          <h2 id="warn-title">${t(lang, 'host.warnTitle')}</h2>
          <div class="seats">
            ${living.map(
              (s) => html`<button data-testid="warn-seat" @click=${() => this.warn(s.seat)}>
                <span class="top">${seatNumber(s.seat)} ${s.name}</span>
                <span class="count">${t(lang, 'host.warnings', { n: s.warnings })}</span>
              </button>`,
            )}
          </div>
          <button data-autofocus @click=${() => (this.dialog = null)}>${t(lang, 'app.cancel')}</button>
        </div>
      </div>`;
    }
    return nothing;
  }

  override render() {
    const lang = this.locale;
    const phase = this.game.phase;
    const over = phase.name === 'gameOver';
    const timed = phase.deadline !== null || phase.remainingMs !== null;
    return html`
      <nav aria-label=${t(lang, 'host.controls')} tabindex="-1" data-focus-park>
        ${over
          ? nothing
          : html`<button
                data-testid=${phase.paused ? 'resume' : 'pause'}
                @click=${() => control(this, 'host', { type: this.game.phase.paused ? 'resume' : 'pause' })}
              >${t(lang, phase.paused ? 'host.resume' : 'host.pause')}</button>
              <button data-testid="extend" ?disabled=${!timed} @click=${() => control(this, 'host', { type: 'extend', seconds: 30 })}>${t(lang, 'host.extend')}</button>
              <button data-testid="skip" ?disabled=${!timed} @click=${() => control(this, 'host', { type: 'skip' })}>${t(lang, 'host.skip')}</button>
              <button data-testid="warn" @click=${() => this.open('warn')}>${t(lang, 'host.warn')}</button>
              <button data-testid="end" @click=${() => this.open('end')}>${t(lang, 'host.end')}</button>`}
        <span class="spacer"></span>
        <button @click=${() => this.dispatchEvent(new CustomEvent('tv-navigate', { detail: 'settings' }))}>${t(lang, 'app.settings')}</button>
        <button @click=${() => toggleFullscreen()}>${t(lang, 'app.fullscreen')}</button>
      </nav>
      ${this.renderDialog()}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-host-bar': TvHostBar;
  }
}
