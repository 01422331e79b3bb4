CREATE TABLE "bidders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bidders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"account_id" integer,
	"outside_name" text,
	"outside_email" text,
	"outside_language" text,
	"index_priority" integer NOT NULL,
	"invited_at" timestamp with time zone,
	"invitations" integer DEFAULT 0 NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bidders_venue_check" CHECK (("bidders"."account_id" is null) = ("bidders"."outside_name" is not null)),
	CONSTRAINT "bidders_outside_language_check" CHECK ("bidders"."outside_language" in ('sv', 'en'))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bidder_id" integer NOT NULL,
	"opportunity_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"status_before_lost" text,
	"total_ex_vat" bigint,
	"total_inc_vat" bigint,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('new', 'saved', 'submitted', 'denied', 'won', 'lost')),
	CONSTRAINT "quotes_status_before_lost_check" CHECK (("quotes"."status" = 'lost') = ("quotes"."status_before_lost" is not null)),
	CONSTRAINT "quotes_totals_check" CHECK ("quotes"."total_ex_vat" >= 0 and "quotes"."total_inc_vat" >= "quotes"."total_ex_vat")
);
--> statement-breakpoint
ALTER TABLE "bidders" ADD CONSTRAINT "bidders_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidders" ADD CONSTRAINT "bidders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_bidder_id_bidders_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."bidders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bidders_opportunity_id_idx" ON "bidders" USING btree ("opportunity_id","index_priority","id");--> statement-breakpoint
CREATE INDEX "bidders_account_id_idx" ON "bidders" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bidders_opportunity_account_key" ON "bidders" USING btree ("opportunity_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_bidder_id_key" ON "quotes" USING btree ("bidder_id");--> statement-breakpoint
CREATE INDEX "quotes_opportunity_id_status_idx" ON "quotes" USING btree ("opportunity_id","status");--> statement-breakpoint
-- Written by hand: the two mails of this step (src/core/mail/templates.ts lists their values).
INSERT INTO "email_templates" ("name", "subject_sv", "subject_en", "message_sv", "message_en") VALUES
(
	'venue-invitation',
	'Offertförfrågan: {{participants}} deltagare {{start_date}}',
	'Request for a quote: {{participants}} participants on {{start_date}}',
	$sv$Hej {{venue_name}}!

Vi har en kund som söker konferens för {{participants}} deltagare från {{start_date}} till {{end_date}}{{city_text}}.

Se förfrågan och lämna er offert här: {{link}}

Länken gäller till {{expires_on}}. Har ni frågor når ni oss genom att svara på detta mejl.$sv$,
	$en$Hello {{venue_name}},

A customer of ours is looking for a conference for {{participants}} participants from {{start_date}} to {{end_date}}{{city_text}}.

See the request and send your quote here: {{link}}

The link is valid until {{expires_on}}. If you have any questions, reply to this email.$en$
),
(
	'quote-not-chosen',
	'Kunden har valt en annan anläggning',
	'The customer chose another venue',
	$sv$Hej {{venue_name}}!

Tack för er offert för {{participants}} deltagare från {{start_date}} till {{end_date}}. Kunden har den här gången valt en annan anläggning.

Vi hör av oss igen med nästa förfrågan.$sv$,
	$en$Hello {{venue_name}},

Thank you for your quote for {{participants}} participants from {{start_date}} to {{end_date}}. This time the customer chose another venue.

We will be in touch with the next request.$en$
)
ON CONFLICT ("name") DO NOTHING;
