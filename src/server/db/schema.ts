// Every table, for Drizzle's relational queries and for drizzle-kit's migration generator.
export * from '../modules/admin-auth/admin-auth.table.ts';
export * from '../modules/analytics/analytics.table.ts';
export * from '../modules/app-state/app-state.table.ts';
export * from '../modules/articles/articles.table.ts';
export * from '../modules/audit-log/audit-log.table.ts';
export * from '../modules/broadcast/broadcast.table.ts';
export * from '../modules/contributors/contributors.table.ts';
export * from '../modules/crosswords/crosswords.table.ts';
export * from '../modules/events/events.table.ts';
export * from '../modules/graphics/graphics.table.ts';
export * from '../modules/members-of-the-month/members-of-the-month.table.ts';
export * from '../modules/newsletter/newsletter.table.ts';
export * from '../modules/picks/picks.table.ts';
export * from '../modules/polls/polls.table.ts';
export * from '../modules/site-settings/site-settings.table.ts';
export * from '../modules/uploads/uploads.table.ts';
