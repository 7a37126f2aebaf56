/**
 * `<tv-status>`: the connection indicator in the corner — the signaling
 * server's state and how many phones answer (bots count as online).
 * Each seat's own link shows beside its name on the lobby and seat strips.
 *
 * @property lang
 * @property snapshot
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Lang } from '../shared/i18n';
import type { HostSnapshot, SignalingStatus } from '../../host/snapshot';
import type { IceFailure } from '../../net/ice-diagnosis';
import { pluralRu } from '../shared/i18n';
import { t, type TvKey } from './strings';
import { pillStyles, tvTokens } from './styles';

const LABEL: Record<SignalingStatus, TvKey> = {
  connecting: 'status.connecting',
  online: 'status.online',
  reconnecting: 'status.reconnecting',
  offline: 'status.offline',
};

/** Why phones cannot connect, and what to change; both languages, used only here. */
const TROUBLE: Record<IceFailure, Record<Lang, string>> = {
  noAddress: {
    en: 'they find no network address on this Wi-Fi (a hotspot without internet?). Run npm start on a laptop on this Wi-Fi and let the phones reach its UDP port 3478.',
    ru: 'они не находят сетевого адреса в этой сети Wi-Fi (точка доступа без интернета?). Запустите npm start на ноутбуке в этой сети и откройте телефонам его UDP-порт 3478.',
  },
  unresolved: {
    en: 'this Wi-Fi hides devices from each other (it blocks multicast), and the phones do not reach the STUN/TURN server. Allow UDP port 3478 on the laptop running npm start.',
    ru: 'эта сеть Wi-Fi скрывает устройства друг от друга (блокирует multicast), а сервер STUN/TURN телефонам недоступен. Разрешите UDP-порт 3478 на ноутбуке с npm start.',
  },
  unreachable: {
    en: 'this Wi-Fi keeps devices apart (a guest or hotel network) and no relay got through. Use the main network, or allow UDP ports 3478 and 49152–65535 on the laptop running npm start.',
    ru: 'эта сеть Wi-Fi не пускает устройства друг к другу (гостевая сеть или сеть отеля), а ретрансляция не прошла. Подключитесь к основной сети или разрешите UDP-порты 3478 и 49152–65535 на ноутбуке с npm start.',
  },
  slow: {
    en: 'the Wi-Fi is too slow or loses too much to finish. Bring the router closer, or use its 5 GHz network.',
    ru: 'Wi-Fi слишком медленный или теряет слишком много. Поставьте роутер ближе или выберите его сеть 5 ГГц.',
  },
  noAnswer: {
    en: 'the connection does not finish. Reload the phones’ page; if it goes on, restart npm start.',
    ru: 'соединение не устанавливается. Обновите страницу на телефонах; если не поможет, перезапустите npm start.',
  },
};

/** "3 phones are trying to connect and cannot: …" */
export function troubleText(lang: Lang, phones: number, reason: IceFailure | null): string {
  const why = TROUBLE[reason ?? 'slow'][lang];
  if (lang === 'ru') {
    const verb = phones % 10 === 1 && phones % 100 !== 11 ? 'не может' : 'не могут';
    return `${phones} ${pluralRu(phones, 'телефон', 'телефона', 'телефонов')} ${verb} подключиться: ${why}`;
  }
  return `${phones === 1 ? '1 phone is' : `${phones} phones are`} trying to connect and cannot: ${why}`;
}

@customElement('tv-status')
export class TvStatus extends LitElement {
  static override styles = [
    tvTokens,
    pillStyles,
    css`
      :host {
        display: flex;
        flex-wrap: wrap;
        justify-content: flex-end;
        gap: 2vmin;
        font-size: var(--text-s);
        font-weight: 700;
      }
      .dot.connecting,
      .dot.reconnecting,
      .dot.partial {
        background: var(--accent);
      }
      .dot.offline {
        background: var(--danger);
      }
      .trouble {
        flex-basis: 100%;
        max-width: 70vw;
        margin-left: auto;
        padding: 1vmin 1.8vmin;
        border-radius: 1.2vmin;
        background: var(--surface);
        border: 0.3vmin solid var(--danger);
        font-weight: 600;
        line-height: 1.35;
      }
    `,
  ];

  @property() locale: Lang = 'ru';
  @property({ attribute: false }) snapshot: HostSnapshot | null = null;

  override render() {
    const snapshot = this.snapshot;
    if (!snapshot) return nothing;
    const lang = this.locale;
    const total = snapshot.seats.length;
    const online = snapshot.seats.filter((s) => s.link === 'online').length;
    const phones = total === 0 ? nothing : html`<span class="pill" data-testid="phones-status">
      <span class="dot ${online < total ? 'partial' : ''}" aria-hidden="true"></span>${t(lang, 'status.phones', { online, total })}
    </span>`;
    return html`
      <span class="pill" data-testid="signaling-status">
        <span class="dot ${snapshot.roomTaken ? 'offline' : snapshot.signaling}" aria-hidden="true"></span>
        ${t(lang, 'status.signaling')}: ${snapshot.roomTaken ? html`<span data-testid="room-taken-status">${t(lang, 'status.taken')}</span>` : t(lang, LABEL[snapshot.signaling])}
      </span>
      ${phones}
      ${snapshot.trouble && snapshot.trouble.phones > 0
        ? html`<p class="trouble" role="alert" data-testid="phones-trouble">${troubleText(lang, snapshot.trouble.phones, snapshot.trouble.reason)}</p>`
        : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-status': TvStatus;
  }
}
