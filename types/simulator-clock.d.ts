// The one clock the engine's type-check knows (tsconfig.engine.json): the
// simulator (src/engine/simulate.ts) times its own runs. Everything else in
// the engine sees no clock, timer or DOM, and eslint.config.js keeps even this
// one to the simulator.
interface Performance {
  now(): number;
}
declare var performance: Performance;
