/**
 * `<tv-table>`: the table as the room sees it — every seat around an oval in
 * seat order (see table-layout.ts), big enough to read from the sofa with 17
 * players. Each seat shows what the moment is about: the speaker, who is
 * next, the nominees and candidates, who has voted (never for whom while the
 * vote runs), then at the count each voter's mark flying to its candidate at
 * once, the warnings as yellow cards, the phone's link, and a departed seat's
 * card in its team's colour. The dead are dimmed, never struck out.
 *
 * The marks come from the public view alone; `highlight` lets a screen point
 * at seats of its own (the game-over walk-through, which also keeps the
 * cards face down while it is set).
 *
 * @property locale
 * @property view       PublicView
 * @property links      LobbySeat[] — whose phone is away
 * @property highlight  Map<seat, label> — extra marks (game over's walk-through)
 */
import { LitElement, html, css, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { ExitCause, PublicView, Role, SeatPublic, VoteRound } from '../../engine/types';
import type { LobbySeat } from '../../host/snapshot';
import { roleName, teamColour } from '../shared/roles-text';
import { t, type TvKey } from './strings';
import { tvLayout, tvTokens, teamStyles } from './styles';
import { seatColor } from './seat-chip';
import { ringSpots, type SeatSpot } from './table-layout';
import { FLIGHT, LOT_SPIN_MS } from './staging';
import { dealSeen, voteEligible } from './game-parts';

const EXIT: Record<ExitCause, TvKey> = { killed: 'exit.killed', voted: 'exit.voted', warnings: 'exit.warnings', removed: 'exit.removed', putanaClient: 'exit.putanaClient' };


interface SeatState {
  classes: string[];
  /** The line under the name. */
  sub: TemplateResult | string | null;
  tally: number | null;
}

@customElement('tv-table')
export class TvTable extends LitElement {
  static override styles = [
    tvTokens,
    tvLayout,
    teamStyles,
    css`
      :host {
        display: block;
        position: absolute;
        inset: 0;
        pointer-events: none;
      }
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .felt {
        position: absolute;
        left: calc(var(--ring-pad) + var(--seat-w) + var(--ring-gap) * 0.5);
        right: calc(var(--ring-pad) + var(--seat-w) + var(--ring-gap) * 0.5);
        top: calc(var(--ring-pad) + var(--seat-h) + var(--ring-gap) * 0.5);
        bottom: calc(var(--ring-pad) + var(--seat-h) + var(--ring-gap) * 0.5);
        border-radius: 999vmin;
        background: radial-gradient(ellipse at 50% 40%, #222d54, #0e1430 70%);
        box-shadow: 0 0 0 0.5vmin rgba(90, 106, 160, 0.35), 0 2vmin 6vmin rgba(0, 0, 0, 0.45);
      }
      .seat {
        position: absolute;
        width: var(--seat-w);
        height: var(--seat-h);
        box-sizing: border-box;
        display: grid;
        grid-template-columns: auto minmax(0, 1fr);
        grid-template-rows: auto minmax(0, 1fr);
        column-gap: 0.8vmin;
        row-gap: 0.3vmin;
        align-items: center;
        padding: 0.6vmin;
        border-radius: 1.6vmin;
        background: #1b2443;
        border: 0.3vmin solid #3a4670;
        transform: translate(-50%, -50%);
        transition: transform 300ms ease, opacity 300ms ease;
      }
      .num {
        display: grid;
        place-items: center;
        width: 4.8vmin;
        height: 4.8vmin;
        border-radius: 50%;
        color: #10131c;
        font-weight: 800;
        font-size: 3vmin;
        font-variant-numeric: tabular-nums;
      }
      .seat-label {
        min-width: 0;
        display: flex;
      }
      .sr-only {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
        white-space: nowrap;
      }
      .name {
        min-width: 0;
        font-size: var(--seat-name);
        font-weight: 800;
        line-height: 1.1;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .sub {
        grid-column: 1 / -1;
        align-self: center;
        padding-left: 0.4vmin;
        font-size: 2.4vmin;
        font-weight: 700;
        color: var(--muted);
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
        line-height: 1.25;
      }
      .role {
        display: inline-block;
        padding: 0.1vmin 1vmin;
        border-radius: 0.8vmin;
        font-weight: 800;
      }
      /* The departed: dimmed, on a card that stays opaque over the night sky. */
      .seat.dead {
        background: #121729;
        border-color: #262e4c;
      }
      .seat.dead .name,
      .seat.dead .sub {
        color: #9aa3bd;
      }
      .seat.dead .num {
        background: #59617d !important;
        color: #eef0f7;
      }
      .seat.dead .role {
        filter: saturate(0.6) brightness(0.85);
      }
      /* A departed player whose moment it is (a last word, a farewell) is not dimmed. */
      .seat.dead.speaker .name {
        color: var(--text);
      }
      .seat.speaker {
        border-color: var(--accent);
        background: #3a3212;
        box-shadow: 0 0 0 0.5vmin rgba(255, 207, 90, 0.35), 0 0 4vmin rgba(255, 207, 90, 0.45);
        transform: translate(-50%, -50%) scale(1.06);
        opacity: 1;
        z-index: 2;
      }
      .seat.speaker .sub {
        color: var(--accent);
      }
      .seat.next .sub {
        color: var(--text);
      }
      .seat.nominee {
        border-color: var(--info);
      }
      .seat.nominee .sub {
        color: var(--info);
      }
      .seat.voted {
        border-color: var(--ok);
      }
      .seat.victim {
        opacity: 1;
        border-color: var(--danger);
        box-shadow: 0 0 3vmin rgba(255, 90, 90, 0.45);
      }
      .seat.out {
        border-color: var(--danger);
        background: #3d1620;
        opacity: 1;
      }
      .seat.chosen {
        animation: chosen 500ms ease ${LOT_SPIN_MS}ms both;
      }
      .seat.mark {
        border-color: var(--accent);
        opacity: 1;
      }
      .tick {
        position: absolute;
        right: -1.2vmin;
        top: -1.4vmin;
        width: 4.6vmin;
        height: 4.6vmin;
        border-radius: 50%;
        display: grid;
        place-items: center;
        background: var(--ok);
        color: #04210f;
        font-weight: 900;
        font-size: 3vmin;
      }
      .tally {
        position: absolute;
        right: -1.4vmin;
        top: -1.8vmin;
        min-width: 5.6vmin;
        height: 5.6vmin;
        padding: 0 1vmin;
        box-sizing: border-box;
        border-radius: 99vmin;
        display: grid;
        place-items: center;
        background: var(--accent);
        color: var(--accent-ink);
        font-weight: 900;
        font-size: 3.4vmin;
        animation: pop 350ms ease ${FLIGHT.delayMs + FLIGHT.flyMs}ms both;
      }
      .warn {
        position: absolute;
        left: 4.6vmin;
        top: -1.3vmin;
        display: flex;
        gap: 0.5vmin;
      }
      .warn i {
        display: block;
        width: 2.4vmin;
        height: 3.3vmin;
        border-radius: 0.4vmin;
        background: #ffd21f;
        box-shadow: 0 0.3vmin 0.8vmin rgba(0, 0, 0, 0.6);
        transform: rotate(-8deg);
      }
      /* A phone that stopped answering: said on the seat's free line, else a red dot on its number. */
      .away {
        padding: 0.1vmin 1vmin;
        border-radius: 0.8vmin;
        background: var(--danger-bg);
        color: #ffdede;
        font-weight: 800;
      }
      .away-dot {
        position: absolute;
        left: 0.2vmin;
        top: 0.2vmin;
        width: 1.8vmin;
        height: 1.8vmin;
        border-radius: 50%;
        background: var(--danger);
        box-shadow: 0 0 0 0.3vmin #1b2443;
      }
      .flyer {
        position: absolute;
        width: 4.2vmin;
        height: 4.2vmin;
        margin: -2.1vmin 0 0 -2.1vmin;
        border-radius: 50%;
        display: grid;
        place-items: center;
        color: #10131c;
        font-weight: 900;
        font-size: 2.4vmin;
        box-shadow: 0 0.4vmin 1.4vmin rgba(0, 0, 0, 0.6);
        z-index: 3;
        opacity: 0;
        animation: fly ${FLIGHT.flyMs}ms cubic-bezier(0.5, 0, 0.3, 1) ${FLIGHT.delayMs}ms both;
      }
      @keyframes fly {
        0% { left: var(--from-x); top: var(--from-y); opacity: 1; transform: scale(1); }
        85% { opacity: 1; transform: scale(1.15); }
        100% { left: var(--to-x); top: var(--to-y); opacity: 0; transform: scale(0.6); }
      }
      @keyframes pop {
        from { transform: scale(0); }
        70% { transform: scale(1.25); }
        to { transform: scale(1); }
      }
      @keyframes chosen {
        from { box-shadow: none; }
        to { border-color: var(--accent); box-shadow: 0 0 4vmin rgba(255, 207, 90, 0.6); }
      }
      @media (prefers-reduced-motion: reduce) {
        .flyer, .tally, .seat.chosen {
          animation-duration: 1ms;
          animation-delay: 0ms;
        }
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) view!: PublicView;
  @property({ attribute: false }) links: LobbySeat[] = [];
  @property({ attribute: false }) highlight: Map<number, string> | null = null;

  /** A seat's card as the table shows it: at game over, only once the story is told (no highlight left). */
  private roleOf(s: SeatPublic): Role | null {
    if (this.view.phase.name === 'gameOver' && this.highlight) return null;
    return this.view.reveal?.roles.find((r) => r.seat === s.seat)?.role ?? s.revealedRole;
  }

  private roleTag(role: Role): TemplateResult {
    return html`<span class="role team-${teamColour(role)}" data-testid="revealed-role">${roleName(role, this.locale)}</span>`;
  }

  /** The round shown on the table at the count: the result screen's, or none while a vote runs. */
  private countedRound(): VoteRound | null {
    const phase = this.view.phase;
    return phase.name === 'voteResult' ? phase.lastRound : null;
  }

  private stateOf(s: SeatPublic): SeatState {
    const { locale: lang, view } = this;
    const phase = view.phase;
    const classes: string[] = [];
    let sub: SeatState['sub'] = null;
    let tally: number | null = null;
    const role = this.roleOf(s);
    const over = phase.name === 'gameOver';
    if (!s.alive) classes.push('dead');
    const talk = phase.name === 'speech' || phase.name === 'justification' || phase.name === 'lastWord';
    const nominees = phase.name === 'speech' || phase.name === 'discussion' || phase.name === 'peacefulPause' ? phase.nominees : [];
    const running = phase.name === 'vote' || phase.name === 'eliminateAll';
    if (talk && phase.speaker === s.seat) {
      classes.push('speaker');
      sub = t(lang, 'table.speaking');
    } else if (phase.name === 'speech' && phase.speakerQueue[0] === s.seat) {
      classes.push('next');
      sub = t(lang, 'table.next');
    }
    if (nominees.includes(s.seat) || (phase.name === 'justification' && phase.candidates.includes(s.seat))) {
      classes.push('nominee');
      sub ??= t(lang, 'table.nominee');
    }
    if (running && phase.candidates.includes(s.seat)) {
      classes.push('nominee');
      sub = t(lang, 'table.candidate');
    }
    if (running && phase.voted.includes(s.seat) && voteEligible(view).includes(s.seat)) classes.push('voted');
    const round = this.countedRound();
    if (round && round.kind !== 'eliminateAll' && round.candidates.includes(s.seat)) {
      tally = round.ballots.filter((b) => b.target === s.seat).length;
      if (round.eliminated.includes(s.seat)) classes.push('out');
    }
    if (round?.kind === 'eliminateAll' && round.candidates.includes(s.seat) && round.eliminated.includes(s.seat)) classes.push('out');
    if (phase.name === 'morning' && phase.morning?.killed.includes(s.seat)) classes.push('victim');
    if (phase.name === 'lot' && phase.lot?.chosen === s.seat) classes.push('chosen');
    if (phase.name === 'lot' && phase.lot?.between.includes(s.seat)) {
      classes.push('nominee');
      sub ??= t(lang, 'table.candidate');
    }
    if (dealSeen(view).includes(s.seat)) {
      classes.push('voted');
      sub = t(lang, 'table.seen');
    }
    const mark = this.highlight?.get(s.seat);
    if (mark) {
      classes.push('mark');
      sub = mark;
    }
    if (role && (over || !s.alive) && !mark) sub = this.roleTag(role);
    else if (!s.alive && sub === null) sub = s.exitCause ? t(lang, EXIT[s.exitCause]) : t(lang, 'table.out');
    if (over && !role && !mark) sub = s.alive ? t(lang, 'over.alive') : sub;
    return { classes, sub, tally };
  }

  private renderSeat(s: SeatPublic, spot: SeatSpot, away: boolean): TemplateResult {
    const lang = this.locale;
    const state = this.stateOf(s);
    const voted = state.classes.includes('voted');
    const over = this.view.phase.name === 'gameOver';
    const fate = s.alive ? t(lang, 'over.alive') : s.exitCause ? t(lang, EXIT[s.exitCause]) : '';
    return html`<li
      class="seat band-${spot.band} ${state.classes.join(' ')}"
      data-seat=${s.seat}
      style="left:${spot.x};top:${spot.y}"
    >
      <span class="num" style="background:${seatColor(s.seat)}" aria-hidden="true">${s.seat}</span>
      <span class="seat-label"><span class="sr-only">${s.seat} </span><span class="name">${s.name}</span></span>
      <span class="sub">${state.sub ?? (away ? html`<span class="away">${t(lang, 'status.away')}</span>` : '')}</span>
      ${over ? html`<span class="sr-only fate">${fate}</span>` : nothing}
      ${s.warnings > 0
        ? html`<span class="warn" role="img" aria-label=${t(lang, 'host.warnings', { n: s.warnings })}>${Array.from({ length: s.warnings }, () => html`<i></i>`)}</span>`
        : nothing}
      ${voted ? html`<span class="tick" aria-label=${t(lang, 'table.votedLabel')}>✓</span>` : nothing}
      ${state.tally !== null ? html`<span class="tally" data-testid="tally">${state.tally}</span>` : nothing}
      ${away && state.sub !== null ? html`<span class="away-dot" role="img" aria-label=${t(lang, 'status.away')}></span>` : nothing}
    </li>`;
  }

  /** Each ballot's mark, flying from the voter's seat to the candidate's at once. */
  private renderFlights(spots: Map<number, SeatSpot>) {
    const round = this.countedRound();
    if (!round || round.kind === 'eliminateAll') return nothing;
    return round.ballots.map((b) => {
      const from = spots.get(b.voter);
      const to = b.target === null ? undefined : spots.get(b.target);
      if (!from || !to) return nothing;
      return html`<span
        class="flyer"
        aria-hidden="true"
        style="--from-x:${from.x};--from-y:${from.y};--to-x:${to.x};--to-y:${to.y};left:${to.x};top:${to.y};background:${seatColor(b.voter)}"
        >${b.voter}</span
      >`;
    });
  }

  override render() {
    const view = this.view;
    const spots = ringSpots(view.seats.length);
    const bySeat = new Map(spots.map((s) => [s.seat, s]));
    const away = new Set(this.links.filter((l) => l.link === 'away' && !l.bot).map((l) => l.seat));
    const over = view.phase.name === 'gameOver';
    return html`
      <div class="felt" aria-hidden="true"></div>
      <ol aria-label=${t(this.locale, over ? 'over.cards' : 'day.table')} data-testid=${over ? 'cards' : 'table'}>
        ${view.seats.map((s) => this.renderSeat(s, bySeat.get(s.seat)!, away.has(s.seat)))}
      </ol>
      ${this.renderFlights(bySeat)}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-table': TvTable;
  }
}
