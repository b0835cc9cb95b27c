DROP INDEX "articles_status_published_date_index";--> statement-breakpoint
DROP INDEX "articles_category_published_date_index";--> statement-breakpoint
DROP INDEX "audit_log_at_index";--> statement-breakpoint
DROP INDEX "broadcast_videos_status_published_date_index";--> statement-breakpoint
DROP INDEX "broadcast_videos_type_published_date_index";--> statement-breakpoint
DROP INDEX "events_date_index";--> statement-breakpoint
DROP INDEX "graphics_status_published_date_index";--> statement-breakpoint
DROP INDEX "newsletter_subscriptions_active_subscribed_at_index";--> statement-breakpoint
DROP INDEX "uploads_created_at_index";--> statement-breakpoint
DROP INDEX "articles_published_date_index";--> statement-breakpoint
CREATE INDEX "articles_status_published_date_id_index" ON "articles" USING btree ("status","published_date","id");--> statement-breakpoint
CREATE INDEX "articles_category_status_published_date_id_index" ON "articles" USING btree ("category","status","published_date","id");--> statement-breakpoint
CREATE INDEX "articles_published_date_id_index" ON "articles" USING btree ("published_date","id");--> statement-breakpoint
CREATE INDEX "articles_created_at_id_index" ON "articles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_id_index" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "broadcast_videos_status_published_date_id_index" ON "broadcast_videos" USING btree ("status","published_date","id");--> statement-breakpoint
CREATE INDEX "broadcast_videos_type_status_published_date_id_index" ON "broadcast_videos" USING btree ("type","status","published_date","id");--> statement-breakpoint
CREATE INDEX "broadcast_videos_published_date_id_index" ON "broadcast_videos" USING btree ("published_date","id");--> statement-breakpoint
CREATE INDEX "broadcast_videos_created_at_id_index" ON "broadcast_videos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "events_date_id_index" ON "events" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "events_created_at_id_index" ON "events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "graphics_status_published_date_id_index" ON "graphics" USING btree ("status","published_date","id");--> statement-breakpoint
CREATE INDEX "graphics_published_date_id_index" ON "graphics" USING btree ("published_date","id");--> statement-breakpoint
CREATE INDEX "graphics_created_at_id_index" ON "graphics" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_active_subscribed_at_id_index" ON "newsletter_subscriptions" USING btree ("active","subscribed_at","id");--> statement-breakpoint
CREATE INDEX "uploads_created_at_id_index" ON "uploads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "articles_published_date_index" ON "articles" USING btree ("published_date") WHERE "articles"."featured";