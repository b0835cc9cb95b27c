CREATE TABLE "upload_references" (
	"upload_key" text NOT NULL,
	"source_table" text NOT NULL,
	"row_id" integer NOT NULL,
	CONSTRAINT "upload_references_upload_key_source_table_row_id_pk" PRIMARY KEY("upload_key","source_table","row_id")
);
--> statement-breakpoint
CREATE INDEX "upload_references_source_table_row_id_index" ON "upload_references" USING btree ("source_table","row_id");--> statement-breakpoint
-- The upload names (the <uuid> of /uploads/<uuid>…) a row's text holds, each once.
CREATE FUNCTION "upload_keys_in"(row_text text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT m[1] FROM regexp_matches(row_text, '/uploads/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})', 'g') AS m
$$;
--> statement-breakpoint
-- Every upload in the whole row (as JSON text), so any column that can hold an address counts.
CREATE FUNCTION "record_upload_references"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "upload_references" WHERE "source_table" = TG_TABLE_NAME AND "row_id" = OLD."id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "upload_references" ("upload_key", "source_table", "row_id")
      SELECT "key", TG_TABLE_NAME, NEW."id" FROM "upload_keys_in"(to_jsonb(NEW)::text) AS "key";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "articles_upload_references" AFTER INSERT OR UPDATE OR DELETE ON "articles" FOR EACH ROW EXECUTE FUNCTION "record_upload_references"();
--> statement-breakpoint
CREATE TRIGGER "article_revisions_upload_references" AFTER INSERT OR UPDATE OR DELETE ON "article_revisions" FOR EACH ROW EXECUTE FUNCTION "record_upload_references"();
--> statement-breakpoint
CREATE TRIGGER "broadcast_videos_upload_references" AFTER INSERT OR UPDATE OR DELETE ON "broadcast_videos" FOR EACH ROW EXECUTE FUNCTION "record_upload_references"();
--> statement-breakpoint
CREATE TRIGGER "graphics_upload_references" AFTER INSERT OR UPDATE OR DELETE ON "graphics" FOR EACH ROW EXECUTE FUNCTION "record_upload_references"();
--> statement-breakpoint
CREATE TRIGGER "nabj_picks_upload_references" AFTER INSERT OR UPDATE OR DELETE ON "nabj_picks" FOR EACH ROW EXECUTE FUNCTION "record_upload_references"();
--> statement-breakpoint
CREATE TRIGGER "pick_topics_upload_references" AFTER INSERT OR UPDATE OR DELETE ON "pick_topics" FOR EACH ROW EXECUTE FUNCTION "record_upload_references"();
--> statement-breakpoint
CREATE TRIGGER "members_of_the_month_upload_references" AFTER INSERT OR UPDATE OR DELETE ON "members_of_the_month" FOR EACH ROW EXECUTE FUNCTION "record_upload_references"();
--> statement-breakpoint
CREATE TRIGGER "contributors_upload_references" AFTER INSERT OR UPDATE OR DELETE ON "contributors" FOR EACH ROW EXECUTE FUNCTION "record_upload_references"();
--> statement-breakpoint
CREATE TRIGGER "site_settings_upload_references" AFTER INSERT OR UPDATE OR DELETE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION "record_upload_references"();
--> statement-breakpoint
-- The rows written before this migration.
INSERT INTO "upload_references" ("upload_key", "source_table", "row_id") SELECT "key", 'articles', t."id" FROM "articles" t, "upload_keys_in"(to_jsonb(t)::text) AS "key";
--> statement-breakpoint
INSERT INTO "upload_references" ("upload_key", "source_table", "row_id") SELECT "key", 'article_revisions', t."id" FROM "article_revisions" t, "upload_keys_in"(to_jsonb(t)::text) AS "key";
--> statement-breakpoint
INSERT INTO "upload_references" ("upload_key", "source_table", "row_id") SELECT "key", 'broadcast_videos', t."id" FROM "broadcast_videos" t, "upload_keys_in"(to_jsonb(t)::text) AS "key";
--> statement-breakpoint
INSERT INTO "upload_references" ("upload_key", "source_table", "row_id") SELECT "key", 'graphics', t."id" FROM "graphics" t, "upload_keys_in"(to_jsonb(t)::text) AS "key";
--> statement-breakpoint
INSERT INTO "upload_references" ("upload_key", "source_table", "row_id") SELECT "key", 'nabj_picks', t."id" FROM "nabj_picks" t, "upload_keys_in"(to_jsonb(t)::text) AS "key";
--> statement-breakpoint
INSERT INTO "upload_references" ("upload_key", "source_table", "row_id") SELECT "key", 'pick_topics', t."id" FROM "pick_topics" t, "upload_keys_in"(to_jsonb(t)::text) AS "key";
--> statement-breakpoint
INSERT INTO "upload_references" ("upload_key", "source_table", "row_id") SELECT "key", 'members_of_the_month', t."id" FROM "members_of_the_month" t, "upload_keys_in"(to_jsonb(t)::text) AS "key";
--> statement-breakpoint
INSERT INTO "upload_references" ("upload_key", "source_table", "row_id") SELECT "key", 'contributors', t."id" FROM "contributors" t, "upload_keys_in"(to_jsonb(t)::text) AS "key";
--> statement-breakpoint
INSERT INTO "upload_references" ("upload_key", "source_table", "row_id") SELECT "key", 'site_settings', t."id" FROM "site_settings" t, "upload_keys_in"(to_jsonb(t)::text) AS "key";
