/**
 * `<tv-game-over>`: an end worth staying for. First the winner, large, in
 * the team's colour (the engine plays `win`); then the game told night by
 * night and day by day (recap.ts) — each step shown, its seats pointed at on
 * the table, and read aloud by the narrator, the cards still face down;
 * then the whole story as one list beside Play again and Back to the lobby,
 * while the table turns every card up in its team's colour (nothing struck out). "Skip" goes straight to
 * the end; nothing here is focused until an arrow is pressed.
 *
 * @property locale
 * @property view      PublicView (phase gameOver)
 * @property controls  HostControls (playAgain, closeGame)
 * @property startAt   'winner' | 'final' | step index — where the sequence starts (the preview)
 * @fires tv-narrate   detail: string — a line for the narrator to read (bubbles, composed)
 * @fires tv-highlight detail: Map<seat, label> | null — seats to point at on the table (bubbles, composed)
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { NightEvent, PublicView, VoteRound } from '../../engine/types';
import type { HostControls } from '../../host/snapshot';
import { roleName, teamColour, winnerLine } from '../shared/roles-text';
import { t, tvDictionaries, type TvKey } from './strings';
import { tvControls, tvLayout, tvTokens } from './styles';
import { chipFor, gameStyles } from './game-parts';
import { seatNumber } from './seat-chip';
import { recapSteps, stepMs, STEP_ROLE, type RecapStep } from './recap';
import { gameOverStyles } from './tv-game-over.styles';

export type GameOverStage = 'winner' | 'final' | number;

/** How long the winner stands alone before the story starts. */
const WINNER_MS = 4500;

