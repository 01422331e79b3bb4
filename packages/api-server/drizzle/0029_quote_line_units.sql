-- Written by hand (issue 27 §1): every quote line carries the unit its quantity counts, so that the
-- venue, the customer, the PDF and the commission read "20 persons", "6 rooms × nights"… alike.
-- room_night: rooms × nights; room_day: a conference room × days; person_day: persons × days (a
-- meal every day); person: persons once (a meal on its day, a product, a per-person package);
-- piece: pieces (a product priced as a whole). Existing lines get the unit of what their
-- requested quantity already counts (a product asked "every day" was multiplied by the days).
ALTER TABLE "quote_lines" ADD COLUMN "unit" text DEFAULT 'piece' NOT NULL;--> statement-breakpoint
UPDATE "quote_lines" l SET "unit" = CASE
	WHEN l."kind" IN ('single_room', 'double_room') THEN 'room_night'
	WHEN l."kind" = 'conference_room' THEN 'room_day'
	WHEN l."day" IS NULL AND (i."quantity" IS NULL OR l."requested_quantity" <> i."quantity") THEN 'person_day'
	ELSE 'person'
END
FROM (SELECT q."id", it."quantity" FROM "quote_lines" q LEFT JOIN "opportunity_items" it ON it."id" = q."item_id") i
WHERE i."id" = l."id";--> statement-breakpoint
ALTER TABLE "quote_lines" ALTER COLUMN "unit" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_unit_check" CHECK ("quote_lines"."unit" in ('room_night', 'room_day', 'person_day', 'person', 'piece'));
--> statement-breakpoint
-- The commission's lines carry the unit and the discount of the quote line they were copied from,
-- so the commission reads "12 rumsnätter, 1 305,45 kr (10 % rabatt)" like the quote. Lines copied
-- before this take the unit their kind and day give and no discount (the copy kept none).
ALTER TABLE "commission_lines" ADD COLUMN "unit" text DEFAULT 'piece' NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD COLUMN "discount_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "commission_lines" SET "unit" = CASE
	WHEN "kind" IN ('single_room', 'double_room') THEN 'room_night'
	WHEN "kind" = 'conference_room' THEN 'room_day'
	WHEN "kind" = 'meal' AND "day" IS NULL THEN 'person_day'
	ELSE 'person'
END;--> statement-breakpoint
ALTER TABLE "commission_lines" ALTER COLUMN "unit" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_unit_check" CHECK ("commission_lines"."unit" in ('room_night', 'room_day', 'person_day', 'person', 'piece'));--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_discount_check" CHECK ("commission_lines"."discount_bp" between 0 and 10000);
