DROP INDEX "articles_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_document" text GENERATED ALWAYS AS (lower("articles"."title" || chr(31) || "articles"."excerpt" || chr(31) || "articles"."author")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_search_trgm_idx" ON "articles" USING gin ("search_document" gin_trgm_ops);