@customElement('tv-game-over')
export class TvGameOver extends LitElement {
  static override styles = [
    tvTokens,
    tvControls,
    tvLayout,
    ...gameStyles,
    gameOverStyles,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) view!: PublicView;
  @property({ attribute: false }) controls!: HostControls;
  @property({ attribute: false }) startAt: GameOverStage = 'winner';
  @state() private stage: GameOverStage = 'winner';
  @state() private overflowing = false;
  private steps: RecapStep[] = [];
  private startedSeq = -1;
  private timer: number | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.clearTimeout(this.timer);
    this.highlight(null);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('view') || changed.has('locale')) && this.view) this.steps = recapSteps(this.locale, this.view);
    if ((changed.has('view') && this.view.phase.seq !== this.startedSeq) || changed.has('startAt')) {
      this.startedSeq = this.view.phase.seq;
      this.go(this.startAt);
    }
  }

  protected override updated(): void {
    const list = this.shadowRoot?.querySelector('.timeline');
    const overflowing = !!list && list.scrollHeight > list.clientHeight + 2 && list.scrollTop + list.clientHeight < list.scrollHeight - 2;
    if (overflowing !== this.overflowing) this.overflowing = overflowing;
  }

  private highlight(marks: Map<number, string> | null): void {
    this.dispatchEvent(new CustomEvent('tv-highlight', { detail: marks, bubbles: true, composed: true }));
  }

  private narrate(text: string): void {
    this.dispatchEvent(new CustomEvent('tv-narrate', { detail: text, bubbles: true, composed: true }));
  }

  /** Moves the sequence to a stage and schedules the next one. */
  private go(stage: GameOverStage): void {
    window.clearTimeout(this.timer);
    const index = typeof stage === 'number' ? stage : -1;
    if (typeof stage === 'number' && index >= this.steps.length) stage = 'final';
    this.stage = stage;
    if (stage === 'final') {
      this.highlight(null);
      return;
    }
    if (stage === 'winner') {
      // The cards stay face down on the table until the story has been told.
      this.highlight(new Map());
      this.timer = window.setTimeout(() => this.go(0), WINNER_MS);
      return;
    }
    const step = this.steps[index]!;
    this.highlight(step.marks);
    this.narrate([step.heading, ...step.lines].join('. ').replace(/\.\./g, '.'));
    this.timer = window.setTimeout(() => this.go(index + 1), stepMs(step));
  }

  private outcome(outcome: string): string {
    const city = this.view.preset === 'city';
    const own = city && (outcome === 'checkedMafia' || outcome === 'checkedTown') ? `outcome.${outcome}City` : `outcome.${outcome}`;
    return own in tvDictionaries.en ? t(this.locale, own as TvKey) : outcome;
  }

  private renderNight(event: NightEvent) {
    const { locale: lang, view } = this;
    // Actor 0 is the dawn's own verdict (killed, saved), not anyone's act.
    if (event.actor === 0) {
      return html`<div class="event dawn">${event.target !== null ? chipFor(view, event.target, { focus: true }) : nothing}<span class="what">${this.outcome(event.outcome)}</span></div>`;
    }
    const role = STEP_ROLE[event.step];
    return html`<div class="event">
      <span class="what role-tag team-${teamColour(role)}">${roleName(role, lang)}</span>${seatNumber(event.actor)}
      <span class="arrow" aria-hidden="true">→</span>
      ${event.target !== null ? chipFor(view, event.target, { focus: true }) : nothing}
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
      ${round.eliminated.length ? round.eliminated.map((seat) => chipFor(view, seat, { focus: true })) : html`<span>${t(lang, 'vote.tie')}</span>`}
    </div>`;
  }

  private renderStepRows(step: RecapStep) {
    const { locale: lang, view } = this;
    if (step.kind === 'night') {
      return step.events.length ? step.events.map((e) => this.renderNight(e)) : html`<div class="hint">${step.lines.join(' ')}</div>`;
    }
    if (step.kind === 'day') {
      return html`${step.rounds.map((r) => this.renderRound(r))}
        ${step.coin.map((seat) => html`<div class="event" data-testid="lot-line"><span class="what">${t(lang, 'over.coin')}</span>${chipFor(view, seat, { focus: true })}</div>`)}`;
    }
    return view.seats
      .filter((s) => s.exitCause === 'warnings')
      .map((s) => html`<div class="event" data-testid="warnings-line">${chipFor(view, s.seat, { focus: true })}<span>${t(lang, 'over.removed')}</span></div>`);
  }

  private renderTimeline() {
    const lang = this.locale;
    return html`<div class="timeline-wrap">
      <section
        class="timeline"
        data-scroll
        tabindex="0"
        aria-label=${t(lang, 'over.timeline')}
        data-testid="timeline"
        @scroll=${() => this.requestUpdate()}
      >
        ${this.steps.map((step) => html`<h3>${step.heading}</h3>${this.renderStepRows(step)}`)}
      </section>
      ${this.overflowing ? html`<div class="more" aria-hidden="true">${t(lang, 'over.scroll')}</div>` : nothing}
    </div>`;
  }

  private banner(big: boolean) {
    const { locale: lang, view } = this;
    const winner = view.phase.winner;
    return html`<h2 class="banner ${big ? 'big' : ''} ${winner ? `team-${teamColour(winner)}` : 'none'}" data-testid="winner">
      ${winner ? winnerLine(winner, lang, view.preset) : t(lang, 'over.ended')}
    </h2>`;
  }

  override render() {
    const lang = this.locale;
    const stage = this.stage;
    if (stage === 'winner') {
      return html`${this.banner(true)}
        <p class="label after-banner">${t(lang, 'over.title')}</p>
        <button class="skip" data-testid="recap-skip" @click=${() => this.go('final')}>${t(lang, 'over.skip')}</button>`;
    }
    if (typeof stage === 'number') {
      const step = this.steps[stage]!;
      return html`<section class="step" data-testid="recap-step" aria-live="polite">
          <h2>${step.heading}</h2>
          <div class="lines">${step.lines.map((line) => html`<p>${line}</p>`)}</div>
          <div class="dots" aria-hidden="true">${this.steps.map((_, i) => html`<i class=${i === stage ? 'on' : ''}></i>`)}</div>
        </section>
        <button class="skip" data-testid="recap-skip" @click=${() => this.go('final')}>${t(lang, 'over.skip')}</button>`;
    }
    return html`${this.banner(false)}
      <div class="final">
        ${this.renderTimeline()}
        <div class="actions">
          <button class="primary" data-testid="play-again" @click=${() => this.controls.playAgain()}>${t(lang, 'over.playAgain')}</button>
          <button data-testid="replay" @click=${() => this.go(0)}>${t(lang, 'over.replay')}</button>
          <button data-testid="to-lobby" @click=${() => this.controls.closeGame()}>${t(lang, 'over.lobby')}</button>
        </div>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-game-over': TvGameOver;
  }
}
