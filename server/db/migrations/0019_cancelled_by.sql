ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
-- Who cancelled was the start of the free-text reason until now (decision 059).
UPDATE "bookings" SET "cancelled_by" = 'diner' WHERE "status" = 'cancelled' AND ("status_reason" LIKE 'Cancelled by the diner%' OR "status_reason" = 'Left the waitlist');--> statement-breakpoint
UPDATE "bookings" SET "cancelled_by" = 'mesa' WHERE "status" = 'cancelled' AND "status_reason" = 'Waitlist hold expired';--> statement-breakpoint
UPDATE "bookings" SET "cancelled_by" = 'staff' WHERE "status" = 'cancelled' AND "cancelled_by" IS NULL;
