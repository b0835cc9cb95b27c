CREATE TABLE "content_view_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_mail_queue" (
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_mail_queue_subscription_id_kind_pk" PRIMARY KEY("subscription_id","kind")
);
--> statement-breakpoint
ALTER TABLE "newsletter_mail_queue" ADD CONSTRAINT "newsletter_mail_queue_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_view_claims_day_index" ON "content_view_claims" USING btree ("day");--> statement-breakpoint
CREATE INDEX "newsletter_mail_queue_due_at_index" ON "newsletter_mail_queue" USING btree ("due_at");