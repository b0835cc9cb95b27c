import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/server/db/client.ts';
import { pgliteExtensions } from '../src/server/db/pglite.ts';
import { databaseUrlWithName } from './test-database.ts';

/** Migrates one golden database per run; every test file then gets its own clone (CONVENTIONS §11). */
export default async function setup(project: TestProject) {
  if (project.name === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = `nabj_golden_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    const golden = await openDatabase({ url: databaseUrlWithName(url, template) });
    await golden.migrate();
    await golden.close();
    project.provide('goldenDatabase', { kind: 'postgres', url, template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }

  const client = await PGlite.create({ extensions: pgliteExtensions });
  const golden = await openDatabase({ pglite: client });
  await golden.migrate();
  const image = await client.dumpDataDir('none');
  await golden.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-golden-'));
  const imagePath = path.join(dir, 'golden.tar');
  fs.writeFileSync(imagePath, Buffer.from(await image.arrayBuffer()));
  project.provide('goldenDatabase', { kind: 'pglite', imagePath });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
