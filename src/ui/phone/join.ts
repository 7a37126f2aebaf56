/**
 * `<phone-join>`: the start page — the room code (when the phone came without a
 * link) and the player's name, remembered for next time.
 *
 * Properties: `uiLang`; `roomCode` (null: the phone came without a link,
 * and asks for it), `suggestedName` (the session's memory of the last name),
 * `refused` (a name the TV refused), `link` (the line to the TV), `joining`
 * (a join was sent and no answer came yet). Events: `phone-join` with the
 * name (and the typed room code, if any).
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { formatRoomCode } from '../../net/ids';
import { CODE_LENGTH, MAX_NAME_LENGTH } from '../../protocol/messages';
import type { PhoneLink } from '../../phone/snapshot';
import type { RefusalReason } from '../../protocol/vocabulary';
import type { Lang, Params } from '../shared/i18n';
import { askJoin } from './events';
import { t as words, type PhoneKey } from './strings';
import { base } from './styles';

const NAME_KEY = 'citysleeps.name';

/** Characters as the TV counts them (src/host/names.ts): spaces collapsed, combining marks free. */
export function nameLength(name: string): number {
  return [...name.trim().replace(/\s+/g, ' ')].filter((c) => !/\p{M}/u.test(c)).length;
}

function savedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return ''; // storage blocked (private mode): nothing remembered
  }
}

@customElement('phone-join')
export class PhoneJoin extends LitElement {
  static override styles = [
    base,
    css`
      :host,
      form {
        display: flex;
        flex-direction: column;
        flex: 1;
      }
    `,
  ];

  @property({ attribute: false }) uiLang: Lang = 'ru';
  @property({ attribute: false }) roomCode: string | null = null;
  @property({ attribute: false }) suggestedName: string | null = null;
  @property({ attribute: false }) refused: RefusalReason | null = null;
  @property({ attribute: false }) link: PhoneLink = 'connecting';
  @property({ type: Boolean }) joining = false;
  @state() private name = savedName();
  private typedName = false;
  @state() private code = '';

  private get needsCode(): boolean {
    return this.roomCode === null;
  }

  private get ready(): boolean {
    return this.name.trim() !== '' && nameLength(this.name) <= MAX_NAME_LENGTH && (!this.needsCode || this.code.length === CODE_LENGTH) && !this.joining;
  }

  /** The session may remember the last name too; it fills in until the player types. */
  protected override willUpdate(): void {
    const suggested = this.suggestedName;
    if (!this.typedName && !this.name && suggested) this.name = suggested;
  }

  private typeName(e: Event): void {
    this.typedName = true;
    this.name = (e.target as HTMLInputElement).value;
  }

  private typeCode(e: Event): void {
    const input = e.target as HTMLInputElement;
    // Room codes are letters only (protocol CODE_ALPHABET); spaces and dashes people type are dropped.
    this.code = input.value.toUpperCase().replace(/[^A-Z]/g, '').slice(0, CODE_LENGTH);
    input.value = this.code;
  }

  private submit(e: Event): void {
    e.preventDefault();
    if (!this.ready) return;
    const name = this.name.trim();
    try {
      localStorage.setItem(NAME_KEY, name);
    } catch {
      // not remembered; joining still works
    }
    askJoin(this, { name, code: this.needsCode ? this.code : null });
  }

  override render(): TemplateResult {
    const t = (key: PhoneKey, params?: Params): string => words(this.uiLang, key, params);
    const { refused } = this;
    const length = nameLength(this.name);
    const over = length > MAX_NAME_LENGTH;
    return html`<form @submit=${this.submit}>
      <main class="middle">
        <h1>${t('joinTitle')}</h1>
        <p class="muted">${t('joinIntro')}</p>
        ${this.needsCode
          ? html`<label
              >${t('roomCode')}
              <input
                class="code"
                data-testid="code"
                .value=${this.code}
                @input=${this.typeCode}
                autocomplete="off"
                autocapitalize="characters"
                spellcheck="false"
                aria-describedby="code-hint"
              />
              <span id="code-hint" class="muted" style="font-weight:400">${t('roomCodeHint')}</span>
            </label>`
          : html`<p class="muted">${t('room', { code: formatRoomCode(this.roomCode ?? '') })}</p>`}
        <label
          >${t('name')}
          <input
            data-testid="name"
            .value=${this.name}
            @input=${this.typeName}
            autocomplete="nickname"
            enterkeyhint="go"
            aria-describedby="name-count"
          />
        </label>
        <!-- No maxlength: a browser would cut a pasted name silently; the counter says it instead. -->
        <span id="name-count" class="counter ${over ? 'over' : ''}" data-testid="name-count" aria-live="polite"
          >${t('nameCount', { n: length, max: MAX_NAME_LENGTH })}</span
        >
        ${over ? html`<p class="bad" role="alert" data-testid="name-long">${t('nameTooLong', { max: MAX_NAME_LENGTH })}</p>` : nothing}
        ${refused === 'badName' || refused === 'reservedName'
          ? html`<p class="bad" role="alert" data-testid="name-refused">${t(refused === 'badName' ? 'refusedBadName' : 'refusedReservedName')}</p>`
          : nothing}
        <button class="btn primary" type="submit" data-testid="join" ?disabled=${!this.ready}>
          ${t(this.joining ? 'joining' : 'join')}
        </button>
        ${this.link === 'connecting' && !this.needsCode ? html`<p class="muted center" role="status">${t('connecting')}</p>` : nothing}
      </main>
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-join': PhoneJoin;
  }
}
