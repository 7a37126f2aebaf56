/**
 * What the speaker has just said (a practice bot's statement,
 * engine/statements.ts), as the TV shows it beside the narrator's reading:
 * a claim with each finding on its team's colour, the suspects named, or a
 * defence. Only the current turn's statement: the table remembers the rest.
 */
import { html, css, nothing, type TemplateResult } from 'lit';
import type { Lang } from '../shared/i18n';
import type { PublicView, Said } from '../../engine/types';
import { t } from './strings';
import { chipFor } from './game-parts';
import { teamStyles } from './styles';

/** The statement of the turn on now, if the speaker has made one. */
export function saidNow(view: PublicView): Said | null {
  const { speaker, seq } = view.phase;
  if (speaker === null) return null;
  return view.said.find((x) => x.seat === speaker && x.seq === seq) ?? null;
}

export const saidStyles = [
  teamStyles,
  css`
    .said {
      display: grid;
      justify-items: center;
      gap: 0.8vmin;
      max-width: 70vmin;
      padding: 1vmin 2.4vmin;
      border-radius: var(--radius);
      background: var(--panel, #1c2233);
      font-size: var(--text-m);
      font-weight: 700;
    }
    .said .quote {
      font-style: italic;
    }
    .said .seats {
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: 0.8vmin 2vmin;
    }
    /* The seats said a size smaller than the speaker's, a name on one line where it fits. */
    .said .chip {
      font-size: var(--text-s);
    }
    .said .chip .name {
      max-width: 44vmin;
    }
    .said .finding {
      display: inline-flex;
      align-items: center;
      gap: 0.8vmin;
    }
    .said .verdict {
      padding: 0.1vmin 1.2vmin;
      border-radius: 1vmin;
      font-size: var(--text-s);
    }
  `,
];

export function renderSaid(view: PublicView, lang: Lang): TemplateResult | typeof nothing {
  const said = saidNow(view);
  if (!said) return nothing;
  const st = said.statement;
  const city = view.preset === 'city';
  if (st.kind === 'defend') return html`<div class="said" data-testid="said"><span class="quote">${t(lang, 'said.defend')}</span></div>`;
  if (st.kind === 'suspect') {
    return html`<div class="said" data-testid="said">
      <span class="quote">${t(lang, 'said.suspect')}</span>
      <div class="seats">${st.seats.map((seat) => chipFor(view, seat))}</div>
    </div>`;
  }
  return html`<div class="said" data-testid="said">
    <span class="quote">${t(lang, st.as === 'sheriff' ? 'said.sheriff' : 'said.commissar')}</span>
    <div class="seats">
      ${st.findings.map(
        (f) => html`<span class="finding">${chipFor(view, f.seat)}<span class="verdict team-${f.black ? 'black' : 'red'}"
            >${t(lang, f.black ? (city ? 'said.black' : 'said.mafia') : city ? 'said.red' : 'said.notMafia')}</span
          ></span>`,
      )}
    </div>
  </div>`;
}
