import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { crashRound } from '../../../test-support/resilience/crash-round.ts';
import { freePort } from '../../../test-support/resilience/free-port.ts';
import { databaseUrlWithName, runOnServer } from '../../../test-support/test-database.ts';

// The project's database decides which one is killed: PGlite in DATA_DIR, or a new PostgreSQL database.
const kind = inject('goldenDatabase').kind;
let dataDir: string;
let databaseUrl: string | undefined;
const adminUrl = process.env.TEST_DATABASE_URL;
const name = `nabj_crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-crash-test-'));
  if (kind === 'postgres') {
    await runOnServer(adminUrl!, `CREATE DATABASE ${name}`);
    databaseUrl = databaseUrlWithName(adminUrl!, name);
  }
});
afterAll(async () => {
  if (kind === 'postgres') await runOnServer(adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`crash safety on ${kind}`, () => {
  it('keeps every write answered 2xx when the server is killed mid-burst, and starts again', async () => {
    const round = await crashRound(
      { port: await freePort(), dataDir, databaseUrl, env: { RATE_LIMIT_NEWSLETTER: '1000000' } },
      1,
    );
    expect(round.acknowledged).toBeGreaterThanOrEqual(20);
    expect(round.lost).toBe(0);
  }, 300_000);
});
