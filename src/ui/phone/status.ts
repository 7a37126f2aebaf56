/**
 * Screens before a seat and beside the play, as elements in the phone's first
 * chunk, with the join form (out of the game and game over come with the
 * play):
 *
 * - `<phone-refused>`: a refusal and the buttons that take it on. Properties:
 *   `uiLang`, `reason`, `via`. Events: `phone-way` (a `Way`) for each button.
 * - `<phone-waiting>`: a seat request the TV holds. Properties: `uiLang`,
 *   `next`. No events.
 * - `<phone-link-status>`: above the screen while the phone has no line to
 *   the TV. Properties: `uiLang`, `status` (the snapshot's link fields),
 *   `night` (the app's palette attribute, passed down). Events: `phone-way`
 *   ('typeCode', 'reload').
 *
 * The app takes each way with `takeWay` (it holds the session's controls).
 */
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { PhoneControls, PhoneSnapshot } from '../../phone/snapshot';
import type { RefusalReason } from '../../protocol/vocabulary';
import type { Lang, Params } from '../shared/i18n';
import { askWay } from './events';
import { t, type PhoneKey } from './strings';
import { base, contents } from './styles';

const REFUSALS: Record<RefusalReason, PhoneKey> = {
  version: 'refusedVersion',
  started: 'refusedStarted',
  full: 'refusedFull',
  badToken: 'refusedBadToken',
  badName: 'refusedBadName',
  reservedName: 'refusedReservedName',
  removed: 'refusedRemoved',
  replaced: 'refusedReplaced',
  declined: 'refusedDeclined',
  badKey: 'refusedBadKey',
  busy: 'refusedBusy',
};

/** Refusals the join form shows under the name field (the player just types another name). */
export const NAME_REFUSALS: ReadonlySet<RefusalReason> = new Set(['badName', 'reservedName']);

/** What the screens may ask of the session beyond joining and playing. */
type Ways = Pick<PhoneControls, 'ask' | 'typeCode' | 'joinAfresh' | 'retryNow' | 'join'> | null;

/** The buttons that take each refusal on, the likeliest first. */
const WAYS: Record<RefusalReason, Way[]> = {
  version: ['reload'],
  started: ['joinNext', 'askSeat'],
  full: ['askSeat', 'joinNext'],
  badToken: ['joinAfresh'],
  badName: [],
  reservedName: [],
  removed: ['askBack'],
  // Joining again claims the seat back on this phone (newest wins).
  replaced: ['useThisPhone'],
  declined: ['askAgain'],
  badKey: ['typeCode', 'reload'],
  busy: ['tryAgain'],
};
/** A way out of a refusal or a lost link: each is a button, and a key of the phone's words. */
export type Way = 'reload' | 'joinNext' | 'askSeat' | 'askBack' | 'askAgain' | 'tryAgain' | 'joinAfresh' | 'useThisPhone' | 'typeCode';

/** Takes the way a screen asked for, with the session's controls. */
export function takeWay(way: Way, snap: PhoneSnapshot, ways: Ways): void {
  if (way === 'reload') return location.reload();
  if (way === 'joinNext') return ways?.ask?.(true);
  if (way === 'joinAfresh') return ways?.joinAfresh?.();
  if (way === 'useThisPhone') return ways?.join(snap.suggestedName ?? '');
  if (way === 'typeCode') return ways?.typeCode?.();
  ways?.ask?.(false);
}

/** The phone's words in `lang`. */
function wordsIn(lang: Lang): (key: PhoneKey, params?: Params) => string {
  return (key, params) => t(lang, key, params);
}

@customElement('phone-refused')
export class PhoneRefused extends LitElement {
  static override styles = [base, contents];

  @property({ attribute: false }) uiLang: Lang = 'ru';
  @property({ attribute: false }) reason!: RefusalReason;
  @property({ attribute: false }) via: PhoneSnapshot['via'];

  override render(): TemplateResult {
    const tr = wordsIn(this.uiLang);
    // Typing the code helps only a phone that came by a link.
    const buttons = WAYS[this.reason].filter((way) => way !== 'typeCode' || this.via !== 'code');
    return html`<main class="middle">
      <h1>${tr('refusedTitle')}</h1>
      <p class="panel" role="alert" data-testid="refused">${tr(REFUSALS[this.reason])}</p>
      ${buttons.map(
        (way, index) =>
          html`<button class="btn ${index === 0 ? 'primary' : ''}" data-testid=${way.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} @click=${() => askWay(this, way)}>
            ${tr(way)}
          </button>`,
      )}
    </main>`;
  }
}

