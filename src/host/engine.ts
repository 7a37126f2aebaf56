/**
 * What the host needs from the engine, as an interface over the engine's
 * state type, so the session is tested with the real engine or a small fake.
 * `realEngine` (real-engine.ts) binds it to src/engine.
 */
import type { Action, Aloud, Effect, Preset, PublicView, Rejection, SeatAction, SeatView, Setup } from '../engine/types';
import type { BotMind } from '../engine/bot-mind';

export type EngineStep<S> = { ok: true; state: S; effects: Effect[] } | { ok: false; rejection: Rejection };

export interface EngineApi<S> {
  newGame(setup: Setup, names: string[], seed: number, now: number): { state: S; effects: Effect[] };
  step(state: S, action: Action, now: number): EngineStep<S>;
  publicView(state: S, now: number): PublicView;
  /** `faceDown`: at game over, before the TV has turned the cards (engine/views.ts). */
  seatView(state: S, seat: number, now: number, faceDown?: boolean): SeatView;
  /** All said aloud at the table the whole game (public: the narrator said it); the practice bots' memory. */
  aloud(state: S): Aloud;
  /** Epoch ms when the host must send a timeout, or null (untimed, paused, over). */
  nextDeadline(state: S): number | null;
  defaultSetup(preset: Preset, players: number): Setup;
  checkSetup(setup: Setup): Rejection | null;
}

/**
 * The engine's bot helper (src/engine/bots.ts botIntent): what a bot in this
 * seat does now, given only its own view; null when it has nothing to do.
 * `rng` is a mulberry32 state the helper advances; `mind` (engine/bot-mind.ts)
 * the seat's memory and personality for the game, kept by the bot driver.
 */
export type BotDecide = (view: SeatView, rng: { rng: number }, mind?: BotMind) => SeatAction | null;
