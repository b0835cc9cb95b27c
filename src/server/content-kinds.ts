import type { Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  type ContentKind,
  contentKindNames,
  contentKinds,
  kindsWith,
  type PublishedKind,
  publishedKinds,
} from '../contracts/content-kinds.ts';
import { articles } from './modules/articles/articles.table.ts';
import { contributors } from './modules/contributors/contributors.table.ts';
import { crosswords } from './modules/crosswords/crosswords.table.ts';
import { events } from './modules/events/events.table.ts';
import { graphics } from './modules/graphics/graphics.table.ts';
import { membersOfTheMonth } from './modules/members-of-the-month/members-of-the-month.table.ts';
import { nabjPicks } from './modules/picks/picks.table.ts';
import { videos } from './modules/videos/videos.table.ts';

interface KindTable {
  table: PgTable & { id: Column };
  /** The column that names an item. */
  title: Column;
}

/** Each kind's table: the one part of the registry (contracts/content-kinds.ts) only the server knows. */
const kindTables = {
  article: { table: articles, title: articles.title },
  video: { table: videos, title: videos.title },
  graphic: { table: graphics, title: graphics.title },
  event: { table: events, title: events.title },
  pick: { table: nabjPicks, title: nabjPicks.title },
  member: { table: membersOfTheMonth, title: membersOfTheMonth.name },
  contributor: { table: contributors, title: contributors.name },
  crossword: { table: crosswords, title: crosswords.title },
} as const satisfies Record<ContentKind, KindTable>;

type Catalogue = { [K in ContentKind]: (typeof contentKinds)[K] & (typeof kindTables)[K] };

/**
 * Every kind of content the newsroom keeps, its description and its table. The modules keep their
 * own routes, repositories and presenters; the features that go over several kinds at once
 * (dashboard, analytics, push, newsletter, page expiry, media usage, the demo seed) read the kinds
 * from here.
 */
export const contentCatalogue = Object.fromEntries(
  contentKindNames.map((kind) => [kind, { ...contentKinds[kind], ...kindTables[kind] }]),
) as Catalogue;

/**
 * The tables of the published kinds: a status and a publication date, shown to readers once published
 * and due, then announced, counted as views and mailed.
 */
export const publishedTables = Object.fromEntries(
  publishedKinds.map((kind) => [kind, kindTables[kind].table]),
) as { [K in PublishedKind]: (typeof kindTables)[K]['table'] };

/** The published kinds and events: what the public site lists by date and analytics counts as content. */
export const listedKinds = kindsWith('listed');
