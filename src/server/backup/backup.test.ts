import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { databaseUrlWithName } from '../../../test-support/test-database.ts';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { requestBackup, serveControlRequests } from '../control-socket.ts';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client.ts';
import { drawStoryCover } from '../db/seed/demo-pictures.ts';
import { seedDemoContent } from '../db/seed/seed-demo.ts';
import { newsletterMailQueue } from '../modules/newsletter/newsletter.table.ts';
import { stagingRootOf } from '../modules/uploads/uploads.service.ts';
import { createStorage, type Storage } from '../storage/storage.ts';
import { BackupError, derivedTables, restoreBackup, verifyBackup, writeBackup } from './backup.ts';

const golden = inject('goldenDatabase');
// Restores go into PostgreSQL too whenever one is at hand, whichever database the source is.
const postgresUrl = process.env.TEST_DATABASE_URL;

let t: TestApp;
let source: Pick<DatabaseHandle, 'db' | 'kind'>;
let storage: Storage;
let cookie: string;
let work: string;
let archive: string;

async function rowsOf(db: Database, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** Every table's rows as PostgreSQL's own JSON text, sorted, plus the sequences and the migrations. */
async function contentsOf(db: Database) {
  const tables = (
    await rowsOf(db, sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)
  ).map((row) => String(row.tablename));
  const contents: Record<string, string[]> = {};
  for (const table of tables) {
    contents[table] = (
      await rowsOf(db, sql.raw(`select row_to_json(t)::text as row from public."${table}" t order by 1`))
    ).map((row) => String(row.row));
  }
  const sequences = await rowsOf(
    db,
    sql`select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by 1`,
  );
  const migrations = await rowsOf(
    db,
    sql`select hash, created_at::text from drizzle.__drizzle_migrations order by 2`,
  );
  return { contents, sequences, migrations };
}

async function filesOf(store: Storage): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for await (const key of store.list()) {
    const body = await store.read(key);
    const parts: Buffer[] = [];
    for await (const part of body!) parts.push(part as Buffer);
    files.set(key, Buffer.concat(parts));
  }
  return files;
}

