// npm test: on a fresh clone — install if needed, type-check, unit tests,
// build, then the browser tests in real Chromium over real WebRTC: the screens
// as tabs of one browser on loopback, the whole games and the fault tests on
// the device LAN (each device its own network namespace and Chromium; needs
// root). The @reliability tests (faults: reloads, sleep, floods, impostors)
// run three times in a row, so a flaky one shows before it lands; the @audit
// tests (whole games or nights recorded frame by frame) run once, with the
// rest — three runs of them would cost a quarter of an hour of CI.
// Extra arguments go to one Playwright run instead (e.g. `npm test -- --grep @reliability`).
import { ensureDependencies, run } from './ensure-deps.mjs';

ensureDependencies();
const extra = process.argv.slice(2);
const browserRuns = extra.length
  ? [['Browser tests', 'npx', ['playwright', 'test', ...extra]]]
  : [
      ['Browser tests', 'npx', ['playwright', 'test', '--grep-invert', '@reliability']],
      ['Fault tests (@reliability, three times in a row)', 'npx', ['playwright', 'test', '--grep', '@reliability', '--repeat-each', '3']],
    ];
const steps = [
  ['Type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Unit tests', 'npx', ['vitest', 'run']],
  ['Build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ...browserRuns,
];
for (const [title, command, args] of steps) {
  console.log(`\n== ${title} ==`);
  if (!run(command, args)) {
    console.error(`\n${title} failed.`);
    process.exit(process.exitCode || 1);
  }
}
console.log('\nAll tests passed.');
