import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { buildApp } from '../app.ts';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    ['/article/3?preview=3.1790000000.abc', '/article/3?preview=[redacted]'],
    ['/admin/reset-password?token=abc&x=1', '/admin/reset-password?token=[redacted]&x=1'],
    ['/nabj-tv?q=news&preview=1.2.x', '/nabj-tv?q=news&preview=[redacted]'],
    // The query parser reads these names as `preview` and `token`, so the secret is used by them.
    ['/graphics?%70review=1.2.x', '/graphics?%70review=[redacted]'],
    ['/newsletter/confirm?tok%65n=abc', '/newsletter/confirm?tok%65n=[redacted]'],
    ['/?token', '/?token=[redacted]'],
    ['/stories?q=token%3Dabc&page=2', '/stories?q=token%3Dabc&page=2'],
    ['/plain/path', '/plain/path'],
    ['/bad?%E0%A4%A=1', '/bad?%E0%A4%A=1'],
  ])('writes %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('the request log', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let logged = '';
  beforeAll(async () => {
    t = await startTestApp();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    });
    app = await buildApp({ config: t.config, db: t.db, logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('never holds a preview token or a link token, in any line of any answer', async () => {
    const urls = [
      '/api/articles/1?preview=1.1790000000.PREVIEWSECRETPREVIEWSECRETPREVIEWSECRET123',
      '/api/admin/invitations/preview?token=INVITATIONSECRET',
      '/api/newsletter/confirm?token=NEWSLETTERSECRET',
      '/api/broadcast?%70review=SPELLEDSECRET',
      '/no-such-path?token=NOTFOUNDSECRET',
    ];
    for (const url of urls) await app.inject({ method: 'GET', url });
    await app.inject({ method: 'POST', url: '/api/views?token=POSTSECRET', payload: '{' });

    expect(logged).toContain('[redacted]');
    for (const secret of ['PREVIEWSECRET', 'INVITATIONSECRET', 'NEWSLETTERSECRET', 'SPELLEDSECRET']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toContain('NOTFOUNDSECRET');
    expect(logged).not.toContain('POSTSECRET');
  });
});
