-- Decision 072: one version history. A restaurant's saved booking setups join the content documents' versions,
-- as kind 'booking-setup' under their storeId, each with its number, document, time, who and summary.
INSERT INTO "content_versions" ("kind", "doc_id", "version", "doc", "origin", "at", "staff_id", "actor", "summary", "published_as")
SELECT 'booking-setup', "store_id", "version", "doc", 'studio', "at", "staff_id", "actor", "summary", NULL
FROM "booking_setup_versions";--> statement-breakpoint
DROP TABLE "booking_setup_versions" CASCADE;
