// npm test: on a fresh clone — install if needed, type-check, unit tests,
// build once, then the browser tests in real Chromium over real WebRTC: the
// screens as tabs of one browser on loopback, then the whole games, the audits
// and the fault tests on the device LAN (each device its own network namespace
// and Chromium; needs root). Every test runs once; repeats, and the tests
// tagged @soak (a property another test already proves, at more cost), are
// `npm run test:soak`'s (scripts/soak.mjs).
//
// At the end it prints each stage's time and a line counting the skipped
// browser tests with their reasons, so a green run that skipped the device LAN
// or the real voices says so. With CI=true such a skip fails the test instead
// (tests/support/lan/index.ts, tests/speech/).
//
// Extra arguments go to one Playwright run instead (e.g. `npm test -- --grep @reliability`).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies, run } from './ensure-deps.mjs';

ensureDependencies();
const extra = process.argv.slice(2);
const reports = mkdtempSync(path.join(os.tmpdir(), 'citysleeps-test-'));

/** A Playwright run that also writes a JSON report, read for the skip summary. */
function playwright(name, args) {
  const report = path.join(reports, `${name}.json`);
  return {
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list,json', ...args],
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    report,
  };
}

const browserRuns = extra.length
  ? [['Browser tests', playwright('browser', extra)]]
  : [
      ['Browser tests: screens and UI (loopback)', playwright('loopback', ['--project', 'loopback', '--grep-invert', '@soak'])],
      ['Browser tests: games, audits and faults (device LAN)', playwright('device-lan', ['--project', 'device-lan', '--grep-invert', '@soak'])],
    ];
const steps = [
  ['Type-check', { command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] }],
  ['Unit tests', { command: 'npx', args: ['vitest', 'run'] }],
  ['Build', { command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] }],
  ...browserRuns,
];

const times = [];
let failed = null;
for (const [title, step] of steps) {
  console.log(`\n== ${title} ==`);
  const started = Date.now();
  const ok = run(step.command, step.args, step.env ? { env: step.env } : {});
  times.push([title, Date.now() - started]);
  if (!ok) {
    failed = title;
    break;
  }
}

console.log('\n== Time by stage ==');
for (const [title, ms] of times) console.log(`${formatMs(ms).padStart(8)}  ${title}`);
console.log(`${formatMs(times.reduce((sum, [, ms]) => sum + ms, 0)).padStart(8)}  in all`);
printSkips(steps.flatMap(([, step]) => (step.report ? [step.report] : [])));
rmSync(reports, { recursive: true, force: true });

if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(process.exitCode || 1);
}
console.log('\nAll tests passed.');

function formatMs(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** One line counting the browser tests that skipped, then each reason once with its count. */
function printSkips(files) {
  const reasons = new Map();
  let skipped = 0;
  for (const file of files) {
    let report;
    try {
      report = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue; // the run did not get as far as its report
    }
    for (const test of allTests(report.suites ?? [])) {
      if (test.results?.every((result) => result.status === 'skipped') && test.results.length > 0) {
        skipped++;
        const why = test.annotations?.find((note) => note.type === 'skip')?.description || 'no reason given';
        reasons.set(why, (reasons.get(why) ?? 0) + 1);
      }
    }
  }
  if (skipped === 0) {
    console.log('\nSkipped browser tests: none.');
    return;
  }
  console.log(`\nSkipped browser tests: ${skipped}. This run did NOT check what they test:`);
  for (const [why, count] of reasons) console.log(`  ${count} × ${why}`);
}

function* allTests(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) yield* spec.tests ?? [];
    yield* allTests(suite.suites ?? []);
  }
}
