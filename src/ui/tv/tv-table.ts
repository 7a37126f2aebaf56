/**
 * `<tv-table>`: the table as the room sees it — every seat around an oval in
 * seat order (see table-layout.ts), big enough to read from the sofa with 17
 * players. Each seat shows what the moment is about: the speaker, who is
 * next, the nominees and candidates, who has voted (never for whom while the
 * vote runs), then at the count each voter's mark flying to its candidate,
 * one after another, and each candidate's tally going up as they land (the
 * verdict's departing seat only after the last; staging.ts), the warnings
 * as yellow cards, the phone's link, and a departed seat's
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
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { ExitCause, PublicView, Role, SeatPublic, VoteCount, VoteRound } from '../../engine/types';
import type { LobbySeat } from '../../host/snapshot';
import { roleName, teamColour } from '../shared/roles-text';
import { t, type TvKey } from './strings';
import { tvLayout, tvTokens, teamStyles } from './styles';
import { seatColor } from './seat-chip';
import { ringSpots, type SeatSpot } from './table-layout';
import { tableStyles } from './tv-table.styles';
import { voteEligible } from './game-parts';
import { countLandings, type Landing } from './staging';

/** Letters a seat's name shows on one line; a longer one (up to 20: a first name and a surname) takes two smaller ones. */
const LINE_LETTERS = 11;

/** What of the phase the table never shows: its clock and the pause (the pause's overlay covers the table). */
const CLOCK_ONLY: ReadonlySet<string> = new Set(['deadline', 'remainingMs', 'paused']);

/**
 * Whether two views differ in their clock alone. The engine keeps every part
 * of a view that did not change (views.ts), so identity says it.
 */
function sameBesideClock(a: PublicView, b: PublicView): boolean {
  const keys = Object.keys(a) as (keyof PublicView)[];
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (key !== 'phase') {
      if (a[key] !== b[key]) return false;
      continue;
    }
    const phaseKeys = Object.keys(a.phase) as (keyof PublicView['phase'])[];
    if (phaseKeys.length !== Object.keys(b.phase).length) return false;
    for (const k of phaseKeys) if (a.phase[k] !== b.phase[k] && !CLOCK_ONLY.has(k)) return false;
  }
  return true;
}

const EXIT: Record<ExitCause, TvKey> = { killed: 'exit.killed', voted: 'exit.voted', warnings: 'exit.warnings', removed: 'exit.removed', putanaClient: 'exit.putanaClient' };


interface SeatState {
  classes: string[];
  /** The line under the name. */
  sub: TemplateResult | string | null;
  /** A candidate's votes: counted up as they land during the count's beat, final with the verdict. */
  tally: { votes: number; landings: Landing[] } | null;
}

@customElement('tv-table')
export class TvTable extends LitElement {
  static override styles = [
    tvTokens,
    tvLayout,
    teamStyles,
    tableStyles,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) view!: PublicView;
  @property({ attribute: false }) links: LobbySeat[] = [];
  @property({ attribute: false }) highlight: Map<number, string> | null = null;

