import { describe, expect, it } from 'vitest';
import { buildArticle } from '../../../test-support/factories.ts';
import { type CrudKind, kindApi, kindTests } from '../../../test-support/kind-tests.ts';
import { signedInTestApp } from '../../../test-support/test-app.ts';
import { VERSION_CONFLICT } from '../../contracts/common.ts';
import { contentKindNames, contentKinds, publishedKinds } from '../../contracts/content-kinds.ts';
import type { Pitch } from '../../contracts/story-budget.ts';

/**
 * No silent overwrite (docs/api.md, "Versions and conflicts"): every kind of the registry, and the
 * other records an admin edits, refuse a write based on an older version with 409 and the record as
 * it is now, and change nothing; a write naming no version is accepted as before.
 */

type Json = Record<string, unknown>;

const t = signedInTestApp();

const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });

/** An admin call with headers (If-Match). */
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, payload, headers: { cookie: t.cookie, ...headers } });

/** What a refused write answers: the conflict, with the record as its read gives it now. */
const conflictWith = (current: unknown) => ({ error: VERSION_CONFLICT, current });

describe.each(contentKindNames)('the versions of a %s', (kind) => {
  const k: CrudKind = kindTests[kind];
  const api = kindApi(t, kind);

  async function create(): Promise<number> {
    const response = await api.create(k.build());
    expect(response.statusCode).toBe(201);
    return (k.itemOf ?? ((created: Json) => created))(response.json()).id as number;
  }

  it('reads with its version as ETag, and refuses an edit based on an older one', async () => {
    const id = await create();
    const read = await api.adminRead(id);
    expect(read.json().version).toBe(1);
    expect(read.headers.etag).toBe('"1"');

    const saved = await api.update(id, k.buildEdit(), ifMatch(1));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(2);
    expect(saved.headers.etag).toBe('"2"');

    const now = (await api.adminRead(id)).json();
    for (const stale of [
      api.update(id, k.buildEdit(), ifMatch(1)),
      api.update(id, { ...k.buildEdit(), version: 1 }),
    ]) {
      const refused = await stale;
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(conflictWith(now));
    }
    expect((await api.adminRead(id)).json()).toEqual(now);

    const unversioned = await api.update(id, k.buildEdit());
    expect(unversioned.statusCode).toBe(200);
    expect(unversioned.json().version).toBe(3);
  });

  it('lets exactly one of two edits from the same version through', async () => {
    const id = await create();
    const answers = await Promise.all([1, 2].map(() => api.update(id, k.buildEdit(), ifMatch(1))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await api.adminRead(id)).json().version).toBe(2);
  });
});

describe('the version a write names', () => {
  it('is a whole number, or * for any', async () => {
    const id = (await call('POST', '/api/admin/events', kindTests.event.build())).json().id;
    for (const bad of ['"abc"', '"1", "2"', '-1']) {
      const refused = await call('PUT', `/api/admin/events/${id}`, kindTests.event.buildEdit(), {
        'if-match': bad,
      });
      expect(refused.statusCode).toBe(400);
    }
    const bodyRefused = await call('PUT', `/api/admin/events/${id}`, {
      ...kindTests.event.buildEdit(),
      version: 'x',
    });
    expect(bodyRefused.statusCode).toBe(400);
    const any = await call('PUT', `/api/admin/events/${id}`, kindTests.event.buildEdit(), {
      'if-match': '*',
    });
    expect(any.statusCode).toBe(200);
    const bare = await call('PUT', `/api/admin/events/${id}`, kindTests.event.buildEdit(), {
      'if-match': '2',
    });
    expect(bare.json().version).toBe(3);
  });
});

