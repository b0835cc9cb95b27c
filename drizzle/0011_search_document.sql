DROP INDEX "articles_title_trgm_idx";--> statement-breakpoint
DROP INDEX "articles_excerpt_trgm_idx";--> statement-breakpoint
DROP INDEX "articles_author_trgm_idx";--> statement-breakpoint
CREATE INDEX "articles_search_trgm_idx" ON "articles" USING gin (("title" || chr(31) || "excerpt" || chr(31) || "author") gin_trgm_ops);