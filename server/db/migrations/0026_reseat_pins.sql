-- Decision 074: staff pins, where a re-seated booking came from, and how soon before its start a booking stays put.
ALTER TABLE "bookings" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "moved_from_table_ids" jsonb;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "pin_within_minutes" integer DEFAULT 60 NOT NULL;