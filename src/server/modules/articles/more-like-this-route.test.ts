import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test-support/test-app.ts';
import { type ArticleValues, articleRepository } from './articles.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
const add = async (title: string, values: Partial<ArticleValues>) =>
  (
    await articleRepository.insert(t.db, {
      title,
      excerpt: 'Excerpt',
      content: 'Body',
      imageUrl: '/uploads/a.png',
      category: 'news',
      author: 'Someone Else',
      featured: false,
      pullQuotes: [],
      status: 'published',
      publishedDate: day(0),
      ...values,
    })
  ).id;
const related = async (id: number) => {
  const response = await t.app.inject({ url: `/api/articles/${id}/related` });
  return {
    status: response.statusCode,
    titles: (response.json() as { title: string }[]).map?.((a) => a.title),
  };
};

describe('GET /api/articles/:id/related (More Like This)', () => {
  it('gives the newest articles of the same category or byline from every article, then tops up with the newest', async () => {
    const current = await add('Clinic hours', {
      category: 'health',
      author: 'Nia Washington',
      publishedDate: day(100),
    });
    // Older than sixty newer stories, and still the best match.
    await add('Flu season', { category: 'health', publishedDate: day(1) });
    await add('Nia on the budget', { author: ' nia washington ', publishedDate: day(2) });
    for (let i = 0; i < 60; i++) await add(`Campus news ${i}`, { publishedDate: day(10 + i) });
    await add('Draft health story', { category: 'health', status: 'draft', publishedDate: day(50) });
    await add('Scheduled health story', {
      category: 'health',
      publishedDate: new Date(Date.now() + 86_400_000),
    });

    expect(await related(current)).toEqual({
      status: 200,
      titles: ['Nia on the budget', 'Flu season', 'Campus news 59'],
    });
  });

  it('shows at most three, never the article itself, and answers 404 for an article readers cannot see', async () => {
    const first = await add('Local one', { category: 'local', publishedDate: day(200) });
    for (let i = 0; i < 4; i++) await add(`Local ${i}`, { category: 'local', publishedDate: day(201 + i) });
    expect((await related(first)).titles).toEqual(['Local 3', 'Local 2', 'Local 1']);
    const draft = await add('Unpublished', { category: 'local', status: 'draft' });
    expect((await related(draft)).status).toBe(404);
    expect((await related(999_999)).status).toBe(404);
  });

  it('answers story cards: every field a card shows, and not the bodies', async () => {
    const current = await add('Sports desk', { category: 'entertainment', publishedDate: day(300) });
    await add('Band camp', {
      category: 'entertainment',
      content: 'A long body',
      pullQuotes: ['A quote'],
      featured: true,
      publishedDate: day(299),
    });
    const response = await t.app.inject({ url: `/api/articles/${current}/related` });
    expect(response.json()[0]).toEqual({
      id: expect.any(Number),
      title: 'Band camp',
      excerpt: 'Excerpt',
      imageUrl: '/uploads/a.png',
      category: 'entertainment',
      author: 'Someone Else',
      featured: true,
      publishedDate: day(299).toISOString(),
    });
  });
});
