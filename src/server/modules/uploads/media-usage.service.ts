import { type Column, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { MEDIA_USAGES_LISTED, type MediaUsage } from '../../../contracts/upload.ts';
import type { Executor } from '../../db/client.ts';
import { articleRevisions, articles } from '../articles/articles.table.ts';
import { broadcastVideos } from '../broadcast/broadcast.table.ts';
import { contributors } from '../contributors/contributors.table.ts';
import { graphics } from '../graphics/graphics.table.ts';
import { membersOfTheMonth } from '../members-of-the-month/members-of-the-month.table.ts';
import { nabjPicks, pickTopics } from '../picks/picks.table.ts';
import { siteSettings } from '../site-settings/site-settings.table.ts';

interface UsageSource {
  kind: string;
  table: PgTable;
  id: Column | SQL;
  title: Column | SQL;
  /** Every column that may hold an address, as text. */
  texts: (Column | SQL)[];
}

const asText = (column: Column) => sql`${column}::text`;

// Where content can point at an upload. A new content type with pictures adds itself here.
const sources: UsageSource[] = [
  {
    kind: 'article',
    table: articles,
    id: articles.id,
    title: articles.title,
    texts: [articles.imageUrl, articles.content],
  },
  // Restoring a revision brings its pictures back, so a file an older version shows is still in use.
  // Listed under the article, once, and only when its current text does not show the file itself.
  {
    kind: 'article',
    table: articleRevisions,
    id: articleRevisions.articleId,
    title: sql`'older version of ' || (select ${articles.title} from ${articles} where ${articles.id} = ${articleRevisions.articleId})`,
    texts: [asText(articleRevisions.snapshot)],
  },
  {
    kind: 'video',
    table: broadcastVideos,
    id: broadcastVideos.id,
    title: broadcastVideos.title,
    texts: [broadcastVideos.thumbnailUrl, broadcastVideos.videoUrl],
  },
  {
    kind: 'graphic',
    table: graphics,
    id: graphics.id,
    title: graphics.title,
    texts: [graphics.imageUrl, asText(graphics.slides), asText(graphics.additionalImages)],
  },
  { kind: 'pick', table: nabjPicks, id: nabjPicks.id, title: nabjPicks.title, texts: [nabjPicks.imageUrl] },
  {
    kind: 'pick topic',
    table: pickTopics,
    id: pickTopics.id,
    title: pickTopics.title,
    texts: [pickTopics.imageUrl],
  },
  {
    kind: 'member of the month',
    table: membersOfTheMonth,
    id: membersOfTheMonth.id,
    title: membersOfTheMonth.name,
    texts: [membersOfTheMonth.imageUrl],
  },
  {
    kind: 'contributor',
    table: contributors,
    id: contributors.id,
    title: contributors.name,
    texts: [contributors.profileImageUrl],
  },
  {
    kind: 'site settings',
    table: siteSettings,
    id: siteSettings.id,
    title: sql`'Settings'`,
    texts: [asText(siteSettings.value)],
  },
];

/** The stem shared by a file and its WebP widths: /uploads/<uuid> (no LIKE wildcard in it). */
const stemOf = (url: string) => url.replace(/\.[a-z0-9]+$/i, '');

/** Where an upload is used: the first few places, and how many there are in all. */
export interface UploadUsages {
  usedBy: MediaUsage[];
  total: number;
}

/**
 * For each upload address, the content items that show it (the file itself or one of its widths):
 * at most `MEDIA_USAGES_LISTED` of them, newest first within each kind, and their number. A picture
 * on every story would otherwise list thousands of items in one answer (docs/api.md).
 */
export async function findUsages(db: Executor, urls: string[]): Promise<Map<string, UploadUsages>> {
  const found = new Map<string, Map<string, MediaUsage>>(urls.map((url) => [url, new Map()]));
  if (urls.length > 0) {
    const byStem = new Map(urls.map((url) => [stemOf(url), url]));
    const stems = sql`(values ${sql.join(
      [...byStem.keys()].map((stem) => sql`(${stem})`),
      sql`, `,
    )}) as wanted(stem)`;
    for (const source of sources) {
      // Only the stem, id and title come back: the texts (whole article bodies) stay in the database.
      const rows = await db
        .select({
          stem: sql<string>`wanted.stem`,
          id: sql<number>`${source.id}`,
          title: sql<string>`${source.title}`,
        })
        .from(stems)
        .innerJoin(
          source.table,
          or(...source.texts.map((text) => sql`${text} like '%' || wanted.stem || '%'`)),
        )
        .orderBy(sql`${source.id} desc`);
      for (const row of rows) {
        const uses = found.get(byStem.get(row.stem)!)!;
        const key = `${source.kind} ${row.id}`;
        if (!uses.has(key)) uses.set(key, { kind: source.kind, id: Number(row.id), title: row.title });
      }
    }
  }
  return new Map(
    [...found].map(([url, uses]) => [
      url,
      { usedBy: [...uses.values()].slice(0, MEDIA_USAGES_LISTED), total: uses.size },
    ]),
  );
}
