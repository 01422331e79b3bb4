-- A contact of an account works for that company: its `company` follows the account's name, so the
-- contact list shows, sorts and searches (search_text) on the same value. Kept by the database
-- itself, for every way a contact is written (form, CSV import) and every account rename.
CREATE FUNCTION contacts_company_from_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.account_id IS NOT NULL THEN
		SELECT company_name INTO NEW.company FROM accounts WHERE id = NEW.account_id;
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contacts_company_from_account BEFORE INSERT OR UPDATE OF account_id, company ON contacts
	FOR EACH ROW EXECUTE FUNCTION contacts_company_from_account();
--> statement-breakpoint
CREATE FUNCTION accounts_rename_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE contacts SET company = NEW.company_name WHERE account_id = NEW.id AND company IS DISTINCT FROM NEW.company_name;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_rename_contacts AFTER UPDATE OF company_name ON accounts
	FOR EACH ROW WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name) EXECUTE FUNCTION accounts_rename_contacts();
--> statement-breakpoint
UPDATE contacts c SET company = a.company_name FROM accounts a WHERE a.id = c.account_id AND c.company IS DISTINCT FROM a.company_name;
