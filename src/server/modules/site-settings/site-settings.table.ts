import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { SiteSettings } from '../../../contracts/site-settings.ts';
import { versionColumn } from '../../db/version.ts';

/** One row (id 1) holding the chapter's settings; missing keys fall back to the defaults in contracts. */
export const siteSettings = pgTable('site_settings', {
  id: integer().primaryKey(),
  value: jsonb().$type<Partial<SiteSettings>>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  ...versionColumn(),
});
