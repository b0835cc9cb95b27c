import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { digestOf } from '../../../test-support/fuzz/database-digest.ts';
import { hostileRequest, type RouteShape } from '../../../test-support/fuzz/hostile-requests.ts';
import { startSourcePages } from '../../../test-support/source-pages.ts';
import { buildAppSendingMail, signInAsNewAdmin } from '../../../test-support/test-app.ts';
import { createTestDatabase } from '../../../test-support/test-database.ts';
import { publicRoutes } from '../../web/routes.tsx';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { hashAddress } from '../http/rate-limit.ts';
import { newsletterMailQueue } from '../modules/newsletter/newsletter.table.ts';

/**
 * Every route the app has, sent random and hostile params, query strings and bodies (docs/security.md,
 * Fuzzing): never a 5xx, every refusal `{message}` in JSON without internals, and a refused request
 * leaves every table as it was. The server-rendered pages too, rendered by the real web app.
 */

/**
 * Requests per route and audience: about 900 in all, under a minute on either database. FUZZ_RUNS and
 * FUZZ_SEED explore further by hand (`FUZZ_RUNS=50 FUZZ_SEED=7 npx vitest run src/server/fuzz`); the
 * fixed seed makes a failure in `npm test` the same on the next run.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let database: DatabaseHandle;
let app: FastifyInstance;
let cookie: string;
let databaseDigest: () => Promise<Record<string, string>>;
const routes: RouteShape[] = [];
/**
 * The pages behind the app's one catch-all route, by their own addresses so their parameters and
 * query strings (`?q=`) reach the reads they make: every public page, the admin shell, any other path.
 */
const pages: RouteShape[] = [...publicRoutes.map((route) => route.path), '/admin/*', '/*'].map((url) => ({
  method: 'GET',
  url,
}));
let vite: ViteDevServer;
let started = 0;
let finished = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = {
    ...loadConfig({ DATA_DIR: path.join(os.tmpdir(), `nabj-fuzz-${process.pid}`) }),
    // The limits answer 429 before any handler runs; raised so the handlers themselves are reached.
    rateLimits: {
      newsletterSubscribe: 1_000_000,
      pollVote: 1_000_000,
      pushSubscribe: 1_000_000,
      views: 1_000_000,
    },
  };
  const source = await startSourcePages();
  vite = source.vite;
  app = await buildAppSendingMail({
    config,
    db: database.db,
    pages: source.pages,
    beforeRoutes: async (instance) => {
      instance.addHook('onRoute', (route: RouteOptions) => {
        for (const method of [route.method].flat() as HTTPMethods[]) {
          // HEAD: Fastify's copies of the GET routes; /*: the pages, listed above.
          if (method === 'HEAD' || route.url === '/*') continue;
          routes.push({ method, url: route.url, schema: route.schema });
        }
      });
      // The audit log is written in onResponse, after inject has its answer; these hooks come later,
      // so a request is only done (and the digest may be taken) once they have run. Counted at onSend,
      // which every answer passes, also one a cached answer sends from an earlier onRequest hook.
      instance.addHook('onSend', async (_request, _reply, payload) => {
        started++;
        return payload;
      });
      instance.addHook('onResponse', async () => {
        finished++;
      });
    },
  });
  ({ cookie } = await signInAsNewAdmin({ app, db: database.db, config, close: async () => {} }));
  // Something for small ids to find, so the fuzz also reaches updates and deletes of real rows.
  const seeded = [
    [
      '/api/admin/articles',
      { title: 'Fuzz', excerpt: 'e', content: '<p>c</p>', author: 'A', imageUrl: '/uploads/a.png' },
    ],
    ['/api/admin/polls', { question: 'Fuzz?', options: ['Yes', 'No'], isActive: true }],
  ] as const;
  for (const [url, payload] of seeded) {
    const response = await app.inject({ method: 'POST', url, payload, headers: { cookie } });
    expect(response.statusCode).toBe(201);
  }
  // Secrets made on first use (the address key of the rate limits) are not a change a refusal made.
  await hashAddress(database.db, '127.0.0.1');
  databaseDigest = await digestOf(database.db);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await vite?.close();
  await database?.close();
});

const INTERNALS = /\bat .+\.(ts|js|tsx):\d+|"stack"|node_modules|\/work\/|SELECT |INSERT |UPDATE |violates/;

