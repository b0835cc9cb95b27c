import type { Resolver } from 'node:dns/promises';
import fs from 'node:fs';
import path from 'node:path';
import { isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { readJournal } from '../backup/backup.ts';
import { archivesIn } from '../backup/backup-files.ts';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { askServer, controlSocketPath } from '../control-socket.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { DatabaseInUseError } from '../db/database-lock.ts';
import { verifySmtp } from '../mail/mailer.ts';
import { admins } from '../modules/admin-auth/admin-auth.table.ts';
import { readAppState } from '../modules/app-state/app-state.repository.ts';

export type Verdict = 'pass' | 'warn' | 'fail';

/** One check's outcome; `detail` says what was found and, when it is not a pass, what to do. */
export interface Finding {
  check: string;
  verdict: Verdict;
  detail: string;
}

/** What the checks ask of the world outside the machine besides the site itself: DNS. */
export interface DoctorDeps {
  resolver: Pick<Resolver, 'resolveTxt' | 'resolveNs'>;
  now?: Date;
}

const BACKUP_MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000;
const MIN_FREE_BYTES = 1024 ** 3;

const finding = (verdict: Verdict) => (check: string, detail: string) => ({ check, verdict, detail });
const pass = finding('pass');
const warn = finding('warn');
const fail = finding('fail');

function reason(error: unknown): string {
  // fetch() reports "fetch failed" and puts what happened in the cause.
  const cause = (error as { cause?: unknown }).cause ?? error;
  return cause instanceof Error ? cause.message : String(cause);
}

const gigabytes = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;

async function checkPublicUrl({ publicUrl }: Config): Promise<Finding> {
  const check = 'PUBLIC_URL';
  if (!publicUrl.startsWith('https://')) {
    return fail(
      check,
      `${publicUrl} is not https: set PUBLIC_URL to the https:// address readers use (cookies are Secure, and HSTS is sent, only then)`,
    );
  }
  try {
    const response = await fetch(`${publicUrl}/readyz`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status === 200)
      return pass(check, `${publicUrl} answers over HTTPS with a trusted certificate`);
    return fail(
      check,
      `${publicUrl}/readyz answered ${response.status}: is the site running behind the proxy? (systemctl status nabj-usc caddy)`,
    );
  } catch (error) {
    const code = String((error as { cause?: { code?: unknown } }).cause?.code ?? '');
    const hint = /CERT|SELF_SIGNED|ALTNAME/.test(code)
      ? "its certificate is not trusted: Caddy gets one once the domain's DNS record points at this server and ports 80 and 443 are open (journalctl -u caddy)"
      : "check that the domain's DNS record points at this server, that ports 80 and 443 are open, and Caddy's log (journalctl -u caddy)";
    return fail(check, `${publicUrl} did not answer (${reason(error)}): ${hint}`);
  }
}

/** Whether DNS answers at all: a top-level domain always has name servers when it does. */
async function dnsAnswers(resolver: DoctorDeps['resolver'], domain: string): Promise<boolean> {
  try {
    await resolver.resolveNs(domain.slice(domain.lastIndexOf('.') + 1));
    return true;
  } catch {
    return false;
  }
}

const offline = (check: string, name: string) =>
  warn(
    check,
    `could not look up ${name}: this machine seems to be offline; run npm run doctor again once it is online`,
  );

async function checkSmtp({ smtpUrl }: Config, { resolver }: DoctorDeps): Promise<Finding> {
  const check = 'SMTP';
  if (!smtpUrl) {
    return fail(
      check,
      'SMTP_URL is not set: mail is only written to files in DATA_DIR/outbox; set SMTP_URL and MAIL_FROM (docs/deploy.md, "Mail")',
    );
  }
  const url = new URL(smtpUrl);
  const where = `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
  try {
    await verifySmtp(smtpUrl);
    return pass(check, `${where} accepted a connection${url.username ? ' and the sign-in' : ''}`);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (['EDNS', 'ENOTFOUND', 'EAI_AGAIN'].includes(code) && !(await dnsAnswers(resolver, url.hostname))) {
      return offline(check, url.hostname);
    }
    return fail(
      check,
      `${where}: ${reason(error)}: check the host, the port (587, or 465 with smtps://), the user and the password in SMTP_URL`,
    );
  }
}

