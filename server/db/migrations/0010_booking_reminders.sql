CREATE TABLE "booking_reminders" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "booking_reminders_due" ON "booking_reminders" USING btree ("sent_at","due_at");