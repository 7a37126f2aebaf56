/**
 * `<tv-home>`: the first screen. New game, settings, full screen, the rules of
 * both presets in short, and a small link for a phone that opened the TV page.
 *
 * @property lang
 * @fires tv-new-game  (bubbles, composed)
 * @fires tv-navigate  detail: 'settings' | 'history'
 */
import { LitElement, html, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import { t, type TvKey } from './strings';
import { tvControls, tvLayout, tvTokens } from './styles';
import { toggleFullscreen } from './fullscreen';

const CLASSIC: TvKey[] = ['rules.classic.1', 'rules.classic.2', 'rules.classic.3', 'rules.classic.4', 'rules.classic.5'];
const CITY: TvKey[] = ['rules.city.1', 'rules.city.2', 'rules.city.3', 'rules.city.4', 'rules.city.5'];

@customElement('tv-home')
export class TvHome extends LitElement {
  static override styles = [
    tvTokens,
    tvControls,
    tvLayout,
    css`
      :host {
        display: grid;
        grid-template-columns: 38% 1fr;
        gap: 4vmin;
        padding: 2vmin 5vmin 4vmin;
        box-sizing: border-box;
      }
      .hero {
        display: flex;
        flex-direction: column;
        gap: 2.4vmin;
        justify-content: center;
      }
      h1 {
        font-size: 9vmin;
        letter-spacing: -0.02em;
      }
      .moon {
        width: 14vmin;
        height: 14vmin;
        border-radius: 50%;
        background: radial-gradient(circle at 35% 35%, #fff8d6, #ffd873 60%, #c99a2e);
        box-shadow: 0 0 8vmin rgba(255, 216, 115, 0.45);
      }
      .tagline {
        font-size: var(--text-m);
        color: var(--muted);
      }
      .actions {
        display: flex;
        flex-direction: column;
        gap: 1.6vmin;
        align-items: stretch;
        max-width: 60vmin;
      }
      .actions button {
        justify-content: flex-start;
      }
      .actions .primary {
        font-size: var(--text-l);
        min-height: 10vmin;
      }
      .rules {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: 2.4vmin;
        align-content: center;
      }
      .rules h2 {
        margin-bottom: 1.4vmin;
      }
      ul {
        margin: 0;
        padding-left: 1.2em;
        display: grid;
        gap: 1.2vmin;
        font-size: var(--text-s);
        line-height: 1.4;
      }
      .rules-title {
        grid-column: 1 / -1;
      }
      a.phone {
        color: var(--info);
        font-size: var(--text-s);
        align-self: flex-start;
        padding: 0.6vmin 0;
      }
    `,
  ];

  @property() locale: Lang = 'ru';

  private newGame(): void {
    this.dispatchEvent(new CustomEvent('tv-new-game', { bubbles: true, composed: true }));
  }

  private go(page: string): void {
    this.dispatchEvent(new CustomEvent('tv-navigate', { detail: page }));
  }

  override render() {
    const lang = this.locale;
    const list = (keys: TvKey[]) => html`<ul>${keys.map((key) => html`<li>${t(lang, key)}</li>`)}</ul>`;
    return html`
      <section class="hero">
        <div class="moon" aria-hidden="true"></div>
        <h1>${t(lang, 'app.title')}</h1>
        <p class="tagline">${t(lang, 'app.tagline')}</p>
        <div class="actions">
          <button class="primary" data-testid="new-game" data-autofocus @click=${this.newGame}>${t(lang, 'home.newGame')}</button>
          <button data-testid="history" @click=${() => this.go('history')}>${t(lang, 'history.open')}</button>
          <button @click=${() => this.go('settings')}>${t(lang, 'app.settings')}</button>
          <button @click=${() => toggleFullscreen()}>${t(lang, 'app.fullscreen')}</button>
        </div>
        <a class="phone" href="?phone=1">${t(lang, 'app.phoneLink')}</a>
      </section>
      <section class="rules" aria-labelledby="rules-title">
        <h3 class="rules-title" id="rules-title">${t(lang, 'home.rules')}</h3>
        <div class="panel">
          <h2>${t(lang, 'rules.classic.title')}</h2>
          ${list(CLASSIC)}
        </div>
        <div class="panel">
          <h2>${t(lang, 'rules.city.title')}</h2>
          ${list(CITY)}
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-home': TvHome;
  }
}
