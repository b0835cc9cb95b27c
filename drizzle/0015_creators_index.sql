-- The names a creators array credits, lowered, for the GIN indexes below (src/server/db/credits.ts).
CREATE FUNCTION "lower_names"(names text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(lower(name)), '{}') FROM unnest(names) AS name
$$;
--> statement-breakpoint
CREATE INDEX "broadcast_videos_creators_lower_idx" ON "broadcast_videos" USING gin (lower_names("creators"));--> statement-breakpoint
CREATE INDEX "graphics_creators_lower_idx" ON "graphics" USING gin (lower_names("creators"));
