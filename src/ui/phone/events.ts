/**
 * How a phone screen asks for something: one typed event per kind of ask,
 * bubbling and composed (out of the screen's shadow root), as Shoelace and
 * Material Web name theirs. The screens take properties in and send these
 * out; the play (play.ts) listens on each screen element and sends the ask on
 * (the TV's screens do the same with `tv-control`, src/ui/tv/control.ts).
 *
 * - `phone-vip`: the VIP asks the host to act (start, play again, pause …).
 * - `phone-intent`: the player's move in the game (a vote, a nomination, a
 *   thank-you …), an `Intent` as the link sends it to the TV.
 */
import type { Intent, VipAction } from '../../protocol/vocabulary';

/** Asks, from a screen element, for the VIP's `action`. */
export function askVip(from: EventTarget, action: VipAction): void {
  from.dispatchEvent(new CustomEvent('phone-vip', { detail: action, bubbles: true, composed: true }));
}

/** Asks, from a screen element, to send the player's `intent` to the TV. */
export function askIntent(from: EventTarget, intent: Intent): void {
  from.dispatchEvent(new CustomEvent('phone-intent', { detail: intent, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap {
    'phone-vip': CustomEvent<VipAction>;
    'phone-intent': CustomEvent<Intent>;
  }
}
