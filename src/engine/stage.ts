/**
 * The stages the flow can start (see flow.ts). Most are phases; `day` starts the
 * speeches (phase `speech`) and `revote` a second ballot (phase `vote`).
 */
import type { PhaseName } from './types';

export type Stage = Exclude<PhaseName, 'speech' | 'gameOver'> | 'day' | 'revote';
