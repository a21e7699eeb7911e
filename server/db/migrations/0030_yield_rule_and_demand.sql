CREATE TABLE "booking_demand" (
	"store_id" text NOT NULL,
	"service_date" date NOT NULL,
	"covers" integer NOT NULL,
	"session_key" text NOT NULL,
	"booked_start" integer,
	"full_starts" jsonb NOT NULL,
	"lead_minutes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_demand_store_id_service_date_covers_session_key_pk" PRIMARY KEY("store_id","service_date","covers","session_key")
);
--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "yield_rule" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_demand_store_date" ON "booking_demand" USING btree ("store_id","service_date");