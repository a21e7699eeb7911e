CREATE TABLE "booking_setup_versions" (
	"store_id" text NOT NULL,
	"version" integer NOT NULL,
	"doc" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" text,
	"actor" text NOT NULL,
	"summary" text NOT NULL,
	CONSTRAINT "booking_setup_versions_store_id_version_pk" PRIMARY KEY("store_id","version")
);
--> statement-breakpoint
-- Decision 025: a setup stored before opening hours moved into it takes the hours and special dates its restaurant's
-- content document held, lunch and dinner periods that leave the opening hours in charge, and a group threshold
-- one above its online cover limit. Setups from the content pack are replaced by the pack's documents on start.
UPDATE "booking_setups" AS s
SET "doc" = s."doc"
  || jsonb_build_object(
    'hours', r."doc"->'hours',
    'specialHours', coalesce(r."doc"->'specialHours', '[]'::jsonb),
    'servicePeriods', '[{"id":"lunch","name":"Lunch","days":[1,2,3,4,5,6,7],"firstStart":"11:00","lastStart":"16:45"},{"id":"dinner","name":"Dinner","days":[1,2,3,4,5,6,7],"firstStart":"17:00","lastStart":"02:00"}]'::jsonb,
    'config', (s."doc"->'config') || jsonb_build_object('groupEnquiryFromCovers', coalesce((s."doc"->'config'->>'maxOnlineCovers')::int, 20) + 1)
  )
FROM "restaurants" AS r
WHERE r."store_id" = s."store_id" AND NOT (s."doc" ? 'hours') AND r."doc" ? 'hours';
