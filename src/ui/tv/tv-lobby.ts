/**
 * `<tv-lobby>`: the room before a game. A big QR code and the room code to
 * join with, the seats as they join (number, colour, name, away/bot/VIP),
 * in two columns in seat order, the setup in one line with the rules in force
 * (cards shown or hidden, City's win condition), practice bots, and Start —
 * disabled with the reason until the table fits the setup. All 17 seats fit.
 * The host may lock the table (new names wait for an OK) and answers seat
 * requests here; when another device holds the room's address, it says so
 * and offers a new room. A deal the setup refused is said in the join panel
 * too, under the code, where it hides neither the QR code nor a seat.
 *
 * The seats are reordered and removed in one edit mode a TV remote reaches
 * (seat-editing.ts): "Change seats" turns each seat into one button; OK picks
 * a seat up, ↑ ↓ move it, OK puts it down (or, on another seat, puts it
 * there), Remove beside the held seat takes it off the table, and Back or
 * Done leaves. The rest of the lobby is inert meanwhile, so the arrows stay
 * among the seats.
 *
 * @property lang
 * @property snapshot  HostSnapshot
 * @property offers    ControlOffers — the host's optional controls (lock, requests, new room)
 * @property notice    string | null — a host notice's line (tv-app.ts HOST_NOTICES), until OK
 * @fires tv-control   (bubbles, composed) a host control (control.ts)
 * @fires tv-notice-ok the host has read the notice
 * @fires tv-navigate  detail: 'setup' | 'home'
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import QRCode from 'qrcode';
import type { Lang } from '../shared/i18n';
import type { HostSnapshot, LobbySeat, SeatRequestView } from '../../host/snapshot';
import { control, type ControlOffers } from './control';
import { formatRoomCode } from '../../net/ids';
import { t } from './strings';
import { tvControls, tvLayout, tvTokens } from './styles';
import { seatChipStyles, seatNumber } from './seat-chip';
import { deckText, PLAYER_RANGE, rulesFacts, setupProblem, withPlayers } from './setup-facts';
import { seatEditKey } from './seat-editing';
import { lobbyStyles } from './tv-lobby.styles';

/** The link as a person would type it: host, path and `?phone`, then the code by hand (the QR carries the full link). */
function shortLink(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}?phone`;
  } catch {
    return url;
  }
}

@customElement('tv-lobby')
export class TvLobby extends LitElement {
  static override styles = [
    tvTokens,
    tvControls,
    tvLayout,
    seatChipStyles,
    lobbyStyles,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) snapshot!: HostSnapshot;
  @property({ attribute: false }) offers: ControlOffers = new Set();
  @property({ attribute: false }) notice: string | null = null;
  @state() private qr = { url: '', image: '' };
  /** Edit mode: the seats are buttons, the rest of the lobby is inert. */
  @state() private editing = false;
  /** The name of the seat picked up (names are unique at a table), or null. */
  @state() private held: string | null = null;
  /** Said to a screen reader after a move or a removal. */
  @state() private said = '';
  /** Where focus goes once the host's next snapshot shows a change made here. */
  private refocus: { name: string; seat: number } | { index: number; gone: string } | { to: 'edit' | 'first' } | null = null;

  override willUpdate(): void {
    // A held seat that left the table (its phone gone, or removed) is held no more.
    if (this.held && !this.heldSeat()) this.held = null;
    const url = this.snapshot.room?.joinUrl ?? '';
    if (url && url !== this.qr.url) {
      this.qr = { url, image: '' };
      QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } })
        .then((svg) => {
          if (this.qr.url === url) this.qr = { url, image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
        })
        .catch(() => undefined);
    }
  }

  private go(page: string): void {
    this.dispatchEvent(new CustomEvent('tv-navigate', { detail: page }));
  }

  /** Why Start is disabled, or null when the table fits the setup. */
  private startBlocker(): string | null {
    const { room, seats, setup } = this.snapshot;
    const lang = this.locale;
    if (!room) return t(lang, 'lobby.noRoom');
    if (seats.length < setup.players) return t(lang, 'lobby.needMore', { n: setup.players - seats.length });
    if (seats.length > setup.players) return t(lang, 'lobby.tooMany', { n: seats.length - setup.players });
    const problem = setupProblem(setup);
    return problem ? `${t(lang, 'lobby.badSetup')} (${problem})` : null;
  }

  private renderSeat(seat: LobbySeat) {
    const lang = this.locale;
    const { vipSeat } = this.snapshot;
    const name = seat.name;
    const face = html`${seatNumber(seat.seat)}
      <span class="name">${name}</span>
      ${seat.bot ? html`<span class="badge bot">${t(lang, 'status.bot')}</span>` : nothing}
      ${seat.link === 'away' ? html`<span class="badge away">${t(lang, 'status.away')}</span>` : nothing}
      ${vipSeat === seat.seat ? html`<span class="badge vip" role="img" aria-label=${t(lang, 'status.vip')} data-testid="vip-badge">★</span>` : nothing}`;
    if (!this.editing) return html`<li class="seat" data-testid="seat" data-seat=${seat.seat} data-name=${name}>${face}</li>`;
    const held = this.held === name;
    return html`<li class="seat editing ${held ? 'held' : ''}" data-testid="seat" data-seat=${seat.seat} data-name=${name}>
      <button class="pick" data-testid="seat-pick" aria-pressed=${held ? 'true' : 'false'} @click=${() => this.pick(seat)}>${face}</button>
      ${held
        ? html`<button class="remove danger" data-testid="seat-remove" aria-label=${t(lang, 'lobby.remove', { name })} @click=${() => this.removeSeat(seat)}>
            ${t(lang, 'lobby.removeShort')}
          </button>`
        : nothing}
    </li>`;
  }

  // --- Edit mode --------------------------------------------------------------

  private startEditing(): void {
    this.editing = true;
    this.held = null;
    this.said = '';
    this.refocus = { to: 'first' };
  }

  private stopEditing(): void {
    this.editing = false;
    this.held = null;
    this.refocus = { to: 'edit' };
  }

  /** OK on a seat: picks it up, puts it down, or puts the held seat in its place. */
  private pick(seat: LobbySeat): void {
    const held = this.heldSeat();
    if (!held) this.held = seat.name;
    else if (held.name === seat.name) this.held = null;
    else {
      this.moveHeld(held, seat.seat);
      this.held = null;
    }
  }

  private heldSeat(): LobbySeat | null {
    return this.snapshot.seats.find((seat) => seat.name === this.held) ?? null;
  }

  private moveHeld(held: LobbySeat, to: number): void {
    control(this, 'moveSeat', held.seat, to);
    this.refocus = { name: held.name, seat: to };
    this.said = t(this.locale, 'lobby.movedTo', { name: held.name, seat: to });
  }

  private removeSeat(seat: LobbySeat): void {
    control(this, 'removePlayer', seat.seat);
    this.held = null;
    this.refocus = { index: seat.seat - 1, gone: seat.name };
    this.said = t(this.locale, 'lobby.removed', { name: seat.name });
  }

  /** The editor's keys, before the focus navigation (tv-app) sees them. */
  private onEditKey(event: KeyboardEvent): void {
    const held = this.heldSeat();
    const row = (event.target as HTMLElement | null)?.closest?.('li[data-name]') as HTMLElement | null;
    const edit = seatEditKey(event.key, { held: held?.seat ?? null, onHeld: !!held && row?.dataset.name === held.name, count: this.snapshot.seats.length });
    if (!edit) return;
    event.preventDefault();
    event.stopPropagation();
    if (edit.kind === 'move' && held) this.moveHeld(held, edit.to);
    else if (edit.kind === 'drop') {
      this.held = null;
      this.refocus = held ? { name: held.name, seat: held.seat } : null;
    } else if (edit.kind === 'leave') this.stopEditing();
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const want = this.refocus;
    if (!want) return;
    const root = this.renderRoot as ShadowRoot;
    const picks = [...root.querySelectorAll<HTMLElement>('[data-testid="seat-pick"]')];
    let target: HTMLElement | null = null;
    if ('to' in want) target = want.to === 'edit' ? root.querySelector('[data-testid="edit-seats"]') : (picks[0] ?? root.querySelector('[data-testid="edit-done"]'));
    else if ('name' in want) {
      const row = root.querySelector<HTMLElement>(`li[data-seat="${want.seat}"]`);
      // The host's snapshot may come a moment later: wait until the seat is where it was moved.
      if (row?.dataset.name !== want.name) {
        if (this.snapshot.seats.some((seat) => seat.name === want.name)) return;
      } else target = row.querySelector('[data-testid="seat-pick"]');
    } else {
      if (this.snapshot.seats.some((seat) => seat.name === want.gone)) {
        // Until the seat is gone, keep focus where it was.
        picks[want.index]?.focus();
        return;
      }
      target = picks[Math.min(want.index, picks.length - 1)] ?? root.querySelector('[data-testid="edit-done"]');
    }
    this.refocus = null;
    target?.focus();
  }

  /** The title line's button: into edit mode, or out of it. */
  private renderEditButton() {
    const lang = this.locale;
    if (this.editing) {
      return html`<button class="edit" data-testid="edit-done" @click=${() => this.stopEditing()}>${t(lang, 'lobby.editDone')}</button>`;
    }
    if (this.snapshot.seats.length === 0) return nothing;
    return html`<button class="edit" data-testid="edit-seats" @click=${() => this.startEditing()}>${t(lang, 'lobby.edit')}</button>`;
  }

  /** What the keys do in edit mode, or why Start waits. */
  private statusLine(blocker: string | null): string {
    const lang = this.locale;
    if (!this.editing) return blocker ?? '';
    return t(lang, this.held ? 'lobby.editHeld' : 'lobby.editPick');
  }

  /** The lock switch: one button that says what it does, and when locked, that the table is. */
  private renderLock() {
    const lang = this.locale;
    const locked = this.snapshot.locked ?? false;
    if (!this.offers.has('lockTable') || this.editing) return nothing;
    return html`<button class="lock" data-testid="lock-table" aria-pressed=${locked ? 'true' : 'false'} @click=${() => control(this, 'lockTable', !locked)}>
      ${t(lang, locked ? 'lobby.locked' : 'lobby.lock')}
    </button>`;
  }

  /** Phones waiting for a seat: the host lets each in or turns it away. */
  private renderRequests() {
    const lang = this.locale;
    const requests = this.snapshot.requests ?? [];
    if (requests.length === 0 || !this.offers.has('answerRequest')) return nothing;
    const kind = (request: SeatRequestView) =>
      request.approved ? 'lobby.approved' : request.kind === 'next' ? 'lobby.nextKind' : request.kind === 'back' ? 'lobby.backKind' : 'lobby.askKind';
    return html`<section class="requests" data-testid="seat-requests" aria-label=${t(lang, 'lobby.requests')} ?inert=${this.editing}>
      <div class="requests-head">
        <h3>${t(lang, 'lobby.requests')}</h3>
        ${requests.filter((request) => !request.approved).length > 1 && this.offers.has('declineAllRequests')
          ? html`<button data-testid="request-decline-all" @click=${() => control(this, 'declineAllRequests')}>${t(lang, 'lobby.declineAll')}</button>`
          : nothing}
      </div>
      ${requests.map(
        (request) => html`<div class="request" data-testid="seat-request">
          <span class="name">${request.name}</span>
          <span class="kind muted">${t(lang, kind(request))}</span>
          ${request.approved
            ? nothing
            : html`<button data-testid="request-accept" aria-label=${t(lang, 'lobby.accept', { name: request.name })} @click=${() => control(this, 'answerRequest', request.id, true)}>
                ${t(lang, 'lobby.acceptShort')}
              </button>`}
          <button data-testid="request-decline" aria-label=${t(lang, 'lobby.decline', { name: request.name })} @click=${() => control(this, 'answerRequest', request.id, false)}>
            ${t(lang, 'lobby.declineShort')}
          </button>
        </div>`,
      )}
    </section>`;
  }

  override render() {
    const lang = this.locale;
    const { room, seats, setup } = this.snapshot;
    const empty = Math.max(0, setup.players - seats.length);
    const blocker = this.startBlocker();
    const range = PLAYER_RANGE[setup.preset];
    const canResize = seats.length !== setup.players && seats.length >= range.min && seats.length <= range.max;
    const preset = t(lang, setup.preset === 'city' ? 'rules.city.title' : 'rules.classic.title');
    const editing = this.editing;
    const rows = Math.ceil((seats.length + empty) / 2);
    return html`
      <section class="join" aria-label=${t(lang, 'lobby.title')} ?inert=${editing}>
        <div class="qr" data-testid="qr">
          ${this.qr.image ? html`<img src=${this.qr.image} alt=${room?.joinUrl ?? ''} />` : html`<span>${t(lang, 'lobby.opening')}</span>`}
        </div>
        <div>
          <h3>${t(lang, 'lobby.code')}</h3>
          <div class="code" data-testid="room-code" aria-label=${room ? formatRoomCode(room.code) : ''}>${room ? formatRoomCode(room.code) : '···· ····'}</div>
        </div>
        ${this.notice
          ? html`<div class="taken" role="alert" data-testid="host-notice">
              <span>${this.notice}</span>
              <button data-testid="host-notice-ok" @click=${() => this.dispatchEvent(new CustomEvent('tv-notice-ok'))}>${t(lang, 'hostNotice.ok')}</button>
            </div>`
          : this.snapshot.roomTaken
          ? html`<div class="taken" role="alert" data-testid="room-taken">
              <span>${t(lang, 'lobby.taken')}</span>
              ${this.offers.has('newRoom') ? html`<button data-testid="new-room" @click=${() => control(this, 'newRoom')}>${t(lang, 'lobby.newRoom')}</button>` : nothing}
            </div>`
          : html`<div class="link">${room ? shortLink(room.joinUrl) : t(lang, 'lobby.opening')}</div>
              <div class="scan muted">${t(lang, 'lobby.scan')}</div>`}
        ${this.snapshot.vipSeat !== null ? html`<div class="scan vip-legend">${t(lang, 'lobby.vipLegend')}</div>` : nothing}
      </section>
      <section
        class="table ${this.snapshot.requests?.length && this.offers.has('answerRequest') ? 'asking' : ''}"
        ?data-focus-scope=${editing}
        @keydown=${(event: KeyboardEvent) => editing && this.onEditKey(event)}
      >
        <div class="title">
          <h2>${t(lang, 'lobby.players', { joined: seats.length, needed: setup.players })}</h2>
          <span class="reason ${editing ? 'hint' : ''}" id="reason" role="status" data-testid="lobby-status">${this.statusLine(blocker)}</span>
          ${this.renderEditButton()} ${this.renderLock()}
          <span class="sr-only" role="status">${editing ? this.said : ''}</span>
        </div>
        ${this.renderRequests()}
        <ol
          class="seats ${editing ? 'editing' : ''}"
          style="--rows:${Math.max(1, rows)}"
          aria-label=${t(lang, 'lobby.players', { joined: seats.length, needed: setup.players })}
        >
          ${seats.map((seat) => this.renderSeat(seat))}
          ${Array.from({ length: empty }, () => html`<li class="seat empty">${t(lang, 'lobby.waiting')}</li>`)}
        </ol>
        <div class="setup panel" ?inert=${editing}>
          <span class="summary">
            <span data-testid="setup-summary">${t(lang, 'lobby.summary', { preset, players: setup.players, cards: deckText(setup, lang) })}</span>
            <span class="facts" data-testid="setup-facts">${rulesFacts(setup, lang).join(' · ')}</span>
          </span>
          <button data-testid="change-setup" ?data-autofocus=${!!blocker} @click=${() => this.go('setup')}>${t(lang, 'lobby.setup')}</button>
        </div>
        <div class="actions" ?inert=${editing}>
          <button class="primary" data-testid="start" ?data-autofocus=${!blocker} ?disabled=${!!blocker} aria-describedby="reason" @click=${() => control(this, 'startGame')}>${t(lang, 'lobby.start')}</button>
          ${empty > 0 ? html`<button data-testid="bots" @click=${() => control(this, 'fillWithBots', lang)}>${t(lang, 'lobby.bots')}</button>` : nothing}
          ${canResize ? html`<button @click=${() => control(this, 'updateSetup', withPlayers(setup, seats.length))}>${t(lang, 'lobby.useCount', { n: seats.length })}</button>` : nothing}
          <button class="back" @click=${() => this.go('home')}>${t(lang, 'app.back')}</button>
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-lobby': TvLobby;
  }
}
