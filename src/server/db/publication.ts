import { and, eq, lte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * What the public may see: published, and its publishedDate has come. A future date is a schedule,
 * so a scheduled item appears by itself when its time passes, without a job.
 */
export function isPublic(table: { status: PgColumn; publishedDate: PgColumn }, now: Date) {
  return and(eq(table.status, 'published'), lte(table.publishedDate, now));
}
