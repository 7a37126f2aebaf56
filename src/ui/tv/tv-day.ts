/**
 * `<tv-day>`: the day's talk, inside the table. During speeches: the speaker
 * and a huge countdown, who speaks next, and (City) the nominees so far.
 * During the open discussion and the pause after a peaceful day: the timer
 * and the nominees. The table around it marks the same seats.
 *
 * @property locale
 * @property view   PublicView (phase speech, discussion or peacefulPause)
 * @property away   seats whose phone is away: a speaker away is said, and that Pause waits for them
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { PublicView } from '../../engine/types';
import { t } from './strings';
import { tvLayout, tvTokens } from './styles';
import { chipFor, gameStyles } from './game-parts';
import { renderSaid, saidNow, saidStyles } from './said';
import './tv-countdown';

/** How many of the speakers to come the screen names (the table marks the next one too). */
const QUEUE_SHOWN = 3;

@customElement('tv-day')
export class TvDay extends LitElement {
  static override styles = [
    tvTokens,
    tvLayout,
    ...gameStyles,
    ...saidStyles,
    css`
      .away-note {
        max-width: 60vmin;
        padding: 0.8vmin 2vmin;
        border-radius: var(--radius);
        background: #3a2a00;
        color: #ffe3a3;
        font-size: var(--text-s);
        font-weight: 700;
        text-align: center;
      }
      :host {
        flex-direction: row;
        gap: 4vmin;
      }
      .stage {
        flex: 1.6;
        min-width: 0;
        display: grid;
        justify-items: center;
        align-content: center;
        gap: 1.4vmin;
      }
      .speaker .chip.big {
        padding-right: 3vmin;
      }
      .speaker .chip .name {
        max-width: 60vmin;
      }
      tv-countdown {
        width: 62vmin;
      }
      .side {
        flex: 1;
        min-width: 0;
        display: grid;
        gap: 2.4vmin;
        align-content: center;
        justify-items: start;
        text-align: left;
      }
      .side section {
        display: grid;
        gap: 1vmin;
        justify-items: start;
      }
      .side h2 {
        font-size: var(--text-m);
        color: var(--muted);
        text-transform: uppercase;
        letter-spacing: 0.06em;
      }
      .side .list {
        justify-content: flex-start;
      }
      .queue {
        flex-direction: column;
        align-items: flex-start;
      }
      .more {
        color: var(--muted);
        font-weight: 700;
      }
      .chip .name {
        max-width: 30vmin;
      }
      /* The queue and the nominees beside the clock: long names a size smaller, so five of them fit. */
      .side .chip.long {
        font-size: var(--text-s);
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) view!: PublicView;
  /** Seats whose phone is away now: a speaker away is said, with the host bar's Pause to wait. */
  @property({ attribute: false }) away: number[] = [];

  private renderNominees() {
    const { locale: lang, view } = this;
    const phase = view.phase;
    if (view.preset !== 'city' && phase.nominees.length === 0) return nothing;
    return html`<section>
      <h2>${t(lang, 'day.nominees')}</h2>
      ${phase.nominees.length === 0
        ? html`<p class="hint">${t(lang, 'day.noNominees')}</p>`
        : html`<ol class="list" data-testid="nominees">${phase.nominees.map((seat) => html`<li>${chipFor(view, seat)}</li>`)}</ol>`}
    </section>`;
  }

  private renderQueue() {
    const { locale: lang, view } = this;
    const queue = view.phase.speakerQueue;
    return html`<section>
      <h2>${t(lang, 'day.next')}</h2>
      ${queue.length === 0
        ? html`<p class="hint">${t(lang, 'day.queueEmpty')}</p>`
        : html`<ol class="list queue" data-testid="queue">
            ${queue.slice(0, QUEUE_SHOWN).map((seat) => html`<li>${chipFor(view, seat)}</li>`)}
            ${queue.length > QUEUE_SHOWN ? html`<li class="more">${t(lang, 'day.more', { n: queue.length - QUEUE_SHOWN })}</li>` : nothing}
          </ol>`}
    </section>`;
  }

  override render() {
    const { locale: lang, view } = this;
    const phase = view.phase;
    if (phase.name === 'speech' && phase.speaker !== null) {
      // The speaker's phone away: the clock makes room for the line that says so.
      const away = this.away.includes(phase.speaker) && !phase.paused;
      // So does what the speaker has said, which takes the label's place too (his seat says «говорит»).
      const said = saidNow(view) !== null;
      return html`<section class="stage">
          ${said ? nothing : html`<div class="label">${t(lang, 'day.speaking')}</div>`}
          <div class="speaker" data-testid="speaker">${chipFor(view, phase.speaker, { big: true })}</div>
          ${renderSaid(view, lang)}
          <tv-countdown size=${away || said ? 'big' : 'huge'} .phase=${phase}></tv-countdown>
          ${away
            ? html`<p class="away-note" data-testid="speaker-away">${t(lang, 'away.speaker')}</p>`
            : nothing}
        </section>
        <aside class="side">${this.renderQueue()}${this.renderNominees()}</aside>`;
    }
    const peaceful = phase.name === 'peacefulPause';
    return html`<section class="stage">
        <p class="hint">${t(lang, peaceful ? 'day.peacefulHint' : 'day.discussionHint')}</p>
        <tv-countdown size=${peaceful ? 'big' : 'huge'} .phase=${phase}></tv-countdown>
        ${peaceful ? nothing : html`<p class="hint" data-testid="done-talking">${t(lang, 'day.doneTalking', { n: phase.doneTalking.length, of: view.seats.filter((s) => s.alive).length })}</p>`}
      </section>
      ${peaceful ? nothing : html`<aside class="side">${this.renderNominees()}</aside>`}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-day': TvDay;
  }
}
