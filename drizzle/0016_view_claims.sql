CREATE TABLE "content_view_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_view_claims_day_index" ON "content_view_claims" USING btree ("day");