CREATE TABLE "consent_events" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"channel" text NOT NULL,
	"granted" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"method" text NOT NULL,
	"reference" text
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"messages_days" integer,
	"uploads_days" integer,
	"cancelled_bookings_days" integer,
	"sent_mail_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_events_email" ON "consent_events" USING btree ("email","channel","at");
--> statement-breakpoint
-- Decision 045: the consent already given or withdrawn before this history began, from the rows that record it.
INSERT INTO "consent_events" ("id", "email", "channel", "granted", "at", "source", "method", "reference")
SELECT gen_random_uuid()::text, lower("email"), 'email', "subscribed", coalesce("unsubscribed_at", "created_at"), 'sign-up',
  CASE WHEN "subscribed" THEN 'signed up (recorded before the consent history)' ELSE 'unsubscribed (recorded before the consent history)' END, NULL
FROM "customers";
--> statement-breakpoint
INSERT INTO "consent_events" ("id", "email", "channel", "granted", "at", "source", "method", "reference")
SELECT gen_random_uuid()::text, lower("email"), 'sms', true, "created_at", 'sign-up', 'ticked the text messages box (recorded before the consent history)', NULL
FROM "customers" WHERE "website_sms_opt_in";
--> statement-breakpoint
INSERT INTO "consent_events" ("id", "email", "channel", "granted", "at", "source", "method", "reference")
SELECT gen_random_uuid()::text, lower("email"), c.channel, true, "created_at", 'booking', c.method, "reference"
FROM "bookings"
CROSS JOIN LATERAL (VALUES ('email', 'ticked the offers box', "promotions"), ('sms', 'ticked the text messages box', "sms")) AS c(channel, method, ticked)
WHERE c.ticked AND NOT "demo";
--> statement-breakpoint
INSERT INTO "consent_events" ("id", "email", "channel", "granted", "at", "source", "method", "reference")
SELECT gen_random_uuid()::text, lower("email"), c.channel, true, "created_at", 'group enquiry', c.method, "id"
FROM "group_enquiries"
CROSS JOIN LATERAL (VALUES ('email', 'ticked the offers box', "should_receive_promotions"), ('sms', 'ticked the text messages box', "should_receive_sms")) AS c(channel, method, ticked)
WHERE c.ticked;
