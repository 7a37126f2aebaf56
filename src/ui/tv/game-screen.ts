/**
 * Which screen shows which phase of a running game, and the title the
 * frame's header gives it. Every screen draws inside the table's interior;
 * the seats around it are `<tv-table>`'s.
 */
import { html, type TemplateResult } from 'lit';
import type { Lang } from '../shared/i18n';
import type { PublicView } from '../../engine/types';
import { t } from './strings';
import type { GhostScore } from '../../engine/ghosts';
import type { GameOverStage } from './tv-game-over';
import './tv-deal';
import './tv-night';
import './tv-morning';
import './tv-day';
import './tv-vote';
import './tv-lot';
import './tv-last-word';
import './tv-game-over';

export interface ScreenTitle {
  title: string;
  /** The day it belongs to, beside the title. */
  sub?: string;
}

/** The header's title for a phase: one short line, so it never wraps into the table. */
export function gameTitle(lang: Lang, view: PublicView): ScreenTitle {
  const phase = view.phase;
  const day = t(lang, 'day.title', { n: phase.day });
  switch (phase.name) {
    case 'deal':
      return { title: t(lang, 'deal.title') };
    case 'night':
      return { title: t(lang, 'night.title', { n: phase.night }) };
    case 'morning':
      return { title: t(lang, 'morning.title', { n: phase.day }) };
    case 'speech':
      return { title: day };
    case 'discussion':
      return { title: t(lang, 'day.discussion'), sub: day };
    case 'peacefulPause':
      return { title: t(lang, 'day.peaceful'), sub: day };
    case 'vote':
      return { title: t(lang, phase.lastRound?.tie ? 'vote.revote' : 'vote.title'), sub: day };
    case 'eliminateAll':
      return { title: t(lang, 'vote.eliminateAll'), sub: day };
    case 'voteResult':
      return { title: t(lang, (phase.lastRound ?? view.count)?.kind === 'eliminateAll' ? 'vote.eliminateAll' : 'vote.result'), sub: day };
    case 'justification':
      return { title: t(lang, 'vote.justification'), sub: day };
    case 'lot':
      return { title: t(lang, 'vote.lot'), sub: day };
    case 'lastWord':
      return { title: t(lang, view.preset === 'city' ? 'last.farewell' : 'last.title'), sub: day };
    default:
      return { title: t(lang, 'over.title') };
  }
}

export function renderGameScreen(
  lang: Lang,
  view: PublicView,
  options: { gameOverStart?: GameOverStage; told?: number; ghosts?: GhostScore[]; away?: number[] } = {},
): TemplateResult {
  switch (view.phase.name) {
    case 'deal':
      return html`<tv-deal .locale=${lang} .view=${view}></tv-deal>`;
    case 'night':
      return html`<tv-night .locale=${lang} .view=${view}></tv-night>`;
    case 'morning':
      return html`<tv-morning .locale=${lang} .view=${view}></tv-morning>`;
    case 'speech':
    case 'discussion':
    case 'peacefulPause':
      return html`<tv-day .locale=${lang} .view=${view} .away=${options.away ?? []}></tv-day>`;
    case 'vote':
    case 'eliminateAll':
    case 'voteResult':
    case 'justification':
      return html`<tv-vote .locale=${lang} .view=${view} .away=${options.away ?? []}></tv-vote>`;
    case 'lot':
      return html`<tv-lot .locale=${lang} .view=${view}></tv-lot>`;
    case 'lastWord':
      return html`<tv-last-word .locale=${lang} .view=${view}></tv-last-word>`;
    default:
      return html`<tv-game-over
        .locale=${lang}
        .view=${view}
        .startAt=${options.gameOverStart ?? 'winner'}
        .told=${options.told ?? -1}
        .ghosts=${options.ghosts ?? []}
      ></tv-game-over>`;
  }
}
