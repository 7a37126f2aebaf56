/**
 * `<tv-game-over>`: the winner, every card (from `view.reveal`), and how the
 * game went — each night's actions and each day's votes, in order. Play
 * again with the same players, or back to the lobby.
 *
 * @property lang
 * @property view      PublicView (phase gameOver)
 * @property controls  HostControls (playAgain, closeGame)
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { NightEvent, NightStepName, PublicView, Role, VoteRound } from '../../engine/types';
import type { HostControls } from '../../host/snapshot';
import { roleName, roleSide, sideName } from '../shared/roles-text';
import { t, tvDictionaries, type TvKey } from './strings';
import { tvControls, tvLayout, tvTokens } from './styles';
import { chipFor, gameStyles } from './game-parts';
import { seatNumber } from './seat-chip';

const STEP_ROLE: Record<NightStepName, Role> = {
  acquaintance: 'mafia',
  putana: 'putana',
  mafia: 'mafia',
  maniac: 'maniac',
  doctor: 'doctor',
  commissar: 'commissar',
  sheriff: 'sheriff',
  don: 'don',
};

const EXIT: Record<string, TvKey> = { killed: 'exit.killed', voted: 'exit.voted', warnings: 'exit.warnings', removed: 'exit.removed', putanaClient: 'exit.putanaClient' };

@customElement('tv-game-over')
export class TvGameOver extends LitElement {
  static override styles = [
    tvTokens,
    tvControls,
    tvLayout,
    ...gameStyles,
    css`
      :host {
        grid-template-rows: auto 1fr auto;
      }
      .winner {
        display: flex;
        align-items: baseline;
        gap: 3vmin;
      }
      .winner h1 {
        color: var(--accent);
        font-size: 8vmin;
      }
      .body {
        display: grid;
        grid-template-columns: 1fr 1.1fr;
        gap: 3vmin;
        min-height: 0;
      }
      .cards {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: 1vmin;
        align-content: start;
        overflow: hidden;
        font-size: var(--text-s);
      }
      .cards li {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        grid-template-areas: 'chip role' 'chip fate';
        align-items: center;
        column-gap: 1vmin;
        padding: 0.5vmin 1.2vmin 0.5vmin 0.6vmin;
        border-radius: var(--radius);
        background: var(--surface);
        border-left: 0.7vmin solid var(--info);
      }
      .cards li .chip {
        grid-area: chip;
        background: transparent;
        box-shadow: none;
        min-width: 0;
      }
      .cards li.mafia {
        border-left-color: var(--danger);
      }
      .cards li.maniac {
        border-left-color: var(--accent);
      }
      .cards .role {
        grid-area: role;
        font-weight: 800;
        text-align: right;
      }
      .cards .fate {
        grid-area: fate;
        color: var(--muted);
        text-align: right;
        font-size: calc(var(--text-s) * 0.9);
      }
      .cards .num {
        min-width: 3.8vmin;
        height: 3.8vmin;
        font-size: var(--text-s);
      }
      .timeline {
        overflow: auto;
        min-height: 0;
        font-size: var(--text-s);
        display: grid;
        gap: 1.2vmin;
        align-content: start;
      }
      .timeline h3 {
        margin-top: 0.6vmin;
      }
      .event {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.8vmin;
      }
      .event .num {
        min-width: 3.6vmin;
        height: 3.6vmin;
        font-size: var(--text-s);
      }
      .event .what {
        font-weight: 700;
      }
      .arrow {
        color: var(--muted);
      }
      .times {
        color: var(--muted);
        margin-right: 1vmin;
      }
      .actions {
        display: flex;
        gap: 2vmin;
        padding: 0 1.4vmin 1vmin;
      }
      .actions .primary {
        font-size: var(--text-l);
        min-height: 8vmin;
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) view!: PublicView;
  @property({ attribute: false }) controls!: HostControls;

  private roleOf(seat: number): Role | null {
    return this.view.reveal?.roles.find((r) => r.seat === seat)?.role ?? this.view.seats.find((s) => s.seat === seat)?.revealedRole ?? null;
  }

  private outcome(outcome: string): string {
    const key = `outcome.${outcome}`;
    return key in tvDictionaries.en ? t(this.locale, key as TvKey) : outcome;
  }

  private renderNight(event: NightEvent) {
    const { locale: lang, view } = this;
    // Actor 0 is the dawn's own verdict (killed, saved), not anyone's act.
    if (event.actor === 0) {
      return html`<div class="event dawn">${event.target !== null ? chipFor(view, event.target) : nothing}<span class="what">${this.outcome(event.outcome)}</span></div>`;
    }
    return html`<div class="event">
      <span class="what">${roleName(STEP_ROLE[event.step], lang)}</span>${seatNumber(event.actor)}
      <span class="arrow" aria-hidden="true">→</span>
      ${event.target !== null ? chipFor(view, event.target) : nothing}
      <span>${this.outcome(event.outcome)}</span>
    </div>`;
  }

  private renderRound(round: VoteRound) {
    const { locale: lang, view } = this;
    const kind = t(lang, `over.kind.${round.kind}` as TvKey);
    if (round.kind === 'eliminateAll') {
      const yes = round.ballots.filter((b) => b.target === 1).length;
      return html`<div class="event"><span class="what">${kind}:</span> ${round.candidates.map((s) => seatNumber(s))}
        <span>${t(lang, 'vote.yes')} ${yes} · ${t(lang, 'vote.no')} ${round.ballots.length - yes}</span></div>`;
    }
    return html`<div class="event">
      <span class="what">${kind}:</span>
      ${round.candidates.map((seat) => html`${seatNumber(seat)}<span class="times">×${round.ballots.filter((b) => b.target === seat).length}</span>`)}
      <span class="arrow" aria-hidden="true">→</span>
      ${round.eliminated.length ? round.eliminated.map((seat) => chipFor(view, seat)) : html`<span>${t(lang, 'vote.tie')}</span>`}
    </div>`;
  }

  /**
   * Who the coin sent out on day `day`. The lot leaves no round of its own:
   * its seat left as 'voted' without any round eliminating it, on the last
   * day that ended in a tie among whom it stood.
   */
  private coinChoices(day: number): number[] {
    const { view } = this;
    const byRound = new Set(view.votes.flatMap((v) => v.eliminated));
    const tieDays = [...new Set(view.votes.map((v) => v.day))].filter((d) => {
      const rounds = view.votes.filter((v) => v.day === d);
      return rounds.at(-1)!.tie && !rounds.some((v) => v.eliminated.length);
    });
    const lastTieDay = (seat: number) =>
      tieDays.filter((d) => view.votes.filter((v) => v.day === d).at(-1)!.candidates.includes(seat)).at(-1);
    return view.seats.filter((s) => s.exitCause === 'voted' && !byRound.has(s.seat) && lastTieDay(s.seat) === day).map((s) => s.seat);
  }

  private renderTimeline() {
    const { locale: lang, view } = this;
    const nights = view.reveal?.nights ?? [];
    const last = Math.max(0, ...nights.map((e) => e.night), ...view.votes.map((v) => v.day), view.phase.night, view.phase.day);
    const blocks = [];
    for (let n = 1; n <= last; n += 1) {
      const events = nights.filter((e) => e.night === n);
      if (events.length || n <= view.phase.night) {
        blocks.push(html`<h3>${t(lang, 'over.night', { n })}</h3>
          ${events.length ? events.map((e) => this.renderNight(e)) : html`<div class="muted">${t(lang, 'over.nothing')}</div>`}`);
      }
      const rounds = view.votes.filter((v) => v.day === n);
      const coin = this.coinChoices(n);
      if (rounds.length) {
        blocks.push(html`<h3>${t(lang, 'over.day', { n })}</h3>${rounds.map((r) => this.renderRound(r))}
          ${coin.map((seat) => html`<div class="event" data-testid="lot-line"><span class="what">${t(lang, 'over.coin')}</span>${chipFor(view, seat)}</div>`)}`);
      }
    }
    // The view does not say on which day a warning removed a player, so these close the timeline.
    const warned = view.seats.filter((s) => s.exitCause === 'warnings');
    if (warned.length) {
      blocks.push(html`<h3>${t(lang, 'over.warnings')}</h3>
        ${warned.map((s) => html`<div class="event" data-testid="warnings-line">${chipFor(view, s.seat)}<span>${t(lang, 'over.removed')}</span></div>`)}`);
    }
    return html`<section class="panel timeline" data-scroll tabindex="0" aria-label=${t(lang, 'over.timeline')} data-testid="timeline">
      <h2>${t(lang, 'over.timeline')}</h2>
      ${blocks}
    </section>`;
  }

  override render() {
    const { locale: lang, view } = this;
    const winner = view.phase.winner;
    return html`
      <div class="winner">
        <h1 data-testid="winner">${winner ? t(lang, 'over.wins', { side: sideName(winner, lang) }) : t(lang, 'over.ended')}</h1>
        <span class="muted">${t(lang, 'over.title')}</span>
      </div>
      <div class="body">
        <section aria-label=${t(lang, 'over.cards')}>
          <ul class="cards" data-testid="cards">
            ${view.seats.map((s) => {
              const role = this.roleOf(s.seat);
              const fate = s.alive ? t(lang, 'over.alive') : s.exitCause ? t(lang, EXIT[s.exitCause]) : '';
              return html`<li class=${role ? roleSide(role) : ''}>
                ${chipFor(view, s.seat)}
                <span class="role">${role ? roleName(role, lang) : '—'}</span>
                <span class="fate">${fate}</span>
              </li>`;
            })}
          </ul>
        </section>
        ${this.renderTimeline()}
      </div>
      <div class="actions">
        <button class="primary" data-autofocus data-testid="play-again" @click=${() => this.controls.playAgain()}>${t(lang, 'over.playAgain')}</button>
        <button data-testid="to-lobby" @click=${() => this.controls.closeGame()}>${t(lang, 'over.lobby')}</button>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-game-over': TvGameOver;
  }
}
