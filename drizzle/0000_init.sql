CREATE TABLE "admin_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"address" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text NOT NULL,
	"category" text NOT NULL,
	"author" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"pull_quotes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"published_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast_videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcast_videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"video_url" text NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"creators" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"published_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contributors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contributors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text,
	"major" text,
	"graduation_year" integer,
	"school_year" text,
	"bio" text,
	"profile_image_url" text,
	"linked_in" text,
	"twitter" text,
	"instagram" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crosswords" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crosswords_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"puzzle_data" text NOT NULL,
	"clues" text NOT NULL,
	"published_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"type" text NOT NULL,
	"registration_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "graphics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "graphics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"transition_effect" text DEFAULT 'normal' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"slides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_images" text[] DEFAULT '{}' NOT NULL,
	"embed_code" text,
	"creators" text[] DEFAULT '{}' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"published_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members_of_the_month" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_of_the_month_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"major" text NOT NULL,
	"year" text NOT NULL,
	"bio" text NOT NULL,
	"image_url" text NOT NULL,
	"achievements" text NOT NULL,
	"quote" text NOT NULL,
	"month" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "nabj_picks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nabj_picks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"url" text,
	"recommended_by" text NOT NULL,
	"topic_id" integer,
	"published_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pick_topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pick_topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"image_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "poll_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"poll_id" integer NOT NULL,
	"text" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"poll_id" integer NOT NULL,
	"voter_id" text NOT NULL,
	"option_id" integer NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_poll_id_voter_id_pk" PRIMARY KEY("poll_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "polls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "uploads_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nabj_picks" ADD CONSTRAINT "nabj_picks_topic_id_pick_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."pick_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_options" ADD CONSTRAINT "poll_options_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_id_index" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_at_index" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_failures_username_failed_at_index" ON "login_failures" USING btree ("username","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_address_failed_at_index" ON "login_failures" USING btree ("address","failed_at");--> statement-breakpoint
CREATE INDEX "articles_status_published_date_index" ON "articles" USING btree ("status","published_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_category_published_date_index" ON "articles" USING btree ("category","published_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_published_date_index" ON "articles" USING btree ("published_date" DESC NULLS LAST) WHERE "articles"."featured";--> statement-breakpoint
CREATE INDEX "articles_author_lower_idx" ON "articles" USING btree (lower("author"));--> statement-breakpoint
CREATE INDEX "broadcast_videos_status_published_date_index" ON "broadcast_videos" USING btree ("status","published_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "broadcast_videos_type_published_date_index" ON "broadcast_videos" USING btree ("type","published_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "contributors_name_lower_unique" ON "contributors" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "crosswords_one_active" ON "crosswords" USING btree ("is_active") WHERE "crosswords"."is_active";--> statement-breakpoint
CREATE INDEX "events_date_index" ON "events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "graphics_status_published_date_index" ON "graphics" USING btree ("status","published_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "members_of_the_month_created_at_index" ON "members_of_the_month" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_active_subscribed_at_index" ON "newsletter_subscriptions" USING btree ("active","subscribed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "nabj_picks_published_date_index" ON "nabj_picks" USING btree ("published_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "nabj_picks_topic_id_index" ON "nabj_picks" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "poll_options_poll_id_position_index" ON "poll_options" USING btree ("poll_id","position");--> statement-breakpoint
CREATE INDEX "polls_created_at_index" ON "polls" USING btree ("created_at" DESC NULLS LAST) WHERE "polls"."is_active";--> statement-breakpoint
CREATE INDEX "uploads_created_at_index" ON "uploads" USING btree ("created_at" DESC NULLS LAST);