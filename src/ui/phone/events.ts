/**
 * How a phone screen asks for something: one typed event per kind of ask,
 * bubbling and composed (out of the screen's shadow root), as Shoelace and
 * Material Web name theirs. The screens take properties in and send these
 * out; the play (play.ts) listens on each screen element and sends the ask on
 * (the TV's screens do the same with `tv-control`, src/ui/tv/control.ts).
 *
 * - `phone-vip`: the VIP asks the host to act (start, play again, pause …).
 */
import type { VipAction } from '../../protocol/vocabulary';

/** Asks, from a screen element, for the VIP's `action`. */
export function askVip(from: EventTarget, action: VipAction): void {
  from.dispatchEvent(new CustomEvent('phone-vip', { detail: action, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap {
    'phone-vip': CustomEvent<VipAction>;
  }
}
