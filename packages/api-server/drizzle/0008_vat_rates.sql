-- VAT rates as data with validity dates (src/core/money/schema.ts), seeded with the Swedish rates.
CREATE TABLE "vat_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vat_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	CONSTRAINT "vat_rates_kind_valid_from_key" UNIQUE("kind","valid_from"),
	CONSTRAINT "vat_rates_kind_check" CHECK ("vat_rates"."kind" in ('accommodation', 'food', 'conference', 'other')),
	CONSTRAINT "vat_rates_rate_bp_check" CHECK ("vat_rates"."rate_bp" between 0 and 10000),
	CONSTRAINT "vat_rates_period_check" CHECK ("vat_rates"."valid_to" is null or "vat_rates"."valid_to" >= "vat_rates"."valid_from")
);

--> statement-breakpoint
-- Swedish VAT rates in force, per kind of quote line, in basis points (2500 = 25 %). A quote uses
-- the rates valid on the event's date; a change of rate is a new row (and an end date on the old
-- one), never an edit of a past row. valid_from 2012-01-01 is when restaurant and catering
-- services went from 25 % to 12 %, the latest change of these four rates; the portal quotes no
-- earlier events.
--
-- Sources:
-- * Mervärdesskattelagen (2023:200) 9 kap.: 25 % unless reduced; 12 % for rumsuthyrning i
--   hotellrörelse (accommodation), livsmedel, and restaurang- och cateringtjänster.
--   Skatteverket, "Momssats på varor och tjänster" (skatteverket.se).
-- * Skatteverket, ställningstagande "Konferensarrangemang, mervärdesskatt" 2016-11-29,
--   dnr 131 286740-16/111: a conference arrangement (room, equipment, staff and the coffee and
--   lunch that belong to the conference day) is one service at 25 %; accommodation, breakfast,
--   dinners and banquets are separate supplies at their own rate (12 %).
-- * Prop. 2025/26:55 "Tillfälligt sänkt mervärdesskatt på livsmedel" (adopted; in force 2026-04-01
--   to 2027-12-31): livsmedel (groceries, take-away) 12 % -> 6 %. Restaurant and catering
--   services keep 12 % (PwC Tax Matters, "Tillfällig sänkning av livsmedelsmoms – konsekvenser
--   och åtgärder"; vatupdate.com 2025-09-22: restaurants must separate dine-in from take-away).
--   Food on a conference quote is served at the venue, a restaurant or catering service, so
--   `food` stays 12 % through the reduction. Should the portal ever sell food as goods (packed
--   lunches without service), that is a new kind with 6 % for 2026-04-01 .. 2027-12-31.
-- * Alcoholic drinks (spritdrycker, vin, starköl) are 25 %: quote them as `other`.
INSERT INTO "vat_rates" ("kind", "rate_bp", "valid_from", "valid_to") VALUES
	('accommodation', 1200, '2012-01-01', NULL),
	('food', 1200, '2012-01-01', NULL),
	('conference', 2500, '2012-01-01', NULL),
	('other', 2500, '2012-01-01', NULL)
ON CONFLICT ("kind", "valid_from") DO NOTHING;