/** A target that holds nothing yet: a new data directory, or a new PostgreSQL database beside it. */
async function emptyTarget(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(work, 'target-'));
  if (kind === 'pglite') {
    return {
      config: { dataDir, databaseUrl: undefined, storage: { kind: 'disk' as const } },
      drop: async () => {},
    };
  }
  const name = `nabj_restore_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    config: {
      dataDir,
      databaseUrl: databaseUrlWithName(postgresUrl!, name),
      storage: { kind: 'disk' as const },
    },
    drop: async () => {
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

function openTarget(config: Pick<Config, 'dataDir' | 'databaseUrl'>) {
  return openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
  );
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** `npm run backup|restore -- <file>` as an operator runs it: its own process, only these variables. */
function runScript(
  script: 'backup' | 'restore',
  file: string,
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
) {
  return promisify(execFile)(process.execPath, [`scripts/${script}.ts`, file], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: config.dataDir,
      ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
    },
  });
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-backup-test-'));
  const dataDir = path.join(work, 'source');
  t = await startTestApp({ dataDir });
  source = { db: t.db, kind: golden.kind };
  storage = createStorage(t.config);
  ({ cookie } = await signInAsNewAdmin(t));

  // Content of every kind: the demo chapter (stories, videos, graphics, events, picks, member of the
  // month, crossword, poll, pictures), then what readers and editors add through the API.
  await seedDemoContent(t.db, { db: t.db, storage, stagingRoot: stagingRootOf(dataDir) });
  const boundary = 'backupboundary';
  const picture = await drawStoryCover('news', 42, 800, 600);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/admin/upload',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(upload.statusCode).toBe(201);
  const article = await t.app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: { cookie },
    payload: {
      title: 'Backed up, with “quotes”, emoji 🎙️ and a\nnew line',
      excerpt: 'e',
      content: '<p>Body</p>',
      author: 'Ada Reporter',
      imageUrl: upload.json().url,
    },
  });
  expect(article.statusCode).toBe(201);
  const comment = await t.app.inject({
    method: 'POST',
    url: `/api/articles/${article.json().id}/comments`,
    payload: { name: 'Reader', content: 'Kept in the backup' },
    remoteAddress: '192.0.2.7',
  });
  expect(comment.statusCode).toBeLessThan(300);
  const poll = (await t.app.inject({ method: 'GET', url: '/api/polls/active' })).json();
  const vote = await t.app.inject({
    method: 'POST',
    url: '/api/polls/vote',
    payload: { pollId: poll.id, optionId: poll.options[0].id },
  });
  expect(vote.statusCode).toBeLessThan(300);
  const subscribe = await t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email: 'reader@example.org' },
  });
  expect(subscribe.statusCode).toBe(200);
  // The confirmation mail goes out after the answer: once it has, the rows stay as they are.
  await vi.waitFor(async () => expect(await t.db.$count(newsletterMailQueue)).toBe(0));

  archive = path.join(work, 'backup.tar.gz');
  await writeBackup(source, storage, fs.createWriteStream(archive));
}, 120_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('writes an archive whose manifest accounts for every row and upload', async () => {
    const summary = await verifyBackup(fs.createReadStream(archive));
    // Derived tables stay out: the restore test below shows the triggers fill them again.
    const { contents } = await contentsOf(t.db);
    const dumped = Object.entries(contents).filter(([table]) => !derivedTables.includes(table));
    expect(derivedTables).toEqual(['upload_references', 'newsletter_active_count']);
    expect(summary.tables).toBe(dumped.length);
    expect(summary.rows).toBe(dumped.reduce((sum, [, rows]) => sum + rows.length, 0));
    expect(summary.uploads).toBe((await filesOf(storage)).size);
    expect(summary.uploads).toBeGreaterThan(10);
    expect(summary.manifest.source).toBe(golden.kind);
    // The tables the content above fills, so the comparison below compares something.
    for (const table of [
      'articles',
      'uploads',
      'comments',
      'poll_votes',
      'newsletter_subscriptions',
      'admins',
      'upload_references',
      'newsletter_active_count',
    ]) {
      expect(contents[table]?.length, table).toBeGreaterThan(0);
    }
  });

  const targets = (['pglite', 'postgres'] as const).filter((kind) => kind === 'pglite' || postgresUrl);
  it.each(targets)(
    'restores into an empty %s target: every row, sequence and upload byte',
    async (kind) => {
      const target = await emptyTarget(kind);
      try {
        const restored = await restoreBackup(target.config, fs.createReadStream(archive));
        expect(restored.manifest.source).toBe(golden.kind);

        const database = await openTarget(target.config);
        try {
          expect(await contentsOf(database.db)).toEqual(await contentsOf(t.db));
          const restoredFiles = await filesOf(createStorage(target.config));
          const sourceFiles = await filesOf(storage);
          expect([...restoredFiles.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
          for (const [key, bytes] of sourceFiles)
            expect(restoredFiles.get(key)?.equals(bytes), key).toBe(true);

          // The restored site works: the old session still signs in, and new rows take new ids.
          const app = await buildApp({ config: { ...t.config, ...target.config }, db: database.db });
          try {
            const created = await app.inject({
              method: 'POST',
              url: '/api/admin/articles',
              headers: { cookie },
              payload: {
                title: 'After the restore',
                excerpt: 'e',
                content: 'c',
                author: 'A',
                imageUrl: '/uploads/a.png',
              },
            });
            expect(created.statusCode).toBe(201);
            const [max] = await rowsOf(t.db, sql`select max(id) as id from articles`);
            expect(created.json().id).toBeGreaterThan(Number(max?.id));
          } finally {
            await app.close();
          }
        } finally {
          await database.close();
        }

        // A second restore into the same, now filled, target is refused with a clear message.
        await expect(restoreBackup(target.config, fs.createReadStream(archive))).rejects.toThrow(
          kind === 'pglite'
            ? /already holds a database\. Restore needs an empty data directory/
            : /already has tables/,
        );
      } finally {
        await target.drop();
      }
    },
    120_000,
  );

  it('refuses a target whose upload folder already holds files', async () => {
    const target = await emptyTarget('pglite');
    fs.mkdirSync(path.join(target.config.dataDir, 'uploads'));
    fs.writeFileSync(path.join(target.config.dataDir, 'uploads', 'left-over.jpg'), 'x');
    await expect(restoreBackup(target.config, fs.createReadStream(archive))).rejects.toThrow(
      /uploads already holds files/,
    );
    expect(fs.existsSync(path.join(target.config.dataDir, 'db'))).toBe(false);
  });

  it('refuses a file that is not a backup, or one cut short, and says which', async () => {
    const notBackup = path.join(work, 'other.tar.gz');
    const pack = tar.pack();
    pack.entry({ name: 'hello.txt' }, 'hi');
    pack.finalize();
    await pipeline(pack, createGzip(), fs.createWriteStream(notBackup));
    const target = await emptyTarget('pglite');
    await expect(restoreBackup(target.config, fs.createReadStream(notBackup))).rejects.toThrow(
      new BackupError('This file is not a backup of this site'),
    );

    const whole = fs.readFileSync(archive);
    const cut = () => Readable.from([whole.subarray(0, whole.length / 2)]);
    await expect(verifyBackup(cut())).rejects.toThrow(
      new BackupError('The backup file is damaged or cut short'),
    );
    await expect(restoreBackup(target.config, cut())).rejects.toThrow(
      new BackupError('The backup file is damaged or cut short'),
    );
    // The data directory is left empty, ready for another try.
    expect(fs.existsSync(path.join(target.config.dataDir, 'db'))).toBe(false);
  }, 120_000);

  it('round-trips a data directory through `npm run backup` and `npm run restore`', async () => {
    // A site as it runs from a data directory: PGlite under DATA_DIR/db, the uploads beside it.
    const site = await emptyTarget('pglite');
    await restoreBackup(site.config, fs.createReadStream(archive));
    const file = path.join(work, 'from-scripts', 'site.tar.gz');
    const backedUp = await runScript('backup', file, site.config);
    expect(backedUp.stdout).toContain(`Wrote ${file}`);
    // Renamed into place once checked: owner-only, and no partial file left beside it.
    expect(fs.readdirSync(path.dirname(file))).toEqual(['site.tar.gz']);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    for (const kind of targets) {
      const target = await emptyTarget(kind);
      try {
        const restored = await runScript('restore', file, target.config);
        expect(restored.stdout).toContain(`Restored ${file}`);
        const database = await openTarget(target.config);
        try {
          expect(await contentsOf(database.db)).toEqual(await contentsOf(t.db));
        } finally {
          await database.close();
        }
        expect(await filesOf(createStorage(target.config))).toEqual(await filesOf(storage));
      } finally {
        await target.drop();
      }
    }
  }, 300_000);

  it('is served by the running server through its control socket', async () => {
    const socketPath = path.join(work, 'control.sock');
    const stop = await serveControlRequests(
      socketPath,
      {
        backup: (out) => writeBackup(source, storage, out),
        runAdminCommand: () => Promise.reject(new Error('not asked here')),
        databaseChecks: () => Promise.reject(new Error('not asked here')),
      },
      t.app.log,
    );
    try {
      expect(fs.statSync(socketPath).mode & 0o777).toBe(0o600);
      const stream = await requestBackup(socketPath);
      expect(stream).toBeDefined();
      const summary = await verifyBackup(stream!);
      expect(summary.rows).toBe((await verifyBackup(fs.createReadStream(archive))).rows);
    } finally {
      await stop();
    }
    expect(await requestBackup(socketPath)).toBeUndefined();
  });
});
