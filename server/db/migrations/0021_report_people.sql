-- Decision 065: what reports read beside report_days. 'people' moves on with every statement that writes
-- customers, sign-ups or vouchers, whichever code path it comes from, in the writer's own transaction.
CREATE TABLE "report_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "report_versions" ("name", "version") VALUES ('people', 0);--> statement-breakpoint
CREATE FUNCTION "report_people_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "report_versions" SET "version" = "version" + 1 WHERE "name" = 'people';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "customers_report_people" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "report_people_changed"();--> statement-breakpoint
CREATE TRIGGER "sign_ups_report_people" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sign_ups" FOR EACH STATEMENT EXECUTE FUNCTION "report_people_changed"();--> statement-breakpoint
CREATE TRIGGER "voucher_codes_report_people" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "voucher_codes" FOR EACH STATEMENT EXECUTE FUNCTION "report_people_changed"();--> statement-breakpoint
-- A restaurant's vouchers and sign-ups for its reports come from these indexes alone; each begins with the column
-- of the one it replaces, so every lookup that used the old one uses the new.
CREATE INDEX "customers_fav_restaurant_people" ON "customers" USING btree ("fav_restaurant_code","email","guid");--> statement-breakpoint
CREATE INDEX "sign_ups_customer_created" ON "sign_ups" USING btree ("customer_guid","created_at");--> statement-breakpoint
CREATE INDEX "voucher_codes_email_created" ON "voucher_codes" USING btree ("email","created_at");--> statement-breakpoint
DROP INDEX "customers_fav_restaurant";--> statement-breakpoint
DROP INDEX "sign_ups_customer";--> statement-breakpoint
DROP INDEX "voucher_codes_email";