/**
 * What a 4xx or 5xx answer must look like: JSON `{message}` and nothing from inside the server. A page
 * may answer with HTML (its 404 page), but never a 5xx and never with internals anywhere in it.
 */
function problemsWithAnswer(
  status: number,
  contentType: string | undefined,
  body: string,
  isPage: boolean,
): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  if (isPage && contentType?.startsWith('text/html')) {
    if (INTERNALS.test(body)) problems.push('internals in the page');
    return problems;
  }
  if (status < 400) return problems;
  if (!contentType?.startsWith('application/json')) problems.push(`content type ${contentType}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [...problems, 'body is not JSON'];
  }
  const message = (parsed as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message === '') problems.push('no message');
  if (INTERNALS.test(body)) problems.push('internals in the body');
  return problems;
}

async function fuzzRoutes(audience: 'public' | 'admin') {
  const failures: string[] = [];
  let current = await databaseDigest();
  for (const [index, route] of [...routes, ...pages].entries()) {
    // Signing out would end the session the other admin runs use; it is fuzzed without a cookie.
    if (audience === 'admin' && route.url === '/api/admin/logout') continue;
    const details = await fc.check(
      fc.asyncProperty(hostileRequest(route), async (request) => {
        const options: InjectOptions = {
          ...request,
          headers: audience === 'admin' ? { ...request.headers, cookie } : request.headers,
        };
        const response = await app.inject(options);
        await vi.waitFor(() => expect(finished).toBe(started));
        // A sign-up's mail is sent after its answer: the queue is emptied before the digest is taken.
        await vi.waitFor(async () => expect(await database.db.$count(newsletterMailQueue)).toBe(0));
        const problems = problemsWithAnswer(
          response.statusCode,
          response.headers['content-type'] as string | undefined,
          response.body,
          pages.includes(route),
        );
        // One digest per request: what it left is what the next request starts from.
        const before = current;
        current = await databaseDigest();
        if (response.statusCode >= 400) {
          const changed = Object.keys(current).filter((table) => current[table] !== before[table]);
          if (changed.length > 0) problems.push(`a refused request changed ${changed.join(', ')}`);
        }
        if (problems.length > 0) {
          throw new Error(`${response.statusCode} ${problems.join('; ')}: ${response.body.slice(0, 300)}`);
        }
      }),
      { numRuns: RUNS_PER_ROUTE, seed: SEED + index, endOnFailure: true },
    );
    if (details.failed) {
      const error = details.errorInstance as Error | undefined;
      const request = JSON.stringify(details.counterexample?.[0]).slice(0, 400);
      failures.push(`${route.method} ${route.url}: ${error?.message} (seed ${SEED + index}) for ${request}`);
    }
  }
  return failures;
}

describe('every endpoint under hostile input', () => {
  it('finds the routes of every module', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls.length).toBeGreaterThan(80);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/newsletter/subscribe',
        'PUT /api/admin/articles/:id',
        'GET /uploads/*',
      ]),
    );
    expect(pages.map((page) => page.url)).toEqual(
      expect.arrayContaining([
        '/article/:id',
        '/contributor/:name',
        '/member/:name',
        '/writing/news',
        '/admin/*',
      ]),
    );
  });

  it('fuzzes the pages as the web app renders them', async () => {
    const article = await app.inject({ method: 'GET', url: '/article/1?q=%3Cscript%3E' });
    expect(article.statusCode).toBe(200);
    expect(article.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(article.body).toContain('<h1');
    expect(article.body).toContain('Fuzz');
    expect((await app.inject({ method: 'GET', url: '/member/nobody' })).statusCode).toBe(404);
  });

  it('answers anonymous requests without a 5xx, with {message} on refusals that change nothing', async () => {
    expect(await fuzzRoutes('public')).toEqual([]);
  }, 600_000);

  it('answers a signed-in admin without a 5xx, with {message} on refusals that change nothing', async () => {
    expect(await fuzzRoutes('admin')).toEqual([]);
  }, 600_000);

  it('answers a URL the router cannot read like any other refusal', async () => {
    const broken = await app.inject({ method: 'GET', url: '/api/articles/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The request could not be read' });
    // A write: a GET that no route can take falls through to the pages' catch-all, which answers 404.
    const long = await app.inject({ method: 'PUT', url: `/api/admin/articles/${'1'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The request could not be read' });
  });

  it('lets no body write to Object.prototype', () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
