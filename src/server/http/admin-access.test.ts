import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../test-support/test-app.ts';
import * as schema from '../db/schema.ts';
import { seedDemoContent } from '../db/seed/seed-demo.ts';
import { stagingRootOf } from '../modules/uploads/uploads.service.ts';
import { createStorage } from '../storage/storage.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-access-'));
  t = await startTestApp({ dataDir });
  // Real content with id 1 everywhere, so a write that slipped through would show.
  await seedDemoContent(t.db, {
    db: t.db,
    storage: createStorage(t.config),
    stagingRoot: stagingRootOf(dataDir),
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email: 'reader@example.org' },
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The only calls an anonymous visitor may make besides reads (docs/api.md, "Who may call what").
const ANONYMOUS_WRITES = new Set([
  'POST /api/admin/login',
  'POST /api/admin/login/two-factor',
  'POST /api/admin/logout',
  'POST /api/articles/{id}/comments',
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/subscribe',
  'POST /api/newsletter/unsubscribe',
  'POST /api/polls/vote',
  'POST /api/push/subscribe',
  'POST /api/push/unsubscribe',
  'POST /api/views',
]);
// Reads that are admin-only although they are GETs outside /api/admin.
const ADMIN_READS = /^\/api\/newsletter\/subscriptions/;

async function everyRow() {
  const tables = Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[];
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tables) snapshot[getTableName(table)] = await t.db.select().from(table);
  return snapshot;
}

describe('every admin route', () => {
  it('refuses an anonymous call with 401 and changes nothing, whatever its path', async () => {
    // The document of every route is itself for admins only.
    const { cookie } = await signInAsNewAdmin(t);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie } })).json();
    const before = await everyRow();
    const checked: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, unknown>>(doc.paths)) {
      for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
        const call = `${method} ${path}`;
        const isRead = method === 'GET' || method === 'HEAD';
        const adminOnly = path.startsWith('/api/admin') || ADMIN_READS.test(path) || !isRead;
        if (!adminOnly || ANONYMOUS_WRITES.has(call)) continue;
        const url = path.replace(/\{[^}]+\}/g, '1');
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          ...(isRead ? {} : { payload: {} }),
        });
        expect(response.statusCode, call).toBe(401);
        checked.push(call);
      }
    }
    // The sweep really covered the spec's admin calls, including those outside /api/admin.
    expect(checked).toEqual(
      expect.arrayContaining([
        'POST /api/graphics/embed',
        'PUT /api/polls/{id}/options',
        'PATCH /api/polls/{id}',
        'GET /api/newsletter/subscriptions',
        'DELETE /api/newsletter/subscriptions/{id}',
        'POST /api/admin/upload',
        'DELETE /api/admin/articles/{id}',
      ]),
    );
    expect(checked.length).toBeGreaterThan(40);
    expect(await everyRow()).toEqual(before);
  });
});
