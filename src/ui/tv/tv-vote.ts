/**
 * `<tv-vote>`: the vote and what follows it, inside the table. While a round
 * runs: the candidates, how many have voted (never for whom), the alibi
 * (classic Lover), the clock. At the count the table sends every voter's mark
 * to its candidate at once (`<tv-table>`), and here the verdict stands with
 * the departing card in its team's colour and each candidate's tally. Then a
 * tie's defence speeches, and City's "eliminate all" round.
 *
 * @property locale
 * @property view   PublicView (phase vote, eliminateAll, voteResult or justification)
 * @fires tv-cue    detail: SoundName — the count's sound, as the marks take off (bubbles, composed)
 */
import { LitElement, html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { PublicView, SoundName, VoteRound } from '../../engine/types';
import { t } from './strings';
import { tvLayout, tvTokens } from './styles';
import { chipFor, gameStyles, roleTag, seatOf, voteEligible, who } from './game-parts';
import { seatNumber } from './seat-chip';
import { FLIGHT } from './staging';
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

const COUNTED = FLIGHT.delayMs + FLIGHT.flyMs;

@customElement('tv-vote')
export class TvVote extends LitElement {
  static override styles = [
    tvTokens,
    tvLayout,
    ...gameStyles,
    css`
      .candidates {
        display: flex;
        flex-wrap: wrap;
        gap: 1.4vmin 2vmin;
        justify-content: center;
      }
      .candidates .chip .name {
        max-width: 34vmin;
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
      .progress {
        font-size: var(--text-l);
        font-weight: 800;
        white-space: nowrap;
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
      .verdict-row {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: center;
        gap: 1vmin 2.4vmin;
      }
      .verdict {
        font-size: var(--text-xl);
        font-weight: 800;
        line-height: 1.1;
        margin: 0;
      }
      .verdict.long {
        font-size: var(--text-l);
      }
      .verdict.tie {
        color: var(--accent);
      }
      .cards {
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        gap: 1vmin 3vmin;
        font-size: var(--text-l);
      }
      .cards .card {
        display: inline-flex;
        align-items: center;
        gap: 1.2vmin;
      }
      .results {
        display: grid;
        gap: 1vmin;
        width: min(100%, 104vmin);
        animation: arrive 500ms ease ${COUNTED}ms both;
      }
      .results.many {
        grid-template-columns: 1fr 1fr;
      }
      .result {
        display: grid;
        grid-template-columns: max-content max-content minmax(0, 1fr);
        gap: 1.6vmin;
        align-items: center;
        text-align: left;
        padding: 0.6vmin 1.2vmin;
        border-radius: var(--radius);
        background: var(--surface);
        min-height: 5.4vmin;
      }
      .result .chip {
        min-width: 0;
      }
      .result .chip .name {
        max-width: none;
        min-width: 0;
      }
      .result.out {
        background: var(--danger-bg);
        box-shadow: inset 0 0 0 0.3vmin var(--danger);
      }
      .result .count {
        font-size: var(--text-m);
        font-weight: 800;
        white-space: nowrap;
      }
      .voters {
        display: flex;
        flex-wrap: wrap;
        gap: 0.6vmin;
      }
      .voters .num {
        min-width: 3.8vmin;
        height: 3.8vmin;
        font-size: var(--text-s);
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
      @media (prefers-reduced-motion: reduce) {
        .results {
          animation: none;
        }
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) view!: PublicView;
  private cuedSeq = -1;

  /** The count's sound, once per result, as the marks take off. */
  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('view')) return;
    const phase = this.view.phase;
    if (phase.name !== 'voteResult' || phase.seq === this.cuedSeq || !phase.lastRound) return;
    this.cuedSeq = phase.seq;
    const sound: SoundName = 'vote';
    setTimeout(() => this.dispatchEvent(new CustomEvent('tv-cue', { detail: sound, bubbles: true, composed: true })), FLIGHT.delayMs);
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
    return html`
      <p class="label">${all ? t(lang, 'vote.eliminateAllWho') : t(lang, 'vote.candidates')}</p>
      <div class="candidates">${phase.candidates.map((seat) => chipFor(view, seat, { big: true }))}</div>
      ${this.alibi()}
      <div class="counting">
        <div class="progress-box">
          <div class="progress" data-testid="vote-progress">${t(lang, 'vote.progress', { n: voted.length, total: eligible.length })}</div>
          <p class="hint">${t(lang, 'vote.onPhones')}</p>
        </div>
        <tv-countdown size="big" .phase=${phase}></tv-countdown>
      </div>
    `;
  }

  private renderBallots(round: VoteRound) {
    const { locale: lang, view } = this;
    const voterMarks = (seats: number[]) => html`<div class="voters">${seats.map((seat) => seatNumber(seat))}</div>`;
    if (round.kind === 'eliminateAll') {
      const yes = round.ballots.filter((b) => b.target === 1).map((b) => b.voter);
      const no = round.ballots.filter((b) => b.target !== 1).map((b) => b.voter);
      return html`<div class="results" data-testid="vote-results">
        <div class="result ${round.eliminated.length ? 'out' : ''}"><strong>${t(lang, 'vote.yes')}</strong><span class="count">${yes.length}</span>${voterMarks(yes)}</div>
        <div class="result"><strong>${t(lang, 'vote.no')}</strong><span class="count">${no.length}</span>${voterMarks(no)}</div>
      </div>`;
    }
    const rows = round.candidates
      .map((seat) => ({ seat, voters: round.ballots.filter((b) => b.target === seat).map((b) => b.voter) }))
      .sort((a, b) => b.voters.length - a.voters.length);
    const none = round.ballots.filter((b) => b.target === null).map((b) => b.voter);
    const many = rows.length + (none.length ? 1 : 0) > 3;
    return html`<div class="results ${many ? 'many' : ''}" data-testid="vote-results">
      ${rows.map(
        (row) => html`<div class="result ${round.eliminated.includes(row.seat) ? 'out' : ''}">
          ${chipFor(view, row.seat, { focus: true })}
          <span class="count">${t(lang, 'vote.votes', { n: row.voters.length })}</span>
          ${voterMarks(row.voters)}
        </div>`,
      )}
      ${none.length ? html`<div class="result"><span class="hint">${t(lang, 'vote.noBallot')}</span><span></span>${voterMarks(none)}</div>` : nothing}
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

  private renderResult() {
    const { locale: lang, view } = this;
    const round = view.phase.lastRound;
    if (!round) return nothing;
    const names = round.eliminated.map((seat) => who(lang, view, seat)).join(', ');
    const verdict =
      round.kind === 'eliminateAll'
        ? round.eliminated.length
          ? t(lang, 'vote.allOut', { who: names })
          : t(lang, 'vote.allStay')
        : round.eliminated.length
          ? t(lang, 'vote.eliminated', { who: names })
          : t(lang, 'vote.tie');
    return html`
      <div class="verdict-row">
        <p class="verdict ${round.tie ? 'tie' : ''} ${verdict.length > 30 ? 'long' : ''}" data-testid="verdict">${verdict}</p>
        ${this.renderCards(round.eliminated)}
      </div>
      ${this.renderBallots(round)}
      ${this.alibi()}
    `;
  }

  private renderJustification() {
    const { locale: lang, view } = this;
    const phase = view.phase;
    const tied = phase.lastRound ? leaders(phase.lastRound) : phase.candidates;
    return html`
      ${phase.speaker !== null ? html`<div class="speaker" data-testid="speaker">${chipFor(view, phase.speaker, { big: true, focus: true })}</div>` : nothing}
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
