-- Written by hand (issue 26 §3): the admin's own words added to a mail before it went, kept with
-- the outbox row so that the outbox shows what was sent with them.
ALTER TABLE "outbox" ADD COLUMN "personal_message" text;
