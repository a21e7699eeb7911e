CREATE TABLE "captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"enquiry_type" text NOT NULL,
	"contact_reason" text NOT NULL,
	"contact_sub_reason" text,
	"store_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"guests" integer,
	"message" text NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_interests" (
	"customer_guid" text NOT NULL,
	"interest_id" text NOT NULL,
	CONSTRAINT "customer_interests_customer_guid_interest_id_pk" PRIMARY KEY("customer_guid","interest_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"guid" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"fav_restaurant_code" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"gender" text,
	"website_sms_opt_in" boolean DEFAULT false NOT NULL,
	"subscribed" boolean DEFAULT true NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "group_enquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"venue" text NOT NULL,
	"booking_type" text NOT NULL,
	"covers" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"until" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"telephone_number" text NOT NULL,
	"special_request" text,
	"should_receive_promotions" boolean NOT NULL,
	"should_receive_sms" boolean NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occasion_dates" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_guid" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"referrer_name" text NOT NULL,
	"referrer_email" text NOT NULL,
	"friend_name" text NOT NULL,
	"friend_email" text NOT NULL,
	"claimed_email" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "sign_ups" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_guid" text NOT NULL,
	"source" text NOT NULL,
	"accept_terms" boolean NOT NULL,
	"accept_sms_terms" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"contact_message_id" text,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"offer_id" text NOT NULL,
	"email" text NOT NULL,
	"code" text NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "captcha_solutions_expiry" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "occasion_dates_customer" ON "occasion_dates" USING btree ("customer_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_pair" ON "referrals" USING btree ("referrer_email","friend_email");--> statement-breakpoint
CREATE INDEX "uploaded_files_unclaimed" ON "uploaded_files" USING btree ("contact_message_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_offer_email" ON "voucher_codes" USING btree ("offer_id","email");