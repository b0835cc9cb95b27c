import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reauthenticate,
  signInAsNewAdmin,
  startTestApp,
  type TestApp,
} from '../../../test-support/test-app.ts';
import {
  type AdminRole,
  adminRoles,
  REAUTHENTICATION_REASON,
  ROLE_NOT_ALLOWED,
  roleAtLeast,
} from '../../contracts/admin-auth.ts';
import * as schema from '../db/schema.ts';
import { seedDemoContent } from '../db/seed/seed-demo.ts';
import { createAdmin } from '../modules/admin-auth/admin-auth.service.ts';
import { adminInvitations } from '../modules/invitations/invitations.table.ts';
import { stagingRootOf } from '../modules/uploads/uploads.service.ts';
import { createStorage } from '../storage/storage.ts';

/**
 * The access table as the spec and docs/api.md state it: the least role of every guarded route.
 * The OpenAPI document (read from the routes' config) must say the same, and the walk below checks
 * that the server enforces it.
 */
const LEAST_ROLE: Record<string, AdminRole> = {
  // One's own account, open to every role.
  'GET /api/admin/me': 'contributor',
  'POST /api/admin/reauthenticate': 'contributor',
  'PUT /api/admin/accounts/me/password': 'contributor',
  'PUT /api/admin/accounts/me/email': 'contributor',
  'GET /api/admin/accounts/me': 'contributor',
  'POST /api/admin/accounts/me/sessions/end-others': 'contributor',
  'GET /api/admin/accounts/me/two-factor': 'contributor',
  'DELETE /api/admin/accounts/me/two-factor': 'contributor',
  'POST /api/admin/accounts/me/two-factor/setup': 'contributor',
  'POST /api/admin/accounts/me/two-factor/confirm': 'contributor',
  // What a contributor needs to write: the dashboard, the search, uploads and the media library.
  'GET /api/admin/dashboard': 'contributor',
  'GET /api/admin/search': 'contributor',
  'POST /api/admin/upload': 'contributor',
  'POST /api/admin/upload-slides': 'contributor',
  'GET /api/admin/media': 'contributor',
  // Editors run every kind of content but stories, videos and graphics (below), comments and analytics.
  'DELETE /api/admin/media/{id}': 'editor',
  'GET /api/admin/analytics': 'editor',
  'GET /api/admin/comments': 'editor',
  'PATCH /api/admin/comments/{id}': 'editor',
  'DELETE /api/admin/comments/{id}': 'editor',
  'POST /api/admin/comments/approve-by-name': 'editor',
  'GET /api/admin/comments/articles': 'editor',
  'PUT /api/admin/comments/articles/{articleId}': 'editor',
  'GET /api/admin/crosswords': 'editor',
  'POST /api/admin/crosswords': 'editor',
  'POST /api/admin/crosswords/bulk': 'editor',
  'GET /api/admin/crosswords/{id}': 'editor',
  'PUT /api/admin/crosswords/{id}': 'editor',
  'DELETE /api/admin/crosswords/{id}': 'editor',
  'PATCH /api/admin/crosswords/{id}/activate': 'editor',
  'GET /api/admin/polls': 'editor',
  'POST /api/admin/polls': 'editor',
  'PUT /api/polls/{id}/options': 'editor',
  'PATCH /api/polls/{id}': 'editor',
  'DELETE /api/admin/polls/{id}': 'editor',
  'GET /api/admin/newsletter/preview': 'editor',
  'POST /api/admin/newsletter/test-send': 'editor',
  'GET /api/admin/events': 'editor',
  'POST /api/admin/events': 'editor',
  'POST /api/admin/events/bulk': 'editor',
  'GET /api/admin/events/{id}': 'editor',
  'PUT /api/admin/events/{id}': 'editor',
  'DELETE /api/admin/events/{id}': 'editor',
  'GET /api/admin/nabj-picks': 'editor',
  'POST /api/admin/nabj-picks': 'editor',
  'POST /api/admin/nabj-picks/bulk': 'editor',
  'GET /api/admin/nabj-picks/{id}': 'editor',
  'PUT /api/admin/nabj-picks/{id}': 'editor',
  'DELETE /api/admin/nabj-picks/{id}': 'editor',
  'GET /api/admin/member-of-the-month': 'editor',
  'POST /api/admin/member-of-the-month': 'editor',
  'POST /api/admin/member-of-the-month/bulk': 'editor',
  'GET /api/admin/member-of-the-month/{id}': 'editor',
  'PUT /api/admin/member-of-the-month/{id}': 'editor',
  'DELETE /api/admin/member-of-the-month/{id}': 'editor',
  'GET /api/admin/contributors': 'editor',
  'POST /api/admin/contributors': 'editor',
  'GET /api/admin/contributors/{id}': 'editor',
  'PUT /api/admin/contributors/{id}': 'editor',
  'DELETE /api/admin/contributors/{id}': 'editor',
  // Admins only: accounts, invitations, settings, subscribers, the audit log and past issues.
  'GET /api/admin/accounts': 'admin',
  'PATCH /api/admin/accounts/{id}': 'admin',
  'DELETE /api/admin/accounts/{id}': 'admin',
  'PUT /api/admin/accounts/two-factor-requirement': 'admin',
  'GET /api/admin/invitations': 'admin',
  'POST /api/admin/invitations': 'admin',
  'POST /api/admin/invitations/{id}/resend': 'admin',
  'DELETE /api/admin/invitations/{id}': 'admin',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/site-settings': 'admin',
  'PUT /api/admin/site-settings': 'admin',
  'GET /api/admin/newsletter/sends': 'admin',
  'GET /api/newsletter/subscriptions': 'admin',
  'GET /api/newsletter/subscriptions/pending': 'admin',
  'GET /api/newsletter/subscriptions/stats': 'admin',
  'GET /api/newsletter/subscriptions/export.csv': 'admin',
  'DELETE /api/newsletter/subscriptions/{id}': 'admin',
  'POST /api/newsletter/subscriptions/{id}/resend-confirmation': 'admin',
  // Stories, videos and graphics: open to contributors, with their module's ownership rules; review,
  // the queue and the story budget.
  'DELETE /api/admin/articles/{id}': 'contributor',
  'DELETE /api/admin/broadcast/{id}': 'contributor',
  'DELETE /api/admin/budget/{id}': 'contributor',
  'DELETE /api/admin/graphics/{id}': 'contributor',
  'GET /api/admin/articles': 'contributor',
  'GET /api/admin/articles/{id}': 'contributor',
  'GET /api/admin/articles/{id}/preview-link': 'contributor',
  'GET /api/admin/articles/{id}/review-history': 'contributor',
  'GET /api/admin/articles/{id}/revisions': 'contributor',
  'GET /api/admin/articles/{id}/revisions/{revisionId}': 'contributor',
  'GET /api/admin/broadcast': 'contributor',
  'GET /api/admin/broadcast/{id}': 'contributor',
  'GET /api/admin/broadcast/{id}/preview-link': 'contributor',
  'GET /api/admin/broadcast/{id}/review-history': 'contributor',
  'GET /api/admin/budget': 'contributor',
  'GET /api/admin/budget/assignees': 'editor',
  'GET /api/admin/graphics': 'contributor',
  'GET /api/admin/graphics/{id}': 'contributor',
  'GET /api/admin/graphics/{id}/preview-link': 'contributor',
  'GET /api/admin/graphics/{id}/review-history': 'contributor',
  'GET /api/admin/review-queue': 'editor',
  'GET /api/admin/review-queue/count': 'editor',
  'PATCH /api/admin/budget/{id}': 'contributor',
  'POST /api/admin/articles': 'contributor',
  'POST /api/admin/articles/bulk': 'editor',
  'POST /api/admin/articles/{id}/publish': 'editor',
  'POST /api/admin/articles/{id}/revisions/{revisionId}/restore': 'contributor',
  'POST /api/admin/articles/{id}/send-back': 'editor',
  'POST /api/admin/articles/{id}/submit': 'contributor',
  'POST /api/admin/broadcast': 'contributor',
  'POST /api/admin/broadcast/bulk': 'editor',
  'POST /api/admin/broadcast/{id}/publish': 'editor',
  'POST /api/admin/broadcast/{id}/send-back': 'editor',
  'POST /api/admin/broadcast/{id}/submit': 'contributor',
  'POST /api/admin/budget': 'contributor',
  'POST /api/admin/budget/{id}/assign': 'editor',
  'POST /api/admin/graphics': 'contributor',
  'POST /api/admin/graphics/bulk': 'editor',
  'POST /api/admin/graphics/{id}/publish': 'editor',
  'POST /api/admin/graphics/{id}/send-back': 'editor',
  'POST /api/admin/graphics/{id}/submit': 'contributor',
  'POST /api/graphics/embed': 'contributor',
  'PUT /api/admin/articles/{id}': 'contributor',
  'PUT /api/admin/broadcast/{id}': 'contributor',
  'PUT /api/admin/graphics/{id}': 'contributor',
  // Presence: every role reaches it; the kind's own role and the item's rules are checked with the item.
  'GET /api/admin/presence/{kind}': 'contributor',
  'PUT /api/admin/presence/{kind}/{id}': 'contributor',
  'DELETE /api/admin/presence/{kind}/{id}': 'contributor',
};

