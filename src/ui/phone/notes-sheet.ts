/**
 * The player's private notes (src/phone/notes.ts): a sheet with a
 * row per seat — a colour (trust / suspect / unsure) and a short text — and
 * the small mark that shows one's own colour beside each seat on the night
 * grid and on the day's lists.
 *
 * No tell: the button that opens the sheet is in the header of every phone in
 * the game, whatever its card, alive or not, by day and at night; the sheet
 * is the same for all. The player may keep the notes after the game (a
 * switch on the sheet): the kept games then open from the lobby and the game
 * over, on this phone only. Each mark has its own sign as well as its colour, so
 * the night palette (every colour grey) still tells them apart.
 */
import { html, LitElement, nothing, svg, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { MAX_NOTE_CHARS, NOTE_COLOURS, type KeptGame, type NoteColour, type Notes, type SeatNote } from '../../phone/notes';
import type { Lang, Params } from '../shared/i18n';
import type { GameCtx } from './ctx';
import { askClose, askNotes } from './events';
import { notesStyles } from './notes-styles';
import { screenStyles } from './screen-styles';
import { t, type PhoneKey } from './strings';

/** The phone's words in the player's language. */
type Tr = (key: PhoneKey, params?: Params) => string;

const COLOUR_NAME: Record<NoteColour, PhoneKey> = { trust: 'noteTrust', suspect: 'noteSuspect', unsure: 'noteUnsure' };
const SIGN: Record<NoteColour, string> = { trust: '✓', suspect: '✗', unsure: '?' };

/** One's own colour for a seat, beside it on a list; nothing without one. */
export function noteMark(words: { t(key: PhoneKey): string }, notes: Notes | undefined, seat: number): TemplateResult | typeof nothing {
  return colourMark(words, notes?.get(seat)?.colour ?? null, `mark-${seat}`);
}

/** A colour's mark: its sign on its colour, its name for a screen reader. */
function colourMark(words: { t(key: PhoneKey): string }, colour: NoteColour | null, testid?: string): TemplateResult | typeof nothing {
  if (colour === null) return nothing;
  return html`<span class="mark mark-${colour}" data-testid=${testid ?? nothing} data-colour=${colour} title=${words.t(COLOUR_NAME[colour])}
    >${SIGN[colour]}<span class="sr">${words.t(COLOUR_NAME[colour])}</span></span
  >`;
}

// After Material Icons "edit_note" (Apache 2.0): a notepad and a pencil. The header has no room for a word beside a long name.
const NOTES_ICON =
  'M3 10h11v2H3v-2zm0-2h11V6H3v2zm0 8h7v-2H3v2zm15.01-3.13.71-.71c.39-.39 1.02-.39 1.41 0l.71.71c.39.39.39 1.02 0 1.41l-.71.71-2.12-2.12zm-.71.71-5.3 5.3V21h2.12l5.3-5.3-2.12-2.12z';

/** The header's button that opens the notes: the same on every phone in the game. */
export function notesIcon(): TemplateResult {
  return html`<svg class="notes-icon" viewBox="0 0 24 24" aria-hidden="true">${svg`<path d=${NOTES_ICON} />`}</svg>`;
}

/**
 * `<phone-notes-sheet>`: the notes, laid over the screen — a row per other
 * seat with its colour and words, and the switch that keeps them after the
 * game.
 *
 * Properties: `game` (the seats and their names: plain data, its `act`
 * unused), `notes`, `keeps`, `night` (the app's palette attribute, passed
 * down: the marks go grey). Events: `phone-notes` for each change,
 * `phone-sheet-close` for Close, a tap beside the sheet or Escape.
 */
@customElement('phone-notes-sheet')
export class PhoneNotesSheet extends LitElement {
  static override styles = [...screenStyles, notesStyles];

  @property({ type: Boolean, reflect: true }) night = false;
  @property({ attribute: false }) game!: GameCtx;
  @property({ attribute: false }) notes!: Notes;
  @property({ type: Boolean }) keeps = false;

  private readonly close = (): void => askClose(this);

  private set(seat: number, note: SeatNote): void {
    askNotes(this, { kind: 'note', seat, note });
  }

  override render(): TemplateResult {
    const { game, notes } = this;
    const others = game.view.seats.filter((s) => s.seat !== game.view.seat);
    return html`<div class="sheet" @click=${(e: Event) => e.target === e.currentTarget && this.close()} @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && this.close()}>
      <div role="dialog" aria-modal="true" aria-labelledby="notes-title" data-testid="notes">
        <h2 id="notes-title">${game.t('notesTitle')}</h2>
        <p class="muted">${game.t('notesPrivate')}</p>
        <ul class="notes">
          ${others.map((s) => {
            const note = notes.get(s.seat) ?? { colour: null, text: '' };
            return html`<li class=${s.alive ? '' : 'gone'} data-testid="note-${s.seat}">
              <div class="note-head">
                <span class="num">${s.seat}</span>
                <span class="name">${s.name}</span>
                ${NOTE_COLOURS.map(
                  (colour) => html`<button
                    class="mark-pick mark-${colour}"
                    data-testid="note-${s.seat}-${colour}"
                    aria-pressed=${note.colour === colour ? 'true' : 'false'}
                    aria-label=${game.t(COLOUR_NAME[colour])}
                    title=${game.t(COLOUR_NAME[colour])}
                    @click=${() => this.set(s.seat, { ...note, colour: note.colour === colour ? null : colour })}
                  >
                    ${SIGN[colour]}
                  </button>`,
                )}
              </div>
              <input
                data-testid="note-${s.seat}-text"
                maxlength=${MAX_NOTE_CHARS}
                autocomplete="off"
                aria-label=${game.t('noteFor', { who: game.who(s.seat) })}
                placeholder=${game.t('notePlaceholder')}
                .value=${note.text}
                @input=${(e: Event) => this.set(s.seat, { ...note, text: (e.target as HTMLInputElement).value })}
              />
            </li>`;
          })}
        </ul>
        <label class="keep">
          <input
            type="checkbox"
            data-testid="notes-keep"
            .checked=${this.keeps}
            @change=${(e: Event) => askNotes(this, { kind: 'keep', on: (e.target as HTMLInputElement).checked })}
          />
          <span>${game.t('notesKeep')}</span>
        </label>
        <button class="btn" data-testid="notes-close" @click=${this.close}>${game.t('close')}</button>
      </div>
    </div>`;
  }
}

/** The button that opens the kept notes, between games; nothing when none are kept. */
export function keptButton(tr: Tr, kept: readonly KeptGame[], open: () => void): TemplateResult | typeof nothing {
  if (!kept.length) return nothing;
  return html`<button class="btn kept-open" data-testid="kept-open" @click=${open}>${tr('keptOpen', { n: kept.length })}</button>`;
}

/**
 * `<phone-kept-sheet>`: the games whose notes the player kept, newest first:
 * who sat where, and each note as written (between games, on this phone
 * only).
 *
 * Properties: `uiLang`, `kept`. Events: `phone-notes` ({ kind: 'forget' })
 * for a game's Delete, `phone-sheet-close` for Close, a tap beside the sheet
 * or Escape.
 */
@customElement('phone-kept-sheet')
export class PhoneKeptSheet extends LitElement {
  static override styles = [...screenStyles, notesStyles];

  @property({ attribute: false }) uiLang: Lang = 'ru';
  @property({ attribute: false }) kept: readonly KeptGame[] = [];

  private readonly close = (): void => askClose(this);

  override render(): TemplateResult {
    const tr: Tr = (key, params) => t(this.uiLang, key, params);
    const date = new Intl.DateTimeFormat(this.uiLang, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
    return html`<div class="sheet" @click=${(e: Event) => e.target === e.currentTarget && this.close()} @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && this.close()}>
      <div role="dialog" aria-modal="true" aria-labelledby="kept-title" data-testid="kept">
        <h2 id="kept-title">${tr('keptTitle')}</h2>
        <p class="muted">${tr('keptPrivate')}</p>
        ${this.kept.map(
          (game) => html`<section class="kept-game" data-testid="kept-game">
            <div class="note-head">
              <strong class="name">${tr('keptGame', { date: date.format(game.endedAt), count: game.table.length, seat: game.seat })}</strong>
              <button class="small" data-testid="kept-delete" @click=${() => askNotes(this, { kind: 'forget', endedAt: game.endedAt })}>${tr('keptDelete')}</button>
            </div>
            <ul class="kept-notes">
              ${game.notes.map(
                (note) => html`<li data-testid="kept-note">
                  <span class="num">${note.seat}</span>
                  <span class="name">${game.table[note.seat - 1] ?? ''}</span>
                  ${colourMark({ t: tr }, note.colour)}
                  ${note.text ? html`<span class="text">${note.text}</span>` : nothing}
                </li>`,
              )}
            </ul>
          </section>`,
        )}
        <button class="btn" data-testid="kept-close" @click=${this.close}>${tr('close')}</button>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-notes-sheet': PhoneNotesSheet;
    'phone-kept-sheet': PhoneKeptSheet;
  }
}
