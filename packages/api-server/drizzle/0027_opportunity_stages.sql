-- Written by hand (issue 26 §4): each opportunity's derived stage and value, kept by the database
-- from the rows they derive from, so that the board counts and sums its columns from one index
-- (a derivation on read looked up four tables per opportunity: 100 000 of them are far over the
-- 50 ms budget).
--
-- The stage (PIPELINE.md): the end state when decided; while open, the furthest of: a preliminary
-- booking held or confirmed (preliminary_booked), the customer booked on the newest presentation
-- (customer_chose), a presentation sent (presented), a quote submitted (quotes_in), a quote at all,
-- made with the first invitation (venues_invited), else new_request.
-- The value (öre, ex and inc VAT): the chosen quote, that is the won one, else the one held or
-- confirmed, else the one the customer booked, else the lowest submitted total; null without one.
--
-- A separate table, not columns of `opportunities`: a venue submitting its quote holds the quote's
-- row lock, and the win holds the opportunity's row lock and then waits for the quotes' locks; a
-- quote's change writing the opportunity's row would deadlock with it. The row-level triggers are
-- deferred to the commit, when a transaction holds every other lock it will take, and the refresh
-- locks the row before it reads (a new snapshot per statement in READ COMMITTED), so two
-- concurrent changes of one opportunity end with what both committed.
CREATE TABLE "opportunity_stages" (
	"opportunity_id" integer PRIMARY KEY NOT NULL REFERENCES "opportunities"("id") ON DELETE CASCADE,
	"stage" text NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"value_ex_vat" bigint,
	"value_inc_vat" bigint,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "opportunity_stages_stage_check" CHECK ("stage" in ('new_request', 'venues_invited', 'quotes_in', 'presented', 'customer_chose', 'preliminary_booked', 'won', 'lost', 'closed'))
);--> statement-breakpoint
-- A column's count and sum read from the index alone; its newest cards walk it backwards.
CREATE INDEX "opportunity_stages_stage_idx" ON "opportunity_stages" ("stage", "created_at", "opportunity_id") INCLUDE ("value_ex_vat");--> statement-breakpoint
CREATE INDEX "opportunity_stages_owner_stage_idx" ON "opportunity_stages" ("owner_id", "stage", "created_at", "opportunity_id") INCLUDE ("value_ex_vat");--> statement-breakpoint
-- The board's search: a copy of the opportunity's search text, so that counting a search's matches
-- by stage reads this table alone.
CREATE INDEX "opportunity_stages_search_text_trgm_idx" ON "opportunity_stages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The list filtered by owner, newest first.
CREATE INDEX "opportunities_owner_created_at_idx" ON "opportunities" ("owner_id", "created_at", "id");--> statement-breakpoint
-- The chosen quote's look-ups.
CREATE INDEX IF NOT EXISTS "preliminary_bookings_quote_open_idx" ON "preliminary_bookings" ("quote_id") WHERE "status" in ('held', 'confirmed');--> statement-breakpoint
CREATE FUNCTION "opportunity_stages_derived"(p_ids integer[])
RETURNS TABLE ("opportunity_id" integer, "stage" text, "owner_id" integer, "created_at" timestamptz, "value_ex_vat" bigint, "value_inc_vat" bigint, "search_text" text)
LANGUAGE sql STABLE AS $$
	SELECT o.id,
		CASE
			WHEN o.status <> 'open' THEN o.status
			WHEN EXISTS (SELECT 1 FROM preliminary_bookings pb WHERE pb.opportunity_id = o.id AND pb.status IN ('held', 'confirmed')) THEN 'preliminary_booked'
			WHEN lp.booked_at IS NOT NULL THEN 'customer_chose'
			WHEN lp.id IS NOT NULL THEN 'presented'
			WHEN EXISTS (SELECT 1 FROM quotes q WHERE q.opportunity_id = o.id AND q.status = 'submitted') THEN 'quotes_in'
			WHEN EXISTS (SELECT 1 FROM quotes q WHERE q.opportunity_id = o.id) THEN 'venues_invited'
			ELSE 'new_request'
		END,
		o.owner_id, o.created_at, v.total_ex_vat, v.total_inc_vat, o.search_text
	FROM opportunities o
	LEFT JOIN LATERAL (SELECT p.id, p.booked_at FROM presentations p WHERE p.opportunity_id = o.id ORDER BY p.id DESC LIMIT 1) lp ON true
	LEFT JOIN LATERAL (
		SELECT q.total_ex_vat, q.total_inc_vat FROM quotes q
		WHERE q.opportunity_id = o.id AND q.total_ex_vat IS NOT NULL
			AND (q.status IN ('submitted', 'won') OR (q.status = 'lost' AND q.status_before_lost = 'submitted'))
		ORDER BY q.status = 'won' DESC,
			EXISTS (SELECT 1 FROM preliminary_bookings pb WHERE pb.quote_id = q.id AND pb.status IN ('held', 'confirmed')) DESC,
			EXISTS (SELECT 1 FROM presentation_venues pv WHERE pv.presentation_id = lp.id AND pv.bidder_id = q.bidder_id AND pv.booked) DESC,
			q.total_ex_vat, q.id
		LIMIT 1
	) v ON true
	-- Joined, not `= ANY`: a bulk insert's statement refreshes 100 000 ids at once.
	WHERE o.id IN (SELECT unnest(p_ids))
