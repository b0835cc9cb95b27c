// `npm run bench:crash`: the crash check of src/server/resilience/crash.test.ts, 20 rounds per
// database (CRASH_ROUNDS to change, CRASH_DB to run one), with figures: writes acknowledged, lost (must be 0), restart time.
// PostgreSQL rounds run when TEST_DATABASE_URL names a server where databases may be created.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { crashRound } from '../test-support/resilience/crash-round.ts';
import { freePort } from '../test-support/resilience/free-port.ts';
import { databaseUrlWithName } from '../test-support/test-database.ts';

const rounds = Number(process.env.CRASH_ROUNDS ?? 20);
const postgresUrl = process.env.TEST_DATABASE_URL;
const env = { RATE_LIMIT_NEWSLETTER: '1000000' };

async function onPostgres(statement: string) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

let failed = false;
// CRASH_DB=pglite or postgres runs only that one.
const kinds = (['pglite', ...(postgresUrl ? ['postgres'] : [])] as const).filter(
  (kind) => !process.env.CRASH_DB || kind === process.env.CRASH_DB,
);
for (const kind of kinds) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-bench-crash-'));
  const name = `nabj_bench_crash_${process.pid}`;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    await onPostgres(`CREATE DATABASE ${name}`);
    databaseUrl = databaseUrlWithName(postgresUrl!, name);
  }
  const results = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      let result: Awaited<ReturnType<typeof crashRound>>;
      try {
        result = await crashRound({ port: await freePort(), dataDir, databaseUrl, env }, round);
      } catch (error) {
        // Kept for a post-mortem: the data directory the server could not start on.
        const kept = `${dataDir}-failed`;
        fs.cpSync(dataDir, kept, { recursive: true });
        console.log(`${kind} round ${round} FAILED (data kept in ${kept}): ${(error as Error).message}`);
        failed = true;
        break;
      }
      results.push(result);
      console.log(
        `${kind} round ${round}: ${result.acknowledged} acknowledged, ${result.lost} lost, restart ${Math.round(result.restartMs)} ms`,
      );
    }
  } finally {
    if (kind === 'postgres') await onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const acknowledged = results.reduce((sum, r) => sum + r.acknowledged, 0);
  const lost = results.reduce((sum, r) => sum + r.lost, 0);
  console.log(
    `${kind}: ${results.length} runs, ${acknowledged} writes acknowledged, ${lost} lost, restart median ${Math.round(median(results.map((r) => r.restartMs)))} ms`,
  );
  if (lost > 0) failed = true;
}
process.exit(failed ? 1 : 0);
