import path from 'node:path';

/** Everything the server reads from the environment, parsed once (ARCHITECTURE.md, Configuration). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  seedDemoContent: boolean;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Messages per second through SMTP_URL (providers cap the rate). */
  mailRatePerSecond: number;
  /** Origins besides the browsers' push services that push may post to (a local receiver in tests). */
  pushServiceOrigins: string[];
  storage: StorageConfig;
  /** Where `npm run backup` writes its archives, and where `npm run doctor` looks for the newest. */
  backupDir: string;
  /** A bucket of its own that `npm run backup` copies each archive to, off the machine. */
  backupBucket: S3BucketConfig | undefined;
  trustProxy: boolean;
  /** Requests a client address may make per 10 minutes (http/rate-limit.ts, docs/security.md). */
  rateLimits: RateLimitsConfig;
  /** How long an open editor's presence lasts unless renewed (modules/presence); shorter in browser tests. */
  presenceLeaseSeconds: number;
}

export interface RateLimitsConfig {
  newsletterSubscribe: number;
  pollVote: number;
  pushSubscribe: number;
  /** View beacons (`POST /api/views`). */
  views: number;
}

export interface S3BucketConfig {
  kind: 's3';
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export type StorageConfig = { kind: 'disk' } | S3BucketConfig;

/** A malformed value: the message names the variable and what it expects, on one line. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function fail(name: string, expected: string, got: string): never {
  throw new ConfigError(`${name} must be ${expected} (got "${got}")`);
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (/^(true|1|yes|on)$/i.test(raw)) return true;
  if (/^(false|0|no|off)$/i.test(raw)) return false;
  return fail(name, 'true or false', raw);
}

function integer(env: Env, name: string, fallback: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > max) fail(name, `an integer from 1 to ${max}`, raw);
  return value;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return fail(name, `a URL starting with ${protocols.join(' or ')}`, redact(raw));
  }
  if (!protocols.includes(`${parsed.protocol.replace(/:$/, '')}://`)) {
    fail(name, `a URL starting with ${protocols.join(' or ')}`, redact(raw));
  }
  return raw;
}

/** Keeps passwords in URLs out of error messages and logs. */
function redact(raw: string): string {
  return raw.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}

function required(env: Env, name: string, why: string): string {
  const value = read(env, name);
  if (value === undefined) throw new ConfigError(`${name} must be set ${why}`);
  return value;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const listenPort = integer(env, 'PORT', 3000, 65535);
  const host = read(env, 'HOST') ?? '0.0.0.0';
  const dataDir = path.resolve(cwd, read(env, 'DATA_DIR') ?? './data');
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres://', 'postgresql://']);
  const publicUrl = (
    url(env, 'PUBLIC_URL', ['http://', 'https://']) ?? `http://localhost:${listenPort}`
  ).replace(/\/+$/, '');

  const adminUsername = read(env, 'ADMIN_USERNAME');
  const adminPassword = read(env, 'ADMIN_PASSWORD');
  if (adminUsername !== undefined && !/^[A-Za-z0-9_.-]{2,64}$/.test(adminUsername)) {
    fail('ADMIN_USERNAME', '2 to 64 letters, digits, dots, dashes or underscores', adminUsername);
  }
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long');
  }
  if (adminPassword !== undefined && adminUsername === undefined) {
    throw new ConfigError('ADMIN_USERNAME must be set when ADMIN_PASSWORD is set');
  }

  const mailFrom = read(env, 'MAIL_FROM');
  if (mailFrom !== undefined && !/^[^@\s<>]+@[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+>$/.test(mailFrom)) {
    fail('MAIL_FROM', 'an e-mail address such as "NABJ USC <news@example.org>"', mailFrom);
  }

  const mailRatePerSecond = integer(env, 'MAIL_RATE_PER_SECOND', 5, 1000);
  const pushServiceOrigins = (read(env, 'PUSH_SERVICE_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        return fail(
          'PUSH_SERVICE_ORIGINS',
          'a comma-separated list of origins such as https://push.example.org',
          origin,
        );
      }
    });

  // One S3 account (S3_ENDPOINT, S3_REGION, the keys) for the uploads' bucket and the backups' bucket.
  const bucket = (variable: string, why: string): S3BucketConfig => ({
    kind: 's3',
    endpoint: url(env, 'S3_ENDPOINT', ['http://', 'https://']),
    bucket: required(env, variable, why),
    region: read(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId: required(env, 'S3_ACCESS_KEY_ID', why),
    secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY', why),
  });
  const storageKind = read(env, 'STORAGE') ?? 'disk';
  let storage: StorageConfig;
  if (storageKind === 'disk') {
    storage = { kind: 'disk' };
  } else if (storageKind === 's3') {
    storage = bucket('S3_BUCKET', 'when STORAGE is s3');
  } else {
    return fail('STORAGE', 'disk or s3', storageKind);
  }
  const backupBucket =
    read(env, 'BACKUP_S3_BUCKET') === undefined
      ? undefined
      : bucket('BACKUP_S3_BUCKET', 'when BACKUP_S3_BUCKET is set');
  // Every flat name in the uploads' bucket is served at /uploads/<name> and read into each backup.
  if (backupBucket && storage.kind === 's3' && backupBucket.bucket === storage.bucket) {
    throw new ConfigError('BACKUP_S3_BUCKET must be another bucket than S3_BUCKET, which the site serves');
  }

  return {
    port: listenPort,
    host,
    dataDir,
    databaseUrl,
    publicUrl,
    adminUsername,
    adminPassword,
    seedDemoContent: flag(env, 'SEED_DEMO_CONTENT', true),
    smtpUrl: url(env, 'SMTP_URL', ['smtp://', 'smtps://']),
    mailFrom,
    mailRatePerSecond,
    pushServiceOrigins,
    storage,
    backupDir: path.resolve(cwd, read(env, 'BACKUP_DIR') ?? './backups'),
    backupBucket,
    trustProxy: flag(env, 'TRUST_PROXY', false),
    // Generous enough for a campus network, where many readers share one address (docs/security.md).
    rateLimits: {
      newsletterSubscribe: integer(env, 'RATE_LIMIT_NEWSLETTER', 30, 1_000_000),
      pollVote: integer(env, 'RATE_LIMIT_POLL_VOTES', 60, 1_000_000),
      pushSubscribe: integer(env, 'RATE_LIMIT_PUSH', 30, 1_000_000),
      views: integer(env, 'RATE_LIMIT_VIEWS', 300, 1_000_000),
    },
    presenceLeaseSeconds: integer(env, 'PRESENCE_LEASE_SECONDS', 45, 3600),
  };
}
