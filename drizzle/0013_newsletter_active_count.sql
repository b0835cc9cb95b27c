CREATE TABLE "newsletter_active_count" (
	"id" integer PRIMARY KEY NOT NULL,
	"active" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "newsletter_active_count" ("id", "active") SELECT 1, count(*) FROM "newsletter_subscriptions" WHERE "active";
--> statement-breakpoint
-- Once per statement, from the rows it changed; a statement that moves nothing takes no lock.
CREATE FUNCTION "count_active_subscribers"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta + (SELECT count(*) FROM new_rows WHERE "active");
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    delta := delta - (SELECT count(*) FROM old_rows WHERE "active");
  END IF;
  IF delta <> 0 THEN
    UPDATE "newsletter_active_count" SET "active" = "active" + delta WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "newsletter_subscriptions_count_insert" AFTER INSERT ON "newsletter_subscriptions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_active_subscribers"();
--> statement-breakpoint
CREATE TRIGGER "newsletter_subscriptions_count_update" AFTER UPDATE ON "newsletter_subscriptions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_active_subscribers"();
--> statement-breakpoint
CREATE TRIGGER "newsletter_subscriptions_count_delete" AFTER DELETE ON "newsletter_subscriptions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_active_subscribers"();
