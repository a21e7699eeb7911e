CREATE TABLE "report_days" (
	"store_id" text NOT NULL,
	"date" text NOT NULL,
	"version" integer NOT NULL,
	"group_enquiries" integer NOT NULL,
	"group_enquiries_converted" integer NOT NULL,
	"booked" integer NOT NULL,
	"kept" integer NOT NULL,
	"covers" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"no_shows" integer NOT NULL,
	"enquiries" integer NOT NULL,
	"enquiries_converted" integer NOT NULL,
	"enquiries_pending" integer NOT NULL,
	"sources" jsonb NOT NULL,
	"party_sizes" integer[] NOT NULL,
	"lead_times" integer[] NOT NULL,
	"hour_covers" integer[] NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_days_store_id_date_pk" PRIMARY KEY("store_id","date")
);
--> statement-breakpoint
CREATE TABLE "weekly_summaries" (
	"store_id" text NOT NULL,
	"week_start" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weekly_summaries_store_id_week_start_pk" PRIMARY KEY("store_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "weekly_summary" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "report_days_date" ON "report_days" USING btree ("date");--> statement-breakpoint
CREATE INDEX "customers_fav_restaurant" ON "customers" USING btree ("fav_restaurant_code");--> statement-breakpoint
CREATE INDEX "group_enquiries_store_date" ON "group_enquiries" USING btree ("store_id","date");--> statement-breakpoint
CREATE INDEX "sign_ups_created" ON "sign_ups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sign_ups_customer" ON "sign_ups" USING btree ("customer_guid");--> statement-breakpoint
CREATE INDEX "voucher_codes_created" ON "voucher_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "voucher_codes_email" ON "voucher_codes" USING btree ("email");