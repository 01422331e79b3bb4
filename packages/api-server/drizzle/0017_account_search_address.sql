ALTER TABLE "accounts" drop column "search_text";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(company_name || ' ' || coalesce(venue_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(corporate_number, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(address, ''))) STORED NOT NULL;--> statement-breakpoint
-- Written by hand: dropping the column dropped its index; the same trigram index again.
CREATE INDEX "accounts_search_text_trgm_idx" ON "accounts" USING gin ("search_text" gin_trgm_ops);
