CREATE TABLE "content_images" (
	"id" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"file_name" text NOT NULL,
	"storage" text NOT NULL,
	"bytes" "bytea",
	"staff_id" text,
	"actor" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_images_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "content_redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_path" text NOT NULL,
	"kind" text NOT NULL,
	"doc_id" text NOT NULL,
	"staff_id" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD COLUMN "published_as" integer;--> statement-breakpoint
CREATE INDEX "content_versions_published_as" ON "content_versions" USING btree ("published_as");