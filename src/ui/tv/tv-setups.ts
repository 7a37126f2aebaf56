/**
 * `<tv-setups>`: the saved setups. Each row plays in one step (the setup,
 * fitted to the players seated, then the deal), or is only chosen, or is
 * deleted; beside them the setup now, to save under a name (the TV offers
 * one: «Город · 11 · клубный темп»), and "same players, new seats" (the
 * host shuffles the seating, the `newSeats` control). Remote-friendly: every control a button
 * or a text field, arrows and Enter.
 *
 * @property locale
 * @property snapshot  HostSnapshot — the setup now and the seated players
 * @property offers    ControlOffers — the host's optional controls (newSeats)
 * @property setups    SavedSetup[] — newest first (the host's TableMemory)
 * @fires tv-setup-save    (bubbles, composed) detail: { name, setup } — remember this setup under this name
 * @fires tv-setup-forget  (bubbles, composed) detail: name
 * @fires tv-navigate      detail: 'lobby' (Back, or a setup chosen)
 * @fires tv-control       (bubbles, composed) updateSetup, startGame, newSeats (control.ts)
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { Setup } from '../../engine/types';
import { paceOf } from '../../engine/pace';
import type { HostSnapshot } from '../../host/snapshot';
import { control, type ControlOffers } from './control';
import { MAX_SETUP_NAME, setupForTable, type SavedSetup } from '../../host/saved-setups';
import { t } from './strings';
import { tvControls, tvLayout, tvTokens } from './styles';
import { deckText, PLAYER_RANGE } from './setup-facts';

function presetName(lang: Lang, setup: Setup): string {
  return t(lang, setup.preset === 'city' ? 'rules.city.title' : 'rules.classic.title');
}

function paceName(lang: Lang, setup: Setup): string {
  return t(lang, `pace.${paceOf(setup)}Name`);
}

/** The name the TV offers for a setup: its rules, its table and its pace. */
export function autoSetupName(lang: Lang, setup: Setup): string {
  return t(lang, 'setups.auto', { preset: presetName(lang, setup), players: setup.players, pace: paceName(lang, setup) });
}

