/**
 * `<tv-morning>`: dawn. Who died in the night (with the card when it is
 * revealed), or a peaceful night; then the anonymous count of the players'
 * night suspicions (`phase.morning.suspicion`) — who was suspected, never by whom.
 *
 * @property lang
 * @property view   PublicView
 * @property links  LobbySeat[] (phone link per seat)
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { PublicView } from '../../engine/types';
import type { LobbySeat } from '../../host/snapshot';
import { roleName } from '../shared/roles-text';
import { t } from './strings';
import { tvLayout, tvTokens } from './styles';
import { chipFor, gameStyles, seatOf, seatStrip } from './game-parts';
import './tv-countdown';

@customElement('tv-morning')
export class TvMorning extends LitElement {
  static override styles = [
    tvTokens,
    tvLayout,
    ...gameStyles,
    css`
      .body {
        display: grid;
        grid-template-columns: 1.2fr 1fr;
        gap: 4vmin;
        align-items: start;
        min-height: 0;
      }
      .news {
        display: grid;
        gap: 2vmin;
      }
      .victims {
        display: grid;
        gap: 2vmin;
      }
      .victim {
        display: flex;
        align-items: center;
        gap: 2vmin;
        background: rgba(10, 8, 25, 0.75);
        border-left: 0.8vmin solid var(--danger);
        padding: 2vmin;
        border-radius: var(--radius);
      }
      .card {
        font-size: var(--text-m);
        font-weight: 700;
        color: var(--accent);
      }
      .card.hidden {
        color: var(--muted);
        font-style: italic;
      }
      .peaceful {
        font-size: var(--text-xl);
        font-weight: 800;
        color: #fff6d8;
        text-shadow: 0 0.3vmin 1vmin rgba(0, 0, 0, 0.5);
      }
      .suspicion {
        background: rgba(10, 8, 25, 0.78);
        display: grid;
        gap: 1.2vmin;
      }
      .bar-row {
        display: grid;
        grid-template-columns: 34vmin 1fr 5vmin;
        gap: 1.4vmin;
        align-items: center;
        font-size: var(--text-s);
      }
      .bar {
        height: 2.6vmin;
        border-radius: 1vmin;
        background: var(--info);
      }
      .count {
        font-weight: 800;
        text-align: right;
      }
      tv-countdown {
        width: 30vmin;
      }
      .strip-wrap {
        background: rgba(10, 8, 25, 0.7);
        border-radius: var(--radius);
        padding: 1vmin;
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) view!: PublicView;
  @property({ attribute: false }) links: LobbySeat[] = [];

  private renderSuspicion() {
    const lang = this.locale;
    const rows = [...(this.view.phase.morning?.suspicion ?? [])].filter((r) => r.count > 0).sort((a, b) => b.count - a.count || a.seat - b.seat);
    const max = Math.max(1, ...rows.map((r) => r.count));
    return html`<section class="panel suspicion" aria-labelledby="suspicion-title">
      <h3 id="suspicion-title">${t(lang, 'morning.suspicion')}</h3>
      ${rows.length === 0
        ? html`<p class="muted">${t(lang, 'morning.suspicionNone')}</p>`
        : rows.slice(0, 8).map(
            (r) => html`<div class="bar-row">
              ${chipFor(this.view, r.seat)}
              <div class="bar" style="width:${(r.count / max) * 100}%" aria-hidden="true"></div>
              <span class="count">${r.count}</span>
            </div>`,
          )}
    </section>`;
  }

  override render() {
    const lang = this.locale;
    const view = this.view;
    const killed = view.phase.morning?.killed ?? [];
    return html`
      <div class="phase">
        <h1>${t(lang, 'morning.title', { n: view.phase.day })}</h1>
        <tv-countdown size="small" .phase=${view.phase}></tv-countdown>
      </div>
      <div class="body">
        <section class="news">
          ${killed.length === 0
            ? html`<p class="peaceful" data-testid="peaceful">${t(lang, 'morning.peaceful')}</p>`
            : html`<h2>${t(lang, 'morning.killed')}</h2>
                <div class="victims">
                  ${killed.map((seat) => {
                    const role = seatOf(view, seat)?.revealedRole ?? null;
                    return html`<div class="victim" data-testid="victim">
                      ${chipFor(view, seat, { big: true, focus: true })}
                      ${role ? html`<span class="card">${roleName(role, lang)}</span>` : html`<span class="card hidden">${t(lang, 'morning.hiddenCard')}</span>`}
                    </div>`;
                  })}
                </div>`}
        </section>
        ${view.phase.morning ? this.renderSuspicion() : nothing}
      </div>
      <div class="strip-wrap">${seatStrip(lang, view, this.links)}</div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-morning': TvMorning;
  }
}
