/**
 * The TV remote, as a Lit controller of `<tv-app>`: the arrows move focus
 * (focus-nav.ts), Back goes one page up, the host bar fades after a few idle
 * seconds of a game and the key that wakes it does nothing else, and after
 * every screen change focus rests somewhere a remote can reach. It also
 * notices the first gesture, after which Chrome lets speech and sound start.
 *
 * What the keys mean on a page (game over's own keys, where Back leads) is
 * the router's: it answers through `RemoteScreen`. Events, timers and frames
 * are injected, so the fade and the keys are tested without a browser.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Clock, TimerId } from '../../base/clock';
import { ARROWS, arrowsForText, deepActiveElement, ensureFocus, focusFirst, moveFocus, parkFocus } from './focus-nav';

/** What the remote asks of the screen it drives. */
export interface RemoteScreen {
  /** The screen's shadow root (focus moves inside it); null before the first render. */
  root(): ShadowRoot | null;
  /** A game's screen shows: the host bar fades only there. */
  inGame(): boolean;
  paused(): boolean;
  /** A dialog of the host bar is open (the bar stays). */
  dialogOpen(): boolean;
  /** The screen's own key (game over pages its story): `act: false` only asks whether it would take it. */
  screenKey(key: string, act: boolean): boolean;
  /** Escape / Back. */
  back(): void;
  /** The first key or pointer press. */
  gesture(): void;
}

export interface RemoteDeps {
  /** Where keys and pointers are heard (the window). */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  /** Runs `run` before the next paint. */
  frame: (run: () => void) => void;
  /** The focused control, through shadow roots; null for none. */
  active: () => HTMLElement | null;
}

export const BACK_KEYS = new Set(['Escape', 'GoBack', 'BrowserBack', 'Back']);
/** The host bar fades after this long without a key or a pointer move. */
export const BAR_IDLE_MS = 5000;

const browserDeps = (): RemoteDeps => ({
  events: window,
  clock: { setTimeout: (run, ms) => window.setTimeout(run, ms), clearTimeout: (id) => window.clearTimeout(id as number) },
  frame: (run) => requestAnimationFrame(() => run()),
  active: () => deepActiveElement(),
});

/** Heard before any control: the wake and the gesture see every key first. */
const CAPTURE = { capture: true } as const;

const isKey = (event: Event): event is KeyboardEvent => event.type === 'keydown';

export class TvRemote implements ReactiveController {
  /** Whether the host bar shows (it fades in a game after BAR_IDLE_MS without input). */
  barShown = true;
  private barTimer: TimerId | null = null;
  /** Focus moves made by arrow keys: a page's default focus never overrides a newer one. */
  private keyMoves = 0;
  /** The pending once-a-frame focus check, and the game context it last settled. */
  private focusCheck = false;
  private focusChecked: string | null = null;
  private readonly deps: RemoteDeps;
  private readonly onKey = (event: Event): void => this.key(event as KeyboardEvent);
  private readonly onWake = (event: Event): void => this.wake(event);
  private readonly onGesture = (): void => this.screen.gesture();
  /** What is heard, by whom: the wake and the gesture before any control (capture), the keys after. */
  private readonly listeners: ReadonlyArray<[type: string, listener: (event: Event) => void, options?: typeof CAPTURE]> = [
    ['keydown', this.onKey],
    ['pointerdown', this.onGesture, CAPTURE],
    ['keydown', this.onGesture, CAPTURE],
    ['keydown', this.onWake, CAPTURE],
    ['pointermove', this.onWake, CAPTURE],
    ['pointerdown', this.onWake, CAPTURE],
  ];

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly screen: RemoteScreen,
    deps?: RemoteDeps,
  ) {
    this.deps = deps ?? browserDeps();
    host.addController(this);
  }

  hostConnected(): void {
    for (const [type, listener, options] of this.listeners) this.deps.events.addEventListener(type, listener, options);
  }

  hostDisconnected(): void {
    for (const [type, listener, options] of this.listeners) this.deps.events.removeEventListener(type, listener, options);
    this.stopIdle();
  }

  /** Before each render: a game on screen starts the bar's idle clock, input or not. */
  hostUpdate(): void {
    if (this.screen.inGame() && this.barShown && this.barTimer === null) this.idle();
  }

  /**
   * After each render: a screen change can remove the focused control, and a
   * remote needs focus somewhere; in a game nothing is focused until an arrow
   * is pressed (the first focus is harmless). Once per frame, and in a game
   * only when `context` (read at the frame: the screen, the pause, a dialog)
   * changed or focus was lost: a tick of the clock or a vote does not walk
   * the whole page.
   */
  checkFocus(contextNow: () => string | null): void {
    if (this.focusCheck) return;
    this.focusCheck = true;
    this.deps.frame(() => {
      this.focusCheck = false;
      const root = this.screen.root();
      if (!root) return;
      const context = contextNow();
      if (context !== null && context === this.focusChecked && this.deps.active()) return;
      this.focusChecked = context;
      ensureFocus(root, this.screen.inGame());
    });
  }

  /** A new page focuses its first control; a game's screen leaves focus parked — unless a key moved focus before that frame. */
  pageChanged(): void {
    const moves = this.keyMoves;
    this.deps.frame(() => {
      const root = this.screen.root();
      if (!root || this.keyMoves !== moves) return;
      if (this.screen.inGame()) parkFocus(root);
      else focusFirst(root);
    });
  }

  /**
   * Any key or pointer brings the faded bar back. The key that does it does
   * nothing else: a stray OK on the remote must not press whatever control
   * was focused before the bar faded (pause, skip, play again).
   */
  private wake(event: Event): void {
    const fadedNow = this.screen.inGame() && !this.barShown && !this.screen.paused();
    this.show(true);
    this.idle();
    // Game over's own keys (page the story, skip the reveal) work at the first press: they press no control.
    if (fadedNow && isKey(event) && !BACK_KEYS.has(event.key) && !this.screen.screenKey(event.key, false)) {
      event.preventDefault();
      event.stopPropagation();
    }
  }

  private fade(): void {
    this.barTimer = null;
    if (!this.screen.inGame()) return;
    if (this.screen.paused() || this.screen.dialogOpen()) return this.idle();
    this.show(false);
    const root = this.screen.root();
    if (root) parkFocus(root);
  }

  private idle(): void {
    this.stopIdle();
    this.barTimer = this.deps.clock.setTimeout(() => this.fade(), BAR_IDLE_MS);
  }

  private stopIdle(): void {
    if (this.barTimer !== null) this.deps.clock.clearTimeout(this.barTimer);
    this.barTimer = null;
  }

  private show(shown: boolean): void {
    if (this.barShown === shown) return;
    this.barShown = shown;
    this.host.requestUpdate();
  }

  private key(event: KeyboardEvent): void {
    if (event.defaultPrevented) return;
    if (this.screen.screenKey(event.key, true)) {
      event.preventDefault();
      return;
    }
    const direction = ARROWS[event.key];
    if (direction) {
      const root = this.screen.root();
      if (!root || arrowsForText(this.deps.active(), direction)) return;
      if (moveFocus(root, direction)) {
        event.preventDefault();
        this.keyMoves++;
      }
      return;
    }
    const active = this.deps.active();
    const typing = active?.tagName === 'INPUT' && (active as HTMLInputElement).type === 'text';
    if (BACK_KEYS.has(event.key) || (event.key === 'Backspace' && !typing)) {
      event.preventDefault();
      this.screen.back();
    }
  }
}
