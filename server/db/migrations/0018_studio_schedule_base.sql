ALTER TABLE "content_schedules" ADD COLUMN "base_version" integer;--> statement-breakpoint
ALTER TABLE "content_schedules" ADD COLUMN "from_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_schedules" ADD COLUMN "note" text;--> statement-breakpoint
-- Schedules made before this migration began from the newest version there was when they were made (decision 061).
UPDATE "content_schedules" s SET "base_version" = (
  SELECT max(v."version") FROM "content_versions" v WHERE v."kind" = s."kind" AND v."doc_id" = s."doc_id" AND v."at" <= s."created_at"
) WHERE s."status" = 'pending';
