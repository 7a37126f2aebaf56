/**
 * `<tv-setup>`: the game's setup — preset, players and the cards they get,
 * the mafia count against the suggestion, classic's optional roles, the
 * variant rules, the pace (club, relaxed, quick: the engine's timers, each
 * listed) and then any single timer, the clocks' practice half time, and the
 * balance meter (`<tv-balance>`: the town's chances with this setup).
 * Each change goes straight to the `updateSetup` control, so the phones in the
 * lobby see it too.
 *
 * @property lang
 * @property setup     Setup
 * @fires tv-navigate  detail: 'lobby' (Done) | 'setups' (the saved setups)
 * @fires tv-control   (bubbles, composed) updateSetup (control.ts)
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { OptionalRole, Preset, Setup, Timers } from '../../engine/types';
import { PACES, paceOf, paceTimers, withPace, type Pace } from '../../engine/pace';
import { control } from './control';
import { roleName } from '../shared/roles-text';
import { clockText, t, timerKeys } from './strings';
import { tvControls, tvLayout, tvTokens } from './styles';
import { choices, formStyles, stepper, toggle } from './form-parts';
import { deckText, defaultSetup, PLAYER_RANGE, setupProblem, suggestedMafia, withPlayers } from './setup-facts';
import './tv-balance';

const OPTIONAL: OptionalRole[] = ['commissar', 'doctor', 'maniac', 'putana'];

/** Which timers a preset uses (the others stay in the setup, unseen). */
function timersShown(setup: Setup): (keyof Timers)[] {
  const all = Object.keys(timerKeys) as (keyof Timers)[];
  const hidden: (keyof Timers)[] =
    setup.preset === 'city'
      ? ['lastWord', ...(setup.secondTie === 'lot' ? [] : (['lot'] as const))]
      : ['discussion', 'farewell', 'peacefulPause', 'justificationMany', ...(setup.secondTie === 'lot' ? [] : (['lot'] as const))];
  return all.filter((key) => !hidden.includes(key));
}

/** Coarser steps for longer timers: 1 s under 10, 5 s under 30, then 10 s. */
function timerStep(value: number, up: boolean): number {
  const v = up ? value : value - 1;
  return v >= 30 ? 10 : v >= 10 ? 5 : 1;
}

/** The times a pace lists, in its row: speech, City's open talk or classic's last word, vote, the night's steps. */
function paceColumns(lang: Lang, preset: Preset, pace: Pace): { label: string; value: string }[] {
  const timers = paceTimers(preset, pace);
  const talk = preset === 'city' ? { label: t(lang, 'pace.discussion'), value: clockText(lang, timers.discussion) } : { label: t(lang, 'pace.lastWord'), value: clockText(lang, timers.lastWord) };
  return [
    { label: t(lang, 'pace.speech'), value: clockText(lang, timers.speech) },
    talk,
    { label: t(lang, 'pace.vote'), value: clockText(lang, timers.vote) },
    { label: t(lang, 'pace.night'), value: `${timers.mafia}/${clockText(lang, timers.nightRole)}` },
  ];
}

/** A pace's times in words, for its button's accessible name: "speech 1:00 · open talk 2:00 · …". */
export function paceTimesText(lang: Lang, preset: Preset, pace: Pace): string {
  return paceColumns(lang, preset, pace).map((column) => `${column.label} ${column.value}`).join(' · ');
}

