import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../../test-support/test-app.ts';
import { NULL_CHARACTER } from '../../contracts/common.ts';
import { articles } from '../modules/articles/articles.table.ts';

const t = signedInTestApp();

// Found by the endpoint fuzzing (src/server/fuzz): each of these answered 500.
describe('the null character', () => {
  it('is refused with 400 in a path parameter, a query string and a body, and nothing is stored', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/contributors/by-name/a%00b' }),
      t.app.inject({ method: 'GET', url: '/api/articles?category=news%00' }),
      t.app.inject({
        method: 'POST',
        url: '/api/admin/articles',
        headers: { cookie: t.cookie },
        payload: {
          title: 'Null\u0000title',
          excerpt: 'e',
          content: '<p>c</p>',
          author: 'A',
          imageUrl: '/uploads/a.png',
        },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: 'a@example.com', nested: [{ 'key\u0000': 1 }] },
      }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: NULL_CHARACTER });
    }
    expect(await t.db.select().from(articles)).toEqual([]);
  });

  it('leaves other unusual text alone', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/contributors/by-name/%E2%80%AE%F0%9F%98%80',
    });
    expect(answer.statusCode).toBe(404);
  });
});