// The only calls an anonymous visitor may make besides public reads (docs/api.md, "Who may call what").
const ANONYMOUS_WRITES = new Set([
  'POST /api/admin/login',
  'POST /api/admin/login/two-factor',
  'POST /api/admin/logout',
  'POST /api/admin/email-change/confirm',
  'POST /api/admin/invitations/accept',
  'POST /api/admin/password-reset',
  'POST /api/admin/password-reset/confirm',
  'POST /api/articles/{id}/comments',
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/subscribe',
  'POST /api/newsletter/unsubscribe',
  'POST /api/polls/vote',
  'POST /api/push/subscribe',
  'POST /api/push/unsubscribe',
  'POST /api/views',
  'POST /newsletter/subscribe',
]);

/** Where a path parameter finds a real id: the table named by the path segment before it. */
const TABLE_OF_SEGMENT: Record<string, string> = {
  accounts: 'admins',
  articles: 'articles',
  broadcast: 'broadcast_videos',
  budget: 'story_pitches',
  comments: 'comments',
  contributors: 'contributors',
  crosswords: 'crosswords',
  events: 'events',
  graphics: 'graphics',
  invitations: 'admin_invitations',
  media: 'uploads',
  article: 'articles',
  'member-of-the-month': 'members_of_the_month',
  'nabj-picks': 'nabj_picks',
  polls: 'polls',
  revisions: 'article_revisions',
  subscriptions: 'newsletter_subscriptions',
};

