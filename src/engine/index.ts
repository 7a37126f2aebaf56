/**
 * The engine's entry points (implemented in the modules beside this file):
 *
 *   defaultSetup(preset, players): Setup            — the preset's defaults for a player count
 *   suggestedMafia(preset, players): number          — mafia count (incl. Don) the setup suggests
 *   checkSetup(setup): Rejection | null              — is this setup playable
 *   newGame(setup, names, seed, now): { state, effects }
 *   step(state, action, now): StepResult             — the one entry for change
 *   publicView(state, now): PublicView               — the TV's screen
 *   seatView(state, seat, now, faceDown?): SeatView  — one phone
 *   aloudOf(state): Aloud                            — all said aloud at the table, the whole game (public)
 *   nextDeadline(state): number | null               — when the host must send {type:'timeout'}
 *   botIntent(view, rng, style?): SeatAction | null  — a practice bot's next intent (bots.ts)
 *
 * See docs/ENGINE.md.
 */
export * from './types';
export type { GameState } from './state';
export { aloudOf, isBlack, sideOf } from './state';
export { defaultSetup, suggestedMafia, checkSetup, PLAYER_RANGE, OPTIONAL_ROLES } from './setup';
export { PACES, PACED_TIMERS, paceOf, paceTimers, withPace, type Pace } from './pace';
export { newGame, nextDeadline } from './game';
export { step } from './step';
export { publicView, seatView } from './views';
export { botIntent, type BotStyle } from './bots';
export { checkerOf } from './statements';
export { seedRng, type RngState } from './rng';
