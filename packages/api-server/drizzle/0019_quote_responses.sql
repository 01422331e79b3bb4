CREATE TABLE "quote_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "quote_files_kind_check" CHECK ("quote_files"."kind" in ('image', 'attachment'))
);
--> statement-breakpoint
CREATE TABLE "quote_halls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_halls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"size_sqm" integer,
	"capacity" integer,
	"seating" text,
	"comment" text,
	CONSTRAINT "quote_halls_numbers_check" CHECK ("quote_halls"."size_sqm" > 0 and "quote_halls"."capacity" > 0),
	CONSTRAINT "quote_halls_seating_check" CHECK ("quote_halls"."seating" in ('cinema', 'u_shaped', 'boardroom', 'school', 'islands', 'dont_know'))
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer,
	"name" text NOT NULL,
	"day" date,
	"vat_kind" text NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"requested_quantity" integer NOT NULL,
	"offered_quantity" integer,
	"ordinary_price" bigint,
	"price" bigint,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"courses" text,
	"total_ex_vat" bigint DEFAULT 0 NOT NULL,
	"total_inc_vat" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_lines_kind_check" CHECK ("quote_lines"."kind" in ('single_room', 'double_room', 'conference_room', 'meal', 'product')),
	CONSTRAINT "quote_lines_vat_kind_check" CHECK ("quote_lines"."vat_kind" in ('accommodation', 'food', 'conference', 'other')),
	CONSTRAINT "quote_lines_numbers_check" CHECK ("quote_lines"."requested_quantity" >= 0 and "quote_lines"."offered_quantity" >= 0 and "quote_lines"."ordinary_price" >= 0 and "quote_lines"."price" >= 0 and "quote_lines"."discount_bp" between 0 and 10000 and "quote_lines"."vat_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "response_deadline" date;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "reminded_before_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "reminded_after_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "denied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "denied_reason" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "additional_information" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "commission_bp" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "free_cancellation" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "direct_contact" boolean;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "direct_contact_comment" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "same_price" boolean;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "same_price_comment" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "responded_accordingly" boolean;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "responder_name" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "responder_phone" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "responder_email" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "comments" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "quote_response_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_files" ADD CONSTRAINT "quote_files_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_files" ADD CONSTRAINT "quote_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_halls" ADD CONSTRAINT "quote_halls_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_item_id_opportunity_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."opportunity_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_files_quote_id_idx" ON "quote_files" USING btree ("quote_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_files_file_id_key" ON "quote_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_files_one_attachment_key" ON "quote_files" USING btree ("quote_id") WHERE "quote_files"."kind" = 'attachment';--> statement-breakpoint
CREATE INDEX "quote_halls_quote_id_idx" ON "quote_halls" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quote_lines_quote_id_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_status_created_at_idx" ON "quotes" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_open_deadline_idx" ON "quotes" USING btree ("response_deadline") WHERE "quotes"."status" in ('new', 'saved');--> statement-breakpoint
CREATE INDEX "quotes_response_deadline_idx" ON "quotes" USING btree ("response_deadline","id");--> statement-breakpoint
CREATE INDEX "bidders_updated_at_idx" ON "bidders" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_commission_bp_check" CHECK ("quotes"."commission_bp" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_quote_response_days_check" CHECK ("settings"."quote_response_days" between 1 and 90);--> statement-breakpoint
-- Written by hand: the invitation names the last day to answer, and the four mails of the venues'
-- answers (src/core/mail/templates.ts lists their values). An admin's edited invitation text is
-- kept: only the text this product wrote is replaced.
UPDATE "email_templates" SET "message_sv" = replace("message_sv", 'Se förfrågan och lämna er offert här: {{link}}', 'Se förfrågan och lämna er offert senast {{response_deadline}} här: {{link}}'),
	"message_en" = replace("message_en", 'See the request and send your quote here: {{link}}', 'See the request and send your quote by {{response_deadline}} here: {{link}}')
WHERE "name" = 'venue-invitation';--> statement-breakpoint
INSERT INTO "email_templates" ("name", "subject_sv", "subject_en", "message_sv", "message_en") VALUES
(
	'quote-reminder',
	'Påminnelse: svara på offertförfrågan senast {{response_deadline}}',
	'Reminder: please answer the request for a quote by {{response_deadline}}',
	$sv$Hej {{venue_name}}!

Vi väntar fortfarande på ert svar på förfrågan för {{participants}} deltagare från {{start_date}}. Sista dagen att svara är {{response_deadline}}.

Lämna er offert, eller avböj, här: {{link}}$sv$,
	$en$Hello {{venue_name}},

We are still waiting for your answer to the request for {{participants}} participants from {{start_date}}. The last day to answer is {{response_deadline}}.

Send your quote, or decline, here: {{link}}$en$
),
(
	'quote-overdue',
	'Svarstiden för offertförfrågan har gått ut',
	'The time to answer the request for a quote has passed',
	$sv$Hej {{venue_name}}!

Sista dagen att svara på förfrågan för {{participants}} deltagare från {{start_date}} var {{response_deadline}}. Kunden väntar på förslag: svara gärna ändå, så snart ni kan, eller avböj så att vi vet.

Förfrågan: {{link}}$sv$,
	$en$Hello {{venue_name}},

The last day to answer the request for {{participants}} participants from {{start_date}} was {{response_deadline}}. The customer is waiting for proposals: please answer anyway as soon as you can, or decline so that we know.

The request: {{link}}$en$
),
(
	'quote-submitted',
	'{{venue_name}} har skickat en offert för {{opportunity_name}}',
	'{{venue_name}} submitted a quote for {{opportunity_name}}',
	$sv$Hej {{first_name}}!

{{venue_name}} har skickat sin offert för {{opportunity_name}}.

Se offerten: {{link}}$sv$,
	$en$Hello {{first_name}},

{{venue_name}} has submitted its quote for {{opportunity_name}}.

See the quote: {{link}}$en$
),
(
	'quote-declined',
	'{{venue_name}} avböjer att lämna offert för {{opportunity_name}}',
	'{{venue_name}} declines to quote for {{opportunity_name}}',
	$sv$Hej {{first_name}}!

{{venue_name}} har avböjt att lämna offert för {{opportunity_name}}.

Skäl: {{reason}}

Se anläggningens svar: {{link}}$sv$,
	$en$Hello {{first_name}},

{{venue_name}} has declined to quote for {{opportunity_name}}.

Reason: {{reason}}

See the venue's answer: {{link}}$en$
);
