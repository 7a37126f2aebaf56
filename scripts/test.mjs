// npm test: on a fresh clone — install if needed, type-check, unit tests,
// build, then the browser tests in real Chromium over real WebRTC.
// Extra arguments go to Playwright (e.g. `npm test -- --grep @reliability`).
import { ensureDependencies, run } from './ensure-deps.mjs';

ensureDependencies();
const steps = [
  ['Type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Unit tests', 'npx', ['vitest', 'run']],
  ['Build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['Browser tests', 'npx', ['playwright', 'test', ...process.argv.slice(2)]],
];
for (const [title, command, args] of steps) {
  console.log(`\n== ${title} ==`);
  if (!run(command, args)) {
    console.error(`\n${title} failed.`);
    process.exit(process.exitCode || 1);
  }
}
console.log('\nAll tests passed.');
