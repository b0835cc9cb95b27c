import type { Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ContentKind } from '../contracts/content-kinds.ts';
import type { DashboardCounts } from '../contracts/dashboard.ts';
import { articles } from './modules/articles/articles.table.ts';
import { contributors } from './modules/contributors/contributors.table.ts';
import { crosswords } from './modules/crosswords/crosswords.table.ts';
import { events } from './modules/events/events.table.ts';
import { graphics } from './modules/graphics/graphics.table.ts';
import { membersOfTheMonth } from './modules/members-of-the-month/members-of-the-month.table.ts';
import { nabjPicks } from './modules/picks/picks.table.ts';
import { videos } from './modules/videos/videos.table.ts';

interface CatalogueEntry {
  table: PgTable & { id: Column };
  title: Column;
  plural: Exclude<keyof DashboardCounts, 'pendingComments'>;
  label: string;
}

/**
 * Every kind of content the newsroom keeps: its table, the column that names an item, its name in
 * the dashboard counts and how the media library names an item of it. The modules keep their own
 * routes, repositories and presenters; the features that go over several kinds at once (dashboard,
 * analytics, push, newsletter, page expiry, media usage, the demo seed) read the kinds from here.
 */
export const contentCatalogue = {
  article: { table: articles, title: articles.title, plural: 'articles', label: 'article' },
  video: { table: videos, title: videos.title, plural: 'videos', label: 'video' },
  graphic: { table: graphics, title: graphics.title, plural: 'graphics', label: 'graphic' },
  event: { table: events, title: events.title, plural: 'events', label: 'event' },
  pick: { table: nabjPicks, title: nabjPicks.title, plural: 'picks', label: 'pick' },
  contributor: {
    table: contributors,
    title: contributors.name,
    plural: 'contributors',
    label: 'contributor',
  },
  member: {
    table: membersOfTheMonth,
    title: membersOfTheMonth.name,
    plural: 'members',
    label: 'member of the month',
  },
  crossword: { table: crosswords, title: crosswords.title, plural: 'crosswords', label: 'crossword' },
} as const satisfies Record<string, CatalogueEntry>;

/**
 * The published kinds (contentKinds): a status and a publication date, shown to readers once
 * published and due, then announced, counted as views and mailed.
 */
export const publishedTables = {
  article: contentCatalogue.article.table,
  video: contentCatalogue.video.table,
  graphic: contentCatalogue.graphic.table,
} as const satisfies Record<ContentKind, unknown>;

/** The published kinds and events: what the public site lists by date and analytics counts as content. */
export const listedKinds = ['article', 'video', 'graphic', 'event'] as const;
