/**
 * `<tv-game-over>`: an end worth staying for, in three moments.
 *
 * 1. The winner, alone and large in the team's colour (the engine says it),
 *    every card on the table still face down.
 * 2. Every card turned over one by one — the mafia first, then the Maniac,
 *    the town's roles, the civilians (recap.ts `cardTurns`) — large here and
 *    on the table, in its team's colour, the narrator saying each.
 * 3. The story of the game, a page a night or a day — each act a row
 *    (role, seat → seat, what came of it), each vote its tallies — read
 *    aloud sentence by sentence in the caption, its seats marked on the
 *    table; Play again, Tell it again and Back to the lobby beneath it. The
 *    remote's Left/Right page it, and a page turned cuts the old page's words.
 *
 * The pace is the narrator's: each moment waits for its line to be said
 * (`told`, from the stage) and a minimum beat, with a fallback when no line
 * comes back. Each sentence shows once: a card's line and a page with no
 * rows are shown here and not captioned; a page's sentences are captioned
 * and its rows shown here. OK (while nothing is focused) or Skip jumps to
 * the story; nothing here blocks Play again.
 *
 * @property locale
 * @property view      PublicView (phase gameOver)
 * @fires tv-control  (bubbles, composed) playAgain, closeGame (control.ts)
 * @property startAt   'winner' | 'cards' | 'final' | story page — where the sequence starts (the preview)
 * @property told      the id of the last told line the narrator has said (StageView.told)
 * @property ghosts    the ghosts' scores: the story's last page
 * @fires tv-narrate   detail: ToldLine — a line for the narrator to say, shown here only (bubbles, composed)
 * @fires tv-highlight detail: Map<seat, label> | null — seats to point at on the table (bubbles, composed)
 * @fires tv-turned    detail: number[] | null — the seats whose cards the table shows; null: all (bubbles, composed)
 * @fires tv-cards-turned  every card has been turned, or skipped to the story: the phones may show them (bubbles, composed)
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import type { Lang } from '../shared/i18n';
import type { GhostScore } from '../../engine/ghosts';
import type { PublicView } from '../../engine/types';
import { control } from './control';
import type { ToldLine } from '../../host/stage';
import { estimateLineMs } from '../../narrator/utterances';
import { roleName, teamColour, winnerLine } from '../shared/roles-text';
import { t } from './strings';
import { tvControls, tvLayout, tvTokens } from './styles';
import { gameStyles } from './game-parts';
import { seatNumber } from './seat-chip';
import { captionPieces, cardTurns, recapSteps, type CardTurn, type RecapStep } from './recap';
import { hasRows, recapRows } from './recap-rows';
import { gameOverStyles } from './tv-game-over.styles';

export type GameOverStage = 'winner' | 'cards' | 'final' | number;

type Moment = { kind: 'winner' } | { kind: 'cards'; shown: number } | { kind: 'story'; page: number; auto: boolean };

/** The least time each moment stays, even when its line is said sooner (or there is none). */
export const PACE = { winnerMs: 3500, cardMs: 1300, afterCardsMs: 1200, pageMs: 2500 };
/** Past the beat, how long a line may take before the screen goes on without its "said". */
function fallbackMs(text: string): number {
  return estimateLineMs(text) * 2 + 6000;
}
/** The font scales a box may shrink through to keep its words whole inside it. */
const FIT_STEPS = [1, 0.88, 0.77, 0.68, 0.6, 0.53, 0.47];

/** Told lines' ids rise across screens, so a new game over never takes an old "said". */
let lastLineId = 0;

