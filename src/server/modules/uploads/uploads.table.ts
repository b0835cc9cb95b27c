import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export interface ImageVariant {
  width: number;
  url: string;
}

/** Every stored file, for the media library and for knowing where a file is used. */
export const uploads = pgTable(
  'uploads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The storage driver's key (a random name), never derived from the uploaded name. */
    storageKey: text().notNull().unique(),
    url: text().notNull().unique(),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    kind: text({ enum: ['image', 'video'] }).notNull(),
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    variants: jsonb().$type<ImageVariant[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt, t.id)],
);
