/**
 * Day screens: your speech (ended by holding the button, City nominations),
 * the ballot, the eliminate-all question, the last word's guess or revealed
 * check, and what is happening at the table when the phone asks nothing.
 * Whatever the thumb must reach sits at the bottom, just above the card bar
 * (`.actions`); what is only read sits above it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Prompt } from '../../engine/types';
import type { Intent } from '../../protocol/vocabulary';
import { checkAnswer, checkIsUp, clock, pickList, thumb, whoList, type GameCtx } from './parts';
import './hold-button';

type PromptOf<K extends Prompt['kind']> = Extract<Prompt, { kind: K }>;

/** How a screen sends a move: its element turns it into a `phone-intent` event (day-screens.ts). */
type Send = (intent: Intent) => void;

/** Ending one's own speech: a hold, so a stray touch never ends it. */
function thankYou(ctx: GameCtx, send: Send): TemplateResult {
  return html`<phone-hold-button .label=${ctx.t('thankYou')} @hold-done=${() => send({ type: 'thankYou' })}></phone-hold-button>`;
}

function nominees(ctx: GameCtx): TemplateResult {
  const list = ctx.view.phase.nominees;
  return html`<p class="muted">${list.length ? ctx.t('nominees', { list: whoList(ctx, list) }) : ctx.t('noNominees')}</p>`;
}

/** Your turn to speak: a speech (City: with nominations), a defence, or a last word with nothing to pick. */
export function speechScreen(ctx: GameCtx, prompt: PromptOf<'speech'> | null, send: Send): TemplateResult {
  const phase = ctx.view.phase.name;
  const city = ctx.preset === 'city' && phase === 'speech';
  return html`<main class="bottom">
      <h1>${ctx.t('youSpeak')}</h1>
      ${phase !== 'speech' ? html`<p class="muted">${ctx.t(phase === 'justification' ? 'justification' : 'lastWord')}</p>` : nothing}
      ${clock(ctx, true)}
      ${city ? nominees(ctx) : nothing}
      ${prompt === null
        ? nothing
        : prompt.nominated !== null
          ? html`<p class="panel">${ctx.t('nominated', { who: ctx.who(prompt.nominated) })}</p>`
          : prompt.canNominate
            ? html`<h2>${ctx.t('nominateTitle')}</h2>
                ${pickList(ctx, {
                  choices: prompt.choices,
                  testid: 'nominate',
                  picked: null,
                  onPick: (target) => send({ type: 'nominate', target }),
                })}`
            : nothing}
    </main>
    <div class="actions">${thankYou(ctx, send)}</div>`;
}

/**
 * The ballot (RULES V1): it may be changed until the vote's clock ends, and
 * the last one counts. The current choice is marked and said; every
 * candidate stays tappable, and the screen says so.
 */
export function voteScreen(ctx: GameCtx, prompt: PromptOf<'vote'>, pending: number | null, vote: (seat: number) => void): TemplateResult {
  const picked = pending ?? prompt.picked;
  return html`<main class="bottom">
    <h1>${ctx.t('voteTitle')}</h1>
    ${clock(ctx)}
    <p class="status" role="status" data-testid="ballot">
      ${picked === null ? ctx.t('voteHint') : ctx.t('voted', { who: ctx.who(picked) })}<br />
      <span class="muted" style="font-weight:400">${ctx.t('voteChange')}</span>
    </p>
    ${pickList(ctx, { choices: prompt.choices, testid: 'vote', picked, onPick: (seat) => seat !== picked && vote(seat) })}
  </main>`;
}