@customElement('tv-game-over')
export class TvGameOver extends LitElement {
  static override styles = [tvTokens, tvControls, tvLayout, ...gameStyles, gameOverStyles];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) view!: PublicView;
  @property({ attribute: false }) startAt: GameOverStage = 'winner';
  @property({ attribute: false }) told = -1;
  /** The ghosts' scores (HostSnapshot.ghosts): the story's last page, when any ghost marked. */
  @property({ attribute: false }) ghosts: GhostScore[] = [];
  @state() private moment: Moment = { kind: 'winner' };
  private steps: RecapStep[] = [];
  private cards: CardTurn[] = [];
  private startedSeq = -1;
  private wait: { id: number; next: () => void; beaten: boolean } | null = null;
  private timers: number[] = [];
  private readonly onResize = (): void => this.fit();

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('resize', this.onResize);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('resize', this.onResize);
    this.cancelWait();
    this.emit('tv-highlight', null);
    this.emit('tv-turned', null);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('view') || changed.has('locale') || changed.has('ghosts')) && this.view) {
      this.steps = recapSteps(this.locale, this.view, this.ghosts);
      this.cards = cardTurns(this.locale, this.view);
    }
    if ((changed.has('view') && this.view.phase.seq !== this.startedSeq) || changed.has('startAt')) {
      this.startedSeq = this.view.phase.seq;
      this.begin(this.startAt);
    }
    // Not inside this update: going on dispatches events the stage may answer at once.
    if (changed.has('told')) queueMicrotask(() => this.check());
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('moment') || changed.has('locale') || changed.has('view')) this.fit();
  }

  /**
   * A remote's key while focus rests on nothing in particular (parked, or on
   * the story): Left/Right page the story (during the cards, Right turns the
   * next one), OK skips to the story. `act: false` only asks.
   */
  remoteKey(key: string, act = true): boolean {
    const m = this.moment;
    if (key === 'ArrowRight' || key === 'ArrowLeft') {
      if (!act) return true;
      const step = key === 'ArrowRight' ? 1 : -1;
      if (m.kind === 'story') this.showPage(m.page + step, false);
      else if (step > 0) this.turnCard(m.kind === 'cards' ? m.shown : 0, true);
      return true;
    }
    if (key === 'Enter' && m.kind !== 'story') {
      if (act) this.skip();
      return true;
    }
    return false;
  }

  private emit(name: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  /** Asks the narrator to say `lines` in turn (`cut`: dropping what is still queued first); returns the last one's id. */
  private say(lines: { text: string; caption?: boolean }[], cut = false): number {
    lines.forEach(({ text, caption = false }, i) => {
      const line: ToldLine = { id: ++lastLineId, text, caption, ...(cut && i === 0 ? { cut: true } : {}) };
      this.emit('tv-narrate', line);
    });
    return lastLineId;
  }

  /** Goes on with `next` once line `id` has been said and `beatMs` has passed (or the fallback ran out). */
  private waitFor(id: number, beatMs: number, text: string, next: () => void): void {
    this.cancelWait();
    const wait = { id, next, beaten: false };
    this.wait = wait;
    this.timers.push(
      window.setTimeout(() => {
        wait.beaten = true;
        this.check();
      }, beatMs),
      window.setTimeout(() => this.proceed(wait), beatMs + fallbackMs(text)),
    );
    this.check();
  }

  private check(): void {
    if (this.wait?.beaten && this.told >= this.wait.id) this.proceed(this.wait);
  }

  private proceed(wait: NonNullable<TvGameOver['wait']>): void {
    if (this.wait !== wait) return;
    this.cancelWait();
    wait.next();
  }

  private cancelWait(): void {
    this.timers.forEach((id) => window.clearTimeout(id));
    this.timers = [];
    this.wait = null;
  }

  private begin(at: GameOverStage): void {
    if (at === 'winner') this.showWinner();
    else if (at === 'cards') this.turnCard(0, true);
    else this.showPage(at === 'final' ? 0 : at, at !== 'final', true);
  }

  private showWinner(): void {
    this.moment = { kind: 'winner' };
    this.emit('tv-turned', []);
    this.emit('tv-highlight', null);
    // Nothing to say: the line comes back once the engine's "The town wins" has been said.
    this.waitFor(this.say([{ text: '' }]), PACE.winnerMs, '', () => this.turnCard(0));
  }

  /** Turns card `index` over (and every one before it); past the last, the story begins. */
  private turnCard(index: number, cut = false): void {
    const card = this.cards[index];
    if (!card) {
      this.moment = { kind: 'cards', shown: this.cards.length };
      this.emit('tv-turned', null);
      this.emit('tv-cards-turned', null);
      this.waitFor(this.say([{ text: '' }]), PACE.afterCardsMs, '', () => this.showPage(0, true));
      return;
    }
    this.moment = { kind: 'cards', shown: index + 1 };
    this.emit('tv-turned', this.cards.slice(0, index + 1).map((c) => c.seat));
    this.waitFor(this.say([{ text: card.line }], cut), PACE.cardMs, card.line, () => this.turnCard(index + 1));
  }

  /** Shows story page `page` and reads it; `auto` goes on to the next once it has been said. */
  private showPage(page: number, auto: boolean, cut = true): void {
    this.cancelWait();
    const last = this.steps.length - 1;
    const at = Math.max(0, Math.min(last, page));
    this.moment = { kind: 'story', page: at, auto };
    this.emit('tv-turned', null);
    this.emit('tv-cards-turned', null);
    const step = this.steps[at];
    this.emit('tv-highlight', step?.marks ?? null);
    if (!step) return;
    // A page with rows captions its sentences one by one, a long one (a vote of many candidates) in
    // pieces that fit the caption's two lines; a page without shows them itself. The heading is on
    // the page either way.
    const captioned = hasRows(step);
    const sentences = step.lines.flatMap((line) => line.split(/(?<=[.!?])\s+/u)).flatMap((text) => (captioned ? captionPieces(text) : [text]));
    const id = this.say([{ text: `${step.heading}.` }, ...sentences.map((text) => ({ text, caption: captioned }))], cut);
    if (auto && at < last) this.waitFor(id, PACE.pageMs, sentences.join(' '), () => this.showPage(at + 1, true, false));
  }

  private skip(): void {
    this.showPage(0, true, true);
  }

  /** Shrinks each marked box's words (`--fit`) until they fit it whole: long names, long vote pages. */
  private fit(): void {
    for (const box of this.renderRoot.querySelectorAll<HTMLElement>('[data-fit]')) {
      for (const scale of FIT_STEPS) {
        box.style.setProperty('--fit', String(scale));
        if (box.scrollHeight <= box.clientHeight + 1 && box.scrollWidth <= box.clientWidth + 1) break;
      }
    }
  }

  private banner(big: boolean) {
    const { locale: lang, view } = this;
    const winner = view.phase.winner;
    return html`<h2 class="banner ${big ? 'big' : ''} ${winner ? `team-${teamColour(winner)}` : 'none'}" data-testid="winner">
      ${winner ? winnerLine(winner, lang, view.preset) : t(lang, 'over.ended')}
    </h2>`;
  }

  private skipButton() {
    return html`<button class="skip" data-testid="recap-skip" @click=${() => this.skip()}>${t(this.locale, 'over.skip')}</button>`;
  }

  private renderCards(shown: number) {
    const lang = this.locale;
    const card = this.cards[shown - 1];
    return html`${this.banner(false)}
      <div class="card-box" data-fit>
        ${card
          ? keyed(
              card.seat,
              html`<div class="card team-${teamColour(card.role)}" data-testid="turned-card" data-seat=${card.seat} aria-live="polite">
                <span class="who">${seatNumber(card.seat)}<span class="card-name">${card.name}</span></span>
                <span class="card-role">${roleName(card.role, lang)}</span>
              </div>`,
            )
          : nothing}
      </div>
      <div class="foot">
        <span class="count" data-testid="cards-count">${t(lang, 'over.cardCount', { n: shown, total: this.cards.length })}</span>
        ${this.skipButton()}
      </div>`;
  }

  private renderStory(page: number) {
    const lang = this.locale;
    const step = this.steps[page];
    const winner = this.view.phase.winner;
    return html`<div class="story-top">
        <span class="winner-chip ${winner ? `team-${teamColour(winner)}` : 'none'}" data-testid="winner">
          ${winner ? winnerLine(winner, lang, this.view.preset) : t(lang, 'over.ended')}
        </span>
        ${this.steps.length > 1
          ? html`<span class="page-no" data-testid="page-no">${t(lang, 'over.page', { n: page + 1, total: this.steps.length })}</span>`
          : nothing}
      </div>
      <section class="page" data-pager data-fit tabindex="0" aria-label=${t(lang, 'over.story')} data-testid="recap-step" aria-live="polite">
        ${step ? html`<h3>${step.heading}</h3><div class="rows" data-testid="timeline">${recapRows(this.locale, this.view, step)}</div>` : nothing}
      </section>
      <div class="actions">
        <button class="primary" data-testid="play-again" @click=${() => control(this, 'playAgain')}>${t(lang, 'over.playAgain')}</button>
        <button data-testid="replay" @click=${() => this.showPage(0, true)}>${t(lang, 'over.replay')}</button>
        <button data-testid="to-lobby" @click=${() => control(this, 'closeGame')}>${t(lang, 'over.lobby')}</button>
      </div>`;
  }

  override render() {
    const m = this.moment;
    if (m.kind === 'winner') return html`${this.banner(true)}${this.skipButton()}`;
    if (m.kind === 'cards') return this.renderCards(m.shown);
    return this.renderStory(m.page);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-game-over': TvGameOver;
  }
}
