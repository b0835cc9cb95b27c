import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/docs', () => {
  it('lists every route to nobody but an admin: anonymous callers get 401 and no document', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Not signed in' });
    expect(anonymous.body).not.toContain('/api/admin');
  });

  it('serves an admin an OpenAPI document listing the calls of both specs', async () => {
    const { cookie } = await signInAsNewAdmin(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie } });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/admin/login',
      '/api/articles/{id}',
      '/api/broadcast',
      '/api/graphics/embed',
      '/api/polls/vote',
      '/api/polls/{id}/options',
      '/api/newsletter/subscribe',
      '/api/contributors/by-name/{name}/content',
      '/api/admin/crosswords/{id}/activate',
      '/api/admin/upload-slides',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/admin/articles'].post.requestBody).toBeDefined();
  });
});
