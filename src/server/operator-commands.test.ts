import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../test-support/resilience/free-port.ts';
import {
  ADMIN,
  type ServerProcess,
  signIn,
  startServerProcess,
} from '../../test-support/resilience/server-process.ts';
import { databaseUrlWithName } from '../../test-support/test-database.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/client.ts';
import { drawStoryCover } from './db/seed/demo-pictures.ts';
import { base32Decode, hotp, totpStep } from './modules/admin-auth/totp.ts';

/**
 * The operator's commands as an operator runs them, in processes of their own, beside the real
 * server (docs/operations.md): on the embedded database they go through the server or are refused,
 * never opening its files beside it; on PostgreSQL they write to the shared database and the server
 * sees it at once. Then a restart, and every row is there.
 */

const kind = inject('goldenDatabase').kind;
const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `nabj_operator_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const repoRoot = path.resolve(import.meta.dirname, '../..');

let work: string;
let dataDir: string;
let databaseUrl: string | undefined;
let port: number;
let server: ServerProcess | undefined;
let cookie: string;

async function onPostgres(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** `npm run <script> -- …args` with only the site's variables, `input` on its standard input. */
function runCommand(script: string, args: string[], input = '') {
  const child = spawn(process.execPath, [`scripts/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdin.end(input);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

/** `npm run admin -- create <username> <email>`, with the password typed at its prompt. */
const createAdminByCommand = (username: string, email: string, password: string) =>
  runCommand('admin', ['create', username, email], `${password}\n`);

const startServer = () =>
  startServerProcess({ port, dataDir, databaseUrl, env: { RATE_LIMIT_NEWSLETTER: '1000' } });

