/**
 * `<tv-history>`: the games finished on this TV, newest first. A game shows
 * its date, rules, winner, every player with the card and the result, and
 * how it went (the game-over story's sentences, recap.ts); it can be
 * deleted. A player's name shows that player's games, wins and cards across
 * the history (bots keep no record).
 *
 * @property locale
 * @property stories  GameStory[] — newest first (the host's TableMemory)
 * @fires tv-story-delete  (bubbles, composed) detail: the story's id
 * @fires tv-navigate      detail: 'home' (Back)
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import { roleName, teamColour, winnerLine } from '../shared/roles-text';
import { playerRecord, storyPlayers, type GameStory } from '../../host/history';
import { recapSteps } from './recap';
import { t } from './strings';
import { srOnly, teamStyles, tvControls, tvLayout, tvTokens } from './styles';

function when(lang: Lang, at: number): string {
  return new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

function outcome(lang: Lang, story: GameStory): string {
  const winner = story.view.phase.winner;
  return winner ? winnerLine(winner, lang, story.view.preset) : t(lang, 'history.ended');
}

@customElement('tv-history')
export class TvHistory extends LitElement {
  static override styles = [
    tvTokens,
    tvControls,
    tvLayout,
    teamStyles,
    srOnly,
    css`
      :host {
        display: grid;
        grid-template-columns: minmax(0, 1fr) minmax(0, 1.9fr);
        gap: 3vmin;
        padding: 0 3vmin 2vmin;
        box-sizing: border-box;
        min-height: 0;
        height: 100%;
      }
      .col {
        display: flex;
        flex-direction: column;
        gap: 1.4vmin;
        min-height: 0;
      }
      ol {
        list-style: none;
        margin: 0;
        /* Room for the remote's focus ring (its glow reaches 1.5vmin) inside the scrolling list,
           which clips what overflows it: a ring cut at the sides read as two stray bars. */
        padding: 1.8vmin;
        display: grid;
        gap: 1.2vmin;
        overflow: auto;
        min-height: 0;
        align-content: start;
      }
      .game {
        display: grid;
        justify-content: start;
        justify-items: start;
        text-align: left;
        width: 100%;
        gap: 0.2vmin;
        font-size: var(--text-s);
      }
      /* A row as wide as the list: grown by the focus scale, it would be clipped at the sides. */
      .game:focus-visible {
        transform: none;
      }
      .game .facts {
        font-weight: 400;
      }
      .muted,
      .facts {
        font-size: var(--text-s);
        color: var(--muted);
      }
      button[aria-pressed='true'] .facts {
        color: inherit;
      }
      .head {
        display: flex;
        flex-wrap: wrap;
        gap: 1.4vmin;
        align-items: baseline;
      }
      .players {
        display: flex;
        flex-wrap: wrap;
        gap: 0.8vmin;
      }
      .players button {
        font-size: var(--text-s);
        min-height: 5vmin;
        padding: 0.6vmin 1.2vmin;
      }
      .role-tag {
        padding: 0.2vmin 0.8vmin;
        border-radius: 0.6vmin;
        font-size: var(--text-s);
      }
      .record {
        padding: 1.2vmin 1.6vmin;
        font-size: var(--text-s);
      }
      .story {
        overflow: auto;
        min-height: 0;
        flex: 1;
        padding: 1.2vmin 1.6vmin;
        font-size: var(--text-s);
        line-height: 1.4;
      }
      .story h4 {
        margin: 1vmin 0 0.4vmin;
        font-size: var(--text-s);
      }
      .story p {
        margin: 0;
      }
      .actions {
        display: flex;
        gap: 1.6vmin;
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) stories: GameStory[] = [];
  @state() private chosen: string | null = null;
  @state() private player: string | null = null;

  private get story(): GameStory | null {
    return this.stories.find((story) => story.id === this.chosen) ?? this.stories[0] ?? null;
  }

  private choose(id: string): void {
    this.chosen = id;
    this.player = null;
  }

  private renderRecord() {
    const lang = this.locale;
    if (!this.player) return html`<p class="muted">${t(lang, 'history.pick')}</p>`;
    const record = playerRecord(this.stories, this.player);
    const roles = record.roles.map((r) => roleName(r.role, lang) + (r.count > 1 ? ` ×${r.count}` : '')).join(', ');
    return html`<div class="panel record" data-testid="player-record" role="status">
      <strong>${t(lang, 'history.record', { name: record.name, games: record.games, wins: record.wins })}</strong>
      ${roles ? html`<br /><span>${t(lang, 'history.roles')}: ${roles}</span>` : nothing}
    </div>`;
  }

  private renderStory(story: GameStory) {
    const lang = this.locale;
    const steps = recapSteps(lang, story.view);
    return html`
      <div class="head">
        <h2 data-testid="story-winner">${outcome(lang, story)}</h2>
        <span class="facts">${when(lang, story.endedAt)} · ${t(lang, story.view.preset === 'city' ? 'rules.city.title' : 'rules.classic.title')}</span>
      </div>
      <div class="players" data-testid="story-players">
        ${storyPlayers(story).map(
          (p) => html`<button
            data-testid="story-player"
            aria-pressed=${this.player === p.name ? 'true' : 'false'}
            ?disabled=${p.bot}
            @click=${() => (this.player = p.name)}
          >
            ${t(lang, 'app.seatName', { seat: p.seat, name: p.name })}
            <span class="role-tag team-${teamColour(p.role)}">${roleName(p.role, lang)}</span>
            <span class="sr-only">${p.won ? t(lang, 'history.won') : t(lang, 'history.lost')}</span>${p.won ? '★' : ''}
          </button>`,
        )}
      </div>
      ${this.renderRecord()}
      <section class="panel story" data-scroll tabindex="0" aria-label=${t(lang, 'history.timeline')} data-testid="story-timeline">
        ${steps.map((step) => html`<h4>${step.heading}</h4>${step.lines.map((line) => html`<p>${line}</p>`)}`)}
      </section>
      <div class="actions">
        <button class="danger" data-testid="story-delete" @click=${() => this.deleteStory(story.id)}>${t(lang, 'history.delete')}</button>
      </div>
    `;
  }

  private deleteStory(id: string): void {
    this.dispatchEvent(new CustomEvent('tv-story-delete', { detail: id, bubbles: true, composed: true }));
    this.chosen = null;
    this.player = null;
  }

  override render() {
    const lang = this.locale;
    const current = this.story;
    return html`
      <div class="col">
        <h2>${t(lang, 'history.title')}</h2>
        <span class="facts">${t(lang, 'history.count', { n: this.stories.length })}</span>
        <ol data-testid="history-list">
          ${this.stories.map(
            (story) => html`<li>
              <button class="game" data-testid="history-game" aria-pressed=${story === current ? 'true' : 'false'} @click=${() => this.choose(story.id)}>
                <span>${when(lang, story.endedAt)}</span>
                <span class="facts">${t(lang, story.view.preset === 'city' ? 'rules.city.title' : 'rules.classic.title')} · ${t(lang, 'history.players', { n: story.view.seats.length })} · ${outcome(lang, story)}</span>
              </button>
            </li>`,
          )}
        </ol>
        <button data-testid="history-back" @click=${() => this.dispatchEvent(new CustomEvent('tv-navigate', { detail: 'home' }))}>${t(lang, 'app.back')}</button>
      </div>
      <div class="col" data-testid="story">
        ${current ? this.renderStory(current) : html`<p class="muted" data-testid="history-none">${t(lang, 'history.none')}</p>`}
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-history': TvHistory;
  }
}
