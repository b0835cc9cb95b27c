import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ArticleSnapshot } from '../../../contracts/article.ts';
import { publicationColumns, publicationIndexes } from '../../db/publication.ts';

export const articles = pgTable(
  'articles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    excerpt: text().notNull(),
    content: text().notNull(),
    imageUrl: text().notNull(),
    category: text().notNull(),
    author: text().notNull(),
    featured: boolean().notNull().default(false),
    pullQuotes: jsonb().$type<string[]>().notNull().default([]),
    ...publicationColumns(),
    /**
     * What the stories search looks in: the title, the excerpt and the byline, joined by a control
     * character no search term contains, so a match never spans two of them. Lowered once when the
     * row is written, so the search is a plain LIKE: ILIKE lowers every article it tests again, which
     * was most of a search's time in the embedded database (docs/performance.md). One document, one
     * index: with an index per column PostgreSQL often walked the date order instead.
     */
    searchDocument: text()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${articles.title} || chr(31) || ${articles.excerpt} || chr(31) || ${articles.author})`,
      ),
  },
  // Each list reads newest first (publishedDate, then id) and stops at its limit, so each has an
  // index in exactly that order (publication.ts), and the public list by category one of its own.
  (t) => [
    ...publicationIndexes('articles', t),
    index().on(t.category, t.status, t.publishedDate, t.id),
    index().on(t.publishedDate).where(sql`${t.featured}`),
    index('articles_author_lower_idx').on(sql`lower(${t.author})`),
    // Stories search (`q`): one trigram index answers LIKE '%…%' on the search document without
    // reading every article, also when nothing matches (pg_trgm; migrations 0010, 0011, 0014).
    index('articles_search_trgm_idx').using('gin', t.searchDocument.op('gin_trgm_ops')),
  ],
);

/** Every save of an article, with who saved it and when. */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    savedBy: text().notNull(),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    snapshot: jsonb().$type<ArticleSnapshot>().notNull(),
  },
  (t) => [index().on(t.articleId, t.savedAt.desc())],
);
