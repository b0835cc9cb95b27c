ALTER TABLE "story_pitches" ADD COLUMN "assigned_by" integer;--> statement-breakpoint
ALTER TABLE "story_pitches" ADD COLUMN "item_kind" text;--> statement-breakpoint
-- A pitch assigned before now keeps the kind it has today as the kind of its draft (the likeliest one;
-- a kind changed after the assignment cannot be told apart any more).
UPDATE "story_pitches" SET "item_kind" = "kind" WHERE "item_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "story_pitches" ADD CONSTRAINT "story_pitches_assigned_by_admins_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_pitches" ADD CONSTRAINT "story_pitches_item_kind_with_id" CHECK (("story_pitches"."item_kind" is null) = ("story_pitches"."item_id" is null));