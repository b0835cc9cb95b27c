import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Which rows show which upload: a row that holds `/uploads/<uuid>` anywhere (its file or one of its
 * widths) has a line here per upload. A trigger on each table that can show an upload keeps it, in
 * the same transaction as the write (migration 0012), so the media library's "used by" reads an
 * index instead of searching every article's text. Derived data: backups leave it out, and a
 * restore's inserts fill it again.
 */
export const uploadReferences = pgTable(
  'upload_references',
  {
    /** The upload's random name: the <uuid> in its address and in its widths' addresses. */
    uploadKey: text().notNull(),
    sourceTable: text().notNull(),
    rowId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadKey, t.sourceTable, t.rowId] }), index().on(t.sourceTable, t.rowId)],
);
