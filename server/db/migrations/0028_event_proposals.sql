CREATE TABLE "event_proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"lead_id" text NOT NULL,
	"store_id" text NOT NULL,
	"version" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"hash" text NOT NULL,
	"sent_by" text,
	"sent_at" timestamp with time zone NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_from" text,
	"accepted_agent" text,
	"accepted_hash" text
);
--> statement-breakpoint
ALTER TABLE "event_leads" ADD COLUMN "booking_id" text;--> statement-breakpoint
ALTER TABLE "event_leads" ADD COLUMN "balance_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "event_vat_percent" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "event_proposals_lead_version" ON "event_proposals" USING btree ("lead_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_event_payment" ON "payments" USING btree ("booking_id","kind") WHERE "payments"."kind" in ('event_deposit', 'event_balance') and "payments"."status" in ('pending', 'unknown', 'succeeded');