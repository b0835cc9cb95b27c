import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test-support/test-app.ts';
import { articleCategories } from '../../../contracts/article.ts';
import { articles } from '../../modules/articles/articles.table.ts';
import { events } from '../../modules/events/events.table.ts';
import { graphics } from '../../modules/graphics/graphics.table.ts';
import { newsletterSubscriptions } from '../../modules/newsletter/newsletter.table.ts';
import { stagingRootOf } from '../../modules/uploads/uploads.service.ts';
import { videos } from '../../modules/videos/videos.table.ts';
import { createStorage } from '../../storage/storage.ts';
import { seedLargeData } from './seed-large.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-seed-large-'));
  t = await startTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sizes = { articles: 600, videos: 40, graphics: 40, events: 20, subscribers: 700 };

describe('large data set (npm run seed:large)', () => {
  it('adds the requested rows once, in batches, with drafts, schedules and every category', async () => {
    const uploads = { db: t.db, storage: createStorage(t.config), stagingRoot: stagingRootOf(dataDir) };
    const now = Date.now();
    expect(await seedLargeData(t.db, uploads, sizes, now)).toEqual({ added: true, counts: sizes });

    expect(await t.db.$count(articles)).toBe(sizes.articles);
    expect(await t.db.$count(videos)).toBe(sizes.videos);
    expect(await t.db.$count(graphics)).toBe(sizes.graphics);
    expect(await t.db.$count(events)).toBe(sizes.events);
    expect(await t.db.$count(newsletterSubscriptions)).toBe(sizes.subscribers);

    const categories = await t.db.selectDistinct({ category: articles.category }).from(articles);
    expect(new Set(categories.map((row) => row.category))).toEqual(new Set(articleCategories));
    expect(await t.db.$count(articles, eq(articles.status, 'draft'))).toBeGreaterThan(0);
    expect(await t.db.$count(articles, gt(articles.publishedDate, new Date(now)))).toBeGreaterThan(0);
    const [inactive] = await t.db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.active, false));
    expect(inactive!.n).toBeGreaterThan(0);

    // The public API reads it like any other content.
    const list = (await t.app.inject({ method: 'GET', url: '/api/articles?limit=5' })).json();
    expect(list).toHaveLength(5);

    // A second run refuses and adds nothing.
    const again = await seedLargeData(t.db, uploads, sizes, now);
    expect(again).toEqual({ added: false, seededAt: new Date(now).toISOString() });
    expect(await t.db.$count(articles)).toBe(sizes.articles);
  });
});
