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
import { css, html, nothing, svg, type TemplateResult } from 'lit';
import { MAX_NOTE_CHARS, NOTE_COLOURS, type KeptGame, type NoteColour, type Notes, type SeatNote } from '../../phone/notes';
import type { Ctx, GameCtx } from './parts';
import type { PhoneKey } from './strings';

const COLOUR_NAME: Record<NoteColour, PhoneKey> = { trust: 'noteTrust', suspect: 'noteSuspect', unsure: 'noteUnsure' };
const SIGN: Record<NoteColour, string> = { trust: '✓', suspect: '✗', unsure: '?' };

/** One's own colour for a seat, beside it on a list; nothing without one. */
export function noteMark(ctx: { t(key: PhoneKey): string }, notes: Notes | undefined, seat: number): TemplateResult | typeof nothing {
  return colourMark(ctx, notes?.get(seat)?.colour ?? null, `mark-${seat}`);
}

/** A colour's mark: its sign on its colour, its name for a screen reader. */
function colourMark(ctx: { t(key: PhoneKey): string }, colour: NoteColour | null, testid?: string): TemplateResult | typeof nothing {
  if (colour === null) return nothing;
  return html`<span class="mark mark-${colour}" data-testid=${testid ?? nothing} data-colour=${colour} title=${ctx.t(COLOUR_NAME[colour])}
    >${SIGN[colour]}<span class="sr">${ctx.t(COLOUR_NAME[colour])}</span></span
  >`;
}

// After Material Icons "edit_note" (Apache 2.0): a notepad and a pencil. The header has no room for a word beside a long name.
const NOTES_ICON =
  'M3 10h11v2H3v-2zm0-2h11V6H3v2zm0 8h7v-2H3v2zm15.01-3.13.71-.71c.39-.39 1.02-.39 1.41 0l.71.71c.39.39.39 1.02 0 1.41l-.71.71-2.12-2.12zm-.71.71-5.3 5.3V21h2.12l5.3-5.3-2.12-2.12z';

/** The header's button that opens the notes: the same on every phone in the game. */
export function notesIcon(): TemplateResult {
  return html`<svg class="notes-icon" viewBox="0 0 24 24" aria-hidden="true">${svg`<path d=${NOTES_ICON} />`}</svg>`;
}

export interface NotesHandlers {
  set(seat: number, note: SeatNote): void;
  /** Whether the notes are kept after the game, and the switch. */
  keeps: boolean;
  setKeeps(on: boolean): void;
  close(): void;
}

export function notesSheet(ctx: GameCtx, notes: Notes, on: NotesHandlers): TemplateResult {
  const others = ctx.view.seats.filter((s) => s.seat !== ctx.view.seat);
  return html`<div class="sheet" @click=${(e: Event) => e.target === e.currentTarget && on.close()} @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && on.close()}>
    <div role="dialog" aria-modal="true" aria-labelledby="notes-title" data-testid="notes">
      <h2 id="notes-title">${ctx.t('notesTitle')}</h2>
      <p class="muted">${ctx.t('notesPrivate')}</p>
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
                  aria-label=${ctx.t(COLOUR_NAME[colour])}
                  title=${ctx.t(COLOUR_NAME[colour])}
                  @click=${() => on.set(s.seat, { ...note, colour: note.colour === colour ? null : colour })}
                >
                  ${SIGN[colour]}
                </button>`,
              )}
            </div>
            <input
              data-testid="note-${s.seat}-text"
              maxlength=${MAX_NOTE_CHARS}
              autocomplete="off"
              aria-label=${ctx.t('noteFor', { who: ctx.who(s.seat) })}
              placeholder=${ctx.t('notePlaceholder')}
              .value=${note.text}
              @input=${(e: Event) => on.set(s.seat, { ...note, text: (e.target as HTMLInputElement).value })}
            />
          </li>`;
        })}
      </ul>
      <label class="keep">
        <input
          type="checkbox"
          data-testid="notes-keep"
          .checked=${on.keeps}
          @change=${(e: Event) => on.setKeeps((e.target as HTMLInputElement).checked)}
        />
        <span>${ctx.t('notesKeep')}</span>
      </label>
      <button class="btn" data-testid="notes-close" @click=${on.close}>${ctx.t('close')}</button>
    </div>
  </div>`;
}

