ALTER TABLE "bookings" ADD COLUMN "service_stage" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;