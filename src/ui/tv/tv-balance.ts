/**
 * `<tv-balance>`: the setup screen's balance meter — how often the town wins
 * this setup when sensible bots play both sides, its 95 % interval and one
 * word on it (engine/balance.ts), from bot games played in a worker
 * (balance-worker.ts, run by balance-run.ts) so the TV stays responsive. The
 * figure shows after the first chunk and firms up as the games come in; the
 * word waits for the whole run. TV-only: the phones never load it.
 *
 * @property locale
 * @property setup   Setup — each change the host settles on starts a run
 */
import { LitElement, html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { Setup } from '../../engine/types';
import { balanceEstimate, type BalanceVerdict } from '../../engine/balance';
import { BalanceRun, type BalancePort, type BalanceShown } from './balance-run';
import { t, type TvKey } from './strings';
import { tvLayout, tvTokens } from './styles';

function openWorker(): BalancePort {
  return new Worker(new URL('./balance-worker.ts', import.meta.url), { type: 'module', name: 'balance' }) as unknown as BalancePort;
}

let openPort: () => BalancePort = openWorker;

/**
 * Where meters get their games from: the real worker unless the fixture
 * preview gives a stand-in (preview.ts), so its screens show a settled meter
 * without playing a thousand games behind every screenshot.
 */
export function useBalancePort(open: () => BalancePort): void {
  openPort = open;
}

const percent = (x: number): number => Math.round(x * 100);
const count = (lang: Lang, n: number): string => (lang === 'en' ? n.toLocaleString('en-US') : String(n));

function verdictKey(verdict: BalanceVerdict, setup: Setup): TvKey {
  if (verdict === 'even') return 'balance.even';
  const city = setup.preset === 'city';
  if (verdict === 'town') return city ? 'balance.townCity' : 'balance.townClassic';
  return city ? 'balance.mafiaCity' : 'balance.mafiaClassic';
}

@customElement('tv-balance')
export class TvBalance extends LitElement {
  static override styles = [
    tvTokens,
    tvLayout,
    css`
      :host {
        display: block;
      }
      .meter {
        display: grid;
        grid-template-columns: auto 1fr;
        align-items: center;
        gap: 0.4vmin 2vmin;
        padding: 1.2vmin 1.8vmin;
      }
      .verdict {
        grid-column: 1 / -1;
        font-size: var(--text-m);
        font-weight: 700;
      }
      /* Not the teams' colours: City's red is the town, and a red word for black's lean would read backwards. */
      .verdict .word.town,
      .verdict .word.mafia {
        color: var(--accent);
      }
      .verdict .word.even {
        color: var(--ok);
      }
      .verdict .word.counting {
        color: var(--muted);
      }
      .share {
        font-size: var(--text-xl);
        font-weight: 700;
        line-height: 1;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      .what {
        font-size: var(--text-s);
        line-height: 1.25;
      }
      .interval {
        color: var(--muted);
        font-variant-numeric: tabular-nums;
      }
      /* A narrow column breaks the interval between its range and its certainty, never inside either. */
      .interval > span {
        white-space: nowrap;
      }
      .games {
        grid-column: 1 / -1;
        font-size: var(--text-s);
        color: var(--muted);
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) setup!: Setup;
  @state() private shown: BalanceShown | null = null;
  private run: BalanceRun | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    // No module workers (an old browser), no meter: the setup screen works the same without it.
    if (typeof Worker === 'undefined') return;
    this.run = new BalanceRun(openPort, (shown) => (this.shown = shown));
    if (this.setup) this.run.want(this.setup);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.run?.stop();
    this.run = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('setup') && this.setup) this.run?.want(this.setup);
  }

  override render() {
    const { shown, locale: lang } = this;
    if (!shown) return nothing;
    const { setup, tally, games } = shown;
    const label = t(lang, 'balance.label');
    if (tally.games === 0) {
      return html`<div class="panel meter" data-testid="balance" aria-busy="true">
        <div class="verdict">${label}: <span class="word counting" data-testid="balance-verdict">${t(lang, 'balance.counting')}</span></div>
      </div>`;
    }
    const estimate = balanceEstimate(setup, tally);
    const done = tally.games >= games;
    const verdict = done ? estimate.verdict : 'counting';
    const city = setup.preset === 'city';
    const played = done
      ? t(lang, 'balance.played', { n: count(lang, tally.games) })
      : t(lang, 'balance.playing', { n: count(lang, tally.games), total: count(lang, games) });
    return html`<div class="panel meter" data-testid="balance" aria-busy=${done ? 'false' : 'true'}>
      <div class="verdict">${label}: <span class="word ${verdict}" data-testid="balance-verdict">${t(lang, done ? verdictKey(estimate.verdict, setup) : 'balance.counting')}</span></div>
      <span class="share" data-testid="balance-share">${percent(estimate.town.share)}\u00a0%</span>
      <span class="what">
        ${t(lang, city ? 'balance.winsCity' : 'balance.winsClassic')}<br />
        <span class="interval" data-testid="balance-interval"
          ><span>${t(lang, 'balance.interval', { low: percent(estimate.town.low), high: percent(estimate.town.high) })}</span>
          <span>${t(lang, 'balance.sure')}</span></span
        >
      </span>
      <span class="games" data-testid="balance-games">${played}${estimate.maniac ? ` · ${t(lang, 'balance.maniac', { share: percent(estimate.maniac.share) })}` : nothing}</span>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-balance': TvBalance;
  }
}
