/**
 * `<tv-setup>`: the game's setup — preset, players and the cards they get,
 * the mafia count against the suggestion, classic's optional roles, the
 * variant rules, every timer and the pace. Each change goes straight to
 * `controls.updateSetup`, so the phones in the lobby see it too.
 *
 * @property lang
 * @property setup     Setup
 * @property controls  HostControls
 * @fires tv-navigate  detail: 'lobby' (Done)
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { OptionalRole, Preset, Setup, Timers } from '../../engine/types';
import type { HostControls } from '../../host/snapshot';
import { roleName } from '../shared/roles-text';
import { t, timerKeys } from './strings';
import { tvControls, tvLayout, tvTokens } from './styles';
import { choices, formStyles, stepper, toggle } from './form-parts';
import { deckText, defaultSetup, PLAYER_RANGE, setupProblem, suggestedMafia, withPlayers } from './setup-facts';

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
      .done {
        margin-top: auto;
        font-size: var(--text-l);
        min-height: 8vmin;
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
  @property({ attribute: false }) controls!: HostControls;

  private change(patch: Partial<Setup>): void {
    this.controls.updateSetup({ ...this.setup, ...patch });
  }

  private setPreset(preset: Preset): void {
    if (preset === this.setup.preset) return;
    const range = PLAYER_RANGE[preset];
    const players = Math.min(range.max, Math.max(range.min, this.setup.players));
    this.controls.updateSetup(defaultSetup(preset, players));
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
        onLess: () => this.controls.updateSetup(withPlayers(setup, setup.players - 1)),
        onMore: () => this.controls.updateSetup(withPlayers(setup, setup.players + 1)),
      })}
      ${stepper({
        id: 'mafia', label: t(lang, setup.preset === 'city' ? 'setup.mafiaCity' : 'setup.mafia'), value: String(setup.mafia), lessLabel: less, moreLabel: more,
        canLess: setup.mafia > 1, canMore: setup.mafia < setup.players - 2,
        onLess: () => this.change({ mafia: setup.mafia - 1 }),
        onMore: () => this.change({ mafia: setup.mafia + 1 }),
      })}
      <div class="row">
        <span class="cards">${t(lang, 'setup.suggested', { n: suggested })}</span>
        ${setup.mafia !== suggested ? html`<button @click=${() => this.change({ mafia: suggested })}>${t(lang, 'setup.useSuggested')}</button>` : nothing}
      </div>
      <div class="cards" data-testid="deck"><strong>${t(lang, 'setup.cards')}:</strong> ${deckText(setup, lang)}</div>
      ${choices('scale', t(lang, 'setup.scale'), [
        { value: 1, label: t(lang, 'setup.scaleNormal') },
        { value: 0.5, label: t(lang, 'setup.scaleQuick') },
      ], setup.timerScale === 1 ? 1 : 0.5, (timerScale) => this.change({ timerScale }))}
    </div>`;
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
    return html`
      <div class="col">
        <h2>${t(lang, 'setup.title')}</h2>
        ${this.renderTable()}
        ${problem ? html`<p class="problem" role="alert">${t(lang, 'setup.invalid', { detail: problem })}</p>` : nothing}
        <button class="primary done" data-testid="setup-done" @click=${() => this.dispatchEvent(new CustomEvent('tv-navigate', { detail: 'lobby' }))}>
          ${t(lang, 'setup.done')}
        </button>
      </div>
      <div class="col">${this.renderRules()}</div>
      <div class="col">${this.renderTimers()}</div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-setup': TvSetup;
  }
}
