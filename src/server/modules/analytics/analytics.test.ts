import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp, startTestApp, turnOffDoubleOptIn } from '../../../../test-support/test-app.ts';
import { newsletterSubscriptions } from '../newsletter/newsletter.table.ts';
import { recordView, subscribersPerDay } from './analytics.repository.ts';
import { contentViewClaims } from './analytics.table.ts';

const t = signedInTestApp();
beforeAll(() => turnOffDoubleOptIn(t));

const READER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

let readers = 0;
/** A view reported by a reader's browser; each call comes from a new address unless one is given. */
function view(kind: string, id: number, userAgent = READER, remoteAddress = `198.51.100.${++readers}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/views',
    payload: { kind, id },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
}
async function create(url: string, payload: object) {
  const response = await t.app.inject({ method: 'POST', url, payload, headers: { cookie: t.cookie } });
  expect(response.statusCode).toBe(201);
  return response.json();
}
const analytics = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/admin/analytics?days=7', headers: { cookie: t.cookie } })
  ).json();

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const article = (title: string, more: object = {}) =>
  create('/api/admin/articles', {
    title,
    excerpt: 'e',
    content: 'c',
    author: 'A',
    imageUrl: '/uploads/a.png',
    ...more,
  });

describe('analytics', () => {
  it('counts reader views per item and day, shows real figures, and ignores bots, drafts and unknown items', async () => {
    const story = await article('Read me');
    const draft = await article('Draft', { status: 'draft' });
    // Neither a scheduled item nor one from before the week is "published in the last 7 days".
    await article('Scheduled', { publishedDate: daysFromNow(3) });
    await article('Last month', { publishedDate: daysFromNow(-8) });
    const video = await create('/api/admin/broadcast', {
      title: 'Watch me',
      description: 'd',
      videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      creators: 'K',
      publishedDate: daysFromNow(-6),
    });
    const graphic = await create('/api/admin/graphics', {
      title: 'Look at me',
      description: 'd',
      type: 'illustration',
      creators: ['A'],
      slides: [{ url: '/uploads/g.png', mimeType: 'image/png', filename: 'g.png', order: 0 }],
    });
    await create('/api/admin/events', {
      title: 'Meeting',
      description: 'd',
      date: daysFromNow(10),
      location: 'Room 1',
      type: 'workshop',
    });
    for (const email of ['one@example.org', 'two@example.org']) {
      await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
    }

    for (let i = 0; i < 3; i++) expect((await view('article', story.id)).statusCode).toBe(204);
    await view('video', video.id);
    for (let i = 0; i < 3; i++) await view('graphic', graphic.id);
    await view('article', story.id, 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    await view('article', story.id, 'facebookexternalhit/1.1');
    await view('article', draft.id);
    await view('article', 999_999);
    expect((await view('podcast', 1)).statusCode).toBe(400);

    const figures = await analytics();
    expect(figures.totalViews).toBe(7);
    expect(figures.popular).toEqual([
      { kind: 'article', id: story.id, title: 'Read me', views: 3 },
      { kind: 'graphic', id: graphic.id, title: 'Look at me', views: 3 },
      { kind: 'video', id: video.id, title: 'Watch me', views: 1 },
    ]);
    expect(figures.breakdown).toEqual({ articles: 4, videos: 1, graphics: 1, events: 1 });
    expect(figures.totalContent).toBe(7);
    // The story, the video and the graphic: not the draft, the scheduled article or last month's.
    expect(figures.thisWeek).toBe(3);
    expect(figures.newsletterSubscribers).toBe(2);
    // 7 views over the 6 articles, videos and graphics (drafts included), to one decimal.
    expect(figures.avgContentViews).toBe(1.2);
    expect(figures.viewsPerDay).toHaveLength(1);
    expect(figures.viewsPerDay[0].views).toBe(7);
    expect(figures.newsletterGrowth).toHaveLength(7);
    expect(figures.newsletterGrowth.at(-1).subscribers).toBe(2);
    expect(figures.newsletterGrowth[0].subscribers).toBe(0);

    // The video's own views field is the same count (public-site §3).
    expect((await t.app.inject({ method: 'GET', url: `/api/broadcast/${video.id}` })).json().views).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/analytics' })).statusCode).toBe(401);
  });
});

describe('one view per item, client and day', () => {
  const video = () =>
    create('/api/admin/broadcast', {
      title: 'Watched over and over',
      description: 'd',
      videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      creators: 'K',
      publishedDate: daysFromNow(-1),
    });
  const publicViews = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/broadcast/${id}` })).json().views;
  const popularViews = async (id: number) =>
    (await analytics()).popular.find(
      (item: { kind: string; id: number }) => item.kind === 'video' && item.id === id,
    )?.views;

  it('moves the counts by one for 100 reports from one address, and by two from two addresses', async () => {
    const { id } = await video();
    const reports = (address: string) =>
      Promise.all(Array.from({ length: 100 }, () => view('video', id, READER, address)));
    for (const response of await reports('203.0.113.40')) expect(response.statusCode).toBe(204);
    expect(await publicViews(id)).toBe(1);
    expect(await popularViews(id)).toBe(1);

    await reports('203.0.113.41');
    expect(await publicViews(id)).toBe(2);
    expect(await popularViews(id)).toBe(2);
  });

  it('counts the same client again the next day, forgets the day before, and keeps no address', async () => {
    const { id } = await video();
    const today = new Date();
    const tomorrow = new Date(today.getTime() + DAY_MS);
    expect(await recordView(t.db, 'video', id, '203.0.113.50', today)).toBe(true);
    expect(await recordView(t.db, 'video', id, '203.0.113.50', today)).toBe(true);
    expect(await publicViews(id)).toBe(1);
    expect(await recordView(t.db, 'video', id, '203.0.113.50', tomorrow)).toBe(true);
    expect(await publicViews(id)).toBe(2);

    const claims = await t.db.select().from(contentViewClaims);
    const tomorrowsDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(tomorrow);
    expect(claims.map((claim) => claim.day)).toEqual([tomorrowsDay]);
    expect(JSON.stringify(claims)).not.toContain('203.0.113');
  });
});

describe('newsletter growth', () => {
  it('counts each day those subscribed by then and not yet gone, however often they came and went', async () => {
    const own = await startTestApp();
    try {
      const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
      const row = (email: string, active: boolean, subscribed: number, left?: number) => ({
        email,
        active,
        subscribedAt: at(subscribed),
        unsubscribedAt: left === undefined ? null : at(left),
      });
      await own.db.insert(newsletterSubscriptions).values([
        row('old@example.org', true, 10),
        row('new@example.org', true, 3),
        row('left@example.org', false, 5, 2),
        // Left long ago, came back, left again: the first leaving date is kept, so it never counts.
        row('twice@example.org', false, 1, 4),
        row('unconfirmed@example.org', false, 2),
        row('back@example.org', true, 1, 20),
        // Counted before the period, gone within it.
        row('gone@example.org', false, 12, 3),
      ]);
      const growth = await subscribersPerDay(own.db, 7);
      expect(growth.map((day) => day.subscribers)).toEqual([2, 3, 3, 3, 2, 3, 3]);
    } finally {
      await own.close();
    }
  });
});
