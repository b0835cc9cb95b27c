import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createdJson,
  signInAsNewAdmin,
  startTestApp,
  type TestApp,
} from '../../../../test-support/test-app.ts';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_NAME_REQUIRED,
  COMMENT_RATE_LIMITED,
  COMMENT_RATE_OVERALL,
  COMMENT_RATE_PER_ARTICLE,
  COMMENT_TEXT_REQUIRED,
  COMMENT_TOO_LONG,
  COMMENTS_CLOSED,
} from '../../../contracts/comments.ts';
import { commentPostings, comments } from './comments.table.ts';

let t: TestApp;
let cookie: string;
let username: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ cookie, username } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

let articleCount = 0;
async function createArticle(overrides: object = {}): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: { cookie },
    payload: {
      title: `Story ${++articleCount}`,
      excerpt: 'e',
      content: 'c',
      author: 'Ada Reporter',
      imageUrl: '/uploads/a.png',
      ...overrides,
    },
  });
  return createdJson(response).id;
}

// Each test posts from its own address, so the rate limit of one never touches another.
let addressCount = 0;
const newAddress = () => `192.0.2.${++addressCount}`;

function post(
  articleId: number,
  payload: object,
  { browser, address = newAddress() }: { browser?: string; address?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/articles/${articleId}/comments`,
    payload,
    remoteAddress: address,
    headers: browser ? { cookie: browser } : {},
  });
}

async function read(articleId: number, browser?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/articles/${articleId}/comments`,
    headers: browser ? { cookie: browser } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    open: boolean;
    count: number;
    comments: { id: number; name: string; content: string; status: string; mine: boolean }[];
  };
}

const review = (id: number, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/comments/${id}`,
    payload: { status },
    headers: { cookie },
  });

async function queue(status = 'pending') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/comments?status=${status}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    comments: { id: number; name: string; content: string; heldFor: string[]; articleTitle: string }[];
    counts: { pending: number; approved: number; rejected: number };
  };
}

const browserOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies
    .filter((c) => c.name === 'nabj_commenter')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');

describe('posting and approval', () => {
  it('keeps a new comment pending: its writer sees it, another browser does not, until approved', async () => {
    const articleId = await createArticle();
    const posted = await post(articleId, { name: '  Jamie  Lee ', content: '  First!  \r\nGreat story.  ' });
    const comment = createdJson(posted);
    expect(comment).toMatchObject({
      name: 'Jamie Lee',
      content: 'First!  \nGreat story.',
      status: 'pending',
      mine: true,
    });
    const writer = browserOf(posted);
    expect(writer).toMatch(/^nabj_commenter=/);
    expect(posted.cookies.find((c) => c.name === 'nabj_commenter')).toMatchObject({ httpOnly: true });

    expect(await read(articleId)).toEqual({ open: true, count: 0, comments: [] });
    const own = await read(articleId, writer);
    expect(own.count).toBe(0);
    expect(own.comments).toEqual([
      expect.objectContaining({ id: comment.id, status: 'pending', mine: true }),
    ]);

    const approved = await review(comment.id, 'approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', reviewedBy: username });
    const other = await read(articleId);
    expect(other.count).toBe(1);
    expect(other.comments).toEqual([
      expect.objectContaining({ name: 'Jamie Lee', content: 'First!  \nGreat story.', mine: false }),
    ]);
  });

  it('lists approved comments oldest first, then the reader’s own pending ones, never rejected ones', async () => {
    const articleId = await createArticle();
    const first = (await post(articleId, { name: 'A', content: 'one' })).json();
    const second = (await post(articleId, { name: 'B', content: 'two' })).json();
    const rejected = (await post(articleId, { name: 'C', content: 'three' })).json();
    const waiting = await post(articleId, { name: 'D', content: 'four' });
    await review(second.id, 'approved');
    await review(first.id, 'approved');
    await review(rejected.id, 'rejected');
    const seen = await read(articleId, browserOf(waiting));
    expect(seen.comments.map((c) => c.content)).toEqual(['one', 'two', 'four']);
    expect(seen.count).toBe(2);
    expect((await queue('rejected')).comments.map((c) => c.id)).toContain(rejected.id);
  });

  it('answers 404 for drafts, scheduled and unknown articles', async () => {
    const draft = await createArticle({ status: 'draft' });
    const scheduled = await createArticle({ publishedDate: '2999-01-01T00:00:00.000Z' });
    for (const id of [draft, scheduled, 999_999, 2_147_483_647]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/articles/${id}/comments` })).statusCode).toBe(
        404,
      );
      expect((await post(id, { name: 'A', content: 'Hi' })).statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/articles/99999999999/comments' })).statusCode,
    ).toBe(400);
  });
});