$$;--> statement-breakpoint
CREATE FUNCTION "opportunity_stages_refresh"(p_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO opportunity_stages (opportunity_id, stage, owner_id, created_at)
	SELECT o.id, 'new_request', o.owner_id, o.created_at FROM opportunities o WHERE o.id IN (SELECT unnest(p_ids)) ORDER BY o.id
	ON CONFLICT DO NOTHING;
	-- In id order, so two refreshes of the same opportunities never wait for each other in a circle.
	PERFORM 1 FROM opportunity_stages s WHERE s.opportunity_id IN (SELECT unnest(p_ids)) ORDER BY s.opportunity_id FOR UPDATE;
	-- A statement of its own: its snapshot sees whatever committed while this one waited above.
	UPDATE opportunity_stages s
	SET stage = d.stage, owner_id = d.owner_id, created_at = d.created_at, value_ex_vat = d.value_ex_vat, value_inc_vat = d.value_inc_vat, search_text = d.search_text
	FROM opportunity_stages_derived(p_ids) d
	WHERE s.opportunity_id = d.opportunity_id
		AND (s.stage, s.owner_id, s.created_at, s.value_ex_vat, s.value_inc_vat, s.search_text)
			IS DISTINCT FROM (d.stage, d.owner_id, d.created_at, d.value_ex_vat, d.value_inc_vat, d.search_text);
END;
$$;--> statement-breakpoint
-- New opportunities and new quotes (an invitation; the bench's bulk inserts): once per statement.
CREATE FUNCTION "opportunity_stages_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'opportunities' THEN
		PERFORM opportunity_stages_refresh(ARRAY(SELECT id FROM inserted));
	ELSE
		PERFORM opportunity_stages_refresh(ARRAY(SELECT DISTINCT opportunity_id FROM inserted));
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "opportunity_stages_opportunity_inserted" AFTER INSERT ON "opportunities" REFERENCING NEW TABLE AS inserted
	FOR EACH STATEMENT EXECUTE FUNCTION opportunity_stages_inserted();--> statement-breakpoint
CREATE TRIGGER "opportunity_stages_quote_inserted" AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS inserted
	FOR EACH STATEMENT EXECUTE FUNCTION opportunity_stages_inserted();--> statement-breakpoint
-- Every other change: once per changed row, at the commit.
CREATE FUNCTION "opportunity_stages_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_row record;
	v_id integer;
BEGIN
	IF TG_OP = 'DELETE' THEN v_row := OLD; ELSE v_row := NEW; END IF;
	IF TG_TABLE_NAME = 'opportunities' THEN
		v_id := v_row.id;
	ELSIF TG_TABLE_NAME = 'presentation_venues' THEN
		SELECT p.opportunity_id INTO v_id FROM presentations p WHERE p.id = v_row.presentation_id;
	ELSE
		v_id := v_row.opportunity_id;
	END IF;
	IF v_id IS NOT NULL THEN
		PERFORM opportunity_stages_refresh(ARRAY[v_id]);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "opportunity_stages_opportunity_changed" AFTER UPDATE OF status, owner_id, created_at, search_text, name, account_id, contact_id, city_id ON "opportunities"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION opportunity_stages_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "opportunity_stages_quote_changed" AFTER UPDATE OF status, status_before_lost, total_ex_vat, total_inc_vat, opportunity_id OR DELETE ON "quotes"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION opportunity_stages_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "opportunity_stages_presentation_changed" AFTER INSERT OR UPDATE OF booked_at OR DELETE ON "presentations"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION opportunity_stages_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "opportunity_stages_presentation_venue_changed" AFTER INSERT OR UPDATE OF booked ON "presentation_venues"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION opportunity_stages_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "opportunity_stages_booking_changed" AFTER INSERT OR UPDATE OF status, quote_id OR DELETE ON "preliminary_bookings"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION opportunity_stages_changed();--> statement-breakpoint
-- Each column's count and value per owner (owner 0: none), kept from opportunity_stages' changes:
-- counting 40 000 open deals from the index, let alone 100 000 won ones, takes no 50 ms. A change
-- moves a deal between two rows, taken in the order of their key within one statement, at the
-- commit (the refresh is deferred): the stage-changing flows change one opportunity per
-- transaction (each hold of the sweep is its own), so two of them never wait in a circle; a change
-- of only the search text (a renamed account) moves nothing and takes no row.
CREATE TABLE "opportunity_stage_totals" (
	"stage" text NOT NULL,
	"owner_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"value_ex_vat" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "opportunity_stage_totals_stage_owner_id_pk" PRIMARY KEY ("stage", "owner_id")
);--> statement-breakpoint
CREATE FUNCTION "opportunity_stage_totals_add"(p_deltas jsonb) RETURNS void LANGUAGE sql AS $$
	INSERT INTO opportunity_stage_totals AS t ("stage", "owner_id", "count", "value_ex_vat")
	SELECT d.stage, d.owner_id, sum(d.n)::int, sum(d.v)::bigint
	FROM jsonb_to_recordset(p_deltas) AS d(stage text, owner_id integer, n integer, v bigint)
	GROUP BY d.stage, d.owner_id HAVING sum(d.n) <> 0 OR sum(d.v) <> 0 ORDER BY d.stage, d.owner_id
	ON CONFLICT ("stage", "owner_id") DO UPDATE SET "count" = t."count" + excluded."count", "value_ex_vat" = t."value_ex_vat" + excluded."value_ex_vat";
$$;--> statement-breakpoint
CREATE FUNCTION "opportunity_stage_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM opportunity_stage_totals_add((SELECT coalesce(jsonb_agg(jsonb_build_object('stage', stage, 'owner_id', coalesce(owner_id, 0), 'n', 1, 'v', coalesce(value_ex_vat, 0))), '[]')
			FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM opportunity_stage_totals_add((SELECT coalesce(jsonb_agg(jsonb_build_object('stage', stage, 'owner_id', coalesce(owner_id, 0), 'n', -1, 'v', -coalesce(value_ex_vat, 0))), '[]')
			FROM old_rows));
	ELSE
		PERFORM opportunity_stage_totals_add((SELECT coalesce(jsonb_agg(d), '[]') FROM (
			SELECT stage, coalesce(owner_id, 0) AS owner_id, 1 AS n, coalesce(value_ex_vat, 0) AS v FROM new_rows
			UNION ALL
			SELECT stage, coalesce(owner_id, 0), -1, -coalesce(value_ex_vat, 0) FROM old_rows) d));
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "opportunity_stage_totals_inserted" AFTER INSERT ON "opportunity_stages" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION opportunity_stage_totals_apply();--> statement-breakpoint
CREATE TRIGGER "opportunity_stage_totals_updated" AFTER UPDATE ON "opportunity_stages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION opportunity_stage_totals_apply();--> statement-breakpoint
CREATE TRIGGER "opportunity_stage_totals_deleted" AFTER DELETE ON "opportunity_stages" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION opportunity_stage_totals_apply();--> statement-breakpoint
-- The admins' quote search (the opportunity's and the venue's names) as one lowercased text with a
-- trigram index, as the opportunities' and commissions' searches are: matching both names through
-- the joins read every quote for a word in most of them (`/api/quotes?search=hotell`: 95 ms at
-- 100 000 opportunities). Kept by the database for every new quote and every rename of an
-- opportunity, a venue (its account) or an outside venue.
ALTER TABLE "quotes" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "quotes_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.search_text := lower(concat_ws(' ',
		(SELECT o.name FROM opportunities o WHERE o.id = NEW.opportunity_id),
		(SELECT coalesce(a.venue_name, a.company_name, b.outside_name) FROM bidders b LEFT JOIN accounts a ON a.id = b.account_id WHERE b.id = NEW.bidder_id)));
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "quotes_search_text" BEFORE INSERT OR UPDATE OF bidder_id, opportunity_id, search_text ON "quotes"
	FOR EACH ROW EXECUTE FUNCTION quotes_search_text();--> statement-breakpoint
