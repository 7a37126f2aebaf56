/**
 * `<tv-lobby>`: the room before a game. A big QR code and the room code to
 * join with, the seats as they join (number, colour, name, away/bot/VIP),
 * reordering and removal, the setup in one line with the rules in force
 * (cards shown or hidden, City's win condition), practice bots, and Start —
 * disabled with the reason until the table fits the setup. All 17 seats fit.
 * The host may lock the table (new names wait for an OK) and answers seat
 * requests here; when another device holds the room's address, it says so
 * and offers a new room.
 *
 * @property lang
 * @property snapshot  HostSnapshot
 * @property controls  HostControls
 * @fires tv-navigate  detail: 'setup' | 'home'
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import QRCode from 'qrcode';
import type { Lang } from '../shared/i18n';
import type { HostControls, HostSnapshot, LobbySeat, SeatRequestView } from '../../host/snapshot';
import { formatRoomCode } from '../../net/ids';
import { t } from './strings';
import { tvControls, tvLayout, tvTokens } from './styles';
import { seatChipStyles, seatNumber } from './seat-chip';
import { deckText, PLAYER_RANGE, rulesFacts, setupProblem, withPlayers } from './setup-facts';

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
    css`
      :host {
        display: grid;
        grid-template-columns: 54vmin minmax(0, 1fr);
        gap: 4vmin;
        padding: 0 4vmin 2.4vmin;
        box-sizing: border-box;
      }
      .join {
        display: flex;
        flex-direction: column;
        gap: 1.6vmin;
        align-items: center;
        text-align: center;
      }
      .qr {
        width: 50vmin;
        height: 50vmin;
        background: #fff;
        border-radius: 2vmin;
        padding: 1.6vmin;
        box-sizing: border-box;
        display: grid;
        place-items: center;
        color: #222;
      }
      .qr img {
        width: 100%;
        height: 100%;
        image-rendering: pixelated;
      }
      .code {
        font-size: 7vmin;
        font-weight: 800;
        letter-spacing: 0.12em;
        color: var(--accent);
        line-height: 1;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      .taken {
        border: 0.3vmin solid var(--danger);
        border-radius: var(--radius);
        padding: 1vmin 1.6vmin;
        font-size: var(--text-s);
        font-weight: 700;
        display: grid;
        gap: 1vmin;
        justify-items: center;
      }
      .lock {
        margin-left: auto;
        white-space: nowrap;
        /* As tall as the title's line: the seats below keep their room. */
        min-height: 0;
        padding: 0.5vmin 1.8vmin;
        font-size: var(--text-s);
      }
      .lock[aria-pressed='true'] {
        border-color: var(--accent);
      }
      .requests {
        list-style: none;
        margin: 0;
        padding: 1vmin 1.4vmin;
        display: grid;
        gap: 0.8vmin;
        border: 0.3vmin solid var(--accent);
        border-radius: var(--radius);
      }
      .requests h3 {
        margin: 0;
      }
      .requests-head {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 1.4vmin;
      }
      .request {
        display: flex;
        align-items: center;
        gap: 1.4vmin;
      }
      .request .name {
        font-weight: 800;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .request .kind {
        flex: 1;
        font-size: var(--text-s);
      }
      .link {
        font-size: var(--text-m);
        font-weight: 700;
        word-break: break-all;
      }
      .scan {
        font-size: var(--text-s);
      }
      .table {
        display: grid;
        grid-template-rows: auto minmax(0, 1fr) auto auto;
        gap: 1.4vmin;
        min-height: 0;
        min-width: 0;
      }
      .table.asking {
        grid-template-rows: auto auto minmax(0, 1fr) auto auto;
      }
      .title {
        display: flex;
        align-items: center;
        gap: 2.4vmin;
        white-space: nowrap;
        min-width: 0;
      }
      .title .reason {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .seats {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        grid-template-columns: 1fr 1fr;
        grid-auto-rows: min-content;
        gap: 0.6vmin 2vmin;
        align-content: start;
        overflow: auto;
        min-height: 0;
      }
      .seat {
        display: flex;
        align-items: center;
        gap: 1vmin;
        padding: 0.4vmin 0.8vmin;
        background: var(--surface);
        border-radius: var(--radius);
        border: 0.2vmin solid var(--line);
        min-height: 4.7vmin;
        box-sizing: border-box;
        min-width: 0;
      }
      .badge.vip {
        background: var(--accent);
        color: var(--accent-ink);
      }
      .vip-legend {
        color: var(--text);
      }
      .seat .name {
        flex: 1;
        font-weight: 700;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .seat.empty {
        border-style: dashed;
        color: var(--muted);
        font-size: var(--text-s);
        justify-content: center;
      }
      .seat button {
        min-height: 3.9vmin;
        min-width: 4.4vmin;
        padding: 0.2vmin;
        font-size: var(--text-m);
      }
      .seat .badge {
        flex: none;
      }
      .setup {
        display: flex;
        align-items: center;
        gap: 2vmin;
      }
      .setup {
        padding: 1.4vmin 2vmin;
      }
      .setup .summary {
        flex: 1;
        min-width: 0;
        display: grid;
        gap: 0.4vmin;
        font-size: var(--text-s);
      }
      .setup .facts {
        color: var(--muted);
      }
      .actions {
        display: flex;
        align-items: center;
        gap: 2vmin;
        flex-wrap: wrap;
      }
      .actions .primary {
        font-size: var(--text-l);
        min-height: 8vmin;
        padding: 0 4vmin;
      }
      .back {
        margin-left: auto;
      }
      .reason {
        color: var(--accent);
        font-weight: 700;
        font-size: var(--text-m);
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) snapshot!: HostSnapshot;
  @property({ attribute: false }) controls!: HostControls;
  @state() private qr = { url: '', image: '' };

  override willUpdate(): void {
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

  private renderSeat(seat: LobbySeat, index: number, count: number) {
    const lang = this.locale;
    const { vipSeat } = this.snapshot;
    const name = seat.name;
    return html`<li class="seat" data-testid="seat">
      ${seatNumber(seat.seat)}
      <span class="name">${name}</span>
      ${seat.bot ? html`<span class="badge bot">${t(lang, 'status.bot')}</span>` : nothing}
      ${seat.link === 'away' ? html`<span class="badge away">${t(lang, 'status.away')}</span>` : nothing}
      ${vipSeat === seat.seat ? html`<span class="badge vip" role="img" aria-label=${t(lang, 'status.vip')} data-testid="vip-badge">★</span>` : nothing}
      <button class="icon" ?disabled=${index === 0} aria-label=${t(lang, 'lobby.moveUp', { name })} @click=${() => this.controls.moveSeat(seat.seat, seat.seat - 1)}>↑</button>
      <button class="icon" ?disabled=${index === count - 1} aria-label=${t(lang, 'lobby.moveDown', { name })} @click=${() => this.controls.moveSeat(seat.seat, seat.seat + 1)}>↓</button>
      <button class="icon" aria-label=${t(lang, 'lobby.remove', { name })} @click=${() => this.controls.removePlayer(seat.seat)}>✕</button>
    </li>`;
  }

  /** The lock switch: one button that says what it does, and when locked, that the table is. */
  private renderLock() {
    const lang = this.locale;
    const locked = this.snapshot.locked ?? false;
    if (!this.controls.lockTable) return nothing;
    return html`<button class="lock" data-testid="lock-table" aria-pressed=${locked ? 'true' : 'false'} @click=${() => this.controls.lockTable?.(!locked)}>
      ${t(lang, locked ? 'lobby.locked' : 'lobby.lock')}
    </button>`;
  }

  /** Phones waiting for a seat: the host lets each in or turns it away. */
  private renderRequests() {
    const lang = this.locale;
    const requests = this.snapshot.requests ?? [];
    if (requests.length === 0 || !this.controls.answerRequest) return nothing;
    const kind = (request: SeatRequestView) =>
      request.approved ? 'lobby.approved' : request.kind === 'next' ? 'lobby.nextKind' : request.kind === 'back' ? 'lobby.backKind' : 'lobby.askKind';
    return html`<section class="requests" data-testid="seat-requests" aria-label=${t(lang, 'lobby.requests')}>
      <div class="requests-head">
        <h3>${t(lang, 'lobby.requests')}</h3>
        ${requests.filter((request) => !request.approved).length > 1 && this.controls.declineAllRequests
          ? html`<button data-testid="request-decline-all" @click=${() => this.controls.declineAllRequests?.()}>${t(lang, 'lobby.declineAll')}</button>`
          : nothing}
      </div>
      ${requests.map(
        (request) => html`<div class="request" data-testid="seat-request">
          <span class="name">${request.name}</span>
          <span class="kind muted">${t(lang, kind(request))}</span>
          ${request.approved
            ? nothing
            : html`<button data-testid="request-accept" aria-label=${t(lang, 'lobby.accept', { name: request.name })} @click=${() => this.controls.answerRequest?.(request.id, true)}>
                ${t(lang, 'lobby.acceptShort')}
              </button>`}
          <button data-testid="request-decline" aria-label=${t(lang, 'lobby.decline', { name: request.name })} @click=${() => this.controls.answerRequest?.(request.id, false)}>
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
    return html`
      <section class="join" aria-label=${t(lang, 'lobby.title')}>
        <div class="qr" data-testid="qr">
          ${this.qr.image ? html`<img src=${this.qr.image} alt=${room?.joinUrl ?? ''} />` : html`<span>${t(lang, 'lobby.opening')}</span>`}
        </div>
        <div>
          <h3>${t(lang, 'lobby.code')}</h3>
          <div class="code" data-testid="room-code" aria-label=${room ? formatRoomCode(room.code) : ''}>${room ? formatRoomCode(room.code) : '···· ····'}</div>
        </div>
        ${this.snapshot.roomTaken
          ? html`<div class="taken" role="alert" data-testid="room-taken">
              <span>${t(lang, 'lobby.taken')}</span>
              ${this.controls.newRoom ? html`<button data-testid="new-room" @click=${() => this.controls.newRoom?.()}>${t(lang, 'lobby.newRoom')}</button>` : nothing}
            </div>`
          : html`<div class="link">${room ? shortLink(room.joinUrl) : t(lang, 'lobby.opening')}</div>
              <div class="scan muted">${t(lang, 'lobby.scan')}</div>`}
        ${this.snapshot.vipSeat !== null ? html`<div class="scan vip-legend">${t(lang, 'lobby.vipLegend')}</div>` : nothing}
      </section>
      <section class="table ${this.snapshot.requests?.length && this.controls.answerRequest ? 'asking' : ''}">
        <div class="title">
          <h2>${t(lang, 'lobby.players', { joined: seats.length, needed: setup.players })}</h2>
          <span class="reason" id="reason" role="status">${blocker ?? ''}</span>
          ${this.renderLock()}
        </div>
        ${this.renderRequests()}
        <ol class="seats" aria-label=${t(lang, 'lobby.players', { joined: seats.length, needed: setup.players })}>
          ${seats.map((seat, index) => this.renderSeat(seat, index, seats.length))}
          ${Array.from({ length: empty }, () => html`<li class="seat empty">${t(lang, 'lobby.waiting')}</li>`)}
        </ol>
        <div class="setup panel">
          <span class="summary">
            <span data-testid="setup-summary">${t(lang, 'lobby.summary', { preset, players: setup.players, cards: deckText(setup, lang) })}</span>
            <span class="facts" data-testid="setup-facts">${rulesFacts(setup, lang).join(' · ')}</span>
          </span>
          <button data-testid="change-setup" ?data-autofocus=${!!blocker} @click=${() => this.go('setup')}>${t(lang, 'lobby.setup')}</button>
        </div>
        <div class="actions">
          <button class="primary" data-testid="start" ?data-autofocus=${!blocker} ?disabled=${!!blocker} aria-describedby="reason" @click=${() => this.controls.startGame()}>${t(lang, 'lobby.start')}</button>
          ${empty > 0 ? html`<button data-testid="bots" @click=${() => this.controls.fillWithBots(lang)}>${t(lang, 'lobby.bots')}</button>` : nothing}
          ${canResize ? html`<button @click=${() => this.controls.updateSetup(withPlayers(setup, seats.length))}>${t(lang, 'lobby.useCount', { n: seats.length })}</button>` : nothing}
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
