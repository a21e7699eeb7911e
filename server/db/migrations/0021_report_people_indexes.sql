-- Decision 065: a restaurant's vouchers and sign-ups for its reports are read from these indexes alone; each new
-- index begins with the column of the one it replaces, so every lookup that used the old one uses the new.
CREATE INDEX "customers_fav_restaurant_people" ON "customers" USING btree ("fav_restaurant_code","email","guid");--> statement-breakpoint
CREATE INDEX "sign_ups_customer_created" ON "sign_ups" USING btree ("customer_guid","created_at");--> statement-breakpoint
CREATE INDEX "voucher_codes_email_created" ON "voucher_codes" USING btree ("email","created_at");--> statement-breakpoint
DROP INDEX "customers_fav_restaurant";--> statement-breakpoint
DROP INDEX "sign_ups_customer";--> statement-breakpoint
DROP INDEX "voucher_codes_email";