/** The domain of MAIL_FROM, as `news@example.org` or `NABJ USC <news@example.org>`. */
export function mailDomain(mailFrom: string): string {
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/** The SPF records among a name's TXT records (each given in its DNS chunks). */
export function spfRecords(txt: string[][]): string[] {
  return txt.map((chunks) => chunks.join('').trim()).filter((record) => /^v=spf1(\s|$)/i.test(record));
}

async function checkSpf({ mailFrom }: Config, { resolver }: DoctorDeps): Promise<Finding> {
  const check = 'SPF';
  if (!mailFrom) {
    return fail(
      check,
      'MAIL_FROM is not set: set it to an address at the chapter\'s domain, such as "NABJ USC <news@example.org>"',
    );
  }
  const domain = mailDomain(mailFrom);
  let records: string[];
  try {
    records = spfRecords(await resolver.resolveTxt(domain));
  } catch (error) {
    if (!(await dnsAnswers(resolver, domain))) return offline(check, domain);
    const code = (error as { code?: string }).code;
    if (code === 'ENOTFOUND') return fail(check, `${domain}, MAIL_FROM's domain, does not exist in DNS`);
    if (code !== 'ENODATA') return fail(check, `could not read the TXT records of ${domain} (${code})`);
    records = [];
  }
  if (records.length === 0) {
    return fail(
      check,
      `${domain} has no SPF record, so receivers may refuse the newsletter or file it as spam: add the TXT record your mail provider gives, such as "v=spf1 include:<provider> ~all" (docs/deploy.md, "Mail")`,
    );
  }
  if (records.length > 1) {
    return fail(
      check,
      `${domain} has ${records.length} SPF records, which receivers treat as an error: merge them into one`,
    );
  }
  return pass(check, `${domain}: ${records[0]}`);
}

function checkDataDir({ dataDir }: Config): Finding {
  const check = 'DATA_DIR';
  const stat = fs.statSync(dataDir, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) {
    return fail(check, `${dataDir} does not exist: check DATA_DIR, or start the server once (it creates it)`);
  }
  const mode = (stat.mode & 0o777).toString(8);
  if (stat.mode & 0o077) {
    return fail(check, `${dataDir} is open to other users (mode ${mode}): chmod 700 ${dataDir}`);
  }
  const { bavail, bsize } = fs.statfsSync(dataDir);
  const free = bavail * bsize;
  if (free < MIN_FREE_BYTES) {
    return fail(check, `only ${gigabytes(free)} free under ${dataDir}: make room, or grow the disk`);
  }
  return pass(check, `${dataDir} is owner-only (mode ${mode}), ${gigabytes(free)} free`);
}

async function checkMigrations(db: DatabaseHandle['db']): Promise<Finding> {
  const check = 'database';
  const journal = readJournal();
  let applied: string[];
  try {
    const result = await db.execute(sql`select created_at::text as "when" from drizzle.__drizzle_migrations`);
    applied = (result as unknown as { rows: { when: string }[] }).rows.map((row) => row.when);
  } catch {
    applied = [];
  }
  if (applied.length === 0)
    return fail(check, 'the database has no tables yet: start the server once (it applies the migrations)');
  const last = journal.findIndex((entry) => String(entry.when) === applied.sort().at(-1));
  if (last === -1) {
    return fail(
      check,
      'the database has a migration this code does not know: update the code (docs/deploy.md, "Upgrades")',
    );
  }
  const missing = journal.slice(last + 1).map((entry) => entry.tag);
  if (missing.length > 0) {
    return fail(
      check,
      `${missing.length} migration(s) not applied yet (${missing.join(', ')}): restart the server, which applies them`,
    );
  }
  return pass(check, `opens, and has every migration (${journal.at(-1)?.tag})`);
}

async function checkTwoFactor(db: DatabaseHandle['db'], { publicUrl }: Config): Promise<Finding> {
  const check = 'two-factor';
  const total = await db.$count(admins);
  const protectedAdmins = await db.$count(admins, isNotNull(admins.totpSecret));
  if (total === 0) return fail(check, 'there is no admin yet: start the server once (it creates the first)');
  if (protectedAdmins === 0) {
    return fail(
      check,
      `none of the ${total} admin(s) signs in with two-factor: sign in at ${publicUrl}/admin/login and set it up under Your Account`,
    );
  }
  return pass(check, `${protectedAdmins} of ${total} admin(s) sign in with two-factor`);
}

async function checkVapidKeys(db: DatabaseHandle['db']): Promise<Finding> {
  const check = 'VAPID keys';
  const keys = await readAppState<{ publicKey?: string }>(db, 'vapid_keys');
  if (!keys?.publicKey) return fail(check, 'none stored: start the server once (it makes them)');
  return pass(check, 'stored: push notifications can be signed');
}

const DATABASE_CHECKS = ['database', 'two-factor', 'VAPID keys'];

/** The checks that read the database; the running server answers them for its embedded database. */
export async function databaseChecks(db: DatabaseHandle['db'], config: Config): Promise<Finding[]> {
  return [await checkMigrations(db), await checkTwoFactor(db, config), await checkVapidKeys(db)];
}

const findingsSchema = z.array(
  z.object({ check: z.string(), verdict: z.enum(['pass', 'warn', 'fail']), detail: z.string() }),
);

/** The checks that read the database, or why they could not. */
async function databaseFindings(config: Config): Promise<Finding[]> {
  const unchecked = (verdict: Verdict, detail: string) =>
    DATABASE_CHECKS.map((check) => finding(verdict)(check, detail));
  let database: DatabaseHandle;
  if (config.databaseUrl) {
    database = await openDatabase({ url: config.databaseUrl, onIdleError: () => {} });
  } else {
    // Only one process may open the embedded database: while the server runs, it checks it.
    const fromServer = await askServer(
      controlSocketPath(config.dataDir),
      { command: 'doctor' },
      findingsSchema,
    ).catch((error: unknown) =>
      unchecked('warn', `not checked: the running server did not answer (${reason(error)})`),
    );
    if (fromServer) return fromServer;
    const dbDir = path.join(config.dataDir, 'db');
    if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
      return unchecked('fail', `there is no database in ${dbDir}: start the server once (it creates it)`);
    }
    try {
      database = await openDatabase({ dataDir: dbDir });
    } catch (error) {
      if (!(error instanceof DatabaseInUseError)) throw error;
      return unchecked('warn', `not checked: ${error.message}`);
    }
  }
  try {
    await database.db.execute(sql`select 1`);
  } catch (error) {
    await database.close().catch(() => {});
    return unchecked(
      'fail',
      `could not connect (${reason(error)}): check DATABASE_URL and that the database server runs`,
    );
  }
  try {
    return await databaseChecks(database.db, config);
  } finally {
    await database.close();
  }
}

