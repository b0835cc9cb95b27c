import { type Column, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { MediaUsage } from '../../../contracts/upload.ts';
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

/** The stem shared by a file and its WebP widths: /uploads/<uuid>. */
const stemOf = (url: string) => url.replace(/\.[a-z0-9]+$/i, '');

/** For each upload address, the content items that show it (the file itself or one of its widths). */
export async function findUsages(db: Executor, urls: string[]): Promise<Map<string, MediaUsage[]>> {
  const usages = new Map<string, MediaUsage[]>(urls.map((url) => [url, []]));
  if (urls.length === 0) return usages;
  const stems = urls.map(stemOf);
  for (const source of sources) {
    const matches = or(
      ...source.texts.flatMap((text) => stems.map((stem) => like(text as Column, `%${stem}%`))),
    );
    const rows = await db
      .select({
        id: sql<number>`${source.id}`,
        title: sql<string>`${source.title}`,
        text: sql<string>`concat_ws(' ', ${sql.join(source.texts, sql`, `)})`,
      })
      .from(source.table)
      .where(matches);
    for (const row of rows) {
      const id = Number(row.id);
      urls.forEach((url, i) => {
        const uses = usages.get(url)!;
        const listed = uses.some((use) => use.kind === source.kind && use.id === id);
        if (!listed && row.text.includes(stems[i]!)) uses.push({ kind: source.kind, id, title: row.title });
      });
    }
  }
  return usages;
}