function api(method: string, url: string, options: { cookie?: string; body?: unknown } = {}) {
  return fetch(`${server!.url}${url}`, {
    method,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
}

function login(username: string, password: string) {
  return api('POST', '/api/admin/login', { body: { username, password } });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Every file and folder under DATA_DIR that its group or others may read, write or enter. */
function openToOthers(): string[] {
  const open: string[] = [];
  const visit = (target: string) => {
    const stats = fs.lstatSync(target);
    if (stats.mode & 0o077) open.push(`${(stats.mode & 0o777).toString(8)} ${target}`);
    if (stats.isDirectory()) for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
  };
  visit(dataDir);
  return open;
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-operator-'));
  dataDir = path.join(work, 'data');
  if (kind === 'postgres') {
    await onPostgres(`CREATE DATABASE ${databaseName}`);
    databaseUrl = databaseUrlWithName(adminUrl!, databaseName);
  }
  port = await freePort();
  server = await startServer();
  cookie = await signIn(server.url);
}, 240_000);

afterAll(async () => {
  await server?.kill('SIGKILL');
  if (kind === 'postgres') await onPostgres(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  fs.rmSync(work, { recursive: true, force: true });
});

describe(`operator commands beside the running server, on ${kind}`, () => {
  it('npm run admin changes what the running server answers at once', async () => {
    const first = await createAdminByCommand('newsroom', 'newsroom@example.org', 'first password 1');
    expect(first.code).toBe(0);
    const oldSession = cookieOf(await login('newsroom', 'first password 1'));
    expect((await api('GET', '/api/admin/me', { cookie: oldSession })).status).toBe(200);

    const reset = await runCommand('admin', ['reset-password', 'newsroom'], 'second password 2\n');
    expect(reset.stderr).toBe('');
    expect(reset.stdout).toContain('Changed the password of "newsroom"; their sessions were ended.');
    expect(reset.code).toBe(0);
    expect((await api('GET', '/api/admin/me', { cookie: oldSession })).status).toBe(401);
    expect((await login('newsroom', 'first password 1')).status).toBe(401);
    expect((await login('newsroom', 'second password 2')).status).toBe(200);

    const created = await createAdminByCommand('night-editor', 'Night@Example.org', 'night password 3');
    expect(created.stdout).toContain('Created admin "night-editor" <night@example.org>.');
    expect(created.code).toBe(0);
    // Turning two-factor on needs the password again; confirming it gives the session a new id.
    const signedIn = cookieOf(await login('night-editor', 'night password 3'));
    const reauthenticated = cookieOf(
      await api('POST', '/api/admin/reauthenticate', {
        cookie: signedIn,
        body: { password: 'night password 3' },
      }),
    );
    const { secret } = await (
      await api('POST', '/api/admin/accounts/me/two-factor/setup', { cookie: reauthenticated })
    ).json();
    const code = hotp(base32Decode(secret), totpStep(new Date()));
    const confirmed = await api('POST', '/api/admin/accounts/me/two-factor/confirm', {
      cookie: reauthenticated,
      body: { code },
    });
    expect(confirmed.status).toBe(200);
    const night = cookieOf(confirmed);
    expect((await api('GET', '/api/admin/me', { cookie: night })).status).toBe(200);
    expect(await (await login('night-editor', 'night password 3')).json()).toMatchObject({
      twoFactorRequired: true,
    });

    const turnedOff = await runCommand('admin', ['reset-two-factor', 'night-editor']);
    expect(turnedOff.stdout).toContain(
      'Turned off two-factor sign-in for "night-editor"; their sessions were ended.',
    );
    expect(turnedOff.code).toBe(0);
    expect((await api('GET', '/api/admin/me', { cookie: night })).status).toBe(401);
    expect(await (await login('night-editor', 'night password 3')).json()).toMatchObject({
      username: 'night-editor',
      twoFactorEnabled: false,
    });

    const unknown = await runCommand('admin', ['reset-password', 'nobody'], 'third password 3\n');
    expect(unknown.stderr).toBe('There is no admin named "nobody".\n');
    expect(unknown.code).toBe(1);
    const existing = await createAdminByCommand('newsroom', 'desk@example.org', 'third password 3');
    expect(existing.stderr).toContain('An admin named "newsroom" already exists.');
    expect(existing.code).toBe(1);
  }, 240_000);

  it('npm run seed:large is refused on the embedded database and seen at once on PostgreSQL', async () => {
    const stories = async () =>
      (await (await api('GET', '/api/articles?fields=summary&limit=20')).json()).length;
    expect(
      (
        await api('POST', '/api/admin/articles', {
          cookie,
          body: {
            title: 'Before the seed',
            excerpt: 'e',
            content: '<p>c</p>',
            author: 'A',
            imageUrl: '/uploads/a.png',
          },
        })
      ).status,
    ).toBe(201);
    // Read once, so the server holds the answer in its cache.
    expect(await stories()).toBe(1);

    const seeded = await runCommand('seed-large', []);
    if (kind === 'pglite') {
      expect(seeded.stderr).toMatch(
        new RegExp(
          `^seed:large failed: The embedded database in ${dataDir}/db is in use by process ${server!.child.pid} \\(.*\\)\\. Only one process may open it at a time\\.`,
        ),
      );
      expect(seeded.code).toBe(1);
      expect(await stories()).toBe(1);
    } else {
      expect(seeded.stdout).toMatch(/^Added 10,000 articles/);
      expect(seeded.code).toBe(0);
      expect(await stories()).toBe(20);
    }
  }, 240_000);

  it.skipIf(kind !== 'pglite')(
    'a second server on the same embedded database is refused with a clear message',
    async () => {
      const second = startServerProcess({ port: await freePort(), dataDir });
      await expect(second).rejects.toThrow(
        new RegExp(
          `Start-up failed: The embedded database in ${dataDir}/db is in use by process ${server!.child.pid} `,
        ),
      );
    },
    120_000,
  );

  it('keeps DATA_DIR owner-only: database, uploads, outbox mails and backups', async () => {
    const boundary = 'operatorboundary';
    const upload = await fetch(`${server!.url}/api/admin/upload`, {
      method: 'POST',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        await drawStoryCover('news', 7, 400, 300),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.status).toBe(201);
    // Double opt-in: the confirmation mail, with its link, goes to DATA_DIR/outbox without SMTP_URL.
    expect(
      (await api('POST', '/api/newsletter/subscribe', { body: { email: 'reader@example.org' } })).status,
    ).toBe(200);
    const backup = await runCommand('backup', [path.join(dataDir, 'backups', 'site.tar.gz')]);
    expect(backup.code).toBe(0);

    for (const folder of ['uploads', 'outbox', 'backups'])
      expect(fs.readdirSync(path.join(dataDir, folder)).length, folder).toBeGreaterThan(0);
    expect(openToOthers()).toEqual([]);
  }, 120_000);

  it('npm run restore refuses a data directory or database in use, and changes nothing', async () => {
    const restore = await runCommand('restore', [path.join(dataDir, 'backups', 'site.tar.gz')]);
    expect(restore.stderr).toMatch(
      kind === 'pglite'
        ? /^Restore failed: .*already holds a database/
        : /^Restore failed: The database in DATABASE_URL already has tables/,
    );
    expect(restore.code).toBe(1);
    expect((await login('newsroom', 'second password 2')).status).toBe(200);
  }, 120_000);

  it('starts again on the same data with every row, its modes repaired', async () => {
    const admins = await (await api('GET', '/api/admin/accounts', { cookie })).json();
    expect(admins.map((admin: { username: string }) => admin.username).sort()).toEqual(
      [ADMIN.username, 'newsroom', 'night-editor'].sort(),
    );
    expect(await server!.kill('SIGTERM')).toBe(0);
    server = undefined;

    const database = await openConfiguredDatabase(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }),
    );
    try {
      const count = async (table: string) =>
        Number(
          (
            (await database.db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as {
              rows: { n: number }[];
            }
          ).rows[0]?.n,
        );
      expect(await count('admins')).toBe(3);
      expect(await count('articles')).toBe(kind === 'pglite' ? 1 : 10_001);
      expect(await count('newsletter_subscriptions')).toBe(kind === 'pglite' ? 1 : 50_001);
    } finally {
      await database.close();
    }

    // Left open by an earlier version or by hand: the next start takes the group and other bits off.
    fs.chmodSync(dataDir, 0o755);
    const [picture] = fs.readdirSync(path.join(dataDir, 'uploads'));
    fs.chmodSync(path.join(dataDir, 'uploads', picture!), 0o644);
    if (kind === 'pglite') fs.chmodSync(path.join(dataDir, 'db/global/pg_control'), 0o666);

    server = await startServer();
    expect(openToOthers()).toEqual([]);
    expect((await login('newsroom', 'second password 2')).status).toBe(200);
    const again = await (
      await api('GET', '/api/admin/accounts', { cookie: await signIn(server.url) })
    ).json();
    expect(again).toEqual(admins);
  }, 240_000);
});
