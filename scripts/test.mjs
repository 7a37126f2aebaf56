// npm test: on a fresh clone — install if needed, type-check (the app, and the
// engine alone without the DOM), unit tests, the lint beside them, build once, then the browser tests in real Chromium over real WebRTC: the
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
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies, root, run } from './ensure-deps.mjs';

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
      // Two workers on loopback: its tests are tabs of one machine's browser and leave a core idle
      // as they wait on pages. The device LAN stays at one: a whole game there is a dozen
      // browsers, and two at once starve each other's phones of the time a player has.
      ['Browser tests: screens and UI (loopback)', playwright('loopback', ['--project', 'loopback', '--grep-invert', '@soak', '--workers', '2'])],
      ['Browser tests: games, audits and faults (device LAN)', playwright('device-lan', ['--project', 'device-lan', '--grep-invert', '@soak'])],
    ];
// The lint (one core, about 40 s of CPU here) runs beside the type-checks and the unit tests,
// which leave the second core half idle; its output is printed whole when it is awaited.
const lint = background('npx', ['eslint', '.']);
const steps = [
  ['Type-check (the app, then the engine alone without the DOM, then the party server)', { command: 'npm', args: ['run', '--silent', 'typecheck'] }],
  ['Unit tests', { command: 'npx', args: ['vitest', 'run'] }],
  ['Lint (ran beside the two above)', { await: lint }],
  ['Build', { command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] }],
  ...browserRuns,
];

const times = [];
const began = Date.now();
let failed = null;
for (const [title, step] of steps) {
  console.log(`\n== ${title} ==`);
  const started = Date.now();
  const ok = step.await ? await finish(step.await) : run(step.command, step.args, step.env ? { env: step.env } : {});
  times.push([title, step.await ? step.await.ms() : Date.now() - started]);
  if (!ok) {
    failed = title;
    break;
  }
}
lint.stop();

console.log('\n== Time by stage ==');
for (const [title, ms] of times) console.log(`${formatMs(ms).padStart(8)}  ${title}`);
console.log(`${formatMs(Date.now() - began).padStart(8)}  in all`);
printSkips(steps.flatMap(([, step]) => (step.report ? [step.report] : [])));
rmSync(reports, { recursive: true, force: true });

if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(process.exitCode || 1);
}
console.log('\nAll tests passed.');

/** A command started now whose output is kept until it is awaited (`finish`). */
function background(command, args) {
  const started = Date.now();
  let ended = null;
  const chunks = [];
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => {
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.once('close', (code) => resolve(code ?? 1));
  }).then((code) => {
    ended = Date.now();
    return code;
  });
  return {
    done,
    output: () => Buffer.concat(chunks).toString(),
    ms: () => (ended ?? Date.now()) - started,
    stop: () => ended === null && child.kill(),
  };
}

/** Waits for a background command, prints what it said, and sets the exit code if it failed. */
async function finish(job) {
  const code = await job.done;
  process.stdout.write(job.output() || 'No problems.\n');
  if (code !== 0) process.exitCode = code;
  return code === 0;
}

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
