/**
 * The play: every phone screen once the player has a seat — the lobby, the
 * deal, night and day, out of the game, the end — with what the phone keeps
 * beside the TV's views (the notes and a ghost's marks in `PlayerMemo`, this
 * night step's taps, a ballot not yet confirmed) and the sheets laid over a
 * screen (the VIP's controls, the notes).
 *
 * A reactive controller of `<phone-app>`, in a chunk of its own: the app
 * fetches it once its join screen has painted, so the join screen never waits
 * for it, and it is there long before a seat is (the player is still typing a
 * name). Nothing here depends on the role at night: the same screens, the same
 * moves asked at every step (hold the card, tap, hold again: docs/PHONE.md).
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { PhoneControls, PhoneSnapshot } from '../../phone/snapshot';
import type { Intent, VipAction } from '../../protocol/vocabulary';
import type { NightTap, NotesChange } from './events';
import type { Ctx, GameCtx } from './ctx';
import { isMyTurn } from './day';
import './day-screens';
import './deal';
import './game-over';
import './lobby';
import { missedStyles } from './missed';
import { FRESH_NIGHT, nightKey, outNightChoices, REFUSAL_MS, shownPick, type NightLocal } from './night';
import { keptButton, notesIcon } from './notes-sheet';
import { notesBarStyles } from './notes-styles';
import './out';
import { PlayerMemo } from './player-memo';
import { presetOf } from './preset';
import './role-card';
import './vip-sheet';

/** What the play asks of `<phone-app>`. */
export interface PlayHost extends ReactiveControllerHost {
  readonly controls: PhoneControls | null;
  /** The night palette's attribute, passed down to the screens shown at night. */
  readonly night: boolean;
  /** Reads the clock again and renders with it; returns the time read. */
  tick(): number;
}

/** Which sheet is open over the screen: the VIP's controls, the notes, the notes kept from earlier games (between games only). */
interface Sheets {
  vip: boolean;
  notes: boolean;
  kept: boolean;
}

export class PhonePlay implements ReactiveController {
  /** Added to the app's own when this chunk arrives (Lit adopts `static styles` only once). */
  static readonly styles = [notesBarStyles, missedStyles];

  private sheets: Sheets = { vip: false, notes: false, kept: false };
  private nightLocal: NightLocal = { key: '', ...FRESH_NIGHT };
  private votePending: { seq: number; seat: number } | null = null;
  /** The notes, a ghost's marks, what was missed while away. */
  private readonly memo: PlayerMemo;

  constructor(private readonly host: PlayHost) {
    host.addController(this);
    this.memo = new PlayerMemo(host);
  }

  hostConnected(): void {}

  /** A new snapshot (from the app's willUpdate: no extra render). */
  follow(snap: PhoneSnapshot): void {
    this.memo.follow(snap);
    if (snap.view?.phase.name === 'gameOver') this.sheets.notes = false;
    else if (snap.view) this.sheets.kept = false;
  }

  /**
   * The TV refused an intent. At night a refused pick (late, or a final pick
   * changed) just shows what the TV has for this phone; by day a refused ballot
   * shows the one the TV holds.
   */
  refused(night: boolean): void {
    if (night) this.nightLocal = { ...this.nightLocal, pending: null, skipped: false };
    else this.votePending = null;
  }

  /** The header's buttons in a game: the VIP's controls and the notes, on every phone alike. */
  barButtons(ctx: Ctx): TemplateResult | typeof nothing {
    const { snap } = ctx;
    if (snap.view === null || snap.view.phase.name === 'gameOver') return nothing;
    return html`${snap.vip
        ? html`<button class="small" data-testid="vip-menu" aria-expanded=${this.sheets.vip ? 'true' : 'false'} @click=${() => this.open({ vip: true })}>
            ${ctx.t('vipMenu')}
          </button>`
        : nothing}
      <button
        class="small icon"
        data-testid="notes-open"
        aria-label=${ctx.t('notesOpen')}
        title=${ctx.t('notesOpen')}
        aria-expanded=${this.sheets.notes ? 'true' : 'false'}
        @click=${() => this.open({ notes: true })}
      >
        ${notesIcon()}
      </button>`;
  }

  /** What went on while the link was lost; told by day: a panel lit on one phone at night would single it out. */
  missedPanel(ctx: Ctx): TemplateResult | typeof nothing {
    if (!this.memo.missed.length || ctx.snap.view?.phase.name === 'night') return nothing;
    return html`<div class="banner missed" role="status" data-testid="missed">
      <strong>${ctx.t('missedTitle')}</strong>
      ${this.memo.missed.map((key) => html`<span>${ctx.t(key)}</span>`)}
      <button class="small" data-testid="missed-ok" @click=${() => this.memo.dismissMissed()}>${ctx.t('missedOk')}</button>
    </div>`;
  }

