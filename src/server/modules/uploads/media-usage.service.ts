import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { MEDIA_USAGES_LISTED, type MediaUsage } from '../../../contracts/upload.ts';
import { contentCatalogue } from '../../content-kinds.ts';
import type { Executor } from '../../db/client.ts';
import { articleRevisions } from '../articles/articles.table.ts';
import { pickTopics } from '../picks/picks.table.ts';
import { siteSettings } from '../site-settings/site-settings.table.ts';
import { uploadReferences } from './uploads.table.ts';

/** A table whose rows can show uploads (its trigger keeps `upload_references`, migration 0012). */
interface UsageSource {
  kind: string;
  table: PgTable & { id: Column };
  /** The item a row is listed as: the row itself, or for an article's older version the article. */
  itemId: Column;
  /** The item's name, read from `table` by the item's id; unset when the row is not the item. */
  title?: Column | SQL;
}

/** A kind of the catalogue whose rows are the items themselves. */
function itemsOf(kind: keyof typeof contentCatalogue): UsageSource {
  const { label, table, title } = contentCatalogue[kind];
  return { kind: label, table, itemId: table.id, title };
}

// Listed in this order, newest first within each.
const sources: UsageSource[] = [
  itemsOf('article'),
  // Restoring a revision brings its pictures back, so a file an older version shows is still in use.
  // Listed under the article, once, as "older version of …" when its current text does not show it.
  { kind: contentCatalogue.article.label, table: articleRevisions, itemId: articleRevisions.articleId },
  itemsOf('video'),
  itemsOf('graphic'),
  itemsOf('pick'),
  { kind: 'pick topic', table: pickTopics, itemId: pickTopics.id, title: pickTopics.title },
  itemsOf('member'),
  itemsOf('contributor'),
  { kind: 'site settings', table: siteSettings, itemId: siteSettings.id, title: sql`'Settings'` },
];

/** The upload's random name in its address (`/uploads/<uuid>.png`, or a width `/uploads/<uuid>-640.webp`). */
const uploadKeyOf = (url: string) => /\/uploads\/([0-9a-f-]{36})/.exec(url)?.[1] ?? url;

interface PlaceRow {
  upload_key: string;
  kind: string;
  item_id: number;
  title: string;
  /** Shown by the item as it is now, not only by an older version. */
  current: boolean;
  total: number;
}

/** Where an upload is used: the first few places, and how many there are in all. */
export interface UploadUsages {
  usedBy: MediaUsage[];
  total: number;
}

/**
 * For each upload address, the content items that show it (the file itself or one of its widths):
 * at most `MEDIA_USAGES_LISTED` of them and their number, in one read of `upload_references`. A
 * picture on every story would otherwise list thousands of items in one answer (docs/api.md).
 */
export async function findUsages(db: Executor, urls: string[]): Promise<Map<string, UploadUsages>> {
  const usages = new Map<string, UploadUsages>(urls.map((url) => [url, { usedBy: [], total: 0 }]));
  if (urls.length === 0) return usages;
  const byKey = new Map(urls.map((url) => [uploadKeyOf(url), url]));
  const keys = [...byKey.keys()];
  // A row that is its own item needs no read of its table; an older version names its article.
  // The statement starts with SELECT, so the embedded database keeps it prepared (decision 007).
  const places = sql.join(
    sources.map((source, rank) => {
      const ownItem = source.itemId === source.table.id;
      return sql`select r.upload_key, ${source.kind}::text as kind,
        ${ownItem ? sql`r.row_id` : source.itemId} as item_id,
        ${sql.raw(String(rank))} as rank, ${sql.raw(String(source.title !== undefined))} as current
        from ${uploadReferences} r
        ${ownItem ? sql`` : sql`join ${source.table} on ${source.table.id} = r.row_id`}
        where r.source_table = ${getTableName(source.table)} and r.upload_key = any(${sql.param(keys)}::text[])`;
    }),
    sql` union all `,
  );
  const titled = sources.filter((source) => source.title !== undefined);
  const titleOf = sql`case ${sql.join(
    titled.map(
      (source) =>
        sql`when ranked.kind = ${source.kind} then (select ${source.title} from ${source.table} where ${source.table.id} = ranked.item_id)`,
    ),
    sql` `,
  )} end`;
  const result = await db.execute(sql`
    select ranked.upload_key, ranked.kind, ranked.item_id, ranked.current, ranked.total, ${titleOf} as title
    from (
      select upload_key, kind, item_id, bool_or(current) as current,
        (count(*) over (partition by upload_key))::int as total,
        row_number() over (partition by upload_key order by min(rank), item_id desc) as n
      from (${places}) as place
      group by upload_key, kind, item_id
    ) as ranked
    where ranked.n <= ${MEDIA_USAGES_LISTED}
    order by ranked.upload_key, ranked.n`);
  for (const row of (result as unknown as { rows: PlaceRow[] }).rows) {
    const usage = usages.get(byKey.get(row.upload_key)!)!;
    usage.total = row.total;
    const title = row.current ? row.title : `older version of ${row.title}`;
    usage.usedBy.push({ kind: row.kind, id: Number(row.item_id), title });
  }
  return usages;
}