describe('what a comment may hold', () => {
  it('refuses a blank name or text, and text over the limit, with clear messages', async () => {
    const articleId = await createArticle();
    const blankName = await post(articleId, { name: '   ', content: 'Hello' });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().message).toBe(COMMENT_NAME_REQUIRED);
    const blankText = await post(articleId, { name: 'Sam', content: ' \n ' });
    expect(blankText.json()).toMatchObject({ message: COMMENT_TEXT_REQUIRED });
    const long = await post(articleId, { name: 'Sam', content: 'x'.repeat(COMMENT_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: COMMENT_TOO_LONG, errors: { content: COMMENT_TOO_LONG } });
    expect((await post(articleId, { name: 'Sam', content: 'x'.repeat(COMMENT_MAX_LENGTH) })).statusCode).toBe(
      201,
    );
    expect((await t.db.select().from(comments).where(eq(comments.articleId, articleId))).length).toBe(1);
  });

  it('keeps markup as plain text, exactly as written', async () => {
    const articleId = await createArticle();
    const content = '<img src=x onerror=alert(1)> <b>bold</b>';
    const posted = (await post(articleId, { name: '<script>x</script>', content })).json();
    await review(posted.id, 'approved');
    expect((await read(articleId)).comments[0]).toMatchObject({ name: '<script>x</script>', content });
  });

  it('holds comments with many links or a listed word, and "approve all from" skips them', async () => {
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/site-settings',
      headers: { cookie },
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      headers: { cookie },
      payload: { ...settings.json<object>(), commentHoldWords: ['casino', ' Cheap Pills '] },
    });
    expect(saved.json().commentHoldWords).toEqual(['casino', 'Cheap Pills']);

    const articleId = await createArticle();
    const name = `Visitor ${articleId}`;
    const plain = (await post(articleId, { name, content: 'Nice one, see a.com' })).json();
    const links = (await post(articleId, { name, content: 'a.com b.com https://c.example' })).json();
    const words = (await post(articleId, { name: name.toUpperCase(), content: 'Best CASINO deals' })).json();
    const { comments: pending } = await queue();
    const heldFor = (id: number) => pending.find((c) => c.id === id)?.heldFor;
    expect(heldFor(plain.id)).toEqual([]);
    expect(heldFor(links.id)).toEqual(['links']);
    expect(heldFor(words.id)).toEqual(['words']);
    expect(pending.find((c) => c.id === plain.id)?.articleTitle).toMatch(/^Story /);

    const approveAll = await t.app.inject({
      method: 'POST',
      url: '/api/admin/comments/approve-by-name',
      payload: { name: name.toLowerCase() },
      headers: { cookie },
    });
    expect(approveAll.json()).toEqual({ approved: 1 });
    expect((await read(articleId)).comments.map((c) => c.id)).toEqual([plain.id]);
  });

  it('never shows the word list publicly, and a settings save without it keeps it', async () => {
    const blank = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      headers: { cookie },
      payload: {
        ...(
          await t.app.inject({ method: 'GET', url: '/api/admin/site-settings', headers: { cookie } })
        ).json<object>(),
        commentHoldWords: ['ok', '  '],
      },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('A word or phrase cannot be blank');
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/admin/site-settings', headers: { cookie } })
    ).json();
    const publicSettings = (await t.app.inject({ method: 'GET', url: '/api/site-settings' })).json();
    expect(publicSettings).not.toHaveProperty('commentHoldWords');
    expect(publicSettings.chapterName).toBe(current.chapterName);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      headers: { cookie },
      payload: { ...publicSettings, chapterName: 'Renamed chapter' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      chapterName: 'Renamed chapter',
      commentHoldWords: current.commentHoldWords,
    });
  });
});

