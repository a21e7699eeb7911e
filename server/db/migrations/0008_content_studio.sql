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
CREATE INDEX "content_schedules_due" ON "content_schedules" USING btree ("status","run_at");