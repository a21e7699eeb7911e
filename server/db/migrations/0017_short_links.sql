CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