  /** A pause or a resume: nothing on the table moves, so no update in the tap's task. */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    const before = changed.get('view') as PublicView | undefined;
    return !(changed.size === 1 && before !== undefined && sameBesideClock(before, this.view));
  }

  /** A seat's card as the table shows it (at game over, `<tv-app>` passes only the cards turned so far). */
  private roleOf(s: SeatPublic): Role | null {
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

  /** The staged count of the view it was worked out for: every seat, tally and mark reads it. */
  private staged: { view: PublicView; counting: { count: VoteCount; landings: Landing[]; flyMs: number } | null } | null = null;

  /**
   * The count's beat: the ballots landing, the verdict not told yet. None
   * lands while the host is still saying the vote is closed (every tally at 0).
   */
  private counting(): { count: VoteCount; landings: Landing[]; flyMs: number } | null {
    const view = this.view;
    if (this.staged?.view !== view) {
      const count = view.phase.name === 'voteResult' ? view.count : null;
      const counting = count ? (view.phase.narrating ? { count, landings: [], flyMs: 0 } : { count, ...countLandings(count) }) : null;
      this.staged = { view, counting };
    }
    return this.staged.counting;
  }

  private stateOf(s: SeatPublic): SeatState {
    const { locale: lang, view } = this;
    const phase = view.phase;
    const classes: string[] = [];
    let sub: SeatState['sub'] = null;
    let tally: SeatState['tally'] = null;
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
      tally = { votes: round.ballots.filter((b) => b.target === s.seat).length, landings: [] };
      if (round.eliminated.includes(s.seat)) classes.push('out');
    }
    const counting = this.counting();
    if (counting && counting.count.kind !== 'eliminateAll' && counting.count.candidates.includes(s.seat)) {
      const landings = counting.landings.filter((l) => l.target === s.seat);
      tally = { votes: landings.length, landings };
    }
    if (round?.kind === 'eliminateAll' && round.candidates.includes(s.seat) && round.eliminated.includes(s.seat)) classes.push('out');
    if (phase.name === 'morning' && phase.morning?.killed.includes(s.seat)) classes.push('victim');
    if (phase.name === 'lot' && phase.lot?.chosen === s.seat) classes.push('chosen');
    if (phase.name === 'lot' && phase.lot?.between.includes(s.seat)) {
      classes.push('nominee');
      sub ??= t(lang, 'table.candidate');
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
      <span class="seat-label"><span class="sr-only">${s.seat} </span><span class="name ${s.name.length > LINE_LETTERS ? 'long' : ''}">${s.name}</span></span>
      <span class="sub"
        ><span class="sub-text">${state.sub ?? (away ? html`<span class="away">${t(lang, 'status.away')}</span>` : '')}</span
        >${s.warnings > 0
          ? html`<span class="warn" role="img" aria-label=${t(lang, 'host.warnings', { n: s.warnings })}>${Array.from({ length: s.warnings }, () => html`<i></i>`)}</span>`
          : nothing}</span
      >
      ${over ? html`<span class="sr-only fate">${fate}</span>` : nothing}
      ${voted ? html`<span class="tick" aria-label=${t(lang, 'table.votedLabel')}>✓</span>` : nothing}
      ${state.tally !== null ? this.renderTally(state.tally) : nothing}
      ${away && state.sub !== null ? html`<span class="away-dot" role="img" aria-label=${t(lang, 'status.away')}></span>` : nothing}
    </li>`;
  }

  /**
   * A candidate's tally. While the ballots land, every number from 0 up is
   * stacked in one place, each shown as its ballot lands over the one before
   * (CSS only, so reduced motion shows the last at once); the accessible
   * text is the final count, as the screen reader needs no suspense.
   */
  private renderTally(tally: NonNullable<SeatState['tally']>): TemplateResult {
    if (tally.landings.length === 0 && !this.counting()) return html`<span class="tally ${tally.votes ? '' : 'zero'}" data-testid="tally">${tally.votes}</span>`;
    return html`<span class="tally counting" data-testid="tally" aria-label=${String(tally.votes)}
      ><span aria-hidden="true">0</span>${tally.landings.map((l) => html`<span aria-hidden="true" style="animation-delay:${l.landMs}ms">${l.nth}</span>`)}</span
    >`;
  }

  /** Each ballot's mark, flying from the voter's seat to the candidate's, one after another (staging.ts). */
  private renderFlights(spots: Map<number, SeatSpot>) {
    const counting = this.counting();
    if (!counting || counting.count.kind === 'eliminateAll') return nothing;
    return counting.landings.map((l) => {
      const from = spots.get(l.voter);
      const to = spots.get(l.target);
      if (!from || !to) return nothing;
      return html`<span
        class="flyer"
        aria-hidden="true"
        style="--from-x:${from.x};--from-y:${from.y};--to-x:${to.x};--to-y:${to.y};left:${to.x};top:${to.y};background:${seatColor(l.voter)};animation-duration:${counting.flyMs}ms;animation-delay:${l.takeoffMs}ms"
        >${l.voter}</span
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
