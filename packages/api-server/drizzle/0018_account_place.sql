ALTER TABLE "accounts" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_region_id_idx" ON "accounts" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "accounts_city_id_idx" ON "accounts" USING btree ("city_id");