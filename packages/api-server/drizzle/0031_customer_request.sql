-- Issue 27 §3: the customer's request page. A capability link of its own purpose, what the
-- customer writes through it, the mails that tell the customer what happens next, and the link
-- to the request page in the customer's earlier mails.
ALTER TABLE "capability_links" DROP CONSTRAINT "capability_links_purpose_check";--> statement-breakpoint
ALTER TABLE "capability_links" ADD CONSTRAINT "capability_links_purpose_check" CHECK ("capability_links"."purpose" in ('quote_answer', 'presentation_view', 'preliminary_booking_answer', 'commission_report', 'customer_request'));--> statement-breakpoint
CREATE TABLE "customer_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"lead_id" integer,
	"opportunity_id" integer,
	"presentation_id" integer,
	"body" text NOT NULL,
	"note_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_messages_kind_check" CHECK ("customer_messages"."kind" in ('question', 'none_suits')),
	CONSTRAINT "customer_messages_subject_check" CHECK ("customer_messages"."lead_id" is not null or "customer_messages"."opportunity_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_messages_opportunity_idx" ON "customer_messages" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_messages_lead_idx" ON "customer_messages" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_messages_none_suits_key" ON "customer_messages" USING btree ("presentation_id") WHERE "customer_messages"."kind" = 'none_suits';--> statement-breakpoint
-- Written by hand: the customer's new mails and the request link in the earlier ones (a text an
-- admin has reworded gets the line at its end).
INSERT INTO "email_templates" ("name", "subject_sv", "subject_en", "message_sv", "message_en") VALUES
(
	'customer-booked',
	'Tack för din bokning – så här går det vidare',
	'Thank you for your booking – what happens next',
	$sv$Hej {{first_name}}!

Tack! Du har valt {{venue_names}} för er konferens från {{start_date}}.

Så här går det vidare: vi ber anläggningen att preliminärboka datumen åt er. När den har gjort det får du ett mejl där du bekräftar eller avböjer bokningen. Inget är bindande förrän du har bekräftat.

Följ din förfrågan och ställ frågor till oss här: {{request_link}}

Vänliga hälsningar
Konferensportalen$sv$,
	$en$Hello {{first_name}},

Thank you! You have chosen {{venue_names}} for your conference from {{start_date}}.

What happens next: we ask the venue to book the dates for you preliminarily. Once it has, you get a mail in which you confirm or decline the booking. Nothing is binding until you have confirmed.

Follow your request and ask us questions here: {{request_link}}

Kind regards
Konferensportalen$en$
),
(
	'customer-booking-confirmed',
	'Din bokning hos {{venue_name}} är bekräftad',
	'Your booking at {{venue_name}} is confirmed',
	$sv$Hej {{first_name}}!

Tack för din bekräftelse. Er konferens hos {{venue_name}} {{start_date}} – {{end_date}} är nu bokad.

Så här går det vidare: vi meddelar anläggningen, som hör av sig om detaljerna inför konferensen (deltagarlista, kost och tider). Vill ni ändra något, skriv till oss.

Följ din förfrågan och ställ frågor till oss här: {{request_link}}

Vänliga hälsningar
Konferensportalen$sv$,
	$en$Hello {{first_name}},

Thank you for confirming. Your conference at {{venue_name}} {{start_date}} – {{end_date}} is now booked.

What happens next: we tell the venue, which will be in touch about the details before the conference (list of participants, diets and times). If you want to change anything, write to us.

Follow your request and ask us questions here: {{request_link}}

Kind regards
Konferensportalen$en$
),
(
	'customer-booking-declined',
	'Du har avböjt bokningen hos {{venue_name}}',
	'You have declined the booking at {{venue_name}}',
	$sv$Hej {{first_name}}!

Vi har tagit emot att du avböjer den preliminära bokningen hos {{venue_name}} för konferensen från {{start_date}}. Anläggningen släpper datumen.

Så här går det vidare: vi hör av oss med andra alternativ om ni vill. Skriv gärna till oss vad som inte passade.

Följ din förfrågan och ställ frågor till oss här: {{request_link}}

Vänliga hälsningar
Konferensportalen$sv$,
	$en$Hello {{first_name}},

We have received that you decline the preliminary booking at {{venue_name}} for the conference from {{start_date}}. The venue releases the dates.

What happens next: we will get back to you with other options if you wish. Feel free to tell us what did not suit you.

Follow your request and ask us questions here: {{request_link}}

Kind regards
Konferensportalen$en$
),
(
	'customer-question',
	'Fråga från kunden: {{opportunity_name}}',
	'A question from the customer: {{opportunity_name}}',
	$sv$Hej {{first_name}}!

{{customer_name}} har ställt en fråga om {{opportunity_name}}:

{{question}}

Frågan finns också som anteckning: {{link}}$sv$,
	$en$Hello {{first_name}},

{{customer_name}} has asked a question about {{opportunity_name}}:

{{question}}

The question is also a note: {{link}}$en$
),
(
	'customer-none-suits',
	'Ingen av anläggningarna passar: {{opportunity_name}}',
	'None of the venues suits: {{opportunity_name}}',
	$sv$Hej {{first_name}}!

{{customer_name}} skriver att ingen av de presenterade anläggningarna passar för {{opportunity_name}}. Skälet:

{{reason}}

Se affärsmöjligheten: {{link}}$sv$,
	$en$Hello {{first_name}},

{{customer_name}} writes that none of the presented venues suits {{opportunity_name}}. The reason:

{{reason}}

See the opportunity: {{link}}$en$
)
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
UPDATE "email_templates" SET
	"message_sv" = CASE WHEN position('Vi återkommer med förslag på konferensanläggningar så snart vi kan.' in "message_sv") > 0
		THEN replace("message_sv", 'Vi återkommer med förslag på konferensanläggningar så snart vi kan.', E'Vi återkommer med förslag på konferensanläggningar så snart vi kan.\n\nHär följer du din förfrågan och kan ställa frågor till oss: {{request_link}}')
		ELSE "message_sv" || E'\n\nHär följer du din förfrågan och kan ställa frågor till oss: {{request_link}}' END,
	"message_en" = CASE WHEN position('We will get back to you with suggested venues as soon as we can.' in "message_en") > 0
		THEN replace("message_en", 'We will get back to you with suggested venues as soon as we can.', E'We will get back to you with suggested venues as soon as we can.\n\nFollow your request and ask us questions here: {{request_link}}')
		ELSE "message_en" || E'\n\nFollow your request and ask us questions here: {{request_link}}' END
