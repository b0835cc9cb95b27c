import { type Column, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { MEDIA_USAGES_LISTED, type MediaUsage, UNPUBLISHED_ITEM } from '../../../contracts/upload.ts';
import { contentCatalogue, publishedTables } from '../../content-kinds.ts';
import type { Executor } from '../../db/client.ts';
import type { SessionAdmin } from '../admin-auth/admin-auth.service.ts';
import { articleRevisions, articles } from '../articles/articles.table.ts';
import { pickTopics } from '../picks/picks.table.ts';
import { isEditor, visibleTo } from '../review/ownership.ts';
import type { ReviewedTable } from '../review/reviewed-kinds.ts';
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
  /** The table of the item when it has an author (ownership.ts), so a contributor may not see it. */
  owned?: ReviewedTable;
}

/** A kind of the catalogue whose rows are the items themselves. */
function itemsOf(kind: keyof typeof contentCatalogue): UsageSource {
  const { label, table, title } = contentCatalogue[kind];
  const owned = kind in publishedTables ? (table as ReviewedTable) : undefined;
  return { kind: label, table, itemId: table.id, title, owned };
}

// Listed in this order, newest first within each.
const sources: UsageSource[] = [
  itemsOf('article'),
  // Restoring a revision brings its pictures back, so a file an older version shows is still in use.
  // Listed under the article, once, as "older version of …" when its current text does not show it.
  {
    kind: contentCatalogue.article.label,
    table: articleRevisions,
    itemId: articleRevisions.articleId,
    owned: articles,
  },
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
  /** The viewer may see the item (as it is now, or the older version). */
  visible: boolean;
  /** The viewer may see at least one of the upload's places. */
  any_visible: boolean;
  total: number;
}

/** Where an upload is used: the first few places, and how many there are in all. */
export interface UploadUsages {
  usedBy: MediaUsage[];
  total: number;
  /** Every place that shows it is hidden from the account that asked (none: false). */
  onlyHidden: boolean;
}

type Viewer = Pick<SessionAdmin, 'id' | 'role'>;

/**
 * Whether the viewer may see the item of a place, as the item's own routes decide: for a contributor,
 * an item they may see (ownership.ts `visibleTo`), or for an older version, their own article (its
 * history is the author's and editors', as the revision routes). `item` is the item's id in the place.
 */
function visibleSql(source: UsageSource, item: SQL | Column, viewer: Viewer | undefined): SQL {
  const { owned } = source;
  if (!owned || !viewer || isEditor(viewer)) return sql`true`;
  const rule = source.title !== undefined ? visibleTo(viewer, owned) : eq(owned.createdBy, viewer.id);
  return sql`exists (select 1 from ${owned} where ${owned.id} = ${item} and ${rule})`;
}

/**
 * For each upload address, the content items that show it (the file itself or one of its widths):
 * at most `MEDIA_USAGES_LISTED` of them and their number, in one read of `upload_references`. A
 * picture on every story would otherwise list thousands of items in one answer (docs/api.md). With a
 * contributor as `viewer`, an item they may not see is listed as `UNPUBLISHED_ITEM`, with no id.
 */
export async function findUsages(
  db: Executor,
  urls: string[],
  viewer?: Viewer,
): Promise<Map<string, UploadUsages>> {
  const usages = new Map<string, UploadUsages>(
    urls.map((url) => [url, { usedBy: [], total: 0, onlyHidden: false }]),
  );
  if (urls.length === 0) return usages;
  const byKey = new Map(urls.map((url) => [uploadKeyOf(url), url]));
  const keys = [...byKey.keys()];
  // A row that is its own item needs no read of its table; an older version names its article.
  // The statement starts with SELECT, so the embedded database keeps it prepared (decision 007).
  const places = sql.join(
    sources.map((source, rank) => {
      const ownItem = source.itemId === source.table.id;
      const item = ownItem ? sql`r.row_id` : source.itemId;
      return sql`select r.upload_key, ${source.kind}::text as kind, ${item} as item_id,
        ${sql.raw(String(rank))} as rank, ${sql.raw(String(source.title !== undefined))} as current,
        ${visibleSql(source, item, viewer)} as visible
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
    select ranked.upload_key, ranked.kind, ranked.item_id, ranked.current, ranked.visible,
      ranked.any_visible, ranked.total, ${titleOf} as title
    from (
      select upload_key, kind, item_id, bool_or(current) as current, bool_or(visible) as visible,
        bool_or(bool_or(visible)) over (partition by upload_key) as any_visible,
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
    usage.onlyHidden = !row.any_visible;
    if (!row.visible) {
      usage.usedBy.push({ kind: row.kind, id: null, title: UNPUBLISHED_ITEM });
      continue;
    }
    const title = row.current ? row.title : `older version of ${row.title}`;
    usage.usedBy.push({ kind: row.kind, id: Number(row.item_id), title });
  }
  return usages;
}
