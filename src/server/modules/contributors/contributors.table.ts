import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { versionColumn } from '../../db/version.ts';

export const contributors = pgTable(
  'contributors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text(),
    major: text(),
    graduationYear: integer(),
    schoolYear: text(),
    bio: text(),
    profileImageUrl: text(),
    linkedIn: text(),
    twitter: text(),
    instagram: text(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...versionColumn(),
  },
  // Profiles are found by name (public-site §7), so one name is one contributor.
  (t) => [uniqueIndex('contributors_name_lower_unique').on(sql`lower(${t.name})`)],
);
