import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Server, startServer } from '../../scripts/built-server.ts';
import { demoArticles } from '../../src/server/db/seed/demo-content.ts';
import { freePort } from '../../test-support/resilience/free-port.ts';
import { databaseUrlWithName } from '../../test-support/test-database.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  if (process.env.CI) throw new Error('TEST_DATABASE_URL is not set: .ci/run sets it');
  console.warn('Skipping the several-instances test: set TEST_DATABASE_URL (README)');
}

describe.skipIf(!postgresUrl)('several instances started at once on one empty PostgreSQL database', () => {
  const name = `nabj_instances_${process.pid}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-instances-'));
  const servers: Server[] = [];
  const query = async <T extends pg.QueryResultRow>(text: string, database = name) => {
    const client = new pg.Client({ connectionString: databaseUrlWithName(postgresUrl!, database) });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  };

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, 'postgres');
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('all come up and serve, with one first admin, one set of push keys and one copy of the demo content', async () => {
    await query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, 'postgres');
    await query(`CREATE DATABASE ${name}`, 'postgres');
    const ports = [await freePort(), await freePort(), await freePort()];
    // The built server as `npm start` runs it, each with ADMIN_USERNAME/ADMIN_PASSWORD and the demo
    // content on, all spawned in the same moment; each resolves once it answers /readyz.
    const started = await Promise.allSettled(
      ports.map((port, i) => {
        const dataDir = path.join(work, `instance-${i}`);
        fs.mkdirSync(dataDir);
        return startServer({ dataDir, port, databaseUrl: databaseUrlWithName(postgresUrl!, name) });
      }),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const logs = ports.map((_, i) => fs.readFileSync(path.join(work, `instance-${i}`, 'server.log'), 'utf8'));
    expect(
      started.map((result) => result.status),
      logs.join('\n'),
    ).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const keys = new Set<string>();
    for (const port of ports) {
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      keys.add((await (await fetch(`http://127.0.0.1:${port}/api/push/public-key`)).json()).publicKey);
    }
    expect(keys.size).toBe(1);
    expect(logs.filter((log) => log.includes('Created admin')).length).toBe(1);
    expect(logs.filter((log) => log.includes('Added the demo content.')).length).toBe(1);
    expect(await query('select username from admins')).toEqual([{ username: 'bench-admin' }]);
    expect(await query('select count(*)::int as n from articles')).toEqual([{ n: demoArticles.length }]);
  }, 240_000);
});
