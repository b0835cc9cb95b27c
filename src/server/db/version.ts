import { integer } from 'drizzle-orm/pg-core';

/**
 * The edit count every save raises by one: a write based on an older one is refused with 409 instead
 * of overwriting what was saved since (docs/api.md, "Versions").
 */
export const versionColumn = () => ({ version: integer().notNull().default(1) });
