/** The host's engine interface bound to the real engine (src/engine), and its practice bot. */
import * as engine from '../engine';
import type { BotDecide, EngineApi } from './engine';

export const realEngine: EngineApi<engine.GameState> = {
  newGame: engine.newGame,
  step: engine.step,
  publicView: engine.publicView,
  seatView: engine.seatView,
  aloud: engine.aloudOf,
  nextDeadline: engine.nextDeadline,
  defaultSetup: engine.defaultSetup,
  checkSetup: engine.checkSetup,
};

export const sensibleBot: BotDecide = (view, rng, mind) => engine.botIntent(view, rng, 'sensible', mind);
