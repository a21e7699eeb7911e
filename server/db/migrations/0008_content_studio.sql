CREATE TABLE "content_drafts" (
	"kind" text NOT NULL,
	"doc_id" text NOT NULL,
	"doc" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"base_version" integer NOT NULL,
	"staff_id" text,
	"actor" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_kind_doc_id_pk" PRIMARY KEY("kind","doc_id")
);
--> statement-breakpoint
CREATE TABLE "content_schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"doc_id" text NOT NULL,
	"doc" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"staff_id" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"problem" text
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"kind" text NOT NULL,
	"doc_id" text NOT NULL,
	"version" integer NOT NULL,
	"doc" jsonb NOT NULL,
	"origin" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" text,
	"actor" text NOT NULL,
	"summary" text NOT NULL,
	CONSTRAINT "content_versions_kind_doc_id_version_pk" PRIMARY KEY("kind","doc_id","version")
);
--> statement-breakpoint
CREATE INDEX "content_schedules_due" ON "content_schedules" USING btree ("status","run_at");--> statement-breakpoint
-- Version 1 of every document already loaded: the content pack's, so the studio's history and the re-seed's conflict check start from it.
INSERT INTO "content_versions" ("kind", "doc_id", "version", "doc", "origin", "at", "actor", "summary")
SELECT 'menu', "id", 1, "doc", 'pack', "updated_at", 'Content pack', 'From the content pack' FROM "menus"
UNION ALL SELECT 'page', "id", 1, "doc", 'pack', "updated_at", 'Content pack', 'From the content pack' FROM "pages"
UNION ALL SELECT 'offer', "id", 1, "doc", 'pack', "updated_at", 'Content pack', 'From the content pack' FROM "offers"
UNION ALL SELECT 'restaurant', "store_id", 1, "doc", 'pack', "updated_at", 'Content pack', 'From the content pack' FROM "restaurants"
UNION ALL SELECT 'settings', "id", 1, "settings", 'pack', "updated_at", 'Content pack', 'From the content pack' FROM "site_settings";
