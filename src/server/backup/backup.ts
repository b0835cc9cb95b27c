import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import tar, { type ExtractEvents, type Pack as TarPack } from 'tar-stream';

type TarEntry = ExtractEvents['entry'][1];

import type { Config } from '../config.ts';
import { type DatabaseHandle, type Executor, migrationsFolder, openDatabase } from '../db/client.ts';
import { DatabaseInUseError } from '../db/database-lock.ts';
import { newsletterActiveCount } from '../modules/newsletter/newsletter.table.ts';
import { contentTypeOfKey } from '../modules/uploads/uploads.public-routes.ts';
import { uploadReferences } from '../modules/uploads/uploads.table.ts';
import { createStorage, type Storage } from '../storage/storage.ts';
import { isValidStorageKey } from '../storage/storage-keys.ts';

/**
 * Backups are a logical dump written by this code (docs/operations.md#backups, docs/decisions/003): every
 * table's rows as JSON lines in foreign-key order, the sequences, the migration level and every
 * stored upload, in one .tar.gz. The same archive restores into PGlite or PostgreSQL, whichever it
 * came from, because rows travel as PostgreSQL's own JSON text (row_to_json out,
 * json_populate_recordset in) and nothing depends on the server's files or version.
 */

export const BACKUP_FORMAT = 'nabj-usc-backup';
const BACKUP_VERSION = 1;
const MANIFEST = 'manifest.json';
// A chunk is one tar entry held in memory while written or read: bounded by rows and by bytes.
const CHUNK_ROWS = 1000;
const CHUNK_BYTES = 4 * 1024 * 1024;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: DatabaseHandle['kind'];
  /** The last migration applied to the dumped database: restore migrates to it, loads, then goes on. */
  migration: { count: number; tag: string; when: number };
  /** In an order that inserts parents before children. */
  tables: { name: string; columns: string[]; rows: number }[];
  /** Values of the sequences behind identity columns, so new rows after a restore don't collide. */
  sequences: { name: string; lastValue: string }[];
}

export interface BackupSummary {
  tables: number;
  rows: number;
  uploads: number;
  bytes: number;
}

/** A refusal the command line shows as it is: an unusable target or archive. */
export class BackupError extends Error {}

export interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations this version of the site has, oldest first (drizzle/meta/_journal.json). */
export function readJournal(folder = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'));
  return journal.entries as JournalEntry[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Parents before children, by the foreign keys between the tables. */
function dependencyOrder(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const { child, parent } of references) if (child === table && parent !== table) visit(parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

async function readMigration(db: Executor): Promise<BackupManifest['migration']> {
  const [last] = await rows<{ when: string }>(
    db,
    sql`select created_at::text as when from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const journal = readJournal();
  const count = journal.findIndex((entry) => String(entry.when) === last?.when) + 1;
  if (count === 0) throw new BackupError('The database has not been migrated by this version of the site');
  return { count, tag: journal[count - 1]!.tag, when: journal[count - 1]!.when };
}

/** Tables the database's triggers fill from the others: a restore's inserts write them again. */
export const derivedTables: string[] = [getTableName(uploadReferences), getTableName(newsletterActiveCount)];

async function readSchema(db: Executor): Promise<Pick<BackupManifest, 'tables' | 'sequences'>> {
  const tableNames = (
    await rows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !derivedTables.includes(name));
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent from pg_constraint k
        join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = k.connamespace where k.contype = 'f' and n.nspname = 'public'`,
  );
  const tables: BackupManifest['tables'] = [];
  for (const name of dependencyOrder(tableNames, references)) {
    // Generated columns are computed again on insert and may not be written.
    const columns = await rows<{ name: string }>(
      db,
      sql`select attname as name from pg_attribute
          where attrelid = ${`public.${quote(name)}`}::regclass and attnum > 0
            and not attisdropped and attgenerated = '' order by attnum`,
    );
    const [count] = await rows<{ n: string }>(
      db,
      sql.raw(`select count(*)::text as n from public.${quote(name)}`),
    );
    tables.push({ name, columns: columns.map((c) => c.name), rows: Number(count?.n ?? 0) });
  }
  const sequences = await rows<{ name: string; lastValue: string }>(
    db,
    sql`select sequencename as name, last_value::text as "lastValue" from pg_sequences
        where schemaname = 'public' and last_value is not null order by sequencename`,
  );
  return { tables, sequences };
}

function addEntry(pack: TarPack, name: string, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: body.length, mode: 0o600 }, body, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

async function addStream(pack: TarPack, name: string, size: number, body: Readable): Promise<void> {
  await pipeline(body, pack.entry({ name, size, mode: 0o600 }));
}

/** Every row of one table, read through a cursor so a large table never sits in memory whole. */
async function dumpTable(db: Executor, pack: TarPack, table: string): Promise<void> {
  const cursor = `backup_${table}`;
  await db.execute(
    sql.raw(`declare ${quote(cursor)} no scroll cursor for
             select row_to_json(t)::text as row from public.${quote(table)} t`),
  );
  let chunk: string[] = [];
  let chunkBytes = 0;
  let chunkNumber = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    chunkNumber++;
    const name = `tables/${table}/${String(chunkNumber).padStart(6, '0')}.jsonl`;
    await addEntry(pack, name, Buffer.from(`${chunk.join('\n')}\n`));
    chunk = [];
    chunkBytes = 0;
  };
  for (;;) {
    const batch = await rows<{ row: string }>(db, sql.raw(`fetch ${CHUNK_ROWS} from ${quote(cursor)}`));
    for (const { row } of batch) {
      chunk.push(row);
      chunkBytes += row.length;
      if (chunk.length >= CHUNK_ROWS || chunkBytes >= CHUNK_BYTES) await flush();
    }
    if (batch.length < CHUNK_ROWS) break;
  }
  await flush();
  await db.execute(sql.raw(`close ${quote(cursor)}`));
}

/**
 * Writes the archive to `out`. The database is read in one REPEATABLE READ transaction, so the
 * dump is one consistent snapshot however the site is written meanwhile; uploads are copied after
 * it, so every file a dumped row names is there (files are stored before the rows that name them).
 */
export async function writeBackup(
  { db, kind }: Pick<DatabaseHandle, 'db' | 'kind'>,
  storage: Storage,
  out: Writable,
): Promise<BackupSummary> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), out);
  const summary: BackupSummary = { tables: 0, rows: 0, uploads: 0, bytes: 0 };
  try {
    await db.transaction(
      async (tx) => {
        const { tables, sequences } = await readSchema(tx);
        const manifest: BackupManifest = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          source: kind,
          migration: await readMigration(tx),
          tables,
          sequences,
        };
        await addEntry(pack, MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
        for (const table of tables) await dumpTable(tx, pack, table.name);
        summary.tables = tables.length;
        summary.rows = tables.reduce((sum, table) => sum + table.rows, 0);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for await (const key of storage.list()) {
      const info = await storage.stat(key);
      const body = info && (await storage.read(key));
      // Deleted since it was listed: the snapshot taken before no longer needs it either.
      if (!info || !body) continue;
      await addStream(pack, `uploads/${key}`, info.size, body);
      summary.uploads++;
      summary.bytes += info.size;
    }
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
  await written;
  return summary;
}

/** Refuses unless the configured database and upload store hold nothing yet. */
export async function assertEmptyTarget(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'storage'>) {
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl });
    try {
      const [found] = await rows<{ n: string }>(
        database.db,
        sql`select count(*)::text as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`,
      );
      if (Number(found?.n) > 0) {
        throw new BackupError(
          'The database in DATABASE_URL already has tables. Restore needs an empty database: create a new one (createdb) and point DATABASE_URL at it.',
        );
      }
    } finally {
      await database.close();
    }
  } else {
    const dbDir = path.join(config.dataDir, 'db');
    if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) {
      throw new BackupError(
        `${dbDir} already holds a database. Restore needs an empty data directory: set DATA_DIR to a new one.`,
      );
    }
  }
  for await (const _key of createStorage(config).list()) {
    throw new BackupError(
      config.storage.kind === 's3'
        ? `The bucket ${config.storage.bucket} already holds files. Restore needs an empty bucket.`
        : `${path.join(config.dataDir, 'uploads')} already holds files. Restore needs an empty data directory.`,
    );
  }
}

/** A copy of the migrations folder that stops at `count`, so the rows meet the schema they were dumped from. */
function migrationsUpTo(count: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

function checkManifest(manifest: BackupManifest): void {
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError('This file is not a backup of this site');
  if (manifest.version > BACKUP_VERSION) {
    throw new BackupError('This backup was made by a newer version of the site: update the code first');
  }
  const journal = readJournal();
  if (journal[manifest.migration.count - 1]?.when !== manifest.migration.when) {
    throw new BackupError(
      `This backup was made at migration ${manifest.migration.tag}, which this version of the site does not have: update the code first`,
    );
  }
}

async function readEntry(entry: TarEntry): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of entry) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Inserts one chunk of rows; identity columns keep their dumped values. */
async function loadChunk(db: Executor, table: BackupManifest['tables'][number], jsonl: string) {
  const lines = jsonl.split('\n').filter(Boolean);
  if (lines.length === 0) return 0;
  const columns = table.columns.map(quote).join(', ');
  const target = `public.${quote(table.name)}`;
  await db.execute(
    sql`${sql.raw(`insert into ${target} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${target}, `)}${`[${lines.join(',')}]`}::json)`,
  );
  return lines.length;
}

/** The archive's entries one by one; `finished` settles once the whole file has been read. */
function openArchive(archive: Readable) {
  const extract = tar.extract();
  const finished = pipeline(archive, createGunzip(), extract);
  // Awaited at the end; until then a damaged file must not count as an unhandled rejection.
  finished.catch(() => {});
  const entries = extract[Symbol.asyncIterator]();
  return {
    finished,
    async next(): Promise<TarEntry | undefined> {
      const { value, done } = await entries.next();
      return done ? undefined : value;
    },
    close() {
      archive.destroy();
    },
  };
}