  /** The screen of a seated player: the lobby, the game, or its end. */
  seated(ctx: Ctx): TemplateResult {
    const { snap } = ctx;
    if (!snap.view) {
      return html`<phone-lobby
          .uiLang=${ctx.lang}
          .lobby=${snap.lobby}
          .seat=${snap.seat}
          .name=${snap.name}
          ?vip=${snap.vip}
          @phone-vip=${this.onVip}
        ></phone-lobby
        >${this.kept(ctx)}`;
    }
    const game: GameCtx = { ...ctx, view: snap.view, preset: presetOf(snap.view), notes: this.memo.notes };
    if (game.view.phase.name === 'gameOver') {
      return html`<phone-game-over .uiLang=${ctx.lang} .view=${game.view} .preset=${game.preset} ?vip=${snap.vip} @phone-vip=${this.onVip}></phone-game-over
        >${this.kept(ctx)}`;
    }
    return html`${this.play(game)}
      <div class="foot">
        <phone-role-card
          .game=${game}
          .choice=${this.cardChoice(game)}
          @card-peeked=${() => this.nightPeeked(game)}
          @phone-intent=${this.onIntent}
        ></phone-role-card>
      </div>
      ${this.sheets.vip
        ? html`<phone-vip-sheet
            ?night=${this.host.night}
            .uiLang=${ctx.lang}
            ?paused=${game.view.phase.paused}
            @phone-vip=${this.onVip}
            @phone-sheet-close=${() => this.open({ vip: false })}
          ></phone-vip-sheet>`
        : nothing}
      ${this.sheets.notes
        ? html`<phone-notes-sheet
            ?night=${this.host.night}
            .game=${game}
            .notes=${this.memo.notes}
            ?keeps=${this.memo.keeps}
            @phone-notes=${this.onNotes}
            @phone-sheet-close=${() => this.open({ notes: false })}
          ></phone-notes-sheet>`
        : nothing}`;
  }

  private open(sheets: Partial<Sheets>): void {
    this.sheets = { ...this.sheets, ...sheets };
    this.host.requestUpdate();
  }

  /** A screen's `phone-intent`: the player's move, sent to the TV. */
  private readonly onIntent = (event: CustomEvent<Intent>): void => this.host.controls?.act(event.detail);

  /** The ballot's `phone-intent`: shown as cast at once, until the TV's view has it (or refuses it). */
  private onBallot(event: CustomEvent<Intent>, seq: number): void {
    const { detail: intent } = event;
    if (intent.type === 'vote') this.votePending = { seq, seat: intent.target };
    this.onIntent(event);
    this.host.requestUpdate();
  }

  /** A ghost's mark changed: kept on this phone, the whole list sent to the TV. */
  private readonly onGhostMark = ({ detail: seat }: CustomEvent<number>): void => this.memo.toggleMark(seat, this.host.controls);

  /** A change on a notes sheet: kept on this phone only. */
  private readonly onNotes = ({ detail: change }: CustomEvent<NotesChange>): void => {
    if (change.kind === 'note') this.memo.setNote(change.seat, change.note);
    else if (change.kind === 'keep') this.memo.setKeeps(change.on);
    else this.memo.forgetKept(change.endedAt);
  };

  /** A screen's `phone-vip`: the VIP's ask, sent to the host. */
  private readonly onVip = (event: CustomEvent<VipAction>): void => this.hostAction(event.detail);

  private hostAction(action: VipAction): void {
    this.host.controls?.host(action);
  }

  /** Between games: the notes kept from earlier games, on this phone only. */
  private kept(ctx: Ctx): TemplateResult {
    const kept = this.memo.kept;
    return html`${keptButton(ctx.t, kept, () => this.open({ kept: true }))}
    ${this.sheets.kept && kept.length
      ? html`<phone-kept-sheet .uiLang=${ctx.lang} .kept=${kept} @phone-notes=${this.onNotes} @phone-sheet-close=${() => this.open({ kept: false })}></phone-kept-sheet>`
      : nothing}`;
  }

