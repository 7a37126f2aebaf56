/**
 * The engine's entry points (implemented in the modules beside this file):
 *
 *   defaultSetup(preset, players): Setup            — the preset's defaults for a player count
 *   suggestedMafia(preset, players): number          — mafia count (incl. Don) the setup suggests
 *   checkSetup(setup): Rejection | null              — is this setup playable
 *   newGame(setup, names, seed, now): { state, effects }
 *   step(state, action, now): StepResult             — the one entry for change
 *   publicView(state, now): PublicView               — the TV's screen
 *   seatView(state, seat, now): SeatView             — one phone
 *
 * See docs/ENGINE.md.
 */
export * from './types';