CREATE FUNCTION "quotes_search_text_follows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'opportunities' THEN
		UPDATE quotes SET search_text = '' WHERE opportunity_id = NEW.id;
	ELSIF TG_TABLE_NAME = 'bidders' THEN
		UPDATE quotes SET search_text = '' WHERE bidder_id = NEW.id;
	ELSE
		UPDATE quotes SET search_text = '' WHERE bidder_id IN (SELECT b.id FROM bidders b WHERE b.account_id = NEW.id);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "quotes_search_text_follows_opportunity" AFTER UPDATE OF name ON "opportunities"
	FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION quotes_search_text_follows();--> statement-breakpoint
CREATE TRIGGER "quotes_search_text_follows_bidder" AFTER UPDATE OF outside_name, account_id ON "bidders"
	FOR EACH ROW WHEN (OLD.outside_name IS DISTINCT FROM NEW.outside_name OR OLD.account_id IS DISTINCT FROM NEW.account_id) EXECUTE FUNCTION quotes_search_text_follows();--> statement-breakpoint
CREATE TRIGGER "quotes_search_text_follows_account" AFTER UPDATE OF venue_name, company_name ON "accounts"
	FOR EACH ROW WHEN (OLD.venue_name IS DISTINCT FROM NEW.venue_name OR OLD.company_name IS DISTINCT FROM NEW.company_name) EXECUTE FUNCTION quotes_search_text_follows();--> statement-breakpoint
UPDATE "quotes" SET "search_text" = '';--> statement-breakpoint
CREATE INDEX "quotes_search_text_trgm_idx" ON "quotes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
SELECT opportunity_stages_refresh(ARRAY(SELECT id FROM opportunities));--> statement-breakpoint
ANALYZE "opportunity_stages";--> statement-breakpoint
ANALYZE "opportunity_stage_totals";--> statement-breakpoint
ANALYZE "quotes";