/** zlib's words for a damaged or truncated file, in ours. */
function explainDamage(error: unknown): unknown {
  return error instanceof Error &&
    /unexpected end of file|incorrect header check|Invalid tar header/i.test(error.message)
    ? new BackupError('The backup file is damaged or cut short')
    : error;
}

async function readManifest(next: () => Promise<TarEntry | undefined>): Promise<BackupManifest> {
  const first = await next();
  if (first?.header.name !== MANIFEST) throw new BackupError('This file is not a backup of this site');
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse((await readEntry(first)).toString('utf8'));
  } catch {
    throw new BackupError('This file is not a backup of this site');
  }
  checkManifest(manifest);
  return manifest;
}

/**
 * Restores an archive into the configured database and upload store, which must be empty. The
 * rows are loaded in one transaction at the archive's own migration level; later migrations then
 * run as on any start. A failed restore into a data directory leaves it empty again.
 */
export async function restoreBackup(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'storage'>,
  archive: Readable,
): Promise<BackupSummary & { manifest: BackupManifest }> {
  await assertEmptyTarget(config);
  const { finished, next, close } = openArchive(archive);
  const dbDir = path.join(config.dataDir, 'db');
  let targetTouched = false;
  try {
    const manifest = await readManifest(next);
    targetTouched = true;
    const database = await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: dbDir },
    );
    const summary: BackupSummary = { tables: manifest.tables.length, rows: 0, uploads: 0, bytes: 0 };
    let entry: TarEntry | undefined;
    try {
      const partial = migrationsUpTo(manifest.migration.count);
      try {
        await database.migrate(partial);
      } finally {
        fs.rmSync(partial, { recursive: true, force: true });
      }
      const tables = new Map(manifest.tables.map((table) => [table.name, table]));
      const loaded = new Map<string, number>();
      entry = await database.db.transaction(async (tx) => {
        let current = await next();
        for (; current?.header.name.startsWith('tables/'); current = await next()) {
          const table = tables.get(current.header.name.split('/')[1] ?? '');
          if (!table) throw new BackupError(`The backup names an unknown table: ${current.header.name}`);
          const count = await loadChunk(tx, table, (await readEntry(current)).toString('utf8'));
          loaded.set(table.name, (loaded.get(table.name) ?? 0) + count);
        }
        for (const table of manifest.tables) {
          if ((loaded.get(table.name) ?? 0) !== table.rows) {
            throw new BackupError(
              `The backup is incomplete: table ${table.name} should have ${table.rows} rows, found ${loaded.get(table.name) ?? 0}`,
            );
          }
        }
        for (const sequence of manifest.sequences) {
          await tx.execute(
            sql`select setval(${`public.${quote(sequence.name)}`}, ${sequence.lastValue}::bigint, true)`,
          );
        }
        return current;
      });
      summary.rows = [...loaded.values()].reduce((sum, n) => sum + n, 0);
      await database.migrate();
    } finally {
      await database.close();
    }

    const storage = createStorage(config);
    for (; entry; entry = await next()) {
      const key = entry.header.name.replace(/^uploads\//, '');
      if (!entry.header.name.startsWith('uploads/') || !isValidStorageKey(key)) {
        throw new BackupError(`The backup holds an unexpected file: ${entry.header.name}`);
      }
      await storage.put(key, Readable.from(entry), contentTypeOfKey(key));
      summary.uploads++;
      summary.bytes += entry.header.size ?? 0;
    }
    await finished;
    return { ...summary, manifest };
  } catch (error) {
    close();
    // Another process has the data directory's database open (it started meanwhile): what is there is its.
    if (error instanceof DatabaseInUseError) throw error;
    // Both were empty before (assertEmptyTarget), so nothing of the owner's is removed here.
    if (targetTouched && !config.databaseUrl) fs.rmSync(dbDir, { recursive: true, force: true });
    if (targetTouched && config.storage.kind === 'disk') {
      fs.rmSync(path.join(config.dataDir, 'uploads'), { recursive: true, force: true });
    }
    const explained = explainDamage(error);
    if (targetTouched && config.databaseUrl && explained instanceof BackupError) {
      explained.message += '. The database was left partly filled: drop and create it again before retrying.';
    }
    throw explained;
  }
}

/** Reads an archive through without restoring it: its manifest, and that every table chunk is there. */
export async function verifyBackup(archive: Readable): Promise<BackupSummary & { manifest: BackupManifest }> {
  const { finished, next, close } = openArchive(archive);
  try {
    const manifest = await readManifest(next);
    const summary: BackupSummary = { tables: manifest.tables.length, rows: 0, uploads: 0, bytes: 0 };
    for (let entry = await next(); entry; entry = await next()) {
      if (entry.header.name.startsWith('tables/')) {
        summary.rows += (await readEntry(entry)).toString('utf8').split('\n').filter(Boolean).length;
      } else {
        entry.resume();
        summary.uploads++;
        summary.bytes += entry.header.size ?? 0;
      }
    }
    await finished;
    const expected = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    if (summary.rows !== expected) {
      throw new BackupError(`The backup is incomplete: ${summary.rows} of ${expected} rows`);
    }
    return { ...summary, manifest };
  } catch (error) {
    close();
    throw explainDamage(error);
  }
}
