import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildArticle } from '../../../../test-support/factories.ts';
import { signedInTestApp } from '../../../../test-support/test-app.ts';
import { matchesSearch } from './articles.repository.ts';
import { articles } from './articles.table.ts';

const t = signedInTestApp();

const create = (body: unknown) => t.asAdmin('POST', '/api/admin/articles', body);

describe('articles API', () => {
  it('creates, reads publicly and as admin, updates and deletes an article', async () => {
    const body = buildArticle({ pullQuotes: ['  First quote ', '', '   '], featured: true });
    const created = await create(body);
    expect(created.statusCode).toBe(201);
    const article = created.json();
    expect(article).toMatchObject({
      title: body.title,
      featured: true,
      pullQuotes: ['First quote'],
      status: 'published',
    });
    expect(Date.parse(article.publishedDate)).toBeLessThanOrEqual(Date.now());

    const publicRead = await t.app.inject({ method: 'GET', url: `/api/articles/${article.id}` });
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json()).not.toHaveProperty('status');
    expect(publicRead.json().title).toBe(article.title);

    const adminRead = await t.asAdmin('GET', `/api/admin/articles/${article.id}`);
    expect(adminRead.json().status).toBe('published');

    const updated = await t.asAdmin('PUT', `/api/admin/articles/${article.id}`, {
      ...buildArticle(),
      title: 'A new headline',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().title).toBe('A new headline');
    expect(updated.json().publishedDate).toBe(article.publishedDate);

    const deleted = await t.asAdmin('DELETE', `/api/admin/articles/${article.id}`);
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject({ method: 'GET', url: `/api/articles/${article.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Article not found' });
  });

  it('lists newest first, filters by category in either spelling, and limit=1 is the newest', async () => {
    const older = await create(
      buildArticle({ category: 'local', publishedDate: '2026-01-02T10:00:00.000Z' }),
    );
    const newer = await create(
      buildArticle({ category: 'Cola Close Up', publishedDate: '2026-03-02T10:00:00.000Z' }),
    );
    expect(newer.json().category).toBe('local');
    const local = (await t.app.inject({ method: 'GET', url: '/api/articles?category=local' })).json();
    expect(local.map((a: { id: number }) => a.id)).toEqual([newer.json().id, older.json().id]);
    const alias = (await t.app.inject({ method: 'GET', url: '/api/articles?category=cola-up-close' })).json();
    expect(alias).toEqual(local);
    await create(buildArticle({ title: 'The newest' }));
    const newest = (await t.app.inject({ method: 'GET', url: '/api/articles?limit=1' })).json();
    expect(newest).toHaveLength(1);
    expect(newest[0].title).toBe('The newest');
  });

  it('pages the admin list after a given article, and by offset once that article is deleted', async () => {
    // Dated before every other article here, so they are the end of the admin list.
    const ids: number[] = [];
    for (const day of ['04', '03', '02', '01']) {
      const created = await create(buildArticle({ publishedDate: `1990-01-${day}T10:00:00.000Z` }));
      ids.push(created.json().id);
    }
    const adminList = async (query: string) =>
      (await t.asAdmin('GET', `/api/admin/articles?${query}`)).json().map((a: { id: number }) => a.id);
    expect(await adminList(`after=${ids[0]}`)).toEqual(ids.slice(1));
    expect(await adminList(`limit=1&after=${ids[1]}`)).toEqual([ids[2]]);
    const total = (await adminList('limit=100')).length;
    await t.asAdmin('DELETE', `/api/admin/articles/${ids[1]}`);
    // The screen sends the page's offset with its cursor: the list stays whole without the cursor's row.
    expect(await adminList(`limit=2&offset=${total - 3}&after=${ids[1]}`)).toEqual(ids.slice(2));
  });

  it('searches the title, the excerpt and the author ignoring case, with paging and the category', async () => {
    const token = `zqx${Date.now()}`;
    const byTitle = (await create(buildArticle({ title: `Title ${token}` }))).json();
    const byExcerpt = (
      await create(buildArticle({ excerpt: `Mentions ${token.toUpperCase()} inside` }))
    ).json();
    const byAuthor = (await create(buildArticle({ author: `Writer ${token}`, category: 'health' }))).json();
    await create(buildArticle({ content: `Only the body says ${token}` }));
    await create(buildArticle({ title: `Draft ${token}`, status: 'draft' }));
    const search = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/articles?${query}` }))
        .json()
        .map((a: { id: number }) => a.id);

    expect(await search(`q=${token.toUpperCase()}`)).toEqual([byAuthor.id, byExcerpt.id, byTitle.id]);
    expect(await search(`q=%20${token.slice(1, 8)}%20&limit=2`)).toEqual([byAuthor.id, byExcerpt.id]);
    expect(await search(`q=${token}&limit=2&offset=2`)).toEqual([byTitle.id]);
    expect(await search(`q=${token}&category=health`)).toEqual([byAuthor.id]);
    // Wildcards are plain text, and a blank term lists everything.
    expect(await search('q=%25_%25')).toEqual([]);
    expect((await search('q=%20%20')).length).toBeGreaterThan(3);
    const long = await t.app.inject({ method: 'GET', url: `/api/articles?q=${'a'.repeat(201)}` });
    expect(long.statusCode).toBe(400);
  });

  it('searches letters beyond ASCII ignoring case, and an edited article by its new words only', async () => {
    const token = `zqé${Date.now()}`;
    const article = (await create(buildArticle({ title: `École ${token} Ñandú` }))).json();
    const search = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/articles?q=${encodeURIComponent(q)}` }))
        .json()
        .map((a: { id: number }) => a.id);
    expect(await search(`école ${token.toUpperCase()} ñandú`)).toEqual([article.id]);
    const edited = await t.asAdmin(
      'PUT',
      `/api/admin/articles/${article.id}`,
      buildArticle({ title: `Renamed ${token}`, author: 'Zoë Okafor' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await search(`école ${token}`)).toEqual([]);
    expect(await search(`renamed ${token}`)).toEqual([article.id]);
    expect(await search(`ZOË OKAFOR`)).toContain(article.id);
  });

  it('finds no match across two fields, and the search reads the trigram index', async () => {
    const token = `spanq${Date.now()}`;
    const article = (
      await create(buildArticle({ title: `Ends with ${token}`, excerpt: 'Begins here' }))
    ).json();
    const search = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/articles?q=${encodeURIComponent(q)}` }))
        .json()
        .map((a: { id: number }) => a.id);
    expect(await search(`${token} begins`)).toEqual([]);
    expect(await search(`${token}\u001fbegins`)).toEqual([]);
    expect(await search(`with ${token}`)).toEqual([article.id]);
    // The search's document must be the index's expression, or every search reads every article.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from ${articles} where ${matchesSearch(token)}`);
    });
    expect(JSON.stringify(plan)).toContain('articles_search_trgm_idx');
  });

  it('hides drafts and future-dated articles from the public until their time', async () => {
    const draft = (await create(buildArticle({ status: 'draft' }))).json();
    const scheduled = (
      await create(buildArticle({ publishedDate: new Date(Date.now() + 3600_000).toISOString() }))
    ).json();
    const list = (await t.app.inject({ method: 'GET', url: '/api/articles' })).json();
    const ids = list.map((a: { id: number }) => a.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(scheduled.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/articles/${draft.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/articles/${scheduled.id}` })).statusCode).toBe(
      404,
    );
    const all = (await t.asAdmin('GET', '/api/admin/articles')).json();
    expect(all.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([draft.id, scheduled.id]));
  });

  it('lists featured articles only', async () => {
    const featured = (await create(buildArticle({ featured: true }))).json();
    const plain = (await create(buildArticle({ featured: false }))).json();
    const list = (await t.app.inject({ method: 'GET', url: '/api/articles/featured' })).json();
    const ids = list.map((a: { id: number }) => a.id);
    expect(ids).toContain(featured.id);
    expect(ids).not.toContain(plain.id);
    const newer = (await create(buildArticle({ featured: true }))).json();
    const first = (await t.app.inject({ method: 'GET', url: '/api/articles/featured?limit=1' })).json();
    expect(first.map((a: { id: number }) => a.id)).toEqual([newer.id]);
    const tooMany = await t.app.inject({ method: 'GET', url: '/api/articles/featured?limit=21' });
    expect(tooMany.statusCode).toBe(400);
  });

  it('answers the lists as story cards with fields=summary: the same articles, without bodies', async () => {
    await create(buildArticle({ featured: true, pullQuotes: ['Quoted'] }));
    for (const list of [
      '/api/articles?limit=5',
      '/api/articles?q=story&limit=5',
      '/api/articles/featured?limit=5',
    ]) {
      const whole = (await t.app.inject({ method: 'GET', url: list })).json();
      const cards = (await t.app.inject({ method: 'GET', url: `${list}&fields=summary` })).json();
      expect(whole.length).toBeGreaterThan(0);
      expect(whole[0]).toHaveProperty('content');
      expect(cards).toEqual(
        whole.map(({ content: _content, pullQuotes: _pullQuotes, ...card }: Record<string, unknown>) => card),
      );
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/articles?fields=everything' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('fields must be "summary"');
  });

  it('refuses an unknown category', async () => {
    const response = await create(buildArticle({ category: 'sports' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.category).toBe(
      'Category must be one of news, our-2-cents, health, entertainment, local',
    );
  });
});
