/**
 * `<tv-vote>`: the vote and what follows it, inside the table. While a round
 * runs: the candidates, how many have voted (never for whom), the alibi
 * (classic Lover), the clock; a long list of candidates in columns beside the
 * clock, so all 17 fit. Then the count, in the engine's two steps
 * (vote-result.ts): during the beat (`view.count`), once the narrator has
 * said the vote is closed, the table flies each
 * ballot to its candidate, one after another, and here each candidate's row
 * gains the voter's mark and its tally goes up as it lands, under "Counting
 * the votes…"; then the verdict, a step of its own, takes that line's place,
 * with the departing card in its team's colour. Nothing of the verdict is on
 * screen before the last ballot has landed. Then a tie's defence speeches,
 * and City's "eliminate all" round.
 *
 * @property locale
 * @property view   PublicView (phase vote, eliminateAll, voteResult or justification)
 * @property away   seats whose phone is away: a voter away is said; once the clock runs low, who has not voted (waiting.ts)
 * @fires tv-cue    detail: SoundName — the count's sound, as the first ballot takes off (bubbles, composed)
 */
import { LitElement, html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { Ballot, PublicView, SoundName, VoteCount, VoteRound } from '../../engine/types';
import { t } from './strings';
import { srOnly, tvLayout, tvTokens } from './styles';
import { chipFor, gameStyles, nameOf, roleTag, seatOf, voteEligible, who } from './game-parts';
import { renderSaid, saidStyles } from './said';
import { isLongName, seatNumber } from './seat-chip';
import { countLandings, type Landing } from './staging';
import { stillToVote, waitingFrom } from './waiting';
import './tv-countdown';

/**
 * The seats tied on top of a round: those who give a defence speech. The queue
 * can't tell, as it loses each seat once it has spoken; a 5–5–1 ties two, not three.
 */
export function leaders(round: VoteRound): number[] {
  const count = (seat: number) => round.ballots.filter((b) => b.target === seat).length;
  const most = Math.max(0, ...round.candidates.map(count));
  return round.candidates.filter((seat) => count(seat) === most);
}

/** The rows of a count: one per candidate (or yes and no), in the count's order, and the voters who cast no ballot. */
interface Row {
  key: number;
  landings: Landing[];
}

/** Columns for `n` rows or chips: one short list stays one column; 17 fit in three beside the clock. */
const columns = (n: number): number => (n <= 3 ? 1 : n <= 8 ? 2 : 3);

@customElement('tv-vote')
export class TvVote extends LitElement {
  static override styles = [
    tvTokens,
    tvLayout,
    srOnly,
    ...gameStyles,
    ...saidStyles,
    css`
      /* A name is shown whole, however long: it wraps, never ellipsis. */
      .chip {
        white-space: normal;
        text-align: left;
      }
      .chip .name,
      .chip.big .name {
        overflow: visible;
        text-overflow: clip;
        max-width: none;
        min-width: 0;
        overflow-wrap: anywhere;
        line-height: 1.1;
      }
      .candidates.long .chip {
        font-size: var(--text-l);
      }
      .candidates {
        display: flex;
        flex-wrap: wrap;
        gap: 1.4vmin 2vmin;
        justify-content: center;
      }
      /* Many candidates: columns beside the clock, so every one and the clock stay in the box. */
      .running {
        display: flex;
        align-items: center;
        justify-content: center;
        gap: 3vmin;
        min-height: 0;
        max-width: 100%;
      }
      .running .candidates {
        display: grid;
        grid-template-columns: repeat(var(--cols), minmax(0, 1fr));
        gap: 0.8vmin 1.6vmin;
        justify-items: start;
        align-items: center;
        flex: 1 1 auto;
        min-width: 0;
      }
      .running .chip {
        font-size: var(--text-m);
        padding: 0.3vmin 1.2vmin 0.3vmin 0.3vmin;
        max-width: 100%;
        box-sizing: border-box;
      }
      .running .side {
        display: grid;
        justify-items: center;
        gap: 1.2vmin;
        flex: none;
        max-width: 30vmin;
      }
      .running .side .progress {
        white-space: normal;
        font-size: var(--text-m);
      }
      .running.few .chip {
        font-size: var(--text-l);
      }
      .running.crowd .chip {
        font-size: 2.5vmin;
      }
      .running.crowd .num {
        min-width: 3.8vmin;
        height: 3.8vmin;
        font-size: 2.4vmin;
      }
      .counting {
        display: flex;
        align-items: center;
        gap: 5vmin;
      }
      .counting .progress-box {
        display: grid;
        gap: 0.8vmin;
        justify-items: start;
        text-align: left;
      }
      .side .progress-box {
        justify-items: center;
        text-align: center;
      }
      .progress {
        font-size: var(--text-l);
        font-weight: 800;
        white-space: nowrap;
      }
      .waiting {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.6vmin;
        font-size: var(--text-s);
        font-weight: 700;
      }
      .side .waiting {
        justify-content: center;
      }
      .away-note {
        padding: 0.6vmin 1.6vmin;
        border-radius: var(--radius);
        background: #3a2a00;
        color: #ffe3a3;
      }
      .alibi {
        background: #1d3557;
        border-left: 0.8vmin solid var(--info);
        padding: 0.8vmin 2vmin;
        border-radius: var(--radius);
        font-weight: 700;
        font-size: var(--text-s);
      }
      tv-countdown {
        width: 40vmin;
      }
      .side tv-countdown {
        width: 28vmin;
      }
      .verdict-row {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: center;
        gap: 1vmin 2.4vmin;
        min-height: 7vmin;
      }
      .verdict {
        font-size: var(--text-xl);
        font-weight: 800;
        line-height: 1.1;
        margin: 0;
        animation: arrive 500ms ease both;
      }
      .verdict.long {
        font-size: var(--text-l);
      }
      .verdict.tie {
        color: var(--accent);
      }
      .tallying {
        font-size: var(--text-l);
        font-weight: 800;
        color: var(--muted);
      }
      .cards {
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        gap: 1vmin 3vmin;
        font-size: var(--text-l);
        animation: arrive 500ms ease both;
      }
      .cards .card {
        display: inline-flex;
        align-items: center;
        gap: 1.2vmin;
      }
      .results {
        display: grid;
        grid-template-columns: repeat(var(--cols), minmax(0, 1fr));
        gap: 1vmin;
        width: min(100%, 150vmin);
      }
      .result {
        display: grid;
        grid-template-columns: minmax(0, 1fr) max-content;
        grid-template-areas: 'who count' 'voters voters';
        column-gap: 1.2vmin;
        row-gap: 0.4vmin;
        align-items: center;
        text-align: left;
        padding: 0.6vmin 1vmin;
        border-radius: var(--radius);
        background: var(--surface);
        min-width: 0;
      }
      .result > :first-child {
        grid-area: who;
        min-width: 0;
      }
      .result .count {
        grid-area: count;
      }
      .result .voters {
        grid-area: voters;
      }
      .results.cols-1 .result {
        grid-template-columns: minmax(0, max-content) max-content minmax(0, 1fr);
        grid-template-areas: 'who count voters';
        column-gap: 1.6vmin;
      }
      .result .chip {
        max-width: 100%;
        box-sizing: border-box;
      }
      /* A crowd of rows (a full table's classic vote): the seat's number in its colour, as on the ring, its tally, its voters. */
      .results.crowd .result {
        grid-template-columns: max-content max-content minmax(0, 1fr);
        grid-template-areas: 'who count voters';
        column-gap: 1vmin;
        padding: 0.5vmin 0.8vmin;
      }
      .results.crowd .result > .num {
        justify-self: start;
        min-width: 4.4vmin;
        height: 4.4vmin;
        font-size: var(--text-m);
      }
      .result.out {
        background: var(--danger-bg);
        box-shadow: inset 0 0 0 0.3vmin var(--danger);
      }
      .result.tied {
        box-shadow: inset 0 0 0 0.3vmin var(--accent);
      }
      /* The tally: every number from 0 stacked in one cell, each over the last as its ballot lands. */
      .count {
        display: grid;
        grid-template-areas: 'n';
        font-size: var(--text-l);
        font-weight: 900;
        line-height: 1;
      }
      .count > span {
        grid-area: n;
        display: grid;
        place-items: center;
        min-width: 5vmin;
        padding: 0.3vmin 0.8vmin;
        border-radius: 99vmin;
        background: var(--surface-2);
      }
      .count > span {
        color: var(--muted);
      }
      .count > span + span,
      .count > span.some {
        background: var(--accent);
        color: var(--accent-ink);
      }
      .count > span + span {
        animation: land 300ms ease both;
      }
      .results.crowd .count {
        font-size: var(--text-m);
      }
      .results.crowd .count > span {
        min-width: 4.4vmin;
        padding: 0.2vmin 0.6vmin;
      }
      .voters {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5vmin;
        min-height: 3.2vmin;
      }
      .voters .num {
        min-width: 3.2vmin;
        height: 3.2vmin;
        font-size: 2vmin;
        padding: 0 0.4vmin;
      }
      .voters .landing {
        animation: land 300ms ease both;
      }
      /* A crowd's row never grows a second line of voters (it would push the last rows out of the
         box): past what the row has room for, the marks overlap in a stack, each ringed apart. */
      .results.crowd .voters {
        flex-wrap: nowrap;
        gap: 0;
        min-width: 0;
        container-type: inline-size;
      }
      .results.crowd .voters > * {
        flex: none;
        width: 3.2vmin;
        min-width: 0;
        padding: 0;
        box-shadow: 0 0 0 0.25vmin var(--surface);
      }
      .results.crowd .voters > * + * {
        margin-left: clamp(-2.6vmin, calc((100cqw - var(--n, 1) * 3.2vmin) / var(--gaps, 1)), 0.5vmin);
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 1.4vmin;
        align-items: center;
        justify-content: center;
      }
      @keyframes arrive {
        from { opacity: 0; transform: translateY(2vmin); }
        to { opacity: 1; transform: none; }
      }
      @keyframes land {
        from { opacity: 0; transform: scale(1.8); }
        to { opacity: 1; transform: scale(1); }
      }
      @media (prefers-reduced-motion: reduce) {
        .verdict, .cards, .count > span, .voters .landing {
          animation-duration: 1ms !important;
          animation-delay: 0ms !important;
        }
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) view!: PublicView;
  /** Seats whose phone is away now: those still to vote are said, with the host bar's Pause to wait. */
  @property({ attribute: false }) away: number[] = [];
  private cuedSeq = -1;
  /** Renders again when the vote's clock runs low, to name who has not voted (waiting.ts). */
  private lowTimer: ReturnType<typeof setTimeout> | null = null;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.lowTimer !== null) clearTimeout(this.lowTimer);
    this.lowTimer = null;
  }

  /** The count's sound, once per count, as the first ballot takes off (once the vote is said to be closed). */
  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('view')) return;
    this.watchLowClock();
    const { phase, count } = this.view;
    if (phase.name !== 'voteResult' || phase.seq === this.cuedSeq || !count || phase.narrating) return;
    this.cuedSeq = phase.seq;
    const first = countLandings(count).landings[0];
    if (!first) return;
    const sound: SoundName = 'vote';
    setTimeout(() => this.dispatchEvent(new CustomEvent('tv-cue', { detail: sound, bubbles: true, composed: true })), first.takeoffMs);
  }

  /** A screen's timer only: what it shows follows the view's public clock; nothing here moves the game's. */
  private watchLowClock(): void {
    if (this.lowTimer !== null) clearTimeout(this.lowTimer);
    this.lowTimer = null;
    const from = waitingFrom(this.view);
    if (from === null || from <= Date.now()) return;
    this.lowTimer = setTimeout(() => {
      this.lowTimer = null;
      this.requestUpdate();
    }, from - Date.now());
  }

  /** Once the clock runs low, the seats still to vote take the hint's place; before, the hint. A voter away is said at once. */
  private hintOrWaiting() {
    const lang = this.locale;
    const eligible = voteEligible(this.view);
    const away = this.view.phase.paused ? [] : this.away.filter((seat) => eligible.includes(seat) && !this.view.phase.voted.includes(seat));
    if (away.length) return html`<p class="waiting away-note" data-testid="voters-away">${t(lang, 'away.voters')} ${away.map((seat) => seatNumber(seat))}</p>`;
    const missing = stillToVote(this.view, Date.now());
    if (missing === null || missing.length === 0) return html`<p class="hint">${t(lang, 'vote.onPhones')}</p>`;
    return html`<p class="waiting" data-testid="vote-waiting">${t(lang, 'vote.waiting')} ${missing.map((seat) => seatNumber(seat))}</p>`;
  }

  private alibi() {
    const alibi = this.view.phase.alibi;
    return alibi === null ? nothing : html`<p class="alibi" data-testid="alibi">${t(this.locale, 'vote.alibi', { who: who(this.locale, this.view, alibi) })}</p>`;
  }

  private renderRunning() {
    const { locale: lang, view } = this;
    const phase = view.phase;
    const all = phase.name === 'eliminateAll';
    const eligible = voteEligible(view);
    const voted = phase.voted.filter((seat) => eligible.includes(seat));
    const progress = html`<div class="progress-box">
      <div class="progress" data-testid="vote-progress">${t(lang, 'vote.progress', { n: voted.length, total: eligible.length })}</div>
      ${this.hintOrWaiting()}
    </div>`;
    const label = html`<p class="label">${all ? t(lang, 'vote.eliminateAllWho') : t(lang, 'vote.candidates')}</p>`;
    const n = phase.candidates.length;
    // Names of a first name and a surname take more room: three or more go into a column (or two) beside the clock.
    const long = phase.candidates.some((seat) => isLongName(nameOf(view, seat)));
    if (n > 6 || (long && n > 2)) {
      const cols = n > 10 ? 3 : n > 4 ? 2 : 1;
      return html`
        <div class="running ${n > 10 ? 'crowd' : ''} ${cols === 1 ? 'few' : ''}" style="--cols:${cols}">
          <div class="candidates" data-testid="candidates">${phase.candidates.map((seat) => chipFor(view, seat))}</div>
          <div class="side">${progress}<tv-countdown size="big" .phase=${phase}></tv-countdown></div>
        </div>
        ${this.alibi()}
      `;
    }
    return html`
      ${label}
      <div class="candidates ${long ? 'long' : ''}" data-testid="candidates">${phase.candidates.map((seat) => chipFor(view, seat, { big: !long }))}</div>
      ${this.alibi()}
      <div class="counting">${progress}<tv-countdown size="big" .phase=${phase}></tv-countdown></div>
    `;
  }

  /** The count's rows: each candidate's (or yes and no) in the count's order, with the ballots that land on it. */
  private rowsOf(round: Pick<VoteCount, 'kind' | 'candidates' | 'ballots'>, landings: Landing[] | null): Row[] {
    const keys = round.kind === 'eliminateAll' ? [1, 0] : round.candidates;
    return keys.map((key) => ({
      key,
      // The verdict: the same rows, every ballot landed.
      landings:
        landings?.filter((l) => l.target === key) ??
        round.ballots.filter((b: Ballot) => b.target === key).map((b, i) => ({ voter: b.voter, target: key, takeoffMs: 0, landMs: 0, nth: i + 1 })),
    }));
  }

  private renderTally(row: Row, staged: boolean) {
    const votes = row.landings.length;
    if (!staged) return html`<span class="count" data-testid="row-count"><span class=${votes ? 'some' : ''}>${votes}</span></span>`;
    return html`<span class="count" data-testid="row-count" aria-label=${String(votes)}
      ><span aria-hidden="true">0</span>${row.landings.map((l) => html`<span aria-hidden="true" style="animation-delay:${l.landMs}ms">${l.nth}</span>`)}</span
    >`;
  }

  /**
   * Each candidate's row: its tally and the marks of those who voted for him.
   * Staged (the count's beat), each mark and number appears as its ballot
   * lands on the table; with the verdict, all are there and the leaving rows red.
   */
  private renderRows(round: Pick<VoteCount, 'kind' | 'candidates' | 'ballots'>, landings: Landing[] | null, verdict: VoteRound | null) {
    const { locale: lang, view } = this;
    const staged = landings !== null;
    const rows = this.rowsOf(round, landings);
    const none = round.ballots.filter((b) => b.target === null).map((b) => b.voter);
    const tied = verdict?.tie ? leaders(verdict) : [];
    const cols = columns(rows.length + (none.length ? 1 : 0));
    // More rows than names fit for: each candidate by number, in the colour of his seat on the ring
    // (the ring beside it names him). Names of a first name and a surname fit for fewer rows.
    const long = round.kind !== 'eliminateAll' && round.candidates.some((seat) => isLongName(nameOf(view, seat)));
    const crowd = rows.length + (none.length ? 1 : 0) > (long ? 6 : 8);
    const mark = (l: Landing) =>
      staged ? html`<span class="landing" style="animation-delay:${l.landMs}ms">${seatNumber(l.voter)}</span>` : seatNumber(l.voter);
    const label = (key: number) =>
      round.kind === 'eliminateAll'
        ? html`<strong>${t(lang, key === 1 ? 'vote.yes' : 'vote.no')}</strong>`
        : crowd
          ? html`${seatNumber(key)}<span class="sr-only">${nameOf(view, key)}</span>`
          : chipFor(view, key, { focus: true });
    const out = (key: number) => !!verdict && (round.kind === 'eliminateAll' ? key === 1 && verdict.eliminated.length > 0 : verdict.eliminated.includes(key));
    return html`<div class="results cols-${cols} ${crowd ? 'crowd' : ''}" style="--cols:${cols}" data-testid="vote-results">
      ${rows.map(
        (row) => html`<div class="result ${out(row.key) ? 'out' : ''} ${tied.includes(row.key) ? 'tied' : ''}" data-testid="result-row" data-seat=${row.key}>
          ${label(row.key)} ${this.renderTally(row, staged)}
          <div class="voters" style="--n:${row.landings.length};--gaps:${Math.max(1, row.landings.length - 1)}">${row.landings.map(mark)}</div>
        </div>`,
      )}
      ${none.length
        ? html`<div class="result" data-testid="result-row"><span class="hint">${t(lang, 'vote.noBallot')}</span><span></span><div class="voters">${none.map((seat) => seatNumber(seat))}</div></div>`
        : nothing}
    </div>`;
  }

  /** The cards of those who leave, when shown to all (RULES L5), in their team's colour. */
  private renderCards(eliminated: number[]) {
    const { locale: lang, view } = this;
    const shown = eliminated.flatMap((seat) => {
      const role = seatOf(view, seat)?.revealedRole ?? null;
      return role ? [{ seat, role }] : [];
    });
    if (!shown.length) return nothing;
    return html`<div class="cards" data-testid="vote-cards">
      ${shown.map(({ seat, role }) => html`<span class="card">${eliminated.length > 1 ? seatNumber(seat) : nothing}${roleTag(role, lang)}</span>`)}
    </div>`;
  }

  private verdictText(round: VoteRound): string {
    const { locale: lang, view } = this;
    const names = round.eliminated.map((seat) => who(lang, view, seat)).join(', ');
    if (round.kind === 'eliminateAll') return round.eliminated.length ? t(lang, 'vote.allOut', { who: names }) : t(lang, 'vote.allStay');
    return round.eliminated.length ? t(lang, 'vote.eliminated', { who: names }) : t(lang, 'vote.tie');
  }

  private renderResult() {
    const { locale: lang, view } = this;
    const count = view.count;
    if (count) {
      return html`
        <div class="verdict-row"><p class="tallying" data-testid="tallying">${t(lang, 'vote.counting')}</p></div>
        ${this.renderRows(count, view.phase.narrating ? [] : countLandings(count).landings, null)}
        ${this.alibi()}
      `;
    }
    const round = view.phase.lastRound;
    if (!round) return nothing;
    const verdict = this.verdictText(round);
    return html`
      <div class="verdict-row">
        <p class="verdict ${round.tie ? 'tie' : ''} ${verdict.length > 30 ? 'long' : ''}" data-testid="verdict">${verdict}</p>
        ${this.renderCards(round.eliminated)}
      </div>
      ${this.renderRows(round, null, round)}
      ${this.alibi()}
    `;
  }

  private renderJustification() {
    const { locale: lang, view } = this;
    const phase = view.phase;
    const tied = phase.lastRound ? leaders(phase.lastRound) : phase.candidates;
    return html`
      ${phase.speaker !== null ? html`<div class="speaker" data-testid="speaker">${chipFor(view, phase.speaker, { big: true, focus: true })}</div>` : nothing}
      ${renderSaid(view, lang)}
      <tv-countdown size="big" .phase=${phase}></tv-countdown>
      <div class="row" data-testid="tied"><span class="hint">${t(lang, 'vote.tied')}:</span>${tied.map((seat) => chipFor(view, seat))}</div>
    `;
  }

  override render() {
    const phase = this.view.phase;
    const running = phase.name === 'vote' || phase.name === 'eliminateAll';
    return running ? this.renderRunning() : phase.name === 'justification' ? this.renderJustification() : this.renderResult();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-vote': TvVote;
  }
}
