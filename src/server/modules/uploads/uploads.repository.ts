import { desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploads } from './uploads.table.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type UploadValues = Omit<typeof uploads.$inferInsert, 'id' | 'createdAt'>;

/** Inserts the rows and returns them in the order given. */
export async function insertUploads(db: Executor, values: UploadValues[]): Promise<UploadRow[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(uploads).values(values).returning();
  const byKey = new Map(rows.map((row) => [row.storageKey, row]));
  return values.map((value) => byKey.get(value.storageKey)!);
}

export async function findUploadByStorageKey(db: Executor, storageKey: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, storageKey));
  return row;
}

export function findUploadsByUrl(db: Executor, urls: string[]) {
  if (urls.length === 0) return Promise.resolve([]);
  return db.select().from(uploads).where(inArray(uploads.url, urls));
}

export function listUploads(
  db: Executor,
  { limit = 100, offset = 0 }: { limit?: number; offset?: number } = {},
) {
  return db
    .select()
    .from(uploads)
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(limit)
    .offset(offset);
}

export async function deleteUpload(db: Executor, id: number): Promise<UploadRow | undefined> {
  const [row] = await db.delete(uploads).where(eq(uploads.id, id)).returning();
  return row;
}

export async function findUploadById(db: Executor, id: number) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}
