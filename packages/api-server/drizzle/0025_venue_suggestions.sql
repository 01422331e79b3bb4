CREATE TABLE "venue_responsiveness" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"invited" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"answered_in_time" integer DEFAULT 0 NOT NULL,
	"median_hours" double precision
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "guest_rooms" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "largest_hall" integer;--> statement-breakpoint
ALTER TABLE "venue_responsiveness" ADD CONSTRAINT "venue_responsiveness_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_guest_rooms_check" CHECK ("accounts"."guest_rooms" >= 0);--> statement-breakpoint
-- Written by hand: each partner venue's responsiveness (GET /account/{id}/responsiveness's figures)
-- from its quotes so far, then kept by statement triggers: one refresh per venue and statement,
-- however many rows it wrote, so that the venue suggestions rank every partner without reading
-- all their quotes. Rows are upserted in the order of their account, so two statements touching
-- the same venues never wait for each other crosswise.
CREATE FUNCTION "venue_responsiveness_refresh"(p_accounts integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "venue_responsiveness" ("account_id", "invited", "answered", "answered_in_time", "median_hours")
	SELECT b."account_id", count(*)::int, count(a."at")::int,
		count(*) FILTER (WHERE a."at" IS NOT NULL AND (q."response_deadline" IS NULL OR (a."at" AT TIME ZONE 'Europe/Stockholm')::date <= q."response_deadline"))::int,
		round((percentile_cont(0.5) WITHIN GROUP (ORDER BY round((extract(epoch FROM a."at" - q."created_at") / 3600)::numeric, 1)))::numeric, 1)::float8
	FROM "bidders" b
	JOIN "quotes" q ON q."bidder_id" = b."id"
	CROSS JOIN LATERAL (SELECT coalesce(q."submitted_at", q."denied_at") AS "at") a
	WHERE b."account_id" = ANY(p_accounts)
	GROUP BY b."account_id"
	ORDER BY b."account_id"
	ON CONFLICT ("account_id") DO UPDATE SET "invited" = excluded."invited", "answered" = excluded."answered",
		"answered_in_time" = excluded."answered_in_time", "median_hours" = excluded."median_hours";
	DELETE FROM "venue_responsiveness" r WHERE r."account_id" = ANY(p_accounts)
		AND NOT EXISTS (SELECT 1 FROM "bidders" b JOIN "quotes" q ON q."bidder_id" = b."id" WHERE b."account_id" = r."account_id");
$$;--> statement-breakpoint
CREATE FUNCTION "venue_responsiveness_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'bidders' THEN
		PERFORM "venue_responsiveness_refresh"(ARRAY(SELECT DISTINCT o."account_id" FROM old_rows o WHERE o."account_id" IS NOT NULL));
	ELSIF TG_OP = 'INSERT' THEN
		PERFORM "venue_responsiveness_refresh"(ARRAY(
			SELECT DISTINCT b."account_id" FROM new_rows n JOIN "bidders" b ON b."id" = n."bidder_id" WHERE b."account_id" IS NOT NULL));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "venue_responsiveness_refresh"(ARRAY(
			SELECT DISTINCT b."account_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id" JOIN "bidders" b ON b."id" = n."bidder_id"
			WHERE b."account_id" IS NOT NULL
				AND (o."submitted_at", o."denied_at", o."response_deadline", o."created_at", o."bidder_id")
					IS DISTINCT FROM (n."submitted_at", n."denied_at", n."response_deadline", n."created_at", n."bidder_id")));
	ELSE
		PERFORM "venue_responsiveness_refresh"(ARRAY(
			SELECT DISTINCT b."account_id" FROM old_rows o JOIN "bidders" b ON b."id" = o."bidder_id" WHERE b."account_id" IS NOT NULL));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "venue_responsiveness_insert" AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_responsiveness_apply"();--> statement-breakpoint
CREATE TRIGGER "venue_responsiveness_update" AFTER UPDATE ON "quotes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_responsiveness_apply"();--> statement-breakpoint
CREATE TRIGGER "venue_responsiveness_delete" AFTER DELETE ON "quotes" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_responsiveness_apply"();--> statement-breakpoint
-- A bidder's quotes go with it (an opportunity deleted): its venue's figures are made again without them.
CREATE TRIGGER "venue_responsiveness_bidders_delete" AFTER DELETE ON "bidders" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_responsiveness_apply"();--> statement-breakpoint
SELECT "venue_responsiveness_refresh"(ARRAY(SELECT DISTINCT "account_id" FROM "bidders" WHERE "account_id" IS NOT NULL ORDER BY 1));--> statement-breakpoint
-- Written by hand: each venue's largest hall, from the halls it has (kept from now on with them).
UPDATE "accounts" a SET "largest_hall" = h."places" FROM (SELECT "account_id", max("capacity") AS "places" FROM "account_halls" GROUP BY 1) h WHERE a."id" = h."account_id";