let t: TestApp;
let dataDir: string;
/** A Cookie header per role, each session freshly re-authenticated for the sensitive routes. */
const cookies = {} as Record<AdminRole, string>;
/** Removed by the admin's walk of DELETE /api/admin/accounts/{id}, so it is nobody's own. */
let spareAccountId: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-access-'));
  t = await startTestApp({ dataDir });
  // Real content in every table, so a write that slipped through would show.
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
  await t.db.insert(adminInvitations).values({
    email: 'invited@example.org',
    role: 'editor',
    tokenHash: 'not a real token',
    expiresAt: new Date(Date.now() + 3600_000),
  });
  spareAccountId = (await createAdmin(t.db, 'spare', 'spare password 1', { role: 'editor' })).id;
  for (const role of adminRoles) {
    cookies[role] = await reauthenticate(t, (await signInAsNewAdmin(t, undefined, role)).cookie);
  }
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A count and digest of every table's rows, in one query. */
const tableDigests = (() => {
  const tables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable));
  const query = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*) || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from "${name}" r`,
    )
    .join(' union all ');
  return async () => {
    const { rows } = (await t.db.execute(sql.raw(query))) as unknown as {
      rows: { name: string; digest: string }[];
    };
    return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
  };
})();

/**
 * The digests once the previous calls' writes after their answers (the audit line of onResponse) are
 * in: two reads a moment apart agree.
 */
async function settledDigests() {
  let last = await tableDigests();
  for (let tries = 0; tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const next = await tableDigests();
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  return last;
}

async function realId(segment: string | undefined): Promise<string> {
  if (segment === 'accounts') return String(spareAccountId);
  const table = TABLE_OF_SEGMENT[segment ?? ''];
  if (!table) throw new Error(`no table for path segment ${segment}`);
  const { rows } = (await t.db.execute(
    sql.raw(`select id from "${table}" order by id limit 1`),
  )) as unknown as {
    rows: { id: number }[];
  };
  return String(rows[0]?.id ?? 1);
}

/** The path with each {param} replaced by a real id of the table its preceding segment names. */
async function urlOf(pathTemplate: string): Promise<string> {
  const segments = pathTemplate.split('/');
  for (const [index, segment] of segments.entries()) {
    if (!segment.startsWith('{')) continue;
    // A content kind's name: an article's, whose id the next parameter then finds.
    if (segment === '{kind}') {
      segments[index] = 'article';
      continue;
    }
    const named = segment === '{articleId}' ? 'articles' : segments[index - 1];
    segments[index] = await realId(named);
  }
  return segments.join('/');
}

function call(method: string, url: string, cookie?: string) {
  const isRead = method === 'GET';
  return t.app.inject({
    method: method as InjectOptions['method'],
    url,
    ...(isRead ? {} : { payload: {} }),
    headers: cookie ? { cookie } : {},
  });
}

describe('the role of every guarded route', () => {
  it('is the same in the OpenAPI document as in the access table, and no other write is anonymous', async () => {
    const doc = (await call('GET', '/api/docs', cookies.admin)).json();
    const documented: Record<string, AdminRole> = {};
    for (const [pathTemplate, operations] of Object.entries<Record<string, { 'x-role'?: AdminRole }>>(
      doc.paths,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${pathTemplate}`;
        if (operation['x-role']) documented[route] = operation['x-role'];
        else if (method !== 'get' && method !== 'head') expect(ANONYMOUS_WRITES, route).toContain(route);
        else if (pathTemplate.startsWith('/api/admin'))
          expect(route).toBe('GET /api/admin/invitations/accept');
      }
    }
    expect(documented).toEqual(LEAST_ROLE);
  });

  it('refuses every role below it with 403 and anonymous calls with 401, changing nothing, and lets the others through', async () => {
    for (const [route, least] of Object.entries(LEAST_ROLE)) {
      const [method, pathTemplate] = route.split(' ') as [string, string];
      const url = await urlOf(pathTemplate);
      const before = await settledDigests();
      expect((await call(method, url)).statusCode, `${route} anonymous`).toBe(401);
      const refusedRoles = adminRoles.filter((role) => !roleAtLeast(role, least));
      for (const role of refusedRoles) {
        const refused = await call(method, url, cookies[role]);
        expect(refused.statusCode, `${route} as ${role}`).toBe(403);
        expect(refused.json().message, `${route} as ${role}`).toBe(ROLE_NOT_ALLOWED);
      }
      expect(await tableDigests(), `${route}: a refused call changed a table`).toEqual(before);
      for (const role of adminRoles.filter((candidate) => roleAtLeast(candidate, least))) {
        const allowed = await call(method, url, cookies[role]);
        const refusal = allowed.statusCode === 403 ? allowed.json() : {};
        expect(allowed.statusCode, `${route} as ${role}`).not.toBe(401);
        expect(refusal.message, `${route} as ${role}`).not.toBe(ROLE_NOT_ALLOWED);
        expect(refusal.reason, `${route} as ${role}`).not.toBe(REAUTHENTICATION_REASON);
      }
    }
  }, 300_000);
});
