CREATE TABLE "guest_emails" (
	"email" text PRIMARY KEY NOT NULL,
	"guest_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_merges" (
	"id" text PRIMARY KEY NOT NULL,
	"kept_id" text NOT NULL,
	"merged_id" text NOT NULL,
	"emails" jsonb NOT NULL,
	"tags_added" jsonb NOT NULL,
	"note_ids" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" text,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guest_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"guest_id" text NOT NULL,
	"staff_id" text,
	"author" text NOT NULL,
	"store_id" text,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_tags" (
	"guest_id" text NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_tags_guest_id_tag_pk" PRIMARY KEY("guest_id","tag")
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"allergies" text DEFAULT '' NOT NULL,
	"dietary_notes" text DEFAULT '' NOT NULL,
	"merged_into" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "guest_emails_guest" ON "guest_emails" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "guest_merges_kept" ON "guest_merges" USING btree ("kept_id","at");--> statement-breakpoint
CREATE INDEX "guest_notes_guest" ON "guest_notes" USING btree ("guest_id","at");--> statement-breakpoint
CREATE INDEX "bookings_email_lower" ON "bookings" USING btree (lower("email"));--> statement-breakpoint
-- Decision 044: every address already known becomes a guest, with the id server/guests/guest-identity.ts
-- derives from it; the name and phone are the newest booking's, else the sign-up's.
INSERT INTO "guests" ("id", "display_name", "phone")
SELECT 'g_' || substr(encode(sha256(convert_to(p."email", 'UTF8')), 'hex'), 1, 24), p."display_name", p."phone"
FROM (
  SELECT DISTINCT ON ("email") "email", "display_name", "phone"
  FROM (
    SELECT lower(b."email") AS "email", trim(b."first_name" || ' ' || b."last_name") AS "display_name", b."phone", b."created_at" AS "at", 1 AS "rank"
    FROM "bookings" b WHERE b."email" <> ''
    UNION ALL
    SELECT lower(c."email"), c."first_name", nullif(c."phone_number", ''), c."created_at", 0 FROM "customers" c WHERE c."email" <> ''
  ) s
  ORDER BY "email", "rank" DESC, "at" DESC
) p
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "guest_emails" ("email", "guest_id")
SELECT e."email", 'g_' || substr(encode(sha256(convert_to(e."email", 'UTF8')), 'hex'), 1, 24)
FROM (
  SELECT DISTINCT lower("email") AS "email" FROM "bookings" WHERE "email" <> ''
  UNION
  SELECT lower("email") FROM "customers" WHERE "email" <> ''
) e
ON CONFLICT DO NOTHING;