function checkBackups({ backupDir }: Config, now: Date): Finding {
  const check = 'backups';
  let newest: string | undefined;
  let age = 0;
  try {
    newest = archivesIn(backupDir)[0];
    if (newest) age = now.getTime() - fs.statSync(path.join(backupDir, newest)).mtimeMs;
  } catch (error) {
    return fail(check, `could not read ${backupDir} (${reason(error)}): check BACKUP_DIR and who owns it`);
  }
  if (!newest) {
    return fail(
      check,
      `no archive in ${backupDir}: turn on the nightly backup (systemctl enable --now nabj-usc-backup.timer), or check BACKUP_DIR`,
    );
  }
  const hours = Math.floor(age / 3_600_000);
  if (age > BACKUP_MAX_AGE_MS) {
    return fail(
      check,
      `the newest, ${newest}, is ${hours} hours old: find why the nightly backup stopped (journalctl -u nabj-usc-backup)`,
    );
  }
  return pass(check, `the newest, ${newest}, is ${hours} hour(s) old`);
}

/** Every check, in the order printed. */
export async function runChecks(config: Config, deps: DoctorDeps): Promise<Finding[]> {
  const [publicUrl, smtp, spf, database] = await Promise.all([
    checkPublicUrl(config),
    checkSmtp(config, deps),
    checkSpf(config, deps),
    databaseFindings(config),
  ]);
  return [
    publicUrl,
    smtp,
    spf,
    checkDataDir(config),
    ...database,
    checkBackups(config, deps.now ?? new Date()),
  ];
}

export function formatFinding({ check, verdict, detail }: Finding): string {
  return `${verdict.padEnd(4)}  ${check.padEnd(10)}  ${detail}`;
}

/**
 * `npm run doctor`: reads the configuration as the server does, prints one line per check and a
 * summary; resolves with the exit status, 1 when any check failed.
 */
export async function doctor(
  env: Record<string, string | undefined>,
  deps: DoctorDeps,
  print: (line: string) => void,
): Promise<{ findings: Finding[]; status: number }> {
  let findings: Finding[];
  try {
    findings = await runChecks(loadConfig(env), deps);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    findings = [fail('configuration', `${error.message}: the server would not start either`)];
  }
  for (const item of findings) print(formatFinding(item));
  const failed = findings.filter((item) => item.verdict === 'fail').length;
  const warned = findings.filter((item) => item.verdict === 'warn').length;
  print(
    failed > 0
      ? `\n${failed} check(s) failed, ${warned} warning(s): see what to do above.`
      : `\nNo check failed${warned > 0 ? `; ${warned} warning(s) above` : ''}.`,
  );
  return { findings, status: failed > 0 ? 1 : 0 };
}
