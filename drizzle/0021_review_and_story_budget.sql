CREATE TABLE "review_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_pitches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "story_pitches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"wanted_by" timestamp with time zone NOT NULL,
	"pitched_by" integer,
	"assignee_id" integer,
	"item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "broadcast_videos" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "graphics" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "story_pitches" ADD CONSTRAINT "story_pitches_pitched_by_admins_id_fk" FOREIGN KEY ("pitched_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_pitches" ADD CONSTRAINT "story_pitches_assignee_id_admins_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_events_kind_item_id_at_index" ON "review_events" USING btree ("kind","item_id","at");--> statement-breakpoint
CREATE INDEX "story_pitches_wanted_by_id_index" ON "story_pitches" USING btree ("wanted_by","id");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_videos" ADD CONSTRAINT "broadcast_videos_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graphics" ADD CONSTRAINT "graphics_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;