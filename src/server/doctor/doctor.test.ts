import { execFile } from 'node:child_process';
import { Resolver } from 'node:dns/promises';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startDnsTestServer } from '../../../test-support/dns-test-server.ts';
import { freePort } from '../../../test-support/resilience/free-port.ts';
import { startSmtpTestServer } from '../../../test-support/smtp-test-server.ts';
import { startTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { createTestDatabase } from '../../../test-support/test-database.ts';
import {
  makeTestCertificate,
  startTlsProxy,
  type TestCertificate,
} from '../../../test-support/tls-test-proxy.ts';
import { archiveName } from '../backup/backup-files.ts';
import { loadConfig } from '../config.ts';
import { controlSocketPath, serveControlRequests } from '../control-socket.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { firstStart } from '../first-start.ts';
import { admins } from '../modules/admin-auth/admin-auth.table.ts';
import { appState } from '../modules/app-state/app-state.table.ts';
import { databaseChecks, doctor, type Finding, mailDomain, spfRecords } from './doctor.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const onPostgres = inject('goldenDatabase').kind === 'postgres';

let work: string;
let dataDir: string;
let backupDir: string;
let siteDatabaseUrl: string | undefined;
let postgresSite: (DatabaseHandle & { url?: string }) | undefined;
let certificate: TestCertificate;
let defaultCertificates: string[];
let site: TestApp;
let sitePort: number;
let closers: (() => Promise<unknown>)[] = [];
let resolver: Resolver;
let smtpUrl: string;
let httpsPort: number;
let untrustedHttpsPort: number;
let closedPort: number;

/** The site's database, as the doctor opens it: PGlite under DATA_DIR, or the test's PostgreSQL one. */
async function withSiteDatabase<T>(use: (db: DatabaseHandle['db']) => Promise<T>): Promise<T> {
  if (postgresSite) return use(postgresSite.db);
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

/** A deployed site's environment, every part of it in order; `changes` breaks one. */
function environment(changes: Record<string, string | undefined> = {}) {
  return {
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    DATABASE_URL: siteDatabaseUrl,
    PUBLIC_URL: `https://localhost:${httpsPort}`,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'NABJ USC <news@chapter.test>',
    ...changes,
  };
}

async function run(changes: Record<string, string | undefined> = {}, dns = resolver) {
  const lines: string[] = [];
  const result = await doctor(environment(changes), { resolver: dns }, (line) => lines.push(line));
  const of = (check: string) => result.findings.find((item) => item.check === check);
  return { ...result, lines, of };
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-doctor-'));
  dataDir = path.join(work, 'site');
  backupDir = path.join(work, 'backups');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  fs.mkdirSync(backupDir);
  fs.writeFileSync(path.join(backupDir, archiveName(new Date())), 'an archive');
  closedPort = await freePort();

  // The site's database after its first start, with an admin who set up two-factor sign-in.
  const settings = loadConfig({ DATA_DIR: dataDir, SEED_DEMO_CONTENT: 'false' });
  const prepare = async (db: DatabaseHandle['db']) => {
    await firstStart(db, settings);
    await db.update(admins).set({ totpSecret: 'JBSWY3DPEHPK3PXP' });
  };
  if (onPostgres) {
    postgresSite = await createTestDatabase();
    siteDatabaseUrl = postgresSite.url;
    await prepare(postgresSite.db);
  } else {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await database.migrate();
    await prepare(database.db);
    await database.close();
  }

  // The site on the internet: the app behind TLS, with a certificate this process trusts...
  site = await startTestApp();
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  sitePort = (site.app.server.address() as { port: number }).port;
  certificate = makeTestCertificate();
  defaultCertificates = tls.getCACertificates('default');
  tls.setDefaultCACertificates([...defaultCertificates, certificate.cert]);
  const https = await startTlsProxy(certificate, sitePort);
  httpsPort = https.port;
  // ...and the same behind one it does not.
  const untrusted = await startTlsProxy(makeTestCertificate(), sitePort);
  untrustedHttpsPort = untrusted.port;

  const smtp = await startSmtpTestServer();
  smtpUrl = smtp.url;
  const dns = await startDnsTestServer({
    txt: {
      'chapter.test': ['v=spf1 include:_spf.mail.test ~all', 'google-site-verification=abc'],
      'nospf.test': ['google-site-verification=abc'],
      'twospf.test': ['v=spf1 include:_spf.mail.test ~all', 'v=spf1 mx -all'],
    },
    zones: ['test'],
  });
  resolver = new Resolver({ timeout: 1_000, tries: 1 });
  resolver.setServers([dns.address]);
  closers = [https.close, untrusted.close, smtp.close, dns.close, site.close];
}, 120_000);

afterAll(async () => {
  if (defaultCertificates) tls.setDefaultCACertificates(defaultCertificates);
  for (const close of closers) await close();
  await postgresSite?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('npm run doctor', () => {
  it('passes every check of a site set up as docs/deploy.md says', async () => {
    const { findings, status, lines } = await run();
    expect(findings.map((item: Finding) => [item.check, item.verdict])).toEqual([
      ['PUBLIC_URL', 'pass'],
      ['SMTP', 'pass'],
      ['SPF', 'pass'],
      ['DATA_DIR', 'pass'],
      ['database', 'pass'],
      ['two-factor', 'pass'],
      ['VAPID keys', 'pass'],
      ['backups', 'pass'],
    ]);
    expect(status).toBe(0);
    expect(lines[2]).toBe('pass  SPF         chapter.test: v=spf1 include:_spf.mail.test ~all');
    expect(lines.at(-1)).toBe('\nNo check failed.');
  });

  it.each([
    [
      'PUBLIC_URL',
      'over http',
      { PUBLIC_URL: 'http://localhost:3000' },
      /^http:\/\/localhost:3000 is not https: set PUBLIC_URL/,
    ],
    [
      'PUBLIC_URL',
      'where nothing answers',
      () => ({ PUBLIC_URL: `https://localhost:${closedPort}` }),
      /did not answer \(.*ECONNREFUSED.*\)/,
    ],
    [
      'PUBLIC_URL',
      'with a certificate nobody vouches for',
      () => ({ PUBLIC_URL: `https://localhost:${untrustedHttpsPort}` }),
      /did not answer \(self-signed certificate.*\): its certificate is not trusted/,
    ],
    ['SMTP', 'unset', { SMTP_URL: undefined }, /^SMTP_URL is not set/],
    [
      'SMTP',
      'refusing connections',
      () => ({ SMTP_URL: `smtp://127.0.0.1:${closedPort}` }),
      /ECONNREFUSED.*check the host, the port/,
    ],
    ['SPF', 'with MAIL_FROM unset', { MAIL_FROM: undefined }, /^MAIL_FROM is not set/],
    ['SPF', 'of a domain without it', { MAIL_FROM: 'news@nospf.test' }, /^nospf\.test has no SPF record/],
    ['SPF', 'of a domain with two', { MAIL_FROM: 'news@twospf.test' }, /^twospf\.test has 2 SPF records/],
    [
      'SPF',
      'of a domain that does not exist',
      { MAIL_FROM: 'news@missing.test' },
      /^missing\.test, MAIL_FROM's domain, does not exist in DNS$/,
    ],
    [
      'DATA_DIR',
      'that does not exist',
      () => ({ DATA_DIR: path.join(work, 'nowhere') }),
      /nowhere does not exist/,
    ],
    [
      'database',
      'that does not answer',
      () => ({ DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/nabj` }),
      /^could not connect \(.*ECONNREFUSED.*\): check DATABASE_URL/,
    ],
    [
      'backups',
      'when there is none',
      () => ({ BACKUP_DIR: path.join(work, 'no-backups') }),
      /^no archive in .*no-backups: turn on the nightly backup/,
    ],
    [
      'configuration',
      'when a variable is malformed',
      { PORT: 'eighty' },
      /^PORT must be an integer from 1 to 65535 \(got "eighty"\)/,
    ],
  ])('fails %s %s, and says what to do', async (check, _case, changes, detail) => {
    const result = await run(typeof changes === 'function' ? changes() : changes);
    expect(result.of(check)).toMatchObject({ verdict: 'fail', detail: expect.stringMatching(detail) });
    expect(result.status).toBe(1);
  });

  it('fails DATA_DIR when other users can read it', async () => {
    fs.chmodSync(dataDir, 0o755);
    try {
      const result = await run();
      expect(result.of('DATA_DIR')).toEqual({
        check: 'DATA_DIR',
        verdict: 'fail',
        detail: `${dataDir} is open to other users (mode 755): chmod 700 ${dataDir}`,
      });
      expect(result.status).toBe(1);
    } finally {
      fs.chmodSync(dataDir, 0o700);
    }
  });

  it('fails the backups when the newest is more than two days old', async () => {
    const [newest] = fs.readdirSync(backupDir);
    const file = path.join(backupDir, newest!);
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3_600_000);
    fs.utimesSync(file, threeDaysAgo, threeDaysAgo);
    try {
      const result = await run();
      expect(result.of('backups')?.detail).toMatch(new RegExp(`^the newest, ${newest}, is 72 hours old`));
      expect(result.status).toBe(1);
    } finally {
      fs.utimesSync(file, new Date(), new Date());
    }
  });

  it('fails the database when a migration is missing, or is one this code does not know', async () => {
    const [last] = await withSiteDatabase(
      async (db) =>
        (
          (await db.execute(
            sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
          )) as unknown as { rows: { hash: string; created_at: string }[] }
        ).rows,
    );
    try {
      const behind = await run();
      expect(behind.of('database')?.detail).toMatch(
        /^1 migration\(s\) not applied yet \(.+\): restart the server/,
      );
      expect(behind.status).toBe(1);
      await withSiteDatabase((db) =>
        db.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', 99999999999999)`,
        ),
      );
      const ahead = await run();
      expect(ahead.of('database')?.detail).toMatch(/^the database has a migration this code does not know/);
    } finally {
      await withSiteDatabase(async (db) => {
        await db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'future'`);
        await db.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last!.hash}, ${last!.created_at})`,
        );
      });
    }
  });

  it('fails two-factor when no admin has it, and the VAPID keys when they are missing', async () => {
    const keys = await withSiteDatabase(async (db) => {
      await db.update(admins).set({ totpSecret: null });
      const [row] = await db.delete(appState).where(eq(appState.key, 'vapid_keys')).returning();
      return row!;
    });
    try {
      const result = await run();
      expect(result.of('two-factor')?.detail).toBe(
        `none of the 1 admin(s) signs in with two-factor: sign in at https://localhost:${httpsPort}/admin/login and set it up under Your Account`,
      );
      expect(result.of('VAPID keys')).toMatchObject({
        verdict: 'fail',
        detail: 'none stored: start the server once (it makes them)',
      });
      expect(result.status).toBe(1);
    } finally {
      await withSiteDatabase(async (db) => {
        await db.update(admins).set({ totpSecret: 'JBSWY3DPEHPK3PXP' });
        await db.insert(appState).values(keys);
      });
    }
  });

  it('only warns about mail when DNS cannot be reached (offline), and passes', async () => {
    const unreachable = new Resolver({ timeout: 500, tries: 1 });
    unreachable.setServers([`127.0.0.1:${closedPort}`]);
    const result = await run({ SMTP_URL: 'smtp://smtp.mail.test:587' }, unreachable);
    for (const [check, name] of [
      ['SMTP', 'smtp.mail.test'],
      ['SPF', 'chapter.test'],
    ]) {
      expect(result.of(check!)).toMatchObject({
        verdict: 'warn',
        detail: `could not look up ${name}: this machine seems to be offline; run npm run doctor again once it is online`,
      });
    }
    expect(result.status).toBe(0);
  });

  it.skipIf(onPostgres)(
    'asks the server that holds the embedded database to check it, and says so when it cannot',
    async () => {
      // The running server holds the database's lock and answers on its control socket.
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      const config = loadConfig(environment());
      try {
        expect((await run()).of('database')).toMatchObject({
          verdict: 'warn',
          detail: expect.stringMatching(/^not checked: The embedded database in .* (in use|already open)/),
        });
        const stop = await serveControlRequests(
          controlSocketPath(dataDir),
          {
            backup: () => Promise.reject(new Error('not asked here')),
            runAdminCommand: () => Promise.reject(new Error('not asked here')),
            databaseChecks: () => databaseChecks(database.db, config),
          },
          site.app.log,
        );
        try {
          const result = await run();
          for (const check of ['database', 'two-factor', 'VAPID keys']) {
            expect(result.of(check)?.verdict).toBe('pass');
          }
          expect(result.status).toBe(0);
        } finally {
          await stop();
        }
      } finally {
        await database.close();
      }
    },
  );

  it('runs as `npm run doctor`: one line per check, exit status 1 on a failure, 0 otherwise', async () => {
    const cli = (changes: Record<string, string | undefined>) =>
      promisify(execFile)(process.execPath, ['scripts/doctor.ts'], {
        cwd: repoRoot,
        // How an operator makes Node trust a private certificate authority; DNS is the machine's own.
        env: { PATH: process.env.PATH, NODE_EXTRA_CA_CERTS: certificate.certPath, ...environment(changes) },
      }).catch((error: { code: number; stdout: string }) => error);
    const good = await cli({});
    expect(good).toMatchObject({
      stdout: expect.stringMatching(/^pass {2}PUBLIC_URL {2}https:\/\/localhost:\d+ answers over HTTPS/),
    });
    expect('code' in good).toBe(false);
    // A .test domain is in no public DNS: online or not, the SPF check can only warn here.
    expect(good.stdout).toContain('warn  SPF         could not look up chapter.test');
    const bad = await cli({ BACKUP_DIR: path.join(work, 'no-backups') });
    expect(bad).toMatchObject({
      code: 1,
      stdout: expect.stringContaining('fail  backups     no archive in'),
    });
    expect(bad.stdout.trim().split('\n')).toHaveLength(10);
  }, 60_000);
});

describe('the mail checks', () => {
  it('read the domain of MAIL_FROM in either form', () => {
    expect(mailDomain('NABJ USC <News@Chapter.org>')).toBe('chapter.org');
    expect(mailDomain('news@chapter.org')).toBe('chapter.org');
  });

  it('find SPF records among TXT records, joining the chunks of a long one', () => {
    expect(
      spfRecords([
        ['google-site-verification=abc'],
        ['v=spf1 include:_spf.google.com ', 'include:mailgun.org ~all'],
        ['v=spf10 is not spf'],
        ['V=SPF1 -all'],
      ]),
    ).toEqual(['v=spf1 include:_spf.google.com include:mailgun.org ~all', 'V=SPF1 -all']);
  });
});
