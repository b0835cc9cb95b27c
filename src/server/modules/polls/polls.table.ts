import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const polls = pgTable(
  'polls',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    question: text().notNull(),
    isActive: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt.desc()).where(sql`${t.isActive}`)],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    pollId: integer()
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    votes: integer().notNull().default(0),
    position: integer().notNull(),
  },
  (t) => [index().on(t.pollId, t.position)],
);

/** One vote per visitor per poll; the visitor is a random id in a cookie, nothing personal. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: integer()
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    voterId: text().notNull(),
    optionId: integer().notNull(),
    votedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.voterId] })],
);