/** The button that opens the kept notes, between games; nothing when none are kept. */
export function keptButton(ctx: Ctx, kept: readonly KeptGame[], open: () => void): TemplateResult | typeof nothing {
  if (!kept.length) return nothing;
  return html`<button class="btn kept-open" data-testid="kept-open" @click=${open}>${ctx.t('keptOpen', { n: kept.length })}</button>`;
}

export interface KeptHandlers {
  forget(endedAt: number): void;
  close(): void;
}

/** The games whose notes the player kept, newest first: who sat where, and each note as written. */
export function keptSheet(ctx: Ctx, kept: readonly KeptGame[], on: KeptHandlers): TemplateResult {
  const date = new Intl.DateTimeFormat(ctx.lang, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return html`<div class="sheet" @click=${(e: Event) => e.target === e.currentTarget && on.close()} @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && on.close()}>
    <div role="dialog" aria-modal="true" aria-labelledby="kept-title" data-testid="kept">
      <h2 id="kept-title">${ctx.t('keptTitle')}</h2>
      <p class="muted">${ctx.t('keptPrivate')}</p>
      ${kept.map(
        (game) => html`<section class="kept-game" data-testid="kept-game">
          <div class="note-head">
            <strong class="name">${ctx.t('keptGame', { date: date.format(game.endedAt), count: game.table.length, seat: game.seat })}</strong>
            <button class="small" data-testid="kept-delete" @click=${() => on.forget(game.endedAt)}>${ctx.t('keptDelete')}</button>
          </div>
          <ul class="kept-notes">
            ${game.notes.map(
              (note) => html`<li data-testid="kept-note">
                <span class="num">${note.seat}</span>
                <span class="name">${game.table[note.seat - 1] ?? ''}</span>
                ${colourMark(ctx, note.colour)}
                ${note.text ? html`<span class="text">${note.text}</span>` : nothing}
              </li>`,
            )}
          </ul>
        </section>`,
      )}
      <button class="btn" data-testid="kept-close" @click=${on.close}>${ctx.t('close')}</button>
    </div>
  </div>`;
}

export const notesStyles = css`
  .small.icon {
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 44px;
    padding: 0;
  }
  .notes-icon {
    width: 26px;
    height: 26px;
    fill: currentColor;
  }
  ul.notes {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  ul.notes li {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  ul.notes li.gone .name {
    color: var(--muted);
    text-decoration: line-through;
  }
  .note-head {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .note-head .name {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  /* A row of its own in the sheet's column (which would shrink it), the box beside its words. */
  label.keep {
    flex: none;
    flex-direction: row;
    align-items: center;
    gap: 12px;
    min-height: 44px;
    margin: 12px 0;
    font-weight: 400;
  }
  label.keep input {
    flex: none;
    width: 24px;
    height: 24px;
    min-height: 0;
    padding: 0;
    margin: 0;
    accent-color: var(--accent);
  }
  .kept-open {
    margin-top: 12px;
  }
  .kept-game {
    flex: none;
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 10px 0;
    border-top: 1px solid var(--line);
  }
  ul.kept-notes {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  ul.kept-notes li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  ul.kept-notes .text {
    flex-basis: 100%;
    /* Under its seat's name, not under the number: it reads as that seat's. */
    padding-left: 52px;
    color: var(--muted);
    overflow-wrap: anywhere;
  }
  ul.notes input {
    min-height: 44px;
    padding: 8px 12px;
  }
  .mark-pick {
    flex: none;
    width: 44px;
    height: 44px;
    border-radius: 22px;
    border: 2px solid var(--line);
    background: var(--surface);
    font-weight: 800;
    font-size: 1.1rem;
  }
  .mark-pick[aria-pressed='true'] {
    border-color: var(--text);
    background: var(--mark);
    color: #0b0f1e;
  }
  .mark-trust {
    --mark: #7fe0a0;
  }
  .mark-suspect {
    --mark: #ff9e6b;
  }
  .mark-unsure {
    --mark: #c9c3ff;
  }
  /* At night every colour is the palette's grey: the sign tells them apart. */
  :host([night]) .mark-trust,
  :host([night]) .mark-suspect,
  :host([night]) .mark-unsure {
    --mark: #8a8a99;
  }
  .mark {
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 22px;
    height: 22px;
    border-radius: 11px;
    background: var(--mark);
    color: #0b0f1e;
    font-size: 0.8rem;
    font-weight: 800;
    line-height: 1;
  }
  .tile {
    position: relative;
  }
  .tile .mark {
    position: absolute;
    top: 3px;
    right: 3px;
    width: 18px;
    height: 18px;
    font-size: 0.7rem;
  }
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
