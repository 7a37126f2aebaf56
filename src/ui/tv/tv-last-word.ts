/**
 * `<tv-last-word>`: the departing player's last word (classic) or farewell
 * (City) with its timer; their card when revealed; and what they chose to
 * show: the Commissar's revealed check, or a civilian's last guess (shown,
 * not counted — seed 000, rule 9).
 *
 * @property locale
 * @property view   PublicView (phase lastWord)
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { PublicView } from '../../engine/types';
import { t } from './strings';
import { tvLayout, tvTokens } from './styles';
import { chipFor, gameStyles, roleTag, seatOf, who } from './game-parts';
import { renderSaid, saidStyles } from './said';
import './tv-countdown';

@customElement('tv-last-word')
export class TvLastWord extends LitElement {
  static override styles = [
    tvTokens,
    tvLayout,
    ...gameStyles,
    ...saidStyles,
    css`
      :host {
        flex-direction: row;
        gap: 4vmin;
      }
      .stage {
        flex: 1.3;
        min-width: 0;
        display: grid;
        gap: 2vmin;
        justify-items: center;
        text-align: center;
      }
      .speaker .chip .name {
        max-width: 50vmin;
      }
      .card {
        font-size: var(--text-l);
      }
      tv-countdown {
        width: 50vmin;
      }
      .panel {
        flex: 1;
        min-width: 0;
      }
      .reveal {
        display: grid;
        gap: 2vmin;
        justify-items: start;
        border-left: 1vmin solid var(--info);
      }
      .reveal .line {
        display: flex;
        align-items: center;
        flex-wrap: wrap;
        gap: 1.6vmin;
        font-size: var(--text-l);
        font-weight: 800;
      }
      /* The answer in the checked team's colour: black for the mafia, red for the town. */
      .verdict {
        padding: 0.2vmin 1.6vmin;
        border-radius: 1vmin;
      }
      .hint {
        color: var(--muted);
        font-size: var(--text-s);
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) view!: PublicView;

  private renderReveal() {
    const { locale: lang, view } = this;
    const { revealedCheck, lastGuess, speaker } = view.phase;
    if (revealedCheck) {
      return html`<section class="panel reveal" data-testid="revealed-check">
        <h3>${t(lang, 'last.check')}</h3>
        <div class="line">
          ${chipFor(view, revealedCheck.target, { big: true })}
          <span class="verdict team-${revealedCheck.isMafia ? 'black' : 'red'}">${t(lang, revealedCheck.isMafia ? 'last.isMafia' : 'last.isTown')}</span>
        </div>
      </section>`;
    }
    if (lastGuess !== null) {
      return html`<section class="panel reveal" data-testid="last-guess">
        <h3>${t(lang, 'last.guess')}</h3>
        <div class="line">
          <span>${t(lang, 'last.guessLine', { who: speaker !== null ? who(lang, view, speaker) : '' })}</span>
          ${chipFor(view, lastGuess, { big: true })}
        </div>
      </section>`;
    }
    return view.preset === 'classic' ? html`<p class="hint panel-free">${t(lang, 'last.waiting')}</p>` : nothing;
  }

  override render() {
    const { locale: lang, view } = this;
    const phase = view.phase;
    const speaker = phase.speaker;
    const role = speaker !== null ? (seatOf(view, speaker)?.revealedRole ?? null) : null;
    return html`
      <section class="stage">
        ${speaker !== null ? html`<div class="speaker" data-testid="speaker">${chipFor(view, speaker, { big: true, focus: true })}</div>` : nothing}
        ${role ? html`<div class="card">${roleTag(role, lang)}</div>` : nothing}
        ${renderSaid(view, lang)}
        <tv-countdown size="big" .phase=${phase}></tv-countdown>
      </section>
      ${this.renderReveal()}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-last-word': TvLastWord;
  }
}
