CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"store_id" text NOT NULL,
	"kind" text NOT NULL,
	"attempt" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"currency" text NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"gateway_transaction_id" text,
	"error_message" text,
	"requested_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fee_terms" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_kind_attempt" ON "payments" USING btree ("booking_id","kind","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_fee" ON "payments" USING btree ("booking_id") WHERE "payments"."kind" in ('no_show_fee', 'late_cancellation_fee') and "payments"."status" in ('pending', 'unknown', 'succeeded');