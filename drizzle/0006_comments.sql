CREATE TABLE "article_comments_closed" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_postings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comment_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"address_hash" text NOT NULL,
	"article_id" integer NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"held_for" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
ALTER TABLE "article_comments_closed" ADD CONSTRAINT "article_comments_closed_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_postings_address_hash_posted_at_index" ON "comment_postings" USING btree ("address_hash","posted_at");--> statement-breakpoint
CREATE INDEX "comment_postings_posted_at_index" ON "comment_postings" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "comments_article_id_created_at_index" ON "comments" USING btree ("article_id","created_at") WHERE "comments"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "comments_article_id_author_key_hash_index" ON "comments" USING btree ("article_id","author_key_hash");--> statement-breakpoint
CREATE INDEX "comments_status_created_at_index" ON "comments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "comments_name_lower_idx" ON "comments" USING btree (lower("name"));