import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type ArticleCategory,
  articleCategoryLabels,
  normaliseCategory,
} from '../../../contracts/article.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import {
  type ArticleRow,
  listPublicArticleDates,
  listPublicArticles,
} from '../articles/articles.repository.ts';
import { listContributors } from '../contributors/contributors.repository.ts';
import { readSiteSettings } from '../site-settings/site-settings.repository.ts';
import {
  articlePath,
  buildRobots,
  buildRss,
  buildSitemap,
  type FeedItem,
  memberPath,
  RSS_ITEM_LIMIT,
  SEO_CACHE_CONTROL,
  SITEMAP_URL_LIMIT,
  type SitemapEntry,
  staticPagePaths,
} from './seo.feeds.ts';

/** Rows are read in pages of this size, so a large archive never sits in memory at once. */
const SITEMAP_PAGE_SIZE = 500;

function send(reply: FastifyReply, contentType: string, body: string) {
  return reply.header('Cache-Control', SEO_CACHE_CONTROL).type(contentType).send(body);
}

/** Every published article (date reached) and every contributor profile, within the sitemap's bound. */
async function sitemapEntries(db: Database, now: Date): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = staticPagePaths.map((path) => ({ path }));
  // Only the id and date of each, in one read through the public index (no paging by offset, which
  // re-reads every earlier row for each page).
  for (const row of await listPublicArticleDates(db, SITEMAP_URL_LIMIT, now))
    entries.push({ path: articlePath(row.id), lastModified: row.publishedDate });
  for (let offset = 0; entries.length < SITEMAP_URL_LIMIT; offset += SITEMAP_PAGE_SIZE) {
    const rows = await listContributors(db, { limit: SITEMAP_PAGE_SIZE, offset });
    for (const row of rows) entries.push({ path: memberPath(row.name), lastModified: row.updatedAt });
    if (rows.length < SITEMAP_PAGE_SIZE) break;
  }
  return entries.slice(0, SITEMAP_URL_LIMIT);
}

function feedItem(row: ArticleRow): FeedItem {
  return {
    title: row.title,
    path: articlePath(row.id),
    description: row.excerpt,
    publishedAt: row.publishedDate,
    author: row.author,
    category: articleCategoryLabels[row.category as ArticleCategory] ?? row.category,
    imageUrl: row.imageUrl,
  };
}

const categoryParamsSchema = z.object({ category: z.string() });

/**
 * Kept like the pages (ssr/cached-answers.ts): these change only with content writes and the clock,
 * and the sitemap reads every public article and profile.
 */
const cacheAnswer = { cacheAnswer: true };

/** /robots.txt, /sitemap.xml and the RSS feeds (issue 4, "Beyond the spec"). */
export const seoRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.get('/robots.txt', { config: cacheAnswer, schema: { hide: true } }, async (_request, reply) =>
    send(reply, 'text/plain; charset=utf-8', buildRobots(publicUrl)),
  );

  app.get('/sitemap.xml', { config: cacheAnswer, schema: { hide: true } }, async (_request, reply) =>
    send(
      reply,
      'application/xml; charset=utf-8',
      buildSitemap(publicUrl, await sitemapEntries(db, new Date())),
    ),
  );

  app.get('/rss.xml', { config: cacheAnswer, schema: { hide: true } }, async (_request, reply) => {
    const [{ chapterName }, rows] = await Promise.all([
      readSiteSettings(db),
      listPublicArticles(db, { limit: RSS_ITEM_LIMIT }),
    ]);
    const feed = buildRss(
      publicUrl,
      {
        title: `${chapterName} | All Stories`,
        path: '/writing',
        feedPath: '/rss.xml',
        description: `The latest stories from ${chapterName}.`,
      },
      rows.map(feedItem),
    );
    return send(reply, 'application/rss+xml; charset=utf-8', feed);
  });

  app.get(
    '/writing/:category/rss.xml',
    { config: cacheAnswer, schema: { hide: true, params: categoryParamsSchema } },
    async (request, reply) => {
      const category = normaliseCategory(request.params.category);
      if (!category) throw notFound('Category not found');
      const [{ chapterName }, rows] = await Promise.all([
        readSiteSettings(db),
        listPublicArticles(db, { category, limit: RSS_ITEM_LIMIT }),
      ]);
      const label = articleCategoryLabels[category];
      const feed = buildRss(
        publicUrl,
        {
          title: `${chapterName} | ${label}`,
          path: `/writing/${category}`,
          feedPath: `/writing/${category}/rss.xml`,
          description: `${label} stories from ${chapterName}.`,
        },
        rows.map(feedItem),
      );
      return send(reply, 'application/rss+xml; charset=utf-8', feed);
    },
  );
};