/** City's second tie: a red "eliminate both / all" beside a neutral "no", at the thumb. */
export function eliminateAllScreen(ctx: GameCtx, prompt: PromptOf<'eliminateAll'>, send: Send): TemplateResult {
  const answer = (yes: boolean): void => send({ type: 'eliminateAllVote', yes });
  const done = prompt.picked !== null;
  const both = prompt.candidates.length === 2;
  return html`<main class="bottom">
      <h1>${ctx.t('elimAll')}</h1>
      ${clock(ctx)}
      <p>${ctx.t('elimAllHint', { list: whoList(ctx, prompt.candidates) })}</p>
      ${done ? html`<p class="panel">${ctx.t('yourAnswer', { answer: ctx.t(prompt.picked ? (both ? 'yesBoth' : 'yesAll') : 'noStay') })}</p>` : nothing}
    </main>
    <div class="actions row2">
      <button class="btn" data-testid="eliminate-no" aria-pressed=${prompt.picked === false ? 'true' : 'false'} ?disabled=${done} @click=${() => answer(false)}>
        ${ctx.t('noStay')}
      </button>
      <button class="btn danger" data-testid="eliminate-yes" aria-pressed=${prompt.picked === true ? 'true' : 'false'} ?disabled=${done} @click=${() => answer(true)}>
        ${ctx.t(both ? 'yesBoth' : 'yesAll')}
      </button>
    </div>`;
}

export function lastGuessScreen(ctx: GameCtx, prompt: PromptOf<'lastGuess'>, send: Send): TemplateResult {
  return html`<main class="bottom">
      <h1>${ctx.t('lastGuess')}</h1>
      <p class="muted">${ctx.t('lastGuessHint')}</p>
      ${clock(ctx)}
      ${prompt.picked !== null ? html`<p class="panel">${ctx.t('guessed', { who: ctx.who(prompt.picked) })}</p>` : nothing}
      ${pickList(ctx, {
        choices: prompt.choices,
        testid: 'guess',
        picked: prompt.picked,
        locked: prompt.picked !== null,
        onPick: (target) => send({ type: 'lastGuess', target }),
      })}
    </main>
    ${ctx.view.phase.speaker === ctx.view.seat ? html`<div class="actions">${thankYou(ctx, send)}</div>` : nothing}`;
}

export function revealCheckScreen(ctx: GameCtx, prompt: PromptOf<'revealCheck'>, send: Send): TemplateResult {
  return html`<main class="bottom">
      <h1>${ctx.t('revealCheck')}</h1>
      <p class="muted">${ctx.t('revealHint')}</p>
      ${clock(ctx)}
      ${prompt.picked !== null ? html`<p class="panel">${ctx.t('revealed', { who: ctx.who(prompt.picked) })}</p>` : nothing}
      <ul class="list">
        ${prompt.checks.map(
          (c) => html`<li>
            <button
              class="pick"
              data-testid="reveal-${c.target}"
              aria-pressed=${prompt.picked === c.target ? 'true' : 'false'}
              ?disabled=${prompt.picked !== null && prompt.picked !== c.target}
              @click=${() => send({ type: 'revealCheck', target: c.target })}
            >
              <span class="num">${c.target}</span>
              <span class="name">${ctx.name(c.target)}</span>
              <span class="why">${checkAnswer(ctx, ctx.preset, c)}</span>
              ${thumb(checkIsUp(c), true)}
            </button>
          </li>`,
        )}
      </ul>
    </main>
    ${ctx.view.phase.speaker === ctx.view.seat ? html`<div class="actions">${thankYou(ctx, send)}</div>` : nothing}`;
}

/** The speaker of a speech, a defence or a last word (whether or not a prompt came with it). */
export function isMyTurn(ctx: GameCtx): boolean {
  const { name, speaker } = ctx.view.phase;
  return speaker === ctx.view.seat && (name === 'speech' || name === 'justification' || name === 'lastWord');
}

