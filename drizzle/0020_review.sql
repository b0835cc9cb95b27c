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
ALTER TABLE "articles" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "broadcast_videos" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "graphics" ADD COLUMN "created_by" integer;--> statement-breakpoint
CREATE INDEX "review_events_kind_item_id_at_index" ON "review_events" USING btree ("kind","item_id","at");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_videos" ADD CONSTRAINT "broadcast_videos_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graphics" ADD CONSTRAINT "graphics_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;