CREATE TABLE "presentation_venues" (
	"presentation_id" integer NOT NULL,
	"bidder_id" integer NOT NULL,
	"position" integer NOT NULL,
	"booked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "presentation_venues_presentation_id_bidder_id_pk" PRIMARY KEY("presentation_id","bidder_id")
);
--> statement-breakpoint
CREATE TABLE "presentations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "presentations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booked_at" timestamp with time zone,
	"open_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preliminary_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "preliminary_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"bidder_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"message" text,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"response" text,
	"hold_until" date,
	"additional_information" text,
	"responded_at" timestamp with time zone,
	"customer_comment" text,
	"customer_answered_at" timestamp with time zone,
	"extension_requested_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preliminary_bookings_status_check" CHECK ("preliminary_bookings"."status" in ('requested', 'held', 'cancelled', 'confirmed', 'declined', 'expired')),
	CONSTRAINT "preliminary_bookings_response_check" CHECK ("preliminary_bookings"."response" in ('hold', 'cancel')),
	CONSTRAINT "preliminary_bookings_held_check" CHECK ("preliminary_bookings"."status" <> 'held' or "preliminary_bookings"."hold_until" is not null)
);
--> statement-breakpoint
ALTER TABLE "bidders" ADD COLUMN "present_to_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "presentation_venues" ADD CONSTRAINT "presentation_venues_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_venues" ADD CONSTRAINT "presentation_venues_bidder_id_bidders_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."bidders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preliminary_bookings" ADD CONSTRAINT "preliminary_bookings_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preliminary_bookings" ADD CONSTRAINT "preliminary_bookings_bidder_id_bidders_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."bidders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preliminary_bookings" ADD CONSTRAINT "preliminary_bookings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preliminary_bookings" ADD CONSTRAINT "preliminary_bookings_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presentation_venues_bidder_id_idx" ON "presentation_venues" USING btree ("bidder_id") WHERE "presentation_venues"."booked";--> statement-breakpoint
CREATE INDEX "presentations_opportunity_id_idx" ON "presentations" USING btree ("opportunity_id","id");--> statement-breakpoint
CREATE INDEX "preliminary_bookings_bidder_id_idx" ON "preliminary_bookings" USING btree ("bidder_id","id");--> statement-breakpoint
CREATE INDEX "preliminary_bookings_opportunity_id_idx" ON "preliminary_bookings" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "preliminary_bookings_quote_id_idx" ON "preliminary_bookings" USING btree ("quote_id","id");--> statement-breakpoint
CREATE INDEX "preliminary_bookings_held_idx" ON "preliminary_bookings" USING btree ("hold_until") WHERE "preliminary_bookings"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "preliminary_bookings_open_key" ON "preliminary_bookings" USING btree ("bidder_id") WHERE "preliminary_bookings"."status" in ('requested', 'held');
--> statement-breakpoint
INSERT INTO "email_templates" ("name", "subject_sv", "subject_en", "message_sv", "message_en") VALUES
(
	'quote-presentation',
	'Offerter på er konferensförfrågan',
	'Quotes for your conference request',
	$sv$Hej {{first_name}}!

Här är offerterna för er konferens från {{start_date}} (antal anläggningar: {{venue_count}}). Jämför anläggningarna och boka den ni vill ha direkt på sidan:

{{link}}

Hör av dig om du har frågor.

Vänliga hälsningar
{{sender_name}}$sv$,
	$en$Hello {{first_name}},

Here are the quotes for your conference from {{start_date}} (venues: {{venue_count}}). Compare the venues and book the one you want right on the page:

{{link}}

Get in touch if you have any questions.

Kind regards
{{sender_name}}$en$
),
(
	'presentation-booked',
	'Kunden har bokat: {{opportunity_name}}',
	'The customer booked: {{opportunity_name}}',
	$sv$Hej {{first_name}}!

Kunden har bokat {{venue_names}} från presentationen för {{opportunity_name}}.

Se affärsmöjligheten: {{link}}$sv$,
	$en$Hello {{first_name}},

The customer booked {{venue_names}} from the presentation for {{opportunity_name}}.

See the opportunity: {{link}}$en$
),
(
	'preliminary-booking-request',
	'Förfrågan om preliminärbokning från {{start_date}}',
	'Request for a preliminary booking from {{start_date}}',
	$sv$Hej {{venue_name}}!

Kunden vill preliminärboka er anläggning för {{participants}} deltagare, {{start_date}} – {{end_date}}. Kan ni hålla datumen, och i så fall till och med vilket datum?

{{message}}

Svara här: {{link}}$sv$,
	$en$Hello {{venue_name}},

The customer would like to book your venue preliminarily for {{participants}} participants, {{start_date}} – {{end_date}}. Can you hold the dates, and if so until which date?

{{message}}

Answer here: {{link}}$en$
),
(
	'preliminary-booking-held',
	'{{venue_name}} håller era datum till och med {{hold_until}}',
	'{{venue_name}} holds your dates until {{hold_until}}',
	$sv$Hej {{first_name}}!

{{venue_name}} har preliminärbokat er konferens från {{start_date}} och håller datumen till och med {{hold_until}}.

Bekräfta eller avböj bokningen här: {{link}}$sv$,
	$en$Hello {{first_name}},

{{venue_name}} has booked your conference from {{start_date}} preliminarily and holds the dates until {{hold_until}}.

Confirm or decline the booking here: {{link}}$en$
),
(
	'preliminary-booking-reminder',
	'Påminnelse: preliminärbokningen hos {{venue_name}} gäller till och med {{hold_until}}',
	'Reminder: the preliminary booking at {{venue_name}} is held until {{hold_until}}',
	$sv$Hej {{recipient_name}}!

Preliminärbokningen hos {{venue_name}} för konferensen från {{start_date}} hålls bara till och med {{hold_until}} och är ännu inte bekräftad.

{{link}}$sv$,
	$en$Hello {{recipient_name}},

The preliminary booking at {{venue_name}} for the conference from {{start_date}} is held only until {{hold_until}} and is not yet confirmed.

{{link}}$en$
),
(
	'preliminary-booking-expired',
	'Preliminärbokningen hos {{venue_name}} har gått ut',
	'The preliminary booking at {{venue_name}} has expired',
	$sv$Hej {{recipient_name}}!

Preliminärbokningen hos {{venue_name}} för konferensen från {{start_date}} hölls till och med {{hold_until}} och har nu gått ut utan bekräftelse. Kontakta oss om ni vill förlänga den.$sv$,
	$en$Hello {{recipient_name}},

The preliminary booking at {{venue_name}} for the conference from {{start_date}} was held until {{hold_until}} and has now expired unconfirmed. Contact us if you would like to extend it.$en$
),
(
	'preliminary-booking-extend',
	'Kan ni hålla datumen längre? Konferens från {{start_date}}',
	'Could you hold the dates longer? Conference from {{start_date}}',
	$sv$Hej {{venue_name}}!

Kunden behöver lite mer tid. Kan ni hålla datumen för konferensen från {{start_date}} längre än till och med {{hold_until}}?

Svara här: {{link}}$sv$,
	$en$Hello {{venue_name}},

The customer needs a little more time. Could you hold the dates for the conference from {{start_date}} beyond {{hold_until}}?

Answer here: {{link}}$en$
),
(
	'preliminary-booking-answered',
	'Kunden har {{answer}} preliminärbokningen från {{start_date}}',
	'The customer has {{answer}} the preliminary booking from {{start_date}}',
	$sv$Hej {{venue_name}}!

Kunden har {{answer}} preliminärbokningen för konferensen från {{start_date}}.

{{comment}}$sv$,
	$en$Hello {{venue_name}},

The customer has {{answer}} the preliminary booking for the conference from {{start_date}}.

{{comment}}$en$
);