describe('spam defences', () => {
  it('answers a filled honeypot like a success but stores nothing', async () => {
    const articleId = await createArticle();
    const response = await post(articleId, { name: 'Bot', content: 'Buy now', website: 'http://spam.test' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Bot', content: 'Buy now', status: 'pending' });
    expect(await t.db.select().from(comments).where(eq(comments.articleId, articleId))).toEqual([]);
    expect((await queue()).comments.some((c) => c.content === 'Buy now')).toBe(false);
  });

  it(`refuses a ${COMMENT_RATE_PER_ARTICLE + 1}th comment on one article from one address within the window`, async () => {
    const articleId = await createArticle();
    const address = newAddress();
    for (let i = 0; i < COMMENT_RATE_PER_ARTICLE; i++) {
      expect((await post(articleId, { name: 'Fast', content: `Comment ${i}` }, { address })).statusCode).toBe(
        201,
      );
    }
    const postingsBefore = await t.db.select().from(commentPostings);
    const refused = await post(articleId, { name: 'Fast', content: 'One more' }, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(COMMENT_RATE_LIMITED);
    // The refused comment stored nothing: neither a comment nor a posting that counts toward the limit.
    const stored = await t.db.select().from(comments).where(eq(comments.articleId, articleId));
    expect(stored.map((row) => row.content).sort()).toEqual(['Comment 0', 'Comment 1', 'Comment 2']);
    expect(await t.db.select().from(commentPostings)).toEqual(postingsBefore);
    // Another address is not held back, and another article still takes this address.
    expect((await post(articleId, { name: 'Other', content: 'Hello' })).statusCode).toBe(201);
    expect(
      (await post(await createArticle(), { name: 'Fast', content: 'Elsewhere' }, { address })).statusCode,
    ).toBe(201);
    // The address is kept only as a keyed hash.
    const postings = await t.db.select().from(commentPostings);
    expect(postings.length).toBeGreaterThan(0);
    expect(
      postings.every((row) => !row.addressHash.includes('192.0.2') && row.addressHash.length >= 40),
    ).toBe(true);
  });

  it(`refuses more than ${COMMENT_RATE_OVERALL} comments in all from one address within the window, whatever the article`, async () => {
    const address = newAddress();
    // Spread over articles so the per-article limit is never the one reached.
    let articleId = 0;
    for (let i = 0; i < COMMENT_RATE_OVERALL; i++) {
      if (i % COMMENT_RATE_PER_ARTICLE === 0) articleId = await createArticle();
      const response = await post(articleId, { name: 'Busy', content: `Comment ${i}` }, { address });
      expect(response.statusCode).toBe(201);
    }
    const fresh = await createArticle();
    const postingsBefore = await t.db.select().from(commentPostings);
    const refused = await post(fresh, { name: 'Busy', content: 'One too many' }, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(COMMENT_RATE_LIMITED);
    expect(await t.db.select().from(comments).where(eq(comments.articleId, fresh))).toEqual([]);
    expect(await t.db.select().from(commentPostings)).toEqual(postingsBefore);
    // Another address may still comment on that article.
    expect((await post(fresh, { name: 'Other', content: 'Hello' })).statusCode).toBe(201);
  });
});

describe('closing comments on an article', () => {
  it('refuses new comments on a closed article and says so in the read', async () => {
    const articleId = await createArticle();
    const close = (open: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/comments/articles/${articleId}`,
        payload: { open },
        headers: { cookie },
      });
    expect((await close(false)).json()).toEqual({ open: false });
    expect((await close(false)).statusCode).toBe(200);
    expect((await read(articleId)).open).toBe(false);
    const refused = await post(articleId, { name: 'Late', content: 'Hello?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COMMENTS_CLOSED);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/comments/articles?q=${encodeURIComponent(`Story ${articleCount}`)}`,
      headers: { cookie },
    });
    expect(list.json()).toEqual([
      expect.objectContaining({ articleId, open: false, approved: 0, pending: 0, status: 'published' }),
    ]);

    await close(true);
    expect((await read(articleId)).open).toBe(true);
    expect((await post(articleId, { name: 'Late', content: 'Hello?' })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown article', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/comments/articles/999999',
      payload: { open: false },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('moderation', () => {
  it('is for admins only', async () => {
    const anonymous = [
      { method: 'GET', url: '/api/admin/comments' },
      { method: 'PATCH', url: '/api/admin/comments/1', payload: { status: 'approved' } },
      { method: 'DELETE', url: '/api/admin/comments/1' },
      { method: 'POST', url: '/api/admin/comments/approve-by-name', payload: { name: 'x' } },
      { method: 'GET', url: '/api/admin/comments/articles' },
      { method: 'PUT', url: '/api/admin/comments/articles/1', payload: { open: false } },
    ] as const;
    for (const call of anonymous) expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
  });

  it('counts each status, deletes, and answers 404 for an unknown comment', async () => {
    const articleId = await createArticle();
    const before = (await queue()).counts;
    const posted = (await post(articleId, { name: 'Gone', content: 'Soon deleted' })).json();
    expect((await queue()).counts.pending).toBe(before.pending + 1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/comments/${posted.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await queue()).counts).toEqual(before);
    expect((await review(posted.id, 'approved')).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/comments/${posted.id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('deletes an article’s comments with the article', async () => {
    const articleId = await createArticle();
    await post(articleId, { name: 'Reader', content: 'Hi' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/articles/${articleId}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await t.db.select().from(comments).where(eq(comments.articleId, articleId))).toEqual([]);
  });
});
