CREATE TABLE "commission_totals" (
	"status" text NOT NULL,
	"account_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "commission_totals_status_account_id_pk" PRIMARY KEY("status","account_id")
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "commissions_search_text_trgm_idx" ON "commissions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Written by hand: the search text of the commissions made before this migration, and the totals
-- per status and venue, kept from now on by a trigger on every insert, change and delete.
UPDATE "commissions" c SET "search_text" = lower(o."name" || ' ' || coalesce(a."venue_name", a."company_name", b."outside_name", ''))
FROM "opportunities" o, "bidders" b LEFT JOIN "accounts" a ON a."id" = b."account_id"
WHERE o."id" = c."opportunity_id" AND b."id" = c."bidder_id";--> statement-breakpoint
INSERT INTO "commission_totals" ("status", "account_id", "count", "amount")
SELECT "status", coalesce("account_id", 0), count(*)::int, coalesce(sum("amount"), 0) FROM "commissions" GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION "commission_totals_add"(p_status text, p_account integer, p_count integer, p_amount bigint) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "commission_totals" ("status", "account_id", "count", "amount") VALUES (p_status, coalesce(p_account, 0), p_count, p_amount)
	ON CONFLICT ("status", "account_id") DO UPDATE SET "count" = "commission_totals"."count" + excluded."count", "amount" = "commission_totals"."amount" + excluded."amount";
$$;--> statement-breakpoint
-- A change touches its two totals rows in the order of their status, so two changes in opposite
-- directions (a reschedule and the sweep) never wait for each other's row: no deadlock.
CREATE FUNCTION "commission_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "commission_totals_add"(NEW."status", NEW."account_id", 1, NEW."amount");
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "commission_totals_add"(OLD."status", OLD."account_id", -1, -OLD."amount");
	ELSIF OLD."status" IS DISTINCT FROM NEW."status" OR OLD."amount" IS DISTINCT FROM NEW."amount" OR OLD."account_id" IS DISTINCT FROM NEW."account_id" THEN
		IF OLD."status" <= NEW."status" THEN
			PERFORM "commission_totals_add"(OLD."status", OLD."account_id", -1, -OLD."amount");
			PERFORM "commission_totals_add"(NEW."status", NEW."account_id", 1, NEW."amount");
		ELSE
			PERFORM "commission_totals_add"(NEW."status", NEW."account_id", 1, NEW."amount");
			PERFORM "commission_totals_add"(OLD."status", OLD."account_id", -1, -OLD."amount");
		END IF;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "commission_totals_trigger" AFTER INSERT OR UPDATE OR DELETE ON "commissions" FOR EACH ROW EXECUTE FUNCTION "commission_totals_apply"();
