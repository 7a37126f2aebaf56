/**
 * `<tv-vote>`: the vote and what follows it. While a round runs, who has
 * voted (never for whom); then the result with each candidate's voters, the
 * alibi (classic Putana), a tie and its justification speeches, and City's
 * "eliminate all" round.
 *
 * @property lang
 * @property view   PublicView (phase vote, eliminateAll, voteResult or justification)
 * @property links  LobbySeat[]
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { PublicView, VoteRound } from '../../engine/types';
import type { LobbySeat } from '../../host/snapshot';
import { t } from './strings';
import { tvLayout, tvTokens } from './styles';
import { roleName } from '../shared/roles-text';
import { chipFor, gameStyles, seatOf, seatStrip, who } from './game-parts';
import { seatNumber } from './seat-chip';
import './tv-countdown';

/**
 * The seats tied on top of a round: those who justify themselves. The queue
 * can't tell, as it loses each seat once it has spoken; a 5–5–1 ties two, not three.
 */
export function leaders(round: VoteRound): number[] {
  const count = (seat: number) => round.ballots.filter((b) => b.target === seat).length;
  const most = Math.max(0, ...round.candidates.map(count));
  return round.candidates.filter((seat) => count(seat) === most);
}

@customElement('tv-vote')
export class TvVote extends LitElement {
  static override styles = [
    tvTokens,
    tvLayout,
    ...gameStyles,
    css`
      .body {
        display: grid;
        align-content: center;
        justify-items: center;
        gap: 1.6vmin;
        min-height: 0;
        overflow: hidden;
        text-align: center;
      }
      .body p {
        margin: 0;
      }
      .candidates {
        display: flex;
        flex-wrap: wrap;
        gap: 2vmin;
        justify-content: center;
      }
      .progress {
        font-size: var(--text-l);
        font-weight: 800;
      }
      .alibi {
        background: #1d3557;
        border-left: 0.8vmin solid var(--info);
        padding: 1.4vmin 2.4vmin;
        border-radius: var(--radius);
        font-weight: 700;
      }
      tv-countdown {
        width: 50vmin;
      }
      .results {
        display: grid;
        gap: 1.4vmin;
        width: min(100%, 150vmin);
      }
      .result {
        display: grid;
        grid-template-columns: 44vmin 14vmin 1fr;
        gap: 2vmin;
        align-items: center;
        text-align: left;
        padding: 1.2vmin 1.6vmin;
        border-radius: var(--radius);
        background: var(--surface);
      }
      .result.out {
        background: var(--danger-bg);
        outline: 0.3vmin solid var(--danger);
      }
      .result .count {
        font-size: var(--text-l);
        font-weight: 800;
      }
      .voters {
        display: flex;
        flex-wrap: wrap;
        gap: 0.8vmin;
        font-size: var(--text-s);
      }
      .voters .num {
        min-width: 3.8vmin;
        height: 3.8vmin;
        font-size: var(--text-s);
      }
      .verdict {
        font-size: var(--text-xl);
        font-weight: 800;
      }
      .verdict.tie {
        color: var(--accent);
      }
      .cards {
        display: inline-flex;
        flex-wrap: wrap;
        gap: 1vmin 3vmin;
        margin-left: 2vmin;
        vertical-align: middle;
        font-size: var(--text-l);
      }
      .cards .card {
        display: inline-flex;
        align-items: center;
        gap: 1vmin;
        color: var(--accent);
      }
      .speaker .chip.big {
        font-size: 7vmin;
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) view!: PublicView;
  @property({ attribute: false }) links: LobbySeat[] = [];

  /** Who may vote now: the living, less the tied candidates of a classic revote (seed 000, rule 8). */
  private voters(): number[] {
    const phase = this.view.phase;
    const living = this.view.seats.filter((s) => s.alive).map((s) => s.seat);
    const revote = this.view.preset === 'classic' && phase.name === 'vote' && !!phase.lastRound?.tie;
    return revote ? living.filter((seat) => !phase.candidates.includes(seat)) : living;
  }

  private alibi() {
    const alibi = this.view.phase.alibi;
    return alibi === null ? nothing : html`<p class="alibi" data-testid="alibi">${t(this.locale, 'vote.alibi', { who: who(this.locale, this.view, alibi) })}</p>`;
  }

  private renderRunning() {
    const { locale: lang, view } = this;
    const phase = view.phase;
    const all = phase.name === 'eliminateAll';
    const eligible = this.voters();
    const voted = phase.voted.filter((seat) => eligible.includes(seat));
    return html`
      <h2>${all ? t(lang, 'vote.eliminateAllWho') : t(lang, 'vote.candidates')}</h2>
      <div class="candidates">${phase.candidates.map((seat) => chipFor(view, seat, { big: true }))}</div>
      ${this.alibi()}
      <div class="progress" data-testid="vote-progress">${t(lang, 'vote.progress', { n: voted.length, total: eligible.length })}</div>
      <p class="muted">${t(lang, 'vote.onPhones')}</p>
      <tv-countdown size="big" .phase=${phase}></tv-countdown>
    `;
  }

  private renderBallots(round: VoteRound) {
    const { locale: lang, view } = this;
    const voterChips = (seats: number[]) => html`<div class="voters">${seats.map((seat) => chipFor(view, seat))}</div>`;
    if (round.kind === 'eliminateAll') {
      const yes = round.ballots.filter((b) => b.target === 1).map((b) => b.voter);
      const no = round.ballots.filter((b) => b.target !== 1).map((b) => b.voter);
      return html`<div class="results">
        <div class="result ${round.eliminated.length ? 'out' : ''}"><strong>${t(lang, 'vote.yes')}</strong><span class="count">${yes.length}</span>${voterChips(yes)}</div>
        <div class="result"><strong>${t(lang, 'vote.no')}</strong><span class="count">${no.length}</span>${voterChips(no)}</div>
      </div>`;
    }
    const rows = round.candidates
      .map((seat) => ({ seat, voters: round.ballots.filter((b) => b.target === seat).map((b) => b.voter) }))
      .sort((a, b) => b.voters.length - a.voters.length);
    const none = round.ballots.filter((b) => b.target === null).map((b) => b.voter);
    return html`<div class="results" data-testid="vote-results">
      ${rows.map(
        (row) => html`<div class="result ${round.eliminated.includes(row.seat) ? 'out' : ''}">
          ${chipFor(view, row.seat, { focus: true })}
          <span class="count">${t(lang, 'vote.votes', { n: row.voters.length })}</span>
          ${voterChips(row.voters)}
        </div>`,
      )}
      ${none.length ? html`<div class="result"><span class="muted">${t(lang, 'vote.noBallot')}</span><span></span>${voterChips(none)}</div>` : nothing}
    </div>`;
  }

  /** The cards of those who leave, when shown to all (RULES L5), beside the verdict: many leave with no last word to show them. */
  private renderCards(eliminated: number[]) {
    const { locale: lang, view } = this;
    const shown = eliminated.flatMap((seat) => {
      const role = seatOf(view, seat)?.revealedRole ?? null;
      return role ? [{ seat, role }] : [];
    });
    if (!shown.length) return nothing;
    return html`<span class="cards" data-testid="vote-cards">
      ${shown.map(({ seat, role }) => html`<span class="card">${seatNumber(seat)}${roleName(role, lang)}</span>`)}
    </span>`;
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
      <p class="verdict ${round.tie ? 'tie' : ''}"><span data-testid="verdict">${verdict}</span>${this.renderCards(round.eliminated)}</p>
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
      <div class="row" data-testid="tied"><span class="muted">${t(lang, 'vote.tied')}:</span>${tied.map((seat) => chipFor(view, seat))}</div>
    `;
  }

  override render() {
    const { locale: lang, view } = this;
    const phase = view.phase;
    const revote = phase.name === 'vote' && !!phase.lastRound?.tie;
    const allRound = phase.name === 'voteResult' && phase.lastRound?.kind === 'eliminateAll';
    const title =
      phase.name === 'eliminateAll' || allRound
        ? t(lang, 'vote.eliminateAll')
        : phase.name === 'justification'
          ? t(lang, 'vote.justification')
          : revote
            ? t(lang, 'vote.revote')
            : t(lang, 'vote.title');
    const running = phase.name === 'vote' || phase.name === 'eliminateAll';
    const body = running ? this.renderRunning() : phase.name === 'justification' ? this.renderJustification() : this.renderResult();
    return html`
      <div class="phase"><h1>${title}</h1><span class="sub">${t(lang, 'day.title', { n: phase.day })}</span></div>
      <section class="body">${body}</section>
      ${seatStrip(lang, view, this.links, running ? { done: phase.voted, waiting: this.voters() } : null)}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-vote': TvVote;
  }
}
