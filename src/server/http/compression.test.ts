import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildArticle } from '../../../test-support/factories.ts';
import { signedInTestApp } from '../../../test-support/test-app.ts';

// The OpenAPI document, a large JSON answer, is for admins only.
const t = signedInTestApp();

const getDocs = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/docs',
    headers: { cookie: t.cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compression', () => {
  it('sends text answers brotli-compressed where accepted, gzip otherwise, and plain to clients that ask for neither', async () => {
    const plain = await getDocs();
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await getDocs('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await getDocs('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses an answer up to 128 kB in one go, so it goes out with its length, not in chunks', async () => {
    // An article of about 60 kB: above @fastify/compress's own default for two cores (8 kB), under ours.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { cookie: t.cookie },
      payload: buildArticle({ content: `<p>${'A long paragraph of the story. '.repeat(2000)}</p>` }),
    });
    const getArticle = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/articles/${created.json().id}`,
        headers: { cookie: t.cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await getArticle();
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    expect(plain.rawPayload.length).toBeLessThan(128 * 1024);
    const br = await getArticle('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
  });
});
