import type { Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ContentKind,
  contentKindNames,
  contentKinds,
  kindsWith,
  type PublishedKind,
  publishedKinds,
} from '../contracts/content-kinds.ts';
import type { Database } from './db/client.ts';
import { articlesAdminRoutes } from './modules/articles/articles.admin-routes.ts';
import { articlesPublicRoutes } from './modules/articles/articles.public-routes.ts';
import { articles } from './modules/articles/articles.table.ts';
import { contributorsAdminRoutes } from './modules/contributors/contributors.admin-routes.ts';
import { contributorsPublicRoutes } from './modules/contributors/contributors.public-routes.ts';
import { contributors } from './modules/contributors/contributors.table.ts';
import { crosswordsAdminRoutes } from './modules/crosswords/crosswords.admin-routes.ts';
import { crosswordsPublicRoutes } from './modules/crosswords/crosswords.public-routes.ts';
import { crosswords } from './modules/crosswords/crosswords.table.ts';
import { eventsAdminRoutes } from './modules/events/events.admin-routes.ts';
import { eventsPublicRoutes } from './modules/events/events.public-routes.ts';
import { events } from './modules/events/events.table.ts';
import { graphicsAdminRoutes } from './modules/graphics/graphics.admin-routes.ts';
import { graphicsPublicRoutes } from './modules/graphics/graphics.public-routes.ts';
import { graphics } from './modules/graphics/graphics.table.ts';
import { membersOfTheMonthAdminRoutes } from './modules/members-of-the-month/members-of-the-month.admin-routes.ts';
import { membersOfTheMonthPublicRoutes } from './modules/members-of-the-month/members-of-the-month.public-routes.ts';
import { membersOfTheMonth } from './modules/members-of-the-month/members-of-the-month.table.ts';
import { picksAdminRoutes } from './modules/picks/picks.admin-routes.ts';
import { picksPublicRoutes } from './modules/picks/picks.public-routes.ts';
import { nabjPicks } from './modules/picks/picks.table.ts';
import { videosAdminRoutes } from './modules/videos/videos.admin-routes.ts';
import { videosPublicRoutes } from './modules/videos/videos.public-routes.ts';
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

/** Each kind's public and admin routes (each module's own); buildApp registers them. */
const kindRoutes = {
  article: [articlesPublicRoutes, articlesAdminRoutes],
  video: [videosPublicRoutes, videosAdminRoutes],
  graphic: [graphicsPublicRoutes, graphicsAdminRoutes],
  event: [eventsPublicRoutes, eventsAdminRoutes],
  pick: [picksPublicRoutes, picksAdminRoutes],
  member: [membersOfTheMonthPublicRoutes, membersOfTheMonthAdminRoutes],
  contributor: [contributorsPublicRoutes, contributorsAdminRoutes],
  crossword: [crosswordsPublicRoutes, crosswordsAdminRoutes],
} satisfies Record<ContentKind, FastifyPluginAsyncZod<{ db: Database }>[]>;

export const contentRoutes = contentKindNames.flatMap((kind) => kindRoutes[kind]);

/** The published kinds and events: what the public site lists by date and analytics counts as content. */
export const listedKinds = kindsWith('listed');