  /** The screen for the prompt, else for the phase. */
  private play(ctx: GameCtx): TemplateResult {
    const { view } = ctx;
    const prompt = view.prompt;
    switch (prompt?.kind) {
      case 'nightPick':
        return html`<phone-night
          ?night=${this.host.night}
          .game=${ctx}
          .step=${prompt.step}
          .choices=${prompt.choices}
          .picked=${prompt.picked}
          .local=${this.nightMemory(ctx)}
          @phone-night-tap=${this.onNightTap}
        ></phone-night>`;
      case 'speech':
        return html`<phone-speech .game=${ctx} .prompt=${prompt} @phone-intent=${this.onIntent}></phone-speech>`;
      case 'vote': {
        const pending = this.votePending?.seq === view.phase.seq ? this.votePending.seat : null;
        return html`<phone-vote .game=${ctx} .prompt=${prompt} .pending=${pending} @phone-intent=${(event: CustomEvent<Intent>) => this.onBallot(event, view.phase.seq)}></phone-vote>`;
      }
      case 'eliminateAll':
        return html`<phone-eliminate-all .game=${ctx} .prompt=${prompt} @phone-intent=${this.onIntent}></phone-eliminate-all>`;
      case 'lastGuess':
        return html`<phone-last-guess .game=${ctx} .prompt=${prompt} @phone-intent=${this.onIntent}></phone-last-guess>`;
      case 'revealCheck':
        return html`<phone-reveal-check .game=${ctx} .prompt=${prompt} @phone-intent=${this.onIntent}></phone-reveal-check>`;
      case 'cardCheck':
        return html`<phone-deal .uiLang=${ctx.lang} ?seen=${prompt.seen}></phone-deal>`;
      case undefined:
        break;
    }
    if (isMyTurn(ctx)) return html`<phone-speech .game=${ctx} @phone-intent=${this.onIntent}></phone-speech>`;
    const step = view.phase.name === 'night' ? view.phase.nightStep : null;
    if (!view.alive && step !== null) {
      // The eliminated make the same moves at every step; their marks stay on this phone.
      return html`<phone-night
        ?night=${this.host.night}
        .game=${ctx}
        .step=${step}
        .choices=${outNightChoices(view)}
        .picked=${null}
        out
        .local=${this.nightMemory(ctx)}
        @phone-night-tap=${this.onOutNightTap}
      ></phone-night>`;
    }
    if (!view.alive) {
      return html`<phone-out ?night=${this.host.night} .game=${ctx} .marked=${this.memo.marked} @phone-ghost-mark=${this.onGhostMark}></phone-out>`;
    }
    if (view.phase.name === 'night') return html`<phone-eyes-closed ?night=${this.host.night} .game=${ctx}></phone-eyes-closed>`;
    return html`<phone-table .game=${ctx} @phone-intent=${this.onIntent}></phone-table>`;
  }

  private nightMemory(ctx: GameCtx): NightLocal {
    const key = nightKey(ctx.view);
    if (this.nightLocal.key !== key) this.nightLocal = { key, ...FRESH_NIGHT };
    return this.nightLocal;
  }

  /** At a night step, what the grid shows as chosen: the card repeats it. */
  private cardChoice(ctx: GameCtx): { picked: number | null; skipped: boolean } | null {
    if (ctx.view.phase.name !== 'night' || ctx.view.phase.nightStep === null) return null;
    const local = this.nightMemory(ctx);
    const prompt = ctx.view.prompt?.kind === 'nightPick' ? ctx.view.prompt : { picked: null };
    return { picked: shownPick(prompt, local), skipped: local.skipped };
  }

  /** A full hold of the card at a night step: move ① wakes the grid, move ③ confirms the choice. */
  private nightPeeked(ctx: GameCtx): void {
    if (ctx.view.phase.name !== 'night' || ctx.view.phase.nightStep === null) return;
    const local = this.nightMemory(ctx);
    const chose = shownPick(ctx.view.prompt?.kind === 'nightPick' ? ctx.view.prompt : { picked: null }, local) !== null || local.skipped;
    this.setNight({ peeks: local.peeks + 1, checked: chose });
  }

  private setNight(patch: Partial<NightLocal>): void {
    this.nightLocal = { ...this.nightLocal, ...patch };
    this.host.requestUpdate();
  }

  /**
   * A tap the living's grid answered: a pick (or a changed one: every pick
   * may change until the step ends) is sent. "Nobody" looks and behaves the
   * same for everyone: it is sent and the list shows no choice. The engine
   * reads it as a declined shot (City mafia), a cleared suspicion, or a
   * cleared pick.
   */
  private readonly onNightTap = ({ detail: tap }: CustomEvent<NightTap>): void => {
    if (tap.kind === 'refuse') return this.nightRefuse();
    const target = tap.kind === 'pick' ? tap.seat : null;
    this.host.controls?.act({ type: 'nightPick', target });
    this.setNight({ pending: target, skipped: target === null, refusedAt: 0, checked: false });
  };

  /** A tap the eliminated's grid answered: the same moves, kept on this phone, nothing sent. */
  private readonly onOutNightTap = ({ detail: tap }: CustomEvent<NightTap>): void => {
    if (tap.kind === 'refuse') return this.nightRefuse();
    const target = tap.kind === 'pick' ? tap.seat : null;
    this.setNight({ pending: target, skipped: target === null, checked: false });
  };

  /** A tap on a row this player may not pick: one message for every role and reason, and nothing sent. */
  private nightRefuse(): void {
    this.setNight({ refusedAt: this.host.tick() });
    setTimeout(() => this.host.tick(), REFUSAL_MS + 50);
  }
}
