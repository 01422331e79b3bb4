DROP INDEX "accounts_owner_id_idx";--> statement-breakpoint
CREATE INDEX "accounts_type_venue_name_idx" ON "accounts" USING btree ("type","venue_name","id");--> statement-breakpoint
CREATE INDEX "accounts_email_idx" ON "accounts" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "accounts_type_email_idx" ON "accounts" USING btree ("type","email","id");--> statement-breakpoint
CREATE INDEX "leads_region_id_idx" ON "leads" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "leads_city_id_idx" ON "leads" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "opportunities_account_id_idx" ON "opportunities" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "opportunities_contact_id_idx" ON "opportunities" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "accounts_owner_id_idx" ON "accounts" USING btree ("owner_id","company_name","id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_thumbnail_key_key" UNIQUE("thumbnail_key");