-- Decision 067 "One outbox": texts join e-mail in mail_outbox, told apart by channel. Every text moves across
-- with its state (a pending one is then delivered by the one worker; a sent one stays for the retention job and
-- a person's export), before sms_outbox goes.
ALTER TABLE "mail_outbox" ALTER COLUMN "subject" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "channel" text DEFAULT 'mail' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_channel_parts" CHECK (("mail_outbox"."channel" = 'mail' and "mail_outbox"."body" = '') or ("mail_outbox"."channel" = 'sms' and "mail_outbox"."subject" = '' and "mail_outbox"."text" = ''));--> statement-breakpoint
INSERT INTO "mail_outbox" ("id", "channel", "kind", "to", "body", "status", "attempts", "next_attempt_at", "last_error", "provider_id", "created_at", "sent_at")
  SELECT "id", 'sms', "kind", "to", "body", "status", "attempts", "next_attempt_at", "last_error", "provider_id", "created_at", "sent_at"
  FROM "sms_outbox";--> statement-breakpoint
DROP TABLE "sms_outbox";
