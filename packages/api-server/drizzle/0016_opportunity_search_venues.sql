-- Written by hand: the opportunity list's search finds an opportunity by its venues' names too
-- (the issue: "server search (customer, contact, venue, city)"). `search_text` gains the names
-- of its venues (a partner's venue and company name, an outside venue's name), kept by the
-- database like the rest: the opportunity's own trigger reads them, and adding, renaming or
-- removing a venue, or renaming a partner account, makes it read them again.
CREATE OR REPLACE FUNCTION opportunities_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.search_text := lower(concat_ws(' ',
		(SELECT company_name FROM accounts WHERE id = NEW.account_id),
		(SELECT first_name || ' ' || last_name FROM contacts WHERE id = NEW.contact_id),
		(SELECT name FROM cities WHERE id = NEW.city_id),
		NEW.name,
		(SELECT string_agg(concat_ws(' ', a.venue_name, a.company_name, b.outside_name), ' ')
			FROM bidders b LEFT JOIN accounts a ON a.id = b.account_id
			WHERE b.opportunity_id = NEW.id)));
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION opportunities_search_text_follows_bidders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		UPDATE opportunities SET search_text = '' WHERE id = NEW.opportunity_id;
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		UPDATE opportunities SET search_text = '' WHERE id = OLD.opportunity_id AND (TG_OP = 'DELETE' OR OLD.opportunity_id <> NEW.opportunity_id);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER opportunities_search_text_follows_bidders AFTER INSERT OR DELETE OR UPDATE OF outside_name, account_id, opportunity_id ON bidders
	FOR EACH ROW EXECUTE FUNCTION opportunities_search_text_follows_bidders();
--> statement-breakpoint
-- A partner renamed: the opportunities it is a venue of (the customer's own rename was already followed).
CREATE OR REPLACE FUNCTION opportunities_search_text_follows_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE opportunities SET search_text = ''
		WHERE account_id = NEW.id OR id IN (SELECT opportunity_id FROM bidders WHERE account_id = NEW.id);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER opportunities_search_text_follows_account ON accounts;
--> statement-breakpoint
CREATE TRIGGER opportunities_search_text_follows_account AFTER UPDATE OF company_name, venue_name ON accounts
	FOR EACH ROW WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name OR OLD.venue_name IS DISTINCT FROM NEW.venue_name)
	EXECUTE FUNCTION opportunities_search_text_follows_account();
--> statement-breakpoint
UPDATE opportunities SET search_text = '' WHERE id IN (SELECT opportunity_id FROM bidders);
