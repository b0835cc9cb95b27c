ALTER TABLE "nabj_picks" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "nabj_picks" SET "updated_at" = "created_at";--> statement-breakpoint
CREATE INDEX "articles_updated_at_id_index" ON "articles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "articles_title_lower_idx" ON "articles" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "broadcast_videos_updated_at_id_index" ON "broadcast_videos" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "broadcast_videos_title_lower_idx" ON "broadcast_videos" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "crosswords_created_at_id_index" ON "crosswords" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "crosswords_updated_at_id_index" ON "crosswords" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "crosswords_title_lower_idx" ON "crosswords" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "events_updated_at_id_index" ON "events" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "events_title_lower_idx" ON "events" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "graphics_updated_at_id_index" ON "graphics" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "graphics_title_lower_idx" ON "graphics" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "members_of_the_month_updated_at_id_index" ON "members_of_the_month" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "members_of_the_month_title_lower_idx" ON "members_of_the_month" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "nabj_picks_updated_at_id_index" ON "nabj_picks" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "nabj_picks_title_lower_idx" ON "nabj_picks" USING btree (lower("title"),"id");