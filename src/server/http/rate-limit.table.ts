import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests counted per limited action and client address in fixed windows (http/rate-limit.ts), so
 * every instance on the same database sees one count. The address is kept only as an HMAC under a
 * per-installation secret, and a window's row is deleted once the window is over.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    /** `<action>:<address HMAC>`. */
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index().on(t.windowStart)],
);