describe('the other records an admin edits', () => {
  const article = async (overrides = {}) => {
    const response = await call('POST', '/api/admin/articles', buildArticle(overrides));
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number; version: number }>();
  };
  const readArticle = async (id: number) => (await call('GET', `/api/admin/articles/${id}`)).json();

  it('restores a revision only over the version it was chosen on', async () => {
    const { id } = await article({ title: 'First' });
    // A status change keeps the save a revision of its own (quick saves fold: docs/admin/articles.md).
    await call('PUT', `/api/admin/articles/${id}`, buildArticle({ title: 'Second', status: 'draft' }));
    const revisions = (await call('GET', `/api/admin/articles/${id}/revisions`)).json<{ id: number }[]>();
    const first = revisions.at(-1)!.id;
    const restore = `/api/admin/articles/${id}/revisions/${first}/restore`;

    const now = await readArticle(id);
    const refused = await call('POST', restore, undefined, ifMatch(1));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(conflictWith(now));
    expect(await readArticle(id)).toEqual(now);

    const restored = await call('POST', restore, undefined, ifMatch(2));
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 3, title: 'First' });
    expect(restored.headers.etag).toBe('"3"');
  });

  it('takes a review step only on the version it was decided on', async () => {
    const { id } = await article({ status: 'draft' });
    await call('PUT', `/api/admin/articles/${id}`, buildArticle({ status: 'draft', title: 'Edited' }));
    const now = await readArticle(id);

    const refused = await call('POST', `/api/admin/articles/${id}/submit`, undefined, ifMatch(1));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(conflictWith(now));
    expect(await readArticle(id)).toEqual(now);

    const submitted = await call('POST', `/api/admin/articles/${id}/submit`, undefined, ifMatch(2));
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'in-review', version: 3 });

    const stalePublish = await call('POST', `/api/admin/articles/${id}/publish`, { version: 2 });
    expect(stalePublish.statusCode).toBe(409);
    const published = await call('POST', `/api/admin/articles/${id}/publish`, { version: 3 });
    expect(published.json()).toMatchObject({ status: 'published', version: 4 });
    expect((await readArticle(id)).firstPublishedAt).toBe(published.json().publishedDate);
  });

  it('saves the site settings only over the version they were read at', async () => {
    const read = await call('GET', '/api/admin/site-settings');
    const { version, ...settings } = read.json();
    expect(read.headers.etag).toBe(`"${version}"`);

    const saved = await call('PUT', '/api/admin/site-settings', {
      ...settings,
      chapterName: 'First',
      version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ chapterName: 'First', version: version + 1 });

    const now = (await call('GET', '/api/admin/site-settings')).json();
    const refused = await call(
      'PUT',
      '/api/admin/site-settings',
      { ...settings, chapterName: 'Lost' },
      ifMatch(version),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(conflictWith(now));

    const racing = await Promise.all(
      ['A', 'B'].map((name) =>
        call('PUT', '/api/admin/site-settings', { ...settings, chapterName: name }, ifMatch(version + 1)),
      ),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const unversioned = await call('PUT', '/api/admin/site-settings', settings);
    expect(unversioned.json().version).toBe(version + 3);
  });

  it('changes and assigns a pitch only over the version it was read at', async () => {
    const wantedBy = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const created = await call('POST', '/api/admin/budget', { title: 'Pitch', kind: 'article', wantedBy });
    const { id } = created.json<Pitch>();
    const card = async () =>
      (await call('GET', '/api/admin/budget')).json<Pitch[]>().find((p) => p.id === id);

    const edited = await call('PATCH', `/api/admin/budget/${id}`, { title: 'Better pitch' }, ifMatch(1));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Better pitch', version: 2 });

    const now = await card();
    const refused = await call('PATCH', `/api/admin/budget/${id}`, { title: 'Lost', version: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(conflictWith(now));

    const [assignee] = (await call('GET', '/api/admin/budget/assignees')).json<{ id: number }[]>();
    const staleAssign = await call(
      'POST',
      `/api/admin/budget/${id}/assign`,
      { assigneeId: assignee!.id },
      ifMatch(1),
    );
    expect(staleAssign.statusCode).toBe(409);
    expect(await card()).toEqual(now);
    const assigned = await call(
      'POST',
      `/api/admin/budget/${id}/assign`,
      { assigneeId: assignee!.id },
      ifMatch(2),
    );
    expect(assigned.json()).toMatchObject({ stage: 'assigned', version: 3 });
  });

  it('publishes in bulk without writing back what the list held', async () => {
    const { id } = await article({ status: 'draft', title: 'As the list showed it' });
    await call('PUT', `/api/admin/articles/${id}`, buildArticle({ status: 'draft', title: 'Edited since' }));
    const bulk = await call('POST', '/api/admin/articles/bulk', { action: 'publish', ids: [id] });
    expect(bulk.json()).toEqual({ count: 1 });
    const after = await readArticle(id);
    expect(after).toMatchObject({ title: 'Edited since', status: 'published', version: 3 });
    expect(after.firstPublishedAt).toBe(after.publishedDate);
  });
});

describe.each(publishedKinds)('when a %s first went out', (kind) => {
  const k: CrudKind = kindTests[kind];
  const api = kindApi(t, kind);
  const first = '2026-03-01T15:00:00.000Z';

  it('is set by the write that first publishes it and kept through an unpublish', async () => {
    const created = await call('POST', `/api/admin/${contentKinds[kind].api}`, {
      ...k.build(),
      status: 'draft',
    });
    const id = created.json().id;
    expect(created.json().firstPublishedAt).toBeNull();

    const published = await api.update(id, { ...k.buildEdit(), status: 'published', publishedDate: first });
    expect(published.json().firstPublishedAt).toBe(first);
    const unpublished = await api.update(id, { ...k.buildEdit(), status: 'draft' });
    expect(unpublished.json()).toMatchObject({ status: 'draft', firstPublishedAt: first });
    const again = await api.update(id, {
      ...k.buildEdit(),
      status: 'published',
      publishedDate: '2026-04-01T15:00:00.000Z',
    });
    expect(again.json().firstPublishedAt).toBe(first);

    const live = await api.create({ ...k.build(), status: 'published', publishedDate: first });
    expect(live.json().firstPublishedAt).toBe(first);
  });
});
