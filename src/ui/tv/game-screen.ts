/**
 * Which screen shows which phase of a running game.
 */
import { html, type TemplateResult } from 'lit';
import type { Lang } from '../shared/i18n';
import type { PublicView } from '../../engine/types';
import type { HostControls, HostSnapshot } from '../../host/snapshot';
import './tv-night';
import './tv-morning';
import './tv-day';
import './tv-vote';
import './tv-lot';
import './tv-last-word';
import './tv-game-over';
import './tv-deal';

export function renderGameScreen(lang: Lang, snapshot: HostSnapshot, view: PublicView, controls: HostControls): TemplateResult {
  const links = snapshot.seats;
  switch (view.phase.name) {
    case 'deal':
      return html`<tv-deal .locale=${lang} .view=${view}></tv-deal>`;
    case 'night':
      return html`<tv-night .locale=${lang} .view=${view}></tv-night>`;
    case 'morning':
      return html`<tv-morning .locale=${lang} .view=${view} .links=${links}></tv-morning>`;
    case 'speech':
    case 'discussion':
    case 'peacefulPause':
      return html`<tv-day .locale=${lang} .view=${view} .links=${links}></tv-day>`;
    case 'vote':
    case 'eliminateAll':
    case 'voteResult':
    case 'justification':
      return html`<tv-vote .locale=${lang} .view=${view} .links=${links}></tv-vote>`;
    case 'lot':
      return html`<tv-lot .locale=${lang} .view=${view} .links=${links}></tv-lot>`;
    case 'lastWord':
      return html`<tv-last-word .locale=${lang} .view=${view} .links=${links}></tv-last-word>`;
    case 'gameOver':
      return html`<tv-game-over .locale=${lang} .view=${view} .controls=${controls}></tv-game-over>`;
  }
}
