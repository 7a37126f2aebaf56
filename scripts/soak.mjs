// npm run test:soak: what `npm test` runs once, run until it shows its flakes —
// the fault tests (@reliability), the privacy audits (@audit), the attacks
// (@security) and the tests only the soak runs (@soak) three times in a row, and the TV's whole screenshot matrix (every screen at 6, 11 and 17
// players, axe on every one in both languages). Run it before resolving
// anything that touches the network: a test that fails once in three is a bug.
// Extra arguments go to each Playwright run (e.g. `--repeat-each 5`).
import { ensureDependencies, run } from './ensure-deps.mjs';

ensureDependencies();
const extra = process.argv.slice(2);
const repeat = extra.includes('--repeat-each') ? [] : ['--repeat-each', '3'];
const steps = [
  ['Build', 'npx', ['vite', 'build', '--logLevel', 'warn'], {}],
  ['Fault tests and audits, three times in a row', 'npx', ['playwright', 'test', '--grep', '@reliability|@audit|@security|@soak', ...repeat, ...extra], {}],
  ['The TV screenshot matrix, whole', 'npx', ['playwright', 'test', 'tests/tv', ...extra], { env: { ...process.env, CS_TV_MATRIX: 'full' } }],
];
for (const [title, command, args, options] of steps) {
  console.log(`\n== ${title} ==`);
  const started = Date.now();
  const ok = run(command, args, options);
  console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
  if (!ok) {
    console.error(`\n${title} failed.`);
    process.exit(process.exitCode || 1);
  }
}
console.log('\nThe soak passed.');