WHERE "name" = 'lead-received' AND position('{{request_link}}' in "message_sv") = 0;--> statement-breakpoint
UPDATE "email_templates" SET
	"message_sv" = CASE WHEN position('Hör av dig om du har frågor.' in "message_sv") > 0
		THEN replace("message_sv", 'Hör av dig om du har frågor.', 'Hör av dig om du har frågor, eller ställ dem på sidan för din förfrågan: {{request_link}}')
		ELSE "message_sv" || E'\n\nDin förfrågan: {{request_link}}' END,
	"message_en" = CASE WHEN position('Get in touch if you have any questions.' in "message_en") > 0
		THEN replace("message_en", 'Get in touch if you have any questions.', 'Get in touch if you have any questions, or ask them on the page of your request: {{request_link}}')
		ELSE "message_en" || E'\n\nYour request: {{request_link}}' END
WHERE "name" = 'quote-presentation' AND position('{{request_link}}' in "message_sv") = 0;--> statement-breakpoint
UPDATE "email_templates" SET
	"message_sv" = "message_sv" || E'\n\nDin förfrågan i sin helhet: {{request_link}}',
	"message_en" = "message_en" || E'\n\nYour request as a whole: {{request_link}}'
WHERE "name" = 'preliminary-booking-held' AND position('{{request_link}}' in "message_sv") = 0;