@customElement('tv-setups')
export class TvSetups extends LitElement {
  static override styles = [
    tvTokens,
    tvControls,
    tvLayout,
    css`
      :host {
        display: grid;
        grid-template-columns: 1.5fr 1fr;
        gap: 3vmin;
        padding: 0 3vmin 2vmin;
        box-sizing: border-box;
        min-height: 0;
      }
      .col {
        display: flex;
        flex-direction: column;
        gap: 1.6vmin;
        min-height: 0;
      }
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 1.2vmin;
        overflow: auto;
      }
      li {
        display: grid;
        grid-template-columns: 1fr auto auto auto;
        align-items: center;
        gap: 1.2vmin;
        padding: 1.2vmin 1.6vmin;
      }
      .name {
        font-weight: 800;
        overflow-wrap: anywhere;
      }
      .facts,
      .muted {
        font-size: var(--text-s);
        color: var(--muted);
      }
      label {
        display: grid;
        gap: 0.8vmin;
        font-size: var(--text-s);
        font-weight: 700;
      }
      input {
        font: inherit;
        font-size: var(--text-m);
        padding: 1vmin 1.4vmin;
        border-radius: var(--radius);
        border: 0.3vmin solid var(--line);
        background: var(--bg);
        color: var(--text);
      }
      .panel {
        display: grid;
        gap: 1.4vmin;
        padding: 1.8vmin;
      }
      .back {
        margin-top: auto;
        align-self: flex-start;
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) snapshot!: HostSnapshot;
  @property({ attribute: false }) offers: ControlOffers = new Set();
  @property({ attribute: false }) setups: SavedSetup[] = [];
  /** The name typed for the setup now; null: the TV's own name for it. */
  @state() private typed: string | null = null;
  @state() private savedName: string | null = null;

  private emit(type: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  private toLobby(): void {
    this.dispatchEvent(new CustomEvent('tv-navigate', { detail: 'lobby' }));
  }

  /** How many more players the saved setup needs at the least to be dealt now (0: it can be). */
  private missing(saved: SavedSetup): number {
    return Math.max(0, PLAYER_RANGE[saved.setup.preset].min - this.snapshot.seats.length);
  }

  private fitted(saved: SavedSetup): Setup {
    const seated = this.snapshot.seats.length;
    return seated > 0 ? setupForTable(saved.setup, seated) : saved.setup;
  }

  /**
   * One step: the setup for the players seated, then the deal. The game's
   * screen shows while it runs; the lobby after it (or with the refusal's notice).
   */
  private play(saved: SavedSetup): void {
    control(this, 'updateSetup', this.fitted(saved));
    control(this, 'startGame');
    this.toLobby();
  }

  private use(saved: SavedSetup): void {
    control(this, 'updateSetup', this.fitted(saved));
    this.toLobby();
  }

  private save(): void {
    const setup = this.snapshot.setup;
    const name = (this.typed ?? autoSetupName(this.locale, setup)).trim() || autoSetupName(this.locale, setup);
    this.emit('tv-setup-save', { name, setup });
    this.savedName = name;
    this.typed = null;
  }

  private renderRow(saved: SavedSetup, index: number) {
    const lang = this.locale;
    const { setup } = saved;
    const missing = this.missing(saved);
    return html`<li class="panel-row panel" data-testid="saved-setup">
      <span>
        <span class="name" data-testid="saved-setup-name">${saved.name}</span><br />
        <span class="facts">${t(lang, 'setups.summary', { preset: presetName(lang, setup), players: setup.players, pace: paceName(lang, setup) })} · ${deckText(setup, lang)}</span>
        ${missing > 0 ? html`<br /><span class="facts">${t(lang, 'setups.short', { n: missing })}</span>` : nothing}
      </span>
      <button class="primary" data-testid="saved-setup-play-${index}" ?disabled=${missing > 0} @click=${() => this.play(saved)}>${t(lang, 'setups.play')}</button>
      <button data-testid="saved-setup-use-${index}" @click=${() => this.use(saved)}>${t(lang, 'setups.use')}</button>
      <button class="danger" data-testid="saved-setup-delete-${index}" aria-label="${t(lang, 'setups.delete')}: ${saved.name}" @click=${() => this.emit('tv-setup-forget', saved.name)}>${t(lang, 'setups.delete')}</button>
    </li>`;
  }

  override render() {
    const lang = this.locale;
    const setup = this.snapshot.setup;
    const name = this.typed ?? autoSetupName(lang, setup);
    return html`
      <div class="col">
        <h2>${t(lang, 'setups.title')}</h2>
        ${this.setups.length
          ? html`<ol data-testid="saved-setups">${this.setups.map((saved, index) => this.renderRow(saved, index))}</ol>`
          : html`<p class="muted" data-testid="saved-setups-none">${t(lang, 'setups.none')}</p>`}
      </div>
      <div class="col">
        <h2>${t(lang, 'setups.current')}</h2>
        <div class="panel">
          <span>${t(lang, 'setups.summary', { preset: presetName(lang, setup), players: setup.players, pace: paceName(lang, setup) })}</span>
          <span class="facts">${deckText(setup, lang)}</span>
          <label>
            ${t(lang, 'setups.name')}
            <input
              type="text"
              data-testid="setup-name"
              maxlength=${MAX_SETUP_NAME}
              .value=${name}
              @input=${(event: Event) => (this.typed = (event.target as HTMLInputElement).value)}
              @keydown=${(event: KeyboardEvent) => event.key === 'Enter' && this.save()}
            />
          </label>
          <button class="primary" data-testid="setup-save" @click=${() => this.save()}>${t(lang, 'setups.save')}</button>
          ${this.savedName ? html`<span class="facts" role="status" data-testid="setup-saved">${t(lang, 'setups.saved')}: ${this.savedName}</span>` : nothing}
        </div>
        ${this.offers.has('newSeats') && this.snapshot.seats.length >= 2
          ? html`<button data-testid="new-seats" @click=${() => control(this, 'newSeats')}>${t(lang, 'seats.new')}</button>`
          : nothing}
        <button class="back" data-testid="setups-back" @click=${() => this.toLobby()}>${t(lang, 'app.back')}</button>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-setups': TvSetups;
  }
}