/** A seat request the TV holds: for the host's OK, or until the next game is dealt (`next`). */
@customElement('phone-waiting')
export class PhoneWaiting extends LitElement {
  static override styles = [base, contents];

  @property({ attribute: false }) uiLang: Lang = 'ru';
  @property({ type: Boolean }) next = false;

  override render(): TemplateResult {
    const tr = wordsIn(this.uiLang);
    return html`<main class="middle">
      <h1>${tr('waitingTitle')}</h1>
      <p class="panel" role="status" data-testid="waiting">${tr(this.next ? 'waitingNext' : 'waitingOk')}</p>
    </main>`;
  }
}

/** The likeliest cause first, when the session knows why the last try failed. */
const CAUSES: Record<NonNullable<PhoneSnapshot['diagnostic']>, PhoneKey[]> = {
  unavailable: ['slowNoRoom', 'slowTv'],
  signaling: ['slowSignaling'],
  timeout: ['slowWifi', 'slowGuest'],
  noAnswer: ['slowTv'],
  noAddress: ['slowNoAddress'],
  unresolved: ['slowUnresolved'],
  unreachable: ['slowGuest'],
  slow: ['slowRadio'],
  impostor: ['slowImpostor'],
};

/** What the link's panel reads of the snapshot. */
export type LinkStatus = Pick<PhoneSnapshot, 'link' | 'slow' | 'refused' | 'seat' | 'diagnostic' | 'attempts' | 'via'>;

/** The likeliest cause first. Someone who scanned the QR code never typed a code: a link that leads nowhere is not "check the code". */
function causes(status: LinkStatus): PhoneKey[] {
  const diagnostic = status.diagnostic;
  if (!diagnostic) return [];
  if (diagnostic === 'unavailable' && status.via !== 'code') return ['slowNoLink', 'slowTv'];
  return CAUSES[diagnostic];
}

/**
 * Above the screen while the phone has no line to the TV: after 10 s the
 * diagnostics (the slow panel); before that, once an attempt has failed, a
 * line saying that it keeps trying.
 */
@customElement('phone-link-status')
export class PhoneLinkStatus extends LitElement {
  static override styles = [base, contents];

  @property({ type: Boolean, reflect: true }) night = false;
  @property({ attribute: false }) uiLang: Lang = 'ru';
  @property({ attribute: false }) status!: LinkStatus;

  override render(): TemplateResult | typeof nothing {
    const { status } = this;
    const tr = wordsIn(this.uiLang);
    if (status.slow) return this.slow(tr);
    const attempts = status.attempts ?? 0;
    if (status.link === 'online' || attempts === 0 || status.refused) return nothing;
    return html`<p class="muted center" role="status" data-testid="retrying" style="margin:8px 14px 0">${tr('retrying', { n: attempts })}</p>`;
  }

  /**
   * After 10 s without the TV: the usual causes (TV closed, another Wi-Fi, a
   * guest network), the one it saw first, and typing the code where that helps.
   */
  private slow(tr: (key: PhoneKey, params?: Params) => string): TemplateResult {
    const { status } = this;
    const likely = causes(status);
    // The guest-network hint only when the failure looked like isolation (or nothing says otherwise).
    const general: PhoneKey[] = likely.length ? ['slowTv', 'slowWifi'] : ['slowTv', 'slowWifi', 'slowGuest'];
    const rest = general.filter((k) => !likely.includes(k));
    const attempts = status.attempts ?? 0;
    // A link that leads nowhere (or to the wrong device) may be an old QR code: the code on the TV finds the room as it is now.
    const offerCode = status.via !== 'code' && status.seat === null && status.diagnostic !== 'signaling';
    return html`<section class="panel" role="alert" data-testid="diagnostics" style="margin:12px 14px 0">
      <strong>${tr('slowTitle')}</strong>
      ${attempts > 0 ? html`<p class="muted" data-testid="retrying" style="margin:4px 0">${tr('retrying', { n: attempts })}</p>` : nothing}
      <ul style="margin:0;padding-left:1.2em">
        ${likely.map((k) => html`<li data-testid="likely-cause"><strong>${tr(k)}</strong></li>`)} ${rest.map((k) => html`<li>${tr(k)}</li>`)}
      </ul>
      ${offerCode ? html`<button class="small" data-testid="type-code" @click=${() => askWay(this, 'typeCode')}>${tr('typeCode')}</button>` : nothing}
      <button class="small" @click=${() => askWay(this, 'reload')}>${tr('reload')}</button>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-refused': PhoneRefused;
    'phone-waiting': PhoneWaiting;
    'phone-link-status': PhoneLinkStatus;
  }
}
