CREATE TABLE "waitlist_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"date" text NOT NULL,
	"from_minutes" integer NOT NULL,
	"to_minutes" integer NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"covers" integer NOT NULL,
	"occasion_id" text,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"sms" boolean DEFAULT false NOT NULL,
	"quoted_wait_minutes" integer,
	"booking_id" text,
	"offered_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "waitlist_entries_day" ON "waitlist_entries" USING btree ("store_id","date","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_deposit" ON "payments" USING btree ("booking_id") WHERE "payments"."kind" = 'deposit' and "payments"."status" in ('pending', 'unknown', 'succeeded');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_deposit_refund" ON "payments" USING btree ("booking_id") WHERE "payments"."kind" = 'deposit_refund' and "payments"."status" in ('pending', 'unknown', 'succeeded');--> statement-breakpoint
CREATE INDEX "payments_unsettled" ON "payments" USING btree ("status","updated_at");