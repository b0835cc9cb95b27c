CREATE TABLE "sign_in_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sign_in_attempts_window_start_index" ON "sign_in_attempts" USING btree ("window_start");