@customElement('tv-setup')
export class TvSetup extends LitElement {
  static override styles = [
    tvTokens,
    tvControls,
    tvLayout,
    formStyles,
    css`
      :host {
        display: grid;
        grid-template-columns: 1fr 1fr 1.05fr;
        gap: 3vmin;
        padding: 0 3vmin 2vmin;
        box-sizing: border-box;
      }
      .col {
        display: flex;
        flex-direction: column;
        gap: 1.6vmin;
        min-height: 0;
      }
      .panel {
        display: grid;
        gap: 1.2vmin;
        padding: 1.8vmin;
      }
      .cards {
        font-size: var(--text-s);
        color: var(--muted);
      }
      /* As small as the pace's buttons: a full-size button took a row of its own in Russian and pushed Done off a 16:9 screen. */
      .suggestion button {
        font-size: var(--text-s);
        min-height: 4.6vmin;
        padding: 0.4vmin 1.6vmin;
      }
      .problem {
        color: var(--danger);
        font-weight: 700;
        font-size: var(--text-s);
      }
      .timers {
        gap: 0.5vmin;
      }
      .timers .stepper button {
        min-height: 4vmin;
        min-width: 5vmin;
      }
      .timers .stepper .value {
        font-size: var(--text-s);
      }
      .ends {
        margin-top: auto;
        display: flex;
        gap: 1.2vmin;
      }
      .ends button {
        font-size: var(--text-s);
        flex: 0 1 45%;
      }
      .ends .done {
        flex: 1 1 auto;
        font-size: var(--text-l);
        min-height: 8vmin;
      }
      .pace {
        grid-template-columns: auto repeat(4, minmax(0, 1fr));
        align-items: center;
        gap: 0.6vmin 1vmin;
        padding: 1.2vmin 1.6vmin;
        font-size: var(--text-s);
      }
      .pace .label {
        font-weight: 700;
      }
      .pace .head {
        color: var(--muted);
        text-align: center;
        line-height: 1.1;
      }
      .pace-row {
        display: contents;
      }
      .pace-row button {
        font-size: var(--text-s);
        min-height: 4.6vmin;
        padding: 0.4vmin 1.2vmin;
        justify-content: flex-start;
      }
      .pace .time {
        text-align: center;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      .pace .time.on {
        color: var(--info);
      }
      .pace .own {
        grid-column: 1 / -1;
        color: var(--muted);
      }
      .roles {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: 1vmin;
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) setup!: Setup;

  private go(page: 'lobby' | 'setups'): void {
    this.dispatchEvent(new CustomEvent('tv-navigate', { detail: page }));
  }

  private change(patch: Partial<Setup>): void {
    control(this, 'updateSetup', { ...this.setup, ...patch });
  }

  private setPreset(preset: Preset): void {
    if (preset === this.setup.preset) return;
    const range = PLAYER_RANGE[preset];
    const players = Math.min(range.max, Math.max(range.min, this.setup.players));
    control(this, 'updateSetup', defaultSetup(preset, players));
  }

  private setTimer(key: keyof Timers, value: number): void {
    this.change({ timers: { ...this.setup.timers, [key]: Math.max(1, Math.min(600, value)) } });
  }

  private toggleRole(role: OptionalRole, on: boolean): void {
    const roles = this.setup.optionalRoles.filter((r) => r !== role);
    this.change({ optionalRoles: on ? [...roles, role] : roles });
  }

  private renderTable() {
    const { locale: lang, setup } = this;
    const range = PLAYER_RANGE[setup.preset];
    const suggested = suggestedMafia(setup.preset, setup.players);
    const more = t(lang, 'settings.more');
    const less = t(lang, 'settings.less');
    return html`<div class="panel">
      ${choices('preset', t(lang, 'setup.preset'), [
        { value: 'classic' as Preset, label: t(lang, 'rules.classic.title') },
        { value: 'city' as Preset, label: t(lang, 'rules.city.title') },
      ], setup.preset, (p) => this.setPreset(p))}
      ${stepper({
        id: 'players', label: t(lang, 'setup.players'), value: String(setup.players), lessLabel: less, moreLabel: more,
        canLess: setup.players > range.min, canMore: setup.players < range.max,
        onLess: () => control(this, 'updateSetup', withPlayers(setup, setup.players - 1)),
        onMore: () => control(this, 'updateSetup', withPlayers(setup, setup.players + 1)),
      })}
      ${stepper({
        id: 'mafia', label: t(lang, setup.preset === 'city' ? 'setup.mafiaCity' : 'setup.mafia'), value: String(setup.mafia), lessLabel: less, moreLabel: more,
        canLess: setup.mafia > 1, canMore: setup.mafia < setup.players - 2,
        onLess: () => this.change({ mafia: setup.mafia - 1 }),
        onMore: () => this.change({ mafia: setup.mafia + 1 }),
      })}
      <div class="row suggestion">
        <span class="cards">${t(lang, 'setup.suggested', { n: suggested })}</span>
        ${setup.mafia !== suggested ? html`<button @click=${() => this.change({ mafia: suggested })}>${t(lang, 'setup.useSuggested')}</button>` : nothing}
      </div>
      <div class="cards" data-testid="deck"><strong>${t(lang, 'setup.cards')}:</strong> ${deckText(setup, lang)}</div>
    </div>`;
  }

  /** The three paces, each a row with its times; none pressed once the host has changed a timer. */
  private renderPace() {
    const { locale: lang, setup } = this;
    const current = paceOf(setup);
    const heads = paceColumns(lang, setup.preset, 'club').map((column) => column.label);
    return html`<div class="panel pace" role="group" aria-labelledby="pace-label">
      <span class="label" id="pace-label">${t(lang, 'pace.label')}</span>
      ${heads.map((head) => html`<span class="head" aria-hidden="true">${head}</span>`)}
      ${PACES.map(
        (pace) => html`<div class="pace-row" data-testid="pace-${pace}-row">
          <button
            data-testid="pace-${pace}"
            aria-pressed=${current === pace ? 'true' : 'false'}
            aria-label="${t(lang, `pace.${pace}`)}: ${paceTimesText(lang, setup.preset, pace)}"
            @click=${() => control(this, 'updateSetup', withPace(setup, pace))}
          >${t(lang, `pace.${pace}`)}</button>
          ${paceColumns(lang, setup.preset, pace).map((column) => html`<span class="time ${current === pace ? 'on' : ''}" aria-hidden="true">${column.value}</span>`)}
        </div>`,
      )}
      ${current === 'own' ? html`<span class="own" data-testid="pace-own">${t(lang, 'pace.own')}</span>` : nothing}
    </div>
    ${choices('scale', t(lang, 'clock.label'), [
      { value: 1, label: t(lang, 'clock.full') },
      { value: 0.5, label: t(lang, 'clock.half') },
    ], setup.timerScale === 1 ? 1 : 0.5, (timerScale) => this.change({ timerScale }))}`;
  }

  private renderRules() {
    const { locale: lang, setup } = this;
    const onOff = { on: t(lang, 'setup.on'), off: t(lang, 'setup.off') };
    const classic = setup.preset === 'classic';
    return html`<div class="panel">
      <h3>${t(lang, 'setup.rules')}</h3>
      ${classic
        ? html`<span class="cards">${t(lang, 'setup.optional')}</span>
            <div class="roles">
              ${OPTIONAL.map((role) => toggle(`role-${role}`, roleName(role, lang), setup.optionalRoles.includes(role), onOff, (on) => this.toggleRole(role, on)))}
            </div>`
        : nothing}
      ${toggle('revealOnDeath', t(lang, 'setup.revealOnDeath'), setup.revealOnDeath, onOff, (on) => this.change({ revealOnDeath: on }))}
      ${classic ? toggle('night1Actions', t(lang, 'setup.night1Actions'), setup.night1Actions, onOff, (on) => this.change({ night1Actions: on })) : nothing}
      ${classic && setup.optionalRoles.includes('putana')
        ? toggle('putanaClientDies', t(lang, 'setup.putanaClientDies'), setup.putanaClientDies, onOff, (on) => this.change({ putanaClientDies: on }))
        : nothing}
      ${toggle('showSuspicion', t(lang, 'setup.showSuspicion'), setup.showSuspicion, onOff, (on) => this.change({ showSuspicion: on }))}
      ${choices('secondTie', t(lang, 'setup.secondTie'), [
        ...(classic ? [] : [{ value: 'eliminateAll' as const, label: t(lang, 'setup.secondTieAll') }]),
        { value: 'lot' as const, label: t(lang, 'setup.secondTieLot') },
        { value: 'none' as const, label: t(lang, 'setup.secondTieNone') },
      ], setup.secondTie, (secondTie) => this.change({ secondTie }))}
      ${classic
        ? nothing
        : choices('cityWin', t(lang, 'setup.cityWin'), [
            { value: 'parity' as const, label: t(lang, 'setup.cityWinParity') },
            { value: 'wipeout' as const, label: t(lang, 'setup.cityWinWipeout') },
          ], setup.cityWin, (cityWin) => this.change({ cityWin }))}
      ${toggle('deadSeeAll', t(lang, 'setup.deadSeeAll'), setup.deadSeeAll, onOff, (on) => this.change({ deadSeeAll: on }))}
    </div>`;
  }

  private renderTimers() {
    const { locale: lang, setup } = this;
    const seconds = (n: number) => t(lang, 'app.seconds', { n });
    return html`<div class="panel timers">
      <h3>${t(lang, 'setup.timers')}</h3>
      ${timersShown(setup).map((key) => {
        const value = setup.timers[key];
        return stepper({
          id: `timer-${key}`, label: t(lang, timerKeys[key]), value: seconds(value),
          lessLabel: t(lang, 'settings.less'), moreLabel: t(lang, 'settings.more'),
          canLess: value > 1, canMore: value < 600,
          onLess: () => this.setTimer(key, value - timerStep(value, false)),
          onMore: () => this.setTimer(key, value + timerStep(value, true)),
        });
      })}
    </div>`;
  }

  override render() {
    const lang = this.locale;
    const problem = setupProblem(this.setup);
    // The meter goes where the screen has room at 720p: under City's few options, under classic's shorter list of timers.
    const city = this.setup.preset === 'city';
    const balance = html`<tv-balance .locale=${lang} .setup=${this.setup}></tv-balance>`;
    return html`
      <div class="col">
        <h2>${t(lang, 'setup.title')}</h2>
        ${this.renderTable()}
        ${this.renderPace()}
        ${problem ? html`<p class="problem" role="alert">${t(lang, 'setup.invalid', { detail: problem })}</p>` : nothing}
        <div class="ends">
          <button class="primary done" data-testid="setup-done" @click=${() => this.go('lobby')}>${t(lang, 'setup.done')}</button>
          <button data-testid="saved-setups-open" @click=${() => this.go('setups')}>${t(lang, 'setups.open')}</button>
        </div>
      </div>
      <div class="col">${this.renderRules()} ${city ? balance : nothing}</div>
      <div class="col">${this.renderTimers()} ${city ? nothing : balance}</div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-setup': TvSetup;
  }
}
