/**
 * `<tv-morning>`: dawn, staged in the engine's two steps (dawn.ts). The beat
 * (`phase.morning` still null): the night music fades and "The city wakes
 * up…" stands alone — no card, no name, no seat changed, as nobody has died
 * yet in any view. Then the news, a step of its own: the shot rings out (the
 * engine's `dawnShot`, or `dawnPeace`) as each victim's card turns over,
 * large, in its team's colour (red or black; a card left hidden by the setup
 * stays face down with the name), while the narrator names them. A peaceful
 * night says so. Then, when the setup publishes them, the anonymous count of
 * the night's suspicions (`phase.morning.suspicion`) — who was suspected,
 * never by whom. CSS carries the turn (see staging.ts), so reduced motion
 * shows its end at once.
 *
 * @property locale
 * @property view   PublicView
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { PublicView } from '../../engine/types';
import { roleName, teamColour } from '../shared/roles-text';
import { t } from './strings';
import { tvLayout, tvTokens } from './styles';
import { chipFor, gameStyles, seatOf } from './game-parts';
import { seatColor } from './seat-chip';
import { DAWN } from './staging';

const AFTER = DAWN.flipMs;

@customElement('tv-morning')
export class TvMorning extends LitElement {
  static override styles = [
    tvTokens,
    tvLayout,
    ...gameStyles,
    css`
      :host {
        flex-direction: row;
        gap: 4vmin;
      }
      .news {
        position: relative;
        display: grid;
        justify-items: center;
        gap: 1.6vmin;
        min-width: 0;
      }
      .beat {
        font-size: var(--text-xl);
        font-weight: 800;
        color: #fff6d8;
        animation: arrive 900ms ease both;
      }
      .victims {
        display: flex;
        gap: 3vmin;
        justify-content: center;
      }
      .victim {
        perspective: 140vmin;
        display: grid;
        justify-items: center;
        gap: 1.2vmin;
      }
      .card {
        position: relative;
        width: var(--card-w, 30vmin);
        height: var(--card-h, 40vmin);
        transform-style: preserve-3d;
        animation: flip ${DAWN.flipMs}ms cubic-bezier(0.3, 0.1, 0.3, 1) both;
      }
      .card.hidden-card {
        animation: none;
        transform: none;
      }
      .face {
        position: absolute;
        inset: 0;
        border-radius: 2.2vmin;
        backface-visibility: hidden;
        display: grid;
        grid-template-rows: auto 1fr auto;
        justify-items: center;
        align-items: center;
        padding: 2vmin 1.6vmin;
        box-sizing: border-box;
        box-shadow: 0 2vmin 6vmin rgba(0, 0, 0, 0.55);
        overflow: hidden;
      }
      .face.back {
        transform: rotateY(180deg);
        background: repeating-linear-gradient(45deg, #2a3566 0 1.6vmin, #1a2248 1.6vmin 3.2vmin);
        border: 0.5vmin solid #c3cae0;
      }
      .hidden-card .face.back {
        transform: none;
      }
      .face .who {
        display: grid;
        justify-items: center;
        gap: 0.8vmin;
        font-size: calc(var(--card-w) * 0.085);
        line-height: 1.1;
        font-weight: 800;
        max-width: 100%;
      }
      .face .who .n {
        display: grid;
        place-items: center;
        min-width: calc(var(--card-w) * 0.16);
        height: calc(var(--card-w) * 0.16);
        border-radius: 50%;
        color: #10131c;
      }
      /* A 20-letter name wraps to two lines; never cut. */
      .face .who .nm {
        text-align: center;
        overflow-wrap: anywhere;
        max-width: 100%;
      }
      .face .role {
        font-size: calc(var(--card-w) * 0.16);
        font-weight: 900;
        line-height: 1.05;
        overflow-wrap: anywhere;
      }
      .face .hiddenNote {
        font-size: var(--text-m);
        color: var(--muted);
        font-style: italic;
      }
      .face .team {
        font-size: var(--text-s);
        font-weight: 700;
        opacity: 0.85;
      }
      .peaceful {
        font-size: var(--text-xl);
        font-weight: 800;
        color: #fff6d8;
        animation: arrive 600ms ease ${DAWN.flipMs / 2}ms both;
      }
      .suspicion {
        display: grid;
        gap: 1.1vmin;
        align-content: start;
        min-width: 0;
        max-width: 50vmin;
        padding: 2vmin;
        border-radius: 1.6vmin;
        background: rgba(10, 8, 25, 0.8);
        animation: arrive 600ms ease ${AFTER}ms both;
        text-align: left;
      }
      .suspicion h2 {
        font-size: var(--text-m);
        color: var(--muted);
      }
      .bar-row {
        display: grid;
        grid-template-columns: minmax(0, 1fr) 12vmin 4vmin;
        gap: 1.2vmin;
        align-items: center;
        font-size: var(--text-s);
      }
      .bar-row .chip {
        min-width: 0;
      }
      .bar {
        height: 2.4vmin;
        border-radius: 1vmin;
        background: var(--info);
      }
      .count {
        font-weight: 800;
        text-align: right;
      }
      @keyframes flip {
        from { transform: rotateY(180deg) scale(0.92); }
        to { transform: rotateY(0deg) scale(1); }
      }
      @keyframes arrive {
        from { opacity: 0; transform: translateY(2vmin); }
        to { opacity: 1; transform: none; }
      }
      @media (prefers-reduced-motion: reduce) {
        .beat, .card, .peaceful, .suspicion {
          animation-duration: 1ms;
          animation-delay: 0ms;
        }
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) view!: PublicView;

  private renderSuspicion() {
    const lang = this.locale;
    const rows = [...(this.view.phase.morning?.suspicion ?? [])].filter((r) => r.count > 0).sort((a, b) => b.count - a.count || a.seat - b.seat);
    if (rows.length === 0) return nothing;
    const max = Math.max(1, ...rows.map((r) => r.count));
    return html`<section class="suspicion" aria-labelledby="suspicion-title" data-testid="suspicion">
      <h2 id="suspicion-title">${t(lang, 'morning.suspicion')}</h2>
      ${rows.slice(0, 5).map(
        (r) => html`<div class="bar-row">
          ${chipFor(this.view, r.seat)}
          <div class="bar" style="width:${(r.count / max) * 100}%" aria-hidden="true"></div>
          <span class="count">${r.count}</span>
        </div>`,
      )}
    </section>`;
  }

  private renderCard(seat: number, size: { w: number; h: number }) {
    const { locale: lang, view } = this;
    const s = seatOf(view, seat);
    const role = s?.revealedRole ?? null;
    const who = html`<div class="who"><span class="n" style="background:${seatColor(seat)}">${seat}</span><span class="nm">${s?.name ?? ''}</span></div>`;
    return html`<div class="victim" data-testid="victim">
      <div class="card ${role ? '' : 'hidden-card'}" style="--card-w:${size.w}vmin;--card-h:${size.h}vmin">
        ${role
          ? html`<div class="face front team-${teamColour(role)}">
              ${who}
              <span class="role" data-testid="victim-role">${roleName(role, lang)}</span>
              <span class="team">${t(lang, 'morning.left')}</span>
            </div>`
          : nothing}
        <div class="face back">
          ${role ? nothing : html`${who}<span></span><span class="hiddenNote">${t(lang, 'morning.hiddenCard')}</span>`}
        </div>
      </div>
    </div>`;
  }

  override render() {
    const lang = this.locale;
    const morning = this.view.phase.morning;
    // The beat: nothing of the night is known yet (dawn.ts).
    if (!morning) return html`<section class="news"><p class="beat" data-testid="dawn-beat">${t(lang, 'morning.beat')}</p></section>`;
    const killed = morning.killed;
    const size = killed.length > 2 ? { w: 24, h: 30 } : killed.length > 1 ? { w: 28, h: 34 } : { w: 34, h: 38 };
    return html`
      <section class="news" aria-live="polite">
        ${killed.length === 0
          ? html`<p class="peaceful" data-testid="peaceful">${t(lang, 'morning.peaceful')}</p>`
          : html`<div class="victims" aria-label=${t(lang, 'morning.killed')}>${killed.map((seat) => this.renderCard(seat, size))}</div>`}
      </section>
      ${this.renderSuspicion()}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-morning': TvMorning;
  }
}
