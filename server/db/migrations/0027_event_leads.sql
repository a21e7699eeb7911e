CREATE TABLE "event_leads" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"source" text NOT NULL,
	"enquiry_id" text,
	"status" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"owner_staff_id" text,
	"value_pence" integer,
	"first_answered_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_leads_enquiry_id_unique" UNIQUE("enquiry_id")
);
--> statement-breakpoint
CREATE INDEX "event_leads_store_status" ON "event_leads" USING btree ("store_id","status","created_at");--> statement-breakpoint
-- Decision 077: every group enquiry already taken becomes a lead; one marked handled was answered then.
INSERT INTO "event_leads" ("id", "store_id", "source", "enquiry_id", "status", "first_answered_at", "version", "created_at", "updated_at")
SELECT gen_random_uuid()::text, "store_id", 'group-enquiry', "id", 'new', "handled_at", 1, "created_at", coalesce("handled_at", "created_at")
FROM "group_enquiries";
