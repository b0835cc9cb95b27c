CREATE TABLE "content_views" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_views_kind_item_id_day_pk" PRIMARY KEY("kind","item_id","day")
);
