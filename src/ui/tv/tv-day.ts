/**
 * `<tv-day>`: the day's talk. During speeches: the current speaker's name and a
 * big countdown, the queue after them, and (City) the nominations so far.
 * During the open discussion and the pause after a peaceful day: the timer
 * and the nominees.
 *
 * @property lang
 * @property view   PublicView (phase speech, discussion or peacefulPause)
 * @property links  LobbySeat[]
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { PublicView } from '../../engine/types';
import type { LobbySeat } from '../../host/snapshot';
import { t } from './strings';
import { tvLayout, tvTokens } from './styles';
import { chipFor, gameStyles, seatStrip } from './game-parts';
import './tv-countdown';

@customElement('tv-day')
export class TvDay extends LitElement {
  static override styles = [
    tvTokens,
    tvLayout,
    ...gameStyles,
    css`
      .body {
        display: grid;
        grid-template-columns: 1.6fr 1fr;
        gap: 4vmin;
        min-height: 0;
      }
      .stage {
        display: grid;
        align-content: center;
        justify-items: center;
        gap: 2vmin;
        text-align: center;
      }
      .label {
        font-size: var(--text-l);
        color: var(--muted);
        font-weight: 700;
      }
      .speaker .chip.big {
        font-size: 8vmin;
        padding-right: 4vmin;
      }
      .speaker .chip.big .num {
        min-width: 11vmin;
        height: 11vmin;
        font-size: 7vmin;
      }
      .speaker .chip .name {
        max-width: 80vmin;
      }
      tv-countdown {
        width: 70vmin;
      }
      .hint {
        font-size: var(--text-l);
        color: var(--muted);
      }
      .side {
        display: grid;
        gap: 2vmin;
        align-content: start;
        min-height: 0;
        overflow: hidden;
      }
      .side .panel {
        display: grid;
        gap: 1.2vmin;
      }
      .list {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        gap: 1vmin;
      }
      .list.wrap {
        flex-direction: row;
        flex-wrap: wrap;
      }
      .more {
        color: var(--muted);
        font-weight: 700;
        align-self: center;
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) view!: PublicView;
  @property({ attribute: false }) links: LobbySeat[] = [];

  private renderSide() {
    const { locale: lang, view } = this;
    const phase = view.phase;
    const city = view.preset === 'city';
    return html`<aside class="side">
      ${phase.name === 'speech'
        ? html`<section class="panel">
            <h3>${t(lang, 'day.next')}</h3>
            ${phase.speakerQueue.length === 0
              ? html`<p class="muted">${t(lang, 'day.queueEmpty')}</p>`
              : html`<ol class="list wrap" data-testid="queue">
                  ${phase.speakerQueue.slice(0, 6).map((seat) => html`<li>${chipFor(view, seat)}</li>`)}
                  ${phase.speakerQueue.length > 6 ? html`<li class="more">+${phase.speakerQueue.length - 6}</li>` : nothing}
                </ol>`}
          </section>`
        : nothing}
      ${city || phase.nominees.length > 0
        ? html`<section class="panel">
            <h3>${t(lang, 'day.nominees')}</h3>
            ${phase.nominees.length === 0
              ? html`<p class="muted">${t(lang, 'day.noNominees')}</p>`
              : html`<ol class="list wrap" data-testid="nominees">${phase.nominees.map((seat) => html`<li>${chipFor(view, seat)}</li>`)}</ol>`}
          </section>`
        : nothing}
    </aside>`;
  }

  private renderStage() {
    const { locale: lang, view } = this;
    const phase = view.phase;
    if (phase.name === 'speech' && phase.speaker !== null) {
      return html`<div class="label">${t(lang, 'day.speaking')}</div>
        <div class="speaker" data-testid="speaker">${chipFor(view, phase.speaker, { big: true })}</div>
        <tv-countdown size="huge" .phase=${phase}></tv-countdown>`;
    }
    if (phase.name === 'peacefulPause') {
      return html`<h2>${t(lang, 'day.peaceful')}</h2>
        <p class="hint">${t(lang, 'day.peacefulHint')}</p>
        <tv-countdown size="big" .phase=${phase}></tv-countdown>`;
    }
    return html`<h2>${t(lang, 'day.discussion')}</h2>
      <p class="hint">${t(lang, 'day.discussionHint')}</p>
      <tv-countdown size="huge" .phase=${phase}></tv-countdown>`;
  }

  override render() {
    const { locale: lang, view } = this;
    return html`
      <div class="phase"><h1>${t(lang, 'day.title', { n: view.phase.day })}</h1></div>
      <div class="body">
        <section class="stage">${this.renderStage()}</section>
        ${this.renderSide()}
      </div>
      ${seatStrip(lang, view, this.links)}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-day': TvDay;
  }
}
