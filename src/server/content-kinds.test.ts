import { describe, expect, it } from 'vitest';
import { type KindSample, kindTests } from '../../test-support/kind-tests.ts';
import { signedInTestApp } from '../../test-support/test-app.ts';
import {
  type ContentKind,
  contentKindNames,
  contentKinds,
  kindsWith,
  publishedKinds,
} from '../contracts/content-kinds.ts';
import { collectIssue } from './modules/newsletter/newsletter-delivery.service.ts';

/**
 * The registry's guard (docs/architecture.md, "Adding a content kind"): every kind it describes is
 * served, counted, searched, announced and mapped wherever the registry says it takes part. A place
 * that keeps its own list of kinds and forgets one fails here, named by kind and place.
 */

type Json = Record<string, unknown>;

const t = signedInTestApp();
const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: t.cookie } });

/** One item of each kind, made through its own admin API, published where the kind has a status. */
const created = {} as Record<ContentKind, { id: number; name: string }>;

async function createItem(kind: ContentKind) {
  const sample: KindSample = kindTests[kind];
  const response = await admin('POST', `/api/admin/${contentKinds[kind].api}`, sample.build());
  expect(response.statusCode, `POST /api/admin/${contentKinds[kind].api}`).toBe(201);
  const item = sample.itemOf ? sample.itemOf(response.json()) : (response.json() as Json);
  return { id: item.id as number, name: (item.title ?? item.name) as string };
}

describe.each(contentKindNames)('the %s kind', (kind) => {
  const { api, several, page } = contentKinds[kind];

  it('is created, listed and read through its admin API', async () => {
    created[kind] = await createItem(kind);
    const list = await admin('GET', `/api/admin/${api}`);
    expect(list.statusCode).toBe(200);
    const ids = (list.json() as Json[]).flatMap((row) => [
      row.id,
      ...((row.picks as Json[]) ?? []).map((p) => p.id),
    ]);
    expect(ids).toContain(created[kind].id);
  });

  it('is counted on the dashboard', async () => {
    const { counts } = (await admin('GET', '/api/admin/dashboard')).json();
    expect(counts[several], `dashboard counts.${several}`).toBeGreaterThanOrEqual(1);
  });

  it('has its public page in the sitemap', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`${t.config.publicUrl}${page}</loc>`);
  });

  it.runIf(contentKinds[kind].searched)('is found by the admin quick search', async () => {
    const { id, name } = created[kind];
    const results = (await admin('GET', `/api/admin/search?q=${encodeURIComponent(name)}`)).json() as Json[];
    expect(results).toContainEqual(expect.objectContaining({ kind, id }));
  });

  it.runIf(contentKinds[kind].listed)('is counted by analytics as content', async () => {
    const { breakdown } = (await admin('GET', '/api/admin/analytics')).json();
    expect(breakdown[several], `analytics breakdown.${several}`).toBeGreaterThanOrEqual(1);
  });

  it.runIf(contentKinds[kind].published)('has review, preview and the story budget', async () => {
    const { id } = created[kind];
    expect((await admin('GET', `/api/admin/${api}/${id}/review-history`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/admin/${api}/${id}/preview-link`)).statusCode).toBe(200);
    const pitch = await admin('POST', '/api/admin/budget', {
      title: `A ${kind}`,
      kind,
      wantedBy: '2030-01-01',
    });
    expect(pitch.statusCode, pitch.body).toBe(201);
  });
});

describe('the newsletter', () => {
  it('mails a published item of every published kind', async () => {
    const issue = await collectIssue(t.db, new Date(0), new Date());
    for (const kind of publishedKinds) {
      expect(
        issue.items[kind].map((item) => item.title),
        kind,
      ).toContain(created[kind].name);
    }
  });
});

describe('the registry', () => {
  it('derives the lists of kinds from what each kind takes part in', () => {
    expect(kindsWith('published')).toEqual(['article', 'video', 'graphic']);
    expect(new Set(contentKindNames.map((kind) => contentKinds[kind].api)).size).toBe(
      contentKindNames.length,
    );
  });
});
