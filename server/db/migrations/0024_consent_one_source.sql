-- Decision 071: e-mail consent is the consent events alone. A customer row that said "unsubscribed" while its
-- newest e-mail event still granted consent keeps its withdrawal, as an event (newest, so it counts).
INSERT INTO "consent_events" ("id", "email", "channel", "granted", "at", "source", "method", "reference")
SELECT gen_random_uuid()::text, c."email", 'email', false, greatest(coalesce(c."unsubscribed_at", now()), newest."at"),
  'unsubscribe page', 'unsubscribed before consent had one source (kept from the customer row)', NULL
FROM "customers" c
JOIN LATERAL (
  SELECT e."granted", e."at" FROM "consent_events" e
  WHERE e."email" = c."email" AND e."channel" = 'email'
  ORDER BY e."at" DESC, e."granted" ASC LIMIT 1
) newest ON true
WHERE c."subscribed" = false AND newest."granted" = true;--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "subscribed";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "unsubscribed_at";
