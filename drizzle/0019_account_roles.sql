ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "contributor_id" integer;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_contributor_id_contributors_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."contributors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_email_unique" UNIQUE("email");--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_known" CHECK ("admins"."role" in ('contributor', 'editor', 'admin'));