CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" text,
	"actor" text NOT NULL,
	"store_id" text,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "daily_sheets" (
	"store_id" text NOT NULL,
	"date" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_sheets_store_id_date_pk" PRIMARY KEY("store_id","date")
);
--> statement-breakpoint
CREATE TABLE "diary_versions" (
	"store_id" text NOT NULL,
	"date" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "diary_versions_store_id_date_pk" PRIMARY KEY("store_id","date")
);
--> statement-breakpoint
CREATE TABLE "restaurant_settings" (
	"store_id" text PRIMARY KEY NOT NULL,
	"notice_every_booking" boolean DEFAULT false NOT NULL,
	"daily_sheet_at" text DEFAULT '16:00',
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "inbox_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "group_enquiries" ADD COLUMN "inbox_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "group_enquiries" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "group_enquiries" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_enquiries" ADD COLUMN "handled_by" text;--> statement-breakpoint
CREATE INDEX "audit_log_entity" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "bookings_email" ON "bookings" USING btree ("email");