/**
 * The day's screens as elements: `<phone-speech>`, `<phone-vote>`,
 * `<phone-eliminate-all>`, `<phone-last-guess>`, `<phone-reveal-check>` and
 * `<phone-table>` (what is happening when the phone asks nothing). Their
 * templates are day.ts's; here each gets a host of its own.
 *
 * Properties: `game` (the snapshot, the seat's view, the language and the
 * clock's reading: plain data), and for a prompt's screen
 * `prompt`; `<phone-vote>` also `pending` (a ballot sent, not yet in a view).
 * Events: `phone-intent` for every move (nominate, thankYou, vote,
 * eliminateAllVote, lastGuess, revealCheck).
 */
import { LitElement, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Prompt } from '../../engine/types';
import type { Intent } from '../../protocol/vocabulary';
import type { GameCtx } from './ctx';
import { eliminateAllScreen, lastGuessScreen, revealCheckScreen, speechScreen, tableScreen, voteScreen } from './day';
import { askIntent } from './events';
import { screenStyles } from './screen-styles';

type PromptOf<K extends Prompt['kind']> = Extract<Prompt, { kind: K }>;

/** A day screen: the game in, its moves out as `phone-intent`. */
abstract class DayScreen extends LitElement {
  static override styles = screenStyles;

  @property({ attribute: false }) game!: GameCtx;

  /** A move, sent from this element as `phone-intent`. */
  protected readonly send = (intent: Intent): void => askIntent(this, intent);
}

@customElement('phone-speech')
export class PhoneSpeech extends DayScreen {
  /** Null for a defence or a last word with nothing to pick. */
  @property({ attribute: false }) prompt: PromptOf<'speech'> | null = null;
  override render(): TemplateResult {
    return speechScreen(this.game, this.prompt, this.send);
  }
}

@customElement('phone-vote')
export class PhoneVote extends DayScreen {
  @property({ attribute: false }) prompt!: PromptOf<'vote'>;
  @property({ attribute: false }) pending: number | null = null;
  override render(): TemplateResult {
    return voteScreen(this.game, this.prompt, this.pending, (target) => askIntent(this, { type: 'vote', target }));
  }
}

@customElement('phone-eliminate-all')
export class PhoneEliminateAll extends DayScreen {
  @property({ attribute: false }) prompt!: PromptOf<'eliminateAll'>;
  override render(): TemplateResult {
    return eliminateAllScreen(this.game, this.prompt, this.send);
  }
}

@customElement('phone-last-guess')
export class PhoneLastGuess extends DayScreen {
  @property({ attribute: false }) prompt!: PromptOf<'lastGuess'>;
  override render(): TemplateResult {
    return lastGuessScreen(this.game, this.prompt, this.send);
  }
}

@customElement('phone-reveal-check')
export class PhoneRevealCheck extends DayScreen {
  @property({ attribute: false }) prompt!: PromptOf<'revealCheck'>;
  override render(): TemplateResult {
    return revealCheckScreen(this.game, this.prompt, this.send);
  }
}

@customElement('phone-table')
export class PhoneTable extends DayScreen {
  override render(): TemplateResult {
    return tableScreen(this.game, this.send);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'phone-speech': PhoneSpeech;
    'phone-vote': PhoneVote;
    'phone-eliminate-all': PhoneEliminateAll;
    'phone-last-guess': PhoneLastGuess;
    'phone-reveal-check': PhoneRevealCheck;
    'phone-table': PhoneTable;
  }
}
