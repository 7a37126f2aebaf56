/**
 * How a TV screen asks the host to act: a `tv-control` event (bubbles,
 * composed) naming one of `HostControls`' methods and its arguments.
 * `<tv-app>` alone holds the controls and calls them; the screens take
 * properties in and send events out. Controls a host may not offer (the
 * lobby's lock, seat requests, a new room, new seats) are announced to the
 * screens as `offers`, so a button shows only where its control exists.
 */
import type { HostControls } from '../../host/snapshot';

export type ControlName = keyof HostControls;
type ArgsOf<K extends ControlName> = Parameters<NonNullable<HostControls[K]>>;

/** One call of a host control, as the `tv-control` event carries it. */
export type ControlCall = { [K in ControlName]: { name: K; args: ArgsOf<K> } }[ControlName];

/** The host controls this host offers (its optional ones may be missing). */
export type ControlOffers = ReadonlySet<ControlName>;

/** Asks the host, from a screen element, to call `name` with `args`. */
export function control<K extends ControlName>(from: EventTarget, name: K, ...args: ArgsOf<K>): void {
  from.dispatchEvent(new CustomEvent('tv-control', { detail: { name, args } as ControlCall, bubbles: true, composed: true }));
}

/** Every control's name (the type makes the list whole). */
const NAMES = Object.keys({
  updateSetup: 1, removePlayer: 1, moveSeat: 1, fillWithBots: 1, startGame: 1, host: 1, playAgain: 1,
  newSeats: 1, cardsTurned: 1, closeGame: 1, lockTable: 1, answerRequest: 1, declineAllRequests: 1, newRoom: 1,
} satisfies Record<ControlName, 1>) as ControlName[];

/** The controls `controls` has (own or inherited, as a session's methods are), for the screens that show a button only where one exists. */
export function offersOf(controls: HostControls): ControlOffers {
  return new Set(NAMES.filter((name) => typeof controls[name] === 'function'));
}

/** Calls what a `tv-control` event asks for; a control this host lacks does nothing. */
export function callControl(controls: HostControls, call: ControlCall): void {
  const method = controls[call.name] as ((...args: unknown[]) => void) | undefined;
  method?.apply(controls, call.args);
}

declare global {
  interface HTMLElementEventMap {
    'tv-control': CustomEvent<ControlCall>;
  }
}
