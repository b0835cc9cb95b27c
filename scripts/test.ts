// `npm test`: typecheck, lint, a production build, the Vitest suites (PGlite, PostgreSQL when
// TEST_DATABASE_URL is set, and the deploy/ files), then the Playwright browser tests. Stops at the
// first failing step.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
fs.mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

const steps: [string, string[]][] = [
  ['typecheck', ['npx', 'tsc', '--noEmit']],
  ['lint', ['npx', 'biome', 'check', '.']],
  // Before the Vitest suites: the deploy tests run the built server (deploy/test/).
  ['build', ['npm', 'run', 'build']],
  [
    'unit and server tests',
    ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  ],
  ['browser tests', ['npx', 'playwright', 'test']],
];

for (const [name, [command, ...args]] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command!, args, { cwd: root, stdio: 'inherit' });
  console.log(
    `◀ ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// One closing line that CI reads as the count of the whole run.
const vitest = JSON.parse(fs.readFileSync(vitestReport, 'utf8'));
const playwright = JSON.parse(fs.readFileSync(playwrightReport, 'utf8'));
// A browser test that passed only on its retry (CI allows one) counts as passed, and is named as flaky.
const flaky: number = playwright.stats.flaky ?? 0;
if (flaky > 0) console.log(`\n${flaky} browser test(s) passed only on retry: see reports/playwright.json`);
const passed = vitest.numPassedTests + playwright.stats.expected + flaky;
const failed = vitest.numFailedTests + playwright.stats.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + playwright.stats.skipped;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
