/**
 * The rows of a game-over story page (`<tv-game-over>`): each night's acts
 * (role, seat → seat, what came of it), each day's rounds with their tallies
 * and the coin, the warnings that removed a player; a night of none shows
 * its sentence instead. Rendered into the game-over screen's shadow root, so
 * its styles (tv-game-over.styles.ts) apply.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { NightEvent, PublicView, VoteRound } from '../../engine/types';
import type { Lang } from '../shared/i18n';
import { roleName, teamColour } from '../shared/roles-text';
import { t, tvDictionaries, type TvKey } from './strings';
import { chipFor } from './game-parts';
import { seatNumber } from './seat-chip';
import { STEP_ROLE, type RecapStep } from './recap';

/** Whether a page shows rows (and captions its sentences), or only its sentence. */
export function hasRows(step: RecapStep): boolean {
  return step.kind !== 'night' || step.events.length > 0;
}

function outcome(lang: Lang, view: PublicView, result: string): string {
  const city = view.preset === 'city';
  const own = city && (result === 'checkedMafia' || result === 'checkedTown') ? `outcome.${result}City` : `outcome.${result}`;
  return own in tvDictionaries.en ? t(lang, own as TvKey) : result;
}

function nightRow(lang: Lang, view: PublicView, event: NightEvent): TemplateResult {
  // Actor 0 is the dawn's own verdict (killed, saved), not anyone's act.
  if (event.actor === 0) {
    return html`<div class="event dawn">${event.target !== null ? chipFor(view, event.target, { focus: true }) : nothing}<span class="what">${outcome(lang, view, event.outcome)}</span></div>`;
  }
  const role = STEP_ROLE[event.step];
  return html`<div class="event">
    <span class="what role-tag team-${teamColour(role)}">${roleName(role, lang)}</span>${seatNumber(event.actor)}
    <span class="arrow" aria-hidden="true">→</span>
    ${event.target !== null ? chipFor(view, event.target, { focus: true }) : nothing}
    <span>${outcome(lang, view, event.outcome)}</span>
  </div>`;
}

function roundRow(lang: Lang, view: PublicView, round: VoteRound): TemplateResult {
  const kind = t(lang, `over.kind.${round.kind}` as TvKey);
  if (round.kind === 'eliminateAll') {
    const yes = round.ballots.filter((b) => b.target === 1).length;
    return html`<div class="event"><span class="what">${kind}:</span> ${round.candidates.map((s) => seatNumber(s))}
      <span>${t(lang, 'vote.yes')} ${yes} · ${t(lang, 'vote.no')} ${round.ballots.length - yes}</span></div>`;
  }
  return html`<div class="event">
    <span class="what">${kind}:</span>
    ${round.candidates.map((seat) => html`<span class="tally">${seatNumber(seat)}<span class="times">×${round.ballots.filter((b) => b.target === seat).length}</span></span>`)}
    <span class="arrow" aria-hidden="true">→</span>
    ${round.eliminated.length ? round.eliminated.map((seat) => chipFor(view, seat, { focus: true })) : html`<span>${t(lang, 'vote.tie')}</span>`}
  </div>`;
}

/** A page's rows: the night's acts, the day's rounds and coin, the warnings; a night of none shows its sentence. */
export function recapRows(lang: Lang, view: PublicView, step: RecapStep): TemplateResult | TemplateResult[] {
  if (!hasRows(step)) return html`<div class="said">${step.lines.map((line) => html`<p>${line}</p>`)}</div>`;
  if (step.kind === 'night') return step.events.map((e) => nightRow(lang, view, e));
  if (step.kind === 'ghosts') {
    return (step.ghosts ?? []).map(
      (g) => html`<div class="event" data-testid="ghost-line">
        ${chipFor(view, g.seat, { focus: true })}
        <span class="what">${t(lang, 'over.ghostBlack')}</span>
        ${g.marked.map((seat) => seatNumber(seat))}
        <span class="arrow" aria-hidden="true">→</span>
        <span data-testid="ghost-score">${t(lang, 'over.ghostScore', { right: g.right, black: g.black })} · ${t(lang, 'over.ghostWrong', { n: g.wrong })} · ${t(lang, 'over.ghostSince', { n: g.day })}</span>
      </div>`,
    );
  }
  if (step.kind === 'day') {
    return html`${step.rounds.map((r) => roundRow(lang, view, r))}
      ${step.coin.map((seat) => html`<div class="event" data-testid="lot-line"><span class="what">${t(lang, 'over.coin')}</span>${chipFor(view, seat, { focus: true })}</div>`)}`;
  }
  return view.seats
    .filter((s) => s.exitCause === 'warnings')
    .map((s) => html`<div class="event" data-testid="warnings-line">${chipFor(view, s.seat, { focus: true })}<span>${t(lang, 'over.removed')}</span></div>`);
}
