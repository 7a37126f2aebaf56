/** The lobby: your seat number, who is at the table, how many are needed; the VIP's start button. */
import { html, nothing, type TemplateResult } from 'lit';
import type { Ctx } from './parts';

export function lobbyScreen(ctx: Ctx, start: () => void): TemplateResult {
  const { snap, t } = ctx;
  const lobby = snap.lobby;
  const count = lobby?.players.length ?? 0;
  const needed = lobby?.needed ?? 0;
  return html`<main>
    <div class="center">
      <p class="muted">${t('yourSeat')}</p>
      <div class="seatno" data-testid="seat-number">${snap.seat ?? '–'}</div>
      <p>${t('lobbyHello', { name: snap.name ?? '' })}</p>
    </div>
    ${lobby
      ? html`<div class="panel" role="status">
          <strong>${t(lobby.preset)}</strong>
          <span>${t('lobbyCount', { count, needed })}</span>
          <span class="muted">${count < needed ? t('lobbyMore', { n: needed - count }) : t('lobbyReady')}</span>
        </div>
        <ul class="list">
          ${lobby.players.map(
            (p) => html`<li class="player">
              <span class="num">${p.seat}</span>
              <span class="name">${p.name}${p.seat === snap.seat ? html` <span class="muted">(${t('you')})</span>` : nothing}</span>
              ${p.link === 'away' ? html`<span class="muted">${t('away')}</span>` : nothing}
            </li>`,
          )}
        </ul>`
      : html`<p class="muted center">${t('connecting')}</p>`}
    ${snap.vip ? nothing : html`<p class="muted center">${t('lobbyWait')}</p>`}
  </main>
  ${snap.vip
    ? html`<div class="foot">
        <p class="muted">${t('vipYou')}</p>
        <button class="btn primary" data-testid="vip-start" ?disabled=${count < needed} @click=${start}>${t('vipStart')}</button>
      </div>`
    : nothing}`;
}
