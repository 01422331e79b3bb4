-- Written by hand (issue 26 §3): the admin's own words added to a mail before it went, kept with
-- the outbox row so that the outbox shows what was sent with them.
ALTER TABLE "outbox" ADD COLUMN "personal_message" text;
--> statement-breakpoint
-- Written by hand: the mail to a venue whose quote was still in play when the opportunity was lost
-- (src/core/mail/templates.ts lists its values).
INSERT INTO "email_templates" ("name", "subject_sv", "subject_en", "message_sv", "message_en") VALUES
(
	'quote-request-closed',
	'Förfrågan gäller inte längre',
	'The request no longer stands',
	$sv$Hej {{venue_name}}!

Tack för ert arbete med förfrågan för {{participants}} deltagare från {{start_date}} till {{end_date}}. Kunden går inte vidare med den genom oss, så förfrågan gäller inte längre.

Vi hör av oss igen med nästa förfrågan.$sv$,
	$en$Hello {{venue_name}},

Thank you for your work on the request for {{participants}} participants from {{start_date}} to {{end_date}}. The customer is not going ahead with it through us, so the request no longer stands.

We will be in touch with the next request.$en$
)
ON CONFLICT ("name") DO NOTHING;
