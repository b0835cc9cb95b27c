-- Stories search (articles.table.ts): pg_trgm ships with PostgreSQL (contrib) and is a trusted
-- extension, so the database owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_excerpt_trgm_idx" ON "articles" USING gin ("excerpt" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_author_trgm_idx" ON "articles" USING gin ("author" gin_trgm_ops);