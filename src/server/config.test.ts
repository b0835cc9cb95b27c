import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/site/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seedDemoContent: true,
      storage: { kind: 'disk' },
      backupDir: '/srv/site/backups',
      backupBucket: undefined,
      trustProxy: false,
      rateLimits: { newsletterSubscribe: 30, pollVote: 60, pushSubscribe: 30, views: 300 },
      presenceLeaseSeconds: 45,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/nabj',
      DATABASE_URL: 'postgres://u:p@db:5432/nabj',
      PUBLIC_URL: 'https://nabjusc.org/',
      ADMIN_USERNAME: 'chief',
      ADMIN_PASSWORD: 'long enough',
      SEED_DEMO_CONTENT: 'false',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'NABJ USC <news@nabjusc.org>',
      STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      BACKUP_DIR: '/var/backups/nabj',
      BACKUP_S3_BUCKET: 'nabj-backups',
      TRUST_PROXY: 'true',
      RATE_LIMIT_NEWSLETTER: '100',
      RATE_LIMIT_POLL_VOTES: '500',
      RATE_LIMIT_PUSH: '50',
      RATE_LIMIT_VIEWS: '900',
      PRESENCE_LEASE_SECONDS: '6',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/nabj',
      publicUrl: 'https://nabjusc.org',
      seedDemoContent: false,
      storage: { kind: 's3', bucket: 'media', region: 'us-east-1' },
      backupDir: '/var/backups/nabj',
      backupBucket: { kind: 's3', bucket: 'nabj-backups', accessKeyId: 'key', secretAccessKey: 'secret' },
      trustProxy: true,
      rateLimits: { newsletterSubscribe: 100, pollVote: 500, pushSubscribe: 50, views: 900 },
      presenceLeaseSeconds: 6,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be an integer from 1 to 65535 (got "70000")'],
    [{ SEED_DEMO_CONTENT: 'maybe' }, 'SEED_DEMO_CONTENT must be true or false (got "maybe")'],
    [{ TRUST_PROXY: 'sure' }, 'TRUST_PROXY must be true or false (got "sure")'],
    [{ RATE_LIMIT_POLL_VOTES: '0' }, 'RATE_LIMIT_POLL_VOTES must be an integer from 1 to 1000000 (got "0")'],
    [
      { RATE_LIMIT_NEWSLETTER: '10/min' },
      'RATE_LIMIT_NEWSLETTER must be an integer from 1 to 1000000 (got "10/min")',
    ],
    [
      { DATABASE_URL: 'mysql://u:secret@h/db' },
      'DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://u:***@h/db")',
    ],
    [
      { PUBLIC_URL: 'nabjusc.org' },
      'PUBLIC_URL must be a URL starting with http:// or https:// (got "nabjusc.org")',
    ],
    [{ STORAGE: 'ftp' }, 'STORAGE must be disk or s3 (got "ftp")'],
    [{ STORAGE: 's3' }, 'S3_BUCKET must be set when STORAGE is s3'],
    [{ BACKUP_S3_BUCKET: 'nabj-backups' }, 'S3_ACCESS_KEY_ID must be set when BACKUP_S3_BUCKET is set'],
    [
      {
        STORAGE: 's3',
        S3_BUCKET: 'media',
        BACKUP_S3_BUCKET: 'media',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
      'BACKUP_S3_BUCKET must be another bucket than S3_BUCKET, which the site serves',
    ],
    [
      { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'short' },
      'ADMIN_PASSWORD must be at least 8 characters long',
    ],
    [{ ADMIN_PASSWORD: 'long enough' }, 'ADMIN_USERNAME must be set when ADMIN_PASSWORD is set'],
    [
      { SMTP_URL: 'http://mail' },
      'SMTP_URL must be a URL starting with smtp:// or smtps:// (got "http://mail")',
    ],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});