/** No prompt: say what is happening at the table. */
export function tableScreen(ctx: GameCtx, send: Send): TemplateResult {
  const phase = ctx.view.phase;
  const { t, who } = ctx;
  const speaker = phase.speaker !== null ? html`<p class="panel">${t('speaking', { who: who(phase.speaker) })}</p>` : nothing;
  switch (phase.name) {
    case 'morning':
      // The dawn's beat (morning still null): nothing yet, the TV tells the news first.
      return screen(t('morning'), [
        phase.morning === null
          ? nothing
          : html`<p class="panel">${phase.morning.killed.length ? t('morningKilled', { list: whoList(ctx, phase.morning.killed) }) : t('morningPeace')}</p>`,
      ]);
    case 'speech':
      return screen(t('speaking', { who: phase.speaker === null ? '…' : who(phase.speaker) }), [clock(ctx, true), ctx.preset === 'city' ? nominees(ctx) : nothing]);
    case 'justification':
      return screen(t('defenceOther'), [speaker, clock(ctx, true)]);
    case 'lastWord':
      return screen(t('lastWord'), [speaker, clock(ctx, true), lastWordExtras(ctx)]);
    case 'discussion':
      return discussionScreen(ctx, send);
    case 'vote':
    case 'eliminateAll':
      return screen(t(phase.name === 'vote' ? 'voteTitle' : 'elimAll'), [
        html`<p>${t('candidates', { list: whoList(ctx, phase.candidates) })}</p>`,
        clock(ctx),
        html`<p class="muted">${t('voteProgress', { n: phase.voted.length })}</p>`,
      ]);
    case 'voteResult':
      return screen(t('voteResult'), [roundResult(ctx)]);
    case 'lot':
      return screen(t('lot'), [phase.lot ? html`<p class="panel">${t('lotChosen', { who: who(phase.lot.chosen) })}</p>` : clock(ctx)]);
    case 'peacefulPause':
      return screen(t('peaceful'), [clock(ctx)]);
    default:
      return screen(t('nightTitle', { n: phase.night }), []);
  }
}

/**
 * The balagan (D7): everyone talks; each living player holds the button
 * when he has said it all, and it ends once everyone has. How many are done
 * is public, as the TV shows it.
 */
function discussionScreen(ctx: GameCtx, send: Send): TemplateResult {
  const { phase, seat, alive, seats } = ctx.view;
  const done = phase.doneTalking.includes(seat);
  const count = { n: phase.doneTalking.length, of: seats.filter((s) => s.alive).length };
  return html`${screen(ctx.t('discussion'), [
      clock(ctx, true),
      ctx.preset === 'city' ? nominees(ctx) : nothing,
      html`<p class="muted" data-testid="done-talking">${ctx.t('doneTalkingCount', count)}</p>`,
      done ? html`<p class="panel">${ctx.t('doneTalkingWait')}</p>` : nothing,
    ])}
    ${alive && !done
      ? html`<div class="actions">
          <phone-hold-button .label=${ctx.t('doneTalking')} @hold-done=${() => send({ type: 'thankYou' })}></phone-hold-button>
        </div>`
      : nothing}`;
}

function screen(title: string, parts: unknown[]): TemplateResult {
  return html`<main class="middle">
    <h1>${title}</h1>
    ${parts}
  </main>`;
}

/**
 * The result. During the count's beat the TV lands the ballots and
 * no view holds the verdict yet (lastRound is null): every phone says the
 * same neutral line, and the verdict comes with the TV's.
 */
function roundResult(ctx: GameCtx): TemplateResult {
  const round = ctx.view.phase.lastRound;
  if (!round) return html`<p class="panel" data-testid="counting">${ctx.t('voteCounting')}</p>`;
  const text = round.eliminated.length
    ? ctx.t('voteOut', { list: whoList(ctx, round.eliminated), n: round.eliminated.length })
    : ctx.t(round.tie ? 'voteTie' : 'voteNobody');
  return html`<p class="panel">${text}</p>`;
}

function lastWordExtras(ctx: GameCtx): TemplateResult | typeof nothing {
  const { lastGuess, revealedCheck } = ctx.view.phase;
  if (lastGuess !== null) return html`<p>${ctx.t('theirGuess', { who: ctx.who(lastGuess) })}</p>`;
  if (revealedCheck === null) return nothing;
  const check = { night: 0, target: revealedCheck.target, question: 'isMafia' as const, answer: revealedCheck.isMafia };
  return html`<p>${thumb(checkIsUp(check), true)} ${ctx.who(check.target)} — ${checkAnswer(ctx, ctx.preset, check)}</p>`;
}
