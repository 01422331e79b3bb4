ALTER TABLE "opportunities" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "seen_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "conference_type" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "arrival_time" time;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "departure_time" time;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "participants" integer;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "single_rooms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "double_rooms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "conference_room_size" integer;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "seating" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "vat_basis" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "lost_reason_text" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunities_owner_id_idx" ON "opportunities" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "opportunities_region_id_idx" ON "opportunities" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "opportunities_city_id_idx" ON "opportunities" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunities_lead_id_key" ON "opportunities" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "opportunities_created_at_idx" ON "opportunities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "opportunities_status_created_at_idx" ON "opportunities" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "opportunities_start_date_idx" ON "opportunities" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "opportunities_status_start_date_idx" ON "opportunities" USING btree ("status","start_date","id");--> statement-breakpoint
CREATE INDEX "opportunities_name_idx" ON "opportunities" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "opportunities_participants_idx" ON "opportunities" USING btree ("participants","id");--> statement-breakpoint
CREATE INDEX "opportunities_search_text_trgm_idx" ON "opportunities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_status_check" CHECK ("opportunities"."status" in ('open', 'won', 'lost', 'closed'));--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_conference_type_check" CHECK ("opportunities"."conference_type" in ('overnight', 'day'));--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_seating_check" CHECK ("opportunities"."seating" in ('cinema', 'u_shaped', 'boardroom', 'school', 'islands', 'dont_know'));--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_vat_basis_check" CHECK ("opportunities"."vat_basis" in ('ex', 'inc'));--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_lost_reason_check" CHECK ("opportunities"."lost_reason" in ('customer_cancelled', 'changed_dates', 'booked_alternative', 'other'));--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_lost_has_reason_check" CHECK (("opportunities"."status" = 'lost') = ("opportunities"."lost_reason" is not null));--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_other_reason_text_check" CHECK ("opportunities"."lost_reason" is distinct from 'other' or "opportunities"."lost_reason_text" is not null);--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_dates_check" CHECK ("opportunities"."end_date" >= "opportunities"."start_date");--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_numbers_check" CHECK ("opportunities"."participants" > 0 and "opportunities"."single_rooms" >= 0 and "opportunities"."double_rooms" >= 0 and "opportunities"."conference_room_size" > 0);--> statement-breakpoint
-- Written by hand (after drizzle-kit's part): the list searches the customer's company, the
-- contact's name, the city and the name. They live in other tables, so `search_text` is kept
-- by the database, for every insert and edit of an opportunity and every rename of an account,
-- a contact or a city; one trigram index then serves the search at any size.
CREATE FUNCTION opportunities_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.search_text := lower(concat_ws(' ',
		(SELECT company_name FROM accounts WHERE id = NEW.account_id),
		(SELECT first_name || ' ' || last_name FROM contacts WHERE id = NEW.contact_id),
		(SELECT name FROM cities WHERE id = NEW.city_id),
		NEW.name));
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER opportunities_search_text BEFORE INSERT OR UPDATE OF name, account_id, contact_id, city_id, search_text ON opportunities
	FOR EACH ROW EXECUTE FUNCTION opportunities_search_text();
--> statement-breakpoint
CREATE FUNCTION opportunities_search_text_follows_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE opportunities SET search_text = '' WHERE account_id = NEW.id;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER opportunities_search_text_follows_account AFTER UPDATE OF company_name ON accounts
	FOR EACH ROW WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name) EXECUTE FUNCTION opportunities_search_text_follows_account();
--> statement-breakpoint
CREATE FUNCTION opportunities_search_text_follows_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE opportunities SET search_text = '' WHERE contact_id = NEW.id;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER opportunities_search_text_follows_contact AFTER UPDATE OF first_name, last_name ON contacts
	FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
	EXECUTE FUNCTION opportunities_search_text_follows_contact();
--> statement-breakpoint
CREATE FUNCTION opportunities_search_text_follows_city() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE opportunities SET search_text = '' WHERE city_id = NEW.id;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER opportunities_search_text_follows_city AFTER UPDATE OF name ON cities
	FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION opportunities_search_text_follows_city();
--> statement-breakpoint
-- The opportunities made before the pipeline: open (the column default), searchable.
UPDATE opportunities SET search_text = '';
